/**
 * hint, steps and find on positions that no solution completes: a wrong
 * digit that clashes with nothing, or the solution's digit erased from a
 * cell's candidates. They answer 'unsolvable' (find throws UNSOLVABLE),
 * never a step; the same positions without the fault still get hints, each
 * right. The oracle is each puzzle's unique solution, found by the search
 * solver and checked against the givens by the engine-free judge
 * (src/validate.ts), never the logic engine under test.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../src/engine.js';
import { SudokuError } from '../src/errors.js';
import { findSteps, hintStep, pathSteps, ratePuzzle, type HintResult } from '../src/logic/logic.js';
import type { Step } from '../src/logic/step-types.js';
import { MAX_SOLUTIONS_CHECKED } from '../src/logic/completable.js';
import type { CandidateState } from '../src/logic/state.js';
import { createLogic } from '../src/logic/index.js';
import { createGenerator } from '../src/generate/index.js';
import { Solver } from '../src/solver.js';
import { JS_AND_WASM } from './support/engines.js';
import { applyStep, bit, boardOf, copyBoard, DIGITS, oracleSolution, place, stateOf, wrongHint, type Board } from './support/player-board.js';
import { prng } from './support/random-grids.js';
import { answerPlay } from '../web/play/worker-play.js';

/** A wrong digit (r4c6 is 8, the solution has 3) that clashes with nothing. */
const WRONG_DIGIT = '502010803000000000001209600700008005103705906009106300004060500200080009008000700';
const WRONG_CELL = 3 * 9 + 5;
/** The puzzle it was played from: the same givens without that digit. */
const ORIGINAL = WRONG_DIGIT.slice(0, WRONG_CELL) + '0' + WRONG_DIGIT.slice(WRONG_CELL + 1);

const SAMPLE = readFileSync(new URL('./data/se-rated-sample.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(' ')[1] ?? '');

/** Checks a hint against the solution: it is a hint, and right (player-board.ts wrongHint). */
function expectRight(hint: HintResult, solution: number[], board: Board): void {
  if (hint.status !== 'hint') throw new Error(`expected a hint, got '${hint.status}'`);
  expect(wrongHint(hint, solution, board)).toBeNull();
}

/** What find does on a position: its steps, or the code it throws. */
function findOutcome(engine: Engine, state: CandidateState, technique: string): Step[] | string {
  try {
    return findSteps(engine, state, technique);
  } catch (error) {
    if (error instanceof SudokuError) return error.code;
    throw error;
  }
}

/** A sample position part way along its path, with its puzzle and solution. */
interface Position {
  puzzle: string;
  solution: number[];
  board: Board;
}

/** Sample positions, endless: seeded picks of a sample puzzle and of a point on its path (fault-free). */
function* positions(engine: Engine, solver: Solver, seed: number): Generator<Position> {
  const random = prng(seed);
  for (;;) {
    const puzzle = SAMPLE[Math.floor(random() * SAMPLE.length)] as string;
    const solution = oracleSolution(solver, puzzle);
    const path = pathSteps(engine, puzzle);
    expect(path.status).toBe('solved');
    const board = boardOf(puzzle);
    // Stop before the last step so the position still has an empty cell.
    const taken = Math.floor(random() * (path.steps.length - 1));
    for (const step of path.steps.slice(0, taken)) applyStep(board, step);
    yield { puzzle, solution, board };
  }
}

/** The first `count` positions of `positions(…, seed)` that `fault` can spoil, each with its fault (null: none fits). */
function spoiled<T>(engine: Engine, solver: Solver, seed: number, count: number, fault: (position: Position) => T | null): [Position, T][] {
  const out: [Position, T][] = [];
  for (const position of positions(engine, solver, seed)) {
    if (out.length === count) break;
    const spoilt = fault(position);
    if (spoilt !== null) out.push([position, spoilt]);
  }
  return out;
}

/** A wrong candidate of an empty cell whose placing clashes with nothing and leaves every peer a candidate. */
function wrongDigit(random: () => number): (position: Position) => [number, number] | null {
  return ({ solution, board }) => {
    const choices: [number, number][] = [];
    for (let cell = 0; cell < 81; cell++) {
      if (board.cells[cell] !== 0) continue;
      for (const digit of DIGITS) {
        if (digit === solution[cell] || ((board.masks[cell] ?? 0) & bit(digit)) === 0) continue;
        const trial = copyBoard(board);
        place(trial, cell, digit);
        if (trial.cells.every((d, k) => d !== 0 || (trial.masks[k] ?? 0) !== 0)) choices.push([cell, digit]);
      }
    }
    return choices.length === 0 ? null : (choices[Math.floor(random() * choices.length)] as [number, number]);
  };
}

/** An empty cell with a candidate besides the solution's digit, whose solution digit can be erased. */
function erasable(random: () => number): (position: Position) => number | null {
  return ({ solution, board }) => {
    const open: number[] = [];
    for (let cell = 0; cell < 81; cell++) if (board.cells[cell] === 0 && ((board.masks[cell] ?? 0) & ~bit(solution[cell] as number)) !== 0) open.push(cell);
    return open.length === 0 ? null : (open[Math.floor(random() * open.length)] as number);
  };
}

const WRONG_SEED = 8101;
const ERASED_SEED = 9202;

describe.each(JS_AND_WASM)('logic on positions without a solution: $name', ({ make }) => {
  let engine: Engine;
  let solver: Solver;
  beforeAll(async () => {
    engine = await make();
    solver = new Solver(engine);
  });

  it('a wrong digit that clashes with nothing: unsolvable, naming it when the puzzle is known', () => {
    const solution = oracleSolution(solver, ORIGINAL);
    expect(solution[WRONG_CELL]).toBe(3);
    expect(ratePuzzle(engine, WRONG_DIGIT)).toEqual({ status: 'unsolvable' });
    // The placed digits alone say only that there is no solution.
    expect(hintStep(engine, WRONG_DIGIT)).toEqual({ status: 'unsolvable', reason: 'no solution completes the placed digits' });
    expect(pathSteps(engine, WRONG_DIGIT)).toEqual({ status: 'unsolvable', reason: 'no solution completes the placed digits', steps: [] });
    // With the puzzle it was played from, the wrong digit is named.
    const state = stateOf(boardOf(WRONG_DIGIT), ORIGINAL);
    const named = { row: 4, column: 6, cell: WRONG_CELL, fault: 'wrong-digit', solution: 3, reason: 'r4c6 holds 8 where the solution has 3' };
    expect(hintStep(engine, state)).toEqual({ status: 'unsolvable', reason: named.reason, cells: [named] });
    expect(pathSteps(engine, state)).toEqual({ status: 'unsolvable', reason: named.reason, cells: [named], steps: [] });
    try {
      findSteps(engine, state, 'naked-single');
      throw new Error('find answered on an unsolvable position');
    } catch (error) {
      expect(error).toBeInstanceOf(SudokuError);
      expect((error as SudokuError).toJSON()).toMatchObject({ code: 'UNSOLVABLE', row: 4, column: 6, cell: WRONG_CELL });
      expect((error as SudokuError).message).not.toContain('\n');
    }
  });

  it('a wrong non-clashing digit placed part way along a path: always unsolvable, the digit named', () => {
    const cases = spoiled(engine, solver, WRONG_SEED, 100, wrongDigit(prng(1)));
    expect(cases).toHaveLength(100);
    for (const [{ puzzle, solution, board }, [cell, digit]] of cases) {
      const wrong = copyBoard(board);
      place(wrong, cell, digit);
      const row = Math.floor(cell / 9) + 1;
      const column = (cell % 9) + 1;
      const withPuzzle = hintStep(engine, stateOf(wrong, puzzle));
      if (withPuzzle.status !== 'unsolvable') throw new Error(`r${row}c${column}=${digit} in ${puzzle}: ${withPuzzle.status}`);
      // The one fault: the candidates the wrong digit took from its peers follow from it.
      expect(withPuzzle.cells).toEqual([{ row, column, cell, fault: 'wrong-digit', solution: solution[cell], reason: `r${row}c${column} holds ${digit} where the solution has ${solution[cell]}` }]);
      expect(hintStep(engine, stateOf(wrong)).status).toBe('unsolvable');
      expect(pathSteps(engine, stateOf(wrong))).toMatchObject({ status: 'unsolvable', steps: [] });
      expect(findOutcome(engine, stateOf(wrong, puzzle), 'naked-single')).toBe('UNSOLVABLE');
    }
  });

  it("the solution's candidate erased from a cell: always unsolvable, the cell named", () => {
    const cases = spoiled(engine, solver, ERASED_SEED, 100, erasable(prng(2)));
    expect(cases).toHaveLength(100);
    for (const [{ solution, board }, cell] of cases) {
      const erased = copyBoard(board);
      erased.masks[cell] = (erased.masks[cell] ?? 0) & ~bit(solution[cell] as number);
      const row = Math.floor(cell / 9) + 1;
      const column = (cell % 9) + 1;
      const reason = `r${row}c${column} lost its candidate ${solution[cell]}, the solution's digit`;
      // The placed digits keep one solution, so the cell is named even without the puzzle.
      const expected = { status: 'unsolvable', reason, cells: [{ row, column, cell, fault: 'lost-candidate', solution: solution[cell], reason }] };
      expect(hintStep(engine, stateOf(erased))).toEqual(expected);
      expect(pathSteps(engine, stateOf(erased))).toEqual({ ...expected, steps: [] });
      expect(findOutcome(engine, stateOf(erased), 'naked-single')).toBe('UNSOLVABLE');
    }
  });

  it('the same positions without a fault still get hints, each agreeing with the solution', () => {
    const cases = [...spoiled(engine, solver, WRONG_SEED, 100, wrongDigit(prng(1))), ...spoiled(engine, solver, ERASED_SEED, 100, erasable(prng(2)))];
    for (const [{ puzzle, solution, board }] of cases) {
      expectRight(hintStep(engine, stateOf(board, puzzle)), solution, board);
      expectRight(hintStep(engine, stateOf(board)), solution, board);
    }
  });

  it('a state with two solutions: completable while one keeps the candidates, unsolvable once none does', () => {
    // A 4×4 grid with a rectangle of four blanks that two solutions fill (1 and 2 swapped).
    const solved = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    const blanks = [0, 1, 8, 9];
    const cells = solved.map((digit, cell) => (blanks.includes(cell) ? 0 : digit));
    const candidates = cells.map((digit) => (digit === 0 ? [1, 2] : []));
    expect(solver.count(cells.join(''), 3)).toBe(2);
    expect(hintStep(engine, { cells, candidates }).status).not.toBe('unsolvable');
    // r1c1 keeps only 1 (the first solution), r1c2 only 1 too (ruling out the first).
    const neither = { cells, candidates: candidates.map((digits, cell) => (cell === 0 || cell === 1 ? [1] : digits)) };
    expect(hintStep(engine, neither)).toEqual({ status: 'unsolvable', reason: 'the candidates rule out all 2 solutions of the placed digits' });
    expect(findOutcome(engine, neither, 'naked-single')).toBe('UNSOLVABLE');
  });

  it('past MAX_SOLUTIONS_CHECKED solutions a state is given the benefit of the doubt', () => {
    // An empty 4×4 (288 solutions) whose first row has lost every candidate 1: none of them fits,
    // but telling so would take enumerating them all.
    const cells = new Array<number>(16).fill(0);
    const candidates = cells.map((_, cell) => (cell < 4 ? [2, 3, 4] : [1, 2, 3, 4]));
    expect(solver.count(cells.join(''), MAX_SOLUTIONS_CHECKED + 1)).toBe(MAX_SOLUTIONS_CHECKED + 1);
    expect(hintStep(engine, { cells, candidates }).status).not.toBe('unsolvable');
  });
});

describe("the page's hint", () => {
  it('refuses a position without a solution in one line, naming why', async () => {
    const logic = await createLogic({ engine: 'js' });
    const library = { logic: async () => logic, generator: () => createGenerator({ engine: 'js' }) };
    // The two-solution 4×4 rectangle above, with candidates that rule out both (masks: bit d-1 = digit d).
    const cells = [0, 0, 3, 4, 3, 4, 1, 2, 0, 0, 4, 3, 4, 3, 2, 1];
    const candidates = cells.map((digit, cell) => (digit !== 0 ? 0 : cell < 2 ? 0b01 : 0b11));
    await expect(answerPlay({ id: 1, kind: 'hint', side: 4, cells, candidates }, library)).resolves.toEqual({
      status: 'refused',
      message: 'no solution from here: the candidates rule out all 2 solutions of the placed digits',
    });
  });
});
