/**
 * Digging: from a full grid, remove givens orbit by orbit in a random order,
 * keeping each removal only while the puzzle still has exactly one solution.
 * The solvers prove it: band9 for 9×9, the general search for 4×4, 16×16
 * and 25×25, each asked to count to 2.
 *
 * One pass is enough for a minimal puzzle: if removing an orbit gives a
 * second solution, removing it later, from a puzzle with fewer givens, still
 * does (fewer givens never lose a solution). So every orbit kept in the pass
 * stays needed, and no second pass is made.
 */
import { solveBand9 } from "../band9";
import { setupTables } from "../board";
import { solvePuzzle } from "../search";
import {
  GEN_GRID_PTR, GEN_ORDER_PTR, GEN_PUZZLE_PTR, GEN_SCRATCH_PTR, GEN_STATS_PTR,
} from "./layout";
import { load16, load32, load8, store16, store32, store8 } from "../../target/memory";
import { randomBelow } from "./random";
import { imageCount, imageOf, isRepresentative } from "./symmetry";

/** What `digHoles` returns when a solver ran past the deadline. */
export const DIG_TIMED_OUT: i32 = -1;

/** Solutions of the puzzle at GEN_PUZZLE_PTR, up to 2; −1 past `deadline` (0 = none). */
export function countToTwo(side: i32, deadline: f64): i32 {
  store32(GEN_STATS_PTR + 4, load32(GEN_STATS_PTR + 4) + 1);
  if (side == 9) return solveBand9(GEN_PUZZLE_PTR, GEN_SCRATCH_PTR, 2, deadline);
  setupTables(side);
  return solvePuzzle(GEN_PUZZLE_PTR, GEN_SCRATCH_PTR, 2, deadline);
}

/** 1 when the 9×9 puzzle still has one solution, 0 when it has more, −1 past the deadline. */
function stillUniqueByCount(deadline: f64): i32 {
  const count = countToTwo(9, deadline);
  return count < 0 ? -1 : count == 1 ? 1 : 0;
}

/**
 * The same for the other sides, asked differently: a second solution must
 * differ from the grid in one of the cells just blanked, so the puzzle is
 * unique when no blanked cell can take another digit in any solution. Each
 * "can cell m hold e ≠ grid[m]?" is one search that stops at its first
 * solution, and a wrong digit usually fails in propagation. This skips what
 * counting to 2 spends on exhausting the known solution's own subtree: on
 * 16×16 the general search's count-to-2 made minimal digging ~2× slower.
 */
function stillUniqueByOtherDigits(cell: i32, symmetry: i32, side: i32, deadline: f64): i32 {
  const images = imageCount(symmetry);
  for (let k = 0; k < images; k++) {
    const at = GEN_PUZZLE_PTR + <usize>imageOf(cell, k, symmetry, side);
    const own = load8(GEN_GRID_PTR + <usize>imageOf(cell, k, symmetry, side));
    const image = imageOf(cell, k, symmetry, side);
    for (let digit = 1; digit <= side; digit++) {
      if (digit == own || seenByPeer(image, digit, side)) continue;
      store8(at, digit);
      const found = solveOnce(side, deadline);
      store8(at, 0);
      if (found < 0) return -1;
      if (found > 0) return 0;
    }
  }
  return 1;
}

/** Whether a given in the row, column or box of `cell` is `digit` (so the search would refuse it at once). */
function seenByPeer(cell: i32, digit: i32, side: i32): bool {
  const boxSide = side == 4 ? 2 : side == 16 ? 4 : side == 25 ? 5 : 3;
  const row = (cell / side) | 0;
  const column = cell - row * side;
  const top = row - (row % boxSide);
  const left = column - (column % boxSide);
  for (let k = 0; k < side; k++) {
    if (load8(GEN_PUZZLE_PTR + <usize>(row * side + k)) == digit) return true;
    if (load8(GEN_PUZZLE_PTR + <usize>(k * side + column)) == digit) return true;
    const inBox = (top + ((k / boxSide) | 0)) * side + left + (k % boxSide);
    if (load8(GEN_PUZZLE_PTR + <usize>inBox) == digit) return true;
  }
  return false;
}

/** Solutions of the puzzle at GEN_PUZZLE_PTR, up to 1, by the general search; −1 past `deadline`. */
function solveOnce(side: i32, deadline: f64): i32 {
  store32(GEN_STATS_PTR + 4, load32(GEN_STATS_PTR + 4) + 1);
  setupTables(side);
  return solvePuzzle(GEN_PUZZLE_PTR, GEN_SCRATCH_PTR, 1, deadline);
}

/** Writes the orbit representatives at GEN_ORDER_PTR in a random order; returns how many. */
function shuffledOrbits(side: i32, symmetry: i32): i32 {
  const cells = side * side;
  let n = 0;
  for (let cell = 0; cell < cells; cell++) {
    if (isRepresentative(cell, symmetry, side)) {
      store16(GEN_ORDER_PTR + (<usize>n << 1), cell);
      n++;
    }
  }
  // Fisher–Yates, from the top down.
  for (let i = n - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    const a = load16(GEN_ORDER_PTR + (<usize>i << 1));
    store16(GEN_ORDER_PTR + (<usize>i << 1), load16(GEN_ORDER_PTR + (<usize>j << 1)));
    store16(GEN_ORDER_PTR + (<usize>j << 1), a);
  }
  return n;
}

/** Blanks the orbit of `cell` in the puzzle; returns how many givens that removed. */
function removeOrbit(cell: i32, symmetry: i32, side: i32): i32 {
  const images = imageCount(symmetry);
  let removed = 0;
  for (let k = 0; k < images; k++) {
    const at = GEN_PUZZLE_PTR + <usize>imageOf(cell, k, symmetry, side);
    if (load8(at) != 0) {
      store8(at, 0);
      removed++;
    }
  }
  return removed;
}

/** Puts the orbit of `cell` back from the grid. */
function restoreOrbit(cell: i32, symmetry: i32, side: i32): void {
  const images = imageCount(symmetry);
  for (let k = 0; k < images; k++) {
    const image = imageOf(cell, k, symmetry, side);
    store8(GEN_PUZZLE_PTR + <usize>image, load8(GEN_GRID_PTR + <usize>image));
  }
}

/**
 * Digs the grid at GEN_GRID_PTR into a puzzle at GEN_PUZZLE_PTR with exactly
 * one solution. `clues` > 0: aim for exactly that many givens — with
 * `minimal`, the whole pass runs and the count must come out at `clues`;
 * without, digging stops on reaching it and skips orbits that would go
 * below it. Returns the givens left, 0 when the clue target was missed, or
 * DIG_TIMED_OUT.
 */
export function digHoles(side: i32, symmetry: i32, minimal: bool, clues: i32, deadline: f64): i32 {
  const cells = side * side;
  for (let cell = 0; cell < cells; cell++) store8(GEN_PUZZLE_PTR + <usize>cell, load8(GEN_GRID_PTR + <usize>cell));
  const orbits = shuffledOrbits(side, symmetry);
  let givens = cells;
  for (let i = 0; i < orbits; i++) {
    if (!minimal && clues > 0 && givens <= clues) break;
    const cell = load16(GEN_ORDER_PTR + (<usize>i << 1));
    const removed = removeOrbit(cell, symmetry, side);
    if (!minimal && clues > 0 && givens - removed < clues) {
      restoreOrbit(cell, symmetry, side);
      continue;
    }
    const unique = side == 9 ? stillUniqueByCount(deadline) : stillUniqueByOtherDigits(cell, symmetry, side, deadline);
    if (unique < 0) return DIG_TIMED_OUT;
    if (unique == 1) givens -= removed;
    else restoreOrbit(cell, symmetry, side);
  }
  if (clues > 0 && givens != clues) return 0;
  return givens;
}
