/**
 * The registry: how the next step is chosen, and which finders may run.
 *
 * The rule (Sukaku Explainer v1.15.10, default technique set): the finders
 * run in the order of trial, which is SE's producer order; the first step
 * any of them reports is the step taken. Inside a finder the order of
 * discovery follows SE's own loops (units as boxes, then columns, then
 * rows; digits ascending; combinations in SE's order), except where SE
 * sorts its hints (the chain producers sort theirs by rating, easiest
 * first).
 *
 * The order of trial, each finder's techniques, ids, ratings and sides are
 * rows of the technique table (technique-table.mjs); the build generates
 * the dispatch from it (generated/finders.ts). A finder is known by its
 * position in that order (FINDER_*). To add a technique: write its finder
 * in a file of its own and add its row to the table; docs/architecture.md
 * has the guide.
 */
import { runFinder } from "./generated/finders";

export { FINDER_COUNT, FINDER_SINGLES, finderOfTechnique, runFinder } from "./generated/finders";

/**
 * Finds the next step by SE's rule: finders in order, the first step found.
 * The step list (reset by the caller to a limit of 1) then holds it. Returns
 * whether a step was found; `finderEnd` (exclusive) lets a caller leave out
 * the hardest finders.
 */
export function findNextStep(finderEnd: i32): bool {
  return findNextStepFrom(0, finderEnd);
}

/** findNextStep starting at `firstFinder` (the finders before it are known to find nothing on this board). */
export function findNextStepFrom(firstFinder: i32, finderEnd: i32): bool {
  for (let finder = firstFinder; finder < finderEnd; finder++) {
    if (runFinder(finder)) return true;
  }
  return false;
}
