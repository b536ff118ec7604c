/**
 * Bivalue universal grave, as Sukaku Explainer's BivalueUniversalGrave
 * producer (with its default "lkSudoku" fix) finds it (9×9). If every empty
 * cell had two candidates and every digit two places per unit, the puzzle
 * would have two solutions; so the extra candidates ("BUG values") that
 * spoil that pattern cannot all be false:
 * - type 1 (5.6): one cell holds them: it loses its other candidates;
 * - type 2 (5.7): one extra digit in several cells: cells seeing them all
 *   lose it;
 * - type 4 (5.7): two cells in one unit sharing one non-extra digit: each
 *   loses its other non-extra candidates;
 * - type 3 (5.7 + 0.1 per subset digit beyond the first): the extras form a
 *   naked subset with other cells of a unit the BUG cells share.
 * SE takes the first hint it adds, in the order 1, 2, 4, 3.
 */
import { BUG_CELLS_PTR, BUG_EXTRA_CELLS_PTR, BUG_TEMP_PTR, BUG_UNIT_CELLS_PTR, BUG_VALUES_PTR } from "./layout";
import { popcount, trailingZeros } from "../../target/bits";
import { load32, load8, loadU32, store32, store8, storeU32 } from "../../target/memory";
import { addElimination, addEliminations, addPatternCell, addPatternDigits, addPatternUnit, beginStep, endStep } from "./step";
import { boxOf, candidatesAt, cellCount, columnOf, positionsOf, rowOf, side, unitCell, valueAt } from "./state";
import { CELLS_PER_WORD, peerWord } from "./cell-sets";
import { firstCombination, nextCombination } from "./combinations";
import { T_BUG_1, T_BUG_2, T_BUG_3, T_BUG_4 } from "./techniques";

let bugCount: i32 = 0;
let allBugValues: u32 = 0;
let commonStarted: bool = false;
/** The cells seeing every BUG cell (not BUG cells themselves), as a cell set (cell-sets.ts). */
let common0: u32 = 0;
let common1: u32 = 0;
let common2: u32 = 0;

function bugCell(i: i32): i32 {
  return load32(BUG_CELLS_PTR + <usize>(i << 2));
}
function isBugCell(cell: i32): bool {
  for (let i = 0; i < bugCount; i++) if (bugCell(i) == cell) return true;
  return false;
}
function commonHas(cell: i32): bool {
  const word = (cell / CELLS_PER_WORD) | 0;
  return (((word == 0 ? common0 : word == 1 ? common1 : common2) >>> <u32>(cell - word * CELLS_PER_WORD)) & 1) != 0;
}
function commonEmpty(): bool {
  return (common0 | common1 | common2) == 0;
}

/** Records a BUG value of a cell; false when SE gives up (no type 1, 2 or 3 possible). */
function addBugValue(cell: i32, digit: i32): bool {
  const bit = <u32>1 << <u32>(digit - 1);
  if (!isBugCell(cell)) {
    store32(BUG_CELLS_PTR + <usize>(bugCount << 2), cell);
    bugCount++;
  }
  storeU32(BUG_VALUES_PTR + <usize>(cell << 2), loadU32(BUG_VALUES_PTR + <usize>(cell << 2)) | bit);
  allBugValues |= bit;
  storeU32(BUG_TEMP_PTR + <usize>(cell << 2), loadU32(BUG_TEMP_PTR + <usize>(cell << 2)) & ~bit);
  // The peers of every BUG cell so far: no BUG cell is among them (a cell is not its own peer).
  common0 = commonStarted ? common0 & peerWord(cell, 0) : peerWord(cell, 0);
  common1 = commonStarted ? common1 & peerWord(cell, 1) : peerWord(cell, 1);
  common2 = commonStarted ? common2 & peerWord(cell, 2) : peerWord(cell, 2);
  commonStarted = true;
  return !(bugCount > 1 && popcount(allBugValues) > 1 && commonEmpty());
}

/** SE's region order for BUG: boxes, rows, columns. */
function regionUnit(type: i32, index: i32): i32 {
  return type == 0 ? 2 * side + index : type == 1 ? index : side + index;
}
function regionOf(type: i32, cell: i32): i32 {
  return type == 0 ? 2 * side + boxOf(cell) : type == 1 ? rowOf(cell) : side + columnOf(cell);
}

/** Finds the BUG cells and values; false when the board is no BUG. */
function collect(): bool {
  bugCount = 0;
  allBugValues = 0;
  commonStarted = false;
  common0 = 0;
  common1 = 0;
  common2 = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    storeU32(BUG_TEMP_PTR + <usize>(cell << 2), candidatesAt(cell));
    storeU32(BUG_VALUES_PTR + <usize>(cell << 2), 0);
    store8(BUG_EXTRA_CELLS_PTR + <usize>cell, 0);
  }
  let extraStarted = false;
  let onlyValue = 0;
  let oneValue = true;
  for (let type = 0; type < 3; type++) {
    for (let index = 0; index < side; index++) {
      const unit = regionUnit(type, index);
      for (let digit = 1; digit <= side; digit++) {
        let newCount = 0;
        let newCell = -1;
        const positions = positionsOf(unit, digit);
        const places = popcount(positions);
        if (places == 0 || places == 2) continue;
        let rest = positions;
        while (rest != 0) {
          const cell = unitCell(unit, trailingZeros(rest));
          rest &= rest - 1;
          if (popcount(candidatesAt(cell)) < 3) continue;
          newCount++;
          newCell = cell;
          if (!extraStarted || (oneValue && onlyValue == digit)) store8(BUG_EXTRA_CELLS_PTR + <usize>cell, 1);
        }
        if (!extraStarted) {
          extraStarted = true;
          onlyValue = digit;
        } else if (oneValue && onlyValue != digit) {
          oneValue = false;
        }
        if (newCount == 1 && !addBugValue(newCell, digit)) return false;
        if (newCount == 0) return false;
      }
    }
  }
  if (oneValue && extraStarted) {
    let extraCount = 0;
    for (let cell = 0; cell < cellCount; cell++) if (load8(BUG_EXTRA_CELLS_PTR + <usize>cell) != 0) extraCount++;
    if (extraCount > bugCount) {
      for (let cell = 0; cell < cellCount; cell++) {
        if (load8(BUG_EXTRA_CELLS_PTR + <usize>cell) == 0 || isBugCell(cell)) continue;
        if (!addBugValue(cell, onlyValue)) return false;
      }
    }
  }
  for (let cell = 0; cell < cellCount; cell++) {
    if (valueAt(cell) == 0 && popcount(loadU32(BUG_TEMP_PTR + <usize>(cell << 2))) != 2) return false;
  }
  for (let unit = 0; unit < 3 * side; unit++) {
    for (let digit = 1; digit <= side; digit++) {
      const bit = <u32>1 << <u32>(digit - 1);
      let places = 0;
      for (let i = 0; i < side; i++) if ((loadU32(BUG_TEMP_PTR + <usize>(unitCell(unit, i) << 2)) & bit) != 0) places++;
      if (places != 0 && places != 2) return false;
    }
  }
  return true;
}

function addBugPattern(): void {
  for (let i = 0; i < bugCount; i++) addPatternCell(bugCell(i));
  addPatternDigits(allBugValues);
}

/** Type 4 in the first unit type both BUG cells share. True when the step list is full. */
function typeFour(): bool {
  const c1 = bugCell(0);
  const c2 = bugCell(1);
  const common = candidatesAt(c1) & candidatesAt(c2) & ~allBugValues;
  if (popcount(common) != 1) return false;
  for (let type = 0; type < 3; type++) {
    const unit = regionOf(type, c1);
    if (unit != regionOf(type, c2)) continue;
    beginStep(T_BUG_4, 57);
    addBugPattern();
    addPatternUnit(unit);
    addEliminations(c1, candidatesAt(c1) & ~loadU32(BUG_VALUES_PTR + <usize>(c1 << 2)) & ~common);
    addEliminations(c2, candidatesAt(c2) & ~loadU32(BUG_VALUES_PTR + <usize>(c2 << 2)) & ~common);
    if (endStep()) return true;
  }
  return false;
}

/** Type 3: the extra values and degree-1 common cells of a shared unit form a naked set. */
function typeThree(): bool {
  for (let degree = 2; degree <= 6; degree++) {
    for (let type = 0; type < 3; type++) {
      const unit = regionOf(type, bugCell(0));
      let shared = true;
      for (let i = 1; i < bugCount; i++) if (regionOf(type, bugCell(i)) != unit) shared = false;
      if (!shared) continue;
      let regionCount = 0;
      for (let i = 0; i < side; i++) {
        const cell = unitCell(unit, i);
        if (commonHas(cell)) {
          store32(BUG_UNIT_CELLS_PTR + <usize>(regionCount << 2), cell);
          regionCount++;
        }
      }
      if (regionCount < degree) continue;
      const end = <u32>1 << <u32>regionCount;
      for (let pick = firstCombination(degree - 1); pick < end; pick = nextCombination(pick)) {
        let union: u32 = 0;
        let ok = popcount(allBugValues) >= 2;
        let rest = pick;
        while (rest != 0) {
          const mask = candidatesAt(load32(BUG_UNIT_CELLS_PTR + <usize>(trailingZeros(rest) << 2)));
          rest &= rest - 1;
          if (popcount(mask) < 2) ok = false;
          union |= mask;
        }
        if (!ok || popcount(union) != degree || popcount(union | allBugValues) != degree) continue;
        const naked = union | allBugValues;
        beginStep(T_BUG_3, 57 + degree - 1);
        addBugPattern();
        addPatternUnit(unit);
        for (let i = 0; i < regionCount; i++) {
          const cell = load32(BUG_UNIT_CELLS_PTR + <usize>(i << 2));
          if ((pick & (<u32>1 << <u32>i)) != 0) addPatternCell(cell);
          else addEliminations(cell, naked);
        }
        if (endStep()) return true;
      }
    }
  }
  return false;
}

/** BUG types 1–4 (9×9). True when the step list is full. */
export function findBug(): bool {
  if (!collect() || bugCount == 0) return false;
  if (bugCount == 1) {
    const cell = bugCell(0);
    beginStep(T_BUG_1, 56);
    addBugPattern();
    addEliminations(cell, candidatesAt(cell) & ~allBugValues);
    return endStep();
  }
  if (popcount(allBugValues) == 1) {
    if (!commonEmpty()) {
      const digit = trailingZeros(allBugValues) + 1;
      beginStep(T_BUG_2, 57);
      addBugPattern();
      for (let cell = 0; cell < cellCount; cell++) if (commonHas(cell)) addElimination(cell, digit);
      if (endStep()) return true;
    }
    return bugCount == 2 && typeFour();
  }
  if (!commonEmpty()) {
    if (bugCount == 2 && typeFour()) return true;
    return typeThree();
  }
  return false;
}
