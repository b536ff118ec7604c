/**
 * The Engine contract (src/engine.ts), run against every engine: the JS
 * engine (the generated TypeScript form of the one engine source) and the
 * WebAssembly builds. Every solution is judged by the engine-free validator,
 * never by another engine.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BATCH_CAPACITY, TIMED_OUT, type Engine } from '../src/engine.js';
import {
  createWasmEngine,
  defaultVariant,
  loadWasmModule,
  simdSupported,
  wasmUrl,
} from '../src/engine-wasm.js';
import { solutionProblem } from '../src/validate.js';
import { blanked, patternGrid, prng } from './support/random-grids.js';
import { SOLVING_ENGINES } from './support/engines.js';
import { readVectors } from './support/vectors.js';

// ---- fixtures ------------------------------------------------------------------

/**
 * Solutions of `cells` up to `limit`, by plain backtracking in cell order
 * (no propagation, no engine code): the oracle for counts. Clashing givens
 * count 0.
 */
function countByBacktracking(cells: Uint8Array, side: number, limit: number): number {
  const box = Math.round(Math.sqrt(side));
  const grid = Array.from(cells);
  const fits = (cell: number, digit: number): boolean => {
    const row = Math.floor(cell / side);
    const column = cell % side;
    const top = row - (row % box);
    const left = column - (column % box);
    for (let k = 0; k < side; k++) {
      const inBox = (top + Math.floor(k / box)) * side + left + (k % box);
      for (const other of [row * side + k, k * side + column, inBox]) {
        if (other !== cell && grid[other] === digit) return false;
      }
    }
    return true;
  };
  if (grid.some((digit, cell) => digit !== 0 && !fits(cell, digit))) return 0;
  let count = 0;
  const fill = (cell: number): void => {
    if (count >= limit) return;
    if (cell === grid.length) {
      count++;
      return;
    }
    if (grid[cell] !== 0) return fill(cell + 1);
    for (let digit = 1; digit <= side; digit++) {
      if (!fits(cell, digit)) continue;
      grid[cell] = digit;
      fill(cell + 1);
      grid[cell] = 0;
    }
  };
  fill(0);
  return count;
}

/** Cells of a line puzzle (`.`/`0` blank, 1-9 then A-P). */
function cellsOf(line: string): Uint8Array {
  return Uint8Array.from(line, (ch) => (ch === '.' ? 0 : parseInt(ch, 36)));
}

/** 17-clue puzzles: the first three of ../shared/datasets/17_clue.txt (Gordon Royle's list). */
const SEVENTEEN_CLUE = [
  '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
  '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....',
  '.................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.',
];
/** Hard ones: the first two of ../shared/datasets/magictour_top1465.txt. */
const MAGICTOUR = [
  '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
  '7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........',
];
/** A solved grid (the Wikipedia "Sudoku" article's example). */
const SOLVED_9 = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

// ---- the contract: the JS engine and each WebAssembly build, the solver-only one too ----

describe.each(SOLVING_ENGINES)('engine: $name', ({ make }) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await make();
  });

  /** Solves one puzzle; checks the count and, when solved, the solution. */
  function solveChecked(puzzle: Uint8Array, side: number, limit: number): number {
    engine.puzzles.fill(0, 0, side * side);
    engine.puzzles.set(puzzle);
    const count = engine.solve(side, limit);
    expect(engine.counts[0]).toBe(count);
    if (count > 0) {
      const solution = engine.solutions.slice(0, side * side);
      expect(solutionProblem(puzzle, solution, side)).toBeNull();
    } else {
      expect(engine.solutions.subarray(0, side * side).every((v) => v === 0)).toBe(true);
    }
    return count;
  }

  it('solves 17-clue and hard 9×9 puzzles uniquely', () => {
    const guesses: number[] = [];
    for (const line of [...SEVENTEEN_CLUE, ...MAGICTOUR]) {
      expect(solveChecked(cellsOf(line), 9, 2), line).toBe(1);
      guesses.push(engine.guesses[0] as number);
    }
    // Propagation alone does not crack the hard set: some puzzle needs a guess.
    expect(Math.max(...guesses)).toBeGreaterThan(0);
  });

  it.each([4, 9, 16, 25])('solves puzzles made from random grids of side %i', (side) => {
    const random = prng(side * 7919);
    const rates = side === 25 ? [0.3, 0.45] : [0.4, 0.55, 0.65];
    for (const rate of rates) {
      const puzzle = blanked(patternGrid(side, random), rate, random);
      expect(solveChecked(puzzle, side, 1)).toBe(1);
    }
  });

  it.each([
    [4, 300, 20],
    [9, 60, 3],
  ])('counts like plain backtracking on random side-%i puzzles (%i of them, limit %i)', (side, n, limit) => {
    const random = prng(side * 31);
    for (let i = 0; i < n; i++) {
      const puzzle = blanked(patternGrid(side, random), side === 4 ? 0.4 + random() * 0.6 : 0.45 + random() * 0.2, random);
      // Now and then a wrong given: some make the puzzle unsolvable, some clash.
      if (random() < 0.3) puzzle[Math.floor(random() * puzzle.length)] = 1 + Math.floor(random() * side);
      expect(solveChecked(puzzle, side, limit), Array.from(puzzle).join('')).toBe(countByBacktracking(puzzle, side, limit));
    }
  });

  it('counts the two solutions of a puzzle with a swappable rectangle', () => {
    // Rows 4 and 5 (one band), columns 6 and 9 (two stacks) hold 1 3 / 3 1:
    // blanking those four cells leaves exactly two ways to fill them.
    const puzzle = cellsOf(SOLVED_9);
    for (const cell of [3 * 9 + 5, 3 * 9 + 8, 4 * 9 + 5, 4 * 9 + 8]) puzzle[cell] = 0;
    expect(solveChecked(puzzle, 9, 10)).toBe(2);
    expect(solveChecked(puzzle, 9, 1)).toBe(1);
    // The same on 4×4: rows 1-2, columns 1 and 3 of 1234/3412/2143/4321.
    const small = cellsOf('.2.4.4.22143' + '4321');
    expect(solveChecked(small, 4, 5)).toBe(2);
  });

  it('returns 0 for a puzzle with no solution but no clashing givens', () => {
    // Row 1 needs a 9 in column 9, which already holds one in row 2.
    const puzzle = cellsOf('12345678.' + '........9' + '.'.repeat(63));
    expect(solveChecked(puzzle, 9, 2)).toBe(0);
    // Row 1 needs a 3 or a 4 in column 3, which holds both.
    const small = cellsOf('12..' + '..3.' + '..4.' + '....');
    expect(solveChecked(small, 4, 2)).toBe(0);
  });

  it('returns 0 (and does not crash) when givens clash', () => {
    expect(solveChecked(cellsOf('11' + '.'.repeat(79)), 9, 2)).toBe(0);
    expect(solveChecked(cellsOf('5' + '.'.repeat(8) + '5' + '.'.repeat(71)), 9, 2)).toBe(0);
    expect(solveChecked(cellsOf('1...' + '....' + '....' + '...1'), 4, 2)).toBeGreaterThan(0);
  });

  it.each([4, 9, 16, 25])('counts the empty grid of side %i up to the limit', (side) => {
    expect(solveChecked(new Uint8Array(side * side), side, 3)).toBe(3);
  });

  it('counts all 288 solutions of the empty 4×4 grid', () => {
    expect(solveChecked(new Uint8Array(16), 4, 1000)).toBe(288);
  });

  it('returns a full grid as its own only solution, without guessing', () => {
    for (const side of [4, 9, 16, 25]) {
      const grid = patternGrid(side, prng(side));
      expect(solveChecked(grid, side, 2)).toBe(1);
      expect(engine.solutions.slice(0, side * side)).toEqual(grid);
      expect(engine.guesses[0]).toBe(0);
      expect(engine.decisions?.[0]).toBe(0);
    }
  });

  it('counts branch decisions on 16×16 as on 9×9: none without search, at least one per search, at most one per guess', () => {
    // The 16×16 vectors of sizes.txt: the engine solves one by propagation and searches for the other.
    const searched: number[] = [];
    for (const vector of readVectors().filter((v) => v.file === 'sizes.txt' && v.puzzle.length === 256 && v.count === 1)) {
      expect(solveChecked(cellsOf(vector.puzzle), 16, 2), vector.where).toBe(1);
      const guesses = engine.guesses[0] as number;
      const decisions = engine.decisions?.[0] as number;
      if (guesses === 0) expect(decisions, vector.where).toBe(0);
      else expect([decisions > 0, decisions <= guesses], `${vector.where}: ${decisions} decisions, ${guesses} guesses`).toEqual([true, true]);
      searched.push(guesses);
    }
    expect(searched.some((g) => g === 0) && searched.some((g) => g > 0), `guesses ${searched.join(', ')}`).toBe(true);
    // A second solution is only reached by coming back to an alternative kept
    // at some branch point: whatever the guesses, a decision was made.
    const random = prng(16);
    for (let i = 0; i < 3; i++) {
      expect(solveChecked(blanked(patternGrid(16, random), 0.8, random), 16, 2)).toBe(2);
      expect(engine.decisions?.[0]).toBeGreaterThan(0);
    }
  });

  it('leaves the puzzles region as it found it (the solver names clashes from it afterwards)', () => {
    const random = prng(7);
    const puzzles = [...SEVENTEEN_CLUE, ...MAGICTOUR].map(cellsOf);
    puzzles.push(cellsOf('11' + '.'.repeat(79)));
    while (puzzles.length < 12) puzzles.push(blanked(patternGrid(9, random), 0.6, random));
    for (const [i, puzzle] of puzzles.entries()) engine.puzzles.set(puzzle, i * 81);
    const before = engine.puzzles.slice(0, puzzles.length * 81);
    engine.solveBatch(9, puzzles.length, 2);
    expect(engine.puzzles.subarray(0, puzzles.length * 81)).toEqual(before);
    const big = blanked(patternGrid(16, random), 0.5, random);
    engine.puzzles.set(big);
    engine.solve(16, 2);
    expect(engine.puzzles.subarray(0, 256)).toEqual(big);
  });

  it('agrees between solveBatch and solve, puzzle by puzzle', () => {
    const random = prng(2024);
    const puzzles = [...SEVENTEEN_CLUE, ...MAGICTOUR].map(cellsOf);
    while (puzzles.length < 40) puzzles.push(blanked(patternGrid(9, random), 0.5 + random() * 0.3, random));
    puzzles.push(cellsOf('11' + '.'.repeat(79)));
    puzzles.push(new Uint8Array(81));
    for (const [i, puzzle] of puzzles.entries()) engine.puzzles.set(puzzle, i * 81);
    const solvedInBatch = engine.solveBatch(9, puzzles.length, 2);
    const batch = puzzles.map((_, i) => ({
      count: engine.counts[i],
      guesses: engine.guesses[i],
      solution: engine.solutions.slice(i * 81, i * 81 + 81),
    }));
    expect(solvedInBatch).toBe(batch.filter((b) => b.count! > 0).length);
    for (const [i, puzzle] of puzzles.entries()) {
      engine.puzzles.set(puzzle);
      const count = engine.solve(9, 2);
      expect({ count, guesses: engine.guesses[0], solution: engine.solutions.slice(0, 81) }).toEqual(batch[i]);
      if (count > 0) expect(solutionProblem(puzzle, batch[i]!.solution, 9)).toBeNull();
    }
    expect(batch.at(-1)!.count).toBe(2);
    expect(batch.at(-2)!.count).toBe(0);
  });

  it('fills the whole batch region with 25×25 puzzles', () => {
    const n = Math.floor(engine.puzzles.length / 625);
    const random = prng(25);
    const puzzles = Array.from({ length: 3 }, () => blanked(patternGrid(25, random), 0.3, random));
    for (let i = 0; i < n; i++) engine.puzzles.set(puzzles[i % 3]!, i * 625);
    expect(engine.solveBatch(25, n, 1)).toBe(n);
    const last = (n - 1) * 625;
    expect(solutionProblem(puzzles[(n - 1) % 3]!, engine.solutions.slice(last, last + 625), 25)).toBeNull();
    expect(() => engine.solveBatch(25, n + 1, 1)).toThrow(RangeError);
  });

  it('gives up with TIMED_OUT when counting a near-empty 25×25 grid', () => {
    // Astronomically many solutions: counting them cannot end before the deadline.
    const puzzle = new Uint8Array(625);
    puzzle.set(patternGrid(25, prng(5)).subarray(0, 25));
    engine.puzzles.set(puzzle);
    expect(engine.solve(25, 2 ** 31, 20)).toBe(TIMED_OUT);
    expect(engine.counts[0]).toBe(TIMED_OUT);
    expect(engine.guesses[0]).toBeGreaterThan(0);
  });

  it('refuses sides and batch sizes outside the contract', () => {
    expect(() => engine.solve(8, 1)).toThrow(RangeError);
    expect(() => engine.solveBatch(9, BATCH_CAPACITY + 1, 1)).toThrow(RangeError);
  });
});

// ---- the loader ----------------------------------------------------------------------

describe('WebAssembly loader', () => {
  it('compiles each build once and shares the promise', async () => {
    expect(loadWasmModule('release')).toBe(loadWasmModule('release'));
    const module = await loadWasmModule('debug');
    expect(await loadWasmModule(module)).toBe(module);
  });

  it('compiles from bytes and from a file URL', async () => {
    const bytes = await readFile(wasmUrl('release'));
    const engine = await createWasmEngine(await loadWasmModule(bytes));
    engine.puzzles.set(cellsOf(MAGICTOUR[0]!));
    expect(engine.solve(9, 2)).toBe(1);
    expect(WebAssembly.Module.exports(await loadWasmModule(wasmUrl('debug'))).map((e) => e.name)).toContain('solveBatch');
  });

  it('uses the SIMD release build when none is named and SIMD runs, else the scalar one', async () => {
    expect(simdSupported()).toBe(true); // Node ≥ 16.4
    expect(defaultVariant()).toBe('release-simd');
    expect(WebAssembly.validate(await readFile(wasmUrl('release-simd')))).toBe(true);
    const validate = vi.spyOn(WebAssembly, 'validate').mockReturnValue(false);
    try {
      expect(simdSupported()).toBe(false);
      expect(defaultVariant()).toBe('release');
    } finally {
      validate.mockRestore();
    }
  });

  it('builds the scalar release without SIMD instructions and the SIMD one with them', async () => {
    // The text forms asc writes beside each build (asconfig.json textFile):
    // the scalar build must run where SIMD does not, and the SIMD build is
    // only worth its bytes if target/quads' v128 code made it in.
    const text = (name: string) => readFile(new URL(`../build/${name}.wat`, import.meta.url), 'utf8');
    expect(await text('release')).not.toMatch(/\bv128\b|\bi32x4\./);
    expect(await text('release-simd')).toMatch(/\bi32x4\.bitmask\b/);
  });

  it.each(['application/wasm', 'application/octet-stream'])('fetches over HTTP served as %s', async (type) => {
    const bytes = await readFile(wasmUrl('release'));
    const server = createServer((_, response) => {
      response.writeHead(200, { 'content-type': type });
      response.end(bytes);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const module = await loadWasmModule(new URL(`http://127.0.0.1:${port}/release-${type.length}.wasm`));
      const engine = await createWasmEngine(module);
      engine.puzzles.set(cellsOf(SEVENTEEN_CLUE[0]!));
      expect(engine.solve(9, 2)).toBe(1);
    } finally {
      server.close();
    }
  });

  it('rejects (so callers can fall back to JS) when WebAssembly is missing', async () => {
    const saved = globalThis.WebAssembly;
    // @ts-expect-error: removing WebAssembly on purpose, as in a host without it
    delete globalThis.WebAssembly;
    try {
      await expect(loadWasmModule()).rejects.toThrow(/WebAssembly is not available/);
      await expect(createWasmEngine()).rejects.toThrow(/WebAssembly is not available/);
    } finally {
      globalThis.WebAssembly = saved;
    }
    expect(typeof WebAssembly.compile).toBe('function');
  });

  it('rejects a module that cannot be loaded, without caching the failure', async () => {
    const missing = new URL('../build/no-such-build.wasm', import.meta.url);
    await expect(loadWasmModule(missing)).rejects.toThrow();
    await expect(loadWasmModule(missing)).rejects.toThrow();
  });
});
