/**
 * Digging: from a full grid, remove givens orbit by orbit in a random order,
 * keeping each removal only while the puzzle still has exactly one solution.
 *
 * One pass is enough for a minimal puzzle: if removing an orbit gives a
 * second solution, removing it later, from a puzzle with fewer givens, still
 * does (fewer givens never lose a solution). So every orbit kept in the pass
 * stays needed, and no second pass is made.
 *
 * Proving a removal keeps the puzzle unique: the puzzle was unique before,
 * with the grid as its solution, so a second solution now must differ from
 * the grid in one of the cells just blanked. Three ways to settle it:
 * - kept, when the givens alone force each blanked cell's digit (a naked
 *   or a hidden single): then it cannot differ. The first half of a dig is
 *   mostly such cells. The givens of each unit are kept as digit masks
 *   (GEN_UNIT_USED_PTR) as cells go and come back;
 * - refused, when a blanked cell lies in an all-blank set of cells that
 *   can swap digits: the cells of two digits that can swap them
 *   (digit-pairs.ts; the smallest are rectangles), or cells of two rows of a
 *   band or two columns of a stack that can swap between them
 *   (line-pairs.ts): that is a second solution;
 * - else by search: for each blanked cell in turn (the ones before it put back
 *   at the grid's digit), is there a solution with another digit there? One
 *   search per cell that stops at its first solution, with the grid's digit
 *   taken out of the cell: band9 on 9×9; on 4×4, 16×16 and 25×25 a search
 *   of the dig's own over the general engine's board (other-solution.ts),
 *   the grid's digit tried first. It never walks the known solution's
 *   subtree, which counting to 2 must exhaust.
 * Every way gives the exact answer, so the puzzles are the ones counting to
 * 2 made in this order.
 *
 * On 16×16 and 25×25 a search that runs past a guess budget puts its
 * removal off: the orbit stays given for now and is tried again at the end
 * of the order, with four times the budget, and with none after
 * GEN_MAX_PUT_OFFS tries. That changes the order, never a proof: every
 * removal kept was proved unique when it was made, and every orbit left
 * given was refused by a second solution of a puzzle with more givens than
 * the last one, which is a second solution of the last one without it too,
 * so the puzzle stays minimal. Later, with fewer givens, a second solution
 * is usually closer at hand; the few searches that ran longest were most
 * of a 25×25 dig's time. The budget counts guesses, not time, so a seed
 * still makes one puzzle on every engine and machine.
 */
import { solveBand9Excluding } from "../band9";
import { setupTables } from "../board";
import { OTHER_SOLUTION_OVER_BUDGET, otherSolutionOnBoard } from "./other-solution";
import { digBoardAt, keepOrbitOnBoard, placeFromGrid, resetDigBoard } from "./dig-board";
import {
  GEN_GRID_PTR, GEN_MAX_PUT_OFFS, GEN_PUT_OFF_PTR, GEN_PUZZLE_PTR, GEN_SCRATCH_PTR, GEN_STATS_PTR, GEN_UNIT_USED_PTR,
} from "./layout";
import { orbitAt, setOrbitAt } from "./dig-order";
import { load32, load8, loadU32, store32, store8, storeU32 } from "../../target/memory";
import { randomBelow } from "./random";
import { imageCount, imageOf, isRepresentative } from "./symmetry";
import { boxUnitOf, columnUnitOf, rowUnitOf, unitCellAt } from "./cell-units";
import { SPEED_CODE } from "../../target/build-goal";
import { buildDigitPairs, inBlankSwapSet, toggleGivenRow } from "./digit-pairs";
import { buildLinePairs, inBlankLineSwapSet, toggleLineGiven } from "./line-pairs";

/** What `digHoles` returns when a solver ran past the deadline. */
export const DIG_TIMED_OUT: i32 = -1;

/** stillUnique's answer when a search ran past its guess budget: the removal is put off. */
const PUT_OFF: i32 = 2;

/**
 * Guesses a search may make before its removal is put off to the end of
 * the order, the first time; four times as many each time after, and no
 * limit once it has been put off GEN_MAX_PUT_OFFS times. 0: no limit.
 * On 16×16 searches rarely reach the budget (lower ones, 50 to 200, made
 * more guesses in all); on 9×9 band9 answers without one.
 */
function guessBudget(side: i32, putOffs: i32): i32 {
  if (putOffs >= GEN_MAX_PUT_OFFS) return 0;
  const first = side == 25 ? FIRST_GUESS_BUDGET_25 : side == 16 ? FIRST_GUESS_BUDGET_16 : 0;
  return first << (2 * putOffs);
}

/** The first guess budget of a 25×25 search (see guessBudget). */
const FIRST_GUESS_BUDGET_25: i32 = 2000;
/** The first guess budget of a 16×16 search. */
const FIRST_GUESS_BUDGET_16: i32 = 1000;

/** The grid's digit of `cell` as a one-bit mask (bit 0 = digit 1). */
function gridBit(cell: i32): u32 {
  return (<u32>1 << <u32>(load8(GEN_GRID_PTR + <usize>cell) - 1)) >>> 0;
}

/** The digits given in the unit `unit` (rows, then columns, then boxes). */
function givenDigits(unit: i32): u32 {
  return loadU32(GEN_UNIT_USED_PTR + (<usize>unit << 2));
}

/** Flips the grid's digit of `cell` in the given-digit masks of its three units (a given removed or put back). */
function toggleGiven(cell: i32, side: i32): void {
  const row = rowUnitOf(cell);
  const column = columnUnitOf(cell);
  const box = boxUnitOf(cell);
  const bit = gridBit(cell);
  storeU32(GEN_UNIT_USED_PTR + (<usize>row << 2), (givenDigits(row) ^ bit) >>> 0);
  storeU32(GEN_UNIT_USED_PTR + (<usize>column << 2), (givenDigits(column) ^ bit) >>> 0);
  storeU32(GEN_UNIT_USED_PTR + (<usize>box << 2), (givenDigits(box) ^ bit) >>> 0);
  if (SPEED_CODE) {
    toggleGivenRow(cell);
    toggleLineGiven(cell, side);
  }
}

/** The digits the givens of its row, column and box leave to the blank `cell`. */
function openDigits(cell: i32, side: i32): u32 {
  const all: u32 = ((<u32>1 << <u32>side) - 1) >>> 0;
  return (all & ~(givenDigits(rowUnitOf(cell)) | givenDigits(columnUnitOf(cell)) | givenDigits(boxUnitOf(cell)))) >>> 0;
}

/**
 * Whether the blank `cell` must hold the grid's digit by the givens alone:
 * they leave it no other digit (a naked single), or they leave its digit no
 * other place in its row, column or box (a hidden single).
 */
function forcedByGivens(cell: i32, side: i32): bool {
  const bit = gridBit(cell);
  if (openDigits(cell, side) == bit) return true;
  return onlyPlaceInUnit(cell, bit, rowUnitOf(cell), side)
    || onlyPlaceInUnit(cell, bit, columnUnitOf(cell), side)
    || onlyPlaceInUnit(cell, bit, boxUnitOf(cell), side);
}

/** Whether every other blank cell of `unit` sees the digit `bit` among the givens of its units. */
function onlyPlaceInUnit(cell: i32, bit: u32, unit: i32, side: i32): bool {
  for (let k = 0; k < side; k++) {
    const other = unitCellAt(unit, k);
    if (other == cell || load8(GEN_PUZZLE_PTR + <usize>other) != 0) continue;
    const seen = givenDigits(rowUnitOf(other)) | givenDigits(columnUnitOf(other)) | givenDigits(boxUnitOf(other));
    if ((seen & bit) == 0) return false;
  }
  return true;
}

/** Whether image `k` of `cell`'s orbit is the same cell as an image before it (a cell on the symmetry's axis). */
function repeatsEarlierImage(cell: i32, k: i32, symmetry: i32, side: i32): bool {
  const image = imageOf(cell, k, symmetry, side);
  for (let j = 0; j < k; j++) {
    if (imageOf(cell, j, symmetry, side) == image) return true;
  }
  return false;
}

/**
 * Whether some solution of the puzzle has a digit other than the grid's in
 * the blank `cell`: 1 yes, 0 no, −1 past `deadline`, PUT_OFF past `budget`
 * guesses (0 = no limit; not on 9×9).
 */
function otherDigitFits(cell: i32, side: i32, deadline: f64, budget: i32): i32 {
  store32(GEN_STATS_PTR + 4, load32(GEN_STATS_PTR + 4) + 1);
  if (side != 9) {
    const found = otherSolutionOnBoard(GEN_GRID_PTR, cell, deadline, budget);
    return found == OTHER_SOLUTION_OVER_BUDGET ? PUT_OFF : found;
  }
  const digit = load8(GEN_GRID_PTR + <usize>cell);
  const found = solveBand9Excluding(GEN_PUZZLE_PTR, GEN_SCRATCH_PTR, 1, deadline, cell, digit);
  return found < 0 ? -1 : found > 0 ? 1 : 0;
}

/**
 * After the orbit of `cell` was blanked (its givens out of the unit masks
 * too): 1 when the puzzle still has one solution, 0 when it has more, −1 past
 * the deadline, PUT_OFF when a search ran past `budget` guesses. A second solution has a first image where it differs from
 * the grid; image k is asked with the images before it put back at the
 * grid's digits, so each search covers its own share of the solutions.
 */
function stillUnique(cell: i32, step: i32, orbits: i32, symmetry: i32, side: i32, deadline: f64, budget: i32): i32 {
  const images = imageCount(symmetry);
  let forced = true;
  for (let k = 0; k < images && forced; k++) forced = forcedByGivens(imageOf(cell, k, symmetry, side), side);
  if (forced) return 1;
  for (let k = 0; k < images; k++) {
    const image = imageOf(cell, k, symmetry, side);
    if (SPEED_CODE && (inBlankSwapSet(image, side) || inBlankLineSwapSet(image, side))) return 0;
  }
  if (side != 9) {
    setupTables(side);
    digBoardAt(step, orbits, symmetry, side);
  }
  let other = 0; // 1 once a solution other than the grid turned up, −1 past the deadline, PUT_OFF past the budget
  for (let k = 0; k < images && other == 0; k++) {
    if (repeatsEarlierImage(cell, k, symmetry, side)) continue;
    const image = imageOf(cell, k, symmetry, side);
    // (the unit masks leave out the images put back: fewer givens, so a
    // cell they force is forced all the more)
    if (!forcedByGivens(image, side)) other = otherDigitFits(image, side, deadline, budget);
    store8(GEN_PUZZLE_PTR + <usize>image, load8(GEN_GRID_PTR + <usize>image));
    if (side != 9 && k + 1 < images) placeFromGrid(image);
  }
  // Blank again the images put back on the way (the caller restores or keeps the orbit whole).
  for (let k = 0; k < images; k++) store8(GEN_PUZZLE_PTR + <usize>imageOf(cell, k, symmetry, side), 0);
  return other == PUT_OFF ? PUT_OFF : other < 0 ? -1 : other == 0 ? 1 : 0;
}

/** Writes the orbit representatives as the dig order (dig-order.ts), shuffled; returns how many. */
function shuffledOrbits(side: i32, symmetry: i32): i32 {
  const cells = side * side;
  let n = 0;
  for (let cell = 0; cell < cells; cell++) {
    if (isRepresentative(cell, symmetry, side)) {
      setOrbitAt(n, cell);
      n++;
    }
  }
  // Fisher–Yates, from the top down.
  for (let i = n - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    const a = orbitAt(i);
    setOrbitAt(i, orbitAt(j));
    setOrbitAt(j, a);
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
      toggleGiven(imageOf(cell, k, symmetry, side), side);
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
    if (load8(GEN_PUZZLE_PTR + <usize>image) != 0) continue;
    store8(GEN_PUZZLE_PTR + <usize>image, load8(GEN_GRID_PTR + <usize>image));
    toggleGiven(image, side);
  }
}

/**
 * Digs the grid at GEN_GRID_PTR (boxes `boxSide` wide) into a puzzle at
 * GEN_PUZZLE_PTR with exactly one solution. `clues` > 0: aim for exactly that many givens — with
 * `minimal`, the whole pass runs and the count must come out at `clues`;
 * without, digging stops on reaching it and skips orbits that would go
 * below it. Returns the givens left, 0 when the clue target was missed, or
 * DIG_TIMED_OUT.
 */
export function digHoles(side: i32, boxSide: i32, symmetry: i32, minimal: bool, clues: i32, deadline: f64): i32 {
  // (the cell-units table is the fill's, built for this side: digging always follows a fill)
  const cells = side * side;
  for (let cell = 0; cell < cells; cell++) store8(GEN_PUZZLE_PTR + <usize>cell, load8(GEN_GRID_PTR + <usize>cell));
  const allDigits: u32 = ((<u32>1 << <u32>side) - 1) >>> 0;
  for (let unit = 0; unit < 3 * side; unit++) storeU32(GEN_UNIT_USED_PTR + (<usize>unit << 2), allDigits);
  if (SPEED_CODE) {
    buildDigitPairs(side);
    buildLinePairs(side, boxSide);
  }
  let orbits = shuffledOrbits(side, symmetry);
  for (let cell = 0; cell < cells; cell++) store8(GEN_PUT_OFF_PTR + <usize>cell, 0);
  if (side != 9) resetDigBoard();
  let givens = cells;
  for (let i = 0; i < orbits; i++) {
    if (!minimal && clues > 0 && givens <= clues) break;
    const cell = orbitAt(i);
    const removed = removeOrbit(cell, symmetry, side);
    if (!minimal && clues > 0 && givens - removed < clues) {
      restoreOrbit(cell, symmetry, side);
      if (side != 9) keepOrbitOnBoard(cell, symmetry, side);
      continue;
    }
    const putOffs = load8(GEN_PUT_OFF_PTR + <usize>cell);
    const unique = stillUnique(cell, i, orbits, symmetry, side, deadline, guessBudget(side, putOffs));
    if (unique < 0) return DIG_TIMED_OUT;
    if (unique == PUT_OFF) {
      // Kept as a given for now and tried again at the end of the order.
      restoreOrbit(cell, symmetry, side);
      keepOrbitOnBoard(cell, symmetry, side);
      store8(GEN_PUT_OFF_PTR + <usize>cell, putOffs + 1);
      setOrbitAt(orbits, cell);
      orbits++;
      continue;
    }
    if (unique == 1) givens -= removed;
    else {
      restoreOrbit(cell, symmetry, side);
      if (side != 9) keepOrbitOnBoard(cell, symmetry, side);
    }
  }
  if (clues > 0 && givens != clues) return 0;
  return givens;
}
