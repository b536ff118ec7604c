/**
 * Reads test/vectors/*.txt: `puzzle:count[:solution]` per line, `#` lines
 * annotate the next vector. `count` is `N` (exactly N) or `N+` (at least N).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Vector {
  /** File and line, for test names. */
  where: string;
  file: string;
  /** The comment lines just above it, joined. */
  note: string;
  puzzle: string;
  count: number;
  /** True for `N+`: at least `count` solutions. */
  atLeast: boolean;
  solution?: string;
}

const DIR = fileURLToPath(new URL('../vectors/', import.meta.url));

/** Every vector of every file, in file then line order. */
export function readVectors(): Vector[] {
  const vectors: Vector[] = [];
  for (const file of readdirSync(DIR).filter((name) => name.endsWith('.txt')).sort()) {
    let note: string[] = [];
    readFileSync(DIR + file, 'utf8').split(/\r?\n/).forEach((text, i) => {
      if (text.startsWith('#')) {
        note.push(text.slice(1).trim());
        return;
      }
      if (text.trim() === '') {
        note = [];
        return;
      }
      const [puzzle, count, solution] = text.split(':');
      if (puzzle === undefined || count === undefined || !/^\d+\+?$/.test(count)) {
        throw new Error(`${file}:${i + 1}: not puzzle:count[:solution]`);
      }
      vectors.push({
        where: `${file}:${i + 1}`,
        file,
        note: note.join(' '),
        puzzle,
        count: Number.parseInt(count, 10),
        atLeast: count.endsWith('+'),
        ...(solution !== undefined ? { solution } : {}),
      });
      note = [];
    });
  }
  return vectors;
}
