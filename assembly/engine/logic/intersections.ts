/**
 * Locked candidates, in Sukaku Explainer's order (its Locking producer):
 * region pairs (box→column), (box→row), (column→box), (row→box); digits
 * ascending; first regions, then second regions, by index.
 * - pointing (2.6): a box's candidates of d all lie in one line: the rest of
 *   the line loses d; claiming (2.8): a line's all lie in one box.
 * - direct pointing (1.7) / direct claiming (1.9): the same lock leaves d
 *   one place in another region of the first kind: SE places that digit
 *   (and applies nothing else).
 */
import { addElimination, addPatternCell, addPatternDigit, addPatternUnit, addPlacement, beginStep, endStep } from "./step";
import { candidatesAt, inUnit, side, unitCell } from "./state";
import { BOX_TYPE, COLUMN_TYPE, ROW_TYPE, unitOf, unitsCross } from "./units";
import { T_CLAIMING, T_DIRECT_CLAIMING, T_DIRECT_POINTING, T_POINTING } from "./techniques";

/** Whether every cell of `unit` holding `bit` also lies in `other`. */
function allInside(unit: i32, bit: u32, other: i32): bool {
  for (let i = 0; i < side; i++) {
    const cell = unitCell(unit, i);
    if ((candidatesAt(cell) & bit) != 0 && !inUnit(cell, other)) return false;
  }
  return true;
}

/** Cells of `unit` holding `bit`. */
function countIn(unit: i32, bit: u32): i32 {
  let count = 0;
  for (let i = 0; i < side; i++) if ((candidatesAt(unitCell(unit, i)) & bit) != 0) count++;
  return count;
}

/** Adds the lock's cells (first ∩ second holding the digit) to the pattern. */
function addLockedCells(first: i32, second: i32, bit: u32): void {
  for (let i = 0; i < side; i++) {
    const cell = unitCell(second, i);
    if ((candidatesAt(cell) & bit) != 0 && inUnit(cell, first)) addPatternCell(cell);
  }
}

/** One pass of SE's Locking over a pair of region types; `direct` selects the direct variant. */
function lockingPass(firstType: i32, secondType: i32, direct: bool): bool {
  const fromBox = firstType == BOX_TYPE;
  for (let digit = 1; digit <= side; digit++) {
    const bit = <u32>1 << <u32>(digit - 1);
    for (let i1 = 0; i1 < side; i1++) {
      const first = unitOf(firstType, i1);
      if (countIn(first, bit) < 2) continue;
      for (let i2 = 0; i2 < side; i2++) {
        const second = unitOf(secondType, i2);
        if (!unitsCross(first, second) || !allInside(first, bit, second)) continue;
        if (direct) {
          if (directFollowUps(firstType, i1, first, second, digit, bit)) return true;
        } else {
          beginStep(fromBox ? T_POINTING : T_CLAIMING, fromBox ? 26 : 28);
          addPatternUnit(first);
          addPatternUnit(second);
          addPatternDigit(digit);
          addLockedCells(first, second, bit);
          for (let i = 0; i < side; i++) {
            const cell = unitCell(second, i);
            if (!inUnit(cell, first)) addElimination(cell, digit);
          }
          if (endStep()) return true;
        }
      }
    }
  }
  return false;
}

/**
 * SE's lookForFollowingHiddenSingles: another region of the first type
 * crossing `second` where the lock leaves the digit one cell.
 */
function directFollowUps(firstType: i32, i1: i32, first: i32, second: i32, digit: i32, bit: u32): bool {
  for (let i3 = 0; i3 < side; i3++) {
    if (i3 == i1) continue;
    const third = unitOf(firstType, i3);
    if (!unitsCross(third, second) || countIn(third, bit) < 2) continue;
    let remaining = 0;
    let target = -1;
    for (let i = 0; i < side; i++) {
      const cell = unitCell(third, i);
      if ((candidatesAt(cell) & bit) != 0 && !inUnit(cell, second)) {
        remaining++;
        target = cell;
      }
    }
    if (remaining != 1) continue;
    const fromBox = firstType == BOX_TYPE;
    beginStep(fromBox ? T_DIRECT_POINTING : T_DIRECT_CLAIMING, fromBox ? 17 : 19);
    addPatternUnit(first);
    addPatternUnit(second);
    addPatternUnit(third);
    addPatternDigit(digit);
    addLockedCells(first, second, bit);
    addPatternCell(target);
    addPlacement(target, digit);
    if (endStep()) return true;
  }
  return false;
}

/** Direct pointing and direct claiming. True when the step list is full. */
export function findDirectLocking(): bool {
  return lockingPass(BOX_TYPE, COLUMN_TYPE, true) || lockingPass(BOX_TYPE, ROW_TYPE, true) ||
    lockingPass(COLUMN_TYPE, BOX_TYPE, true) || lockingPass(ROW_TYPE, BOX_TYPE, true);
}

/** Pointing and claiming. True when the step list is full. */
export function findLocking(): bool {
  return lockingPass(BOX_TYPE, COLUMN_TYPE, false) || lockingPass(BOX_TYPE, ROW_TYPE, false) ||
    lockingPass(COLUMN_TYPE, BOX_TYPE, false) || lockingPass(ROW_TYPE, BOX_TYPE, false);
}

