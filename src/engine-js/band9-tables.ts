/**
 * Lookup tables for the 9×9 band solver, the TypeScript twin of
 * assembly/band9-tables.ts (same tables, same construction order).
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
 *
 * All values stay below 2^27, so V8 keeps them as small integers.
 */

/** Bits of one band (27 cells). */
export const BAND_FULL = 0x7ffffff;

/** Bits of one row slice of a band (9 cells). */
export const ROW_SLICE = 0x1ff;

/** ROW_BOXES[slice]: which boxes a 9-bit row slice touches, bit j = box j. */
export const ROW_BOXES = new Int32Array(512);

/**
 * MATCH_KEEP[shape]: the 27-bit cell mask a digit may keep in a band with
 * that row-box shape. A digit fills each row and each box of a band once (a
 * perfect matching rows↔boxes); a (row, box) pair on no perfect matching is
 * impossible (pointing and claiming inside the band in one lookup). 0 when
 * the shape has no perfect matching (a contradiction).
 */
export const MATCH_KEEP = new Int32Array(512);

/**
 * CLAIM_KEEP[columns]: given the 9-bit set of columns where a digit can still
 * be in one band, the 27-bit mask the other two bands of that digit keep. A
 * box whose digit is confined to one column owns that column.
 */
export const CLAIM_KEEP = new Int32Array(512);

/**
 * COLUMN_LOCK[columns]: given the 9-bit set of columns where a digit is
 * missing from the other two bands (so in this band's column it must be), the
 * 27-bit mask this band keeps: a box holding one such column keeps only that
 * column (column→box locked candidates, which include column hidden singles);
 * a box holding two or more keeps nothing (a contradiction).
 */
export const COLUMN_LOCK = new Int32Array(512);

/** BAND_PEERS[bit]: cells of the band in the same row or box as `bit`, itself excluded. */
export const BAND_PEERS = new Int32Array(27);

/** CELL_COLUMN[bit]: the column of `bit` as a 27-bit band mask (one bit per row). */
export const CELL_COLUMN = new Int32Array(27);

/** The 6 ways to give rows 0,1,2 of a band boxes (row r → box digit r, hex). */
const ROW_TO_BOX_PERMUTATIONS = [0x012, 0x021, 0x102, 0x120, 0x201, 0x210] as const;

/** The 27-bit mask of column `c` (0..8) in a band: one bit per row. */
function columnMask(c: number): number {
  return (1 << c) | (1 << (c + 9)) | (1 << (c + 18));
}

/** The 27-bit mask of box `j` (0..2) in row `r` (0..2) of a band. */
function rowBoxMask(r: number, j: number): number {
  return 7 << (r * 9 + j * 3);
}

/** Index of the lowest set bit (x ≠ 0). */
function lowestBitIndex(x: number): number {
  return 31 - Math.clz32(x & -x);
}

let tablesReady = false;

/** Fills every table; idempotent. Called by solveBand9 on each call (cheap after the first). */
export function initBand9Tables(): void {
  if (tablesReady) return;
  for (let slice = 0; slice < 512; slice++) {
    let boxes = 0;
    for (let j = 0; j < 3; j++) if ((slice >> (j * 3)) & 7) boxes |= 1 << j;
    ROW_BOXES[slice] = boxes;
  }
  for (let shape = 0; shape < 512; shape++) {
    let keep = 0;
    for (const perm of ROW_TO_BOX_PERMUTATIONS) {
      let cells = 0;
      let fits = true;
      for (let r = 0; r < 3; r++) {
        const j = (perm >> ((2 - r) * 4)) & 0xf;
        if (((shape >> (r * 3 + j)) & 1) === 0) fits = false;
        cells |= rowBoxMask(r, j);
      }
      if (fits) keep |= cells;
    }
    MATCH_KEEP[shape] = keep;
  }
  for (let columns = 0; columns < 512; columns++) {
    let keep = BAND_FULL;
    for (let j = 0; j < 3; j++) {
      const group = (columns >> (j * 3)) & 7;
      // exactly one column of box j: that column is claimed
      if (group !== 0 && (group & (group - 1)) === 0) keep &= ~columnMask(j * 3 + lowestBitIndex(group));
    }
    CLAIM_KEEP[columns] = keep;
  }
  for (let columns = 0; columns < 512; columns++) {
    let keep = BAND_FULL;
    for (let j = 0; j < 3; j++) {
      const group = (columns >> (j * 3)) & 7;
      if (group === 0) continue;
      const box = rowBoxMask(0, j) | rowBoxMask(1, j) | rowBoxMask(2, j);
      keep &= ~box;
      if ((group & (group - 1)) === 0) keep |= columnMask(j * 3 + lowestBitIndex(group));
    }
    COLUMN_LOCK[columns] = keep;
  }
  for (let bit = 0; bit < 27; bit++) {
    const r = (bit / 9) | 0;
    const c = bit % 9;
    const box = (c / 3) | 0;
    const peers = ((ROW_SLICE << (r * 9)) | rowBoxMask(0, box) | rowBoxMask(1, box) | rowBoxMask(2, box)) & ~(1 << bit);
    BAND_PEERS[bit] = peers;
    CELL_COLUMN[bit] = columnMask(c);
  }
  tablesReady = true;
}
