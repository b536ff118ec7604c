/**
 * The path of a person: take the step the registry finds first, apply it,
 * repeat until the grid is full. Its ratings are Sukaku Explainer's:
 * - ER: the hardest step on that path;
 * - EP: the hardest step up to and including the first one that places a
 *   digit;
 * - ED: the rating of the first step.
 * When no technique applies before the grid is full, ER is 20.0 (SE's
 * "beyond solver") and the status says so.
 */
import { RATE_RESULT_PTR, TECHNIQUE_COUNTS_PTR, TECHNIQUE_ID_CAPACITY } from "./layout";
import { load32, store32 } from "../../target/memory";
import { deadlinePassed } from "./deadline";
import { emptyCells } from "./state";
import { applyStep, lastStepPtr, resetSteps, stepPlacementsOf, stepRatingOf, stepTechniqueOf, wantOneMoreStep } from "./step";
import { findNextStepFrom, FINDER_COUNT, FINDER_SINGLES } from "./registry";
import { batchRating10, batchTechnique, placeNakedSinglesBatch, placeSinglesBatch, singlesSearched } from "./fast-singles";
import { T_NAKED_SINGLE } from "./techniques";
import { RATE_SOLVED, RATE_STUCK, RATE_TIMEOUT, RESULT_ED, RESULT_ED_TECHNIQUE, RESULT_EP, RESULT_EP_TECHNIQUE, RESULT_ER, RESULT_HARDEST, RESULT_STATUS, RESULT_STEPS } from "./abi-constants";

/** ER of a grid beyond the techniques, × 10. */
export const BEYOND_RATING10: i32 = 200;

/**
 * Finders the walk may run, from the first in the order of trial (all but
 * for the puzzle generator: when it only wants puzzles up to some ER, it
 * stops the walk before the finders whose every step is rated above that;
 * a walk stuck there is "beyond the band").
 */
let walkFinders: i32 = FINDER_COUNT;

/** Limits the walk to the first `finders` finders (FINDER_COUNT: all, the default). */
export function limitWalkFinders(finders: i32): void {
  walkFinders = finders;
}

/** Writes one slot of the result. */
function setResult(slot: i32, value: i32): void {
  store32(RATE_RESULT_PTR + <usize>(slot << 2), value);
}

/** Reads one slot of the result. */
export function result(slot: i32): i32 {
  return load32(RATE_RESULT_PTR + <usize>(slot << 2));
}

/**
 * Walks the path from the loaded board, filling RATE_RESULT_PTR and the
 * per-technique counts. With `keepSteps` every step stays in the step list
 * (the host's steps()); otherwise only the last one. Returns the status.
 */
export function walkPath(keepSteps: bool, maxSteps: i32): i32 {
  for (let i = 0; i < TECHNIQUE_ID_CAPACITY; i++) store32(TECHNIQUE_COUNTS_PTR + <usize>(i << 2), 0);
  let er = 0;
  let ep = 0;
  let ed = 0;
  let hardest = -1;
  let epTechnique = -1;
  let edTechnique = -1;
  let steps = 0;
  let status = RATE_SOLVED;
  resetSteps(1);
  while (emptyCells > 0) {
    if (deadlinePassed() || (maxSteps > 0 && steps >= maxSteps)) {
      status = RATE_TIMEOUT;
      break;
    }
    if (!keepSteps) {
      const placed = placeSinglesBatch();
      if (placed > 0) {
        if (batchRating10 > er) {
          er = batchRating10;
          hardest = batchTechnique;
        }
        const batchCountAt = TECHNIQUE_COUNTS_PTR + <usize>(batchTechnique << 2);
        store32(batchCountAt, load32(batchCountAt) + placed);
        steps += placed;
        if (ep == 0) {
          if (ed == 0) {
            ed = er;
            edTechnique = hardest;
          }
          ep = er;
          epTechnique = hardest;
        }
        continue;
      }
    }
    if (keepSteps) wantOneMoreStep();
    else resetSteps(1);
    // The batch that just placed nothing searched what the singles finder would.
    const firstFinder = !keepSteps && singlesSearched ? FINDER_SINGLES + 1 : FINDER_SINGLES;
    if (!findNextStepFrom(firstFinder, walkFinders)) {
      status = deadlinePassed() ? RATE_TIMEOUT : RATE_STUCK;
      if (status == RATE_STUCK) {
        er = BEYOND_RATING10;
        hardest = -1;
      }
      break;
    }
    const record = lastStepPtr();
    const technique = stepTechniqueOf(record);
    const rating = stepRatingOf(record);
    if (rating > er) {
      er = rating;
      hardest = technique;
    }
    const countAt = TECHNIQUE_COUNTS_PTR + <usize>(technique << 2);
    store32(countAt, load32(countAt) + 1);
    steps++;
    applyStep(record);
    if (!keepSteps && technique == T_NAKED_SINGLE) {
      const more = placeNakedSinglesBatch();
      store32(countAt, load32(countAt) + more);
      steps += more;
    }
    if (ep == 0) {
      if (ed == 0) {
        ed = er;
        edTechnique = hardest;
      }
      if (stepPlacementsOf(record) > 0) {
        ep = er;
        epTechnique = hardest;
      }
    }
  }
  setResult(RESULT_STATUS, status);
  setResult(RESULT_ER, er);
  setResult(RESULT_EP, ep);
  setResult(RESULT_ED, ed);
  setResult(RESULT_HARDEST, hardest);
  setResult(RESULT_STEPS, steps);
  setResult(RESULT_EP_TECHNIQUE, epTechnique);
  setResult(RESULT_ED_TECHNIQUE, edTechnique);
  return status;
}
