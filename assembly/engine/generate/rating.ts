/**
 * The difficulty of a dug 9×9 puzzle, rated inside the engine by the logic
 * engine (issue #14, ../logic/): the same walk its `logicRate` makes for
 * the host's `rate`, so a generated puzzle's ER is exactly what `rate` says.
 */
import { now } from "../../target/clock";
import { GEN_PUZZLE_PTR } from "./layout";
import { loadPuzzle9 } from "../logic/state";
import { RATE_TIMEOUT, RESULT_ER, result, startDeadline, walkPath } from "../logic/rate";

/** What `rateDugPuzzle` returns when the deadline passed first. */
export const RATING_TIMED_OUT: i32 = -1;

/**
 * ER × 10 of the 9×9 puzzle at GEN_PUZZLE_PTR (unique: digging proved it),
 * 200 when it is beyond the logic engine's techniques, or RATING_TIMED_OUT
 * once `deadline` (a now() time, 0 = none) has passed.
 */
export function rateDugPuzzle(deadline: f64): i32 {
  let timeoutMs: f64 = 0;
  if (deadline > 0) {
    timeoutMs = deadline - now();
    if (timeoutMs <= 0) return RATING_TIMED_OUT;
  }
  loadPuzzle9(GEN_PUZZLE_PTR);
  startDeadline(timeoutMs);
  if (walkPath(false, 0) == RATE_TIMEOUT) return RATING_TIMED_OUT;
  return result(RESULT_ER);
}
