/**
 * A random full grid, by randomised backtracking: always fill the empty cell
 * with the fewest candidates (the first such cell in row order), with a
 * digit drawn uniformly from its candidates; on a dead end, take back the
 * last choice and draw another of its remaining digits.
 *
 * Why a search of its own rather than shuffling one base grid: relabelling
 * digits and permuting bands, stacks, rows and columns only reaches the
 * grids equivalent to the base grid, one class out of 5,472,730,538 for
 * 9×9, so every puzzle would share one essentially different solution. The
 * random fill reaches every grid, in practice with next to no backtracking
 * (9×9 and 16×16 fill almost always without a dead end). Its distribution
 * over grids is not exactly uniform (a choice early on weighs its subtree by
 * its first dead ends, not by its number of completions), as with every
 * generator of this kind; the dig order is where the puzzles differ most.
 *
 * A dead end deep in a 25×25 fill can cost much; after RESTART_AFTER
 * take-backs the fill starts over (with the stream where it is, so still
 * reproducible).
 */
import {
  GEN_FILL_CELL_PTR, GEN_FILL_REST_PTR, GEN_GRID_PTR, GEN_UNIT_USED_PTR,
} from "./layout";
import { load16, load8, loadU32, store16, store8, storeU32 } from "../../target/memory";
import { popcount, trailingZeros } from "../../target/bits";
import { randomBelow } from "./random";
import { boxUnitOf, columnUnitOf, prepareCellUnits, rowUnitOf } from "./cell-units";

/** Take-backs per side before a fill starts over. */
export const RESTART_AFTER: i32 = 64;

/** The `k`-th lowest set bit of `mask` (k < popcount(mask)), as a one-bit mask. */
export function nthBit(mask: u32, k: i32): u32 {
  let rest: u32 = mask;
  for (let i = 0; i < k; i++) rest = (rest & (rest - 1)) >>> 0;
  return (rest & (0 - rest)) >>> 0;
}

function unitUsed(unit: i32): u32 {
  return loadU32(GEN_UNIT_USED_PTR + (<usize>unit << 2));
}

function setUnitUsed(unit: i32, digits: u32): void {
  storeU32(GEN_UNIT_USED_PTR + (<usize>unit << 2), digits);
}

/** Puts `bit` in `cell` (digit bit of 1..side) or takes it out (`bit` already there). */
function toggle(cell: i32, bit: u32, placing: bool): void {
  const row = rowUnitOf(cell);
  const column = columnUnitOf(cell);
  const box = boxUnitOf(cell);
  setUnitUsed(row, (unitUsed(row) ^ bit) >>> 0);
  setUnitUsed(column, (unitUsed(column) ^ bit) >>> 0);
  setUnitUsed(box, (unitUsed(box) ^ bit) >>> 0);
  store8(GEN_GRID_PTR + <usize>cell, placing ? trailingZeros(bit) + 1 : 0);
}

/** The digits `cell` may still take. */
function candidates(cell: i32, allDigits: u32): u32 {
  const used = unitUsed(rowUnitOf(cell)) | unitUsed(columnUnitOf(cell)) | unitUsed(boxUnitOf(cell));
  return (allDigits & ~used) >>> 0;
}

/** The empty cell with fewest candidates (first in row order), −1 when full, −2 at a dead end. */
function chooseCell(side: i32, allDigits: u32): i32 {
  const cells = side * side;
  let best = -1;
  let bestCount = side + 1;
  for (let cell = 0; cell < cells; cell++) {
    if (load8(GEN_GRID_PTR + <usize>cell) != 0) continue;
    const n = popcount(candidates(cell, allDigits));
    if (n == 0) return -2;
    if (n < bestCount) {
      best = cell;
      bestCount = n;
      if (n == 1) break;
    }
  }
  return best;
}

/** Clears the grid and the unit masks for a new fill. */
function clearGrid(side: i32): void {
  const cells = side * side;
  for (let cell = 0; cell < cells; cell++) store8(GEN_GRID_PTR + <usize>cell, 0);
  for (let unit = 0; unit < 3 * side; unit++) setUnitUsed(unit, 0);
}

/**
 * Fills GEN_GRID_PTR with a random full grid of `side` (4, 9, 16, 25),
 * drawing from the generator's stream. Always succeeds (starting over when
 * a fill backtracks too much).
 */
export function fillRandomGrid(side: i32, boxSide: i32): void {
  const allDigits: u32 = ((<u32>1 << <u32>side) - 1) >>> 0;
  prepareCellUnits(side, boxSide);
  for (;;) {
    clearGrid(side);
    let depth = 0;
    let takeBacks = 0;
    let cell = chooseCell(side, allDigits);
    let rest: u32 = cell >= 0 ? candidates(cell, allDigits) : 0;
    while (cell != -1) {
      if (cell >= 0 && rest != 0) {
        const bit = nthBit(rest, randomBelow(popcount(rest)));
        rest = (rest & ~bit) >>> 0;
        store16(GEN_FILL_CELL_PTR + (<usize>depth << 1), cell);
        storeU32(GEN_FILL_REST_PTR + (<usize>depth << 2), rest);
        toggle(cell, bit, true);
        depth++;
        cell = chooseCell(side, allDigits);
        rest = cell >= 0 ? candidates(cell, allDigits) : 0;
        continue;
      }
      // Dead end: take back the last choice and try another of its digits.
      if (depth == 0 || ++takeBacks > RESTART_AFTER * side) break;
      depth--;
      cell = load16(GEN_FILL_CELL_PTR + (<usize>depth << 1));
      rest = loadU32(GEN_FILL_REST_PTR + (<usize>depth << 2));
      const digit = load8(GEN_GRID_PTR + <usize>cell);
      toggle(cell, (<u32>1 << <u32>(digit - 1)) >>> 0, false);
    }
    if (cell == -1) return;
  }
}
