// The pool's packed results on the app's side, without a browser: a
// SolvedBatch gathered from chunk answers as the workers make them
// (solve-text.ts on a real engine, each answer through a structured clone)
// must read, index by index, as Solver.solveBatch's results; ratings and
// made puzzles cross as JSON and come back as the library gave them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, SudokuError, type SolveResult } from '../src/index.js';
import { createGenerator } from '../src/generate/index.js';
import { createLogic } from '../src/logic/index.js';
import type { ChunkResults } from '../src/pool/messages.js';
import { SolvedBatchBuilder } from '../src/pool/solved-batch.js';
import { solvePuzzleText } from '../src/pool/solve-text.js';
import { packJson, packPuzzleText, toWire, unpackJson } from '../src/pool/wire.js';
import { Solver } from '../src/solver.js';
import { isValidSolution } from '../src/validate.js';
import { SOLVING_ENGINES } from './support/engines.js';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const PUBLIC = readFileSync(new URL('data/sample-2000.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.length === 81);

/** Solved, several solutions, clashing, malformed, 4×4, not ASCII, a grid over rows: every way a result is made. */
const PUZZLES = [
  ...PUBLIC.slice(0, 40),
  '.'.repeat(81),
  '55' + '.'.repeat(79),
  // No clash, no solution: the first row's last cell can only be 9, which its column holds.
  '12345678.' + '........9' + '.'.repeat(63),
  'not a puzzle',
  '1..2....3.......',
  HARD,
  HARD.replace('4', 'é'),
  HARD.replace(/(.{9})/g, '$1\n').trim(),
  ...PUBLIC.slice(40, 60),
];

describe.each(SOLVING_ENGINES)('a SolvedBatch ($name)', ({ make }) => {
  /** The batch the pool gathers for `puzzles` cut in chunks of `size`, and one thread's results. */
  const solveBoth = async (puzzles: readonly string[], size: number, limit: number) => {
    const engine = await make();
    const solver = new Solver(engine);
    const builder = new SolvedBatchBuilder(puzzles.length);
    for (let from = 0; from < puzzles.length; from += size) {
      const text = packPuzzleText(puzzles, from, Math.min(puzzles.length, from + size));
      if (text === undefined) throw new Error('strings must pack');
      const answer = solvePuzzleText(engine, solver, structuredClone(text), limit, 0);
      builder.add(structuredClone(answer, { transfer: [answer.buffer] }) as ChunkResults);
    }
    return { batch: builder.finish(new Map()), expected: solver.solveBatch([...puzzles], { limit }) };
  };

  it.each([
    [1, 7],
    [2, 7],
    [2, 1000],
  ])('limit %i, chunks of %i: each index reads as solveBatch’s result there', async (limit, size) => {
    const { batch, expected } = await solveBoth(PUZZLES, size, limit);
    expect(batch.length).toBe(PUZZLES.length);
    const tally = { solved: 0, multiple: 0, unsolvable: 0, timeout: 0, invalid: 0 };
    expected.forEach((result, k) => {
      tally[result.status]++;
      expect(batch.result(k)).toEqual(result);
      expect(batch.status(k)).toBe(result.status);
      expect(batch.count(k)).toBe(result.count);
      expect(batch.guesses(k)).toBe(result.guesses);
      expect(batch.solution(k)).toBe(result.status === 'solved' ? result.solution : undefined);
    });
    expect(batch.statuses).toEqual(tally);
    expect(new Set(expected.map((result) => result.status))).toEqual(new Set(limit === 1 ? ['solved', 'unsolvable', 'invalid'] : ['solved', 'multiple', 'unsolvable', 'invalid']));
    const bad = batch.result(PUZZLES.indexOf('not a puzzle'));
    expect(bad.status === 'invalid' && bad.error instanceof SudokuError && bad.error.code).toBe('BAD_LENGTH');
    // The judge of the solutions is the rules, not the engine.
    PUZZLES.forEach((puzzle, k) => {
      const solution = batch.solution(k);
      if (solution === undefined) return;
      const given = parse(puzzle);
      expect(isValidSolution(given.cells, parse(solution).cells, given.side), puzzle).toBe(true);
    });
  });

  it('takes chunks that crossed as objects, and results made on the app’s thread, in their places', async () => {
    const engine = await make();
    const solver = new Solver(engine);
    const rows = parse(HARD).cells;
    const objects = solver.solveBatch([rows, PUBLIC[0] ?? ''], { limit: 1 });
    const builder = new SolvedBatchBuilder(5);
    const text = packPuzzleText(PUBLIC, 1, 3);
    if (text === undefined) throw new Error('strings must pack');
    builder.add(solvePuzzleText(engine, solver, text, 1, 0));
    builder.add(structuredClone(objects.map(toWire)));
    const local: SolveResult = { status: 'invalid', error: new SudokuError('BAD_LENGTH', 'made here'), count: 0, guesses: 0 };
    builder.add([toWire({ status: 'invalid', error: new SudokuError('BAD_SYMBOL', 'stand-in'), count: 0, guesses: 0 })]);
    const batch = builder.finish(new Map([[4, local]]));
    expect(batch.result(0)).toEqual(solver.solveBatch([PUBLIC[1] ?? ''])[0]);
    expect(batch.solution(1)).toEqual(solver.solveBatch([PUBLIC[2] ?? ''])[0]?.status === 'solved' ? (solver.solveBatch([PUBLIC[2] ?? ''])[0] as { solution: string }).solution : undefined);
    expect(batch.result(2)).toEqual(objects[0]);
    expect(batch.solution(2)).toBeInstanceOf(Uint8Array);
    expect(batch.result(3)).toEqual(objects[1]);
    expect(batch.result(4)).toBe(local);
    expect(batch.status(4)).toBe('invalid');
    expect(batch.statuses).toEqual({ solved: 4, multiple: 0, unsolvable: 0, timeout: 0, invalid: 1 });
  });

  it('refuses an index that is not one of its results', async () => {
    const { batch } = await solveBoth(PUBLIC.slice(0, 3), 3, 1);
    for (const k of [-1, 3, 1.5, Number.NaN]) expect(() => batch.solution(k)).toThrow(RangeError);
    expect(() => batch.result(3)).toThrow('SolvedBatch.result: index must be an integer from 0 to 2, got 3');
  });
});

describe('ratings and made puzzles as JSON', () => {
  it('come back as the library gave them, a SudokuError as itself', async () => {
    const logic = await createLogic({ engine: 'js' });
    const ratings = [...PUBLIC.slice(0, 5), '12345', '.'.repeat(81)].map((puzzle) => logic.rate(puzzle));
    const back = unpackJson(structuredClone(packJson(ratings)));
    expect(back).toEqual(ratings);
    const invalid = back[5] as { error: unknown };
    expect(invalid.error).toBeInstanceOf(SudokuError);
    const generator = await createGenerator({ engine: 'js' });
    const made = [generator.generate({ seed: 1, rate: false }), generator.generate({ seed: 2 })];
    expect(unpackJson(structuredClone(packJson(made)))).toEqual(made);
  });
});
