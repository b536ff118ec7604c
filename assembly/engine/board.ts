/**
 * Tables and bit helpers of the general N×N engine (memory map in
 * layout.ts). One source for both engines: compiled by asc, and copied to
 * TypeScript by the build (README "How it works").
 *
 * Glossary (kept by search.ts too):
 * - side N: 4, 9, 16 or 25; box side B = √N; N*N cells, row by row.
 * - digit d: 1..N, held as the bit `1 << (d - 1)`; a candidate mask is an
 *   OR of such bits (25 bits at most).
 * - unit: a row, column or box; 3N of them, numbered rows 0..N-1, columns
 *   N..2N-1, boxes 2N..3N-1 (box i covers box-row ⌊i/B⌋, box-column i mod B).
 * - peers of a cell: the other cells sharing one of its units (3N - 2B - 1).
 * - position: where a cell sits in a unit (its k in unitCells[u * N + k]):
 *   the column in a row, the row in a column, (r mod B)·B + (c mod B) in a box.
 * - segment: the B cells a line shares with a box.
 */
import {
  BLOCK_MASK_PTR, BOX_COLUMN_MASK_PTR, CELL_UNITS_PTR, DIV_BOX_PTR, MOD_BOX_PTR, UNIT_CELLS_PTR,
} from "./layout";
import { setU32At, setU8At } from "../target/memory";
import { boxSideOf, writeBoxPositions, writeCellUnits, writeUnitCells } from "./grid";
import { leadingZeros, popcount as countBits } from "../target/bits";

/**
 * Flag bit in a cell's mask: the cell's digit is placed (its one remaining
 * bit was removed from every peer). Bit 30, above the 25 digit bits and
 * below the sign bit, so JS reads masks as small positive integers.
 */
export const PLACED: u32 = 1 << 30;

/** Side the tables were built for (0 = none yet). */
export let side: i32 = 0;
/** √side. */
export let boxSide: i32 = 0;
/** side * side. */
export let cellCount: i32 = 0;
/** 3 * side. */
export let unitCount: i32 = 0;
/** Mask with every digit bit of this side set. */
export let allDigits: u32 = 0;

/** The lowest set bit of `mask` (0 when mask is 0). */
export function lowBit(mask: u32): u32 {
  return mask & (0 - mask);
}

/** `mask` without its lowest set bit. */
export function clearLowBit(mask: u32): u32 {
  return mask & (mask - 1);
}

/** Number of set bits. */
export function popcount(mask: u32): i32 {
  return countBits(mask);
}

/** The digit (1..25) whose bit is `bit` (exactly one bit set). */
export function digitOf(bit: u32): i32 {
  return 32 - leadingZeros(bit);
}

/** Whether `n` is a supported side (4, 9, 16, 25). */
export function isSupportedSide(n: i32): bool {
  return n == 4 || n == 9 || n == 16 || n == 25;
}

/**
 * Builds the unit tables for `newSide` (a supported side) from the grid's
 * geometry (grid.ts). Called before every solve; cheap when the side did
 * not change. No peer list: placing a digit finds the peers still holding
 * it from the place sets (propagate.ts), and the logic engine keeps its own
 * (logic/state.ts).
 */
export function setupTables(newSide: i32): void {
  if (newSide == side) return;
  side = newSide;
  boxSide = boxSideOf(newSide);
  cellCount = side * side;
  unitCount = 3 * side;
  allDigits = (1 << side) - 1;
  writeUnitCells(UNIT_CELLS_PTR, side, side);
  writeCellUnits(CELL_UNITS_PTR, side, 4);
  writeBoxPositions(CELL_UNITS_PTR + 3, side, 4);
  for (let x = 0; x < side; x++) {
    setU8At(DIV_BOX_PTR, x, (x / boxSide) | 0);
    setU8At(MOD_BOX_PTR, x, x % boxSide);
    const blockStart = x - (x % boxSide);
    setU32At(BLOCK_MASK_PTR, x, ((1 << boxSide) - 1) << blockStart);
    let boxColumn: u32 = 0;
    for (let r = 0; r < boxSide; r++) boxColumn |= 1 << (r * boxSide + (x % boxSide));
    setU32At(BOX_COLUMN_MASK_PTR, x, boxColumn);
  }
}
