/**
 * The logic engine's memory (issue #14): everything it keeps lives at fixed
 * pointers inside its range 0x200000–0x300000 of the engine's 4 MiB linear
 * memory (ranges set in the project's CONTRACT.md). Nothing is allocated.
 *
 * Glossary (kept by every file of logic/):
 * - side N: 4, 9, 16 or 25; box side B = √N; N*N cells, row by row.
 * - digit d: 1..N, held as the bit `1 << (d - 1)`; a candidate mask is an
 *   OR of such bits; a placed cell has mask 0 and its digit in `values`.
 * - unit: rows 0..N-1, columns N..2N-1, boxes 2N..3N-1 (box i covers
 *   box-row ⌊i/B⌋, box-column i mod B); a unit's cells are listed row-major.
 * - position mask: bit i = the i-th cell of a unit (in that unit's order).
 * - step: one deduction a person makes (placements and/or eliminations),
 *   written as a record in the step list (format in step.ts).
 *
 *   0x200000 ┌───────────────────────────────────────────────┐ INPUT_VALUES_PTR
 *            │ input: u8 × 625 digits (0 = empty), host-set  │
 *   0x200280 ├───────────────────────────────────────────────┤ INPUT_CANDIDATES_PTR
 *            │ input: u32 × 625 candidate masks (pencil mode)│
 *   0x200C80 ├───────────────────────────────────────────────┤ VALUES_PTR
 *            │ state: u8 × 625 placed digits                 │
 *   0x200F00 ├───────────────────────────────────────────────┤ CANDIDATES_PTR
 *            │ state: u32 × 625 candidate masks              │
 *   0x201900 ├───────────────────────────────────────────────┤ SAVED_VALUES_PTR
 *            │ u8 × 625: a copy of the state (find, hint)    │
 *   0x201B80 ├───────────────────────────────────────────────┤ SAVED_CANDIDATES_PTR
 *            │ u32 × 625                                     │
 *   0x202580 ├───────────────────────────────────────────────┤ UNIT_CELLS_PTR
 *            │ u16 × 75 × 25: the cells of each unit         │
 *   0x203500 ├───────────────────────────────────────────────┤ CELL_UNITS_PTR
 *            │ u8 × 625 × 3: row, column, box of each cell   │  (box stored as box
 *   0x203C80 ├───────────────────────────────────────────────┤   index 0..N-1)
 *            │ u32 × 625: eliminations staged per cell       │ STAGED_MASKS_PTR
 *   0x204680 ├───────────────────────────────────────────────┤ STAGE_PLACEMENTS_PTR
 *            │ i32 × 256 placements of the step being built  │
 *   0x204A80 ├───────────────────────────────────────────────┤ STAGE_ELIMINATIONS_PTR
 *            │ i32 × 4096 eliminations of that step          │
 *   0x208A80 ├───────────────────────────────────────────────┤ STAGE_CELLS_PTR
 *            │ i32 × 640 pattern cells of that step          │
 *   0x209480 ├───────────────────────────────────────────────┤ STAGE_UNITS_PTR
 *            │ i32 × 96 pattern units of that step           │
 *   0x209600 ├───────────────────────────────────────────────┤ RATE_RESULT_PTR
 *            │ i32 × 16: status, ER, EP, ED ×10, hardest, …  │
 *   0x209640 ├───────────────────────────────────────────────┤ TECHNIQUE_COUNTS_PTR
 *            │ i32 × 128: steps taken per technique id       │
 *   0x209840 ├───────────────────────────────────────────────┤ CHANGE_STAMPS_PTR
 *            │ i32 × 25 + 75 + 32: when each digit and unit  │
 *            │ last changed, when each finder last found     │
 *            │ nothing (freshness.ts)                        │
 *   0x209A80 ├───────────────────────────────────────────────┤ BOX_INDEX_PTR
 *            │ u8 × 625: index of each cell inside its box   │
 *   0x209D00 ├───────────────────────────────────────────────┤ UNIT_EMPTY_PTR
 *            │ state: i32 × 75 empty cells per unit          │
 *   0x209E40 ├───────────────────────────────────────────────┤ TURBOT_CACHE_PTR
 *            │ i32 × 9 × 8: turbot fish's choice per digit   │
 *   0x20A000 ├───────────────────────────────────────────────┤ BATCH_RESULTS_PTR
 *            │ i32 × 1024 × 8: rateBatch output per puzzle   │
 *   0x212000 ├───────────────────────────────────────────────┤ BATCH_PUZZLES_PTR
 *            │ u8 × 1024 × 81: rateBatch input (9×9 only)    │
 *   0x226400 ├───────────────────────────────────────────────┤ POSITIONS_PTR
 *            │ state: u32 × 75 × 25 positions of each digit  │
 *            │ in each unit, then u32 × 25 placed counts     │
 *   0x228200 ├───────────────────────────────────────────────┤ SCRATCH_PTR
 *            │ scratch of the non-chain techniques (wings,   │
 *            │ uniqueness, strong links): 0x16A00 bytes      │
 *   0x23EC00 ├───────────────────────────────────────────────┤ WING_SNAPSHOTS_PTR
 *            │ u32 × 81 × 2: the board at the WXYZ and VWXYZ │
 *            │ wings' clean marks (big-wings.ts), 1 KiB      │
 *   0x23F000 ├───────────────────────────────────────────────┤ CELL_SETS_PTR
 *            │ 9×9 cell-set tables (cell-sets.ts), 4 KiB     │
 *   0x240000 ├───────────────────────────────────────────────┤ PEERS_PTR
 *            │ u16 × 625 × 64: the peers of each cell        │  80,000 B
 *   0x254000 ├───────────────────────────────────────────────┤ STEP_LIST_PTR
 *            │ step list: i32 records (step.ts), 176 KiB     │
 *   0x280000 ├───────────────────────────────────────────────┤ CHAINS_SCRATCH_PTR
 *            │ the chain techniques' own memory (chains/**), │
 *            │ laid out by chains/layout.ts, 512 KiB         │
 *   0x300000 └───────────────────────────────────────────────┘ LOGIC_END
 */

/** Start of the logic engine's range. */
export const LOGIC_BASE: usize = 0x200000;
/** Largest side the logic engine takes. */
export const LOGIC_MAX_SIDE: i32 = 25;
/** Units of the largest grid. */
export const LOGIC_MAX_UNITS: i32 = 75;

/** Host-written digits, u8 per cell (0 = empty). */
export const INPUT_VALUES_PTR: usize = LOGIC_BASE;
/** Host-written candidate masks, u32 per cell (read when loading pencil marks). */
export const INPUT_CANDIDATES_PTR: usize = 0x200280;
/** The state: u8 digit per cell. */
export const VALUES_PTR: usize = 0x200c80;
/** The state: u32 candidate mask per cell (0 once placed). */
export const CANDIDATES_PTR: usize = 0x200f00;
/** A saved copy of the digits (saveState / restoreState). */
export const SAVED_VALUES_PTR: usize = 0x201900;
/** A saved copy of the candidate masks. */
export const SAVED_CANDIDATES_PTR: usize = 0x201b80;
/** u16 × LOGIC_MAX_SIDE per unit: its cells in order. */
export const UNIT_CELLS_PTR: usize = 0x202580;
/** u8 × 3 per cell: its row, column and box index (each 0..N-1). */
export const CELL_UNITS_PTR: usize = 0x203500;
/** u32 per cell: the candidates the step being built already eliminates there. */
export const STAGED_MASKS_PTR: usize = 0x203c80;
/** i32 items (cell << 8 | digit): placements of the step being built. */
export const STAGE_PLACEMENTS_PTR: usize = 0x204680;
/** Room for placements in one step. */
export const STAGE_PLACEMENTS_CAPACITY: i32 = 256;
/** i32 items (cell << 8 | digit): eliminations of the step being built. */
export const STAGE_ELIMINATIONS_PTR: usize = 0x204a80;
/** Room for eliminations in one step. */
export const STAGE_ELIMINATIONS_CAPACITY: i32 = 4096;
/** i32 cells: the pattern of the step being built. */
export const STAGE_CELLS_PTR: usize = 0x208a80;
/** Room for pattern cells in one step. */
export const STAGE_CELLS_CAPACITY: i32 = 640;
/** i32 units: the pattern's units of the step being built. */
export const STAGE_UNITS_PTR: usize = 0x209480;
/** Room for pattern units in one step. */
export const STAGE_UNITS_CAPACITY: i32 = 96;
/** i32 × 16: the last rating (rate.ts names the slots). */
export const RATE_RESULT_PTR: usize = 0x209600;
/** i32 × TECHNIQUE_SLOTS: steps taken per technique id by the last rate/steps call. */
export const TECHNIQUE_COUNTS_PTR: usize = 0x209640;
/** Technique ids have room for this many (techniques.ts). */
export const TECHNIQUE_SLOTS: i32 = 128;
/**
 * i32 change stamps (freshness.ts): per digit (index d - 1), then per unit
 * (index LOGIC_MAX_SIDE + unit), then per finder its clean mark (index
 * LOGIC_MAX_SIDE + LOGIC_MAX_UNITS + key).
 */
export const CHANGE_STAMPS_PTR: usize = 0x209840;
/** Room for finder keys in CHANGE_STAMPS_PTR. */
export const CLEAN_MARK_SLOTS: i32 = 32;
/** u8 per cell: its index inside its box (row-major). */
export const BOX_INDEX_PTR: usize = 0x209a80;
/** i32 per unit: how many of its cells are empty, kept by state.ts. */
export const UNIT_EMPTY_PTR: usize = 0x209d00;
/** i32 × 8 per digit (9×9): turbot.ts's choice among the digit's instances, valid while the digit is unchanged. */
export const TURBOT_CACHE_PTR: usize = 0x209e40;
/** Puzzles one rateBatch call takes. */
export const RATE_BATCH_CAPACITY: i32 = 1024;
/** i32 × RATE_BATCH_WORDS per puzzle: rateBatch output (rate.ts names the slots). */
export const BATCH_RESULTS_PTR: usize = 0x20a000;
/** Words per puzzle in BATCH_RESULTS_PTR. */
export const RATE_BATCH_WORDS: i32 = 8;
/** u8 × 81 per puzzle: rateBatch input, 9×9 puzzles packed. */
export const BATCH_PUZZLES_PTR: usize = 0x212000;
/** u32 × LOGIC_MAX_SIDE per unit: positions of digit d in unit u at (u * 25 + d - 1), kept by state.ts. */
export const POSITIONS_PTR: usize = 0x226400;
/** u32 × LOGIC_MAX_SIDE: how many times each digit is placed (index d - 1), kept by state.ts. */
export const PLACED_COUNTS_PTR: usize = 0x22814c;
/** Scratch memory of the non-chain techniques. */
export const SCRATCH_PTR: usize = 0x228200;
/** u32 × 81 per big wing (WXYZ, then VWXYZ): the candidate masks when its last search found nothing. */
export const WING_SNAPSHOTS_PTR: usize = 0x23ec00;
/** 9×9 cell sets (three u32 words per set): tables of cell-sets.ts, filled once. */
export const CELL_SETS_PTR: usize = 0x23f000;
/** u16 × 64 per cell: its peers (state.ts peerOf). */
export const PEERS_PTR: usize = 0x240000;
/** The step list: records described in step.ts. */
export const STEP_LIST_PTR: usize = 0x254000;
/** End of the step list (exclusive). */
export const STEP_LIST_END: usize = 0x280000;
/** The chain techniques' memory (chains/** lays it out). */
export const CHAINS_SCRATCH_PTR: usize = 0x280000;
/** End of the logic engine's range (exclusive). */
export const LOGIC_END: usize = 0x300000;
