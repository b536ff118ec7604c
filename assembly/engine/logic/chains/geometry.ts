/**
 * Geometry of the 9×9 grid as the chain techniques walk it, built from the
 * grid's own (../../grid.ts): the cells of each region in Sukaku Explainer's
 * order (boxes row by row inside, rows left to right, columns top to
 * bottom). The order matters: implications are found, and ties between
 * equally hard steps broken, in this order. Peers come from
 * the logic engine's own tables (state.ts peerOf, ascending; cell-sets.ts
 * peerWord), built for 9×9 whenever a 9×9 board is loaded, the only side the
 * chain techniques run on (registry.ts).
 */
import { CH_CELL_POSITIONS, CH_CELL_REGIONS, CH_REGION_CELLS, CH_WEAK_SKIP } from "./layout";
import { load16, load8, store16, store8 } from "../../../target/memory";
import { CELLS_PER_WORD, peerWord } from "../cell-sets";
import { boxAt, boxPositionAt, unitCellAt } from "../../grid";

let tablesReady: bool = false;

/** Builds the tables once (idempotent; called at the start of every search). */
export function setupChainGeometry(): void {
  if (tablesReady) return;
  for (let region: i32 = 0; region < 27; region++) {
    // Regions in SE's order (boxes, rows, columns) as the grid's units (rows, columns, boxes).
    const unit: i32 = region < 9 ? region + 18 : region - 9;
    for (let i: i32 = 0; i < 9; i++) store8(CH_REGION_CELLS + <usize>(region * 9 + i), unitCellAt(unit, i, 9, 3));
  }
  for (let cell: i32 = 0; cell < 81; cell++) {
    const row: i32 = (cell / 9) | 0;
    const col: i32 = cell % 9;
    const box: i32 = boxAt(row, col, 3);
    store8(CH_CELL_REGIONS + <usize>(cell * 3), box);
    store8(CH_CELL_REGIONS + <usize>(cell * 3 + 1), 9 + row);
    store8(CH_CELL_REGIONS + <usize>(cell * 3 + 2), 18 + col);
    const boxPosition: i32 = boxPositionAt(row, col, 3);
    store8(CH_CELL_POSITIONS + <usize>(cell * 3), boxPosition);
    store8(CH_CELL_POSITIONS + <usize>(cell * 3 + 1), col);
    store8(CH_CELL_POSITIONS + <usize>(cell * 3 + 2), row);
    // Box places other than itself; row and column places outside its box.
    store16(CH_WEAK_SKIP + <usize>((cell * 3) << 1), 1 << boxPosition);
    store16(CH_WEAK_SKIP + <usize>((cell * 3 + 1) << 1), 7 << (3 * ((col / 3) | 0)));
    store16(CH_WEAK_SKIP + <usize>((cell * 3 + 2) << 1), 7 << (3 * ((row / 3) | 0)));
  }
  tablesReady = true;
}

/** Cell at position `index` (0..8) of region `region` (0..26). */
export function regionCell(region: i32, index: i32): i32 {
  return load8(CH_REGION_CELLS + <usize>(region * 9 + index));
}

/** Region of `cell` of type `type` (0 box, 1 row, 2 column), as a region id 0..26. */
export function cellRegion(cell: i32, type: i32): i32 {
  return load8(CH_CELL_REGIONS + <usize>(cell * 3 + type));
}

/** Whether two different cells share a region (one look-up in the peer sets). */
export function sees(a: i32, b: i32): bool {
  const word: i32 = (b / CELLS_PER_WORD) | 0;
  return (peerWord(a, word) & (<u32>1 << <u32>(b - word * CELLS_PER_WORD))) != 0;
}

/** Box region id (0..8) of `cell`. */
export function boxOf(cell: i32): i32 {
  return load8(CH_CELL_REGIONS + <usize>(cell * 3));
}

/** Position (0..8) of `cell` in its region of type `type` (0 box, 1 row, 2 column). */
export function positionIn(cell: i32, type: i32): i32 {
  return load8(CH_CELL_POSITIONS + <usize>(cell * 3 + type));
}

/**
 * The positions of `cell`'s region of type `type` that an "on" node there
 * does not reach through that region: itself in its box; in its row and
 * column, its box's three cells (the box reaches them first).
 */
export function weakSkip(cell: i32, type: i32): i32 {
  return load16(CH_WEAK_SKIP + <usize>((cell * 3 + type) << 1));
}
