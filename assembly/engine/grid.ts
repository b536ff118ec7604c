/**
 * The geometry of an N×N grid, written once: which cells make up each row,
 * column and box, and where each cell sits in them. The general solver
 * (board.ts), the logic engine (logic/state.ts) and the chain techniques
 * (logic/chains/geometry.ts) build their tables from these functions.
 *
 * They keep tables of their own because each reads its table in its hot
 * loops in its own shape: the solver's unit table at a stride of its side
 * (16 × 16 cells next to each other), the logic engine's at a stride of 25
 * whatever the side, the chains' as bytes in Sukaku Explainer's region
 * order. And the solver and the logic engine may hold different sides at
 * once (a 16×16 solve between two hints on a 9×9 board), so neither can
 * read the other's table.
 *
 * Units are numbered rows 0..N-1, columns N..2N-1, boxes 2N..3N-1 (box i
 * covers box-row ⌊i/B⌋, box-column i mod B, B = √N); a unit's cells are
 * listed row-major, so the k-th cell of a row is in column k, of a column
 * in row k, of a box at (k / B, k mod B) inside it.
 */
import { store16, store8 } from "../target/memory";

/** √side for a supported side (4, 9, 16, 25). */
export function boxSideOf(side: i32): i32 {
  return side == 4 ? 2 : side == 9 ? 3 : side == 16 ? 4 : 5;
}

/** The box (0..N-1) of the cell at `row`, `column`. */
export function boxAt(row: i32, column: i32, boxSide: i32): i32 {
  return ((row / boxSide) | 0) * boxSide + ((column / boxSide) | 0);
}

/** Where the cell at `row`, `column` sits in its box (0..N-1, row-major). */
export function boxPositionAt(row: i32, column: i32, boxSide: i32): i32 {
  return (row % boxSide) * boxSide + (column % boxSide);
}

/** The `k`-th cell of unit `unit` (numbered as above) of a grid of `side`. */
export function unitCellAt(unit: i32, k: i32, side: i32, boxSide: i32): i32 {
  if (unit < side) return unit * side + k;
  if (unit < 2 * side) return k * side + unit - side;
  const box = unit - 2 * side;
  const row = ((box / boxSide) | 0) * boxSide + ((k / boxSide) | 0);
  const column = (box % boxSide) * boxSide + (k % boxSide);
  return row * side + column;
}

/** Writes the cells of every unit as u16: the k-th cell of unit u at `table` + (u * stride + k) * 2. */
export function writeUnitCells(table: usize, side: i32, stride: i32): void {
  const boxSide = boxSideOf(side);
  for (let unit = 0; unit < 3 * side; unit++) {
    for (let k = 0; k < side; k++) store16(table + <usize>((unit * stride + k) << 1), unitCellAt(unit, k, side, boxSide));
  }
}

/** Writes per cell, as u8 at `table` + cell * stride: its row, column and box (0..N-1 each). */
export function writeCellUnits(table: usize, side: i32, stride: i32): void {
  const boxSide = boxSideOf(side);
  for (let cell = 0; cell < side * side; cell++) {
    const row = (cell / side) | 0;
    const column = cell % side;
    const at = table + <usize>(cell * stride);
    store8(at, row);
    store8(at + 1, column);
    store8(at + 2, boxAt(row, column, boxSide));
  }
}

/** Writes per cell, as u8 at `table` + cell * stride: where it sits in its box. */
export function writeBoxPositions(table: usize, side: i32, stride: i32): void {
  const boxSide = boxSideOf(side);
  for (let cell = 0; cell < side * side; cell++) {
    store8(table + <usize>(cell * stride), boxPositionAt((cell / side) | 0, cell % side, boxSide));
  }
}
