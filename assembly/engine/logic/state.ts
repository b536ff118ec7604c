/**
 * The board the techniques read: placed digits and candidate masks per cell,
 * the unit tables of the current side, and the moves that change it (place a
 * digit, remove a candidate). Layout in layout.ts.
 */
import * as layout from "./layout";
import { setupPeerSets } from "./cell-sets";
import { boxSideOf, writeBoxPositions, writeCellUnits, writeUnitCells } from "../grid";
import { trailingZeros } from "../../target/bits";
import { load16, load32, load8, loadU32, store16, store32, store8, storeU32 } from "../../target/memory";

// Module-local copies of the layout: V8 folds a module's own constants but
// re-reads imported bindings on every access (these are read in every scan).
const LOGIC_MAX_SIDE: i32 = layout.LOGIC_MAX_SIDE;
const CANDIDATES_PTR: usize = layout.CANDIDATES_PTR;
const CELL_UNITS_PTR: usize = layout.CELL_UNITS_PTR;
const INPUT_CANDIDATES_PTR: usize = layout.INPUT_CANDIDATES_PTR;
const INPUT_VALUES_PTR: usize = layout.INPUT_VALUES_PTR;
const SAVED_CANDIDATES_PTR: usize = layout.SAVED_CANDIDATES_PTR;
const SAVED_VALUES_PTR: usize = layout.SAVED_VALUES_PTR;
const UNIT_CELLS_PTR: usize = layout.UNIT_CELLS_PTR;
const VALUES_PTR: usize = layout.VALUES_PTR;
const PEERS_PTR: usize = layout.PEERS_PTR;
const POSITIONS_PTR: usize = layout.POSITIONS_PTR;
const PLACED_COUNTS_PTR: usize = layout.PLACED_COUNTS_PTR;
const BOX_INDEX_PTR: usize = layout.BOX_INDEX_PTR;
const UNIT_EMPTY_PTR: usize = layout.UNIT_EMPTY_PTR;
const DIGIT_STAMPS_PTR: usize = layout.DIGIT_STAMPS_PTR;
const UNIT_STAMPS_PTR: usize = layout.UNIT_STAMPS_PTR;
const STAMP_WORDS: i32 = layout.STAMP_WORDS;

/** Side N of the loaded board. */
export let side: i32 = 9;
/** Box side √N. */
export let boxSide: i32 = 3;
/** N*N. */
export let cellCount: i32 = 81;
/** 3N. */
export let unitCount: i32 = 27;
/** Mask of all N digits. */
export let allDigits: u32 = 0x1ff;
/** Cells still empty. */
export let emptyCells: i32 = 81;
/** Side the unit tables were built for (0 = not yet). */
let tablesSide: i32 = 0;
/**
 * Ticks once per change of the board; every digit and unit whose candidates
 * a change touches is stamped with the tick (DIGIT_STAMPS_PTR,
 * UNIT_STAMPS_PTR), so a finder that found nothing at tick t need only look
 * again where a stamp is later than t (freshness.ts). Restarts at 1 on
 * every load.
 */
export let changeClock: i32 = 1;

/** Forgets every stamp and clean mark (a new board: everything counts as changed). */
function resetChangeStamps(): void {
  changeClock = 1;
  for (let i = 0; i < STAMP_WORDS; i++) store32(DIGIT_STAMPS_PTR + <usize>(i << 2), 0);
  for (let i = 0; i < layout.LOGIC_MAX_SIDE + layout.LOGIC_MAX_UNITS; i++) store32(DIGIT_STAMPS_PTR + <usize>(i << 2), 1);
}

/**
 * Records that the candidates `flipped` of `cell` were just added or
 * removed: their position bits flip in the cell's three units, and those
 * digits and units are stamped with the current tick.
 */
function recordChange(cell: i32, flipped: u32): void {
  const row = rowOf(cell);
  const column = side + columnOf(cell);
  const box = 2 * side + boxOf(cell);
  const rowBase = POSITIONS_PTR + <usize>((row * LOGIC_MAX_SIDE) << 2);
  const columnBase = POSITIONS_PTR + <usize>((column * LOGIC_MAX_SIDE) << 2);
  const boxBase = POSITIONS_PTR + <usize>((box * LOGIC_MAX_SIDE) << 2);
  const rowBit = <u32>1 << <u32>(column - side);
  const columnBit = <u32>1 << <u32>row;
  const boxBit = <u32>1 << <u32>load8(BOX_INDEX_PTR + <usize>cell);
  let rest = flipped;
  while (rest != 0) {
    const offset = <usize>(trailingZeros(rest) << 2);
    storeU32(rowBase + offset, loadU32(rowBase + offset) ^ rowBit);
    storeU32(columnBase + offset, loadU32(columnBase + offset) ^ columnBit);
    storeU32(boxBase + offset, loadU32(boxBase + offset) ^ boxBit);
    store32(DIGIT_STAMPS_PTR + offset, changeClock);
    rest &= rest - 1;
  }
  store32(UNIT_STAMPS_PTR + <usize>(row << 2), changeClock);
  store32(UNIT_STAMPS_PTR + <usize>(column << 2), changeClock);
  store32(UNIT_STAMPS_PTR + <usize>(box << 2), changeClock);
}

/**
 * Positions of `digit` in `unit`: bit i = the unit's i-th cell holds it as
 * a candidate. Kept in step with every change of the board.
 */
export function positionsOf(unit: i32, digit: i32): u32 {
  return loadU32(POSITIONS_PTR + <usize>((unit * LOGIC_MAX_SIDE + digit - 1) << 2));
}

/** How many times `digit` is placed. */
export function placedTimes(digit: i32): i32 {
  return load32(PLACED_COUNTS_PTR + <usize>((digit - 1) << 2));
}

/** Empty cells of a unit, counted on the board. */
function emptyCellsCounted(unit: i32): i32 {
  let count = 0;
  for (let i = 0; i < side; i++) if (valueAt(unitCell(unit, i)) == 0) count++;
  return count;
}

/** Recomputes the positions, placed counts and empty counts from the board (after a load: changes are then kept one by one). */
function rebuildPositions(): void {
  for (let unit = 0; unit < unitCount; unit++) store32(UNIT_EMPTY_PTR + <usize>(unit << 2), emptyCellsCounted(unit));
  for (let digit = 0; digit < side; digit++) store32(PLACED_COUNTS_PTR + <usize>(digit << 2), 0);
  for (let cell = 0; cell < cellCount; cell++) {
    const value = valueAt(cell);
    if (value != 0) {
      const at = PLACED_COUNTS_PTR + <usize>((value - 1) << 2);
      store32(at, load32(at) + 1);
    }
  }
  for (let unit = 0; unit < unitCount; unit++) {
    const base = POSITIONS_PTR + <usize>((unit * LOGIC_MAX_SIDE) << 2);
    for (let digit = 0; digit < side; digit++) storeU32(base + <usize>(digit << 2), 0);
    for (let i = 0; i < side; i++) {
      let mask = candidatesAt(unitCell(unit, i));
      const bit = <u32>1 << <u32>i;
      while (mask != 0) {
        const at = base + <usize>(trailingZeros(mask) << 2);
        storeU32(at, loadU32(at) | bit);
        mask &= mask - 1;
      }
    }
  }
}

/** A new board: derived tables rebuilt, every stamp and clean mark forgotten. */
function boardLoaded(): void {
  rebuildPositions();
  resetChangeStamps();
}

/** Whether the logic engine takes this side (a square of 2..5). */
export function isLogicSide(n: i32): bool {
  return n == 4 || n == 9 || n == 16 || n == 25;
}

/** Fills the unit tables for side `n` from the grid's geometry (../grid.ts); done when a load changes the side. */
export function setupGeometry(n: i32): void {
  side = n;
  tablesSide = n;
  boxSide = boxSideOf(n);
  cellCount = n * n;
  unitCount = 3 * n;
  allDigits = (<u32>1 << <u32>n) - 1;
  writeUnitCells(UNIT_CELLS_PTR, n, LOGIC_MAX_SIDE);
  writeCellUnits(CELL_UNITS_PTR, n, 3);
  writeBoxPositions(BOX_INDEX_PTR, n, 1);
  setupPeers();
  if (n == 9) setupPeerSets();
}

/** Peers per cell: 3N - 2B - 1 (20 on 9×9). */
export let peerCount: i32 = 20;

/** The i-th peer of a cell (the other cells of its row, column and box, each once). */
export function peerOf(cell: i32, i: i32): i32 {
  return load16(PEERS_PTR + <usize>((cell * 64 + i) << 1));
}

/** Fills the peer table (setupGeometry calls it). */
function setupPeers(): void {
  peerCount = 3 * side - 2 * boxSide - 1;
  for (let cell = 0; cell < cellCount; cell++) {
    let count = 0;
    for (let other = 0; other < cellCount; other++) {
      if (other != cell && (rowOf(other) == rowOf(cell) || columnOf(other) == columnOf(cell) || boxOf(other) == boxOf(cell))) {
        store16(PEERS_PTR + <usize>((cell * 64 + count) << 1), other);
        count++;
      }
    }
  }
}

/** The i-th cell of a unit. */
export function unitCell(unit: i32, i: i32): i32 {
  return load16(UNIT_CELLS_PTR + <usize>((unit * LOGIC_MAX_SIDE + i) << 1));
}
/** Row index 0..N-1 of a cell (also its row unit). */
export function rowOf(cell: i32): i32 {
  return load8(CELL_UNITS_PTR + <usize>(cell * 3));
}
/** Column index 0..N-1 of a cell (its column unit is N + this). */
export function columnOf(cell: i32): i32 {
  return load8(CELL_UNITS_PTR + <usize>(cell * 3 + 1));
}
/** Box index 0..N-1 of a cell (its box unit is 2N + this). */
export function boxOf(cell: i32): i32 {
  return load8(CELL_UNITS_PTR + <usize>(cell * 3 + 2));
}
/** A 9×9 cell's three units as bits of a unit set: row r as bit r, column c as 9 + c, box b as 18 + b. */
export function unitBitsOf(cell: i32): u32 {
  return (<u32>1 << <u32>rowOf(cell)) | (<u32>1 << <u32>(9 + columnOf(cell))) | (<u32>1 << <u32>(18 + boxOf(cell)));
}
/** Whether two distinct cells share a unit. */
export function sees(a: i32, b: i32): bool {
  return a != b && (rowOf(a) == rowOf(b) || columnOf(a) == columnOf(b) || boxOf(a) == boxOf(b));
}
/** The digit placed in a cell (0 = empty). */
export function valueAt(cell: i32): i32 {
  return load8(VALUES_PTR + <usize>cell);
}
/** The candidate mask of a cell (0 once placed). */
export function candidatesAt(cell: i32): u32 {
  return loadU32(CANDIDATES_PTR + <usize>(cell << 2));
}
/** Replaces a cell's candidate mask. */
export function setCandidatesAt(cell: i32, mask: u32): void {
  const at = CANDIDATES_PTR + <usize>(cell << 2);
  const old = loadU32(at);
  if (old == mask) return;
  changeClock++;
  storeU32(at, mask);
  recordChange(cell, old ^ mask);
}
/** Position mask of the cells of `unit` that hold the candidate bit `bit`. */
export function positionsIn(unit: i32, bit: u32): u32 {
  let positions: u32 = 0;
  for (let i = 0; i < side; i++) {
    if ((candidatesAt(unitCell(unit, i)) & bit) != 0) positions |= <u32>1 << <u32>i;
  }
  return positions;
}
/** Empty cells of a unit. */
export function emptyCellsIn(unit: i32): i32 {
  return load32(UNIT_EMPTY_PTR + <usize>(unit << 2));
}

/** Adds `delta` to the empty-cell counts of the three units of `cell`. */
function countEmpty(cell: i32, delta: i32): void {
  const row = UNIT_EMPTY_PTR + <usize>(rowOf(cell) << 2);
  store32(row, load32(row) + delta);
  const column = UNIT_EMPTY_PTR + <usize>((side + columnOf(cell)) << 2);
  store32(column, load32(column) + delta);
  const box = UNIT_EMPTY_PTR + <usize>((2 * side + boxOf(cell)) << 2);
  store32(box, load32(box) + delta);
}
/** Removes a candidate (no-op when absent). */
export function removeCandidate(cell: i32, digit: i32): void {
  setCandidatesAt(cell, candidatesAt(cell) & ~(<u32>1 << <u32>(digit - 1)));
}

/** Places a digit and removes it from the candidates of every peer. */
export function placeDigit(cell: i32, digit: i32): void {
  const previous = valueAt(cell);
  if (previous == 0) {
    emptyCells--;
    countEmpty(cell, -1);
  } else {
    store32(PLACED_COUNTS_PTR + <usize>((previous - 1) << 2), placedTimes(previous) - 1);
  }
  changeClock++;
  store8(VALUES_PTR + <usize>cell, digit);
  const bit = <u32>1 << <u32>(digit - 1);
  const placedAt = PLACED_COUNTS_PTR + <usize>((digit - 1) << 2);
  store32(placedAt, load32(placedAt) + 1);
  // The digit and the cell's units count as changed even if the mask somehow held not it.
  store32(DIGIT_STAMPS_PTR + <usize>((digit - 1) << 2), changeClock);
  recordChange(cell, loadU32(CANDIDATES_PTR + <usize>(cell << 2)));
  storeU32(CANDIDATES_PTR + <usize>(cell << 2), 0);
  for (let i = 0; i < peerCount; i++) {
    const peer = peerOf(cell, i);
    const at = CANDIDATES_PTR + <usize>(peer << 2);
    const mask = loadU32(at);
    if ((mask & bit) == 0) continue;
    storeU32(at, mask & ~bit);
    recordChange(peer, bit);
  }
}

/**
 * Loads the host's input (INPUT_VALUES_PTR, and INPUT_CANDIDATES_PTR when
 * `withCandidates`) as the state. Without candidates every empty cell gets
 * the digits its placed peers leave; with them the host's masks are taken as
 * they are (the host validated them). Returns false for an unsupported side.
 */
export function loadInput(n: i32, withCandidates: bool): bool {
  if (!isLogicSide(n)) return false;
  if (tablesSide != n) setupGeometry(n);
  emptyCells = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = load8(INPUT_VALUES_PTR + <usize>cell);
    store8(VALUES_PTR + <usize>cell, digit);
    if (digit == 0) emptyCells++;
    const given = loadU32(INPUT_CANDIDATES_PTR + <usize>(cell << 2)) & allDigits;
    setCandidatesAt(cell, digit != 0 ? 0 : withCandidates ? given : allDigits);
  }
  if (!withCandidates) {
    for (let cell = 0; cell < cellCount; cell++) {
      const digit = valueAt(cell);
      if (digit != 0) placeDigit(cell, digit);
    }
  }
  boardLoaded();
  return true;
}

/** Whether two givens of the last loadPuzzle9 share a digit in a unit. */
let clashingGivens: bool = false;

/** Whether the givens of the last 9×9 puzzle loaded by loadPuzzle9 break the rules (a digit twice in a unit). */
export function givensClash(): bool {
  return clashingGivens;
}

/**
 * Loads a 9×9 puzzle from `ptr` (81 u8 digits), candidates from its givens
 * (noting whether two of them clash: givensClash):
 * each empty cell keeps the digits no given of its units holds, and the
 * derived tables are filled from that in one pass each (the batch rater
 * loads every puzzle this way).
 */
export function loadPuzzle9(ptr: usize): void {
  if (tablesSide != 9) setupGeometry(9);
  // The digits placed in each unit, in the finder scratch (free between finder calls).
  const placedIn = layout.LOAD_PLACED_PTR;
  for (let unit = 0; unit < 27; unit++) {
    storeU32(placedIn + <usize>(unit << 2), 0);
    store32(UNIT_EMPTY_PTR + <usize>(unit << 2), 0);
  }
  for (let digit = 0; digit < 9; digit++) store32(PLACED_COUNTS_PTR + <usize>(digit << 2), 0);
  emptyCells = 0;
  clashingGivens = false;
  for (let cell = 0; cell < 81; cell++) {
    const digit = load8(ptr + <usize>cell);
    store8(VALUES_PTR + <usize>cell, digit);
    const row = rowOf(cell);
    const column = 9 + columnOf(cell);
    const box = 18 + boxOf(cell);
    if (digit == 0) {
      emptyCells++;
      countEmpty(cell, 1);
      continue;
    }
    const bit = <u32>1 << <u32>(digit - 1);
    const seen = loadU32(placedIn + <usize>(row << 2)) | loadU32(placedIn + <usize>(column << 2)) | loadU32(placedIn + <usize>(box << 2));
    if ((seen & bit) != 0) clashingGivens = true;
    storeU32(placedIn + <usize>(row << 2), loadU32(placedIn + <usize>(row << 2)) | bit);
    storeU32(placedIn + <usize>(column << 2), loadU32(placedIn + <usize>(column << 2)) | bit);
    storeU32(placedIn + <usize>(box << 2), loadU32(placedIn + <usize>(box << 2)) | bit);
    const placedAt = PLACED_COUNTS_PTR + <usize>((digit - 1) << 2);
    store32(placedAt, load32(placedAt) + 1);
  }
  for (let unit = 0; unit < 27; unit++) {
    const base = POSITIONS_PTR + <usize>((unit * LOGIC_MAX_SIDE) << 2);
    for (let digit = 0; digit < 9; digit++) storeU32(base + <usize>(digit << 2), 0);
  }
  for (let cell = 0; cell < 81; cell++) {
    if (load8(VALUES_PTR + <usize>cell) != 0) {
      storeU32(CANDIDATES_PTR + <usize>(cell << 2), 0);
      continue;
    }
    const row = rowOf(cell);
    const column = 9 + columnOf(cell);
    const box = 18 + boxOf(cell);
    const seen = loadU32(placedIn + <usize>(row << 2)) | loadU32(placedIn + <usize>(column << 2)) | loadU32(placedIn + <usize>(box << 2));
    const mask = allDigits & ~seen;
    storeU32(CANDIDATES_PTR + <usize>(cell << 2), mask);
    const rowBase = POSITIONS_PTR + <usize>((row * LOGIC_MAX_SIDE) << 2);
    const columnBase = POSITIONS_PTR + <usize>((column * LOGIC_MAX_SIDE) << 2);
    const boxBase = POSITIONS_PTR + <usize>((box * LOGIC_MAX_SIDE) << 2);
    const rowBit = <u32>1 << <u32>(column - 9);
    const columnBit = <u32>1 << <u32>row;
    const boxBit = <u32>1 << <u32>load8(BOX_INDEX_PTR + <usize>cell);
    let rest = mask;
    while (rest != 0) {
      const offset = <usize>(trailingZeros(rest) << 2);
      storeU32(rowBase + offset, loadU32(rowBase + offset) | rowBit);
      storeU32(columnBase + offset, loadU32(columnBase + offset) | columnBit);
      storeU32(boxBase + offset, loadU32(boxBase + offset) | boxBit);
      rest &= rest - 1;
    }
  }
  resetChangeStamps();
}

/** Copies the state aside (restoreState brings it back). */
export function saveState(): void {
  for (let cell = 0; cell < cellCount; cell++) {
    store8(SAVED_VALUES_PTR + <usize>cell, valueAt(cell));
    storeU32(SAVED_CANDIDATES_PTR + <usize>(cell << 2), candidatesAt(cell));
  }
}

/** Brings back the state saved by saveState. */
export function restoreState(): void {
  emptyCells = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = load8(SAVED_VALUES_PTR + <usize>cell);
    store8(VALUES_PTR + <usize>cell, digit);
    setCandidatesAt(cell, loadU32(SAVED_CANDIDATES_PTR + <usize>(cell << 2)));
    if (digit == 0) emptyCells++;
  }
  boardLoaded();
}

/** Writes the state back to the input area (digits and masks), for the host. */
export function exportState(): void {
  for (let cell = 0; cell < cellCount; cell++) {
    store8(INPUT_VALUES_PTR + <usize>cell, valueAt(cell));
    storeU32(INPUT_CANDIDATES_PTR + <usize>(cell << 2), candidatesAt(cell));
  }
}
