/**
 * The logic engine's memory: everything it keeps lives at fixed pointers
 * inside its range 0x200000–0x300000 of the engine's 4 MiB linear memory
 * (the ranges: docs/engine.md). Nothing is allocated. Each region starts
 * where the one before it ends (its pointer plus its _BYTES); the room of a
 * region may exceed what it holds where the next one keeps an aligned start.
 * test/layout.test.ts checks the drawing below against the constants, and
 * that every region fits inside the range without overlapping another.
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
 *   0x209840 ├───────────────────────────────────────────────┤ DIGIT_STAMPS_PTR
 *            │ i32 × 25: when each digit last changed        │
 *   0x2098A4 ├───────────────────────────────────────────────┤ UNIT_STAMPS_PTR
 *            │ i32 × 75: when each unit last changed         │
 *   0x2099D0 ├───────────────────────────────────────────────┤ CLEAN_MARKS_PTR
 *            │ i32 × 32: when each finder last found nothing │
 *            │ (freshness.ts)                                │
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
 *            │ in each unit                                  │
 *   0x22814C ├───────────────────────────────────────────────┤ PLACED_COUNTS_PTR
 *            │ state: u32 × 25 placed counts                 │
 *   0x228200 ├───────────────────────────────────────────────┤ SCRATCH_PTR
 *            │ scratch of the non-chain finders, free between│
 *            │ finder calls: each lays its own regions from  │
 *            │ SCRATCH_PTR on (drawn below), 0x16A00 bytes   │
 *   0x23EC00 ├───────────────────────────────────────────────┤ WING_SNAPSHOTS_PTR
 *            │ u32 × 81 × 3: the board at the WXYZ, VWXYZ    │
 *            │ wings' and unique loops' clean marks, 1 KiB   │
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
 *
 * The finder scratch, SCRATCH_PTR–SCRATCH_END, is free between finder
 * calls, so each of its users lays its own regions out from a fixed offset
 * in it (they may overlap another user's regions, never their own):
 *
 *   0x228200 ┌──────────────────────────────────┐ TURBOT_LINKS_PTR (turbot.ts)
 *            │ i32 × 19 × 256: link records     │
 *   0x22CE00 ├──────────────────────────────────┤ TURBOT_UNIT_LINKS_PTR
 *            │ u32 × 27: each unit's links      │
 *   0x22CE6C └──────────────────────────────────┘ TURBOT_SCRATCH_END
 *
 *   0x228200 ┌──────────────────────────────────┐ LOAD_PLACED_PTR (state.ts)
 *            │ u32 × 27: digits placed per unit │
 *   0x22826C └──────────────────────────────────┘ LOAD_SCRATCH_END
 *
 *   0x228A00 ┌──────────────────────────────────┐ UNIQUENESS_LOOP_PTR (uniqueness.ts)
 *            │ i32 × 20 (+4 spare): loop cells  │
 *   0x228A60 ├──────────────────────────────────┤ UNIQUENESS_EXTRA_PTR
 *            │ i32 × 81: extra cells            │
 *   0x228BA4 └──────────────────────────────────┘ UNIQUENESS_SCRATCH_END
 *
 *   0x229200 ┌──────────────────────────────────┐ BUG_TEMP_PTR (bug.ts)
 *            │ u32 × 81: candidates less BUG    │
 *   0x229344 ├──────────────────────────────────┤ BUG_VALUES_PTR
 *            │ u32 × 81: BUG values per cell    │
 *   0x229488 ├──────────────────────────────────┤ BUG_CELLS_PTR
 *            │ i32 × 81: BUG cells              │
 *   0x2295CC ├──────────────────────────────────┤ BUG_EXTRA_CELLS_PTR
 *            │ u8 × 96: extra-value cells       │
 *   0x22962C ├──────────────────────────────────┤ BUG_UNIT_CELLS_PTR
 *            │ i32 × 9: a unit's cells          │
 *   0x229650 └──────────────────────────────────┘ BUG_SCRATCH_END
 */

// ---- sizes -----------------------------------------------------------------------

/** Largest side the logic engine takes. */
export const LOGIC_MAX_SIDE: i32 = 25;
/** Units of the largest grid. */
export const LOGIC_MAX_UNITS: i32 = 75;
/** Cells of the largest grid. */
export const LOGIC_MAX_CELLS: i32 = LOGIC_MAX_SIDE * LOGIC_MAX_SIDE;
/** Room for placements in one step. */
export const STAGE_PLACEMENTS_CAPACITY: i32 = 256;
/** Room for eliminations in one step. */
export const STAGE_ELIMINATIONS_CAPACITY: i32 = 4096;
/** Room for pattern cells in one step. */
export const STAGE_CELLS_CAPACITY: i32 = 640;
/** Room for pattern units in one step. */
export const STAGE_UNITS_CAPACITY: i32 = 96;
/** Technique ids have room for this many (techniques.ts). */
export const TECHNIQUE_ID_CAPACITY: i32 = 128;
/** Room for finder keys in CLEAN_MARKS_PTR. */
export const CLEAN_MARK_CAPACITY: i32 = 32;
/** Puzzles one rateBatch call takes. */
export const RATE_BATCH_CAPACITY: i32 = 1024;
/** Words per puzzle in BATCH_RESULTS_PTR. */
export const RATE_BATCH_WORDS: i32 = 8;

/** Bytes of a u8 per cell: 625, rounded up to 64 so the next region stays aligned. */
const CELL_U8_BYTES: usize = <usize>((LOGIC_MAX_CELLS + 63) & ~63);
/** Bytes of a u32 per cell: 2,500, rounded up to 64. */
const CELL_U32_BYTES: usize = <usize>((LOGIC_MAX_CELLS * 4 + 63) & ~63);

// ---- the logic range: 0x200000–0x300000 -------------------------------------------

/** Start of the logic engine's range. */
export const LOGIC_BASE: usize = 0x200000;
/** End of the logic engine's range (exclusive). */
export const LOGIC_END: usize = 0x300000;

/** Host-written digits, u8 per cell (0 = empty). */
export const INPUT_VALUES_PTR: usize = LOGIC_BASE;
export const INPUT_VALUES_BYTES: usize = CELL_U8_BYTES;
/** Host-written candidate masks, u32 per cell (read when loading pencil marks). */
export const INPUT_CANDIDATES_PTR: usize = INPUT_VALUES_PTR + INPUT_VALUES_BYTES;
export const INPUT_CANDIDATES_BYTES: usize = CELL_U32_BYTES;
/** The state: u8 digit per cell. */
export const VALUES_PTR: usize = INPUT_CANDIDATES_PTR + INPUT_CANDIDATES_BYTES;
export const VALUES_BYTES: usize = CELL_U8_BYTES;
/** The state: u32 candidate mask per cell (0 once placed). */
export const CANDIDATES_PTR: usize = VALUES_PTR + VALUES_BYTES;
export const CANDIDATES_BYTES: usize = CELL_U32_BYTES;
/** A saved copy of the digits (saveState / restoreState). */
export const SAVED_VALUES_PTR: usize = CANDIDATES_PTR + CANDIDATES_BYTES;
export const SAVED_VALUES_BYTES: usize = CELL_U8_BYTES;
/** A saved copy of the candidate masks. */
export const SAVED_CANDIDATES_PTR: usize = SAVED_VALUES_PTR + SAVED_VALUES_BYTES;
export const SAVED_CANDIDATES_BYTES: usize = CELL_U32_BYTES;
/** u16 × LOGIC_MAX_SIDE per unit: its cells in order. */
export const UNIT_CELLS_PTR: usize = SAVED_CANDIDATES_PTR + SAVED_CANDIDATES_BYTES;
/** u16 × 75 × 25 = 3,750 B, with room to 3,968 (the next region's start has always been 0x203500). */
export const UNIT_CELLS_BYTES: usize = 3968;
/** u8 × 3 per cell: its row, column and box index (each 0..N-1). */
export const CELL_UNITS_PTR: usize = UNIT_CELLS_PTR + UNIT_CELLS_BYTES;
export const CELL_UNITS_BYTES: usize = <usize>((LOGIC_MAX_CELLS * 3 + 63) & ~63);
/** u32 per cell: the candidates the step being built already eliminates there. */
export const STAGED_MASKS_PTR: usize = CELL_UNITS_PTR + CELL_UNITS_BYTES;
export const STAGED_MASKS_BYTES: usize = CELL_U32_BYTES;
/** i32 items (cell << 8 | digit): placements of the step being built. */
export const STAGE_PLACEMENTS_PTR: usize = STAGED_MASKS_PTR + STAGED_MASKS_BYTES;
export const STAGE_PLACEMENTS_BYTES: usize = <usize>(STAGE_PLACEMENTS_CAPACITY * 4);
/** i32 items (cell << 8 | digit): eliminations of the step being built. */
export const STAGE_ELIMINATIONS_PTR: usize = STAGE_PLACEMENTS_PTR + STAGE_PLACEMENTS_BYTES;
export const STAGE_ELIMINATIONS_BYTES: usize = <usize>(STAGE_ELIMINATIONS_CAPACITY * 4);
/** i32 cells: the pattern of the step being built. */
export const STAGE_CELLS_PTR: usize = STAGE_ELIMINATIONS_PTR + STAGE_ELIMINATIONS_BYTES;
export const STAGE_CELLS_BYTES: usize = <usize>(STAGE_CELLS_CAPACITY * 4);
/** i32 units: the pattern's units of the step being built. */
export const STAGE_UNITS_PTR: usize = STAGE_CELLS_PTR + STAGE_CELLS_BYTES;
export const STAGE_UNITS_BYTES: usize = <usize>(STAGE_UNITS_CAPACITY * 4);
/** i32 × 16: the last rating (rate.ts names the words). */
export const RATE_RESULT_PTR: usize = STAGE_UNITS_PTR + STAGE_UNITS_BYTES;
export const RATE_RESULT_BYTES: usize = 16 * 4;
/** i32 × TECHNIQUE_ID_CAPACITY: steps taken per technique id by the last rate/steps call. */
export const TECHNIQUE_COUNTS_PTR: usize = RATE_RESULT_PTR + RATE_RESULT_BYTES;
export const TECHNIQUE_COUNTS_BYTES: usize = <usize>(TECHNIQUE_ID_CAPACITY * 4);
/**
 * i32 per digit (index d - 1): the change clock's tick when its candidates
 * last changed (state.ts stamps, freshness.ts reads). The three stamp
 * regions are contiguous: state.ts clears them as one run of STAMP_WORDS.
 */
export const DIGIT_STAMPS_PTR: usize = TECHNIQUE_COUNTS_PTR + TECHNIQUE_COUNTS_BYTES;
export const DIGIT_STAMPS_BYTES: usize = <usize>(LOGIC_MAX_SIDE * 4);
/** i32 per unit: the tick when a candidate of it last changed. */
export const UNIT_STAMPS_PTR: usize = DIGIT_STAMPS_PTR + DIGIT_STAMPS_BYTES;
export const UNIT_STAMPS_BYTES: usize = <usize>(LOGIC_MAX_UNITS * 4);
/** i32 per finder key (freshness.ts): its clean mark, the tick when it last found nothing. */
export const CLEAN_MARKS_PTR: usize = UNIT_STAMPS_PTR + UNIT_STAMPS_BYTES;
/** 128 B used; room to the next 64-byte boundary. */
export const CLEAN_MARKS_BYTES: usize = 176;
/** i32 words of the three stamp regions, cleared together on every load. */
export const STAMP_WORDS: i32 = LOGIC_MAX_SIDE + LOGIC_MAX_UNITS + CLEAN_MARK_CAPACITY;
/** u8 per cell: its index inside its box (row-major). */
export const BOX_INDEX_PTR: usize = CLEAN_MARKS_PTR + CLEAN_MARKS_BYTES;
export const BOX_INDEX_BYTES: usize = CELL_U8_BYTES;
/** i32 per unit: how many of its cells are empty, kept by state.ts. */
export const UNIT_EMPTY_PTR: usize = BOX_INDEX_PTR + BOX_INDEX_BYTES;
/** 300 B used, rounded up to 64. */
export const UNIT_EMPTY_BYTES: usize = <usize>((LOGIC_MAX_UNITS * 4 + 63) & ~63);
/** i32 × 8 per digit (9×9): turbot.ts's choice among the digit's instances, valid while the digit is unchanged. */
export const TURBOT_CACHE_PTR: usize = UNIT_EMPTY_PTR + UNIT_EMPTY_BYTES;
/** 288 B used; room to the next 4 KiB boundary, where the batch regions start. */
export const TURBOT_CACHE_BYTES: usize = 448;
/** i32 × RATE_BATCH_WORDS per puzzle: rateBatch output (rate.ts names the words). */
export const BATCH_RESULTS_PTR: usize = TURBOT_CACHE_PTR + TURBOT_CACHE_BYTES;
export const BATCH_RESULTS_BYTES: usize = <usize>(RATE_BATCH_CAPACITY * RATE_BATCH_WORDS * 4);
/** u8 × 81 per puzzle: rateBatch input, 9×9 puzzles packed. */
export const BATCH_PUZZLES_PTR: usize = BATCH_RESULTS_PTR + BATCH_RESULTS_BYTES;
export const BATCH_PUZZLES_BYTES: usize = <usize>(RATE_BATCH_CAPACITY * 81);
/** u32 × LOGIC_MAX_SIDE per unit: positions of digit d in unit u at (u * 25 + d - 1), kept by state.ts. */
export const POSITIONS_PTR: usize = BATCH_PUZZLES_PTR + BATCH_PUZZLES_BYTES;
export const POSITIONS_BYTES: usize = <usize>(LOGIC_MAX_UNITS * LOGIC_MAX_SIDE * 4);
/** u32 × LOGIC_MAX_SIDE: how many times each digit is placed (index d - 1), kept by state.ts. */
export const PLACED_COUNTS_PTR: usize = POSITIONS_PTR + POSITIONS_BYTES;
/** 100 B used; room to the next 512-byte boundary. */
export const PLACED_COUNTS_BYTES: usize = 180;
/** Scratch memory of the non-chain finders (their regions: below). */
export const SCRATCH_PTR: usize = PLACED_COUNTS_PTR + PLACED_COUNTS_BYTES;
export const SCRATCH_BYTES: usize = 0x16a00;
/** u32 × 81 per big wing (WXYZ, then VWXYZ), then for unique loops: the candidate masks when its last search found nothing. */
export const WING_SNAPSHOTS_PTR: usize = SCRATCH_PTR + SCRATCH_BYTES;
/** 972 B used; room to the next 4 KiB boundary. */
export const WING_SNAPSHOTS_BYTES: usize = 1024;
/** Unique loops' snapshot (uniqueness.ts), the third of WING_SNAPSHOTS_PTR's. */
export const LOOP_SNAPSHOT_PTR: usize = WING_SNAPSHOTS_PTR + 2 * 81 * 4;
/** 9×9 cell sets (three u32 words per set): tables of cell-sets.ts, filled once. */
export const CELL_SETS_PTR: usize = WING_SNAPSHOTS_PTR + WING_SNAPSHOTS_BYTES;
/** 972 B used (81 peer sets). */
export const CELL_SETS_BYTES: usize = 4096;
/** u16 × 64 per cell: its peers (state.ts peerOf). */
export const PEERS_PTR: usize = CELL_SETS_PTR + CELL_SETS_BYTES;
/** 80,000 B used; room to the next 16 KiB boundary. */
export const PEERS_BYTES: usize = 0x14000;
/** The step list: records described in step.ts. */
export const STEP_LIST_PTR: usize = PEERS_PTR + PEERS_BYTES;
export const STEP_LIST_BYTES: usize = 0x2c000;
/** End of the step list (exclusive). */
export const STEP_LIST_END: usize = STEP_LIST_PTR + STEP_LIST_BYTES;
/** The chain techniques' memory (chains/layout.ts lays it out). */
export const CHAINS_SCRATCH_PTR: usize = STEP_LIST_END;
export const CHAINS_SCRATCH_BYTES: usize = LOGIC_END - CHAINS_SCRATCH_PTR;

// ---- the finder scratch: SCRATCH_PTR–SCRATCH_END ----------------------------------

/** End of the finder scratch (exclusive). */
export const SCRATCH_END: usize = SCRATCH_PTR + SCRATCH_BYTES;

/**
 * Turbot fish's link records (turbot.ts names the words): the links of one
 * digit, at most TURBOT_MAX_LINKS of TURBOT_LINK_WORDS i32 each.
 */
export const TURBOT_LINKS_PTR: usize = SCRATCH_PTR;
/** Links turbot.ts keeps for one digit. */
export const TURBOT_MAX_LINKS: i32 = 256;
/** i32 words of one link record. */
export const TURBOT_LINK_WORDS: i32 = 19;
export const TURBOT_LINKS_BYTES: usize = <usize>(TURBOT_MAX_LINKS * TURBOT_LINK_WORDS * 4);
/** u32 × 27: the links (bit = link index) with an end lying in each unit. */
export const TURBOT_UNIT_LINKS_PTR: usize = TURBOT_LINKS_PTR + TURBOT_LINKS_BYTES;
export const TURBOT_UNIT_LINKS_BYTES: usize = 27 * 4;
/** End of turbot fish's scratch (exclusive). */
export const TURBOT_SCRATCH_END: usize = TURBOT_UNIT_LINKS_PTR + TURBOT_UNIT_LINKS_BYTES;

/** u32 × 27: the digits placed in each unit while loadPuzzle9 (state.ts) derives the candidates. */
export const LOAD_PLACED_PTR: usize = SCRATCH_PTR;
export const LOAD_PLACED_BYTES: usize = 27 * 4;
/** End of loadPuzzle9's scratch (exclusive). */
export const LOAD_SCRATCH_END: usize = LOAD_PLACED_PTR + LOAD_PLACED_BYTES;

/** Longest loop the uniqueness finder searches (SE has no bound; longer loops are never rated differently). */
export const UNIQUENESS_MAX_LOOP: i32 = 20;
/** The loop being built (uniqueness.ts): i32 cells, with four spare words. */
export const UNIQUENESS_LOOP_PTR: usize = SCRATCH_PTR + 2048;
export const UNIQUENESS_LOOP_BYTES: usize = <usize>(UNIQUENESS_MAX_LOOP * 4 + 16);
/** i32 × 81: the loop's cells holding more than its two values (uniqueness.ts). */
export const UNIQUENESS_EXTRA_PTR: usize = UNIQUENESS_LOOP_PTR + UNIQUENESS_LOOP_BYTES;
export const UNIQUENESS_EXTRA_BYTES: usize = 81 * 4;
/** End of the uniqueness finder's scratch (exclusive). */
export const UNIQUENESS_SCRATCH_END: usize = UNIQUENESS_EXTRA_PTR + UNIQUENESS_EXTRA_BYTES;

/** u32 × 81 (bug.ts): candidates with the BUG values taken out. */
export const BUG_TEMP_PTR: usize = SCRATCH_PTR + 4096;
export const BUG_TEMP_BYTES: usize = 81 * 4;
/** u32 × 81: the BUG values of each BUG cell. */
export const BUG_VALUES_PTR: usize = BUG_TEMP_PTR + BUG_TEMP_BYTES;
export const BUG_VALUES_BYTES: usize = 81 * 4;
/** i32 × 81: the BUG cells in order found. */
export const BUG_CELLS_PTR: usize = BUG_VALUES_PTR + BUG_VALUES_BYTES;
export const BUG_CELLS_BYTES: usize = 81 * 4;
/** u8 × 81: SE's allExtraCells (the cells of the single extra value). */
export const BUG_EXTRA_CELLS_PTR: usize = BUG_CELLS_PTR + BUG_CELLS_BYTES;
export const BUG_EXTRA_CELLS_BYTES: usize = 96;
/** i32 × 9: cells of a unit picked for type 3. */
export const BUG_UNIT_CELLS_PTR: usize = BUG_EXTRA_CELLS_PTR + BUG_EXTRA_CELLS_BYTES;
export const BUG_UNIT_CELLS_BYTES: usize = 9 * 4;
/** End of the BUG finder's scratch (exclusive). */
export const BUG_SCRATCH_END: usize = BUG_UNIT_CELLS_PTR + BUG_UNIT_CELLS_BYTES;
