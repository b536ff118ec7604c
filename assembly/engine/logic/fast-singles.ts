/**
 * The rating walk's shortcut for singles. Sukaku Explainer applies one
 * single at a time, always the first of the easiest kind (full house, then
 * hidden single in a box, then in a line). Every single it sees stays a
 * single (or becomes an easier one) until it is placed, so SE places all
 * singles of the easiest kind before it takes anything harder: applying
 * them all at once reaches the same board with the same hardest rating.
 * `rate` uses this (about five times fewer scans); `steps` and `hint` do
 * not: they report SE's exact one-at-a-time path.
 */
import { T_FULL_HOUSE, T_HIDDEN_SINGLE_BOX, T_HIDDEN_SINGLE_LINE } from "./techniques";
import { candidatesAt, cellCount, placeDigit, side, valueAt } from "./state";
import { trailingZeros } from "../../target/bits";
import { cellWithCandidate, hiddenSingleDigits, lastEmptyCell, unitInSearchOrder } from "./singles";

/** Technique of the last batch (valid when placeSinglesBatch returned > 0). */
export let batchTechnique: i32 = 0;
/** Rating × 10 of the last batch. */
export let batchRating10: i32 = 0;

/**
 * Whether the last batch that placed nothing saw no contradiction either
 * (no last empty cell with zero or several candidates): then SE's singles
 * producer (FINDER_SINGLES, the first finder) would find nothing on that board, and the walk
 * starts its search after it.
 */
export let singlesSearched: bool = false;

/** Places every full house; returns how many. */
function placeFullHouses(): i32 {
  let placed = 0;
  for (let index = 0; index < 3 * side; index++) {
    const empty = lastEmptyCell(unitInSearchOrder(index));
    if (empty < 0) continue;
    const mask = candidatesAt(empty);
    if (mask == 0 || (mask & (mask - 1)) != 0) {
      singlesSearched = false; // a contradiction is left to the slow path
      continue;
    }
    placeDigit(empty, trailingZeros(mask) + 1);
    placed++;
  }
  return placed;
}

/** Places every hidden single of units [from, to) in search order; returns how many. */
function placeHiddenSingles(from: i32, to: i32): i32 {
  let placed = 0;
  for (let index = from; index < to; index++) {
    const unit = unitInSearchOrder(index);
    let singles = hiddenSingleDigits(unit);
    while (singles != 0) {
      const bit = singles & (0 - singles);
      singles &= singles - 1;
      const cell = cellWithCandidate(unit, bit);
      if (cell < 0) continue;
      placeDigit(cell, trailingZeros(bit) + 1);
      placed++;
    }
  }
  return placed;
}

/**
 * Places all singles of the easiest kind present; returns how many (0 when
 * there is none), with the kind in batchTechnique / batchRating10.
 */
export function placeSinglesBatch(): i32 {
  singlesSearched = true;
  let placed = placeFullHouses();
  if (placed > 0) {
    batchTechnique = T_FULL_HOUSE;
    batchRating10 = 10;
    return placed;
  }
  placed = placeHiddenSingles(0, side);
  if (placed > 0) {
    batchTechnique = T_HIDDEN_SINGLE_BOX;
    batchRating10 = 12;
    return placed;
  }
  placed = placeHiddenSingles(side, 3 * side);
  if (placed > 0) {
    batchTechnique = T_HIDDEN_SINGLE_LINE;
    batchRating10 = 15;
  }
  return placed;
}

/**
 * Places every naked single; returns how many. The rating walk calls it
 * right after SE's rule picked a naked single (2.3): every other naked
 * single stays one until placed, and whatever SE would take in between is
 * rated lower, so the hardest rating and the board reached are the same.
 */
export function placeNakedSinglesBatch(): i32 {
  let placed = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const mask = candidatesAt(cell);
    if (valueAt(cell) != 0 || mask == 0 || (mask & (mask - 1)) != 0) continue;
    placeDigit(cell, trailingZeros(mask) + 1);
    placed++;
  }
  return placed;
}
