/**
 * The search of the general N×N engine. One source for both engines (see
 * board.ts for the glossary, layout.ts for the memory map).
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
 * those: a cell left with one candidate (naked single), a (unit, digit)
 * left with one place (hidden single) or with all its places inside one
 * box/line intersection (locked candidates, pointing and claiming both
 * ways). The queue runs to a fixpoint, so nothing is rescanned: on the
 * bench's random 25×25 puzzles at 45% kept, the old rescans of every unit
 * and every segment after each step were 85% of the time.
 *
 * A cell left with two candidates also looks for a naked pair in its units.
 *
 * Branching: the open cell with the fewest candidates per contradiction met
 * in its units (chooseCell, "dom/wdeg"); when that cell has three or more,
 * a digit with only two places left in the unit with the most
 * contradictions instead (chooseUnitDigit), whose branches place the digit
 * in one place or the other. Shallow branch points try first the
 * alternative whose propagation changes least (probeFirst). Searches restart
 * against heavy tails (see RESTART_AFTER).
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
import { now } from "../target/clock";

/** Count returned when the deadline passed first (engine.ts TIMED_OUT). */
export const TIMED_OUT: i32 = -1;
/** Guesses between two looks at the clock (a power of two, as a mask). */
const CLOCK_CHECK_MASK: i32 = 2047;
/** Most candidates a cell may have for ties to be broken by counting its unplaced peers. */
const TIE_BREAK_MAX: i32 = 3;
/** Flag in a BRANCH_CELL word: the branch point is a unit (the low bits), not a cell. */
const UNIT_BRANCH: i32 = 0x8000;
/** Flag in a task: place the cell (the low bits), else check the (unit, digit) word. */
const CELL_TASK: i32 = 0x8000;
/** Flag in a cell task: look for a naked pair with the (bivalue) cell instead. */
const PAIR_TASK: i32 = 0x4000;
/** Flag in a trail entry: the cell (the low bits) was placed, else cell * 32 + digit index lost its candidate. */
const PLACE_ENTRY: i32 = 0x8000;
/** Words per unit in PLACES (one per digit, padded to 32 so unit = word >>> 5). */
const UNIT_STRIDE: i32 = 32;

/** Cells not placed yet. */
let unplaced: i32 = 0;
/** Entries on the trail. */
let trailTop: i32 = 0;
let taskHead: i32 = 0;
let taskTail: i32 = 0;
/** Guesses made by the last `solvePuzzle`. */
let guesses: i32 = 0;

/** Guesses (digits tried at branch points) made by the last `solvePuzzle`. */
export function lastGuesses(): i32 {
  return guesses;
}

// ---- memory ---------------------------------------------------------------------
// Module-local copies of the layout pointers (layout.ts) this file's loops
// use: V8 folds a module's own constants into machine code but reads imported
// bindings on every access.

/** u32 per cell: candidate mask | PLACED. */
const CELLS: usize = layout.CELLS_PTR;
/** u32 per (unit, digit), at unit * UNIT_STRIDE + digit index: the unit's positions holding it. */
const PLACES: usize = layout.PLACES_PTR;
/** u8 per (unit, digit): a check of it is queued. */
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
/** u8 open cells per unit, then per row segment, then per column segment (layout.ts). */
const OPEN_COUNTS: usize = layout.OPEN_COUNTS_PTR;
/** u8 x / boxSide, x % boxSide. */
const DIV_BOX: usize = layout.DIV_BOX_PTR;
const MOD_BOX: usize = layout.MOD_BOX_PTR;
/** u32 per position: its run of boxSide positions (a line's segment, a box's row). */
const BLOCK_MASK: usize = layout.BLOCK_MASK_PTR;
/** u32 per box position: the positions of its box-column. */
const BOX_COLUMN_MASK: usize = layout.BOX_COLUMN_MASK_PTR;
/** u16 per branch point: the cell guessed (or the unit, flagged UNIT_BRANCH). */
const BRANCH_CELL: usize = layout.BRANCH_CELL_PTR;
/** u32 per branch point: the digits (or, for a unit branch, the places) not yet tried. */
const BRANCH_REST: usize = layout.BRANCH_REST_PTR;
/** u32 per unit branch point: the digit bit being placed. */
const BRANCH_DIGIT: usize = layout.BRANCH_DIGIT_PTR;
/** u32 per branch point: the trail length to undo back to before each of its guesses. */
const BRANCH_TRAIL: usize = layout.BRANCH_TRAIL_PTR;

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
function eliminate(cell: i32, bit: u32): bool {
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
function place(cell: i32, bit: u32): bool {
  const mask = u32At(CELLS, cell);
  if ((mask & PLACED) != 0) return (mask & bit) != 0 || blameCell(cell);
  if ((mask & bit) == 0) return blameCell(cell);
  setU32At(CELLS, cell, mask | PLACED);
  pushTrail(cell | PLACE_ENTRY);
  unplaced--;
  countOpen(cell, -1);
  let others = mask & allDigits & ~bit;
  while (others != 0) {
    const other = lowBit(others);
    others ^= other;
    if (!eliminate(cell, other)) return false;
  }
  // The peers still holding the digit, from the place sets: at 45% kept on
  // 25×25 a place visits ~10 of them instead of all 64 peers.
  const digit = digitOf(bit) - 1;
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
function propagate(): bool {
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
function dropTasks(): bool {
  while (taskHead != taskTail) {
    const task = u16At(TASKS, taskHead);
    taskHead = (taskHead + 1) & TASK_MASK;
    if ((task & CELL_TASK) == 0) setU8At(PENDING, task, 0);
  }
  return false;
}

/** Undoes the trail back to `length` entries. */
function undoTo(length: i32): void {
  while (trailTop > length) {
    trailTop--;
    const entry = u16At(TRAIL, trailTop);
    if ((entry & PLACE_ENTRY) != 0) {
      const cell = entry & ~PLACE_ENTRY;
      setU32At(CELLS, cell, u32At(CELLS, cell) & ~PLACED);
      unplaced++;
      countOpen(cell, 1);
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
 * Adds `change` to the open-cell counts of the units and the two segments
 * of `cell` (unplacedPeers reads them).
 */
function countOpen(cell: i32, change: i32): void {
  const units = cell * 4;
  const row = u8At(CELL_UNITS, units);
  const column = u8At(CELL_UNITS, units + 1);
  addOpen(row, change);
  addOpen(side + column, change);
  addOpen(2 * side + u8At(CELL_UNITS, units + 2), change);
  addOpen(unitCount + row * boxSide + u8At(DIV_BOX, column), change);
  addOpen(unitCount + side * boxSide + column * boxSide + u8At(DIV_BOX, row), change);
}

function addOpen(index: i32, change: i32): void {
  setU8At(OPEN_COUNTS, index, u8At(OPEN_COUNTS, index) + change);
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
function cellWeight(cell: i32): i32 {
  const units = cell * 4;
  return i32At(WEIGHTS, u8At(CELL_UNITS, units)) + i32At(WEIGHTS, side + u8At(CELL_UNITS, units + 1))
    + i32At(WEIGHTS, 2 * side + u8At(CELL_UNITS, units + 2));
}

/** Puts `position` back into the place set `word` (undo, and building the board). */
function addPlace(word: i32, position: i32): void {
  setU32At(PLACES, word, u32At(PLACES, word) | (<u32>1 << position));
}

/**
 * The unplaced cell with the fewest candidates per unit weight (candidates
 * ÷ the summed weights of its row, column and box: cells where searches
 * keep failing come first, "dom/wdeg"); among equals with at most
 * TIE_BREAK_MAX candidates, the one with the most unplaced peers (its guess
 * prunes the most), else the first in row order. The weights are all 1
 * until the first contradiction, so easy puzzles branch as by count alone.
 */
function chooseCell(): i32 {
  chosenCount = 99;
  let best = 0;
  let bestCount = 99;
  let bestScore = -1;
  let bestWeight = 1;
  for (let cell = 0; cell < cellCount; cell++) {
    const mask = u32At(CELLS, cell);
    if ((mask & PLACED) != 0) continue;
    const count = popcount(mask);
    const weight = cellWeight(cell);
    // count / weight, smallest first (dom/wdeg).
    const lhs = count * bestWeight;
    const rhs = bestCount * weight;
    if (lhs > rhs) continue;
    const score = count <= TIE_BREAK_MAX ? unplacedPeers(cell) * 64 + restartTieBreak(cell) : 0;
    if (lhs < rhs || score > bestScore) {
      best = cell;
      bestCount = count;
      bestWeight = weight;
      bestScore = score;
    }
  }
  chosenCount = bestCount;
  return best;
}

/** Candidates of the cell the last chooseCell picked. */
let chosenCount: i32 = 0;
/** The unit, digit bit and positions (bit k = k-th cell of the unit) chooseUnitDigit found; unit -1 = none. */
let pairUnit: i32 = -1;
let pairDigit: u32 = 0;
let pairPlaces: u32 = 0;

/**
 * Of the units where some digit has exactly two places left, the one with
 * the largest weight (the first on ties: rows, then columns, then boxes),
 * and its lowest such digit; pairUnit = -1 if none.
 * Branching there when every cell has three or more candidates halves the
 * fan-out, and both branches are a placement that propagates. On the
 * bench's random 25×25 puzzles (bench/big-grids.js) with 5–35% of the cells
 * kept, searches of up to 550,000 guesses (over 10 s) became at most 5,800;
 * the WASM total over all 120 went from 22.0 s to 2.05 s. Puzzles where a
 * bivalue cell exists branch as before: preferring a unit pair over a
 * bivalue cell was far worse (45% kept: median 3,700 → 87,000 guesses).
 */
function chooseUnitDigit(): void {
  pairUnit = -1;
  let bestWeight = 0;
  for (let unit = 0; unit < unitCount; unit++) {
    const weight = i32At(WEIGHTS, unit);
    if (weight <= bestWeight) continue;
    // A placed digit's set is its one place, so two places are two open cells.
    const first = unit * UNIT_STRIDE;
    for (let digit = 0; digit < side; digit++) {
      const places = u32At(PLACES, first + digit);
      if (popcount(places) != 2) continue;
      pairUnit = unit;
      pairDigit = <u32>1 << digit;
      pairPlaces = places;
      bestWeight = weight;
      break;
    }
  }
}

/**
 * How many peers of the open `cell` are not placed yet: by inclusion and
 * exclusion over its row, column and box (which meet it in its two segments
 * and in itself), from the open counts instead of reading its 3N - 2B - 1 peers.
 */
function unplacedPeers(cell: i32): i32 {
  const units = cell * 4;
  const row = u8At(CELL_UNITS, units);
  const column = u8At(CELL_UNITS, units + 1);
  return u8At(OPEN_COUNTS, row)
    + u8At(OPEN_COUNTS, side + column)
    + u8At(OPEN_COUNTS, 2 * side + u8At(CELL_UNITS, units + 2))
    - u8At(OPEN_COUNTS, unitCount + row * boxSide + u8At(DIV_BOX, column))
    - u8At(OPEN_COUNTS, unitCount + side * boxSide + column * boxSide + u8At(DIV_BOX, row))
    - 1;
}

/** Writes the digits of the (fully placed) board to `output`. */
function writeSolution(output: usize): void {
  for (let cell = 0; cell < cellCount; cell++) {
    setU8At(output, cell, digitOf(u32At(CELLS, cell) & allDigits));
  }
}

/**
 * Sets the board from the cells at `input` and propagates; the trail then
 * starts empty (the root is never undone). False when the givens clash or
 * propagation proves there is no solution.
 */
function loadPuzzle(input: usize): bool {
  for (let unit = 0; unit < unitCount; unit++) {
    setU32At(GIVEN_DIGITS, unit, 0);
    setI32At(WEIGHTS, unit, 1);
    for (let digit = 0; digit < side; digit++) setU32At(PLACES, unit * UNIT_STRIDE + digit, 0);
  }
  // PENDING is all zeros here: every way out of propagation empties the queue.
  fillBytes(OPEN_COUNTS, side, unitCount);
  fillBytes(OPEN_COUNTS + <usize>unitCount, boxSide, 2 * side * boxSide);
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
      countOpen(cell, -1);
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

/**
 * Counts the solutions (up to `limit` ≥ 1) of the puzzle at `input` for the
 * side set by `setupTables`, writing the first to `output` (zeros when there
 * is none). Returns the count, or TIMED_OUT once `deadline` (a `now()` time;
 * 0 = none) has passed. Guesses: `lastGuesses()`.
 */
export function solvePuzzle(input: usize, output: usize, limit: i32, deadline: f64): i32 {
  guesses = 0;
  fillBytes(output, 0, cellCount);
  restart = 0;
  if (!loadPuzzle(input)) return 0;
  let result = searchFromRoot(output, limit, deadline, RESTART_AFTER);
  while (result == ABANDONED) {
    // Back to the root (the trail holds every change since), keeping the weights.
    undoTo(0);
    restart++;
    if (restart == 1 && !probeRoot()) return 0;
    result = searchFromRoot(output, limit, deadline, RESTART_AFTER * luby(restart + 1));
  }
  return result;
}

/**
 * Singleton consistency at the root, once, for puzzles whose first try was
 * abandoned: every candidate of a cell with at most PROBE_MAX_ALTERNATIVES
 * candidates is placed and propagated; one that fails is removed for good.
 * Until nothing changes. False when the puzzle has no solution. (All cells:
 * slower on tailsets with many candidates per cell; none: the worst 45%-kept
 * 25×25 of 144 went from 65 to 174 ms.)
 */
function probeRoot(): bool {
  let changed = true;
  while (changed) {
    changed = false;
    for (let cell = 0; cell < cellCount; cell++) {
      const mask = u32At(CELLS, cell);
      if ((mask & PLACED) != 0 || popcount(mask) > PROBE_MAX_ALTERNATIVES) continue;
      let rest = mask;
      while (rest != 0) {
        const bit = lowBit(rest);
        rest ^= bit;
        if ((u32At(CELLS, cell) & (bit | PLACED)) != bit) continue;
        const consistent = place(cell, bit) && propagate();
        if (!consistent) dropTasks();
        undoTo(0);
        if (consistent) continue;
        if (!(eliminate(cell, bit) && propagate())) {
          dropTasks();
          return false;
        }
        trailTop = 0; // the root's new state is kept for good
        changed = true;
      }
    }
  }
  return true;
}

/**
 * Restarts against heavy tails. Near the point where random puzzles stop
 * being easy (25×25 with ~45% kept), a search that finds a solution at all
 * finds it within a few hundred guesses, but one early wrong guess can cost
 * 10^5–10^6 guesses to refute. So a try that meets RESTART_AFTER × luby(i)
 * dead ends before its first solution starts over from the root (undone
 * from the trail; probed once, probeRoot), with the unit weights it learnt,
 * half its branch points taking their alternatives in the other order and
 * other ties (Luby's sequence: within a log factor of the best fixed
 * cutoff). Over 144 random 25×25 puzzles at 40–50% kept, a sum of 182 s
 * (worst 107 s) before restarts, weights and probing became 1.3 s (worst
 * 0.11 s). A try that has found a solution is never abandoned, so
 * counting (limit 2, unique puzzles) pays no restarts once the solution is
 * found, and counts stay exact: only a finished try answers.
 */
const RESTART_AFTER: i32 = 32;
/** The i-th term (i ≥ 1) of Luby's sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, …. */
function luby(i: i32): i32 {
  let k = 1;
  while ((1 << k) - 1 < i) k++;
  // Term 2^k - 1 is 2^(k-1); the terms after it repeat the sequence from its start.
  while ((1 << k) - 1 != i) {
    i -= (1 << (k - 1)) - 1;
    k = 1;
    while ((1 << k) - 1 < i) k++;
  }
  return 1 << (k - 1);
}

/** searchFromRoot's answer when it ran out of guesses. */
const ABANDONED: i32 = -2;
/** Tries so far for this puzzle; 0 = the first (ties go to the first cell in row order). */
let restart: i32 = 0;

/** 0..63, from the cell and the try: how chooseCell breaks ties after a restart. */
function restartTieBreak(cell: i32): i32 {
  if (restart == 0) return 0;
  return restartHash(cell) & 63;
}

/** A scramble of `key` (< 2^16) and the try number, 0..2^25. */
function restartHash(key: i32): i32 {
  // Small operands keep the product exact in JS doubles too (< 2^10 × 40503 < 2^31).
  return (((key ^ restart) & 1023) * 40503) >>> 7;
}

/**
 * Branch points this shallow with at most PROBE_MAX_ALTERNATIVES
 * alternatives order them by probing (probeFirst). The first few guesses
 * decide whether a try of a 45%-kept 25×25 puzzle finds a solution at all;
 * deeper down a probe costs more than it saves.
 */
const PROBE_DEPTH: i32 = 8;
const PROBE_MAX_ALTERNATIVES: i32 = 3;
/** 4×4 and 9×9 searches are too short for probes to pay (4×4 through this engine: 2× slower with them). */
const PROBE_MIN_SIDE: i32 = 16;
/** u32 per branch point: the alternative to try first (0 = none preferred). */
const BRANCH_FIRST: usize = layout.BRANCH_FIRST_PTR;

/** What alternative `bit` of branch point `level` places: set by `alternative`. */
let alternativeCell: i32 = 0;
let alternativeDigit: u32 = 0;

/** Sets alternativeCell and alternativeDigit: a cell branch tries the cell's digits, a unit branch the digit's places. */
function alternative(level: i32, bit: u32): void {
  const code = u16At(BRANCH_CELL, level);
  alternativeCell = code;
  alternativeDigit = bit;
  if ((code & UNIT_BRANCH) != 0) {
    alternativeCell = u16At(UNIT_CELLS, (code & ~UNIT_BRANCH) * side + digitOf(bit) - 1);
    alternativeDigit = u32At(BRANCH_DIGIT, level);
  }
}

/**
 * Tries each alternative of the new branch point `level` and undoes it:
 * the one whose propagation changes the least (it leaves the most room, so
 * it is the likeliest to lead to a solution) goes first; one that fails is
 * struck from the branch point. Returns the one to try first (0 if all fail).
 */
function probeFirst(level: i32): u32 {
  const mark = trailTop;
  let rest = u32At(BRANCH_REST, level);
  let best: u32 = 0;
  let bestChanges = 1 << 30;
  let alive = rest;
  while (rest != 0) {
    const bit = lowBit(rest);
    rest ^= bit;
    alternative(level, bit);
    if (place(alternativeCell, alternativeDigit) && propagate()) {
      // It solves the puzzle: nothing left to compare.
      if (unplaced == 0) {
        undoTo(mark);
        setU32At(BRANCH_REST, level, alive);
        return bit;
      }
      const changes = trailTop - mark;
      if (changes < bestChanges) {
        best = bit;
        bestChanges = changes;
      }
    } else {
      dropTasks();
      alive ^= bit;
    }
    undoTo(mark);
  }
  setU32At(BRANCH_REST, level, alive);
  return best;
}

/**
 * The depth-first search from the board just loaded: the count, TIMED_OUT,
 * or ABANDONED after `maxDeadEnds` guesses that ended in a contradiction
 * before any solution.
 */
function searchFromRoot(output: usize, limit: i32, deadline: f64, maxDeadEnds: i32): i32 {
  let count = 0;
  let deadEnds = 0;
  let top = 0; // open branch points
  for (;;) {
    if (unplaced == 0) {
      count++;
      if (count == 1) writeSolution(output);
      if (count >= limit) break;
    } else {
      const cell = chooseCell();
      pairUnit = -1;
      if (chosenCount > 2) chooseUnitDigit();
      if (pairUnit >= 0) {
        setU16At(BRANCH_CELL, top, pairUnit | UNIT_BRANCH);
        setU32At(BRANCH_REST, top, pairPlaces);
        setU32At(BRANCH_DIGIT, top, pairDigit);
      } else {
        setU16At(BRANCH_CELL, top, cell);
        setU32At(BRANCH_REST, top, u32At(CELLS, cell));
      }
      setU32At(BRANCH_TRAIL, top, trailTop);
      const probe = side >= PROBE_MIN_SIDE && top < PROBE_DEPTH && popcount(u32At(BRANCH_REST, top)) <= PROBE_MAX_ALTERNATIVES;
      setU32At(BRANCH_FIRST, top, probe ? probeFirst(top) : 0);
      top++;
    }
    // Try the next digit of the innermost branch point that has one left.
    let advanced = false;
    while (top > 0) {
      const level = top - 1;
      undoTo(u32At(BRANCH_TRAIL, level));
      const rest = u32At(BRANCH_REST, level);
      if (rest == 0) {
        top--;
        continue;
      }
      const code = u16At(BRANCH_CELL, level);
      // The probed favourite first; else half the branch points (which half
      // changes per try) take their alternatives from the top.
      let bit: u32 = (restartHash(code) & 64) != 0 ? <u32>1 << (digitOf(rest) - 1) : lowBit(rest);
      const first = u32At(BRANCH_FIRST, level);
      if ((first & rest) != 0) bit = first;
      setU32At(BRANCH_REST, level, rest ^ bit);
      guesses++;
      if (deadline > 0 && (guesses & CLOCK_CHECK_MASK) == 0 && now() > deadline) {
        return TIMED_OUT;
      }
      // Last one here: the branch point goes (its parent undoes further anyway).
      if (clearLowBit(rest) == 0) top = level;
      alternative(level, bit);
      if (place(alternativeCell, alternativeDigit) && propagate()) {
        advanced = true;
        break;
      }
      dropTasks();
      deadEnds++;
      if (deadEnds >= maxDeadEnds && count == 0) return ABANDONED;
    }
    if (!advanced) break;
  }
  return count;
}
