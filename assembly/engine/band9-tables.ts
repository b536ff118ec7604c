/**
 * Lookup tables for the 9×9 band solver (band9.ts), one definition for both
 * engines: built once, at the first 9×9 solve, into fixed regions of linear
 * memory (pointers in layout.ts), by this code in either engine.
 *
 * Band bitboard (the layout every table here indexes):
 *
 *   A band is three rows of the grid (band b = rows 3b..3b+2). For one digit,
 *   its possible cells in one band form a 27-bit mask:
 *
 *        box 0    box 1    box 2
 *       c0 c1 c2 c3 c4 c5 c6 c7 c8
 *   r0   0  1  2| 3  4  5| 6  7  8      bit = (row in band) * 9 + column
 *   r1   9 10 11|12 13 14|15 16 17      so cell index = 27 * band + bit
 *   r2  18 19 20|21 22 23|24 25 26
 *
 *   A row of a band is a 9-bit slice (mask >> 9r) & 0x1FF; box j of that row
 *   is its 3-bit group (slice >> 3j) & 7.
 *
 * Row-box summary ("shape", 9 bits), used for locked candidates in a band:
 *
 *   bit r*3 + j  =  the digit can still go in row r of the band, inside box j
 *
 *         box0 box1 box2
 *   r0     0    1    2
 *   r1     3    4    5
 *   r2     6    7    8
 */

import {
  BAND_PEERS, BOX_ONLY_PEERS, CELL_COLUMN, CLAIM_KEEP, COLUMN_LOCK, DIGIT_BAND_LINKS, MATCH_KEEP, ROW_BOXES, ROW_ONLY_PEERS,
} from "./layout";
import { setI32At } from "../target/memory";
import { trailingZeros } from "../target/bits";

/** Bits of one band (27 cells). */
export const BAND_FULL: i32 = 0x7ffffff;

/** Bits of one row slice of a band (9 cells). */
export const ROW_SLICE: i32 = 0x1ff;

/*
 * The tables (i32 each, at the pointers of the same names in layout.ts):
 *
 * ROW_BOXES[slice] (512 entries): which boxes a 9-bit row slice touches,
 * bit j = box j (3 bits).
 *
 * MATCH_KEEP[shape] (512 entries): the 27-bit cell mask a digit may keep in a
 * band with that row-box shape. In a band a digit fills each of the 3 rows
 * once and each of the 3 boxes once, i.e. a perfect matching rows↔boxes; a
 * (row, box) pair that lies on no perfect matching of the shape is impossible
 * (this is pointing and claiming inside the band in one lookup). 0 when the
 * shape has no perfect matching at all (a contradiction).
 *
 * CLAIM_KEEP[columns] (512 entries): given the 9-bit set of columns where a
 * digit can still be in one band, the 27-bit mask the *other two* bands of
 * that digit keep. A box whose digit is confined to one column owns that
 * column: the other bands lose it (box→column locked candidates).
 *
 * COLUMN_LOCK[columns] (512 entries): given the 9-bit set of columns where a
 * digit is missing from the other two bands (so in this band's column it must
 * be), the 27-bit mask this band keeps: a box holding one such column keeps
 * only that column (column→box locked candidates, which include column hidden
 * singles); a box holding two or more keeps nothing (a contradiction: the box
 * would need the digit twice).
 *
 * BAND_PEERS[bit] (27 entries): the cells of the same band in the same row or
 * box as `bit`, the cell itself excluded.
 *
 * CELL_COLUMN[bit] (27 entries): the column of `bit` in any band, as a 27-bit
 * mask (three bits, one per row of the band).
 *
 * ROW_ONLY_PEERS[bit] (27 entries): the cells of `bit`'s row outside its box
 * (6). BOX_ONLY_PEERS[bit] (27 entries): the cells of `bit`'s box off its row
 * and its column (4). The branch choice (band9.ts chooseCell) weighs these
 * peers, which share one unit with the cell, above those sharing two.
 *
 * DIGIT_BAND_LINKS[K] (27 entries, K = d * 3 + b): the band b in bits 16..,
 * and the digit-bands of d in the next two bands (b + 1 and b + 2, mod 3) in
 * bits 0..7 and 8..15: what propagation needs of a changed digit-band.
 */

/** The 27-bit mask of column `c` (0..8) in a band: one bit per row. */
function columnMask(c: i32): i32 {
  return (1 << c) | (1 << (c + 9)) | (1 << (c + 18));
}

/** The 27-bit mask of box `j` (0..2) in row `r` (0..2) of a band. */
function rowBoxMask(r: i32, j: i32): i32 {
  return 7 << (r * 9 + j * 3);
}

/** The cells a digit may keep for row-box `shape`: the union over the 6 row→box matchings it allows. */
function matchingCells(shape: i32): i32 {
  let keep = 0;
  // rows 0, 1, 2 take boxes j0, j1, j2: a permutation of 0, 1, 2
  for (let j0 = 0; j0 < 3; j0++) {
    for (let j1 = 0; j1 < 3; j1++) {
      if (j1 == j0) continue;
      const j2 = 3 - j0 - j1;
      const fits = ((shape >> j0) & (shape >> (3 + j1)) & (shape >> (6 + j2)) & 1) != 0;
      if (fits) keep |= rowBoxMask(0, j0) | rowBoxMask(1, j1) | rowBoxMask(2, j2);
    }
  }
  return keep;
}

let tablesReady: bool = false;

/** Fills every table once; later calls return at once. Called by solveBand9 on each call. */
export function initBand9Tables(): void {
  if (tablesReady) return;
  for (let slice = 0; slice < 512; slice++) {
    let boxes = 0;
    for (let j = 0; j < 3; j++) if (((slice >> (j * 3)) & 7) != 0) boxes |= 1 << j;
    setI32At(ROW_BOXES, slice, boxes);
  }
  for (let shape = 0; shape < 512; shape++) setI32At(MATCH_KEEP, shape, matchingCells(shape));
  for (let columns = 0; columns < 512; columns++) {
    let keep = BAND_FULL;
    for (let j = 0; j < 3; j++) {
      const group = (columns >> (j * 3)) & 7;
      // exactly one column of box j: that column is claimed
      if (group != 0 && (group & (group - 1)) == 0) keep &= ~columnMask(j * 3 + trailingZeros(group));
    }
    setI32At(CLAIM_KEEP, columns, keep);
  }
  for (let columns = 0; columns < 512; columns++) {
    let keep = BAND_FULL;
    for (let j = 0; j < 3; j++) {
      const group = (columns >> (j * 3)) & 7;
      if (group == 0) continue;
      const box = rowBoxMask(0, j) | rowBoxMask(1, j) | rowBoxMask(2, j);
      keep &= ~box;
      if ((group & (group - 1)) == 0) keep |= columnMask(j * 3 + trailingZeros(group));
    }
    setI32At(COLUMN_LOCK, columns, keep);
  }
  for (let bit = 0; bit < 27; bit++) {
    const r = (bit / 9) | 0;
    const c = bit % 9;
    const stack = (c / 3) | 0;
    const peers = ((ROW_SLICE << (r * 9)) | rowBoxMask(0, stack) | rowBoxMask(1, stack) | rowBoxMask(2, stack)) & ~(1 << bit);
    setI32At(BAND_PEERS, bit, peers);
    const box = rowBoxMask(0, stack) | rowBoxMask(1, stack) | rowBoxMask(2, stack);
    setI32At(ROW_ONLY_PEERS, bit, (ROW_SLICE << (r * 9)) & ~box);
    setI32At(BOX_ONLY_PEERS, bit, box & ~(ROW_SLICE << (r * 9)) & ~columnMask(c));
    setI32At(CELL_COLUMN, bit, columnMask(c));
  }
  for (let k = 0; k < 27; k++) {
    const d = (k / 3) | 0;
    const b = k % 3;
    setI32At(DIGIT_BAND_LINKS, k, (d * 3 + (b + 1) % 3) | ((d * 3 + (b + 2) % 3) << 8) | (b << 16));
  }
  tablesReady = true;
}
