/**
 * Sets of 9×9 cells as three u32 words: word w holds cells 27w..27w+26
 * (bit = cell - 27w), so every mask stays below bit 31 and a whole-grid
 * question (which cells see all of these?) is three ANDs. Ascending bit
 * order within ascending words is ascending cell order, the order the
 * finders emit eliminations in. The peer table lives at CELL_SETS_PTR,
 * filled with the 9×9 unit tables (state.ts setupGeometry).
 */
import * as layout from "./layout";
import { boxAt } from "../grid";
import { loadU32, storeU32 } from "../../target/memory";

const CELL_SETS_PTR: usize = layout.CELL_SETS_PTR;

/** Cells of a 9×9 grid in one word of a set. */
export const CELLS_PER_WORD: i32 = 27;

/** Word `word` (0..2) of the set of cell bit `cell`. */
export function cellBit(cell: i32, word: i32): u32 {
  const at = cell - word * CELLS_PER_WORD;
  return at >= 0 && at < CELLS_PER_WORD ? <u32>1 << <u32>at : 0;
}

/** Word `word` of the peers of a 9×9 cell (the cells sharing its row, column or box; not itself). */
export function peerWord(cell: i32, word: i32): u32 {
  return loadU32(CELL_SETS_PTR + <usize>((cell * 3 + word) << 2));
}

/** Fills the peer sets of the 81 cells (state.ts calls it when it sets up the 9×9 geometry). */
export function setupPeerSets(): void {
  for (let cell = 0; cell < 81; cell++) {
    const row = (cell / 9) | 0;
    const column = cell % 9;
    const box = boxAt(row, column, 3);
    for (let word = 0; word < 3; word++) storeU32(CELL_SETS_PTR + <usize>((cell * 3 + word) << 2), 0);
    for (let other = 0; other < 81; other++) {
      if (other == cell) continue;
      const r = (other / 9) | 0;
      const c = other % 9;
      if (r != row && c != column && boxAt(r, c, 3) != box) continue;
      const word = (other / CELLS_PER_WORD) | 0;
      const at = CELL_SETS_PTR + <usize>((cell * 3 + word) << 2);
      storeU32(at, loadU32(at) | (<u32>1 << <u32>(other - word * CELLS_PER_WORD)));
    }
  }
}
