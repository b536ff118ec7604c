/**
 * Each cell's three units (GEN_CELL_UNITS_PTR) and each unit's cells
 * (GEN_UNIT_CELLS_PTR), as tables: the fill and the dig look them up in
 * their inner loops, where working them out took divisions (with the side a
 * variable, real divisions), and the fill's choice of cell alone made 6,500
 * of those lookups per 9×9 grid.
 *
 * Unit numbers as in the layout's glossary: rows 0..side−1, columns
 * side..2side−1, boxes 2side..3side−1.
 */
import { GEN_CELL_UNITS_PTR, GEN_CELL_UNITS_SIDE_PTR, GEN_UNIT_CELLS_PTR } from "./layout";
import { load16, load32, load8, store16, store32, store8 } from "../../target/memory";

/** Slots per unit in GEN_UNIT_CELLS_PTR: the largest side. */
const UNIT_SLOTS: i32 = 25;

/** Builds the table for `side` (box side `boxSide`) unless it holds that side already. Called once per generated puzzle. */
export function prepareCellUnits(side: i32, boxSide: i32): void {
  if (load32(GEN_CELL_UNITS_SIDE_PTR) == side) return;
  for (let row = 0; row < side; row++) {
    for (let column = 0; column < side; column++) {
      const at = GEN_CELL_UNITS_PTR + (<usize>(row * side + column) << 2);
      store8(at, row);
      store8(at + 1, side + column);
      const box = ((row / boxSide) | 0) * boxSide + ((column / boxSide) | 0);
      store8(at + 2, 2 * side + box);
      store8(at + 3, 0);
      const inBox = (row % boxSide) * boxSide + (column % boxSide);
      setUnitCell(row, column, row * side + column);
      setUnitCell(side + column, row, row * side + column);
      setUnitCell(2 * side + box, inBox, row * side + column);
    }
  }
  store32(GEN_CELL_UNITS_SIDE_PTR, side);
}

/** The row unit of `cell`. */
export function rowUnitOf(cell: i32): i32 {
  return load8(GEN_CELL_UNITS_PTR + (<usize>cell << 2));
}

/** The column unit of `cell`. */
export function columnUnitOf(cell: i32): i32 {
  return load8(GEN_CELL_UNITS_PTR + (<usize>cell << 2) + 1);
}

/** The box unit of `cell`. */
export function boxUnitOf(cell: i32): i32 {
  return load8(GEN_CELL_UNITS_PTR + (<usize>cell << 2) + 2);
}

function setUnitCell(unit: i32, k: i32, cell: i32): void {
  store16(GEN_UNIT_CELLS_PTR + (<usize>(unit * UNIT_SLOTS + k) << 1), cell);
}

/** Cell `k` (0..side−1) of `unit`. */
export function unitCellAt(unit: i32, k: i32): i32 {
  return load16(GEN_UNIT_CELLS_PTR + (<usize>(unit * UNIT_SLOTS + k) << 1));
}
