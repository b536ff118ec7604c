/**
 * The search of the general N×N engine: the TypeScript twin of
 * `assembly/search.ts` (same names, same order). See board.ts for the glossary.
 *
 * State of one search level ("frame"): `cellCount` candidate masks, then one
 * word counting the cells not yet placed. Frame `level` lives at
 * `frames[level * frameStride ..]`; a guess copies the frame one level up
 * and works on the copy, so backtracking is just dropping a level. Nothing is
 * allocated while searching.
 *
 * Propagation runs to a fixpoint before each guess: naked singles (a cell
 * with one candidate left) through a queue, then hidden singles (a digit with
 * one place left in a unit) unit by unit, and when both stall, locked
 * candidates (box/line intersections); again while any made progress.
 * Locked candidates cut guesses per puzzle from 5.6 to 1.0 on 17-clue
 * puzzles and from 61 to 20 on magictour top1465, and ran faster on both.
 */
import {
  MAX_CELLS,
  MAX_SEGMENTS,
  PLACED,
  allDigits,
  boxSide,
  cellCount,
  clearLowBit,
  digitOf,
  lowBit,
  peerCount,
  peers,
  popcount,
  side,
  unitCells,
  unitCount,
} from './board.js';

/** Count returned when the deadline passed first (engine.ts TIMED_OUT). */
export const TIMED_OUT = -1;
/** Guesses between two looks at the clock (a power of two, as a mask). */
const CLOCK_CHECK_MASK = 2047;
/** Most candidates a cell may have for ties to be broken by counting its unplaced peers. */
const TIE_BREAK_MAX = 3;
/** Words per frame at the largest side: 625 masks + the unplaced count. */
const MAX_FRAME_WORDS = MAX_CELLS + 1;
/** Levels: one per placed-by-guess cell, plus the root. */
const MAX_LEVELS = MAX_CELLS + 1;

/**
 * Frames of every level (1.5 MiB, made at import). A `const` binding lets V8
 * treat the array as fixed: made lazily through a `let`, search ran 1.7×
 * slower in Node 20.
 */
const frames = new Uint32Array(MAX_LEVELS * MAX_FRAME_WORDS);
/** Naked-single queue: cells whose mask just became one bit. */
const queue = new Uint16Array(MAX_CELLS);
let queueHead = 0;
let queueTail = 0;
/** Per open branch point: the cell guessed and the digits not yet tried. */
const branchCell = new Uint16Array(MAX_LEVELS);
const branchRest = new Uint32Array(MAX_LEVELS);
/**
 * Per line segment (the boxSide cells a line shares with a box), the digits
 * it may hold: `rowSegments[row * boxSide + j]` covers box-column j of the
 * row, `columnSegments[column * boxSide + j]` box-row j of the column.
 */
const rowSegments = new Uint32Array(MAX_SEGMENTS);
const columnSegments = new Uint32Array(MAX_SEGMENTS);
/** Words per frame for the current side (cellCount + 1). */
let frameStride = 0;
/** Guesses made by the last `solvePuzzle`. */
let guesses = 0;

/** Guesses (digits tried at branch points) made by the last `solvePuzzle`. */
export function lastGuesses(): number {
  return guesses;
}

/**
 * Places `bit` in `cell` of the frame at `base` and removes it from every
 * peer, queueing peers left with one candidate. False on a contradiction
 * (a peer left with none, or a placed peer holding the same digit).
 */
function assign(base: number, cell: number, bit: number): boolean {
  frames[base + cell] = bit | PLACED;
  frames[base + cellCount]!--;
  const first = cell * peerCount;
  for (let k = 0; k < peerCount; k++) {
    const peer = peers[first + k]!;
    let mask = frames[base + peer]!;
    if ((mask & bit) !== 0) {
      mask ^= bit;
      if ((mask & allDigits) === 0) return false;
      frames[base + peer] = mask;
      if (clearLowBit(mask) === 0) queue[queueTail++] = peer;
    }
  }
  return true;
}

/**
 * Places every naked and hidden single of the frame at `base`, and removes
 * locked candidates, until nothing changes. False when the frame has no
 * solution.
 */
function propagate(base: number): boolean {
  let progress = true;
  while (progress) {
    while (queueHead < queueTail) {
      const cell = queue[queueHead++]!;
      const mask = frames[base + cell]!;
      if ((mask & PLACED) === 0 && !assign(base, cell, mask)) return false;
    }
    if (frames[base + cellCount] === 0) return true;
    progress = false;
    for (let unit = 0; unit < unitCount; unit++) {
      const first = unit * side;
      // once: digits seen in the unit; twice: seen at least twice.
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (let k = 0; k < side; k++) {
        const mask = frames[base + unitCells[first + k]!]!;
        twice |= once & mask;
        once |= mask;
        if ((mask & PLACED) !== 0) placed |= mask;
      }
      if ((once & allDigits) !== allDigits) return false;
      let hidden = once & ~twice & ~placed & allDigits;
      while (hidden !== 0) {
        const bit = lowBit(hidden);
        hidden = clearLowBit(hidden);
        let k = 0;
        while (k < side && (frames[base + unitCells[first + k]!]! & bit) === 0) k++;
        // Gone: an earlier hidden single of this unit took its only cell.
        if (k === side) return false;
        if (!assign(base, unitCells[first + k]!, bit)) return false;
        progress = true;
      }
    }
    if (!progress && queueHead === queueTail) {
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
function removeCandidates(base: number, cell: number, bits: number): number {
  const mask = frames[base + cell]!;
  if ((mask & PLACED) !== 0 || (mask & bits) === 0) return 0;
  const left = mask & ~bits;
  if (left === 0) return -1;
  frames[base + cell] = left;
  if (clearLowBit(left) === 0) queue[queueTail++] = cell;
  return 1;
}

/**
 * Locked candidates: where a box holds a digit only in its cells on one
 * line, no other cell of that line can hold it ("pointing"); where a line
 * holds a digit only inside one box, no other cell of that box can
 * ("claiming"). Returns -1 on a contradiction, 1 if a candidate went, else 0.
 */
function removeLockedCandidates(base: number): number {
  // Segments are computed once; removals below only shrink masks, so stale
  // ORs are supersets and can only make this find less, never wrongly.
  for (let line = 0; line < side; line++) {
    for (let j = 0; j < boxSide; j++) {
      let rowOr = 0;
      let columnOr = 0;
      for (let k = 0; k < boxSide; k++) {
        rowOr |= frames[base + line * side + j * boxSide + k]!;
        columnOr |= frames[base + (j * boxSide + k) * side + line]!;
      }
      rowSegments[line * boxSide + j] = rowOr & allDigits;
      columnSegments[line * boxSide + j] = columnOr & allDigits;
    }
  }
  let changed = 0;
  for (let line = 0; line < side; line++) {
    const bandStart = line - (line % boxSide);
    for (let j = 0; j < boxSide; j++) {
      const rowSegment = rowSegments[line * boxSide + j]!;
      const columnSegment = columnSegments[line * boxSide + j]!;
      let rowBoxRest = 0;
      let columnBoxRest = 0;
      for (let other = bandStart; other < bandStart + boxSide; other++) {
        if (other === line) continue;
        rowBoxRest |= rowSegments[other * boxSide + j]!;
        columnBoxRest |= columnSegments[other * boxSide + j]!;
      }
      let rowLineRest = 0;
      let columnLineRest = 0;
      for (let other = 0; other < boxSide; other++) {
        if (other === j) continue;
        rowLineRest |= rowSegments[line * boxSide + other]!;
        columnLineRest |= columnSegments[line * boxSide + other]!;
      }
      const rowPointing = rowSegment & ~rowBoxRest;
      const rowClaiming = rowSegment & ~rowLineRest;
      const columnPointing = columnSegment & ~columnBoxRest;
      const columnClaiming = columnSegment & ~columnLineRest;
      if ((rowPointing | rowClaiming | columnPointing | columnClaiming) === 0) continue;
      for (let other = 0; other < side; other++) {
        const inBox = other - (other % boxSide) === j * boxSide;
        // Row `line`, column `other`; column `line`, row `other`.
        const rowBits = inBox ? 0 : rowPointing;
        const columnBits = inBox ? 0 : columnPointing;
        let result = removeCandidates(base, line * side + other, rowBits);
        if (result < 0) return -1;
        changed |= result;
        result = removeCandidates(base, other * side + line, columnBits);
        if (result < 0) return -1;
        changed |= result;
      }
      if ((rowClaiming | columnClaiming) === 0) continue;
      for (let other = bandStart; other < bandStart + boxSide; other++) {
        if (other === line) continue;
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
function chooseCell(base: number): number {
  let best = 0;
  let bestCount = 99;
  let bestScore = -1;
  for (let cell = 0; cell < cellCount; cell++) {
    const mask = frames[base + cell]!;
    if ((mask & PLACED) !== 0) continue;
    const count = popcount(mask);
    if (count > bestCount) continue;
    const score = count <= TIE_BREAK_MAX ? unplacedPeers(base, cell) : 0;
    if (count < bestCount || score > bestScore) {
      best = cell;
      bestCount = count;
      bestScore = score;
    }
  }
  return best;
}

/** How many peers of `cell` are not placed yet in the frame at `base`. */
function unplacedPeers(base: number, cell: number): number {
  let score = 0;
  const first = cell * peerCount;
  for (let k = 0; k < peerCount; k++) {
    if ((frames[base + peers[first + k]!]! & PLACED) === 0) score++;
  }
  return score;
}

/** Writes the digits of the (fully placed) frame at `base` to `output`. */
function writeSolution(base: number, output: Uint8Array, outOffset: number): void {
  for (let cell = 0; cell < cellCount; cell++) {
    output[outOffset + cell] = digitOf(frames[base + cell]! & allDigits);
  }
}

/**
 * Fills frame 0 from the cells at `input[inOffset ..]` and propagates.
 * False when the givens clash or propagation proves there is no solution.
 */
function loadPuzzle(input: Uint8Array, inOffset: number): boolean {
  for (let cell = 0; cell < cellCount; cell++) frames[cell] = allDigits;
  frames[cellCount] = cellCount;
  queueHead = 0;
  queueTail = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = input[inOffset + cell]!;
    if (digit === 0) continue;
    if (digit > side) return false;
    const bit = 1 << (digit - 1);
    if ((frames[cell]! & bit) === 0) return false;
    if (!assign(0, cell, bit)) return false;
  }
  return propagate(0);
}

/**
 * Counts the solutions (up to `limit`) of the puzzle at
 * `input[inOffset .. inOffset + cellCount)` for the side set by
 * `setupTables`, writing the first to `output[outOffset ..]` (zeros when
 * there is none). Returns the count, or TIMED_OUT once `deadline` (a
 * `performance.now()` time; 0 = none) has passed. Guesses: `lastGuesses()`.
 */
export function solvePuzzle(
  input: Uint8Array,
  inOffset: number,
  output: Uint8Array,
  outOffset: number,
  limit: number,
  deadline: number,
): number {
  frameStride = cellCount + 1;
  guesses = 0;
  output.fill(0, outOffset, outOffset + cellCount);
  if (!loadPuzzle(input, inOffset)) return 0;
  let count = 0;
  let top = 0; // open branch points; the current state is frame `top`
  for (;;) {
    const base = top * frameStride;
    if (frames[base + cellCount] === 0) {
      count++;
      if (count === 1) writeSolution(base, output, outOffset);
      if (count >= limit) break;
    } else {
      const cell = chooseCell(base);
      branchCell[top] = cell;
      branchRest[top] = frames[base + cell]!;
      top++;
    }
    // Try the next digit of the innermost branch point that has one left.
    let advanced = false;
    while (top > 0) {
      const level = top - 1;
      const rest = branchRest[level]!;
      if (rest === 0) {
        top--;
        continue;
      }
      const bit = lowBit(rest);
      branchRest[level] = clearLowBit(rest);
      guesses++;
      if (deadline > 0 && (guesses & CLOCK_CHECK_MASK) === 0 && performance.now() > deadline) {
        return TIMED_OUT;
      }
      let child = level * frameStride;
      if (clearLowBit(rest) === 0) {
        // Last digit here: the parent frame is not needed again, work in place.
        top = level;
      } else {
        child += frameStride;
        frames.copyWithin(child, child - frameStride, child);
      }
      queueHead = 0;
      queueTail = 0;
      if (assign(child, branchCell[level]!, bit) && propagate(child)) {
        advanced = true;
        break;
      }
    }
    if (!advanced) break;
  }
  return count;
}
