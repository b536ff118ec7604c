/**
 * Singles, as Sukaku Explainer's HiddenSingle and NakedSingle producers find
 * them: first the last empty cell of a unit (full house, 1.0) in boxes, then
 * columns, then rows; then hidden singles in boxes (1.2), columns and rows
 * (1.5); naked singles (2.3) come later in the registry, cell by cell.
 */
import { addPatternCell, addPatternDigit, addPatternUnit, addPlacement, beginStep, endStep } from "./step";
import { candidatesAt, cellCount, emptyCellsIn, positionsOf, side, unitCell, valueAt } from "./state";
import { popcount, trailingZeros } from "../../target/bits";
import { T_FULL_HOUSE, T_HIDDEN_SINGLE_BOX, T_HIDDEN_SINGLE_LINE, T_NAKED_SINGLE } from "./techniques";

/** The units in SE's order for singles and subsets: boxes, columns, rows. */
export function unitInSearchOrder(index: i32): i32 {
  // index 0..N-1 → boxes 2N.., N..2N-1 → columns N.., 2N..3N-1 → rows 0..
  if (index < side) return 2 * side + index;
  if (index < 2 * side) return index;
  return index - 2 * side;
}

/** The only empty cell of `unit`; -1 when it has none or several. */
export function lastEmptyCell(unit: i32): i32 {
  if (emptyCellsIn(unit) != 1) return -1;
  for (let i = 0; i < side; i++) {
    const cell = unitCell(unit, i);
    if (valueAt(cell) == 0) return cell;
  }
  return -1;
}

/**
 * Digits (as bits) that are a candidate of exactly one cell of `unit`, when
 * the unit has two or more empty cells (with one, it is a full house); else 0.
 */
export function hiddenSingleDigits(unit: i32): u32 {
  if (emptyCellsIn(unit) < 2) return 0;
  let singles: u32 = 0;
  for (let digit = 1; digit <= side; digit++) {
    const positions = positionsOf(unit, digit);
    if (positions != 0 && (positions & (positions - 1)) == 0) singles |= <u32>1 << <u32>(digit - 1);
  }
  return singles;
}

/** The first cell of `unit` (in unit order) that has the digit of `bit` among its candidates; -1 when none. */
export function cellWithCandidate(unit: i32, bit: u32): i32 {
  const positions = positionsOf(unit, trailingZeros(bit) + 1);
  return positions == 0 ? -1 : unitCell(unit, trailingZeros(positions));
}

/** Full houses: a unit with one empty cell. True when the step list is full. */
export function findFullHouses(): bool {
  for (let index = 0; index < 3 * side; index++) {
    const unit = unitInSearchOrder(index);
    const empty = lastEmptyCell(unit);
    if (empty < 0) continue;
    let mask = candidatesAt(empty);
    while (mask != 0) {
      const digit = trailingZeros(mask) + 1;
      mask &= mask - 1;
      beginStep(T_FULL_HOUSE, 10);
      addPatternUnit(unit);
      addPatternCell(empty);
      addPatternDigit(digit);
      addPlacement(empty, digit);
      if (endStep()) return true;
    }
  }
  return false;
}

/** Hidden singles in units with two or more empty cells. True when the step list is full. */
export function findHiddenSingles(): bool {
  for (let index = 0; index < 3 * side; index++) {
    const unit = unitInSearchOrder(index);
    let singles = hiddenSingleDigits(unit);
    while (singles != 0) {
      const digit = trailingZeros(singles) + 1;
      const bit = singles & (0 - singles);
      singles &= singles - 1;
      const cell = cellWithCandidate(unit, bit);
      if (cell < 0) continue;
      beginStep(unit >= 2 * side ? T_HIDDEN_SINGLE_BOX : T_HIDDEN_SINGLE_LINE, unit >= 2 * side ? 12 : 15);
      addPatternUnit(unit);
      addPatternCell(cell);
      addPatternDigit(digit);
      addPlacement(cell, digit);
      if (endStep()) return true;
    }
  }
  return false;
}

/** Naked singles: an empty cell with one candidate left. True when the step list is full. */
export function findNakedSingles(): bool {
  for (let cell = 0; cell < cellCount; cell++) {
    const mask = candidatesAt(cell);
    if (valueAt(cell) != 0 || popcount(mask) != 1) continue;
    const digit = trailingZeros(mask) + 1;
    beginStep(T_NAKED_SINGLE, 23);
    addPatternCell(cell);
    addPatternDigit(digit);
    addPlacement(cell, digit);
    if (endStep()) return true;
  }
  return false;
}
