/**
 * Sudoku Explainer 1.2.1's intersections inside dynamic forcing chains (+)
 * and nested chains (its Chaining.getAdvancedPotentials runs Locking,
 * HiddenSet(2), NakedSet(2), Fisherman(2); Sukaku Explainer runs VLocking
 * and generalized naked pairs instead, advanced-offs.ts).
 *
 * Locking: a digit's places (two or more) in a region all lie in one
 * crossing region; the crossing region's other cells lose it. Searched as
 * 1.2.1 does: box against column, box against row, column against box, row
 * against box, each by first region, crossing region, digit. Rule parents:
 * the first region's places of the digit that the chain turned off outside
 * the crossing region (a place turned off inside it is not needed for the
 * pattern). Sukaku's VLocking instead searches by region type, digit,
 * region and counts every place its region lost.
 *
 * 1.2.1 keeps an instance's removals in a HashMap keyed by cells without a
 * hashCode of their own (so in an order that can change from run to run);
 * they go out here in Sukaku's order (advanced-hints.ts), the one order that
 * can be reproduced.
 */
import { popcount, trailingZeros } from "../../../target/bits";
import { T_CLAIMING, T_POINTING } from "../techniques";
import { cellRegion, regionCell } from "./geometry";
import { basePlaces, workCands, workPlaces } from "./grid";
import { addParent, addRemoval, beginHint, endHint, hintRemoves } from "./advanced-hints";

/**
 * The positions, in a region of type `firstType`, of its cells in its
 * `k`-th crossing region (0..2, in ascending order) of type `crossType`.
 */
function crossingMask(firstType: i32, crossType: i32, k: i32): i32 {
  // In a box, a column's cells are positions k, k+3, k+6 and a row's k*3..k*3+2; in a line, a box's are k*3..k*3+2.
  if (firstType == 0 && crossType == 2) return 0x49 << k;
  return 7 << (k * 3);
}

/** Intersections with first regions of type `firstType` and crossing regions of type `crossType`. */
function intersectionsOf(firstType: i32, crossType: i32): void {
  for (let i: i32 = 0; i < 9; i++) {
    const first: i32 = firstType * 9 + i;
    for (let k: i32 = 0; k < 3; k++) {
      const mask: i32 = crossingMask(firstType, crossType, k);
      const cross: i32 = cellRegion(regionCell(first, trailingZeros(<u32>mask)), crossType);
      for (let digit: i32 = 1; digit <= 9; digit++) {
        const positions: i32 = workPlaces(first, digit);
        if (popcount(<u32>positions) <= 1 || (positions & ~mask) != 0) continue;
        beginHint(firstType == 0 ? T_POINTING : T_CLAIMING);
        for (let p: i32 = 0; p < 9; p++) {
          const cell: i32 = regionCell(cross, p);
          if (cellRegion(cell, firstType) != first && (workCands(cell) & (1 << (digit - 1))) != 0) addRemoval(cell, digit);
        }
        if (!hintRemoves()) continue;
        const gone: i32 = basePlaces(first, digit) & ~positions & ~mask;
        for (let p: i32 = 0; p < 9; p++) {
          if ((gone & (1 << p)) != 0) addParent(regionCell(first, p), digit);
        }
        endHint();
      }
    }
  }
}

/** 1.2.1's intersections, in its order of search. */
export function intersections121(): void {
  intersectionsOf(0, 2);
  intersectionsOf(0, 1);
  intersectionsOf(2, 0);
  intersectionsOf(1, 0);
}
