/**
 * Whether every candidate of the position lies in some solution of it.
 * Then no sound step exists at all: no candidate can be removed and no cell
 * (two or more candidates, each in a solution) can be filled. Every chain
 * step is sound (the rules of the game, and inside chains intersections,
 * pairs and X-wings), so forcing.ts skips the deeper nesting levels there:
 * they would search for tens of seconds and find nothing. On a grid with few
 * digits placed and many solutions (an empty grid, a sparse grid) a handful
 * of solutions, each found at once, covers every candidate.
 *
 * A depth-first search finds the solutions: it fills the cell with the
 * fewest candidates, crossing each digit placed off its peers. It gives up
 * (answers false, which only means "not shown") past a budget of search
 * nodes, so a position whose candidates are not all in solutions (a
 * puzzle with one solution, where the deeper levels may be needed) costs
 * little. Its stack lives in propagation record B, which holds nothing
 * between producer calls.
 */
import { CH_PROPAGATION_B } from "./layout";
import { popcount } from "../../../target/bits";
import { load16, load8, store16, store8 } from "../../../target/memory";
import { candidatesAt, peerOf, valueAt } from "../state";

/** One search depth: 81 candidate masks (u16). */
const FRAME_BYTES: usize = 168;
/** The depths: the position, then one per filled cell. */
const FRAMES: usize = CH_PROPAGATION_B;
/** Per depth, the cell filled there (u8) and the digits left to try (u16). */
const TRY_CELL: usize = FRAMES + FRAME_BYTES * 82;
const TRY_LEFT: usize = TRY_CELL + 84;
/** Cells whose single digit still has to be crossed off their peers (u8). */
const QUEUE: usize = TRY_LEFT + 168;
/** The candidates found in some solution so far, per cell (u16). */
const COVERED: usize = QUEUE + 84;

/** Search nodes (cells filled) the whole test may take before it gives up. */
const NODE_BUDGET: i32 = 20000;

let nodesLeft: i32 = 0;

function maskAt(frame: usize, cell: i32): i32 {
  return load16(frame + <usize>(cell << 1));
}

function setMask(frame: usize, cell: i32, mask: i32): void {
  store16(frame + <usize>(cell << 1), mask);
}

/** Crosses the single digits of the queued cells (`queued` of them) off their 20 peers; false at a cell left with none. */
function settle(frame: usize, queued: i32): bool {
  let count: i32 = queued;
  while (count > 0) {
    count--;
    const cell: i32 = load8(QUEUE + <usize>count);
    const bit: i32 = maskAt(frame, cell);
    for (let i: i32 = 0; i < 20; i++) {
      const peer: i32 = peerOf(cell, i);
      const mask: i32 = maskAt(frame, peer);
      if ((mask & bit) == 0) continue;
      const left: i32 = mask & ~bit;
      if (left == 0) return false;
      setMask(frame, peer, left);
      if ((left & (left - 1)) == 0) {
        store8(QUEUE + <usize>count, peer);
        count++;
      }
    }
  }
  return true;
}

/** Copies depth `depth` to the next one and fills `cell` with the digit `bit` there; false when that breaks a rule. */
function fill(depth: i32, cell: i32, bit: i32): bool {
  const from: usize = FRAMES + FRAME_BYTES * <usize>depth;
  const to: usize = from + FRAME_BYTES;
  for (let c: i32 = 0; c < 81; c++) setMask(to, c, maskAt(from, c));
  setMask(to, cell, bit);
  store8(QUEUE, cell);
  return settle(to, 1);
}

/** The unfilled cell (two or more candidates) with the fewest at `frame`, or -1 when every cell holds one digit. */
function fewestCandidates(frame: usize): i32 {
  let best: i32 = -1;
  let bestCount: i32 = 10;
  for (let cell: i32 = 0; cell < 81; cell++) {
    const count: i32 = popcount(<u32>maskAt(frame, cell));
    if (count > 1 && count < bestCount) {
      best = cell;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Searches for a solution from depth `start` (settled); when one is found,
 * adds its digits to COVERED and returns true. False when there is none, or
 * the budget ran out (nodesLeft < 0).
 */
function findSolution(start: i32): bool {
  let depth: i32 = start;
  let cell: i32 = fewestCandidates(FRAMES + FRAME_BYTES * <usize>depth);
  if (cell >= 0) {
    store8(TRY_CELL + <usize>depth, cell);
    store16(TRY_LEFT + <usize>(depth << 1), maskAt(FRAMES + FRAME_BYTES * <usize>depth, cell));
  }
  while (cell >= 0) {
    // Try the next digit at this depth's cell, or go back up.
    const left: i32 = load16(TRY_LEFT + <usize>(depth << 1));
    if (left == 0) {
      if (depth == start) return false;
      depth--;
      cell = load8(TRY_CELL + <usize>depth);
      continue;
    }
    const bit: i32 = left & -left;
    store16(TRY_LEFT + <usize>(depth << 1), left & ~bit);
    if (--nodesLeft < 0) return false;
    if (!fill(depth, load8(TRY_CELL + <usize>depth), bit)) continue;
    depth++;
    cell = fewestCandidates(FRAMES + FRAME_BYTES * <usize>depth);
    if (cell < 0) break;
    store8(TRY_CELL + <usize>depth, cell);
    store16(TRY_LEFT + <usize>(depth << 1), maskAt(FRAMES + FRAME_BYTES * <usize>depth, cell));
  }
  const solution: usize = FRAMES + FRAME_BYTES * <usize>depth;
  for (let c: i32 = 0; c < 81; c++) store16(COVERED + <usize>(c << 1), load16(COVERED + <usize>(c << 1)) | maskAt(solution, c));
  return true;
}

/**
 * Whether every candidate of the 9×9 position lies in a solution of it
 * (false also when the search budget ran out first).
 */
export function everyCandidateSolves(): bool {
  nodesLeft = NODE_BUDGET;
  let queued: i32 = 0;
  for (let cell: i32 = 0; cell < 81; cell++) {
    const value: i32 = valueAt(cell);
    const mask: i32 = value != 0 ? 1 << (value - 1) : <i32>candidatesAt(cell);
    if (mask == 0) return false;
    setMask(FRAMES, cell, mask);
    store16(COVERED + <usize>(cell << 1), 0);
    if ((mask & (mask - 1)) == 0) {
      store8(QUEUE + <usize>queued, cell);
      queued++;
    }
  }
  // The position's own single digits, crossed off their peers, must leave every candidate it has.
  if (!settle(FRAMES, queued)) return false;
  for (let cell: i32 = 0; cell < 81; cell++) {
    const value: i32 = valueAt(cell);
    const mask: i32 = value != 0 ? 1 << (value - 1) : <i32>candidatesAt(cell);
    if (maskAt(FRAMES, cell) != mask) return false;
  }
  // Each candidate not yet seen in a solution: a solution with it, or the test fails.
  for (let cell: i32 = 0; cell < 81; cell++) {
    let rest: i32 = maskAt(FRAMES, cell) & ~load16(COVERED + <usize>(cell << 1));
    while (rest != 0) {
      const bit: i32 = rest & -rest;
      if (!fill(0, cell, bit) || !findSolution(1)) return false;
      rest = maskAt(FRAMES, cell) & ~load16(COVERED + <usize>(cell << 1));
    }
  }
  return true;
}
