/**
 * The difficulty of a dug 9×9 puzzle, rated inside the engine by the logic
 * engine (../logic/): the same walk its `logicRate` makes for
 * the host's `rate`, so a generated puzzle's ER is exactly what `rate` says.
 *
 * Cutting the walk for a band: every step of a technique is rated at least
 * that technique's base rating, so the finders whose techniques all start
 * above the band's top can only make a puzzle's ER exceed it. Their finders
 * (the chains, the costliest part of rating) are skipped: a walk that gets
 * stuck without them is above the band, and a walk that finishes is the
 * full walk step for step (it took the same first applicable step each
 * time), so its ER is exact.
 */
import { now } from "../../target/clock";
import { GEN_PUZZLE_PTR } from "./layout";
import { loadPuzzle9 } from "../logic/state";
import { limitWalkFinders, result, walkPath } from "../logic/rate";
import { startDeadline } from "../logic/deadline";
import { useScale } from "../logic/scale";
import { RATE_STUCK, RATE_TIMEOUT, RESULT_ER } from "../logic/abi-constants";
import { FINDER_COUNT, finderOfTechnique } from "../logic/registry";
import { TECHNIQUE_ID_END, baseRating10 } from "../logic/techniques";

/** What `rateDugPuzzle` returns when the deadline passed first. */
export const RATING_TIMED_OUT: i32 = -1;
/** What it returns when the walk needed a finder above the band (ER above `maxEr10`). */
export const RATING_ABOVE_BAND: i32 = -2;

/** How many finders, from the first in the order of trial, can give a step rated ≤ maxEr10. */
function findersUpTo(maxEr10: i32): i32 {
  let finders = 0;
  for (let technique = 0; technique < TECHNIQUE_ID_END; technique++) {
    const base = baseRating10(technique);
    const finder = finderOfTechnique(technique);
    if (base > 0 && finder >= 0 && base <= maxEr10 && finder + 1 > finders) finders = finder + 1;
  }
  return finders;
}

/**
 * ER × 10 of the 9×9 puzzle at GEN_PUZZLE_PTR (unique: digging proved it)
 * on the rating scale `scale` (a SCALE_* number),
 * 200 when it is beyond the logic engine's techniques, RATING_ABOVE_BAND
 * when it is surely rated above `maxEr10` (≥ 200: no cut), or
 * RATING_TIMED_OUT once `deadline` (a now() time, 0 = none) has passed.
 */
export function rateDugPuzzle(maxEr10: i32, deadline: f64, scale: i32): i32 {
  let timeoutMs: f64 = 0;
  if (deadline > 0) {
    timeoutMs = deadline - now();
    if (timeoutMs <= 0) return RATING_TIMED_OUT;
  }
  const finders = maxEr10 >= 200 ? FINDER_COUNT : findersUpTo(maxEr10);
  loadPuzzle9(GEN_PUZZLE_PTR);
  startDeadline(timeoutMs);
  useScale(scale);
  limitWalkFinders(finders);
  const status = walkPath(false, 0);
  limitWalkFinders(FINDER_COUNT);
  if (status == RATE_TIMEOUT) return RATING_TIMED_OUT;
  if (status == RATE_STUCK && finders < FINDER_COUNT) return RATING_ABOVE_BAND;
  return result(RESULT_ER);
}
