/**
 * A table of position masks, one per (unit, digit), refreshed by a finder
 * that reads many of them (fish, hidden subsets): one pass over the board
 * instead of one per question. Lives at the start of SCRATCH_PTR.
 */
import { LOGIC_MAX_SIDE, SCRATCH_PTR } from "./layout";
import { getU32, lowestBitIndex, setU32 } from "./memory";
import { boardVersion, candidatesAt, side, unitCell, unitCount, valueAt } from "./state";

/** u32 × 75 × 25: positions of digit d in unit u at (u * 25 + d - 1). */
const POSITIONS_PTR: usize = SCRATCH_PTR;
/** u32 × 25: how many times each digit is placed (index d - 1). */
const PLACED_COUNTS_PTR: usize = SCRATCH_PTR + <usize>(LOGIC_MAX_SIDE * 75 * 4);
/** First scratch byte after these tables (other finders start there). */
export const AFTER_POSITIONS_PTR: usize = PLACED_COUNTS_PTR + <usize>(LOGIC_MAX_SIDE * 4);

/** boardVersion the table was made from (-1: never). */
let tableVersion: i32 = -1;

/** Recomputes every unit's position mask of every digit, and the placed counts (unless the board is unchanged). */
export function refreshPositions(): void {
  if (tableVersion == boardVersion) return;
  tableVersion = boardVersion;
  for (let digit = 0; digit < side; digit++) setU32(PLACED_COUNTS_PTR + <usize>(digit << 2), 0);
  for (let cell = 0; cell < side * side; cell++) {
    const value = valueAt(cell);
    if (value != 0) {
      const at = PLACED_COUNTS_PTR + <usize>((value - 1) << 2);
      setU32(at, getU32(at) + 1);
    }
  }
  for (let unit = 0; unit < unitCount; unit++) {
    const base = POSITIONS_PTR + <usize>(unit * LOGIC_MAX_SIDE * 4);
    for (let digit = 0; digit < side; digit++) setU32(base + <usize>(digit << 2), 0);
    for (let i = 0; i < side; i++) {
      let mask = candidatesAt(unitCell(unit, i));
      const bit = <u32>1 << <u32>i;
      while (mask != 0) {
        const at = base + <usize>(lowestBitIndex(mask) << 2);
        setU32(at, getU32(at) | bit);
        mask &= mask - 1;
      }
    }
  }
}

/** Positions of `digit` in `unit` as of the last refreshPositions(). */
export function positionsOf(unit: i32, digit: i32): u32 {
  return getU32(POSITIONS_PTR + <usize>((unit * LOGIC_MAX_SIDE + digit - 1) << 2));
}

/** How many times `digit` is placed, as of the last refreshPositions(). */
export function placedTimes(digit: i32): i32 {
  return <i32>getU32(PLACED_COUNTS_PTR + <usize>((digit - 1) << 2));
}
