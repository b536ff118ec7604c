/**
 * The board and propagation of the general N×N engine (search.ts branches
 * over it). One source for both engines (see board.ts for the glossary,
 * layout.ts for the memory map).
 *
 * One board, changed in place and undone on backtracking: per cell its
 * candidate mask (CELLS), and per (unit, digit) the positions of the unit
 * where the digit may still go (PLACES), the same facts seen from the
 * units. Every change is logged on a trail (one u16 per candidate removed
 * or cell placed); a branch point remembers the trail's length and undoes
 * back to it, so a guess costs what it changes, not a copy of the board.
 *
 * Propagation is incremental: removing a candidate updates the cell and its
 * three (unit, digit) place sets, and queues what may follow from exactly
 * those: a cell left with one candidate (naked single) or two (a naked
 * pair, if a cell of one of its units has the same two), a (unit, digit)
 * left with one place (hidden single) or with all its places inside one box/line
 * intersection (locked candidates, pointing and claiming both ways). The
 * queue runs to a fixpoint, so nothing is rescanned: on the bench's random
 * 25×25 puzzles at 45% kept, the old rescans of every unit and every
 * segment after each step were 85% of the time.
 *
 * Every contradiction is counted against the unit where it showed (unit
 * weights, which search.ts branches by).
 */
import * as layout from "./layout";
import {
  PLACED,
  allDigits,
  boxSide,
  cellCount,
  clearLowBit,
  digitOf,
  lowBit,
  popcount,
  side,
  unitCount,
} from "./board";
import { fillBytes, i32At, setI32At, setU16At, setU32At, setU8At, u16At, u32At, u8At } from "../target/memory";
import { trailingZeros } from "../target/bits";
import { SPEED_CODE } from "../target/build-goal";

/** Flag in a task: place the cell (the low bits), else check the (unit, digit) word. */
const CELL_TASK: i32 = 0x8000;
/** Flag in a cell task: look for a naked pair with the (bivalue) cell instead. */
const PAIR_TASK: i32 = 0x4000;
/**
 * Flag in a trail entry: the cell (bits 0–9) was placed with the digit index
 * in bits 10–14 (625 cells and 25 digits fit), else cell * 32 + digit index
 * lost its candidate.
 */
const PLACE_ENTRY: i32 = 0x8000;
/** The cell bits of a place entry. */
const PLACE_CELL_MASK: i32 = 0x3ff;
/** Where a place entry's digit index starts. */
const PLACE_DIGIT_SHIFT: i32 = 10;
/** Words per unit in PLACES (one per digit, padded to 32 so unit = word >>> 5). */
export const UNIT_STRIDE: i32 = 32;

/** Cells not placed yet. */
export let unplaced: i32 = 0;
/** Entries on the trail. */
export let trailTop: i32 = 0;
let taskHead: i32 = 0;
let taskTail: i32 = 0;

// ---- memory ---------------------------------------------------------------------
// Module-local copies of the layout pointers (layout.ts) this file's loops
// use: V8 folds a module's own constants into machine code but reads imported
// bindings on every access.

/** u32 per cell: candidate mask | PLACED. */
const CELLS: usize = layout.CELLS_PTR;
/** u32 per (unit, digit), at unit * UNIT_STRIDE + digit index: the unit's positions holding it. */
const PLACES: usize = layout.PLACES_PTR;
/** u8 per (unit, digit): a check of it is queued, or the unit holds the digit placed (markPlacedDigit). */
const PENDING: usize = layout.PENDING_PTR;
/** u16 trail of changes since the root. */
const TRAIL: usize = layout.TRAIL_PTR;
/** u16 task ring. */
const TASKS: usize = layout.TASKS_PTR;
/** TASK_CAPACITY - 1, the ring's index mask. */
const TASK_MASK: i32 = layout.TASK_CAPACITY - 1;
/** u16 unitCells[u * side + k] (board.ts builds them). */
const UNIT_CELLS: usize = layout.UNIT_CELLS_PTR;
/** u8 × 4 per cell: row, column, box, position in the box. */
const CELL_UNITS: usize = layout.CELL_UNITS_PTR;
/** u32 per unit: its positions whose cells are open (layout.ts). */
const OPEN_CELLS: usize = layout.OPEN_CELLS_PTR;
/** u8 x / boxSide, x % boxSide. */
const DIV_BOX: usize = layout.DIV_BOX_PTR;
const MOD_BOX: usize = layout.MOD_BOX_PTR;
/** u32 per position: its run of boxSide positions (a line's segment, a box's row). */
const BLOCK_MASK: usize = layout.BLOCK_MASK_PTR;
/** u32 per box position: the positions of its box-column. */
const BOX_COLUMN_MASK: usize = layout.BOX_COLUMN_MASK_PTR;

/** Queues a task (the ring never fills: each cell and each (unit, digit) is queued at most once at a time). */
function pushTask(task: i32): void {
  setU16At(TASKS, taskTail, task);
  taskTail = (taskTail + 1) & TASK_MASK;
}

/** Logs a change for undoTo. */
function pushTrail(entry: i32): void {
  setU16At(TRAIL, trailTop, entry);
  trailTop++;
}

// ---- propagation ---------------------------------------------------------------

/**
 * Removes candidate `bit` (digit index `digit`) from `cell`, and the cell's
 * position from the (unit, digit) place sets of its row, column and box,
 * queueing what may follow. False on a contradiction (the cell or one of
 * those units left without any place for it).
 */
export function eliminate(cell: i32, bit: u32): bool {
  const mask = u32At(CELLS, cell);
  if ((mask & bit) == 0) return true;
  const left = mask ^ bit;
  if ((left & allDigits) == 0) return blameCell(cell);
  setU32At(CELLS, cell, left);
  const digit = digitOf(bit) - 1;
  pushTrail(cell * 32 + digit);
  if ((left & PLACED) == 0) {
    if (clearLowBit(left) == 0) pushTask(cell | CELL_TASK);
    else if (clearLowBit(clearLowBit(left)) == 0) pushTask(cell | CELL_TASK | PAIR_TASK);
  }
  const units = cell * 4;
  const row = u8At(CELL_UNITS, units);
  const column = u8At(CELL_UNITS, units + 1);
  return removePlace(row * UNIT_STRIDE + digit, column)
    && removePlace((side + column) * UNIT_STRIDE + digit, row)
    && removePlace((2 * side + u8At(CELL_UNITS, units + 2)) * UNIT_STRIDE + digit, u8At(CELL_UNITS, units + 3));
}

/** Removes `position` from the place set `word`; queues its check. False when no place is left. */
function removePlace(word: i32, position: i32): bool {
  const places = u32At(PLACES, word) & ~(<u32>1 << position);
  setU32At(PLACES, word, places);
  if (places == 0) return blameUnit(word >>> 5);
  if (u8At(PENDING, word) == 0) {
    setU8At(PENDING, word, 1);
    pushTask(word);
  }
  return true;
}

/**
 * Places `bit` in `cell`: removes the cell's other candidates and the digit
 * from every peer. True when the cell already holds it; false on a
 * contradiction.
 */
export function place(cell: i32, bit: u32): bool {
  const mask = u32At(CELLS, cell);
  if ((mask & PLACED) != 0) return (mask & bit) != 0 || blameCell(cell);
  if ((mask & bit) == 0) return blameCell(cell);
  const digit = digitOf(bit) - 1;
  setU32At(CELLS, cell, mask | PLACED);
  pushTrail(cell | PLACE_ENTRY | (digit << PLACE_DIGIT_SHIFT));
  unplaced--;
  toggleOpen(cell);
  if (SPEED_CODE) markPlacedDigit(cell, digit, 1);
  let others = mask & allDigits & ~bit;
  while (others != 0) {
    const other = lowBit(others);
    others ^= other;
    if (!eliminate(cell, other)) return false;
  }
  // The peers still holding the digit, from the place sets: at 45% kept on
  // 25×25 a place visits ~10 of them instead of all 64 peers.
  const units = cell * 4;
  const row = u8At(CELL_UNITS, units);
  const column = u8At(CELL_UNITS, units + 1);
  return removeFromUnit(row, bit, digit, <u32>1 << column)
    && removeFromUnit(side + column, bit, digit, <u32>1 << row)
    && removeFromUnit(2 * side + u8At(CELL_UNITS, units + 2), bit, digit, <u32>1 << u8At(CELL_UNITS, units + 3));
}

/**
 * What follows from the place set `word` of (unit, digit): one place left
 * is a hidden single; places all in one segment lock the digit there, so it
 * goes from the rest of the box (a line's places) or of the line (a box's).
 */
function checkPlaces(word: i32): bool {
  const places = u32At(PLACES, word);
  const unit = word >>> 5;
  const digit = word & 31;
  const bit: u32 = 1 << digit;
  const first = trailingZeros(places);
  if (clearLowBit(places) == 0) return place(u16At(UNIT_CELLS, unit * side + first), bit);
  if (unit < 2 * side) {
    // A line: locked when its places are all in the segment of the first.
    if ((places & ~u32At(BLOCK_MASK, first)) != 0) return true;
    if (unit < side) {
      const box = u8At(DIV_BOX, unit) * boxSide + u8At(DIV_BOX, first);
      const inLine = u32At(BLOCK_MASK, u8At(MOD_BOX, unit) * boxSide);
      return removeFromUnit(2 * side + box, bit, digit, inLine);
    }
    const column = unit - side;
    const box = u8At(DIV_BOX, first) * boxSide + u8At(DIV_BOX, column);
    const inLine = u32At(BOX_COLUMN_MASK, u8At(MOD_BOX, column));
    return removeFromUnit(2 * side + box, bit, digit, inLine);
  }
  // A box: locked when its places are all in one box-row or one box-column.
  const box = unit - 2 * side;
  if ((places & ~u32At(BLOCK_MASK, first)) == 0) {
    // All in one box-row: the rest of that row loses the digit.
    const row = u8At(DIV_BOX, box) * boxSide + u8At(DIV_BOX, first);
    const inBox = u32At(BLOCK_MASK, u8At(MOD_BOX, box) * boxSide);
    if (!removeFromUnit(row, bit, digit, inBox)) return false;
  }
  if ((places & ~u32At(BOX_COLUMN_MASK, first)) == 0) {
    const column = u8At(MOD_BOX, box) * boxSide + u8At(MOD_BOX, first);
    const inBox = u32At(BLOCK_MASK, u8At(DIV_BOX, box) * boxSide);
    if (!removeFromUnit(side + column, bit, digit, inBox)) return false;
  }
  return true;
}

/** Removes `bit` from the cells of `unit` holding it outside the positions `keep`. */
function removeFromUnit(unit: i32, bit: u32, digit: i32, keep: u32): bool {
  let extra = u32At(PLACES, unit * UNIT_STRIDE + digit) & ~keep;
  while (extra != 0) {
    const position = trailingZeros(extra);
    extra &= extra - 1;
    if (!eliminate(u16At(UNIT_CELLS, unit * side + position), bit)) return false;
  }
  return true;
}

/**
 * Naked pair: when `cell` is down to two candidates and a cell sharing a
 * unit has the same two, the rest of that unit loses both.
 */
function nakedPair(cell: i32): bool {
  const mask = u32At(CELLS, cell);
  if ((mask & PLACED) != 0 || popcount(mask) != 2) return true;
  const low = lowBit(mask);
  const high = mask ^ low;
  const lowDigit = digitOf(low) - 1;
  const highDigit = digitOf(high) - 1;
  const units = cell * 4;
  for (let kind = 0; kind < 3; kind++) {
    const unit = kind * side + u8At(CELL_UNITS, units + kind);
    const self: u32 = <u32>1 << (kind == 0 ? u8At(CELL_UNITS, units + 1) : kind == 1 ? u8At(CELL_UNITS, units) : u8At(CELL_UNITS, units + 3));
    let both = u32At(PLACES, unit * UNIT_STRIDE + lowDigit) & u32At(PLACES, unit * UNIT_STRIDE + highDigit) & ~self;
    while (both != 0) {
      const position = trailingZeros(both);
      both &= both - 1;
      if (u32At(CELLS, u16At(UNIT_CELLS, unit * side + position)) != mask) continue;
      const keep = self | (<u32>1 << position);
      if (!removeFromUnit(unit, low, lowDigit, keep) || !removeFromUnit(unit, high, highDigit, keep)) return false;
      break;
    }
  }
  return true;
}

/** Whether the places `places` of a digit in `unit` all lie in one segment (one place does). */
function isLocked(unit: i32, places: u32): bool {
  const first = trailingZeros(places);
  if ((places & ~u32At(BLOCK_MASK, first)) == 0) return true;
  // A box's places may also share a box-column.
  return unit >= 2 * side && (places & ~u32At(BOX_COLUMN_MASK, first)) == 0;
}

/** Runs the queued tasks to a fixpoint. False on a contradiction (the queue is then emptied). */
export function propagate(): bool {
  while (taskHead != taskTail) {
    const task = u16At(TASKS, taskHead);
    taskHead = (taskHead + 1) & TASK_MASK;
    if ((task & PAIR_TASK) != 0) {
      if (!nakedPair(task & ~(CELL_TASK | PAIR_TASK))) return dropTasks();
    } else if ((task & CELL_TASK) != 0) {
      const cell = task & ~CELL_TASK;
      const mask = u32At(CELLS, cell);
      if ((mask & PLACED) == 0 && !place(cell, mask)) return dropTasks();
    } else {
      setU8At(PENDING, task, 0);
      if (!checkPlaces(task)) return dropTasks();
    }
  }
  return true;
}

/** Empties the task queue after a contradiction, clearing the pending marks. Returns false. */
export function dropTasks(): bool {
  while (taskHead != taskTail) {
    const task = u16At(TASKS, taskHead);
    taskHead = (taskHead + 1) & TASK_MASK;
    if ((task & CELL_TASK) == 0) setU8At(PENDING, task, 0);
  }
  return false;
}

/** Undoes the trail back to `length` entries. */
export function undoTo(length: i32): void {
  while (trailTop > length) {
    trailTop--;
    const entry = u16At(TRAIL, trailTop);
    if ((entry & PLACE_ENTRY) != 0) {
      const cell = entry & PLACE_CELL_MASK;
      setU32At(CELLS, cell, u32At(CELLS, cell) & ~PLACED);
      unplaced++;
      toggleOpen(cell);
      if (SPEED_CODE) markPlacedDigit(cell, (entry >>> PLACE_DIGIT_SHIFT) & 31, 0);
      continue;
    }
    const cell = entry >>> 5;
    const digit = entry & 31;
    setU32At(CELLS, cell, u32At(CELLS, cell) | (<u32>1 << digit));
    const units = cell * 4;
    const row = u8At(CELL_UNITS, units);
    const column = u8At(CELL_UNITS, units + 1);
    addPlace(row * UNIT_STRIDE + digit, column);
    addPlace((side + column) * UNIT_STRIDE + digit, row);
    addPlace((2 * side + u8At(CELL_UNITS, units + 2)) * UNIT_STRIDE + digit, u8At(CELL_UNITS, units + 3));
  }
}

/**
 * Sets the pending marks of the (unit, digit) place sets of the digit
 * placed in `cell`, in its three units, to `flag`: 1 when it is placed, 0
 * when that is undone (the queue is empty then). Once a unit holds the digit
 * its place set is that cell for good (its peers lose the digit, and the
 * cell cannot), so a check of it would find the cell placed and do nothing:
 * marked as if queued, it is never queued. About two checks a placement
 * (speed only: the size builds leave it out).
 */
function markPlacedDigit(cell: i32, digit: i32, flag: i32): void {
  const units = cell * 4;
  setU8At(PENDING, u8At(CELL_UNITS, units) * UNIT_STRIDE + digit, flag);
  setU8At(PENDING, (side + u8At(CELL_UNITS, units + 1)) * UNIT_STRIDE + digit, flag);
  setU8At(PENDING, (2 * side + u8At(CELL_UNITS, units + 2)) * UNIT_STRIDE + digit, flag);
}

/** Flips `cell` in the open positions of its three units (placed, or that undone; unplacedPeers reads them). */
function toggleOpen(cell: i32): void {
  const units = cell * 4;
  const row = u8At(CELL_UNITS, units);
  const column = u8At(CELL_UNITS, units + 1);
  const box = 2 * side + u8At(CELL_UNITS, units + 2);
  setU32At(OPEN_CELLS, row, u32At(OPEN_CELLS, row) ^ (<u32>1 << column));
  setU32At(OPEN_CELLS, side + column, u32At(OPEN_CELLS, side + column) ^ (<u32>1 << row));
  setU32At(OPEN_CELLS, box, u32At(OPEN_CELLS, box) ^ (<u32>1 << u8At(CELL_UNITS, units + 3)));
}

/** The open positions (columns) of `row`: a row's bits of the open-cell sets toggleOpen keeps. */
export function openInRow(row: i32): u32 {
  return u32At(OPEN_CELLS, row);
}

/** u32 per unit: the digits given in it (loadPuzzle). */
const GIVEN_DIGITS: usize = layout.GIVEN_DIGITS_PTR;
/** i32 per unit: 1 + contradictions met in it (reset per puzzle, kept across restarts). */
const WEIGHTS: usize = layout.UNIT_WEIGHTS_PTR;
/** Weights stop growing here, so count × weight products stay far below 2^31. */
const MAX_WEIGHT: i32 = 1 << 20;

/** Counts a contradiction against `unit` (its weight guides the branch choice). Returns false. */
function blameUnit(unit: i32): bool {
  const weight = i32At(WEIGHTS, unit);
  if (weight < MAX_WEIGHT) setI32At(WEIGHTS, unit, weight + 1);
  return false;
}

/** Counts a contradiction against the units of `cell`. Returns false. */
function blameCell(cell: i32): bool {
  const units = cell * 4;
  blameUnit(u8At(CELL_UNITS, units));
  blameUnit(side + u8At(CELL_UNITS, units + 1));
  return blameUnit(2 * side + u8At(CELL_UNITS, units + 2));
}

/** Sum of the weights of the units of `cell`. */
export function cellWeight(cell: i32): i32 {
  const units = cell * 4;
  return i32At(WEIGHTS, u8At(CELL_UNITS, units)) + i32At(WEIGHTS, side + u8At(CELL_UNITS, units + 1))
    + i32At(WEIGHTS, 2 * side + u8At(CELL_UNITS, units + 2));
}

/** Puts `position` back into the place set `word` (undo, and building the board). */
function addPlace(word: i32, position: i32): void {
  setU32At(PLACES, word, u32At(PLACES, word) | (<u32>1 << position));
}

/**
 * How many peers of the open `cell` are not placed yet: by inclusion and
 * exclusion over its row, column and box (which meet it in its two segments
 * and in itself), from the units' open positions instead of reading its
 * 3N - 2B - 1 peers. A row's open positions in the cell's box are its
 * segment (BLOCK_MASK of the cell's column), a column's likewise.
 */
export function unplacedPeers(cell: i32): i32 {
  const units = cell * 4;
  const row = u8At(CELL_UNITS, units);
  const column = u8At(CELL_UNITS, units + 1);
  const rowOpen = u32At(OPEN_CELLS, row);
  const columnOpen = u32At(OPEN_CELLS, side + column);
  return popcount(rowOpen) + popcount(columnOpen)
    + popcount(u32At(OPEN_CELLS, 2 * side + u8At(CELL_UNITS, units + 2)))
    - popcount(rowOpen & u32At(BLOCK_MASK, column))
    - popcount(columnOpen & u32At(BLOCK_MASK, row))
    - 1;
}

/**
 * Sets the board from the cells at `input` and propagates; the trail then
 * starts empty (the root is never undone). False when the givens clash or
 * propagation proves there is no solution.
 */
export function loadPuzzle(input: usize): bool {
  for (let unit = 0; unit < unitCount; unit++) {
    setU32At(GIVEN_DIGITS, unit, 0);
    setI32At(WEIGHTS, unit, 1);
    for (let digit = 0; digit < side; digit++) setU32At(PLACES, unit * UNIT_STRIDE + digit, 0);
  }
  // Every way out of propagation empties the queue, but placements of the
  // last board not undone leave their marks (markPlacedDigit).
  if (SPEED_CODE) fillBytes(PENDING, 0, unitCount * UNIT_STRIDE);
  for (let unit = 0; unit < unitCount; unit++) setU32At(OPEN_CELLS, unit, allDigits);
  unplaced = cellCount;
  trailTop = 0;
  taskHead = 0;
  taskTail = 0;
  // The board is built directly, not by placing each given: a nearly full
  // 4×4 or 16×16 grid then costs a pass over its cells, not a peer sweep per given.
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = u8At(input, cell);
    if (digit == 0) continue;
    if (digit > side) return false;
    const bit: u32 = 1 << (digit - 1);
    const units = cell * 4;
    const row = u8At(CELL_UNITS, units);
    const column = side + u8At(CELL_UNITS, units + 1);
    const box = 2 * side + u8At(CELL_UNITS, units + 2);
    if (((u32At(GIVEN_DIGITS, row) | u32At(GIVEN_DIGITS, column) | u32At(GIVEN_DIGITS, box)) & bit) != 0) return false;
    setU32At(GIVEN_DIGITS, row, u32At(GIVEN_DIGITS, row) | bit);
    setU32At(GIVEN_DIGITS, column, u32At(GIVEN_DIGITS, column) | bit);
    setU32At(GIVEN_DIGITS, box, u32At(GIVEN_DIGITS, box) | bit);
  }
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = u8At(input, cell);
    const units = cell * 4;
    const row = u8At(CELL_UNITS, units);
    const column = u8At(CELL_UNITS, units + 1);
    const box = u8At(CELL_UNITS, units + 2);
    let mask: u32 = 0;
    if (digit != 0) {
      mask = <u32>1 << (digit - 1);
      setU32At(CELLS, cell, mask | PLACED);
      unplaced--;
      toggleOpen(cell);
    } else {
      mask = allDigits & ~(u32At(GIVEN_DIGITS, row) | u32At(GIVEN_DIGITS, side + column) | u32At(GIVEN_DIGITS, 2 * side + box));
      if (mask == 0) return dropTasks();
      setU32At(CELLS, cell, mask);
      if (clearLowBit(mask) == 0) pushTask(cell | CELL_TASK);
      else if (clearLowBit(clearLowBit(mask)) == 0) pushTask(cell | CELL_TASK | PAIR_TASK);
    }
    let rest = mask;
    while (rest != 0) {
      const d = trailingZeros(rest);
      rest &= rest - 1;
      addPlace(row * UNIT_STRIDE + d, column);
      addPlace((side + column) * UNIT_STRIDE + d, row);
      addPlace((2 * side + box) * UNIT_STRIDE + d, u8At(CELL_UNITS, units + 3));
    }
  }
  // A digit not given in a unit is checked when that can find something:
  // no place left, one (hidden single), or all in one segment (locked).
  for (let unit = 0; unit < unitCount; unit++) {
    const given = u32At(GIVEN_DIGITS, unit);
    for (let digit = 0; digit < side; digit++) {
      if ((given & (<u32>1 << digit)) != 0) continue;
      const word = unit * UNIT_STRIDE + digit;
      const places = u32At(PLACES, word);
      if (places == 0) return dropTasks();
      if (!isLocked(unit, places)) continue;
      setU8At(PENDING, word, 1);
      pushTask(word);
    }
  }
  const consistent = propagate();
  trailTop = 0;
  return consistent;
}


/** Makes the board as it is now the root: the trail forgets everything before. */
export function keepRoot(): void {
  trailTop = 0;
}
