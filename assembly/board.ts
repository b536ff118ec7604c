/**
 * Board layout, tables and bit helpers of the general N×N engine. The
 * TypeScript twin is src/engine-js/board.ts (same names, same order, same
 * tables).
 *
 * Glossary (kept by search.ts too):
 * - side N: 4, 9, 16 or 25; box side B = √N; N*N cells, row by row.
 * - digit d: 1..N, held as the bit `1 << (d - 1)`; a candidate mask is an
 *   OR of such bits (25 bits at most).
 * - unit: a row, column or box; 3N of them, numbered rows 0..N-1, columns
 *   N..2N-1, boxes 2N..3N-1 (box i covers box-row ⌊i/B⌋, box-column i mod B).
 * - peers of a cell: the other cells sharing one of its units (3N - 2B - 1).
 *
 * Linear memory (64 pages = 4 MiB, fixed: never grows, so JS views stay valid):
 *
 *   0x000000 ┌──────────────────────────────────────────────┐
 *            │ AssemblyScript static data (memory.data of   │  < 64 KiB, checked in
 *            │ band9 tables, abort strings); unused rest    │  debug builds
 *   0x010000 ├──────────────────────────────────────────────┤ PUZZLES_PTR
 *            │ puzzles: u8 × BATCH_CAPACITY*81 (input)      │  82,944 B
 *   0x024400 ├──────────────────────────────────────────────┤ SOLUTIONS_PTR
 *            │ solutions: u8 × BATCH_CAPACITY*81 (output)   │  82,944 B
 *   0x038800 ├──────────────────────────────────────────────┤ COUNTS_PTR
 *            │ counts: i32 × BATCH_CAPACITY (output)        │  4 KiB
 *   0x039800 ├──────────────────────────────────────────────┤ GUESSES_PTR
 *            │ guesses: i32 × BATCH_CAPACITY (output)       │  4 KiB
 *   0x03A800 ├──────────────────────────────────────────────┤ UNIT_CELLS_PTR
 *            │ unitCells: u16 × 75*25                       │  4 KiB (3,750 used)
 *   0x03B800 ├──────────────────────────────────────────────┤ PEERS_PTR
 *            │ peers: u16 × 625*64                          │  80,000 B
 *   0x04F080 ├──────────────────────────────────────────────┤ QUEUE_PTR
 *            │ queue: u16 × 625 (naked singles to place)    │  1,280 B
 *   0x04F580 ├──────────────────────────────────────────────┤ BRANCH_CELL_PTR
 *            │ branchCell: u16 × 626                        │  1,280 B
 *   0x04FA80 ├──────────────────────────────────────────────┤ BRANCH_REST_PTR
 *            │ branchRest: u32 × 626                        │  2,560 B
 *   0x050480 ├──────────────────────────────────────────────┤ ROW_SEGMENTS_PTR
 *            │ rowSegments: u32 × 25*5                      │  512 B
 *   0x050680 ├──────────────────────────────────────────────┤ COLUMN_SEGMENTS_PTR
 *            │ columnSegments: u32 × 25*5                   │  512 B
 *   0x050880 ├──────────────────────────────────────────────┤ FRAMES_PTR
 *            │ frames: u32 × 626 levels × (cellCount + 1)   │  ≤ 1,567,504 B
 *   0x1CF390 ├──────────────────────────────────────────────┤ FREE_PTR
 *            │ free                                         │
 *   0x400000 └──────────────────────────────────────────────┘
 *
 * A frame is one search level: `cellCount` candidate masks (u32, bit d-1 =
 * digit d possible; PLACED flag once the digit is placed), then one u32
 * counting the cells not yet placed.
 */

/** Largest side supported. */
export const MAX_SIDE: i32 = 25;
/** Cells of the largest grid. */
export const MAX_CELLS: i32 = MAX_SIDE * MAX_SIDE;
/** Units of the largest grid (rows + columns + boxes). */
export const MAX_UNITS: i32 = 3 * MAX_SIDE;
/** Box side of the largest grid. */
export const MAX_BOX_SIDE: i32 = 5;
/** Line segments (a line's cells inside one box) per direction: 25 lines × 5 boxes. */
export const MAX_SEGMENTS: i32 = MAX_SIDE * MAX_BOX_SIDE;
/** Peers per cell of the largest grid: 3·25 − 2·5 − 1. */
export const MAX_PEERS: i32 = 64;
/** Search levels: one per cell placed by a guess, plus the root. */
export const MAX_LEVELS: i32 = MAX_CELLS + 1;
/** Puzzles one solveBatch call takes (engine.ts BATCH_CAPACITY). */
export const BATCH_CAPACITY: i32 = 1024;
/**
 * Flag bit in a cell's mask: the cell's digit is placed (its one remaining
 * bit was removed from every peer). Bit 30, above the 25 digit bits, as in
 * the twin (where it keeps masks positive small integers).
 */
export const PLACED: u32 = 1 << 30;

/** Start of the regions below; AssemblyScript's static data must end before it. */
export const REGION_START: usize = 0x10000;
/** Input cells: puzzle i of side s at PUZZLES_PTR + i*s*s. */
export const PUZZLES_PTR: usize = REGION_START;
/** Output cells, same layout as the input: each puzzle's first solution. */
export const SOLUTIONS_PTR: usize = PUZZLES_PTR + <usize>(BATCH_CAPACITY * 81);
/** Output i32 per puzzle: solutions found (≤ limit) or TIMED_OUT. */
export const COUNTS_PTR: usize = SOLUTIONS_PTR + <usize>(BATCH_CAPACITY * 81);
/** Output i32 per puzzle: guesses made. */
export const GUESSES_PTR: usize = COUNTS_PTR + <usize>(BATCH_CAPACITY * 4);
/** u16 table: unitCells[u * side + k] = k-th cell of unit u. */
export const UNIT_CELLS_PTR: usize = GUESSES_PTR + <usize>(BATCH_CAPACITY * 4);
/** u16 table: peers[c * peerCount + k] = k-th peer of cell c (row, column, rest of box). */
export const PEERS_PTR: usize = UNIT_CELLS_PTR + 4096;
/** u16 × MAX_CELLS: cells whose mask just became one bit. */
export const QUEUE_PTR: usize = PEERS_PTR + <usize>(MAX_CELLS * MAX_PEERS * 2);
/** u16 per open branch point: the cell guessed. */
export const BRANCH_CELL_PTR: usize = QUEUE_PTR + 1280;
/** u32 per open branch point: the digits not yet tried. */
export const BRANCH_REST_PTR: usize = BRANCH_CELL_PTR + 1280;
/**
 * u32 per line segment (the boxSide cells a line shares with a box), the
 * digits it may hold: ROW_SEGMENTS[row * boxSide + j] covers box-column j
 * of the row, COLUMN_SEGMENTS[column * boxSide + j] box-row j of the column.
 */
export const ROW_SEGMENTS_PTR: usize = BRANCH_REST_PTR + 2560;
/** See ROW_SEGMENTS_PTR. */
export const COLUMN_SEGMENTS_PTR: usize = ROW_SEGMENTS_PTR + 512; // 125 words, rounded up
/** u32 frames, MAX_LEVELS of (cellCount + 1) words. */
export const FRAMES_PTR: usize = COLUMN_SEGMENTS_PTR + 512;
/** First byte the general engine does not use. */
export const FREE_PTR: usize = FRAMES_PTR + <usize>(MAX_LEVELS * (MAX_CELLS + 1) * 4);

/** Side the tables were built for (0 = none yet). */
export let side: i32 = 0;
/** √side. */
export let boxSide: i32 = 0;
/** side * side. */
export let cellCount: i32 = 0;
/** 3 * side. */
export let unitCount: i32 = 0;
/** Peers per cell for this side. */
export let peerCount: i32 = 0;
/** Mask with every digit bit of this side set. */
export let allDigits: u32 = 0;

/** The lowest set bit of `mask` (0 when mask is 0). */
// @ts-ignore: decorator
@inline export function lowBit(mask: u32): u32 {
  return mask & (0 - mask);
}

/** `mask` without its lowest set bit. */
// @ts-ignore: decorator
@inline export function clearLowBit(mask: u32): u32 {
  return mask & (mask - 1);
}

/** Number of set bits. */
// @ts-ignore: decorator
@inline export function popcount(mask: u32): i32 {
  return <i32>popcnt<u32>(mask);
}

/** The digit (1..25) whose bit is `bit` (exactly one bit set). */
// @ts-ignore: decorator
@inline export function digitOf(bit: u32): i32 {
  return 32 - <i32>clz<u32>(bit);
}

/** Whether `n` is a supported side (4, 9, 16, 25). */
export function isSupportedSide(n: i32): bool {
  return n == 4 || n == 9 || n == 16 || n == 25;
}

/** unitCells[index] (u16 table). */
// @ts-ignore: decorator
@inline export function unitCell(index: i32): i32 {
  return <i32>load<u16>(UNIT_CELLS_PTR + (<usize>index << 1));
}

/** peers[index] (u16 table). */
// @ts-ignore: decorator
@inline export function peer(index: i32): i32 {
  return <i32>load<u16>(PEERS_PTR + (<usize>index << 1));
}

/**
 * Builds the unit and peer tables for `newSide` (a supported side). Called
 * before every solve; cheap when the side did not change.
 */
export function setupTables(newSide: i32): void {
  if (newSide == side) return;
  side = newSide;
  boxSide = newSide == 4 ? 2 : newSide == 9 ? 3 : newSide == 16 ? 4 : 5;
  cellCount = side * side;
  unitCount = 3 * side;
  peerCount = 3 * side - 2 * boxSide - 1;
  allDigits = (<u32>1 << <u32>side) - 1;
  for (let i = 0; i < side; i++) {
    const boxRow = (i / boxSide) * boxSide;
    const boxColumn = (i % boxSide) * boxSide;
    for (let k = 0; k < side; k++) {
      storeUnitCell(i * side + k, i * side + k); // row i
      storeUnitCell((side + i) * side + k, k * side + i); // column i
      const r = boxRow + k / boxSide;
      const c = boxColumn + (k % boxSide);
      storeUnitCell((2 * side + i) * side + k, r * side + c); // box i
    }
  }
  for (let cell = 0; cell < cellCount; cell++) {
    const row = cell / side;
    const column = cell % side;
    const boxRow = row - (row % boxSide);
    const boxColumn = column - (column % boxSide);
    let k = cell * peerCount;
    for (let c = 0; c < side; c++) if (c != column) storePeer(k++, row * side + c);
    for (let r = 0; r < side; r++) if (r != row) storePeer(k++, r * side + column);
    for (let r = boxRow; r < boxRow + boxSide; r++) {
      for (let c = boxColumn; c < boxColumn + boxSide; c++) {
        if (r != row && c != column) storePeer(k++, r * side + c);
      }
    }
  }
}

/** unitCells[index] = cell. */
function storeUnitCell(index: i32, cell: i32): void {
  store<u16>(UNIT_CELLS_PTR + (<usize>index << 1), <u16>cell);
}

/** peers[index] = cell. */
function storePeer(index: i32, cell: i32): void {
  store<u16>(PEERS_PTR + (<usize>index << 1), <u16>cell);
}
