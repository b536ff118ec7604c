/**
 * The rating walk's shortcut for singles. Sukaku Explainer applies one
 * single at a time, always the first of the easiest kind (full house, then
 * hidden single in a box, then in a line). Every single it sees stays a
 * single (or becomes an easier one) until it is placed, so SE places all
 * singles of the easiest kind before it takes anything harder: applying
 * them all at once reaches the same board with the same hardest rating.
 * `rate` uses this (about five times fewer scans); `steps` and `hint` do
 * not: they report SE's exact one-at-a-time path.
 *
 * A batch that placed nothing marks its kind clean (freshness.ts): the next
 * batch of that kind looks only at units whose cells changed since, as the
 * others still hold no single (nor a contradiction: a pass that met one is
 * not marked). Only a batch right after a step of the slow path asks (the
 * step changed a few units); after a batch that placed singles nearly every
 * unit changed, and asking would cost more than it skips.
 */
import { T_FULL_HOUSE, T_HIDDEN_SINGLE_BOX, T_HIDDEN_SINGLE_LINE } from "./techniques";
import { candidatesAt, cellCount, placeDigit, side, valueAt } from "./state";
import { trailingZeros } from "../../target/bits";
import { cellWithCandidate, hiddenSingleDigits, lastEmptyCell, unitInSearchOrder } from "./singles";
import { cleanMark, CLEAN_FULL_HOUSES, CLEAN_HIDDEN_SINGLES_BOX, CLEAN_HIDDEN_SINGLES_LINE, markComputed, unitChangedSince } from "./freshness";

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

/** Whether the last batch placed nothing (so this one follows a step of the slow path). */
let afterSlowStep: bool = false;

/** Places every full house; returns how many. */
function placeFullHouses(): i32 {
  const mark = afterSlowStep ? cleanMark(CLEAN_FULL_HOUSES) : 0;
  let placed = 0;
  let contradiction = false;
  for (let index = 0; index < 3 * side; index++) {
    const unit = unitInSearchOrder(index);
    if (mark != 0 && !unitChangedSince(unit, mark)) continue;
    const empty = lastEmptyCell(unit);
    if (empty < 0) continue;
    const mask = candidatesAt(empty);
    if (mask == 0 || (mask & (mask - 1)) != 0) {
      singlesSearched = false; // a contradiction is left to the slow path
      contradiction = true;
      continue;
    }
    placeDigit(empty, trailingZeros(mask) + 1);
    placed++;
  }
  if (placed == 0 && !contradiction) markComputed(CLEAN_FULL_HOUSES);
  return placed;
}

/** Places every hidden single of units [from, to) in search order (clean mark `key`); returns how many. */
function placeHiddenSingles(from: i32, to: i32, key: i32): i32 {
  const mark = afterSlowStep ? cleanMark(key) : 0;
  let placed = 0;
  for (let index = from; index < to; index++) {
    const unit = unitInSearchOrder(index);
    if (mark != 0 && !unitChangedSince(unit, mark)) continue;
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
  if (placed == 0) markComputed(key);
  return placed;
}

/**
 * Places all singles of the easiest kind present; returns how many (0 when
 * there is none), with the kind in batchTechnique / batchRating10.
 */
export function placeSinglesBatch(): i32 {
  singlesSearched = true;
  const placed = placeEasiestSingles();
  afterSlowStep = placed == 0;
  return placed;
}

/** placeSinglesBatch's passes, easiest kind first. */
function placeEasiestSingles(): i32 {
  let placed = placeFullHouses();
  if (placed > 0) {
    batchTechnique = T_FULL_HOUSE;
    batchRating10 = 10;
    return placed;
  }
  placed = placeHiddenSingles(0, side, CLEAN_HIDDEN_SINGLES_BOX);
  if (placed > 0) {
    batchTechnique = T_HIDDEN_SINGLE_BOX;
    batchRating10 = 12;
    return placed;
  }
  placed = placeHiddenSingles(side, 3 * side, CLEAN_HIDDEN_SINGLES_LINE);
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
