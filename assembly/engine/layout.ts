/**
 * The solvers' linear memory: the general N×N engine (board.ts, search.ts)
 * in 0x000000–0x1D0000 and the 9×9 band solver (band9.ts, band9-tables.ts)
 * in 0x1D0000–0x200000 of the engine's one 4 MiB memory (64 pages, never
 * grown, so JS views stay valid). Other features keep their own layout
 * files for their ranges (all ranges: docs/engine.md; logic 0x200000,
 * generator 0x300000, the API's puzzle text, text.ts, at 0x3FF000, the top
 * of the spare range). Every pointer is a constant, in both engines:
 * nothing is allocated.
 *
 * Every layout file draws its map once, beside the constants, in one style:
 * each region starts where the one before it ends (its pointer plus its
 * _BYTES, which may hold padding so the next start stays aligned).
 * test/layout.test.ts checks that the drawing matches the constants and
 * that every region lies inside its range without overlapping another.
 *
 * How to add an engine feature (one source, both engines):
 *  1. write it in assembly/engine/<feature>/ in the shared subset (docs/engine.md);
 *     memory, bits and clock only through ../../target/{memory,bits,clock};
 *  2. give it a range of fixed pointers in its own layout.ts, like this file
 *     (a region chain, its drawing, and an entry in test/layout.test.ts);
 *  3. put the host-called functions in <feature>/abi.ts and add
 *     `export * from "./engine/<feature>/abi";` to assembly/index.ts;
 *     the numbers the host reads by name go in <feature>/abi-constants.ts, constants only;
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
 *   0x03A800 ├──────────────────────────────────────────────┤ DECISIONS_PTR
 *            │ decisions: i32 × BATCH_CAPACITY (output)     │  4 KiB
 *   0x03B800 ├──────────────────────────────────────────────┤ UNIT_CELLS_PTR
 *            │ unitCells: u16 × 75*25                       │  4 KiB (3,750 used)
 *   0x03C800 ├──────────────────────────────────────────────┤ TASKS_PTR
 *            │ tasks: u16 × 4096 (propagation ring)         │  8 KiB
 *   0x03E800 ├──────────────────────────────────────────────┤ BRANCH_CELL_PTR
 *            │ branchCell: u16 × 626                        │  1,280 B
 *   0x03ED00 ├──────────────────────────────────────────────┤ BRANCH_REST_PTR
 *            │ branchRest: u32 × 626                        │  2,560 B
 *   0x03F700 ├──────────────────────────────────────────────┤ BRANCH_DIGIT_PTR
 *            │ branchDigit: u32 × 626 (unit branches)       │  2,560 B
 *   0x040100 ├──────────────────────────────────────────────┤ BRANCH_TRAIL_PTR
 *            │ branchTrail: u32 × 626                       │  2,560 B
 *   0x040B00 ├──────────────────────────────────────────────┤ CELLS_PTR
 *            │ cells: u32 × 625 (candidates | PLACED)       │  2,500 B
 *   0x0414C4 ├──────────────────────────────────────────────┤ PLACES_PTR
 *            │ places: u32 × 75 units × 32 (per digit)      │  9,600 B
 *   0x043A44 ├──────────────────────────────────────────────┤ PENDING_PTR
 *            │ pending: u8 × 75*32                          │  2,400 B
 *   0x0443A4 ├──────────────────────────────────────────────┤ TRAIL_PTR
 *            │ trail: u16 × 16384 (undo log)                │  32 KiB
 *   0x04C3A4 ├──────────────────────────────────────────────┤ CELL_UNITS_PTR
 *            │ cellUnits: u8 × 625*4                        │  2,500 B
 *   0x04CD68 ├──────────────────────────────────────────────┤ OPEN_CELLS_PTR
 *            │ openCells: u32 × 75                          │  304 B
 *   0x04CE98 ├──────────────────────────────────────────────┤ DIV_BOX_PTR
 *            │ divBox: u8 × 32                              │  32 B
 *   0x04CEB8 ├──────────────────────────────────────────────┤ MOD_BOX_PTR
 *            │ modBox: u8 × 32                              │  32 B
 *   0x04CED8 ├──────────────────────────────────────────────┤ BLOCK_MASK_PTR
 *            │ blockMask: u32 × 32                          │  128 B
 *   0x04CF58 ├──────────────────────────────────────────────┤ BOX_COLUMN_MASK_PTR
 *            │ boxColumnMask: u32 × 32                      │  128 B
 *   0x04CFD8 ├──────────────────────────────────────────────┤ UNIT_WEIGHTS_PTR
 *            │ unitWeights: i32 × 75                        │  300 B
 *   0x04D104 ├──────────────────────────────────────────────┤ BRANCH_FIRST_PTR
 *            │ branchFirst: u32 × 626                       │  2,560 B
 *   0x04DB04 ├──────────────────────────────────────────────┤ GIVEN_DIGITS_PTR
 *            │ givenDigits: u32 × 75 (loadPuzzle's scratch) │  300 B
 *   0x04DC30 ├──────────────────────────────────────────────┤ FREE_PTR
 *            │ free                                         │
 *   0x1A0000 ╞══════════════════════════════════════════════╡ GENERAL_END
 *            │ nested chains' inner set cache               │
 *            │ (logic/chains/nested-layout.ts)              │
 *   0x1D0000 ╞══════════════════════════════════════════════╡ BAND9_BASE
 *            │ ROW_BOXES: i32 × 512   (tables: band9-      │  2 KiB
 *   0x1D0800 │ MATCH_KEEP: i32 × 512   tables.ts, built     │  2 KiB
 *   0x1D1000 │ CLAIM_KEEP: i32 × 512   once at the first    │  2 KiB
 *   0x1D1800 │ COLUMN_LOCK: i32 × 512  9×9 solve)           │  2 KiB
 *   0x1D2000 │ BAND_PEERS: i32 × 27                         │  128 B
 *   0x1D2080 │ CELL_COLUMN: i32 × 27                        │  128 B
 *   0x1D2100 │ ROW_ONLY_PEERS: i32 × 27                     │  128 B
 *   0x1D2180 │ BOX_ONLY_PEERS: i32 × 27                     │  128 B
 *   0x1D2200 ├──────────────────────────────────────────────┤ CAND
 *            │ cand: i32 × 27 digit-band masks (state)      │  128 B
 *   0x1D2280 │ prev: i32 × 27 (PREV)                        │  128 B
 *   0x1D2300 │ unsolved: i32 × 3 (UNSOLVED)                 │  16 B
 *   0x1D2310 │ pairs: i32 × 3 (PAIRS, chooseCell's scratch) │  16 B
 *   0x1D2320 │ counts: i32 × 3 × 4 (CANDIDATE_COUNTS)       │  48 B
 *   0x1D2350 ├──────────────────────────────────────────────┤ STACK
 *            │ saved states: i32 × 32 per depth × 82        │  10,496 B
 *   0x1D4C50 ├──────────────────────────────────────────────┤ GIVENS
 *            │ givens: i32 × 32 (GIVENS, set-up scratch)    │  128 B
 *   0x1D4CD0 ├──────────────────────────────────────────────┤ DIGIT_BAND_LINKS
 *            │ links: i32 × 27 (DIGIT_BAND_LINKS, a table)  │  108 B
 *   0x1D4D3C ├──────────────────────────────────────────────┤ BAND9_FREE
 *            │ free                                         │
 *   0x200000 └──────────────────────────────────────────────┘ BAND9_END
 *
 * The general engine keeps one board (cells, places), changed in place and
 * undone from the trail on backtracking (search.ts). The band9 words are
 * drawn in band9.ts and band9-tables.ts.
 */

// ---- sizes -----------------------------------------------------------------------

/** Largest side supported. */
export const MAX_SIDE: i32 = 25;
/** Cells of the largest grid. */
export const MAX_CELLS: i32 = MAX_SIDE * MAX_SIDE;
/** Units of the largest grid (rows + columns + boxes). */
export const MAX_UNITS: i32 = 3 * MAX_SIDE;
/** Search levels: one per cell placed by a guess, plus the root. */
export const MAX_LEVELS: i32 = MAX_CELLS + 1;
/** Puzzles one solveBatch call takes (engine.ts BATCH_CAPACITY). */
export const BATCH_CAPACITY: i32 = 1024;
/** Bytes of a u16 per search level, padded to a multiple of 128 (1,280). */
const LEVEL_U16_BYTES: usize = <usize>(((MAX_LEVELS * 2 + 127) >> 7) << 7);
/** Bytes of a u32 per search level, padded to a multiple of 128 (2,560). */
const LEVEL_U32_BYTES: usize = <usize>(((MAX_LEVELS * 4 + 127) >> 7) << 7);

// ---- general engine: 0x000000–0x1D0000 --------------------------------------------

/** Start of the regions below; AssemblyScript's static data must end before it. */
export const REGION_START: usize = 0x10000;
/** Input cells: puzzle i of side s at PUZZLES_PTR + i*s*s. */
export const PUZZLES_PTR: usize = REGION_START;
export const PUZZLES_BYTES: usize = <usize>(BATCH_CAPACITY * 81);
/** Output cells, same layout as the input: each puzzle's first solution. */
export const SOLUTIONS_PTR: usize = PUZZLES_PTR + PUZZLES_BYTES;
export const SOLUTIONS_BYTES: usize = <usize>(BATCH_CAPACITY * 81);
/** Output i32 per puzzle: solutions found (≤ limit) or TIMED_OUT. */
export const COUNTS_PTR: usize = SOLUTIONS_PTR + SOLUTIONS_BYTES;
export const COUNTS_BYTES: usize = <usize>(BATCH_CAPACITY * 4);
/** Output i32 per puzzle: guesses made (every digit tried at a branch point). */
export const GUESSES_PTR: usize = COUNTS_PTR + COUNTS_BYTES;
export const GUESSES_BYTES: usize = <usize>(BATCH_CAPACITY * 4);
/**
 * Output i32 per puzzle: branch decisions, tdoku's measure of search (it
 * calls them guesses), the same for every side. A decision is made each
 * time a digit (or a place) is tried at a branch point while other
 * alternatives stay kept to come back to: "this candidate or not". The last
 * alternative of a branch point is a guess but no decision, so a branch
 * point of k alternatives tried in full costs k guesses and k - 1
 * decisions, and a puzzle that propagation alone solves costs none.
 * Counted by band9.ts (9×9) and search.ts (other sides).
 */
export const DECISIONS_PTR: usize = GUESSES_PTR + GUESSES_BYTES;
export const DECISIONS_BYTES: usize = <usize>(BATCH_CAPACITY * 4);
/** u16 table: unitCells[u * side + k] = k-th cell of unit u (3,750 B at most). */
export const UNIT_CELLS_PTR: usize = DECISIONS_PTR + DECISIONS_BYTES;
export const UNIT_CELLS_BYTES: usize = 4096;
/** u16 ring of TASK_CAPACITY propagation tasks (search.ts): a cell to place, or a (unit, digit) to check. */
export const TASKS_PTR: usize = UNIT_CELLS_PTR + UNIT_CELLS_BYTES;
/** Entries of the task ring (a power of two above MAX_UNITS * 32 + MAX_CELLS, the most pending at once). */
export const TASK_CAPACITY: i32 = 4096;
export const TASKS_BYTES: usize = <usize>(TASK_CAPACITY * 2);
/** u16 per open branch point: the cell guessed, or the unit (flagged, search.ts). */
export const BRANCH_CELL_PTR: usize = TASKS_PTR + TASKS_BYTES;
export const BRANCH_CELL_BYTES: usize = LEVEL_U16_BYTES;
/** u32 per open branch point: the digits (or a unit's places) not yet tried. */
export const BRANCH_REST_PTR: usize = BRANCH_CELL_PTR + BRANCH_CELL_BYTES;
export const BRANCH_REST_BYTES: usize = LEVEL_U32_BYTES;
/**
 * u32 per open branch point that branches on a unit (search.ts): the digit
 * bit being placed; its BRANCH_REST word then holds the unit's positions
 * not yet tried instead of digits.
 */
export const BRANCH_DIGIT_PTR: usize = BRANCH_REST_PTR + BRANCH_REST_BYTES;
export const BRANCH_DIGIT_BYTES: usize = LEVEL_U32_BYTES;
/** u32 per open branch point: the trail length before its first guess (undo back to it). */
export const BRANCH_TRAIL_PTR: usize = BRANCH_DIGIT_PTR + BRANCH_DIGIT_BYTES;
export const BRANCH_TRAIL_BYTES: usize = LEVEL_U32_BYTES;
/** u32 per cell: candidate mask, PLACED flag once placed (board.ts). */
export const CELLS_PTR: usize = BRANCH_TRAIL_PTR + BRANCH_TRAIL_BYTES;
export const CELLS_BYTES: usize = <usize>(MAX_CELLS * 4);
/**
 * u32 per (unit, digit) at PLACES_PTR + (unit * 32 + digit - 1) * 4: the
 * unit's positions (bit k = its k-th cell) where the digit may go or is placed.
 */
export const PLACES_PTR: usize = CELLS_PTR + CELLS_BYTES;
export const PLACES_BYTES: usize = <usize>(MAX_UNITS * 32 * 4);
/** u8 per (unit, digit), indexed as PLACES_PTR: 1 while a check of it waits in the task ring. */
export const PENDING_PTR: usize = PLACES_PTR + PLACES_BYTES;
export const PENDING_BYTES: usize = <usize>(MAX_UNITS * 32);
/** u16 × TRAIL_CAPACITY: what was changed since the root, to undo on backtracking (search.ts). */
export const TRAIL_PTR: usize = PENDING_PTR + PENDING_BYTES;
/** Trail entries: at most one per (cell, digit) removed plus one per cell placed (625·25 + 625 ≤ 16,384). */
export const TRAIL_CAPACITY: i32 = 16384;
export const TRAIL_BYTES: usize = <usize>(TRAIL_CAPACITY * 2);
/** u8 × 4 per cell: its row, column, box and position in the box (board.ts). */
export const CELL_UNITS_PTR: usize = TRAIL_PTR + TRAIL_BYTES;
export const CELL_UNITS_BYTES: usize = <usize>(MAX_CELLS * 4);
/**
 * u32 per unit (rows, columns, boxes: MAX_UNITS): the unit's positions whose
 * cells are open (propagate.ts; search.ts counts open peers from them);
 * padded to a multiple of 16 (304 B).
 */
export const OPEN_CELLS_PTR: usize = CELL_UNITS_PTR + CELL_UNITS_BYTES;
export const OPEN_CELLS_BYTES: usize = <usize>(((MAX_UNITS * 4 + 15) >> 4) << 4);
/** u8 × 32: x / boxSide for x < side (board.ts). */
export const DIV_BOX_PTR: usize = OPEN_CELLS_PTR + OPEN_CELLS_BYTES;
export const DIV_BOX_BYTES: usize = 32;
/** u8 × 32: x % boxSide for x < side (board.ts). */
export const MOD_BOX_PTR: usize = DIV_BOX_PTR + DIV_BOX_BYTES;
export const MOD_BOX_BYTES: usize = 32;
/**
 * u32 × 32: for position x, the positions of its run of boxSide
 * (x - x mod B … + B - 1): a line position's segment, a box position's box-row (board.ts).
 */
export const BLOCK_MASK_PTR: usize = MOD_BOX_PTR + MOD_BOX_BYTES;
export const BLOCK_MASK_BYTES: usize = 128;
/** u32 × 32: for a box position, the positions of its box-column (board.ts). */
export const BOX_COLUMN_MASK_PTR: usize = BLOCK_MASK_PTR + BLOCK_MASK_BYTES;
export const BOX_COLUMN_MASK_BYTES: usize = 128;
/** i32 per unit: contradictions met in it while solving this puzzle (search.ts chooseCell). */
export const UNIT_WEIGHTS_PTR: usize = BOX_COLUMN_MASK_PTR + BOX_COLUMN_MASK_BYTES;
export const UNIT_WEIGHTS_BYTES: usize = <usize>(MAX_UNITS * 4);
/** u32 per open branch point: the alternative to try first (search.ts probe order). */
export const BRANCH_FIRST_PTR: usize = UNIT_WEIGHTS_PTR + UNIT_WEIGHTS_BYTES;
export const BRANCH_FIRST_BYTES: usize = LEVEL_U32_BYTES;
/** u32 per unit: the digits given in it (search.ts loadPuzzle's scratch). */
export const GIVEN_DIGITS_PTR: usize = BRANCH_FIRST_PTR + BRANCH_FIRST_BYTES;
export const GIVEN_DIGITS_BYTES: usize = <usize>(MAX_UNITS * 4);
/** First byte the general engine does not use. */
export const FREE_PTR: usize = GIVEN_DIGITS_PTR + GIVEN_DIGITS_BYTES;
/** End of the general engine's range; the nested chains' inner set cache takes the rest up to the band solver. */
export const GENERAL_END: usize = 0x1a0000;

// ---- 9×9 band solver: 0x1D0000–0x200000 ---------------------------------------------

/** Start of the band solver's range. */
export const BAND9_BASE: usize = 0x1d0000;
/** ROW_BOXES[slice] (512 × i32): see band9-tables.ts. */
export const ROW_BOXES: usize = BAND9_BASE;
export const ROW_BOXES_BYTES: usize = <usize>(512 * 4);
/** MATCH_KEEP[shape] (512 × i32): see band9-tables.ts. */
export const MATCH_KEEP: usize = ROW_BOXES + ROW_BOXES_BYTES;
export const MATCH_KEEP_BYTES: usize = <usize>(512 * 4);
/** CLAIM_KEEP[columns] (512 × i32): see band9-tables.ts. */
export const CLAIM_KEEP: usize = MATCH_KEEP + MATCH_KEEP_BYTES;
export const CLAIM_KEEP_BYTES: usize = <usize>(512 * 4);
/** COLUMN_LOCK[columns] (512 × i32): see band9-tables.ts. */
export const COLUMN_LOCK: usize = CLAIM_KEEP + CLAIM_KEEP_BYTES;
export const COLUMN_LOCK_BYTES: usize = <usize>(512 * 4);
/** BAND_PEERS[bit] (27 × i32): see band9-tables.ts. */
export const BAND_PEERS: usize = COLUMN_LOCK + COLUMN_LOCK_BYTES;
export const BAND_PEERS_BYTES: usize = 128;
/** CELL_COLUMN[bit] (27 × i32): see band9-tables.ts. */
export const CELL_COLUMN: usize = BAND_PEERS + BAND_PEERS_BYTES;
export const CELL_COLUMN_BYTES: usize = 128;
/** ROW_ONLY_PEERS[bit] (27 × i32): see band9-tables.ts. */
export const ROW_ONLY_PEERS: usize = CELL_COLUMN + CELL_COLUMN_BYTES;
export const ROW_ONLY_PEERS_BYTES: usize = 128;
/** BOX_ONLY_PEERS[bit] (27 × i32): see band9-tables.ts. */
export const BOX_ONLY_PEERS: usize = ROW_ONLY_PEERS + ROW_ONLY_PEERS_BYTES;
export const BOX_ONLY_PEERS_BYTES: usize = 128;
/**
 * cand[K] (27 × i32): cells of band K % 3 where digit K / 3 is still
 * possible. CAND, PREV and UNSOLVED are 16-byte aligned and their padding
 * words are read and copied by whole quads (target/quads), never used.
 */
export const CAND: usize = BOX_ONLY_PEERS + BOX_ONLY_PEERS_BYTES;
export const CAND_BYTES: usize = 128;
/** prev[K] (27 × i32): cand[K] when it was last processed; a difference means "process again". */
export const PREV: usize = CAND + CAND_BYTES;
export const PREV_BYTES: usize = 128;
/** unsolved[b] (3 × i32): cells of band b not yet placed. */
export const UNSOLVED: usize = PREV + PREV_BYTES;
export const UNSOLVED_BYTES: usize = 16;
/** pairs[b] (3 × i32): unsolved cells of band b with exactly two candidates (chooseCell's scratch). */
export const PAIRS: usize = UNSOLVED + UNSOLVED_BYTES;
export const PAIRS_BYTES: usize = 16;
/**
 * counts (3 quads of i32): per band, the cells with at least one, two, three
 * candidates (band9.ts scratch, written by target/quads' seenTwiceThrice
 * for the naked singles and read again by the branch choice).
 */
export const CANDIDATE_COUNTS: usize = PAIRS + PAIRS_BYTES;
export const CANDIDATE_COUNTS_BYTES: usize = 48;
/** Saved states, SAVED_STATE_WORDS i32 per search depth (band9.ts). */
export const STACK: usize = CANDIDATE_COUNTS + CANDIDATE_COUNTS_BYTES;
/**
 * Words of one saved state: 27 digit-band masks and a padding word (7
 * quads, as CAND's first 28 words), then 3 unsolved-cell masks and a
 * padding word (a quad, as UNSOLVED's 4 words).
 */
export const SAVED_STATE_WORDS: i32 = 32;
/** Every guess places a cell, so the band search is never deeper than 81. */
export const MAX_DEPTH: i32 = 82;
export const STACK_BYTES: usize = <usize>(MAX_DEPTH * SAVED_STATE_WORDS * 4);
/**
 * givens (32 × i32): word K the cells of band K % 3 holding digit K / 3 + 1
 * (as cand's digit-bands), words 28..30 the blank cells of bands 0..2;
 * written by target/cells' givenMasks for the puzzle being set up (band9.ts).
 */
export const GIVENS: usize = STACK + STACK_BYTES;
export const GIVENS_BYTES: usize = <usize>(32 * 4);
/** DIGIT_BAND_LINKS[K] (27 × i32): see band9-tables.ts. */
export const DIGIT_BAND_LINKS: usize = GIVENS + GIVENS_BYTES;
export const DIGIT_BAND_LINKS_BYTES: usize = <usize>(27 * 4);
/** First byte the band solver does not use. */
export const BAND9_FREE: usize = DIGIT_BAND_LINKS + DIGIT_BAND_LINKS_BYTES;
/** End of the band solver's range (the logic engine's starts here). */
export const BAND9_END: usize = 0x200000;
