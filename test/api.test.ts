/** The public API: createSolver and its methods, the one-off helpers, shapes kept, clashes named. */
import { describe, expect, it } from 'vitest';
import { TIMED_OUT, type Engine } from '../src/engine.js';
import { createJsEngine } from '../src/engine-js.js';
import { count, createSolver, format, parse, solve, SudokuError, validate } from '../src/index.js';
import { Solver } from '../src/engine-api.js';
import { isValidSolution } from '../src/validate.js';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { errorOf, solutionOf } from './support/results.js';

const PUZZLE = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';
const SOLVED = '934825617672914853518637924325748169469153782781269435197582346853476291246391578';
const UNSOLVABLE = '12345678.........9' + '.'.repeat(63);
const CLASHING = '5.......5' + '.'.repeat(72);
const HARD = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';

const SAMPLE = readFileSync(new URL('./data/sample-2000.txt', import.meta.url), 'utf8')
  .split(/\r?\n/)
  .filter((line) => line.length === 81)
  .slice(0, 3);

describe.each(['js', 'wasm'] as const)('%s solver', (kind) => {
  const solverPromise = createSolver({ engine: kind });

  it('says which engine it uses', async () => {
    expect((await solverPromise).engine).toBe(kind);
  });

  it('answers in the shape the puzzle came in', async () => {
    const solver = await solverPromise;
    const grid = parse(PUZZLE);
    const answer = parse(SOLVED);
    expect(solver.solve(PUZZLE)).toMatchObject({ status: 'solved', solution: SOLVED });
    for (const form of ['grid', 'rows', 'compact'] as const) {
      expect(solutionOf(solver.solve(format(grid, form)))).toBe(format(answer, form));
    }
    expect(solutionOf(solver.solve(format(grid, 'array')))).toEqual(format(answer, 'array'));
    const bytes = solutionOf(solver.solve(grid.cells));
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes).toEqual(answer.cells);
    expect(grid.cells).toEqual(parse(PUZZLE).cells); // the input is not touched
  });

  it('reports unsolvable, invalid (clash named) and guesses', async () => {
    const solver = await solverPromise;
    const unsolvable = solver.solve(UNSOLVABLE);
    expect(unsolvable).toEqual({ status: 'unsolvable', count: 0, guesses: unsolvable.guesses });
    expect(Object.keys(unsolvable).sort()).toEqual(['count', 'guesses', 'status']);
    const invalid = solver.solve(CLASHING);
    if (invalid.status !== 'invalid') throw new Error(`expected invalid, got ${invalid.status}`);
    expect(Object.keys(invalid).sort()).toEqual(['count', 'error', 'guesses', 'status']);
    expect(invalid.error).toBeInstanceOf(SudokuError);
    expect(invalid.error).toMatchObject({ code: 'DUPLICATE_GIVEN', row: 1, column: 9, cell: 8 });
    // The clash partner: the earlier given, the unit both share, the digit; all of it in toJSON.
    expect(invalid.error.toJSON()).toEqual({
      name: 'SudokuError',
      code: 'DUPLICATE_GIVEN',
      message: invalid.error.message,
      row: 1,
      column: 9,
      cell: 8,
      digit: 5,
      unit: 'row',
      other: { row: 1, column: 1, cell: 0 },
    });
    expect(JSON.parse(JSON.stringify(invalid.error))).toEqual(invalid.error.toJSON());
    expect(solver.count(CLASHING)).toBe(0);
    expect([...solver.solutions(CLASHING)]).toEqual([]);
    const hard = solver.solve(HARD);
    expect(hard.status).toBe('solved');
    expect(hard.guesses).toBeGreaterThan(0);
    expect(solver.solve(SOLVED).guesses).toBe(0);
  });

  it('throws SudokuError for malformed input, from every method', async () => {
    const solver = await solverPromise;
    const bad = PUZZLE.slice(1);
    expect(() => solver.solve(bad)).toThrow(SudokuError);
    expect(() => solver.solveUnique(bad)).toThrow(SudokuError);
    expect(() => solver.count(bad)).toThrow(SudokuError);
    expect(() => solver.solutions(bad)).toThrow(SudokuError); // at the call, not at the first next()
    expect(() => solver.count(PUZZLE, 0)).toThrow(RangeError);
  });

  it('solveUnique tells unique from multiple', async () => {
    const solver = await solverPromise;
    expect(solver.solveUnique(PUZZLE)).toMatchObject({ status: 'solved', solution: SOLVED });
    const multiple = solver.solveUnique('.'.repeat(81));
    expect(multiple).toEqual({ status: 'multiple', count: 2, guesses: multiple.guesses });
    expect(solver.solveUnique(UNSOLVABLE).status).toBe('unsolvable');
  });

  it('count stops at the limit', async () => {
    const solver = await solverPromise;
    expect(solver.count(PUZZLE)).toBe(1);
    expect(solver.count('.'.repeat(81))).toBe(2);
    expect(solver.count('.'.repeat(81), 5)).toBe(5);
    expect(solver.count('.'.repeat(16), 1000)).toBe(288);
    expect(solver.count(UNSOLVABLE, 3)).toBe(0);
  });

  it('solutions: lazy, distinct, valid, in shape, undisturbed by other calls', async () => {
    const solver = await solverPromise;
    const empty = parse('.'.repeat(81));
    const seen = new Set<string>();
    const rows = format(empty, 'rows');
    for (const each of solver.solutions(rows, 20)) {
      expect(typeof each).toBe('string');
      expect(each.split('\n')).toHaveLength(9); // rows in, rows out
      expect(isValidSolution(empty.cells, parse(each).cells, 9)).toBe(true);
      seen.add(each);
      solver.solve(HARD); // the engine is shared; enumeration must not depend on its buffers
    }
    expect(seen.size).toBe(20);
    expect([...solver.solutions(PUZZLE)]).toEqual([SOLVED]);
    const arrays = [...solver.solutions(parse(PUZZLE).cells, 5)];
    expect(arrays).toHaveLength(1);
    expect(arrays[0]).toBeInstanceOf(Uint8Array);
    expect([...solver.solutions('.'.repeat(16))]).toHaveLength(288);
  });

  it('solveBatch: results in order, shapes kept, mixed sizes, limit 2', async () => {
    const solver = await solverPromise;
    const grid = parse(PUZZLE);
    const batch = [PUZZLE, CLASHING, UNSOLVABLE, format(grid, 'array'), '..4..1..2....3..', grid.cells, '.'.repeat(81), format(grid, 'grid')];
    const results = solver.solveBatch(batch);
    expect(results.map((r) => r.status)).toEqual(['solved', 'invalid', 'unsolvable', 'solved', 'solved', 'solved', 'solved', 'solved']);
    expect(solutionOf(results[0])).toBe(SOLVED);
    expect(errorOf(results[1])).toMatchObject({ code: 'DUPLICATE_GIVEN', row: 1, column: 9 });
    expect(solutionOf(results[3])).toEqual(format(parse(SOLVED), 'array'));
    expect(solutionOf(results[4])).toBe('3241413224131324');
    expect(solutionOf(results[5])).toEqual(parse(SOLVED).cells);
    expect(solutionOf(results[7])).toBe(format(parse(SOLVED), 'grid'));
    expect(solver.solveBatch(batch, { limit: 2 }).map((r) => r.status)).toEqual([
      'solved', 'invalid', 'unsolvable', 'solved', 'solved', 'solved', 'multiple', 'solved',
    ]);
    expect(solver.solveBatch([])).toEqual([]);
  });

  it('solveBatch: a malformed entry is invalid with its error and place, the rest are answered', async () => {
    const solver = await solverPromise;
    const bad = PUZZLE.slice(0, 10) + 'x' + PUZZLE.slice(11);
    const results = solver.solveBatch([PUZZLE, bad, PUZZLE.slice(1), [[1, 2]], PUZZLE]);
    expect(results.map((r) => r.status)).toEqual(['solved', 'invalid', 'invalid', 'invalid', 'solved']);
    const [, symbol, length, rows] = results;
    if (symbol?.status !== 'invalid' || length?.status !== 'invalid' || rows?.status !== 'invalid') throw new Error('expected invalid');
    expect(symbol.error).toMatchObject({ code: 'BAD_SYMBOL', row: 2, column: 2, cell: 10, char: 11 });
    expect(length.error.code).toBe('BAD_LENGTH');
    expect(rows.error.code).toBe('BAD_SIZE');
    expect(results[4]).toEqual(results[0]);
    expect(results[0]).toEqual({ status: 'solved', solution: SOLVED, count: 1, guesses: 0 });
  });

  it('solveBatch counts up to the limit in the one solve: multiple carries the count', async () => {
    const solver = await solverPromise;
    const [empty4, unique] = solver.solveBatch(['.'.repeat(16), PUZZLE], { limit: 1000 });
    expect(empty4).toMatchObject({ status: 'multiple', count: 288 }); // every 4×4 grid
    expect(unique).toMatchObject({ status: 'solved', count: 1, solution: SOLVED });
    expect(solver.solveBatch(['.'.repeat(81)], { limit: 7 })[0]).toMatchObject({ status: 'multiple', count: 7 });
    expect(() => solver.solveBatch([PUZZLE], { limit: 0 })).toThrow(RangeError);
    expect(() => solver.solveBatch([PUZZLE], { limit: 2 ** 31 })).toThrow(RangeError);
  });
});

/** A JS engine that records each batch call. */
function recordingEngine(calls: [number, number][]): Engine {
  const inner = createJsEngine();
  return {
    kind: inner.kind,
    get puzzles() { return inner.puzzles; },
    get solutions() { return inner.solutions; },
    get counts() { return inner.counts; },
    get guesses() { return inner.guesses; },
    abi: inner.abi,
    solve: (side, limit, timeoutMs) => inner.solve(side, limit, timeoutMs),
    solveBatch(side, n, limit, timeoutMs) {
      calls.push([side, n]);
      return inner.solveBatch(side, n, limit, timeoutMs);
    },
  };
}

describe('solveBatch packing', () => {
  it('sends up to 1,024 9×9 puzzles per engine call, and groups sizes', () => {
    const calls: [number, number][] = [];
    const solver = new Solver(recordingEngine(calls));
    const results = solver.solveBatch(Array.from({ length: 2500 }, (_, i) => (i === 2499 ? HARD : PUZZLE)));
    expect(calls).toEqual([[9, 1024], [9, 1024], [9, 452]]);
    expect(results[2499]).toEqual(solver.solve(HARD));
    expect(results.every((r) => r.status === 'solved')).toBe(true);

    calls.length = 0;
    const sixteen = '.'.repeat(256);
    solver.solveBatch([SAMPLE[0] as string, SAMPLE[1] as string, sixteen, sixteen, CLASHING, SAMPLE[2] as string]);
    // The clashing puzzle rides along (the engine answers 0, then the clash is named);
    // the 9×9 puzzles after the 16×16 ones open a new call.
    expect(calls).toEqual([[9, 2], [16, 2], [9, 2]]);
    calls.length = 0;
    // Complete 25×25 grids (no search needed): only the packing is under test.
    const full25 = Uint8Array.from({ length: 625 }, (_, i) => ((5 * (Math.floor(i / 25) % 5) + Math.floor(i / 125) + (i % 25)) % 25) + 1);
    const results25 = solver.solveBatch(Array.from({ length: 400 }, () => full25));
    expect(results25.every((r) => r.status === 'solved')).toBe(true);
    expect(calls).toEqual([[25, 132], [25, 132], [25, 132], [25, 4]]); // 132 × 625 cells fill the region
  });
});

describe('timeout', () => {
  it("maps the engine's TIMED_OUT to status 'timeout'", () => {
    const inner = createJsEngine();
    const stalled: Engine = {
      kind: 'js', abi: inner.abi, puzzles: inner.puzzles, solutions: inner.solutions, counts: inner.counts, guesses: inner.guesses,
      solve: () => { inner.counts[0] = TIMED_OUT; return TIMED_OUT; },
      solveBatch: (_side, n) => { inner.counts.fill(TIMED_OUT, 0, n); return 0; },
    };
    const solver = new Solver(stalled);
    expect(solver.solve(HARD, { timeoutMs: 1 })).toEqual({ status: 'timeout', count: 0, guesses: 0 });
    expect(solver.solveBatch([HARD, HARD], { timeoutMs: 1 }).map((r) => r.status)).toEqual(['timeout', 'timeout']);
  });
});

describe('one-off helpers', () => {
  it('solve, count, parse, format, validate', async () => {
    expect(await solve(PUZZLE)).toMatchObject({ status: 'solved', solution: SOLVED });
    expect(solutionOf(await solve(parse(PUZZLE).cells))).toEqual(parse(SOLVED).cells);
    expect(await count('.'.repeat(81), 3)).toBe(3);
    expect(await count(CLASHING)).toBe(0);
    await expect(solve('xyz')).rejects.toThrow(SudokuError);
    expect(format(parse(PUZZLE), 'line')).toBe(PUZZLE);
    expect(validate(CLASHING)).toMatchObject({ valid: false, error: { code: 'DUPLICATE_GIVEN' } });
  });
});

describe('the entries', () => {
  const RATED = '000050000504609803010000050802105409000070000050204080308000104145000736000000000';

  it('sudoku-wasm solves on the solver-only build: it carries no logic engine and no generator', async () => {
    for (const engine of ['wasm', 'js'] as const) {
      const solver = await createSolver({ engine });
      expect(solutionOf(solver.solve(PUZZLE))).toBe(SOLVED);
      const main = await import('../src/index.js');
      expect(Object.keys(main).filter((name) => /rate|hint|steps|generate|TECHNIQUES|level/i.test(name))).toEqual([]);
      expect(solver).not.toHaveProperty('rate');
      expect(solver).not.toHaveProperty('generate');
    }
    // What the solve entry's engines hold: the solvers' ABI alone.
    const { SOLVER_ENGINES } = await import('../src/engines-solver.js');
    const { pickEngine } = await import('../src/select.js');
    for (const engine of ['wasm', 'js'] as const) {
      const { abi } = (await pickEngine({ engine }, SOLVER_ENGINES)).engine;
      expect(typeof abi.solve, engine).toBe('function');
      expect(abi.logicRate, engine).toBeUndefined();
      expect(abi.generatePuzzle, engine).toBeUndefined();
    }
  });

  it.each(['wasm', 'js'] as const)('sudoku-wasm/logic: createLogic(%s) rates, hints, steps and finds', async (engine) => {
    const { createLogic } = await import('../src/logic/index.js');
    const logic = await createLogic({ engine });
    expect(logic.engine).toBe(engine);
    expect(logic.fallbackReason).toBeUndefined();
    expect(logic.rate(RATED)).toMatchObject({ status: 'rated', er: 2.5, ep: 1.2, ed: 1.2, level: 'easy', hardest: 'direct-hidden-triplet' });
    const hint = logic.hint(RATED);
    expect(hint).toMatchObject({ status: 'hint', step: { technique: 'hidden-single-box', placements: [{ cell: 1, digit: 8 }] } });
    const path = logic.steps(RATED);
    expect(path.status).toBe('solved');
    expect(path.steps).toHaveLength(51);
    expect(logic.find(RATED, 'hidden-single-box')[0]).toEqual(hint.status === 'hint' ? hint.step : undefined);
  });

  it.each(['wasm', 'js'] as const)('sudoku-wasm/generate: createGenerator(%s) makes the puzzle of its seed', async (engine) => {
    const { createGenerator } = await import('../src/generate/index.js');
    const generator = await createGenerator({ engine });
    expect(generator.engine).toBe(engine);
    expect(generator.fallbackReason).toBeUndefined();
    expect(generator.generate({ seed: 1, rate: false })).toMatchObject({
      status: 'generated',
      puzzle: '.8.7..56.4...51....3.4..1..7981....6.6..8......3.6.........6.3............7.1495.',
    });
  });

  it('one-off helpers of logic and generate, over a shared auto object', async () => {
    const logic = await import('../src/logic/index.js');
    const generate = await import('../src/generate/index.js');
    expect(await logic.rate(RATED)).toMatchObject({ status: 'rated', er: 2.5 });
    expect(await logic.hint(RATED)).toMatchObject({ status: 'hint', step: { technique: 'hidden-single-box' } });
    expect((await logic.steps(RATED)).steps).toHaveLength(51);
    expect((await logic.find(RATED, 'hidden-single-box')).length).toBeGreaterThan(0);
    expect(await generate.generate({ size: 4, seed: 3 })).toMatchObject({ status: 'generated', seed: 3 });
    await expect(logic.hint('xyz')).rejects.toThrow(SudokuError);
    await expect(generate.generate({ size: 7 })).rejects.toThrow(RangeError);
  });

  it('importing an entry allocates no JS engine: its 6 MiB memory comes with its first use', () => {
    // In a fresh process, so no other test has loaded the JS engine already.
    const script = `
      const before = process.memoryUsage().arrayBuffers;
      const entries = [await import('./dist/index.js'), await import('./dist/logic/index.js'), await import('./dist/generate/index.js')];
      const imported = process.memoryUsage().arrayBuffers - before;
      await entries[0].createSolver({ engine: 'js' });
      const used = process.memoryUsage().arrayBuffers - before;
      console.log(JSON.stringify({ imported, used }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: new URL('..', import.meta.url), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const { imported, used } = JSON.parse(run.stdout) as { imported: number; used: number };
    expect(imported).toBeLessThan(1 << 20);
    expect(used).toBeGreaterThanOrEqual(4 << 20);
  });
});
