/**
 * The solvers' linear memory: the general N×N engine (board.ts, search.ts)
 * in 0x000000–0x1D0000 and the 9×9 band solver (band9.ts, band9-tables.ts)
 * in 0x1D0000–0x200000 of the engine's one 4 MiB memory (64 pages, never
 * grown, so JS views stay valid). Other features keep their own layout
 * files for their ranges (CONTRACT.md: logic 0x200000, generator 0x300000).
 * Every pointer is a constant, in both engines: nothing is allocated.
 *
 * How to add an engine feature (one source, both engines):
 *  1. write it in assembly/engine/<feature>/ in the shared subset (CONTRACT.md);
 *     memory, bits and clock only through ../../target/{memory,bits,clock};
 *  2. give it a range of fixed pointers in its own layout.ts, like this file;
 *  3. put the host-called functions in <feature>/abi.ts and add
 *     `export * from "./engine/<feature>/abi";` to assembly/index.ts;
 *  4. `npm run build`: asc compiles it, the JS copy appears in
 *     src/engine-js/generated/, and `engine.abi` has it on both engines.
 *
 *   0x000000 ┌──────────────────────────────────────────────┐
 *            │ AssemblyScript static data (abort strings of │  < 64 KiB, checked in
 *            │ debug builds); unused in JS                  │  debug builds
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
 *   0x1CF390 ├──────────────────────────────────────────────┤ BRANCH_DIGIT_PTR
 *            │ branchDigit: u32 × 626 (unit branches)       │  2,560 B
 *   0x1CFD90 ├──────────────────────────────────────────────┤ FREE_PTR
 *            │ free                                         │
 *   0x1D0000 ╞══════════════════════════════════════════════╡ BAND9_BASE
 *            │ ROW_BOXES: i32 × 512   (tables: band9-      │  2 KiB
 *   0x1D0800 │ MATCH_KEEP: i32 × 512   tables.ts, built     │  2 KiB
 *   0x1D1000 │ CLAIM_KEEP: i32 × 512   once at the first    │  2 KiB
 *   0x1D1800 │ COLUMN_LOCK: i32 × 512  9×9 solve)           │  2 KiB
 *   0x1D2000 │ BAND_PEERS: i32 × 27                         │  128 B
 *   0x1D2080 │ CELL_COLUMN: i32 × 27                        │  128 B
 *   0x1D2100 ├──────────────────────────────────────────────┤ CAND
 *            │ cand: i32 × 27 digit-band masks (state)      │  128 B
 *   0x1D2180 │ prev: i32 × 27 (PREV)                        │  128 B
 *   0x1D2200 │ unsolved: i32 × 3 (UNSOLVED)                 │  16 B
 *   0x1D2210 │ pairs: i32 × 3 (PAIRS, chooseCell's scratch) │  16 B
 *   0x1D2220 ├──────────────────────────────────────────────┤ STACK
 *            │ saved states: i32 × 32 per depth × 82        │  10,496 B
 *   0x1D4B20 ├──────────────────────────────────────────────┤ DECISIONS_PTR
 *            │ decisions: i32 × BATCH_CAPACITY (output)     │  4 KiB
 *   0x1D5B20 ├──────────────────────────────────────────────┤ BAND9_FREE
 *            │ free                                         │
 *   0x200000 └──────────────────────────────────────────────┘ BAND9_END
 *
 * A frame is one search level: `cellCount` candidate masks (u32, bit d-1 =
 * digit d possible; PLACED flag once the digit is placed), then one u32
 * counting the cells not yet placed. The band9 words are drawn in band9.ts
 * and band9-tables.ts.
 */

// ---- sizes -----------------------------------------------------------------------

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

// ---- general engine: 0x000000–0x1D0000 --------------------------------------------

/** Start of the regions below; AssemblyScript's static data must end before it. */
export const REGION_START: usize = 0x10000;
/** Input cells: puzzle i of side s at PUZZLES_PTR + i*s*s. */
export const PUZZLES_PTR: usize = REGION_START;
/** Output cells, same layout as the input: each puzzle's first solution. */
export const SOLUTIONS_PTR: usize = PUZZLES_PTR + BATCH_CAPACITY * 81;
/** Output i32 per puzzle: solutions found (≤ limit) or TIMED_OUT. */
export const COUNTS_PTR: usize = SOLUTIONS_PTR + BATCH_CAPACITY * 81;
/** Output i32 per puzzle: guesses made. */
export const GUESSES_PTR: usize = COUNTS_PTR + BATCH_CAPACITY * 4;
/** u16 table: unitCells[u * side + k] = k-th cell of unit u. */
export const UNIT_CELLS_PTR: usize = GUESSES_PTR + BATCH_CAPACITY * 4;
/** u16 table: peers[c * peerCount + k] = k-th peer of cell c (row, column, rest of box). */
export const PEERS_PTR: usize = UNIT_CELLS_PTR + 4096;
/** u16 × MAX_CELLS: cells whose mask just became one bit. */
export const QUEUE_PTR: usize = PEERS_PTR + MAX_CELLS * MAX_PEERS * 2;
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
/**
 * u32 per open branch point that branches on a unit (search.ts): the digit
 * bit being placed; its BRANCH_REST word then holds the unit's positions
 * not yet tried instead of digits.
 */
export const BRANCH_DIGIT_PTR: usize = FRAMES_PTR + MAX_LEVELS * (MAX_CELLS + 1) * 4;
/** First byte the general engine does not use. */
export const FREE_PTR: usize = BRANCH_DIGIT_PTR + 2560;

// ---- 9×9 band solver: 0x1D0000–0x200000 ---------------------------------------------

/** Start of the band solver's range. */
export const BAND9_BASE: usize = 0x1d0000;
/** ROW_BOXES[slice] (512 × i32): see band9-tables.ts. */
export const ROW_BOXES: usize = BAND9_BASE;
/** MATCH_KEEP[shape] (512 × i32): see band9-tables.ts. */
export const MATCH_KEEP: usize = ROW_BOXES + 512 * 4;
/** CLAIM_KEEP[columns] (512 × i32): see band9-tables.ts. */
export const CLAIM_KEEP: usize = MATCH_KEEP + 512 * 4;
/** COLUMN_LOCK[columns] (512 × i32): see band9-tables.ts. */
export const COLUMN_LOCK: usize = CLAIM_KEEP + 512 * 4;
/** BAND_PEERS[bit] (27 × i32): see band9-tables.ts. */
export const BAND_PEERS: usize = COLUMN_LOCK + 512 * 4;
/** CELL_COLUMN[bit] (27 × i32): see band9-tables.ts. */
export const CELL_COLUMN: usize = BAND_PEERS + 128;
/** cand[K] (27 × i32): cells of band K % 3 where digit K / 3 is still possible. */
export const CAND: usize = CELL_COLUMN + 128;
/** prev[K] (27 × i32): cand[K] when it was last processed; a difference means "process again". */
export const PREV: usize = CAND + 128;
/** unsolved[b] (3 × i32): cells of band b not yet placed. */
export const UNSOLVED: usize = PREV + 128;
/** pairs[b] (3 × i32): unsolved cells of band b with exactly two candidates (chooseCell's scratch). */
export const PAIRS: usize = UNSOLVED + 16;
/** Saved states, SLOT_WORDS i32 per search depth (band9.ts). */
export const STACK: usize = PAIRS + 16;
/** Words of one saved state: 27 digit-band masks + 3 unsolved-cell masks, padded to 32. */
export const SLOT_WORDS: i32 = 32;
/** Every guess places a cell, so the band search is never deeper than 81. */
export const MAX_DEPTH: i32 = 82;
/**
 * Output i32 per puzzle of a solveBatch call: branch decisions of the 9×9
 * solver (band9.ts counts one per alternative it keeps to come back to, as
 * tdoku counts its binary branches); 0 for other sides.
 */
export const DECISIONS_PTR: usize = STACK + MAX_DEPTH * SLOT_WORDS * 4;
/** First byte the band solver does not use. */
export const BAND9_FREE: usize = DECISIONS_PTR + BATCH_CAPACITY * 4;
/** End of the band solver's range (the logic engine's starts here). */
export const BAND9_END: usize = 0x200000;
