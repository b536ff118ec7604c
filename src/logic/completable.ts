/**
 * Whether a logic state can still be completed, asked before any hint,
 * path or search: the logic engine deduces from the rules alone, so on a
 * position without a solution (a wrong digit that clashes with nothing, a
 * solution digit erased from the candidates) it would still deduce, and
 * answer with steps that lead nowhere. One solve of the placed digits
 * (a count up to 2) settles it, cheap next to a hint:
 * - 0 solutions: unsolvable;
 * - 1: completable iff every empty cell still has that solution's digit
 *   among its candidates;
 * - 2 or more (a state from a puzzle without a unique solution):
 *   completable iff one of them keeps every cell's candidates. The
 *   solutions are enumerated up to MAX_SOLUTIONS_CHECKED; past that bound
 *   the state is taken as completable (the logic engine then answers as it
 *   would have without this check, possibly with a step that leads
 *   nowhere), so the answer stays cheap on nearly empty grids. `timeoutMs`
 *   is checked between solutions, not within one.
 * When the state names the puzzle it was played from and that puzzle has
 * one solution, the cells that break the position are named against it.
 */
import { TIMED_OUT, type Engine } from '../engine.js';
import { enumerateSolutions } from '../enumerate.js';
import type { CellPlace } from '../validate.js';
import type { ParsedState } from './state.js';

/** How many solutions of a multi-solution state are compared with its candidates before giving it the benefit of the doubt. */
export const MAX_SOLUTIONS_CHECKED = 64;

/** A cell that keeps a position from being completed. */
export interface FaultyCell extends CellPlace {
  /** 'wrong-digit': a placed digit other than the solution's; 'lost-candidate': the solution's digit is no longer a candidate. */
  fault: 'wrong-digit' | 'lost-candidate';
  /** The solution's digit in this cell. */
  solution: number;
  /** One line, e.g. "r4c6 holds 8 where the solution has 3". */
  reason: string;
}

/** The answer of hint and steps on a position that no solution completes. */
export interface Unsolvable {
  status: 'unsolvable';
  /** One line saying why. */
  reason: string;
  /** The cells that break the position, in cell order, when they can be named (see `FaultyCell`). */
  cells?: FaultyCell[];
}

/** What the check finds: go ahead, no solution, or out of time. */
export type Completability = { status: 'completable' } | Unsolvable | { status: 'timeout' };

const COMPLETABLE: Completability = { status: 'completable' };

/**
 * Checks that `state` can be completed within `timeoutMs` (0 = none). Uses
 * the engine's solver region, so call it before loading the state into the
 * logic engine.
 */
export function checkCompletable(engine: Engine, state: ParsedState, timeoutMs = 0): Completability {
  const start = performance.now();
  const { side, cells, masks } = state;
  const size = side * side;
  engine.puzzles.set(cells);
  const count = engine.solve(side, 2, timeoutMs);
  if (count === TIMED_OUT) return { status: 'timeout' };
  if (count === 0) return unsolvableFrom(engine, state, null, 'no solution completes the placed digits');
  // Without candidate masks the candidates follow from the digits: any solution keeps them.
  if (masks === null) return COMPLETABLE;
  if (count === 1) {
    const solution = engine.solutions;
    for (let cell = 0; cell < size; cell++) {
      if (!keepsCandidate(state, solution, cell)) {
        return unsolvableFrom(engine, state, solution.slice(0, size), "the candidates rule out the placed digits' only solution");
      }
    }
    return COMPLETABLE;
  }
  let checked = 0;
  for (const solution of enumerateSolutions(engine, cells, side, MAX_SOLUTIONS_CHECKED)) {
    checked++;
    if (keepsAllCandidates(state, solution)) return COMPLETABLE;
    if (timeoutMs > 0 && performance.now() - start > timeoutMs) return { status: 'timeout' };
  }
  if (checked >= MAX_SOLUTIONS_CHECKED) return COMPLETABLE;
  return unsolvableFrom(engine, state, null, `the candidates rule out all ${checked} solutions of the placed digits`);
}

/** True when `cell` is placed, or its candidates hold the solution's digit there. */
function keepsCandidate(state: ParsedState, solution: Uint8Array, cell: number): boolean {
  if (state.masks === null || (state.cells[cell] ?? 0) !== 0) return true;
  return (((state.masks[cell] ?? 0) >>> ((solution[cell] ?? 1) - 1)) & 1) === 1;
}

function keepsAllCandidates(state: ParsedState, solution: Uint8Array): boolean {
  for (let cell = 0; cell < state.cells.length; cell++) if (!keepsCandidate(state, solution, cell)) return false;
  return true;
}

/**
 * The unsolvable answer, naming the faulty cells against the one solution
 * of the state's puzzle, or else against `only`, the placed digits' one
 * solution when they have one; `why` is the reason when no cell can be named.
 */
function unsolvableFrom(engine: Engine, state: ParsedState, only: Uint8Array | null, why: string): Unsolvable {
  const solution = state.puzzle === null ? only : puzzleSolution(engine, state.puzzle, state.side);
  const cells = solution === null ? [] : faultyCells(state, solution);
  if (cells.length === 0) return { status: 'unsolvable', reason: why };
  const first = cells[0] as FaultyCell;
  const more = cells.length > 1 ? ` (and ${cells.length - 1} more)` : '';
  return { status: 'unsolvable', reason: first.reason + more, cells };
}

/** The puzzle's solution when it has exactly one (a puzzle with none or several names no digit as wrong). */
function puzzleSolution(engine: Engine, puzzle: Uint8Array, side: number): Uint8Array | null {
  engine.puzzles.set(puzzle);
  return engine.solve(side, 2) === 1 ? engine.solutions.slice(0, side * side) : null;
}

/**
 * The cells that differ from `solution`: placed digits other than its own,
 * and candidates that lost its digit. A candidate lost to a wrong digit in
 * its row, column or box is left out: it follows from that digit, which
 * is named, and comes back once the digit is put right.
 */
function faultyCells(state: ParsedState, solution: Uint8Array): FaultyCell[] {
  const { side, cells } = state;
  const box = Math.round(Math.sqrt(side));
  // Per row, column and box (rows at [0, side), columns next, boxes last): the wrong digits placed in it, one bit each.
  const wrongIn = new Uint32Array(3 * side);
  const unitsOf = (cell: number): [number, number, number] => {
    const r = Math.floor(cell / side);
    const c = cell % side;
    return [r, side + c, 2 * side + Math.floor(r / box) * box + Math.floor(c / box)];
  };
  for (let cell = 0; cell < cells.length; cell++) {
    const placed = cells[cell] ?? 0;
    if (placed === 0 || placed === solution[cell]) continue;
    for (const unit of unitsOf(cell)) wrongIn[unit] = (wrongIn[unit] ?? 0) | (1 << (placed - 1));
  }
  const faulty: FaultyCell[] = [];
  for (let cell = 0; cell < cells.length; cell++) {
    const placed = cells[cell] ?? 0;
    const digit = solution[cell] ?? 0;
    const wrong = placed !== 0 && placed !== digit;
    if (!wrong && keepsCandidate(state, solution, cell)) continue;
    if (!wrong && unitsOf(cell).some((unit) => (((wrongIn[unit] ?? 0) >>> (digit - 1)) & 1) === 1)) continue;
    const row = Math.floor(cell / side) + 1;
    const column = (cell % side) + 1;
    const reason = wrong ? `r${row}c${column} holds ${placed} where the solution has ${digit}` : `r${row}c${column} lost its candidate ${digit}, the solution's digit`;
    faulty.push({ row, column, cell, fault: wrong ? 'wrong-digit' : 'lost-candidate', solution: digit, reason });
  }
  return faulty;
}
