/**
 * Naked and hidden subsets, in Sukaku Explainer's order (its NakedSet and
 * HiddenSet producers): units as boxes, columns, rows; combinations in SE's
 * order (combinations.ts).
 * - naked pair/triplet/quad (3.0/3.6/5.0): k cells of a unit (each with ≥ 2
 *   candidates) hold k digits together: the rest of the unit loses them.
 *   SE looks only in units with ≥ 2k empty cells.
 * - hidden pair/triplet/quad (3.4/4.0/5.4): k digits (each in ≥ 2 cells)
 *   fill k cells together: those cells lose their other digits. SE looks
 *   only in units with > 2k empty cells.
 * - direct hidden pair/triplet (2.0/2.5): a hidden subset (in a unit with
 *   > k empty cells) after which another digit has one cell left in the
 *   unit: SE places it (and applies nothing else).
 */
import {
  addElimination,
  addEliminations,
  addPatternCell,
  addPatternDigit,
  addPatternDigits,
  addPatternUnit,
  addPlacement,
  beginStep,
  endStep,
} from "./step";
import { candidatesAt, emptyCellsIn, side, unitCell } from "./state";
import { popcount, trailingZeros } from "../../target/bits";
import { firstCombination, nextCombination, spreadOver } from "./combinations";
import { positionsOf } from "./positions";
import { unitInSearchOrder } from "./singles";
import { beginFreshSearch, CLEAN_DIRECT_HIDDEN, CLEAN_HIDDEN, CLEAN_NAKED, changedSince, endFreshSearch, unitChangedSince } from "./freshness";
import {
  T_DIRECT_HIDDEN_PAIR,
  T_DIRECT_HIDDEN_TRIPLET,
  T_HIDDEN_PAIR,
  T_HIDDEN_QUAD,
  T_HIDDEN_TRIPLET,
  T_NAKED_PAIR,
  T_NAKED_QUAD,
  T_NAKED_TRIPLET,
} from "./techniques";

/**
 * The cells (position mask) that `digits` (a k-subset as a mask of digit
 * indexes) fill together in `unit`, or 0 when they are not a hidden subset
 * (a digit with < 2 cells, or more than k cells in all).
 */
function hiddenSubsetPositions(unit: i32, digits: u32, k: i32): u32 {
  let union: u32 = 0;
  let rest = digits;
  while (rest != 0) {
    const positions = positionsOf(unit, trailingZeros(rest) + 1);
    rest &= rest - 1;
    if (popcount(positions) < 2) return 0;
    union |= positions;
  }
  return popcount(union) == k ? union : 0;
}

/** Adds a subset's unit, cells and digits to the pattern. */
function addSubsetPattern(unit: i32, positions: u32, digits: u32): void {
  addPatternUnit(unit);
  addPatternDigits(digits);
  for (let i = 0; i < side; i++) {
    if ((positions & (<u32>1 << <u32>i)) != 0) addPatternCell(unitCell(unit, i));
  }
}

/**
 * Digits (as a mask) with 2..k places in `unit`: the only ones a hidden
 * subset of k digits can use (its k digits fill k cells together).
 */
function digitsWithTwoPlaces(unit: i32, k: i32): u32 {
  let mask: u32 = 0;
  for (let digit = 1; digit <= side; digit++) {
    const places = popcount(positionsOf(unit, digit));
    if (places >= 2 && places <= k) mask |= <u32>1 << <u32>(digit - 1);
  }
  return mask;
}

/** Cells (position mask) of `unit` with 2..k candidates: the only ones a naked subset of k cells can use. */
function cellsWithTwoCandidates(unit: i32, k: i32): u32 {
  let mask: u32 = 0;
  for (let i = 0; i < side; i++) {
    const size = popcount(candidatesAt(unitCell(unit, i)));
    if (size >= 2 && size <= k) mask |= <u32>1 << <u32>i;
  }
  return mask;
}

/**
 * Direct hidden pairs (k = 2) or triplets (k = 3). True when the step list
 * is full. A subset is about one unit: units unchanged since the last search
 * that found nothing are skipped (freshness.ts), here and below.
 *
 * The k-subsets of the eligible digits go in SE's order (combinations.ts:
 * by highest digit, then the next), as nested loops: a pair whose cells
 * already number more than k rules out every triplet it is part of.
 */
export function findDirectHiddenSets(k: i32): bool {
  const key = CLEAN_DIRECT_HIDDEN + k - 2;
  const mark = beginFreshSearch(key);
  if (!changedSince(mark)) return false;
  for (let index = 0; index < 3 * side; index++) {
    const unit = unitInSearchOrder(index);
    if (!unitChangedSince(unit, mark) || emptyCellsIn(unit) <= k) continue;
    const eligible = digitsWithTwoPlaces(unit, k);
    if (popcount(eligible) < k) continue;
    let highs = eligible;
    while (highs != 0) {
      const high = trailingZeros(highs);
      highs &= highs - 1;
      const highPositions = positionsOf(unit, high + 1);
      let middles = eligible & ((<u32>1 << <u32>high) - 1);
      while (middles != 0) {
        const middle = trailingZeros(middles);
        middles &= middles - 1;
        const pairDigits = (<u32>1 << <u32>high) | (<u32>1 << <u32>middle);
        const pairPositions = highPositions | positionsOf(unit, middle + 1);
        if (k == 2) {
          if (popcount(pairPositions) == 2 && directHiddenStep(unit, pairDigits, pairPositions, k)) return true;
          continue;
        }
        if (popcount(pairPositions) > 3) continue;
        let lows = eligible & ((<u32>1 << <u32>middle) - 1);
        while (lows != 0) {
          const low = trailingZeros(lows);
          lows &= lows - 1;
          const positions = pairPositions | positionsOf(unit, low + 1);
          if (popcount(positions) == 3 && directHiddenStep(unit, pairDigits | (<u32>1 << <u32>low), positions, k)) return true;
        }
      }
    }
  }
  endFreshSearch(key);
  return false;
}

/**
 * The direct step of the hidden subset `digits` filling the cells `common`
 * of `unit`, if any: the first other digit left with one cell in the unit
 * is placed (SE reports that digit only). True when the step list is full.
 */
function directHiddenStep(unit: i32, digits: u32, common: u32, k: i32): bool {
  for (let digit = 1; digit <= side; digit++) {
    if ((digits & (<u32>1 << <u32>(digit - 1))) != 0) continue;
    const positions = positionsOf(unit, digit);
    if (popcount(positions) < 2) continue;
    const left = positions & ~common;
    if (popcount(left) != 1) continue;
    const target = unitCell(unit, trailingZeros(left));
    beginStep(k == 2 ? T_DIRECT_HIDDEN_PAIR : T_DIRECT_HIDDEN_TRIPLET, k == 2 ? 20 : 25);
    addSubsetPattern(unit, common, digits);
    addPatternCell(target);
    addPatternDigit(digit);
    addPlacement(target, digit);
    return endStep();
  }
  return false;
}

/** Hidden pairs, triplets, quads (k = 2..4). True when the step list is full. */
export function findHiddenSets(k: i32): bool {
  const key = CLEAN_HIDDEN + k - 2;
  const mark = beginFreshSearch(key);
  if (!changedSince(mark)) return false;
  for (let index = 0; index < 3 * side; index++) {
    const unit = unitInSearchOrder(index);
    if (!unitChangedSince(unit, mark) || emptyCellsIn(unit) <= 2 * k) continue;
    const eligible = digitsWithTwoPlaces(unit, k);
    const poolEnd = <u32>1 << <u32>popcount(eligible);
    for (let pick = firstCombination(k); pick < poolEnd; pick = nextCombination(pick)) {
      const digits = spreadOver(pick, eligible);
      const common = hiddenSubsetPositions(unit, digits, k);
      if (common == 0) continue;
      const digitMask = digits; // bit d-1 = digit d: the same layout as candidate masks
      beginStep(k == 2 ? T_HIDDEN_PAIR : k == 3 ? T_HIDDEN_TRIPLET : T_HIDDEN_QUAD, k == 2 ? 34 : k == 3 ? 40 : 54);
      addSubsetPattern(unit, common, digitMask);
      for (let i = 0; i < side; i++) {
        if ((common & (<u32>1 << <u32>i)) != 0) {
          const cell = unitCell(unit, i);
          addEliminations(cell, candidatesAt(cell) & ~digitMask);
        }
      }
      if (endStep()) return true;
    }
  }
  endFreshSearch(key);
  return false;
}

/** Naked pairs, triplets, quads (k = 2..4). True when the step list is full. */
export function findNakedSets(k: i32): bool {
  const key = CLEAN_NAKED + k - 2;
  const mark = beginFreshSearch(key);
  if (!changedSince(mark)) return false;
  for (let index = 0; index < 3 * side; index++) {
    const unit = unitInSearchOrder(index);
    if (!unitChangedSince(unit, mark) || emptyCellsIn(unit) < 2 * k) continue;
    const eligible = cellsWithTwoCandidates(unit, k);
    const poolEnd = <u32>1 << <u32>popcount(eligible);
    for (let pick = firstCombination(k); pick < poolEnd; pick = nextCombination(pick)) {
      const cells = spreadOver(pick, eligible);
      let union: u32 = 0;
      let rest = cells;
      let ok = true;
      while (rest != 0) {
        const mask = candidatesAt(unitCell(unit, trailingZeros(rest)));
        rest &= rest - 1;
        if (popcount(mask) < 2) {
          ok = false;
          break;
        }
        union |= mask;
      }
      if (!ok || popcount(union) != k) continue;
      beginStep(k == 2 ? T_NAKED_PAIR : k == 3 ? T_NAKED_TRIPLET : T_NAKED_QUAD, k == 2 ? 30 : k == 3 ? 36 : 50);
      addSubsetPattern(unit, cells, union);
      for (let i = 0; i < side; i++) {
        if ((cells & (<u32>1 << <u32>i)) != 0) continue;
        const cell = unitCell(unit, i);
        let digits = candidatesAt(cell) & union;
        while (digits != 0) {
          addElimination(cell, trailingZeros(digits) + 1);
          digits &= digits - 1;
        }
      }
      if (endStep()) return true;
    }
  }
  endFreshSearch(key);
  return false;
}
