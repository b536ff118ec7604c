/**
 * The 9×9 random fill: the very grids of fill.ts (the same cell chosen at
 * every step, the same digits drawn from the same stream, the same
 * take-backs and restarts), found without scanning the grid at each step.
 *
 * fill.ts picks the first open cell in row order with the fewest
 * candidates, working every open cell's candidates out from its units: a
 * scan of up to 81 cells per digit placed, most of a 9×9 fill's time. Here
 * each open cell keeps its candidates (GEN_FILL9_CANDIDATES_PTR), updated
 * on its 20 peers when a digit is placed or taken back, and the open cells
 * are kept in sets by candidate count, one 27-bit mask per band
 * (GEN_FILL9_BY_COUNT_PTR), so the choice is the lowest bit of the first
 * non-empty set. fill.ts's scan stops at a cell with no candidates (a dead
 * end) or at its first cell with one; which comes first in row order
 * decides, here too.
 */
import { GEN_FILL_CELL_PTR, GEN_FILL_REST_PTR, GEN_FILL9_BY_COUNT_PTR, GEN_FILL9_CANDIDATES_PTR, GEN_GRID_PTR, GEN_UNIT_USED_PTR } from "./layout";
import { i32At, load16, load8, loadU32, setI32At, store16, store8, storeU32 } from "../../target/memory";
import { popcount, trailingZeros } from "../../target/bits";
import { randomBelow } from "./random";
import { prepareCellUnits } from "./cell-units";
import { RESTART_AFTER, nthBit } from "./fill";

const CANDIDATES: usize = GEN_FILL9_CANDIDATES_PTR;
const BY_COUNT: usize = GEN_FILL9_BY_COUNT_PTR;
const USED: usize = GEN_UNIT_USED_PTR;
const GRID: usize = GEN_GRID_PTR;
const ALL_DIGITS: i32 = 0x1ff;
/** No open cell in a set (past the last cell). */
const NONE: i32 = 81;

/** Adds the open `cell` to the set of cells with `count` candidates, or takes it out. */
function toggleInCount(cell: i32, count: i32): void {
  const band = cell >= 54 ? 2 : cell >= 27 ? 1 : 0;
  const slot = count * 3 + band;
  setI32At(BY_COUNT, slot, i32At(BY_COUNT, slot) ^ (1 << (cell - 27 * band)));
}

/** The first cell in row order of the set of open cells with `count` candidates, NONE when it is empty. */
function firstWithCount(count: i32): i32 {
  const slot = count * 3;
  const band0 = i32At(BY_COUNT, slot);
  if (band0 != 0) return trailingZeros(band0);
  const band1 = i32At(BY_COUNT, slot + 1);
  if (band1 != 0) return 27 + trailingZeros(band1);
  const band2 = i32At(BY_COUNT, slot + 2);
  if (band2 != 0) return 54 + trailingZeros(band2);
  return NONE;
}

/** fill.ts's chooseCell: the open cell with fewest candidates (first in row order), −1 when full, −2 at a dead end. */
function chooseCell(): i32 {
  const empty = firstWithCount(0);
  const single = firstWithCount(1);
  if (single < empty) return single;
  if (empty != NONE) return -2;
  for (let count = 2; count <= 9; count++) {
    const cell = firstWithCount(count);
    if (cell != NONE) return cell;
  }
  return -1;
}

/** `digit` (a bit) leaves the candidates of `peer`, in `band`, when it had it (a filled peer has none). */
function loseCandidate(peer: i32, band: i32, digit: i32): void {
  const candidates = i32At(CANDIDATES, peer);
  if ((candidates & digit) == 0) return;
  const bit = 1 << (peer - 27 * band);
  const slot = popcount(candidates) * 3 + band;
  setI32At(BY_COUNT, slot, i32At(BY_COUNT, slot) ^ bit);
  setI32At(BY_COUNT, slot - 3, i32At(BY_COUNT, slot - 3) ^ bit);
  setI32At(CANDIDATES, peer, candidates ^ digit);
}

/** `digit` (a bit) comes back to the open `peer` unless another of its units holds it. */
function regainCandidate(peer: i32, digit: i32): void {
  if (load8(GRID + <usize>peer) != 0) return;
  const row = (peer / 9) | 0;
  const column = peer - 9 * row;
  const box = ((row / 3) | 0) * 3 + ((column / 3) | 0);
  if (((i32At(USED, row) | i32At(USED, 9 + column) | i32At(USED, 18 + box)) & digit) != 0) return;
  const candidates = i32At(CANDIDATES, peer);
  const count = popcount(candidates);
  toggleInCount(peer, count);
  toggleInCount(peer, count + 1);
  setI32At(CANDIDATES, peer, candidates | digit);
}

/** Flips `digit` (a bit) in the three units of `cell` (row `row`, column `column`). */
function toggleUsed(row: i32, column: i32, digit: i32): void {
  const box = ((row / 3) | 0) * 3 + ((column / 3) | 0);
  setI32At(USED, row, i32At(USED, row) ^ digit);
  setI32At(USED, 9 + column, i32At(USED, 9 + column) ^ digit);
  setI32At(USED, 18 + box, i32At(USED, 18 + box) ^ digit);
}

/** Places `digit` (a bit) in the open `cell`; it leaves the candidates of the cell's 20 peers. */
function placeDigit(cell: i32, digit: i32): void {
  const row = (cell / 9) | 0;
  const column = cell - 9 * row;
  const band = (row / 3) | 0;
  const boxRow = band * 3;
  const boxColumn = ((column / 3) | 0) * 3;
  toggleUsed(row, column, digit);
  store8(GRID + <usize>cell, trailingZeros(digit) + 1);
  toggleInCount(cell, popcount(i32At(CANDIDATES, cell)));
  setI32At(CANDIDATES, cell, 0);
  // the row's 8 and the column's 8 (the cell itself has no candidates now), then the box's 4 off both
  for (let k = 0; k < 9; k++) {
    loseCandidate(row * 9 + k, band, digit);
    loseCandidate(k * 9 + column, (k / 3) | 0, digit);
  }
  for (let r = boxRow; r < boxRow + 3; r++) {
    if (r == row) continue;
    for (let c = boxColumn; c < boxColumn + 3; c++) {
      if (c != column) loseCandidate(r * 9 + c, band, digit);
    }
  }
}

/** Takes `digit` (a bit) back out of `cell` (a dead end's undo): the cell and its peers regain what it took. */
function takeBackDigit(cell: i32, digit: i32): void {
  const row = (cell / 9) | 0;
  const column = cell - 9 * row;
  const boxRow = ((row / 3) | 0) * 3;
  const boxColumn = ((column / 3) | 0) * 3;
  toggleUsed(row, column, digit);
  store8(GRID + <usize>cell, 0);
  const box = boxRow + ((column / 3) | 0);
  const candidates = ALL_DIGITS & ~(i32At(USED, row) | i32At(USED, 9 + column) | i32At(USED, 18 + box));
  setI32At(CANDIDATES, cell, candidates);
  toggleInCount(cell, popcount(candidates));
  for (let k = 0; k < 9; k++) {
    if (k != column) regainCandidate(row * 9 + k, digit);
    if (k != row) regainCandidate(k * 9 + column, digit);
  }
  for (let r = boxRow; r < boxRow + 3; r++) {
    if (r == row) continue;
    for (let c = boxColumn; c < boxColumn + 3; c++) {
      if (c != column) regainCandidate(r * 9 + c, digit);
    }
  }
}

/** An empty grid: every cell open with all nine digits. */
function clearGrid(): void {
  for (let cell = 0; cell < 81; cell++) {
    store8(GRID + <usize>cell, 0);
    setI32At(CANDIDATES, cell, ALL_DIGITS);
  }
  for (let unit = 0; unit < 27; unit++) setI32At(USED, unit, 0);
  for (let slot = 0; slot < 30; slot++) setI32At(BY_COUNT, slot, slot >= 27 ? (1 << 27) - 1 : 0);
}

/**
 * Fills GEN_GRID_PTR with a random full 9×9 grid, drawing from the
 * generator's stream: fillRandomGrid(9, 3)'s grid, step for step.
 */
export function fillRandomGrid9(): void {
  prepareCellUnits(9, 3); // the dig's tables
  for (;;) {
    clearGrid();
    let depth = 0;
    let takeBacks = 0;
    let cell = chooseCell();
    let rest: u32 = cell >= 0 ? <u32>i32At(CANDIDATES, cell) : 0;
    while (cell != -1) {
      if (cell >= 0 && rest != 0) {
        const digit = nthBit(rest, randomBelow(popcount(rest)));
        rest = (rest & ~digit) >>> 0;
        store16(GEN_FILL_CELL_PTR + (<usize>depth << 1), cell);
        storeU32(GEN_FILL_REST_PTR + (<usize>depth << 2), rest);
        placeDigit(cell, <i32>digit);
        depth++;
        cell = chooseCell();
        rest = cell >= 0 ? <u32>i32At(CANDIDATES, cell) : 0;
        continue;
      }
      // Dead end: take back the last choice and try another of its digits.
      if (depth == 0 || ++takeBacks > RESTART_AFTER * 9) break;
      depth--;
      cell = load16(GEN_FILL_CELL_PTR + (<usize>depth << 1));
      rest = loadU32(GEN_FILL_REST_PTR + (<usize>depth << 2));
      takeBackDigit(cell, 1 << (load8(GRID + <usize>cell) - 1));
    }
    if (cell == -1) return;
  }
}
