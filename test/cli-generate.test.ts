/**
 * `sudoku-wasm generate`, by spawning the bin: the same lines for a seed
 * whatever the worker count, every puzzle unique (judged by an engine-free
 * counter and the validator), each format, the summary, bad usage, timeouts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, runCli } from './cli-helpers.js';
import { SYMBOLS } from '../src/grid.js';
import { isValidSolution } from '../src/validate.js';
import { countSolutions } from './support/generator-oracle.js';

const cellsOf = (line: string): number[] => [...line].map((ch) => (ch === '.' ? 0 : SYMBOLS.indexOf(ch) + 1));
const linesOf = (text: string): string[] => text.split('\n').filter((l) => l !== '');

beforeAll(() => ensureBuilt());

describe('sudoku-wasm generate', () => {
  it('prints the same puzzles for a seed on 0, 1 and 2 workers, each unique and minimal', async () => {
    const runs = await Promise.all(['0', '1', '2'].map((w) => runCli(['generate', '--count', '24', '--seed', '7', '--workers', w])));
    for (const run of runs) {
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(runs[0]?.stdout);
    }
    const lines = linesOf(runs[0]?.stdout ?? '');
    expect(lines).toHaveLength(24);
    expect(new Set(lines).size).toBe(24);
    for (const line of lines) {
      const cells = cellsOf(line);
      expect(countSolutions(cells, 9, 2)).toBe(1);
      const given = cells.findIndex((v) => v !== 0);
      const fewer = cells.slice();
      fewer[given] = 0;
      expect(countSolutions(fewer, 9, 2)).toBe(2);
    }
    expect(runs[2]?.stderr).toMatch(/^sudoku-wasm generate: 24 puzzles: 24 generated, 0 timeout \(seed 7\)\nelapsed .*engine wasm, 2 workers\n$/);
  });

  it('prints puzzle:1:solution with --format vector, with a valid solution', async () => {
    const run = await runCli(['generate', '--count', '5', '--seed', '3', '--format', 'vector', '--symmetry', 'rotate180', '--quiet']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    for (const line of linesOf(run.stdout)) {
      const [puzzle, count, solution] = line.split(':');
      expect(count).toBe('1');
      expect(isValidSolution(cellsOf(puzzle ?? ''), cellsOf(solution ?? ''), 9)).toBe(true);
    }
  });

  it('prints one JSON object per line with --format json; seed i is seed + i; the level band is kept', async () => {
    const run = await runCli(['generate', '--count', '3', '--seed', '4294967293', '--format', 'json', '--level', 'hard']);
    expect(run.code).toBe(0);
    const objects = linesOf(run.stdout).map((l) => JSON.parse(l) as { status: string; seed: number; er: number; level: string; puzzle: string });
    expect(objects.map((o) => o.seed)).toEqual([4294967293, 4294967294, 4294967295]);
    for (const o of objects) {
      expect(o.status).toBe('generated');
      expect(o.level).toBe('hard');
      expect(o.er).toBeGreaterThanOrEqual(3.0);
      expect(o.er).toBeLessThanOrEqual(4.5);
      expect(countSolutions(cellsOf(o.puzzle), 9, 2)).toBe(1);
    }
  });

  it('makes 16×16 puzzles and agrees with the library for the same seed', async () => {
    const run = await runCli(['generate', '--size', '16', '--count', '2', '--seed', '11', '--symmetry', 'rotate90', '--workers', '1', '--format', 'json']);
    expect(run.code).toBe(0);
    const [first] = linesOf(run.stdout).map((l) => JSON.parse(l) as { puzzle: string; clues: number });
    const { createGenerator } = await import('../src/generate/index.js');
    const generator = await createGenerator({ engine: 'wasm' });
    const same = generator.generate({ size: 16, seed: 11, symmetry: 'rotate90' });
    expect(same.status === 'generated' && same.puzzle).toBe(first?.puzzle);
  });

  it('prints a timeout line (never drops a puzzle) and exits 1 when a puzzle runs out of time', async () => {
    const run = await runCli(['generate', '--count', '2', '--clues', '17', '--timeout', '100', '--seed', '1']);
    expect(run.code).toBe(1);
    const lines = linesOf(run.stdout);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^timeout: seed 1, \d+ puzzles refused in \d+ ms$/);
    expect(run.stderr).toMatch(/2 puzzles: 0 generated, 2 timeout/);
  });

  it.each([
    [['--symmetry', 'spiral'], "--symmetry must be one of none, rotate180, rotate90, mirror, diagonal (got 'spiral')"],
    [['--er', '5-3'], "--er must be MIN-MAX with MIN ≤ MAX, e.g. 3.0-4.5 (got '5-3')"],
    [['--level', 'impossible'], "level must be one of any, easy, medium, hard, expert, extreme, got 'impossible'"],
    [['--count', '0'], "--count must be between 1 and 9007199254740991 (got '0')"],
    [['--count', 'x'], "--count needs a whole number (got 'x')"],
    [['--size', '7'], "--size must be one of 4, 9, 16, 25 (got '7')"],
    [['--level', 'hard', '--size', '16'], 'a level is rated on 9×9 only, not 16×16'],
    [['--frobnicate'], 'unknown option --frobnicate'],
    [['--no-rating', '--scale', 'se121'], 'a scale needs rate: true'],
    [['--chunk-size', '8'], 'generate does not take --chunk-size'],
    [['--workers', '1025'], "--workers must be between 0 and 1024 (got '1025')"],
    [['puzzles.txt'], "generate takes no file (got 'puzzles.txt')"],
    // Seeds are 32-bit: a run past the last one would wrap to 0 and repeat seeds.
    [['--seed', '4294967295', '--count', '3'], '--seed 4294967295 with --count 3 passes the last seed, 4294967295: give --seed 4294967293 or less'],
    [['--seed', '4294967294', '--count', '3'], '--seed 4294967294 with --count 3 passes the last seed, 4294967295: give --seed 4294967293 or less'],
    [['--count', '4294967297'], '--count 4294967297 is more than the 4294967296 seeds there are'],
  ])('refuses %j with one line and exit 2', async (args, message) => {
    const run = await runCli(['generate', ...args]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`sudoku-wasm: ${message} (see 'sudoku-wasm generate --help')\n`);
  });

  it('rates on the scale asked (--scale se121), as `rate --scale se121` does', async () => {
    const run = await runCli(['generate', '--count', '6', '--seed', '100', '--scale', 'se121', '--format', 'json', '--quiet']);
    expect(run.code).toBe(0);
    const made = linesOf(run.stdout).map((line) => JSON.parse(line) as { puzzle: string; er: number });
    const rated = await runCli(['rate', '--scale', 'se121', '--format', 'json', '--quiet'], { input: made.map((m) => m.puzzle).join('\n') + '\n' });
    expect(rated.code).toBe(0);
    expect(linesOf(rated.stdout).map((line) => (JSON.parse(line) as { er: number }).er)).toEqual(made.map((m) => m.er));
    const bad = await runCli(['generate', '--scale', 'se12']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^sudoku-wasm: --scale must be one of sukaku, se121 \(got 'se12'\)/);
  });

  it('documents itself in --help', async () => {
    const run = await runCli(['generate', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: sudoku-wasm generate/);
    expect(run.stdout).toMatch(/--symmetry S/);
  });
});
