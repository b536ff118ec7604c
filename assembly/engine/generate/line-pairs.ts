/**
 * Swap sets of two rows of a band (or two columns of a stack): the second
 * commonest proof that a removal is refused, found without a search.
 *
 * Take rows r and s of one band and a set C of columns where the two rows
 * hold the same digits. Swapping the two rows' cells on C leaves a valid
 * grid: each row keeps its digits, each column of C swaps its two cells,
 * and each box keeps its digits, since both rows cross the same boxes. The
 * least such sets are the cycles of the permutation of the columns that
 * sends column x to the column where row s holds row r's digit of x:
 *
 *   r: 1 2 3 | 4 5 6 | 7 8 9        x → where s holds r's digit of x
 *   s: 2 3 1 | 7 8 9 | 5 4 6        cycles {0 1 2}, {3 7 4 6 5 8}
 *
 * A 2-cycle is a rectangle of two digits (digit-pairs.ts has those too);
 * a 3-cycle is three digits turning round in six cells, which a swap of two
 * digits never finds. When every cell of such a set is blank, the puzzle
 * has a second solution. The same holds for two columns of a stack.
 * Per row the columns still given (and per column the rows) make the test
 * one AND per other row of the band and other column of the stack.
 *
 * Indices: rows, columns 0..side−1; masks fit an i32 (side ≤ 25).
 */
import {
  GEN_COLUMN_GIVENS_PTR, GEN_COLUMN_PAIR_ROWS_PTR, GEN_DIGIT_COLUMN_PTR, GEN_DIGIT_ROW_PTR, GEN_GRID_PTR,
  GEN_ROW_GIVENS_PTR, GEN_ROW_PAIR_COLUMNS_PTR,
} from "./layout";
import { i32At, setI32At, u8At } from "../../target/memory";
import { columnUnitOf, rowUnitOf } from "./cell-units";
import { setCycle } from "./cycle-slots";

/** The box side of the grid the sets were built for. */
let bandRows: i32 = 3;


/** The column cycles of rows `r` and `s`, into r's slots for s. */
function buildRowPair(r: i32, s: i32, side: i32): void {
  const base = (r * bandRows + s % bandRows) * side;
  let done = 0;
  for (let start = 0; start < side; start++) {
    if ((done & (1 << start)) != 0) continue;
    let cycle = 0;
    let column = start;
    do {
      cycle |= 1 << column;
      const digit = u8At(GEN_GRID_PTR, r * side + column) - 1;
      column = u8At(GEN_DIGIT_COLUMN_PTR, digit * side + s);
    } while (column != start);
    done |= cycle;
    setCycle(GEN_ROW_PAIR_COLUMNS_PTR, base, cycle);
  }
}

/** The row cycles of columns `c` and `d`, into c's slots for d. */
function buildColumnPair(c: i32, d: i32, side: i32): void {
  const base = (c * bandRows + d % bandRows) * side;
  let done = 0;
  for (let start = 0; start < side; start++) {
    if ((done & (1 << start)) != 0) continue;
    let cycle = 0;
    let row = start;
    do {
      cycle |= 1 << row;
      const digit = u8At(GEN_GRID_PTR, row * side + c) - 1;
      row = u8At(GEN_DIGIT_ROW_PTR, digit * side + d);
    } while (row != start);
    done |= cycle;
    setCycle(GEN_COLUMN_PAIR_ROWS_PTR, base, cycle);
  }
}

/**
 * Builds the swap sets of every two rows of a band and every two columns of
 * a stack of the grid at GEN_GRID_PTR, and marks every cell a given. Called
 * once per dig, after digit-pairs.ts's buildDigitPairs (whose digit tables
 * it reads).
 */
export function buildLinePairs(side: i32, boxSide: i32): void {
  bandRows = boxSide;
  for (let line = 0; line < side; line++) {
    const first = line - line % boxSide;
    for (let other = first; other < first + boxSide; other++) {
      if (other == line) continue;
      buildRowPair(line, other, side);
      buildColumnPair(line, other, side);
    }
  }
  const all = (1 << side) - 1;
  for (let line = 0; line < side; line++) {
    setI32At(GEN_ROW_GIVENS_PTR, line, all);
    setI32At(GEN_COLUMN_GIVENS_PTR, line, all);
  }
}

/** Flips the given in `cell` (removed or put back) in its row's and column's masks. */
export function toggleLineGiven(cell: i32, side: i32): void {
  const row = rowUnitOf(cell);
  const column = columnUnitOf(cell) - side;
  setI32At(GEN_ROW_GIVENS_PTR, row, i32At(GEN_ROW_GIVENS_PTR, row) ^ (1 << column));
  setI32At(GEN_COLUMN_GIVENS_PTR, column, i32At(GEN_COLUMN_GIVENS_PTR, column) ^ (1 << row));
}

/**
 * Whether the blank `cell` lies in a swap set of two rows of its band or
 * two columns of its stack with no given left: then the puzzle has a
 * second solution.
 */
export function inBlankLineSwapSet(cell: i32, side: i32): bool {
  const row = rowUnitOf(cell);
  const column = columnUnitOf(cell) - side;
  const rowGivens = i32At(GEN_ROW_GIVENS_PTR, row);
  const columnGivens = i32At(GEN_COLUMN_GIVENS_PTR, column);
  const firstRow = row - row % bandRows;
  const firstColumn = column - column % bandRows;
  for (let k = 0; k < bandRows; k++) {
    const otherRow = firstRow + k;
    if (otherRow != row) {
      const columns = i32At(GEN_ROW_PAIR_COLUMNS_PTR, (row * bandRows + k) * side + column);
      if (((rowGivens | i32At(GEN_ROW_GIVENS_PTR, otherRow)) & columns) == 0) return true;
    }
    const otherColumn = firstColumn + k;
    if (otherColumn != column) {
      const rows = i32At(GEN_COLUMN_PAIR_ROWS_PTR, (column * bandRows + k) * side + row);
      if (((columnGivens | i32At(GEN_COLUMN_GIVENS_PTR, otherColumn)) & rows) == 0) return true;
    }
  }
  return false;
}
