/**
 * The generator's memory: everything it keeps lives here, at fixed pointers
 * inside its range 0x300000–0x380000 of the engine's 4 MiB linear memory
 * (the ranges: docs/engine.md). Each region starts where the one before it
 * ends (its pointer plus its _BYTES, rounded up to 64 B), as in ../layout.ts.
 *
 * Glossary (the generator's own words; the solvers keep theirs):
 * - grid: a full solution, one u8 per cell, 1..side, row by row.
 * - puzzle: the grid with holes dug (0 = blank); its non-zero cells are the givens.
 * - orbit: the cells a symmetry maps onto each other (1, 2 or 4 cells); a
 *   symmetric puzzle keeps or removes whole orbits.
 * - representative: the lowest cell index of its orbit.
 *
 *   0x300000 ┌───────────────────────────────────────────────┐ GEN_GRID_PTR
 *            │ grid: u8 × 625 (output: the solution)         │
 *   0x300280 ├───────────────────────────────────────────────┤ GEN_PUZZLE_PTR
 *            │ puzzle: u8 × 625 (output: the givens)         │
 *   0x300500 ├───────────────────────────────────────────────┤ GEN_SCRATCH_PTR
 *            │ scratch: u8 × 625 (the solvers' solution out) │
 *   0x300780 ├───────────────────────────────────────────────┤ GEN_ORDER_PTR
 *            │ dig order: u16 × 625 orbit representatives    │
 *   0x300C80 ├───────────────────────────────────────────────┤ GEN_FILL_CELL_PTR
 *            │ fill stack: u16 × 626, the cell of each level │
 *   0x301180 ├───────────────────────────────────────────────┤ GEN_FILL_REST_PTR
 *            │ fill stack: u32 × 626, digits not yet tried   │
 *   0x301B80 ├───────────────────────────────────────────────┤ GEN_UNIT_USED_PTR
 *            │ u32 × 75: digits per unit, placed / given     │
 *   0x301CC0 ├───────────────────────────────────────────────┤ GEN_RANDOM_PTR
 *            │ u32 × 4: the PRNG state (xoshiro128**)        │
 *   0x301CD0 ├───────────────────────────────────────────────┤ GEN_STATS_PTR
 *            │ i32 × 4: grids, solver calls, ER×10 (last)    │
 *   0x301D00 ├───────────────────────────────────────────────┤ GEN_CELL_UNITS_PTR
 *            │ u8 × 4 × 625: each cell's row, column, box    │
 *   0x302700 ├───────────────────────────────────────────────┤ GEN_UNIT_CELLS_PTR
 *            │ u16 × 25 × 75: each unit's cells              │
 *   0x3035C0 ├───────────────────────────────────────────────┤ GEN_CELL_UNITS_SIDE_PTR
 *            │ i32: the side those tables were built for     │
 *   0x303600 ├───────────────────────────────────────────────┤ GEN_DIGIT_COLUMN_PTR
 *            │ u8 × 25 × 25: the column of each digit by row │
 *   0x303880 ├───────────────────────────────────────────────┤ GEN_DIGIT_ROW_PTR
 *            │ u8 × 25 × 25: the row of each digit by column │
 *   0x303B00 ├───────────────────────────────────────────────┤ GEN_DIGIT_BOX_ROW_PTR
 *            │ u8 × 25 × 25: the row of each digit by box    │
 *   0x303D80 ├───────────────────────────────────────────────┤ GEN_PAIR_ROWS_PTR
 *            │ i32 × 25 × 25 × 25: for digits a < b and each │
 *            │ row, the rows of its swap set (digit-pairs)   │
 *   0x3131C0 ├───────────────────────────────────────────────┤ GEN_GIVEN_ROWS_PTR
 *            │ i32 × 25: per digit, the rows it is given in  │
 *   0x313240 ├───────────────────────────────────────────────┤ GEN_ROW_PAIR_COLUMNS_PTR
 *            │ i32 × 25 × 5 × 25: for two rows of a band and │
 *            │ each column, the columns of its swap set      │
 *   0x316340 ├───────────────────────────────────────────────┤ GEN_COLUMN_PAIR_ROWS_PTR
 *            │ i32 × 25 × 5 × 25: the same for two columns   │
 *            │ of a stack (line-pairs.ts)                    │
 *   0x319440 ├───────────────────────────────────────────────┤ GEN_ROW_GIVENS_PTR
 *            │ i32 × 25: per row, its columns still given    │
 *   0x3194C0 ├───────────────────────────────────────────────┤ GEN_COLUMN_GIVENS_PTR
 *            │ i32 × 25: per column, its rows still given    │
 *   0x319540 ├───────────────────────────────────────────────┤ GEN_FILL9_CANDIDATES_PTR
 *            │ i32 × 81: a 9×9 fill's candidates per cell    │
 *   0x3196C0 ├───────────────────────────────────────────────┤ GEN_FILL9_BY_COUNT_PTR
 *            │ i32 × 10 × 3: its open cells by candidate     │
 *            │ count, a 27-bit mask per band (fill9.ts)      │
 *   0x319740 ├───────────────────────────────────────────────┤ GEN_BRANCH_CELL_PTR
 *            │ search stack: u16 × 626, each level's cell    │
 *   0x319C40 ├───────────────────────────────────────────────┤ GEN_BRANCH_REST_PTR
 *            │ search stack: u32 × 626, digits not yet tried │
 *   0x31A640 ├───────────────────────────────────────────────┤ GEN_BRANCH_TRAIL_PTR
 *            │ search stack: u32 × 626, trail length         │
 *   0x31B040 ├───────────────────────────────────────────────┤ GEN_DIG_MARK_PTR
 *            │ u32 × 2,500: per dig step, the trail length   │
 *            │ before its orbit was placed (dig-board.ts)    │
 *   0x31D780 ├───────────────────────────────────────────────┤ GEN_LATE_GIVENS_PTR
 *            │ u16 × 625: givens kept since the board was    │
 *            │ built, placed again after each undo           │
 *   0x31DC80 ├───────────────────────────────────────────────┤ GEN_ORDER_MORE_PTR
 *            │ u16 × 1,875: the dig order past step 625      │
 *            │ (orbits put off go on the end; dig-order.ts)  │
 *   0x31EB40 ├───────────────────────────────────────────────┤ GEN_PUT_OFF_PTR
 *            │ u8 × 625: times each orbit was put off        │
 *   0x31EDC0 ├───────────────────────────────────────────────┤ GEN_FREE_PTR
 *            │ free                                          │
 *   0x380000 └───────────────────────────────────────────────┘ GEN_END
 *
 * Units (for GEN_UNIT_USED_PTR): rows 0..side-1, columns side..2side-1,
 * boxes 2side..3side-1, as in the solver engine's glossary.
 */

/** Cells of the largest grid the generator fills. */
const GEN_MAX_CELLS: i32 = 625;
/** Fill levels: one per cell, plus the root. */
const GEN_MAX_LEVELS: i32 = GEN_MAX_CELLS + 1;
/** Times the dig may put off one orbit's removal (dig.ts): each time it goes to the end of the order. */
export const GEN_MAX_PUT_OFFS: i32 = 3;
/** Dig steps at most: each orbit once, plus once more per time it is put off. */
const GEN_MAX_DIG_STEPS: i32 = GEN_MAX_CELLS * (1 + GEN_MAX_PUT_OFFS);
/** Units of the largest grid. */
const GEN_MAX_UNITS: i32 = 75;

/** Start of the generator's range. */
export const GEN_BASE: usize = 0x300000;
/** End (exclusive) of the generator's range. */
export const GEN_END: usize = 0x380000;

/** The full grid being made, then the returned solution (u8 per cell). */
export const GEN_GRID_PTR: usize = GEN_BASE;
export const GEN_GRID_BYTES: usize = <usize>((GEN_MAX_CELLS + 63) & ~63);
/** The puzzle being dug, then the returned puzzle (u8 per cell, 0 = blank). */
export const GEN_PUZZLE_PTR: usize = GEN_GRID_PTR + GEN_GRID_BYTES;
export const GEN_PUZZLE_BYTES: usize = <usize>((GEN_MAX_CELLS + 63) & ~63);
/** Where the solvers write the solution they find (ignored: the grid is known). */
export const GEN_SCRATCH_PTR: usize = GEN_PUZZLE_PTR + GEN_PUZZLE_BYTES;
export const GEN_SCRATCH_BYTES: usize = <usize>((GEN_MAX_CELLS + 63) & ~63);
/** u16 per orbit: the representatives in the order holes are tried. */
export const GEN_ORDER_PTR: usize = GEN_SCRATCH_PTR + GEN_SCRATCH_BYTES;
export const GEN_ORDER_BYTES: usize = <usize>((GEN_MAX_CELLS * 2 + 63) & ~63);
/** u16 per fill level: the cell chosen there. */
export const GEN_FILL_CELL_PTR: usize = GEN_ORDER_PTR + GEN_ORDER_BYTES;
export const GEN_FILL_CELL_BYTES: usize = <usize>((GEN_MAX_LEVELS * 2 + 63) & ~63);
/** u32 per fill level: the digits of that cell not yet tried. */
export const GEN_FILL_REST_PTR: usize = GEN_FILL_CELL_PTR + GEN_FILL_CELL_BYTES;
export const GEN_FILL_REST_BYTES: usize = <usize>((GEN_MAX_LEVELS * 4 + 63) & ~63);
/** u32 per unit: the digits placed in it while filling (fill.ts), then its givens while digging (dig.ts). */
export const GEN_UNIT_USED_PTR: usize = GEN_FILL_REST_PTR + GEN_FILL_REST_BYTES;
export const GEN_UNIT_USED_BYTES: usize = <usize>((GEN_MAX_UNITS * 4 + 63) & ~63);
/** u32 × 4: xoshiro128** state. */
export const GEN_RANDOM_PTR: usize = GEN_UNIT_USED_PTR + GEN_UNIT_USED_BYTES;
export const GEN_RANDOM_BYTES: usize = 4 * 4;
/** i32 × 4: [0] grids tried by the last generate call, [1] solver calls it made, [2] ER × 10 of its last rated puzzle (−1: none). */
export const GEN_STATS_PTR: usize = GEN_RANDOM_PTR + GEN_RANDOM_BYTES;
export const GEN_STATS_BYTES: usize = 4 * 4;
/**
 * u8 × 4 per cell, row by row: the cell's row, column and box as unit
 * numbers (row, side + column, 2·side + box), then 0; looked up, not worked
 * out by dividing, in the fill's and the dig's inner loops.
 */
export const GEN_CELL_UNITS_PTR: usize = (GEN_STATS_PTR + GEN_STATS_BYTES + 63) & ~63;
export const GEN_CELL_UNITS_BYTES: usize = <usize>((GEN_MAX_CELLS * 4 + 63) & ~63);
/** u16 × 25 per unit (as many used as the side): the unit's cells, in row order. */
export const GEN_UNIT_CELLS_PTR: usize = GEN_CELL_UNITS_PTR + GEN_CELL_UNITS_BYTES;
export const GEN_UNIT_CELLS_BYTES: usize = <usize>((GEN_MAX_UNITS * 25 * 2 + 63) & ~63);
/** i32: the side GEN_CELL_UNITS_PTR and GEN_UNIT_CELLS_PTR hold (0 until first built: memory starts zeroed). */
export const GEN_CELL_UNITS_SIDE_PTR: usize = GEN_UNIT_CELLS_PTR + GEN_UNIT_CELLS_BYTES;
export const GEN_CELL_UNITS_SIDE_BYTES: usize = 4;
/** u8 per (digit, row), digit-major: the column where the grid holds the digit in that row (digit-pairs.ts). */
export const GEN_DIGIT_COLUMN_PTR: usize = (GEN_CELL_UNITS_SIDE_PTR + GEN_CELL_UNITS_SIDE_BYTES + 63) & ~63;
export const GEN_DIGIT_COLUMN_BYTES: usize = <usize>((GEN_MAX_CELLS + 63) & ~63);
/** u8 per (digit, column), digit-major: the row where the grid holds the digit in that column. */
export const GEN_DIGIT_ROW_PTR: usize = GEN_DIGIT_COLUMN_PTR + GEN_DIGIT_COLUMN_BYTES;
export const GEN_DIGIT_ROW_BYTES: usize = <usize>((GEN_MAX_CELLS + 63) & ~63);
/** u8 per (digit, box), digit-major: the row where the grid holds the digit in that box. */
export const GEN_DIGIT_BOX_ROW_PTR: usize = GEN_DIGIT_ROW_PTR + GEN_DIGIT_ROW_BYTES;
export const GEN_DIGIT_BOX_ROW_BYTES: usize = <usize>((GEN_MAX_CELLS + 63) & ~63);
/**
 * i32 per (a, b, row) for digits a < b, at (a·side + b)·side + row: the rows
 * of the smallest set of a and b cells holding that row's a and b whose two
 * digits can swap (a row mask; digit-pairs.ts).
 */
export const GEN_PAIR_ROWS_PTR: usize = GEN_DIGIT_BOX_ROW_PTR + GEN_DIGIT_BOX_ROW_BYTES;
export const GEN_PAIR_ROWS_BYTES: usize = <usize>((GEN_MAX_CELLS * 25 * 4 + 63) & ~63);
/** i32 per digit: the rows whose cell of that digit is still a given while digging (a row mask). */
export const GEN_GIVEN_ROWS_PTR: usize = GEN_PAIR_ROWS_PTR + GEN_PAIR_ROWS_BYTES;
export const GEN_GIVEN_ROWS_BYTES: usize = 25 * 4;
/**
 * i32 per (row, row of its band, column), at (row·boxSide + other row's
 * place in the band)·side + column: the columns of the smallest set of the
 * two rows' cells holding that column that can swap between them (a column
 * mask; line-pairs.ts).
 */
export const GEN_ROW_PAIR_COLUMNS_PTR: usize = (GEN_GIVEN_ROWS_PTR + GEN_GIVEN_ROWS_BYTES + 63) & ~63;
export const GEN_ROW_PAIR_COLUMNS_BYTES: usize = <usize>((25 * 5 * 25 * 4 + 63) & ~63);
/** The same for two columns of a stack: (column·boxSide + other's place)·side + row, a row mask. */
export const GEN_COLUMN_PAIR_ROWS_PTR: usize = GEN_ROW_PAIR_COLUMNS_PTR + GEN_ROW_PAIR_COLUMNS_BYTES;
export const GEN_COLUMN_PAIR_ROWS_BYTES: usize = <usize>((25 * 5 * 25 * 4 + 63) & ~63);
/** i32 per row: the columns where it still has a given while digging. */
export const GEN_ROW_GIVENS_PTR: usize = GEN_COLUMN_PAIR_ROWS_PTR + GEN_COLUMN_PAIR_ROWS_BYTES;
export const GEN_ROW_GIVENS_BYTES: usize = <usize>((25 * 4 + 63) & ~63);
/** i32 per column: the rows where it still has a given while digging. */
export const GEN_COLUMN_GIVENS_PTR: usize = GEN_ROW_GIVENS_PTR + GEN_ROW_GIVENS_BYTES;
export const GEN_COLUMN_GIVENS_BYTES: usize = 25 * 4;
/** i32 per cell of a 9×9 fill: the digits the cell may still take (0 once filled). */
export const GEN_FILL9_CANDIDATES_PTR: usize = (GEN_COLUMN_GIVENS_PTR + GEN_COLUMN_GIVENS_BYTES + 63) & ~63;
export const GEN_FILL9_CANDIDATES_BYTES: usize = <usize>((81 * 4 + 63) & ~63);
/** i32 × 3 per candidate count 0..9: the open cells of a 9×9 fill with that many candidates, band by band (bit = cell − 27·band). */
export const GEN_FILL9_BY_COUNT_PTR: usize = GEN_FILL9_CANDIDATES_PTR + GEN_FILL9_CANDIDATES_BYTES;
export const GEN_FILL9_BY_COUNT_BYTES: usize = 10 * 3 * 4;
/** u16 per search level (other-solution.ts): the cell branched on there. */
export const GEN_BRANCH_CELL_PTR: usize = (GEN_FILL9_BY_COUNT_PTR + GEN_FILL9_BY_COUNT_BYTES + 63) & ~63;
export const GEN_BRANCH_CELL_BYTES: usize = <usize>((GEN_MAX_LEVELS * 2 + 63) & ~63);
/** u32 per search level: that cell's digits not tried yet. */
export const GEN_BRANCH_REST_PTR: usize = GEN_BRANCH_CELL_PTR + GEN_BRANCH_CELL_BYTES;
export const GEN_BRANCH_REST_BYTES: usize = <usize>((GEN_MAX_LEVELS * 4 + 63) & ~63);
/** u32 per search level: the trail length to undo back to before each of its guesses. */
export const GEN_BRANCH_TRAIL_PTR: usize = GEN_BRANCH_REST_PTR + GEN_BRANCH_REST_BYTES;
export const GEN_BRANCH_TRAIL_BYTES: usize = <usize>((GEN_MAX_LEVELS * 4 + 63) & ~63);
/** u32 per dig step (dig-board.ts): the trail length just before that step's orbit was placed on the dig's board. */
export const GEN_DIG_MARK_PTR: usize = GEN_BRANCH_TRAIL_PTR + GEN_BRANCH_TRAIL_BYTES;
export const GEN_DIG_MARK_BYTES: usize = <usize>((GEN_MAX_DIG_STEPS * 4 + 63) & ~63);
/** u16 per cell (dig-board.ts): the givens kept since the dig's board was last built. */
export const GEN_LATE_GIVENS_PTR: usize = GEN_DIG_MARK_PTR + GEN_DIG_MARK_BYTES;
export const GEN_LATE_GIVENS_BYTES: usize = <usize>((GEN_MAX_CELLS * 2 + 63) & ~63);
/** u16 per dig step past GEN_MAX_CELLS: the dig order goes on here (dig-order.ts). */
export const GEN_ORDER_MORE_PTR: usize = GEN_LATE_GIVENS_PTR + GEN_LATE_GIVENS_BYTES;
export const GEN_ORDER_MORE_BYTES: usize = <usize>(((GEN_MAX_DIG_STEPS - GEN_MAX_CELLS) * 2 + 63) & ~63);
/** u8 per cell: how many times the dig has put off the removal of its orbit (dig.ts). */
export const GEN_PUT_OFF_PTR: usize = GEN_ORDER_MORE_PTR + GEN_ORDER_MORE_BYTES;
export const GEN_PUT_OFF_BYTES: usize = <usize>((GEN_MAX_CELLS + 63) & ~63);
/** First byte the generator does not use. */
export const GEN_FREE_PTR: usize = GEN_PUT_OFF_PTR + GEN_PUT_OFF_BYTES;
