/**
 * The dig's question on 16×16 and 25×25: with the grid's digit taken out of
 * one blank cell, does the puzzle still have a solution? A depth-first
 * search over the general engine's board (propagate.ts: candidates, place
 * sets, the trail), stopping at the first solution, with two choices made
 * for this question rather than for solving:
 *
 * - the grid's digit first: every cell but the one asked still has the
 *   grid's digit among its candidates, and a second solution agrees with
 *   the grid on most cells, so trying the grid's digit first reaches one
 *   in fewer guesses (16×16 digs: 54 guesses per search that finds one,
 *   against 92 with the lowest digit first, cells chosen alike);
 * - no probing and no restarts: the search that answers a solving call
 *   probes the alternatives of its shallow branch points and restarts
 *   against the heavy tails of random 25×25 puzzles; on the dig's questions
 *   restarts after 100 × Luby(i) dead ends took 20× the guesses on a sample
 *   of hard 25×25 ones, and the search without probes is the faster on
 *   16×16 digs.
 *
 * Branching: the open cell with the fewest candidates per contradiction met
 * in its units (dom/wdeg, the unit weights propagate.ts keeps), ties to the
 * cell with the most open peers.
 */
import * as layout from "../layout";
import { allDigits, lowBit, popcount, side, unitCount } from "../board";
import { trailingZeros } from "../../target/bits";
import { cellWeight, dropTasks, eliminate, openInRow, place, propagate, trailTop, undoTo, unplaced, unplacedPeers } from "../propagate";
import { setI32At, setU16At, setU32At, u16At, u32At, u8At } from "../../target/memory";
import { now } from "../../target/clock";
import { GEN_BRANCH_CELL_PTR, GEN_BRANCH_REST_PTR, GEN_BRANCH_TRAIL_PTR } from "./layout";

/** Guesses between two looks at the clock (a power of two, as a mask). */
const CLOCK_CHECK_MASK: i32 = 1023;

/** u32 per cell: candidate mask | PLACED (the general engine's board). */
const CELLS: usize = layout.CELLS_PTR;
/** u16 per branch point: its cell. */
const BRANCH_CELL: usize = GEN_BRANCH_CELL_PTR;
/** u32 per branch point: the digits not tried yet. */
const BRANCH_REST: usize = GEN_BRANCH_REST_PTR;
/** u32 per branch point: the trail length to undo back to before each guess. */
const BRANCH_TRAIL: usize = GEN_BRANCH_TRAIL_PTR;

/**
 * The open cell with the fewest candidates per unit weight; among equals,
 * the one with the most open peers (its guess prunes the most).
 */
function chooseCell(): i32 {
  let best = 0;
  let bestCount = 99;
  let bestWeight = 1;
  let bestPeers = -1;
  // Row by row over the open cells only (the rows' open-cell sets), in cell
  // order as a scan of every cell would meet them: late in a search most
  // cells are placed, and reading their masks was most of the scan.
  for (let row = 0; row < side; row++) {
    let open = openInRow(row);
    while (open != 0) {
      const cell = row * side + trailingZeros(open);
      open &= open - 1;
      const count = popcount(u32At(CELLS, cell));
      const weight = cellWeight(cell);
      // count / weight, smallest first.
      const lhs = count * bestWeight;
      const rhs = bestCount * weight;
      if (lhs > rhs) continue;
      const peers = unplacedPeers(cell);
      if (lhs < rhs || peers > bestPeers) {
        best = cell;
        bestCount = count;
        bestWeight = weight;
        bestPeers = peers;
      }
    }
  }
  return best;
}

/** i32 per unit: 1 + contradictions met in it (propagate.ts counts them; chooseCell reads them). */
const WEIGHTS: usize = layout.UNIT_WEIGHTS_PTR;

/** otherSolutionOnBoard's answer when its search made more guesses than its budget. */
export const OTHER_SOLUTION_OVER_BUDGET: i32 = -2;

/**
 * Whether the puzzle on the general engine's board (dig-board.ts sets it
 * up, propagated, `cell` blank) has a solution with a digit other than
 * `grid`'s in `cell`, `grid` being a solution of it: 1 yes, 0 no, −1 past
 * `deadline` (a `now()` time; 0 = none), OTHER_SOLUTION_OVER_BUDGET past
 * `budget` guesses (0 = none). The board is left as it was found. Called
 * by the dig once per removal it cannot settle without a search.
 */
export function otherSolutionOnBoard(grid: usize, cell: i32, deadline: f64, budget: i32): i32 {
  const root = trailTop;
  // Each search starts with even unit weights, as from a fresh load.
  for (let unit = 0; unit < unitCount; unit++) setI32At(WEIGHTS, unit, 1);
  const answer = searchOtherSolution(grid, cell, deadline, budget);
  undoTo(root);
  return answer;
}

/** otherSolutionOnBoard's search: the grid's digit taken out of `cell`, then depth first to the first solution. */
function searchOtherSolution(grid: usize, cell: i32, deadline: f64, budget: i32): i32 {
  if (!eliminate(cell, <u32>1 << <u32>(u8At(grid, cell) - 1))) {
    dropTasks();
    return 0;
  }
  if (!propagate()) return 0;
  let top = 0; // open branch points
  let guesses = 0;
  while (unplaced != 0) {
    const branchCell = chooseCell();
    setU16At(BRANCH_CELL, top, branchCell);
    setU32At(BRANCH_REST, top, u32At(CELLS, branchCell) & allDigits);
    setU32At(BRANCH_TRAIL, top, trailTop);
    top++;
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
      const at = u16At(BRANCH_CELL, level);
      const gridBit: u32 = <u32>1 << <u32>(u8At(grid, at) - 1);
      const bit = (rest & gridBit) != 0 ? gridBit : lowBit(rest);
      setU32At(BRANCH_REST, level, rest ^ bit);
      guesses++;
      if (guesses == budget) return OTHER_SOLUTION_OVER_BUDGET;
      if (deadline > 0 && (guesses & CLOCK_CHECK_MASK) == 0 && now() > deadline) return -1;
      if (place(at, bit) && propagate()) {
        advanced = true;
        break;
      }
      dropTasks();
    }
    if (!advanced) return 0;
  }
  return 1;
}
