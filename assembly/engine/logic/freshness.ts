/**
 * What changed since a finder last found nothing. The rating walk runs the
 * whole technique list again after every step (Sukaku Explainer's rule), and
 * most of those runs find nothing where nothing changed. A finder whose
 * instances depend only on one digit's candidates (fish, locked candidates,
 * turbot fish) or only on one unit's cells (subsets) records a clean mark
 * when a whole search of it added no step; the next search skips the digits
 * or units whose stamp (state.ts changeClock) is not later than that mark:
 * they hold exactly the candidates they held then, so still no instance.
 * The first instance found, and every step, are the same as without skipping.
 */
import * as layout from "./layout";
import { load32, store32 } from "../../target/memory";
import { changeClock, side } from "./state";
import { stepCount } from "./step";

const DIGIT_STAMPS_PTR: usize = layout.DIGIT_STAMPS_PTR;
const UNIT_STAMPS_PTR: usize = layout.UNIT_STAMPS_PTR;
const CLEAN_MARKS_PTR: usize = layout.CLEAN_MARKS_PTR;

// Finder keys (one clean mark each; size k of a subset or fish adds k - 2).
export const CLEAN_DIRECT_LOCKING: i32 = 0;
export const CLEAN_LOCKING: i32 = 1;
export const CLEAN_DIRECT_HIDDEN: i32 = 2; // k = 2, 3
export const CLEAN_NAKED: i32 = 4; //         k = 2, 3, 4
export const CLEAN_HIDDEN: i32 = 7; //        k = 2, 3, 4
export const CLEAN_FISH: i32 = 10; //         k = 2, 3, 4
export const CLEAN_TURBOT: i32 = 13;
export const CLEAN_STRONG_LINKS: i32 = 14;
/** Turbot fish's per-digit results (digit d at + d - 1): the tick each was computed at. */
export const COMPUTED_TURBOT_DIGIT: i32 = 16;
export const CLEAN_WXYZ_WING: i32 = 25;
export const CLEAN_VWXYZ_WING: i32 = 26;
/** The rating walk's batches of singles (fast-singles.ts): full houses, hidden singles in boxes, in lines. */
export const CLEAN_FULL_HOUSES: i32 = 27;
export const CLEAN_HIDDEN_SINGLES_BOX: i32 = 28;
export const CLEAN_HIDDEN_SINGLES_LINE: i32 = 29;
export const CLEAN_UNIQUE_LOOPS: i32 = 30;

/** The tick of the finder's last search that found nothing (0: none since the board was loaded). */
export function cleanMark(key: i32): i32 {
  return load32(CLEAN_MARKS_PTR + <usize>(key << 2));
}

/** Steps in the list when the current search began. */
let stepsAtStart: i32 = 0;

/** Call when a search starts; returns the finder's clean mark (what changed after it must be searched). */
export function beginFreshSearch(key: i32): i32 {
  stepsAtStart = stepCount();
  return cleanMark(key);
}

/** Call when a search of the whole board ends without stopping: marks the finder clean if it added no step. */
export function endFreshSearch(key: i32): void {
  if (stepCount() == stepsAtStart) store32(CLEAN_MARKS_PTR + <usize>(key << 2), changeClock);
}

/** Marks `key` with the current tick, unconditionally (a per-digit result computed now). */
export function markComputed(key: i32): void {
  store32(CLEAN_MARKS_PTR + <usize>(key << 2), changeClock);
}

/** Whether digit d's candidates changed after the tick `mark`. */
export function digitChangedSince(digit: i32, mark: i32): bool {
  return load32(DIGIT_STAMPS_PTR + <usize>((digit - 1) << 2)) > mark;
}

/** Whether the board changed at all since the tick `mark`. */
export function changedSince(mark: i32): bool {
  return changeClock > mark;
}

/** Digits (bit d - 1) whose candidates changed after the tick `mark`. */
export function digitsChangedSince(mark: i32): u32 {
  let digits: u32 = 0;
  for (let d = 0; d < side; d++) {
    if (load32(DIGIT_STAMPS_PTR + <usize>(d << 2)) > mark) digits |= <u32>1 << <u32>d;
  }
  return digits;
}

/** Whether a unit's cells changed after the tick `mark`. */
export function unitChangedSince(unit: i32, mark: i32): bool {
  return load32(UNIT_STAMPS_PTR + <usize>(unit << 2)) > mark;
}
