/**
 * The dig's board on 4×4, 16×16 and 25×25: the general engine's propagated
 * board (propagate.ts) of the puzzle being dug, kept from one removal to the
 * next instead of loaded and propagated afresh for each search. On 16×16
 * that load was two thirds of the searches' time: most searches are short.
 *
 * Each search asks about the puzzle with one orbit blanked. The board is
 * built with the settled givens loaded (the orbits tried before and kept),
 * then the orbits still to try placed one at a time in the reverse of the
 * dig order, the trail length noted before each (GEN_DIG_MARK_PTR):
 *
 *   trail ─┬──────────────┬─────────┬─────────┬─ … ─┬─────────┐
 *          │ settled      │ orbit   │ orbit   │     │ orbit   │
 *          │ (loaded)     │ n − 1   │ n − 2   │     │ i + 1   │
 *          └──────────────┴─────────┴─────────┴─ … ─┴─────────┘
 *                     mark[n−1]  mark[n−2]         mark[i+1]  mark[i]
 *
 * Undoing to mark[i] leaves the board of step i's puzzle, its orbit blank,
 * and the search runs on top of it. A removal kept needs nothing more (the
 * next step's mark lies below). An orbit that stays given (a removal
 * refused, or skipped for a clue target) is not in the marks below it, so
 * it is placed again on top after each undo (GEN_LATE_GIVENS_PTR) until
 * those placements add up to what a new build would cost (a load plus the
 * placement of every orbit still to try), and the board is built again:
 * late in a dig few orbits are left to try, so a build is cheap there.
 * An orbit put off (dig.ts) goes on the end of the order, past the marks
 * noted, so the board is built again for the next step.
 *
 * Propagation may reach a few eliminations more or fewer than a fresh load
 * (which naked pairs it meets depends on the order), but every search's
 * answer is exact, so the dig keeps and refuses the same removals.
 */
import { loadPuzzle, place, propagate, trailTop, undoTo, dropTasks } from "../propagate";
import { GEN_DIG_MARK_PTR, GEN_GRID_PTR, GEN_LATE_GIVENS_PTR, GEN_PUZZLE_PTR, GEN_SCRATCH_PTR } from "./layout";
import { orbitAt } from "./dig-order";
import { imageCount, imageOf } from "./symmetry";
import { load8, store8, u16At, setU16At, u32At, setU32At } from "../../target/memory";

/**
 * What a load costs, in placements of one given (a build is a load plus a
 * placement per orbit still to try): the board is built again once the
 * late givens placed since the last build add up to a build's cost.
 */
const LOAD_COST: i32 = 32;

/** Whether the board must be built before the next search (set at a dig's start). */
let stale: bool = true;
/** Cells on the late-givens list. */
let lateGivens: i32 = 0;
/** Late givens placed again since the board was built. */
let latePlacements: i32 = 0;
/** Dig steps in the order when the board was built (a put-off orbit adds one, past the marks noted). */
let builtSteps: i32 = 0;

/** Called by the dig at its start: the board of the last dig is gone. */
export function resetDigBoard(): void {
  stale = true;
  lateGivens = 0;
  latePlacements = 0;
}

/** Places the grid's digit of `cell` and propagates; the grid is a solution, so nothing clashes. */
export function placeFromGrid(cell: i32): void {
  const bit: u32 = <u32>1 << <u32>(load8(GEN_GRID_PTR + <usize>cell) - 1);
  if (place(cell, bit)) propagate();
  else dropTasks();
}

/** Places every image of the orbit of `cell`. */
function placeOrbit(cell: i32, symmetry: i32, side: i32): void {
  const images = imageCount(symmetry);
  for (let k = 0; k < images; k++) placeFromGrid(imageOf(cell, k, symmetry, side));
}

/**
 * Builds the board for dig step `step` (its orbit already blank in the
 * puzzle): the puzzle without the orbits from `step` on, loaded, then those
 * after `step` placed from the last back, each step's mark noted.
 */
function build(step: i32, orbits: i32, symmetry: i32, side: i32): void {
  const cells = side * side;
  const images = imageCount(symmetry);
  for (let cell = 0; cell < cells; cell++) store8(GEN_SCRATCH_PTR + <usize>cell, load8(GEN_PUZZLE_PTR + <usize>cell));
  for (let i = step; i < orbits; i++) {
    const cell = orbitAt(i);
    for (let k = 0; k < images; k++) store8(GEN_SCRATCH_PTR + <usize>imageOf(cell, k, symmetry, side), 0);
  }
  loadPuzzle(GEN_SCRATCH_PTR);
  for (let i = orbits - 1; i > step; i--) {
    setU32At(GEN_DIG_MARK_PTR, i, trailTop);
    placeOrbit(orbitAt(i), symmetry, side);
  }
  setU32At(GEN_DIG_MARK_PTR, step, trailTop);
  lateGivens = 0;
  latePlacements = 0;
  builtSteps = orbits;
  stale = false;
}

/**
 * Sets the board to the puzzle of dig step `step` (of `orbits`), its orbit
 * blank: undone to the step's mark, the late givens placed again, or built
 * afresh. Called before the step's first search.
 */
export function digBoardAt(step: i32, orbits: i32, symmetry: i32, side: i32): void {
  latePlacements += lateGivens;
  if (stale || orbits != builtSteps || latePlacements > LOAD_COST + (orbits - step - 1) * imageCount(symmetry)) {
    build(step, orbits, symmetry, side);
    return;
  }
  undoTo(<i32>u32At(GEN_DIG_MARK_PTR, step));
  for (let k = 0; k < lateGivens; k++) placeFromGrid(u16At(GEN_LATE_GIVENS_PTR, k));
}

/** Called by the dig when the orbit of `cell` stays given: the board's marks below do not hold it. */
export function keepOrbitOnBoard(cell: i32, symmetry: i32, side: i32): void {
  if (stale) return;
  const images = imageCount(symmetry);
  for (let k = 0; k < images; k++) {
    setU16At(GEN_LATE_GIVENS_PTR, lateGivens, imageOf(cell, k, symmetry, side));
    lateGivens++;
  }
}
