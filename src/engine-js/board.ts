/**
 * Board layout, tables and bit helpers of the general N×N engine: the
 * TypeScript twin of `assembly/board.ts` (same names, same order, same tables).
 *
 * Glossary (kept by search.ts too):
 * - side N: 4, 9, 16 or 25; box side B = √N; N*N cells, row by row.
 * - digit d: 1..N, held as the bit `1 << (d - 1)`; a candidate mask is an
 *   OR of such bits (25 bits at most).
 * - unit: a row, column or box; 3N of them, numbered rows 0..N-1, columns
 *   N..2N-1, boxes 2N..3N-1 (box i covers box-row ⌊i/B⌋, box-column i mod B).
 * - peers of a cell: the other cells sharing one of its units (3N - 2B - 1).
 *
 * Where the AssemblyScript engine keeps these tables in linear memory, the
 * twin keeps them in typed arrays of the same element type and length.
 */

/** Largest side supported. */
export const MAX_SIDE = 25;
/** Cells of the largest grid. */
export const MAX_CELLS = MAX_SIDE * MAX_SIDE;
/** Units of the largest grid (rows + columns + boxes). */
export const MAX_UNITS = 3 * MAX_SIDE;
/** Box side of the largest grid. */
export const MAX_BOX_SIDE = 5;
/** Line segments (a line's cells inside one box) per direction: 25 lines × 5 boxes. */
export const MAX_SEGMENTS = MAX_SIDE * MAX_BOX_SIDE;
/** Peers per cell of the largest grid: 3·25 − 2·5 − 1. */
export const MAX_PEERS = 64;
/**
 * Flag bit in a cell's mask: the cell's digit is placed (its one remaining
 * bit was removed from every peer). Bit 30, above the 25 digit bits, keeps
 * masks positive small integers in JavaScript.
 */
export const PLACED = 1 << 30;

/** `unitCells[u * side + k]`: the k-th cell of unit u. */
export const unitCells = new Uint16Array(MAX_UNITS * MAX_SIDE);
/** `peers[c * peerCount + k]`: the k-th peer of cell c (row, column, then rest of box). */
export const peers = new Uint16Array(MAX_CELLS * MAX_PEERS);

/** Side the tables were built for (0 = none yet). */
export let side = 0;
/** √side. */
export let boxSide = 0;
/** side * side. */
export let cellCount = 0;
/** 3 * side. */
export let unitCount = 0;
/** Peers per cell for this side. */
export let peerCount = 0;
/** Mask with every digit bit of this side set. */
export let allDigits = 0;

/** The lowest set bit of `mask` (0 when mask is 0). */
export function lowBit(mask: number): number {
  return mask & -mask;
}

/** `mask` without its lowest set bit. */
export function clearLowBit(mask: number): number {
  return mask & (mask - 1);
}

/** Number of set bits in a 32-bit mask (SWAR; JS has no popcount). */
export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  m = (m + (m >>> 4)) & 0x0f0f0f0f;
  return Math.imul(m, 0x01010101) >>> 24;
}

/** The digit (1..25) whose bit is `bit` (exactly one bit set). */
export function digitOf(bit: number): number {
  return 32 - Math.clz32(bit);
}

/**
 * Builds the unit and peer tables for `newSide` (a supported side). Called
 * before every solve; cheap when the side did not change.
 */
export function setupTables(newSide: number): void {
  if (newSide === side) return;
  side = newSide;
  boxSide = newSide === 4 ? 2 : newSide === 9 ? 3 : newSide === 16 ? 4 : 5;
  cellCount = side * side;
  unitCount = 3 * side;
  peerCount = 3 * side - 2 * boxSide - 1;
  allDigits = (1 << side) - 1;
  for (let i = 0; i < side; i++) {
    const boxRow = Math.floor(i / boxSide) * boxSide;
    const boxColumn = (i % boxSide) * boxSide;
    for (let k = 0; k < side; k++) {
      unitCells[i * side + k] = i * side + k; // row i
      unitCells[(side + i) * side + k] = k * side + i; // column i
      const r = boxRow + Math.floor(k / boxSide);
      const c = boxColumn + (k % boxSide);
      unitCells[(2 * side + i) * side + k] = r * side + c; // box i
    }
  }
  for (let cell = 0; cell < cellCount; cell++) {
    const row = Math.floor(cell / side);
    const column = cell % side;
    const boxRow = row - (row % boxSide);
    const boxColumn = column - (column % boxSide);
    let k = cell * peerCount;
    for (let c = 0; c < side; c++) if (c !== column) peers[k++] = row * side + c;
    for (let r = 0; r < side; r++) if (r !== row) peers[k++] = r * side + column;
    for (let r = boxRow; r < boxRow + boxSide; r++) {
      for (let c = boxColumn; c < boxColumn + boxSide; c++) {
        if (r !== row && c !== column) peers[k++] = r * side + c;
      }
    }
  }
}
