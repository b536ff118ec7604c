// Shared helpers of the CLI tests: spawn the real bin (node dist/cli.js), read the
// vector files, build a shuffled mixed input. Not a test file itself.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestHooks } from '../src/cli/pool/protocol.js';
import { parse } from '../src/grid.js';
import { isValidSolution } from '../src/validate.js';
import { prng } from './support/random-grids.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BIN = ROOT + 'dist/cli.js';

/** Builds dist/ once when it is missing (npm test builds it before vitest). */
export function ensureBuilt(): void {
  if (existsSync(BIN) && existsSync(ROOT + 'dist/cli/pool/worker.js')) return;
  spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'ignore' });
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the bin with `args`, feeding `input` (string or chunks) on stdin. */
export function runCli(
  args: readonly string[],
  options: { input?: string | string[]; env?: Record<string, string> } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.on('error', () => {}); // the CLI may exit before reading everything
    const chunks = options.input === undefined ? [] : Array.isArray(options.input) ? options.input : [options.input];
    void (async () => {
      for (const c of chunks) {
        if (!child.stdin.write(c)) await new Promise((r) => child.stdin.once('drain', r));
      }
      child.stdin.end();
    })();
  });
}

/**
 * Runs the built CLI's main() in this process with test hooks (the bin never
 * has any): from dist/, so its workers start from dist/cli/pool/worker.js.
 */
export async function runMain(args: readonly string[], hooks: TestHooks): Promise<RunResult> {
  ensureBuilt();
  const { main } = (await import(pathToFileURL(ROOT + 'dist/cli/main.js').href)) as typeof import('../src/cli/main.js');
  const collect = (): { stream: NodeJS.WriteStream; text: () => string } => {
    const stream = new PassThrough();
    let text = '';
    stream.setEncoding('utf8').on('data', (d: string) => (text += d));
    return { stream: stream as unknown as NodeJS.WriteStream, text: () => text };
  };
  const stdout = collect();
  const stderr = collect();
  const code = await main(args, { stdout: stdout.stream, stderr: stderr.stream }, hooks);
  await new Promise((resolve) => setImmediate(resolve));
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** One test vector: `puzzle:count[:solution]`, count `N` or `N+`. */
export interface Vector {
  file: string;
  puzzle: string;
  count: number;
  atLeast: boolean;
  solution?: string;
}

/** Every vector of test/vectors/*.txt. */
export function readVectors(): Vector[] {
  const dir = ROOT + 'test/vectors/';
  const out: Vector[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt'))) {
    for (const raw of readFileSync(dir + file, 'utf8').split('\n')) {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) continue;
      const [puzzle = '', count = '0', solution] = line.split(':');
      const v: Vector = { file, puzzle, count: parseInt(count, 10), atLeast: count.endsWith('+') };
      if (solution !== undefined) v.solution = solution;
      out.push(v);
    }
  }
  return out;
}

/** True when `solution` (one line) solves `puzzle` (one line), by the engine-free validator. */
export function solves(puzzle: string, solution: string): boolean {
  const p = parse(puzzle);
  const s = parse(solution);
  return p.side === s.side && isValidSolution(p.cells, s.cells, p.side);
}

/** What an input line of the mixed file is expected to give. */
export type Expect =
  | { kind: 'vector'; vector: Vector }
  | { kind: 'malformed'; code: string };

/** The malformed lines mixed in, each with the code it must be refused with. */
export const MALFORMED: readonly { text: string; code: string }[] = [
  { text: '12345', code: 'BAD_LENGTH' },
  { text: '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15.x', code: 'BAD_SYMBOL' },
  { text: '\u0001\u0002garbage\u007f\u00ff', code: 'BAD_LENGTH' },
  { text: '7'.repeat(100_000), code: 'BAD_LENGTH' },
];

/**
 * The mixed input: every vector and malformed line, `copies` times, shuffled,
 * with comments, blank lines and some CRLF endings between. Returns the text and,
 * for each puzzle line in order, its line number and what it must give.
 */
export function mixedInput(copies: number, seed = 42): { text: string; expected: { line: number; expect: Expect }[] } {
  const items: Expect[] = [];
  const texts: string[] = [];
  for (let c = 0; c < copies; c++) {
    for (const vector of readVectors()) {
      items.push({ kind: 'vector', vector });
      texts.push(vector.puzzle);
    }
    for (const m of MALFORMED) {
      items.push({ kind: 'malformed', code: m.code });
      texts.push(m.text);
    }
  }
  const random = prng(seed);
  const order = items.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const lines: string[] = ['# mixed CLI test input, shuffled'];
  const expected: { line: number; expect: Expect }[] = [];
  for (const i of order) {
    const r = random();
    if (r < 0.1) lines.push('');
    else if (r < 0.2) lines.push('# a comment between puzzles');
    lines.push(texts[i] as string);
    expected.push({ line: lines.length, expect: items[i] as Expect });
  }
  const text = lines.map((l, i) => l + (i % 3 === 0 ? '\r\n' : '\n')).join('');
  return { text, expected };
}
