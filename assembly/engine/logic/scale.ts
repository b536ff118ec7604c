/**
 * The rating scale of the current host call: which Sudoku Explainer
 * technique set the finders use (technique-table.mjs SCALES). The ABI sets
 * it at the start of every logic call; the generated dispatch
 * (generated/finders.ts) reads it, so a finder that the scale leaves out
 * finds nothing in the walk, in hints and in `find`. Ratings and the order
 * of trial are the same on every scale.
 */
import { SCALE_DEFAULT, isScale } from "./techniques";

/** The scale the finders use now (a SCALE_* number). */
export let ratingScale: i32 = SCALE_DEFAULT;

/** Uses `scale` for the calls that follow; a number that is no scale means the default. */
export function useScale(scale: i32): void {
  ratingScale = isScale(scale) ? scale : SCALE_DEFAULT;
}
