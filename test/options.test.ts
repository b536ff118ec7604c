/**
 * The library's options, checked once (src/options.ts) and read the same way
 * by every call: a bad value is a RangeError naming the call and the option,
 * a bad board a SudokuError, never a TypeError and never a different reading
 * per call. Also: generate is not re-entrant from its own onProgress.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_TIMED_OUT, SudokuError } from '../src/index.js';
import { Solver } from '../src/solver.js';
import { Logic } from '../src/logic/index.js';
import { Generator, puzzleSeed } from '../src/generate/index.js';
import { MIN_CLUES } from '../src/generate/options.js';
import { createJsEngine } from '../src/engine-js.js';
import { createWasmEngine, loadWasmModule } from '../src/engine-wasm.js';
import type { Engine } from '../src/engine.js';

const PUZZLE = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';
const SOLVED = '934825617672914853518637924325748169469153782781269435197582346853476291246391578';
/** A bad `timeoutMs`: each was read differently by different calls (at once, never, nothing) before it was checked once. */
const BAD_TIMEOUTS: unknown[] = [Number.NaN, -1, Number.POSITIVE_INFINITY, '5', null, {}];

const ENGINES: { name: string; make: () => Promise<Engine> }[] = [
  { name: 'js', make: async () => createJsEngine() },
  { name: 'wasm', make: async () => createWasmEngine(await loadWasmModule('release')) },
];

describe.each(ENGINES)('options on the $name engine', ({ make }) => {
  let solver: Solver;
  let logic: Logic;
  let generator: Generator;
  beforeAll(async () => {
    solver = new Solver(await make());
    logic = new Logic(await make());
    generator = new Generator(await make());
  });

  it.each(BAD_TIMEOUTS)('timeoutMs %s is a RangeError naming it, in every call', (timeoutMs) => {
    const options = { timeoutMs } as never;
    const calls: [string, () => unknown][] = [
      ['solve', () => solver.solve(PUZZLE, options)],
      ['solveUnique', () => solver.solveUnique(PUZZLE, options)],
      ['count', () => solver.count(PUZZLE, 2, options)],
      ['solveBatch', () => solver.solveBatch([PUZZLE], options)],
      ['rate', () => logic.rate(PUZZLE, options)],
      ['hint', () => logic.hint(PUZZLE, options)],
      ['steps', () => logic.steps(PUZZLE, options)],
      ['generate', () => generator.generate({ size: 4, seed: 1, ...(options as object) })],
    ];
    for (const [call, run] of calls) {
      expect(run, call).toThrow(RangeError);
      expect(run, call).toThrow(new RegExp(`^${call}: timeoutMs must be a non-negative number of milliseconds`));
    }
  });

  it('timeoutMs 0 or absent means no limit', () => {
    expect(solver.solve(PUZZLE, { timeoutMs: 0 })).toMatchObject({ status: 'solved', solution: SOLVED });
    expect(solver.solveBatch([PUZZLE], { timeoutMs: 0 })[0]).toMatchObject({ status: 'solved' });
    expect(logic.rate(PUZZLE, { timeoutMs: 0 })).toMatchObject({ status: 'rated' });
    expect(logic.steps(PUZZLE, { timeoutMs: 0 })).toMatchObject({ status: 'solved' });
    expect(generator.generate({ size: 4, seed: 1, timeoutMs: 0 })).toMatchObject({ status: 'generated' });
  });

  it('an options argument is an object or absent', () => {
    expect(() => solver.solve(PUZZLE, null as never)).toThrow(/^solve: options must be an object, got null/);
    expect(() => solver.solveBatch([PUZZLE], 5 as never)).toThrow(/^solveBatch: options must be an object/);
    expect(() => logic.hint(PUZZLE, 'fast' as never)).toThrow(/^hint: options must be an object/);
    expect(() => generator.generate(null as never)).toThrow(RangeError);
  });

  it('count takes timeoutMs and answers COUNT_TIMED_OUT when it runs out', () => {
    const started = performance.now();
    expect(solver.count('.'.repeat(81), 2 ** 31 - 1, { timeoutMs: 50 })).toBe(COUNT_TIMED_OUT);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(solver.count(PUZZLE, 2, { timeoutMs: 1000 })).toBe(1);
  });

  it('solutions refuses a max that is not a count', () => {
    for (const max of [Number.NaN, -1, 1.5, '2']) expect(() => solver.solutions(PUZZLE, max as never), String(max)).toThrow(/^solutions: max must be/);
    expect([...solver.solutions(PUZZLE, 0)]).toEqual([]);
    expect([...solver.solutions(PUZZLE)]).toEqual([SOLVED]);
  });

  it('solveBatch takes any iterable and answers every entry', () => {
    // eslint-disable-next-line no-sparse-arrays -- the hole is the point: it must get its own entry
    const holey = solver.solveBatch([PUZZLE, , PUZZLE] as string[]);
    expect(holey).toHaveLength(3);
    expect(holey.map((result) => result.status)).toEqual(['solved', 'invalid', 'solved']);
    const hole = holey[1];
    expect(hole?.status === 'invalid' && hole.error).toBeInstanceOf(SudokuError);
    expect(solver.solveBatch(new Set([PUZZLE]))).toEqual([expect.objectContaining({ status: 'solved', solution: SOLVED })]);
    function* lines(): IterableIterator<string> {
      yield PUZZLE;
      yield 'x';
    }
    expect(solver.solveBatch(lines()).map((result) => result.status)).toEqual(['solved', 'invalid']);
    expect(solver.solveBatch([PUZZLE, 42 as never, null as never]).map((result) => result.status)).toEqual(['solved', 'invalid', 'invalid']);
    for (const bad of [null, undefined, 42, {}, PUZZLE]) {
      expect(() => solver.solveBatch(bad as never), String(bad)).toThrow(RangeError);
      expect(() => solver.solveBatch(bad as never), String(bad)).toThrow(/^solveBatch: puzzles must be an iterable/);
    }
  });

  it('a malformed { cells, candidates } state is a SudokuError naming it, never a TypeError', () => {
    const bad: unknown[] = [
      { cells: null, candidates: null },
      { cells: 5, candidates: [] },
      { cells: new Array(81).fill(0), candidates: new Array(81).fill(null) },
      { cells: new Array(81).fill(0), candidates: new Array(81).fill(7) },
      { cells: new Array(81).fill(0), candidates: new Array(81).fill({ length: 1e12 }) },
    ];
    for (const state of bad) {
      for (const run of [() => logic.hint(state as never), () => logic.steps(state as never), () => logic.find(state as never, 'x-wing')]) {
        expect(run).toThrow(SudokuError);
      }
    }
  });

  it('find names an unknown technique in a RangeError', () => {
    expect(() => logic.find(PUZZLE, 'no-such-technique')).toThrow(new RangeError("find: unknown technique 'no-such-technique' (the ids of TECHNIQUES)"));
    expect(() => logic.find(PUZZLE, 42 as never)).toThrow(RangeError);
  });

  it.each([
    [[-5, 0]],
    [[-1, 1.1]],
    [[-0.5, 1]],
    [[1, 20.5]],
    [[Number.NaN, 5]],
  ])('refuses the ER band %j (outside 1.0–20.0)', (er) => {
    expect(() => generator.generate({ er: er as [number, number], seed: 1 })).toThrow(/^generate: er must be \[min, max\] inside 1\.0–20\.0/);
  });

  it('refuses clues below the fewest a puzzle of the size can have, at once', () => {
    for (const [size, fewest] of Object.entries(MIN_CLUES)) {
      const started = performance.now();
      expect(() => generator.generate({ size: Number(size), clues: fewest - 1, seed: 1 }), size).toThrow(
        new RangeError(`generate: clues must be an integer from ${fewest} to ${Number(size) ** 2}, got ${fewest - 1}`),
      );
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expect(MIN_CLUES).toEqual({ 4: 4, 9: 17, 16: 55, 25: 151 });
    expect(generator.generate({ size: 4, clues: 4, seed: 1 })).toMatchObject({ status: 'generated', clues: 4 });
  });

  it('generate from inside its own onProgress throws, and the outer run keeps the puzzle its seed gives', () => {
    // Seed 269 refuses 1,004 grids before a minimal 21-given puzzle: onProgress runs once, near the end.
    const options = { clues: 21, rate: false, seed: 269 } as const;
    const plain = generator.generate(options);
    const nested: unknown[] = [];
    const outer = generator.generate({
      ...options,
      onProgress: () => {
        try {
          nested.push(generator.generate({ size: 4, seed: 1 }));
        } catch (error) {
          nested.push(error);
        }
      },
    });
    expect(nested).toHaveLength(1);
    for (const error of nested) expect(error).toEqual(expect.objectContaining({ message: expect.stringMatching(/^generate: called from inside a generate call/) }));
    expect(outer).toEqual(plain);
    expect(outer).toMatchObject({ status: 'generated', seed: 269, refused: 1004 });
  });
});

describe('seeds', () => {
  it('puzzleSeed wraps past 2^32−1 and refuses anything but u32 integers', () => {
    expect(puzzleSeed(0xffffffff, 2)).toBe(1);
    expect(puzzleSeed(0xffffffff, 0xffffffff)).toBe(0xfffffffe);
    for (const [seed, index] of [[-1, 0], [1.5, 0], [2 ** 32, 0], [0, -1], [0, Number.NaN], ['1', 0]]) {
      expect(() => puzzleSeed(seed as number, index as number), `${seed}, ${index}`).toThrow(RangeError);
    }
  });
});

describe('engine options', () => {
  // A bad option is a RangeError; a `wasm` source that is no engine build is the documented load failure of engine 'wasm' (an Error naming what it got).
  it('createSolver, createLogic and createGenerator refuse hostile options with a RangeError or a load failure, never a TypeError', async () => {
    const { createSolver } = await import('../src/index.js');
    const { createLogic } = await import('../src/logic/index.js');
    const { createGenerator } = await import('../src/generate/index.js');
    const { HOSTILE } = await import('./support/fuzz.js');
    for (const create of [createSolver, createLogic, createGenerator]) {
      for (const value of HOSTILE) {
        for (const options of [value, { engine: value }, { engine: 'wasm', wasm: value }, { engine: 'js', wasm: value }]) {
          const outcome = await create(options as never).then(
            () => 'made',
            (error: unknown) => (error instanceof RangeError ? 'RangeError' : error instanceof Error && /^sudoku-wasm: /.test(error.message) ? 'load failure' : String(error)),
          );
          expect(['made', 'RangeError', 'load failure'], `${create.name} ${JSON.stringify(options, (_k, v: unknown) => (typeof v === 'object' || typeof v === 'string' || typeof v === 'number' ? v : typeof v))}`).toContain(outcome);
        }
      }
    }
  });
});
