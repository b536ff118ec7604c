/**
 * The test-vector format, `puzzle:count[+][:solution]` (as in test/vectors
 * and tdoku's test files): the one renderer, used by the CLI's `--format
 * vector` and the page's batch box.
 *
 *   ..3.2.6..9..3.5..1…:1:483921657967345821…   exactly one solution, shown
 *   .................…:2+                       the count reached the limit: at least 2
 *   ..3.2.6..9..3.5..1…:0                       none (clashing givens count 0 too)
 *   .................…:timeout                  the search gave up
 */
import { writeLineCodes } from './grid.js';
import type { Status } from './result.js';

/** What a vector line needs of a result (any `SolveResult<string>` has it). */
export interface VectorSource {
  status: Status;
  count: number;
  solution?: string;
}

/**
 * One vector line (no newline) for `puzzle` (its one-line text) and its
 * result, found with `limit` (a count equal to the limit is "at least").
 * The solution is written only when the count is exactly 1, so `limit` must be
 * at least 2 for a `1` to mean "unique".
 */
export function vectorLine(puzzle: string, result: VectorSource, limit: number): string {
  if (typeof result !== 'object' || result === null) throw new RangeError('vectorLine: result must be a SolveResult (status and count)');
  if (result.status === 'timeout') return `${puzzle}:timeout`;
  const count = result.count;
  const exact = count < limit;
  if (result.status === 'solved' && result.solution !== undefined && exact) return `${puzzle}:1:${result.solution}`;
  return `${puzzle}:${count}${exact ? '' : '+'}`;
}

const NEWLINE = 0x0a;
const COLON = 0x3a;
const DIGIT_ONE = 0x31;
const PLUS = 0x2b;

/**
 * The bytes `vectorLine` ends a solved puzzle's line with, and its newline, written
 * into `to` at `at` after the puzzle (which the caller writes: as given, or from
 * engine cells): `:1:` and the solution, `solutions[from, from + cells)`, where a
 * count of 1 is exact below `limit`, else `:1+`. Returns where it ended; `to` must
 * have room for `cells + 4` bytes. For byte paths that make no string per puzzle.
 */
export function writeSolvedVectorEnd(to: Uint8Array, at: number, solutions: Uint8Array, from: number, cells: number, limit: number): number {
  to[at++] = COLON;
  to[at++] = DIGIT_ONE;
  if (1 < limit) {
    to[at++] = COLON;
    at = writeLineCodes(to, at, solutions, from, cells);
  } else {
    to[at++] = PLUS;
  }
  to[at++] = NEWLINE;
  return at;
}
