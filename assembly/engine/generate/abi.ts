/**
 * The generator's ABI: numbers only, re-exported by
 * assembly/index.ts. The host seeds the stream once per puzzle
 * (`generateSeed`), calls `generatePuzzle`, and reads the puzzle and its
 * solution at `generatePuzzlePtr()` / `generateSolutionPtr()` (u8 per cell,
 * row by row, 0 = blank; layout in layout.ts). A later `generatePuzzle`
 * without a new seed goes on with the same stream: that is how the host asks
 * for another puzzle of the same seed when a rating band refused one.
 */
import { now } from "../../target/clock";
import { GEN_GRID_PTR, GEN_PUZZLE_PTR, GEN_STATS_PTR } from "./layout";
import { load32, store32 } from "../../target/memory";
import { seedRandom } from "./random";
import { fillRandomGrid } from "./fill";
import { fillRandomGrid9 } from "./fill9";
import { SPEED_CODE } from "../../target/build-goal";
import { DIG_TIMED_OUT, digHoles } from "./dig";
import { SYMMETRY_COUNT } from "./symmetry";
import { RATING_TIMED_OUT, rateDugPuzzle } from "./rating";
import { isScale } from "../logic/techniques";
import { GENERATE_BAD_ARGUMENT as BAD_ARGUMENT, GENERATE_TIMED_OUT as TIMED_OUT } from "./abi-constants";

// The WASM module has always exported these two answers as globals, ahead of
// the generator's functions; declared here (not re-exported, which asc would
// list after them) they stay where they were.
/** `generatePuzzle` answer: the deadline passed first. */
export const GENERATE_TIMED_OUT: i32 = TIMED_OUT;
/** `generatePuzzle` answer: an argument out of range (the host validates first). */
export const GENERATE_BAD_ARGUMENT: i32 = BAD_ARGUMENT;

/** The puzzle made by the last `generatePuzzle`. Called once from JS at load. */
export function generatePuzzlePtr(): usize {
  return GEN_PUZZLE_PTR;
}

/** Its solution. Called once from JS at load. */
export function generateSolutionPtr(): usize {
  return GEN_GRID_PTR;
}

/** Starts the random stream of `seed` (a u32). Called from JS once per puzzle seed. */
export function generateSeed(seed: u32): void {
  seedRandom(seed);
}

/** Full grids the last `generatePuzzle` made (more than 1 when a clue target or a band refused some). */
export function generateAttempts(): i32 {
  return load32(GEN_STATS_PTR);
}

/** Uniqueness checks (solver calls counting to 2) the last `generatePuzzle` made. */
export function generateChecks(): i32 {
  return load32(GEN_STATS_PTR + 4);
}

/** ER × 10 of the last puzzle made, when it was rated (else −1). */
export function generateRating(): i32 {
  return load32(GEN_STATS_PTR + 8);
}

/**
 * Makes one puzzle of `side` (4, 9, 16, 25) with exactly one solution, with
 * `symmetry` (code in symmetry.ts), minimal when `minimal` ≠ 0, with exactly
 * `clues` givens when `clues` > 0. With `rate` ≠ 0 (9×9 only) each puzzle is
 * rated by the logic engine and kept only when its ER × 10 lies in
 * [`erMin10`, `erMax10`] on the rating scale `scale` (a SCALE_* number of
 * ../logic/techniques.ts). Tries up to `attempts` grids.
 * Returns the number of givens, 0 when no grid met the targets,
 * GENERATE_TIMED_OUT once `timeoutMs` (0 = none) ran out, or
 * GENERATE_BAD_ARGUMENT. Called from JS once per puzzle (or per chunk of
 * attempts at a rare band).
 */
export function generatePuzzle(
  side: i32, symmetry: i32, minimal: i32, clues: i32,
  rate: i32, erMin10: i32, erMax10: i32, attempts: i32, timeoutMs: f64, scale: i32,
): i32 {
  const boxSide = side == 4 ? 2 : side == 9 ? 3 : side == 16 ? 4 : side == 25 ? 5 : 0;
  if (boxSide == 0 || symmetry < 0 || symmetry >= SYMMETRY_COUNT) return GENERATE_BAD_ARGUMENT;
  if (clues < 0 || clues > side * side || attempts < 1) return GENERATE_BAD_ARGUMENT;
  if (rate != 0 && (side != 9 || erMin10 > erMax10 || !isScale(scale))) return GENERATE_BAD_ARGUMENT;
  const deadline = timeoutMs > 0 ? now() + timeoutMs : 0;
  store32(GEN_STATS_PTR, 0);
  store32(GEN_STATS_PTR + 4, 0);
  store32(GEN_STATS_PTR + 8, -1);
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (deadline > 0 && now() > deadline) return GENERATE_TIMED_OUT;
    store32(GEN_STATS_PTR, attempt + 1);
    if (side == 9 && SPEED_CODE) fillRandomGrid9();
    else fillRandomGrid(side, boxSide);
    const givens = digHoles(side, boxSide, symmetry, minimal != 0, clues, deadline);
    if (givens == DIG_TIMED_OUT) return GENERATE_TIMED_OUT;
    if (givens == 0) continue;
    if (rate == 0) return givens;
    const er10 = rateDugPuzzle(erMax10, deadline, scale);
    if (er10 == RATING_TIMED_OUT) return GENERATE_TIMED_OUT;
    store32(GEN_STATS_PTR + 8, er10);
    if (er10 >= erMin10 && er10 <= erMax10) return givens;
  }
  return 0;
}
