/**
 * A 9×9 player position kept by the tests themselves, independent of any
 * engine: digits and candidate masks (bit d-1 = digit d), changed by the
 * rules of the game alone. The tests that build player states to ask for
 * hints (the unsolvable-position tests and the library fuzzer) share it, so
 * the oracle side of both is one piece of code.
 */
import type { HintResult } from '../../src/logic/logic.js';
import type { CandidateState } from '../../src/logic/state.js';
import type { Step } from '../../src/logic/step-types.js';
import type { Solver } from '../../src/solver.js';
import { isValidSolution } from '../../src/validate.js';

export const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The candidate bit of `digit`. */
export const bit = (digit: number): number => 1 << (digit - 1);

/** True when two cells share a row, a column or a box. */
export function arePeers(a: number, b: number): boolean {
  const [r, c, r2, c2] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
  return a !== b && (r === r2 || c === c2 || (Math.floor(r / 3) === Math.floor(r2 / 3) && Math.floor(c / 3) === Math.floor(c2 / 3)));
}

/** Digits (0 = empty) and candidate masks, cell by cell. */
export interface Board {
  cells: number[];
  masks: number[];
}

/** A puzzle's position: every empty cell holds the digits its peers leave. */
export function boardOf(puzzle: string): Board {
  const cells = Array.from(puzzle, Number);
  const masks = cells.map((digit, cell) => {
    if (digit !== 0) return 0;
    let mask = 0x1ff;
    for (let other = 0; other < 81; other++) if (arePeers(cell, other) && cells[other] !== 0) mask &= ~bit(cells[other] as number);
    return mask;
  });
  return { cells, masks };
}

/** Places `digit` in `cell` and removes it from the peers' candidates. */
export function place(board: Board, cell: number, digit: number): void {
  board.cells[cell] = digit;
  board.masks[cell] = 0;
  for (let other = 0; other < 81; other++) if (arePeers(cell, other)) board.masks[other] = (board.masks[other] ?? 0) & ~bit(digit);
}

/** Applies a step as a player would: its eliminations, then its placements. */
export function applyStep(board: Board, step: Step): void {
  for (const { cell, digit } of step.eliminations) board.masks[cell] = (board.masks[cell] ?? 0) & ~bit(digit);
  for (const { cell, digit } of step.placements) place(board, cell, digit);
}

export function copyBoard(board: Board): Board {
  return { cells: [...board.cells], masks: [...board.masks] };
}

/** The position as the logic API takes it, with the puzzle it was played from when given. */
export function stateOf(board: Board, puzzle?: string): CandidateState {
  const candidates = board.masks.map((mask) => DIGITS.filter((d) => (mask & bit(d)) !== 0));
  return puzzle === undefined ? { cells: [...board.cells], candidates } : { cells: [...board.cells], candidates, puzzle };
}

/** A puzzle's unique solution from the solver, judged against the givens by src/validate.ts (no engine). */
export function oracleSolution(solver: Solver, puzzle: string): number[] {
  const result = solver.solveUnique(puzzle);
  if (result.status !== 'solved') throw new Error(`${puzzle}: ${result.status}`);
  const solution = Array.from(result.solution, Number);
  if (!isValidSolution(Array.from(puzzle, Number), solution, 9)) throw new Error(`the solver's answer to ${puzzle} is not a solution`);
  return solution;
}

/**
 * Why a hint is wrong against the solution, or null when it is right (or not
 * a hint): placements are the solution's digits, eliminations never are, and
 * every elimination removes a candidate the position had.
 */
export function wrongHint(hint: HintResult, solution: readonly number[], board: Board): string | null {
  if (hint.status !== 'hint') return null;
  const { step } = hint;
  if (step.placements.length + step.eliminations.length === 0) return `empty step: ${step.text}`;
  for (const { cell, digit } of step.placements) if (digit !== solution[cell]) return `places ${digit} at ${cell}: ${step.text}`;
  for (const { cell, digit } of step.eliminations) {
    if (digit === solution[cell]) return `eliminates the solution's ${digit} at ${cell}: ${step.text}`;
    if (((board.masks[cell] ?? 0) & bit(digit)) === 0) return `eliminates ${digit} at ${cell}, not a candidate: ${step.text}`;
  }
  return null;
}
