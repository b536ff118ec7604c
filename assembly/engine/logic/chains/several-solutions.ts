/**
 * Whether the position has more than one solution. Sudoku Explainer rates
 * only puzzles with one solution, and its deepest nesting levels (level 4
 * of inner nesting 1 and 2, 1.2.1's level 5) matter only there: forcing.ts
 * runs them on positions with one solution alone. Elsewhere (an empty grid,
 * a sparse grid a player asks a hint on) they would search for seconds to
 * tens of seconds, and where every candidate lies in some solution there is
 * nothing sound to find at all.
 *
 * A depth-first search counts solutions up to two: it fills the cell with
 * the fewest candidates, crossing each digit placed off its peers. It gives
 * up (answers false, which only means "not shown") past a budget of search
 * nodes; a puzzle with one solution, whose search ends at once, costs
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
 * Counts the solutions below depth 0 (settled), up to `limit`; stops early
 * when the budget runs out (nodesLeft < 0).
 */
function countSolutions(limit: i32): i32 {
  let found: i32 = 0;
  let depth: i32 = 0;
  let cell: i32 = fewestCandidates(FRAMES);
  if (cell < 0) return 1;
  store8(TRY_CELL, cell);
  store16(TRY_LEFT, maskAt(FRAMES, cell));
  while (true) {
    // Try the next digit at this depth's cell, or go back up.
    const left: i32 = load16(TRY_LEFT + <usize>(depth << 1));
    if (left == 0) {
      if (depth == 0) return found;
      depth--;
      continue;
    }
    const bit: i32 = left & -left;
    store16(TRY_LEFT + <usize>(depth << 1), left & ~bit);
    if (--nodesLeft < 0) return found;
    if (!fill(depth, load8(TRY_CELL + <usize>depth), bit)) continue;
    cell = fewestCandidates(FRAMES + FRAME_BYTES * <usize>(depth + 1));
    if (cell < 0) {
      // A solution: every cell holds one digit, none clashing.
      if (++found >= limit) return found;
      continue;
    }
    depth++;
    store8(TRY_CELL + <usize>depth, cell);
    store16(TRY_LEFT + <usize>(depth << 1), maskAt(FRAMES + FRAME_BYTES * <usize>depth, cell));
  }
  return found;
}

/**
 * Whether the 9×9 position has two solutions or more (false also when the
 * search budget ran out first, or when it has none).
 */
export function hasSeveralSolutions(): bool {
  nodesLeft = NODE_BUDGET;
  let queued: i32 = 0;
  for (let cell: i32 = 0; cell < 81; cell++) {
    const value: i32 = valueAt(cell);
    const mask: i32 = value != 0 ? 1 << (value - 1) : <i32>candidatesAt(cell);
    if (mask == 0) return false;
    setMask(FRAMES, cell, mask);
    if ((mask & (mask - 1)) == 0) {
      store8(QUEUE + <usize>queued, cell);
      queued++;
    }
  }
  return settle(FRAMES, queued) && countSolutions(2) >= 2;
}
