/**
 * The one signature every classic (textbook) solver shares, after tdoku's:
 * cells and a `limit` in; solutions found (≤ limit), the first solution and
 * a guess count out. `limit` 1 = first solution, 2 = uniqueness check.
 *
 * Cells: side*side values row by row, 0 = blank, 1..side = digit.
 */

/** `count` when the deadline passed before the search finished. */
export const GAVE_UP = -1;

/** Options shared by every classic solver. */
export interface ClassicOptions {
  /** Stop after this many solutions (default 1). */
  limit?: number;
  /**
   * Give up (count = GAVE_UP) once `clock()` passes this value.
   * Checked every few thousand steps, so the benchmark can cap slow solvers.
   */
  deadline?: number;
  /**
   * The clock `deadline` is read on, in milliseconds (default
   * `performance.now`). The benchmark passes a CPU-time clock so that a cap
   * means the same on a busy machine as on an idle one.
   */
  clock?: () => number;
}

/** What a classic solver returns. */
export interface ClassicResult {
  /** Solutions found (≤ limit), or GAVE_UP. */
  count: number;
  /** The first solution found, or null. */
  solution: Uint8Array | null;
  /**
   * Search steps as the algorithm sees them; each solver's `guessesMean`
   * says what it counts (e.g. every digit placed for plain backtracking,
   * only branches among ≥ 2 choices for the pruning solvers).
   */
  guesses: number;
}

/** A textbook Sudoku algorithm, written after one of the seed write-ups. */
export interface ClassicSolver {
  /** Short stable id, used on the command line (`--solver`). */
  readonly id: string;
  /** Human name for tables. */
  readonly name: string;
  /** Which seed write-up it follows (file in ../shared/seeds). */
  readonly seed: string;
  /** One sentence: the algorithm. */
  readonly description: string;
  /** What `guesses` counts for this algorithm. */
  readonly guessesMean: string;
  /** Grid sides it accepts (the seed's own generality). */
  readonly sides: readonly number[];
  /** Solves; never mutates `cells`. Throws RangeError for an unsupported side. */
  solve(cells: Uint8Array, side: number, options?: ClassicOptions): ClassicResult;
}
