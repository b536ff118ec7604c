/**
 * Narrowing helpers for tests: a result's solution or error, or a failure
 * naming the status that came instead (no casts around the result union).
 */
import type { SudokuError } from '../../src/errors.js';
import type { Puzzle } from '../../src/grid.js';
import type { SolveResult } from '../../src/result.js';

/** The solution of a 'solved' result; throws for any other status. */
export function solutionOf<S extends Puzzle>(result: SolveResult<S> | undefined): S {
  if (result?.status !== 'solved') throw new Error(`expected a solved result, got ${result?.status}`);
  return result.solution;
}

/** The error of an 'invalid' result; throws for any other status. */
export function errorOf(result: SolveResult | undefined): SudokuError {
  if (result?.status !== 'invalid') throw new Error(`expected an invalid result, got ${result?.status}`);
  return result.error;
}
