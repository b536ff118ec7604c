// A seeded fuzz of the bin's input side: random files of valid puzzles, garbage,
// NUL bytes, mixed CR LF / LF / CR line ends, huge lines, byte order marks and
// commas, through `solve`, `count` and `check`. Whatever the file, the bin must
// exit without a stack trace, answer every puzzle line once, in order (the JSON
// `line` of each answer is checked against the file's own line numbers), and
// every `solved` answer must be a solution by src/validate.ts, an oracle that is
// not the solver. Bounded to a few seconds: FILES files, each run once.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, ensureBuilt, readVectors, runCli, solves } from './cli-helpers.js';
import { prng } from './support/random-grids.js';

const SEED = 20_261_127;
const FILES = 8;
const TMP = mkdtempSync(join(tmpdir(), 'sudoku-fuzz-'));

/** Puzzles with one solution, which must come back `solved` (keeps the answers aligned). */
const SOLVABLE = readFileSync(ROOT + 'test/data/sample-2000.txt', 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '' && !l.startsWith('#'))
  .slice(0, 300);
/** Every test vector: unsolvable, multiple, malformed and the other sizes too. */
const VECTORS = readVectors().map((v) => v.puzzle);
/** Puzzle lines longer than the reader keeps (65,536), and one of a megabyte. */
const HUGE = ['7'.repeat(70_000), '.'.repeat(200_000), '1'.repeat(1 << 20)];

interface Case {
  /** The file's bytes. */
  bytes: Buffer;
  /** Each puzzle line: its 1-based line number and text (what the bin reads from it). */
  puzzles: { line: number; text: string; mustSolve: boolean; mustRefuse: boolean }[];
  args: string[];
  /** What the file holds, to check that the seed covers every kind of input. */
  features: string[];
}

/** A random garbage line: never blank, never a comment, always holding '!' (no grid symbol). */
function garbage(random: () => number): string {
  const alphabet = ['!', 'x', '0', '9', '.', ' ', '\t', '\u0000', '\u0001', '\u007f', 'é', '☃', '\ufeff', ',', ';', 'A', 'z', '|', '-', '"'];
  const length = 1 + Math.floor(random() * 120);
  let text = '!';
  for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
  return random() < 0.5 ? text : text.split('').reverse().join('').replace(/^[\s\ufeff#]+/, '!');
}

function makeCase(random: () => number, index: number): Case {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const csv = random() < 0.3;
  const lines: { text: string; kind: 'solvable' | 'garbage' | 'other' | 'skip' }[] = [];
  // The first line decides the layout: a puzzle, with a second column in a CSV.
  lines.push({ text: pick(SOLVABLE) + (csv ? ',first' : ''), kind: 'solvable' });
  const count = 30 + Math.floor(random() * 120);
  for (let i = 0; i < count; i++) {
    const r = random();
    if (r < 0.35) lines.push({ text: pick(SOLVABLE) + (csv && random() < 0.5 ? `,${Math.floor(random() * 100)}` : ''), kind: 'solvable' });
    else if (r < 0.55) lines.push({ text: pick(VECTORS), kind: 'other' });
    else if (r < 0.8) lines.push({ text: garbage(random), kind: 'garbage' });
    else if (r < 0.83) lines.push({ text: pick(HUGE), kind: 'garbage' });
    else lines.push({ text: pick(['', '   ', '# a comment', '  # indented, with a comma, too', '\t']), kind: 'skip' });
  }
  // The line ends: one kind for the file, or a mix.
  const ends = pick([['\n'], ['\r\n'], ['\r'], ['\n', '\r\n', '\r']]);
  let text = '';
  const puzzles: Case['puzzles'] = [];
  lines.forEach((l, i) => {
    text += l.text + (i < lines.length - 1 || random() < 0.7 ? pick(ends) : '');
    if (l.kind === 'skip') return;
    const puzzle = csv ? (l.text.split(',')[0] as string).trim() : l.text.trim();
    puzzles.push({ line: i + 1, text: puzzle, mustSolve: l.kind === 'solvable', mustRefuse: l.kind === 'garbage' });
  });
  const encoding = pick(['utf8', 'utf8', 'utf8-bom', 'utf16le-bom']);
  const body = Buffer.from(text, encoding === 'utf16le-bom' ? 'utf16le' : 'utf8');
  const bom = encoding === 'utf8-bom' ? Buffer.from([0xef, 0xbb, 0xbf]) : encoding === 'utf16le-bom' ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0);
  const command = pick(['solve', 'count', 'check']);
  const args = [command, '--format', 'json', '--workers', String(index % 3), '--chunk-size', String(pick([1, 7, 64, 1024]))];
  const features = [encoding, `ends ${JSON.stringify(ends)}`, ...(csv ? ['csv'] : [])];
  if (lines.some((l) => l.text.length > 65_536)) features.push('huge line');
  if (text.includes('\u0000')) features.push('NUL');
  return { bytes: Buffer.concat([bom, body]), puzzles, args, features };
}

interface Answer {
  line: number;
  status: string;
  solution: string | null;
}

const random = prng(SEED);
const CASES = Array.from({ length: FILES }, (_, i) => makeCase(random, i));

beforeAll(() => ensureBuilt());

describe(`CLI fuzz (seed ${SEED})`, () => {
  it('covers every kind of input with its seed', () => {
    const covered = new Set(CASES.flatMap((c) => c.features));
    for (const feature of ['utf8', 'utf8-bom', 'utf16le-bom', 'csv', 'huge line', 'NUL', 'ends ["\\r"]', 'ends ["\\n","\\r\\n","\\r"]']) {
      expect([...covered]).toContain(feature);
    }
  });

  it.each(CASES.map((c, i) => [i, c] as const))('file %i: every puzzle line answered once, in order, without a crash', async (i, c) => {
    const file = join(TMP, `fuzz-${i}.txt`);
    writeFileSync(file, c.bytes);
    const r = await runCli([...c.args, file]);
    const context = `${c.args.join(' ')} ${file}`;
    expect(r.stderr, context).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(r.stderr, context).not.toMatch(/Warning|TypeError|RangeError|ReferenceError/);
    const answers = r.stdout
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as Answer);
    expect(answers.map((a) => a.line), context).toEqual(c.puzzles.map((p) => p.line));
    answers.forEach((a, k) => {
      const p = c.puzzles[k] as Case['puzzles'][number];
      if (p.mustSolve) expect(a.status, `${context} line ${a.line}`).toBe('solved');
      if (p.mustRefuse) expect(a.status, `${context} line ${a.line}`).toBe('invalid');
      if (a.solution !== null) expect(solves(p.text, a.solution), `${context} line ${a.line}`).toBe(true);
    });
    // Exit 1 when a line was invalid, else 0: never 2 (refused) or a crash's code.
    expect(r.code, context).toBe(answers.some((a) => a.status === 'invalid') ? 1 : 0);
  });
});
