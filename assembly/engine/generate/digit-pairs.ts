/**
 * Swap sets of two digits: the commonest proof that a removal is refused,
 * found without a search.
 *
 * Take two digits a and b of the grid and their 2·side cells. Each row,
 * column and box holds one a and one b. A set S of those cells can swap
 * its digits (a ↔ b) and leave a valid grid exactly when every row, column
 * and box that meets S meets it in both its a and its b cell. The least such
 * sets are the connected parts of the graph whose nodes are the units and
 * whose edges are the a and b cells (each joins its row, column and box):
 *
 *   rows and columns first: row r holds a in column A(r), whose b sits in
 *   row B(A(r)); r → B(A(r)) is a permutation of the rows, and its cycles are
 *   the parts by rows and columns alone (a 2-cycle is a rectangle);
 *   then boxes: a box whose a and b lie in two parts joins them.
 *
 * A part is a set of rows R: its cells are the a and b cells of those rows.
 * When every one of them is blank, swapping a and b there gives a second
 * solution: the removal that blanked the last of them is refused. Per
 * digit, GEN_GIVEN_ROWS_PTR holds the rows where its cell is still a given,
 * so the test is one AND per other digit.
 *
 * About a third of the refused removals of a 9×9 dig have such a set (the
 * swappable rectangles, the smallest ones, a quarter); the rest need more
 * than two digits to change, and a search finds them.
 *
 * Indices: digits 0..side−1 (cell value − 1), rows, columns and boxes
 * 0..side−1; row masks fit an i32 (side ≤ 25).
 */
import {
  GEN_DIGIT_BOX_ROW_PTR, GEN_DIGIT_COLUMN_PTR, GEN_DIGIT_ROW_PTR, GEN_GIVEN_ROWS_PTR, GEN_GRID_PTR, GEN_PAIR_ROWS_PTR,
} from "./layout";
import { i32At, setI32At, setU8At, u8At } from "../../target/memory";
import { boxUnitOf, columnUnitOf, rowUnitOf } from "./cell-units";
import { setCycle } from "./cycle-slots";

/** The first pair-rows slot of digits `a` < `b`. */
function pairBase(a: i32, b: i32, side: i32): i32 {
  return (a * side + b) * side;
}


/** The parts of digits `a` < `b` into their pair-rows slots. */
function buildPair(a: i32, b: i32, side: i32): void {
  const base = pairBase(a, b, side);
  const aColumns = a * side;
  const bRows = b * side;
  let done = 0;
  for (let start = 0; start < side; start++) {
    if ((done & (1 << start)) != 0) continue;
    let cycle = 0;
    let row = start;
    do {
      cycle |= 1 << row;
      row = u8At(GEN_DIGIT_ROW_PTR, bRows + u8At(GEN_DIGIT_COLUMN_PTR, aColumns + row));
    } while (row != start);
    done |= cycle;
    setCycle(GEN_PAIR_ROWS_PTR, base, cycle);
  }
  for (let box = 0; box < side; box++) {
    const aPart = i32At(GEN_PAIR_ROWS_PTR, base + u8At(GEN_DIGIT_BOX_ROW_PTR, a * side + box));
    const bPart = i32At(GEN_PAIR_ROWS_PTR, base + u8At(GEN_DIGIT_BOX_ROW_PTR, b * side + box));
    if (aPart != bPart) setCycle(GEN_PAIR_ROWS_PTR, base, aPart | bPart);
  }
}

/**
 * Builds the swap sets of every pair of digits of the grid at GEN_GRID_PTR,
 * and marks every cell a given. Called once per dig, after the fill (whose
 * cell-units table it reads).
 */
export function buildDigitPairs(side: i32): void {
  const cells = side * side;
  for (let cell = 0; cell < cells; cell++) {
    const digit = u8At(GEN_GRID_PTR, cell) - 1;
    const row = rowUnitOf(cell);
    const column = columnUnitOf(cell) - side;
    const box = boxUnitOf(cell) - 2 * side;
    setU8At(GEN_DIGIT_COLUMN_PTR, digit * side + row, column);
    setU8At(GEN_DIGIT_ROW_PTR, digit * side + column, row);
    setU8At(GEN_DIGIT_BOX_ROW_PTR, digit * side + box, row);
  }
  for (let a = 0; a < side; a++) {
    for (let b = a + 1; b < side; b++) buildPair(a, b, side);
  }
  const allRows = (1 << side) - 1;
  for (let digit = 0; digit < side; digit++) setI32At(GEN_GIVEN_ROWS_PTR, digit, allRows);
}

/** Flips the given of the grid's digit in `cell` (a given removed or put back). */
export function toggleGivenRow(cell: i32): void {
  const digit = u8At(GEN_GRID_PTR, cell) - 1;
  setI32At(GEN_GIVEN_ROWS_PTR, digit, i32At(GEN_GIVEN_ROWS_PTR, digit) ^ (1 << rowUnitOf(cell)));
}

/**
 * Whether the blank `cell` lies in a swap set of two digits with no given
 * left: then the puzzle has a second solution.
 */
export function inBlankSwapSet(cell: i32, side: i32): bool {
  const a = u8At(GEN_GRID_PTR, cell) - 1;
  const row = rowUnitOf(cell);
  const aGiven = i32At(GEN_GIVEN_ROWS_PTR, a);
  for (let b = 0; b < side; b++) {
    if (b == a) continue;
    const part = a < b ? i32At(GEN_PAIR_ROWS_PTR, pairBase(a, b, side) + row) : i32At(GEN_PAIR_ROWS_PTR, pairBase(b, a, side) + row);
    if (((aGiven | i32At(GEN_GIVEN_ROWS_PTR, b)) & part) == 0) return true;
  }
  return false;
}
