/**
 * The search of the general N×N engine. One source for both engines (see
 * board.ts for the glossary, layout.ts for the memory map).
 *
 * State of one search level ("frame"): `cellCount` candidate masks, then one
 * word counting the cells not yet placed. Frame `level` lives at word
 * `level * frameStride` of FRAMES_PTR; a guess copies the frame one level up
 * and works on the copy, so backtracking is just dropping a level. Nothing is
 * allocated while searching.
 *
 * Propagation runs to a fixpoint before each guess: naked singles (a cell
 * with one candidate left) through a queue, then hidden singles (a digit with
 * one place left in a unit) unit by unit, and when both stall, locked
 * candidates (box/line intersections); again while any made progress.
 * Locked candidates cut guesses per puzzle from 5.6 to 1.0 on 17-clue
 * puzzles and from 61 to 20 on magictour top1465, and ran faster on both.
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
  peerCount,
  popcount,
  side,
  unitCount,
} from "./board";
import {
  copyWords, fillBytes, setU16At, setU32At, setU8At, u16At, u32At, u8At,
} from "../target/memory";
import { now } from "../target/clock";

/** Count returned when the deadline passed first (engine.ts TIMED_OUT). */
export const TIMED_OUT: i32 = -1;
/** Guesses between two looks at the clock (a power of two, as a mask). */
const CLOCK_CHECK_MASK: i32 = 2047;
/** Most candidates a cell may have for ties to be broken by counting its unplaced peers. */
const TIE_BREAK_MAX: i32 = 3;
/** Flag in a BRANCH_CELL word: the branch point is a unit (the low bits), not a cell. */
const UNIT_BRANCH: i32 = 0x8000;

let queueHead: i32 = 0;
let queueTail: i32 = 0;
/** Words per frame for the current side (cellCount + 1). */
let frameStride: i32 = 0;
/** Guesses made by the last `solvePuzzle`. */
let guesses: i32 = 0;

/** Guesses (digits tried at branch points) made by the last `solvePuzzle`. */
export function lastGuesses(): i32 {
  return guesses;
}

// ---- memory ---------------------------------------------------------------------
// Module-local copies of the layout pointers (layout.ts) this file's loops
// use: V8 folds a module's own constants into machine code but reads imported
// bindings on every access. Regions are read through the target accessors
// directly (frame word i: u32At(FRAMES, i)), not a wrapper per region.

/** u32 frames (candidate masks, then the unplaced count), MAX_LEVELS of them. */
const FRAMES: usize = layout.FRAMES_PTR;
/** u16 peers[c * peerCount + k] (board.ts builds them). */
const PEERS: usize = layout.PEERS_PTR;
/** u16 unitCells[u * side + k] (board.ts builds them). */
const UNIT_CELLS: usize = layout.UNIT_CELLS_PTR;
/** u16 naked-single queue. */
const QUEUE: usize = layout.QUEUE_PTR;
/** u16 per branch point: the cell guessed (or the unit, flagged UNIT_BRANCH). */
const BRANCH_CELL: usize = layout.BRANCH_CELL_PTR;
/** u32 per branch point: the digits (or, for a unit branch, the places) not yet tried. */
const BRANCH_REST: usize = layout.BRANCH_REST_PTR;
/** u32 per unit branch point: the digit bit being placed. */
const BRANCH_DIGIT: usize = layout.BRANCH_DIGIT_PTR;
/** u32 per row segment: the digits it may hold. */
const ROW_SEGMENTS: usize = layout.ROW_SEGMENTS_PTR;
/** u32 per column segment: the digits it may hold. */
const COLUMN_SEGMENTS: usize = layout.COLUMN_SEGMENTS_PTR;

/** Queues `cell` (its mask just became one bit). */
function pushQueue(cell: i32): void {
  setU16At(QUEUE, queueTail, cell);
  queueTail++;
}

// ---- propagation ---------------------------------------------------------------

/**
 * Places `bit` in `cell` of the frame at `base` and removes it from every
 * peer, queueing peers left with one candidate. False on a contradiction
 * (a peer left with none, or a placed peer holding the same digit).
 */
function assign(base: i32, cell: i32, bit: u32): bool {
  setU32At(FRAMES, base + cell, bit | PLACED);
  setU32At(FRAMES, base + cellCount, u32At(FRAMES, base + cellCount) - 1);
  const first = cell * peerCount;
  for (let k = 0; k < peerCount; k++) {
    const p = u16At(PEERS, first + k);
    let mask = u32At(FRAMES, base + p);
    if ((mask & bit) != 0) {
      mask ^= bit;
      if ((mask & allDigits) == 0) return false;
      setU32At(FRAMES, base + p, mask);
      if (clearLowBit(mask) == 0) pushQueue(p);
    }
  }
  return true;
}

/**
 * Places every naked and hidden single of the frame at `base`, and removes
 * locked candidates, until nothing changes. False when the frame has no
 * solution.
 */
function propagate(base: i32): bool {
  let progress = true;
  while (progress) {
    while (queueHead < queueTail) {
      const cell = u16At(QUEUE, queueHead);
      queueHead++;
      const mask = u32At(FRAMES, base + cell);
      if ((mask & PLACED) == 0 && !assign(base, cell, mask)) return false;
    }
    if (u32At(FRAMES, base + cellCount) == 0) return true;
    progress = false;
    for (let unit = 0; unit < unitCount; unit++) {
      const first = unit * side;
      // once: digits seen in the unit; twice: seen at least twice.
      let once: u32 = 0;
      let twice: u32 = 0;
      let placed: u32 = 0;
      for (let k = 0; k < side; k++) {
        const mask = u32At(FRAMES, base + u16At(UNIT_CELLS, first + k));
        twice |= once & mask;
        once |= mask;
        if ((mask & PLACED) != 0) placed |= mask;
      }
      if ((once & allDigits) != allDigits) return false;
      let hidden = once & ~twice & ~placed & allDigits;
      while (hidden != 0) {
        const bit = lowBit(hidden);
        hidden = clearLowBit(hidden);
        let k = 0;
        while (k < side && (u32At(FRAMES, base + u16At(UNIT_CELLS, first + k)) & bit) == 0) k++;
        // Gone: an earlier hidden single of this unit took its only cell.
        if (k == side) return false;
        if (!assign(base, u16At(UNIT_CELLS, first + k), bit)) return false;
        progress = true;
      }
    }
    if (!progress && queueHead == queueTail) {
      const locked = removeLockedCandidates(base);
      if (locked < 0) return false;
      progress = locked > 0;
    }
  }
  return true;
}

/**
 * Removes `bits` from the unplaced `cell` of the frame at `base`. Returns
 * -1 when the cell is left with no candidate, 1 when it changed, else 0.
 */
function removeCandidates(base: i32, cell: i32, bits: u32): i32 {
  const mask = u32At(FRAMES, base + cell);
  if ((mask & PLACED) != 0 || (mask & bits) == 0) return 0;
  const left = mask & ~bits;
  if (left == 0) return -1;
  setU32At(FRAMES, base + cell, left);
  if (clearLowBit(left) == 0) pushQueue(cell);
  return 1;
}

/**
 * Locked candidates: where a box holds a digit only in its cells on one
 * line, no other cell of that line can hold it ("pointing"); where a line
 * holds a digit only inside one box, no other cell of that box can
 * ("claiming"). Returns -1 on a contradiction, 1 if a candidate went, else 0.
 */
function removeLockedCandidates(base: i32): i32 {
  // Segments are computed once; removals below only shrink masks, so stale
  // ORs are supersets and can only make this find less, never wrongly.
  for (let line = 0; line < side; line++) {
    for (let j = 0; j < boxSide; j++) {
      let rowOr: u32 = 0;
      let columnOr: u32 = 0;
      // Open cells only: a placed digit is in no other segment of its box or
      // line, so it would always look locked and cost a sweep that removes nothing
      // (45% of the time on 25×25 puzzles; the same eliminations, 30% faster there).
      for (let k = 0; k < boxSide; k++) {
        const rowMask = u32At(FRAMES, base + line * side + j * boxSide + k);
        const columnMask = u32At(FRAMES, base + (j * boxSide + k) * side + line);
        if ((rowMask & PLACED) == 0) rowOr |= rowMask;
        if ((columnMask & PLACED) == 0) columnOr |= columnMask;
      }
      setU32At(ROW_SEGMENTS, line * boxSide + j, rowOr & allDigits);
      setU32At(COLUMN_SEGMENTS, line * boxSide + j, columnOr & allDigits);
    }
  }
  let changed = 0;
  for (let line = 0; line < side; line++) {
    const bandStart = line - (line % boxSide);
    for (let j = 0; j < boxSide; j++) {
      const rowSegment = u32At(ROW_SEGMENTS, line * boxSide + j);
      const columnSegment = u32At(COLUMN_SEGMENTS, line * boxSide + j);
      let rowBoxRest: u32 = 0;
      let columnBoxRest: u32 = 0;
      for (let other = bandStart; other < bandStart + boxSide; other++) {
        if (other == line) continue;
        rowBoxRest |= u32At(ROW_SEGMENTS, other * boxSide + j);
        columnBoxRest |= u32At(COLUMN_SEGMENTS, other * boxSide + j);
      }
      let rowLineRest: u32 = 0;
      let columnLineRest: u32 = 0;
      for (let other = 0; other < boxSide; other++) {
        if (other == j) continue;
        rowLineRest |= u32At(ROW_SEGMENTS, line * boxSide + other);
        columnLineRest |= u32At(COLUMN_SEGMENTS, line * boxSide + other);
      }
      const rowPointing = rowSegment & ~rowBoxRest;
      const rowClaiming = rowSegment & ~rowLineRest;
      const columnPointing = columnSegment & ~columnBoxRest;
      const columnClaiming = columnSegment & ~columnLineRest;
      if ((rowPointing | rowClaiming | columnPointing | columnClaiming) == 0) continue;
      for (let other = 0; other < side; other++) {
        const inBox = other - (other % boxSide) == j * boxSide;
        // Row `line`, column `other`; column `line`, row `other`.
        const rowBits: u32 = inBox ? 0 : rowPointing;
        const columnBits: u32 = inBox ? 0 : columnPointing;
        let result = removeCandidates(base, line * side + other, rowBits);
        if (result < 0) return -1;
        changed |= result;
        result = removeCandidates(base, other * side + line, columnBits);
        if (result < 0) return -1;
        changed |= result;
      }
      if ((rowClaiming | columnClaiming) == 0) continue;
      for (let other = bandStart; other < bandStart + boxSide; other++) {
        if (other == line) continue;
        for (let k = 0; k < boxSide; k++) {
          let result = removeCandidates(base, other * side + j * boxSide + k, rowClaiming);
          if (result < 0) return -1;
          changed |= result;
          result = removeCandidates(base, (j * boxSide + k) * side + other, columnClaiming);
          if (result < 0) return -1;
          changed |= result;
        }
      }
    }
  }
  return changed;
}

/**
 * The unplaced cell with the fewest candidates; among equals with at most
 * TIE_BREAK_MAX candidates, the one with the most unplaced peers (its guess
 * prunes the most), else the first in row order. Measured against "first in
 * row order" (singles only): 35% fewer guesses on 9×9 (top1465: 92 → 61 per
 * puzzle) and far fewer runaway searches on 16×16 and 25×25. The cap keeps
 * near-empty 25×25 grids cheap (hundreds of ties × 64 peers per guess).
 */
function chooseCell(base: i32): i32 {
  chosenCount = 99;
  let best = 0;
  let bestCount = 99;
  let bestScore = -1;
  for (let cell = 0; cell < cellCount; cell++) {
    const mask = u32At(FRAMES, base + cell);
    if ((mask & PLACED) != 0) continue;
    const count = popcount(mask);
    if (count > bestCount) continue;
    const score = count <= TIE_BREAK_MAX ? unplacedPeers(base, cell) * 64 + restartTieBreak(cell) : 0;
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
function chooseUnitDigit(base: i32): void {
  pairUnit = -1;
  for (let unit = 0; unit < unitCount; unit++) {
    const first = unit * side;
    // Bit-sliced counts of each digit's places among the unit's open cells.
    let once: u32 = 0;
    let twice: u32 = 0;
    let thrice: u32 = 0;
    for (let k = 0; k < side; k++) {
      const mask = u32At(FRAMES, base + u16At(UNIT_CELLS, first + k));
      if ((mask & PLACED) != 0) continue;
      thrice |= twice & mask;
      twice |= once & mask;
      once |= mask;
    }
    const exactlyTwo = twice & ~thrice;
    if (exactlyTwo == 0) continue;
    const bit = lowBit(exactlyTwo);
    let places: u32 = 0;
    for (let k = 0; k < side; k++) {
      if ((u32At(FRAMES, base + u16At(UNIT_CELLS, first + k)) & (bit | PLACED)) == bit) places |= 1 << k;
    }
    pairUnit = unit;
    pairDigit = bit;
    pairPlaces = places;
    return;
  }
}

/** How many peers of `cell` are not placed yet in the frame at `base`. */
function unplacedPeers(base: i32, cell: i32): i32 {
  let score = 0;
  const first = cell * peerCount;
  for (let k = 0; k < peerCount; k++) {
    if ((u32At(FRAMES, base + u16At(PEERS, first + k)) & PLACED) == 0) score++;
  }
  return score;
}

/** Writes the digits of the (fully placed) frame at `base` to `output`. */
function writeSolution(base: i32, output: usize): void {
  for (let cell = 0; cell < cellCount; cell++) {
    setU8At(output, cell, digitOf(u32At(FRAMES, base + cell) & allDigits));
  }
}

/**
 * Fills frame 0 from the cells at `input` and propagates. False when the
 * givens clash or propagation proves there is no solution.
 */
function loadPuzzle(input: usize): bool {
  for (let cell = 0; cell < cellCount; cell++) setU32At(FRAMES, cell, allDigits);
  setU32At(FRAMES, cellCount, cellCount);
  queueHead = 0;
  queueTail = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = u8At(input, cell);
    if (digit == 0) continue;
    if (digit > side) return false;
    const bit: u32 = 1 << (digit - 1);
    if ((u32At(FRAMES, cell) & bit) == 0) return false;
    if (!assign(0, cell, bit)) return false;
  }
  return propagate(0);
}

/**
 * Counts the solutions (up to `limit` ≥ 1) of the puzzle at `input` for the
 * side set by `setupTables`, writing the first to `output` (zeros when there
 * is none). Returns the count, or TIMED_OUT once `deadline` (a `now()` time;
 * 0 = none) has passed. Guesses: `lastGuesses()`.
 */
export function solvePuzzle(input: usize, output: usize, limit: i32, deadline: f64): i32 {
  frameStride = cellCount + 1;
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
 * The depth-first search from frame 0 (just loaded): the count, TIMED_OUT,
 * or ABANDONED once `guesses` passes `stopAt`.
 */
function searchFromRoot(output: usize, limit: i32, deadline: f64, stopAt: i32): i32 {
  let count = 0;
  let top = 0; // open branch points; the current state is frame `top`
  for (;;) {
    const base = top * frameStride;
    if (u32At(FRAMES, base + cellCount) == 0) {
      count++;
      if (count == 1) writeSolution(base, output);
      if (count >= limit) break;
    } else {
      const cell = chooseCell(base);
      pairUnit = -1;
      if (chosenCount > 2) chooseUnitDigit(base);
      if (pairUnit >= 0) {
        setU16At(BRANCH_CELL, top, pairUnit | UNIT_BRANCH);
        setU32At(BRANCH_REST, top, pairPlaces);
        setU32At(BRANCH_DIGIT, top, pairDigit);
      } else {
        setU16At(BRANCH_CELL, top, cell);
        setU32At(BRANCH_REST, top, u32At(FRAMES, base + cell));
      }
      top++;
    }
    // Try the next digit of the innermost branch point that has one left.
    let advanced = false;
    while (top > 0) {
      const level = top - 1;
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
      let child = level * frameStride;
      if (clearLowBit(rest) == 0) {
        // Last digit here: the parent frame is not needed again, work in place.
        top = level;
      } else {
        child += frameStride;
        copyWords(FRAMES + (<usize>child << 2), FRAMES + (<usize>(child - frameStride) << 2), frameStride);
      }
      queueHead = 0;
      queueTail = 0;
      // A cell branch tries the cell's digits; a unit branch the digit's places in the unit.
      const code = u16At(BRANCH_CELL, level);
      let cell = code;
      let digit = bit;
      if ((code & UNIT_BRANCH) != 0) {
        cell = u16At(UNIT_CELLS, (code & ~UNIT_BRANCH) * side + digitOf(bit) - 1);
        digit = u32At(BRANCH_DIGIT, level);
      }
      if (assign(child, cell, digit) && propagate(child)) {
        advanced = true;
        break;
      }
    }
    if (!advanced) break;
  }
  return count;
}
