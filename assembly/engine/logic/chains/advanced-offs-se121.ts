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
import { trailingZeros } from "../../../target/bits";
import { T_CLAIMING, T_POINTING } from "../techniques";
import { cellRegion, positionIn, regionCell } from "./geometry";
import { basePlaces, workPlaces } from "./grid";
import { addParent, addRemoval, beginHint, endHint } from "./advanced-hints";

/**
 * The positions, in a region of type `firstType`, of its cells in its
 * `k`-th crossing region (0..2, in ascending order) of type `crossType`.
 */
function crossingMask(firstType: i32, crossType: i32, k: i32): i32 {
  // In a box, a column's cells are positions k, k+3, k+6 and a row's k*3..k*3+2; in a line, a box's are k*3..k*3+2.
  if (firstType == 0 && crossType == 2) return 0x49 << k;
  return 7 << (k * 3);
}

/**
 * Which crossing regions (bit k: the `k`-th, crossingMask) of type
 * `crossType` hold some of `positions` in a region of type `firstType`.
 */
function crossingsHolding(firstType: i32, crossType: i32, positions: i32): i32 {
  if (firstType == 0 && crossType == 2) return (positions | (positions >> 3) | (positions >> 6)) & 7;
  const triples: i32 = positions | (positions >> 1) | (positions >> 2);
  return (triples & 1) | ((triples >> 2) & 2) | ((triples >> 4) & 4);
}

/**
 * Intersections with first regions of type `firstType` and crossing regions
 * of type `crossType`. An instance needs rule parents (a place of the digit
 * the chain turned off in the first region outside the crossing one) and a
 * removal (a place of the digit in the crossing region outside the first).
 * Each first region's digits are sorted by the one crossing region their
 * places lie in, parents tested on the way (most locked places have none),
 * then the instances are built in SE's order: crossing region, then digit.
 */
function intersectionsOf(firstType: i32, crossType: i32): void {
  for (let i: i32 = 0; i < 9; i++) {
    const first: i32 = firstType * 9 + i;
    // Bit 9k + d - 1: digit d's places lie in the k-th crossing region and the chain turned some off outside it.
    let locked: i32 = 0;
    for (let digit: i32 = 1; digit <= 9; digit++) {
      const positions: i32 = workPlaces(first, digit);
      if ((positions & (positions - 1)) == 0) continue;
      const base: i32 = basePlaces(first, digit);
      if (base == positions) continue;
      const crossings: i32 = crossingsHolding(firstType, crossType, positions);
      if ((crossings & (crossings - 1)) != 0) continue;
      const k: i32 = trailingZeros(<u32>crossings);
      if ((base & ~positions & ~crossingMask(firstType, crossType, k)) != 0) locked |= 1 << (9 * k + digit - 1);
    }
    if (locked == 0) continue;
    for (let k: i32 = 0; k < 3; k++) {
      let digits: i32 = (locked >> (9 * k)) & 0x1ff;
      if (digits == 0) continue;
      const mask: i32 = crossingMask(firstType, crossType, k);
      const cross: i32 = cellRegion(regionCell(first, trailingZeros(<u32>mask)), crossType);
      // The crossing region's positions of the cells it shares with the first region.
      let shared: i32 = 0;
      for (let rest: i32 = mask; rest != 0; rest &= rest - 1) shared |= 1 << positionIn(regionCell(first, trailingZeros(<u32>rest)), crossType);
      for (; digits != 0; digits &= digits - 1) {
        const digit: i32 = trailingZeros(<u32>digits) + 1;
        let removable: i32 = workPlaces(cross, digit) & ~shared;
        if (removable == 0) continue;
        beginHint(firstType == 0 ? T_POINTING : T_CLAIMING);
        for (; removable != 0; removable &= removable - 1) addRemoval(regionCell(cross, trailingZeros(<u32>removable)), digit);
        const gone: i32 = basePlaces(first, digit) & ~workPlaces(first, digit) & ~mask;
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
