/**
 * The differential test of the one engine source: the JS engine (the
 * TypeScript copy the build generates from assembly/engine/**) against the
 * debug and release WASM builds of the same source, on every side, on the
 * same puzzles. Count, guesses, branch decisions and first solution must be identical; every
 * solution is also judged by the engine-free validator, so "identical" can
 * never mean "identically wrong".
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BATCH_CAPACITY, TIMED_OUT, type Engine } from '../src/engine.js';
import { createJsEngine } from '../src/engine-js.js';
import { createWasmEngine, loadWasmModule } from '../src/engine-wasm.js';
import { solutionProblem } from '../src/validate.js';
import { blanked, patternGrid, prng, randomFullGrid } from './support/random-grids.js';

/** What an engine answered for one puzzle. */
interface Answer {
  count: number;
  guesses: number;
  decisions: number;
  solution: number[];
}

const engines: { name: string; engine: Engine }[] = [];
beforeAll(async () => {
  engines.push({ name: 'js', engine: createJsEngine() });
  engines.push({ name: 'wasm debug', engine: await createWasmEngine(await loadWasmModule('debug')) });
  engines.push({ name: 'wasm release', engine: await createWasmEngine(await loadWasmModule('release')) });
  engines.push({ name: 'wasm release-simd', engine: await createWasmEngine(await loadWasmModule('release-simd')) });
});

/** Solves `puzzles` (all of one side) in as few batches as fit, and returns each answer. */
function answers(engine: Engine, side: number, puzzles: Uint8Array[], limit: number, timeoutMs = 0): Answer[] {
  const cells = side * side;
  const perBatch = Math.min(BATCH_CAPACITY, Math.floor(engine.puzzles.length / cells));
  const out: Answer[] = [];
  for (let start = 0; start < puzzles.length; start += perBatch) {
    const batch = puzzles.slice(start, start + perBatch);
    batch.forEach((puzzle, i) => engine.puzzles.set(puzzle, i * cells));
    engine.solveBatch(side, batch.length, limit, timeoutMs);
    batch.forEach((_, i) => out.push({
      count: engine.counts[i]!,
      guesses: engine.guesses[i]!,
      decisions: engine.decisions![i]!,
      solution: Array.from(engine.solutions.subarray(i * cells, (i + 1) * cells)),
    }));
  }
  return out;
}

/**
 * Every engine answers `puzzles` exactly as the JS engine does; solutions
 * are valid (first solution of a counted puzzle), zeros otherwise. Returns
 * the JS answers for further checks.
 */
function expectIdentical(side: number, puzzles: Uint8Array[], limit: number): Answer[] {
  const [reference, ...others] = engines.map(({ name, engine }) => ({ name, got: answers(engine, side, puzzles, limit) }));
  const js = reference!.got;
  js.forEach((answer, i) => {
    const puzzle = puzzles[i]!;
    if (answer.count > 0) expect(solutionProblem(puzzle, answer.solution, side), `puzzle ${i}`).toBeNull();
    else expect(answer.solution.every((v) => v === 0), `puzzle ${i} leaves zeros`).toBe(true);
    expect(answer.count, `puzzle ${i} count`).toBeLessThanOrEqual(Math.max(1, limit));
  });
  for (const { name, got } of others) expect(got, `${name} vs js, side ${side}, limit ${limit}`).toEqual(js);
  return js;
}

/** A clash-free puzzle with no solution: row 1 holds every digit but `side`, which sits lower in the last column. */
function unsolvable(side: number): Uint8Array {
  const box = Math.round(Math.sqrt(side));
  const puzzle = new Uint8Array(side * side);
  for (let c = 0; c < side - 1; c++) puzzle[c] = c + 1;
  puzzle[box * side + side - 1] = side; // first row of the second band: not in the first cell's box
  return puzzle;
}

/** Random puzzles of `side` from the seeded generator: full grids with holes at several rates. */
function randomPuzzles(side: number, seed: number, count: number, rates: number[]): Uint8Array[] {
  const random = prng(seed);
  const grid = (): Uint8Array => (side <= 9 ? randomFullGrid(side, random) : patternGrid(side, random));
  return Array.from({ length: count }, (_, i) => blanked(grid(), rates[i % rates.length]!, random));
}

/** 9×9 puzzles from the project's dataset sample (hard and easy sets mixed), every `step`-th. */
function samplePuzzles(step: number): Uint8Array[] {
  const text = readFileSync(new URL('./data/sample-2000.txt', import.meta.url), 'utf8');
  return text.split(/\r?\n/)
    .filter((line) => line.length >= 81 && !line.startsWith('#'))
    .filter((_, i) => i % step === 0)
    .map((line) => Uint8Array.from(line.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0)));
}

describe.each([
  { side: 4, count: 400, rates: [0.5, 0.7, 0.85, 1], limits: [1, 2, 300] },
  { side: 9, count: 300, rates: [0.55, 0.65, 0.75, 0.85], limits: [1, 2, 50] },
  { side: 16, count: 24, rates: [0.5, 0.6, 0.7], limits: [1, 2, 10] },
  { side: 25, count: 4, rates: [0.3, 0.45], limits: [1, 2, 5] },
])('side $side: js = wasm debug = wasm release', ({ side, count, rates, limits }) => {
  it.each(limits)('random puzzles from the seeded generator, limit %i', (limit) => {
    const puzzles = randomPuzzles(side, 1000 + side, count, rates);
    const js = expectIdentical(side, puzzles, limit);
    expect(js.some((a) => a.count > 1), 'some puzzles have several solutions').toBe(limit > 1);
    expect(js.some((a) => a.guesses > 0), 'some puzzles need guesses').toBe(true);
    expect(js.some((a) => a.decisions > 0), 'some puzzles need decisions').toBe(true);
  });

  it('sparse puzzles with many solutions (counting stops at the limit)', () => {
    const random = prng(side * 7);
    const puzzles = [new Uint8Array(side * side), ...Array.from({ length: 3 }, () => blanked(patternGrid(side, random), 0.8, random))];
    const js = expectIdentical(side, puzzles, 12);
    expect(js[0]!.count, 'the empty grid').toBe(12);
    // A 4×4 grid with 80% blanks may keep few solutions; larger sides always have more than 12.
    if (side > 4) expect(js.map((a) => a.count)).toEqual([12, 12, 12, 12]);
  });

  it('unsolvable and clashing puzzles give 0 and zeros', () => {
    const clash = new Uint8Array(side * side);
    clash[0] = 1;
    clash[side - 1] = 1;
    const js = expectIdentical(side, [unsolvable(side), clash], 2);
    expect(js.map((a) => a.count)).toEqual([0, 0]);
  });
});

describe('9×9 dataset sample (17-clue, top1465, hardest, unbiased)', () => {
  it.each([1, 2])('same answers on every 10th puzzle, limit %i', (limit) => {
    const js = expectIdentical(9, samplePuzzles(10), limit);
    expect(js.every((a) => a.count === 1)).toBe(true);
  });
});

describe('timeouts: every engine gives up on the same hard sparse puzzle', () => {
  // Counting solutions of a near-empty grid cannot end before a 1 ms deadline;
  // each engine checks the clock every 2,048 guesses, so guesses differ by timing and are not compared.
  it.each([9, 16, 25])('side %i: TIMED_OUT from every engine, and a zeroed solution', (side) => {
    const puzzle = new Uint8Array(side * side);
    puzzle.set(patternGrid(side, prng(side)).subarray(0, side));
    for (const { name, engine } of engines) {
      engine.puzzles.set(puzzle);
      expect(engine.solve(side, 2 ** 31, 1), name).toBe(TIMED_OUT);
      expect(engine.counts[0], name).toBe(TIMED_OUT);
      expect(engine.solutions.subarray(0, side * side).every((v) => v === 0), name).toBe(true);
    }
  });
});
