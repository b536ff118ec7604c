/**
 * The result model: what became of a puzzle, as a union on `status` where each
 * member carries exactly its fields, and the ONE rule that turns an engine's
 * answer (a count, or TIMED_OUT) into that status. The solver, the CLI's
 * workers (both paths) and the page all go through `engineStatus` /
 * `resultAt`, so the rule lives here alone.
 *
 *   engine count ─┬─ TIMED_OUT ─────────────▶ 'timeout'
 *                 ├─ 0 and givens clash ────▶ 'invalid'  (error: DUPLICATE_GIVEN)
 *                 ├─ 0 ─────────────────────▶ 'unsolvable'
 *                 ├─ ≥ 2 and limit ≥ 2 ─────▶ 'multiple'  (count = solutions found, ≤ limit)
 *                 └─ otherwise ─────────────▶ 'solved'    (solution in the input's shape)
 */
import { TIMED_OUT, type Engine } from './engine.js';
import type { SudokuError } from './errors.js';
import { formatCells, type Puzzle, type Shape } from './grid.js';
import { clashError, findClash } from './validate.js';

/** What became of a puzzle. */
export type Status = SolveResult['status'];

/** A solution was found (with a limit ≥ 2: exactly one exists). */
export interface Solved<S extends Puzzle = Puzzle> {
  status: 'solved';
  /** The solution, in the shape the puzzle came in. */
  solution: S;
  /** Solutions found: 1. */
  count: 1;
  /** Guesses the engine made: every digit tried at a branch point (0 when propagation alone solved it). */
  guesses: number;
}

/** More than one solution (only asked for with a limit ≥ 2). */
export interface Multiple {
  status: 'multiple';
  /** Solutions found, 2 up to the limit; equal to the limit means "at least". */
  count: number;
  guesses: number;
}

/** No solution exists. */
export interface Unsolvable {
  status: 'unsolvable';
  count: 0;
  guesses: number;
}

/** The search ran out of time (`timeoutMs`) before it could tell. */
export interface TimedOut {
  status: 'timeout';
  /** Nothing is known: 0. */
  count: 0;
  guesses: number;
}

/**
 * The puzzle was refused: clashing givens (code DUPLICATE_GIVEN, with both
 * cells, the unit and the digit) or, inside `solveBatch`, malformed input
 * (BAD_LENGTH, BAD_SYMBOL, …, with its place).
 */
export interface Invalid {
  status: 'invalid';
  error: SudokuError;
  count: 0;
  guesses: 0;
}

/** The answer of `solve`, `solveUnique` and each entry of `solveBatch`, narrowed by `status`. */
export type SolveResult<S extends Puzzle = Puzzle> = Solved<S> | Multiple | Unsolvable | TimedOut | Invalid;

/**
 * The status the engine's answer means, before the clash check (the engines
 * answer 0 for clashing givens): `'unsolvable'` for 0 may still be `'invalid'`.
 * @param count what the engine returned: solutions found (≤ limit) or TIMED_OUT
 */
export function engineStatus(count: number, limit: number): 'solved' | 'multiple' | 'unsolvable' | 'timeout' {
  if (count === TIMED_OUT) return 'timeout';
  if (count <= 0) return 'unsolvable';
  if (count >= 2 && limit >= 2) return 'multiple';
  return 'solved';
}

/** A refused puzzle as a result. */
export function invalidResult(error: SudokuError): Invalid {
  return { status: 'invalid', error, count: 0, guesses: 0 };
}

/**
 * The result of batch entry `k` (its cells at `k * side²` of the engine's
 * regions) after `engine.solve`/`solveBatch` with `limit`: the one place an
 * engine answer becomes a `SolveResult`.
 */
export function resultAt(engine: Engine, k: number, side: number, shape: Shape, limit: number): SolveResult {
  const count = engine.counts[k] as number;
  const guesses = engine.guesses[k] as number;
  const offset = k * side * side;
  const status = engineStatus(count, limit);
  switch (status) {
    case 'solved':
      return { status, solution: solutionIn(engine, k, side, shape), count: 1, guesses };
    case 'multiple':
      return { status, count, guesses };
    case 'timeout':
      return { status, count: 0, guesses };
    case 'unsolvable': {
      // Only failures pay for the clash check; the engines leave `puzzles` as they found it.
      const clash = findClash(engine.puzzles, side, offset);
      return clash !== null ? invalidResult(clashError(clash)) : { status, count: 0, guesses };
    }
  }
}

/**
 * `resultAt(engine, 0, side, 'line', limit)` for the one puzzle that
 * `solve(line)` just sent as text (the engine writes lines): the solved and
 * multiple cases inline, every other through `resultAt`. A function of its own so that the
 * per-puzzle path keeps its own type feedback: with `solveBatch` sharing
 * `resultAt` (other entries, other shapes) in the same process, V8 compiled
 * the shared form less tightly and `solve(line)` paid more (WASM, API
 * layer by bench/lib/api-layer.js pairs after 200 solveBatch calls, three
 * processes each: 0.24–0.47 µs through resultAt, 0.09–0.21 with this path).
 */
export function lineResult(engine: Engine, side: number, limit: number): SolveResult {
  const count = engine.counts[0] as number;
  const status = engineStatus(count, limit);
  if (status === 'solved') return { status, solution: engine.solutionLine!(0, side), count: 1, guesses: engine.guesses[0] as number };
  if (status === 'multiple') return { status, count, guesses: engine.guesses[0] as number };
  return resultAt(engine, 0, side, 'line', limit);
}

/** Solution `k` in `shape`: a line straight from the engine when it can write one (engine-text.ts), else formatted here. */
function solutionIn(engine: Engine, k: number, side: number, shape: Shape): Puzzle {
  return shape === 'line' && engine.solutionLine !== undefined
    ? engine.solutionLine(k, side)
    : formatCells(engine.solutions, k * side * side, side, shape);
}
