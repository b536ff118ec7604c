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
 * Branching: the open cell with the fewest candidates (chooseCell); when that
 * is three or more, a digit with only two places left in some unit instead
 * (chooseUnitDigit), whose branches place the digit in one place or the other.
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
import { fillBytes, setU16At, setU32At, setU8At, u16At, u32At, u8At } from "../target/memory";
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
  if ((left & allDigits) == 0) return false;
  setU32At(CELLS, cell, left);
  const digit = digitOf(bit) - 1;
  pushTrail(cell * 32 + digit);
  if ((left & PLACED) == 0 && clearLowBit(left) == 0) pushTask(cell | CELL_TASK);
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
  if (places == 0) return false;
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
  if ((mask & PLACED) != 0) return (mask & bit) != 0;
  if ((mask & bit) == 0) return false;
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

/** Runs the queued tasks to a fixpoint. False on a contradiction (the queue is then emptied). */
function propagate(): bool {
  while (taskHead != taskTail) {
    const task = u16At(TASKS, taskHead);
    taskHead = (taskHead + 1) & TASK_MASK;
    if ((task & CELL_TASK) != 0) {
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
    restorePlace(row * UNIT_STRIDE + digit, column);
    restorePlace((side + column) * UNIT_STRIDE + digit, row);
    restorePlace((2 * side + u8At(CELL_UNITS, units + 2)) * UNIT_STRIDE + digit, u8At(CELL_UNITS, units + 3));
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

/** Puts `position` back into the place set `word`. */
function restorePlace(word: i32, position: i32): void {
  setU32At(PLACES, word, u32At(PLACES, word) | (<u32>1 << position));
}

/**
 * The unplaced cell with the fewest candidates; among equals with at most
 * TIE_BREAK_MAX candidates, the one with the most unplaced peers (its guess
 * prunes the most), else the first in row order. Measured against "first in
 * row order" (singles only): 35% fewer guesses on 9×9 (top1465: 92 → 61 per
 * puzzle) and far fewer runaway searches on 16×16 and 25×25. The cap keeps
 * near-empty 25×25 grids cheap (hundreds of ties × 64 peers per guess).
 */
function chooseCell(): i32 {
  chosenCount = 99;
  let best = 0;
  let bestCount = 99;
  let bestScore = -1;
  for (let cell = 0; cell < cellCount; cell++) {
    const mask = u32At(CELLS, cell);
    if ((mask & PLACED) != 0) continue;
    const count = popcount(mask);
    if (count > bestCount) continue;
    const score = count <= TIE_BREAK_MAX ? unplacedPeers(cell) * 64 + restartTieBreak(cell) : 0;
    if (count < bestCount || score > bestScore) {
      best = cell;
      bestCount = count;
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
 * The first unit (rows, then columns, then boxes) where some digit has
 * exactly two places left, and the lowest such digit; pairUnit = -1 if none.
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
  for (let unit = 0; unit < unitCount; unit++) {
    // A placed digit's set is its one place, so two places are two open cells.
    const first = unit * UNIT_STRIDE;
    for (let digit = 0; digit < side; digit++) {
      const places = u32At(PLACES, first + digit);
      if (popcount(places) != 2) continue;
      pairUnit = unit;
      pairDigit = <u32>1 << digit;
      pairPlaces = places;
      return;
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
  for (let cell = 0; cell < cellCount; cell++) setU32At(CELLS, cell, allDigits);
  for (let word = 0; word < unitCount * UNIT_STRIDE; word++) setU32At(PLACES, word, allDigits);
  fillBytes(PENDING, 0, unitCount * UNIT_STRIDE);
  fillBytes(OPEN_COUNTS, side, unitCount);
  fillBytes(OPEN_COUNTS + <usize>unitCount, boxSide, 2 * side * boxSide);
  unplaced = cellCount;
  trailTop = 0;
  taskHead = 0;
  taskTail = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = u8At(input, cell);
    if (digit == 0) continue;
    if (digit > side || !place(cell, <u32>1 << (digit - 1))) return dropTasks();
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
  let budget = RESTART_AFTER;
  let result = ABANDONED;
  while (result == ABANDONED) {
    if (!loadPuzzle(input)) return 0;
    result = searchFromRoot(output, limit, deadline, guesses + budget);
    restart++;
    budget *= 2;
  }
  return result;
}

/**
 * Restarts against heavy tails: a search that has made RESTART_AFTER
 * guesses starts over from the puzzle with the ties of chooseCell broken
 * another way, and each new try gets twice the guesses of the last (so one
 * always finishes, and counts stay exact: only a finished search answers).
 * On the bench's random 16×16 puzzles the worst went from 34,434 guesses
 * (169 ms) to 10,045 (42 ms); puzzles under the budget search exactly as before.
 */
const RESTART_AFTER: i32 = 10000;
/** searchFromRoot's answer when it ran out of guesses. */
const ABANDONED: i32 = -2;
/** Tries so far for this puzzle; 0 = the first (ties go to the first cell in row order). */
let restart: i32 = 0;

/** 0..63, from the cell and the try: how chooseCell breaks ties after a restart. */
function restartTieBreak(cell: i32): i32 {
  if (restart == 0) return 0;
  // Small operands keep the product exact in JS doubles too (≤ 1023 × 40503 < 2^31).
  return ((((cell ^ restart) & 1023) * 40503) >>> 7) & 63;
}

/**
 * The depth-first search from the board just loaded: the count, TIMED_OUT,
 * or ABANDONED once `guesses` passes `stopAt`.
 */
function searchFromRoot(output: usize, limit: i32, deadline: f64, stopAt: i32): i32 {
  let count = 0;
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
      const bit = lowBit(rest);
      setU32At(BRANCH_REST, level, clearLowBit(rest));
      guesses++;
      if (guesses > stopAt) return ABANDONED;
      if (deadline > 0 && (guesses & CLOCK_CHECK_MASK) == 0 && now() > deadline) {
        return TIMED_OUT;
      }
      // Last one here: the branch point goes (its parent undoes further anyway).
      if (clearLowBit(rest) == 0) top = level;
      // A cell branch tries the cell's digits; a unit branch the digit's places in the unit.
      const code = u16At(BRANCH_CELL, level);
      let cell = code;
      let digit = bit;
      if ((code & UNIT_BRANCH) != 0) {
        cell = u16At(UNIT_CELLS, (code & ~UNIT_BRANCH) * side + digitOf(bit) - 1);
        digit = u32At(BRANCH_DIGIT, level);
      }
      if (place(cell, digit) && propagate()) {
        advanced = true;
        break;
      }
      dropTasks();
    }
    if (!advanced) break;
  }
  return count;
}
