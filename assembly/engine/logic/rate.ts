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
import { FINDERS_BEFORE_UNIQUENESS } from "./generated/finders";
import { batchRating10, batchTechnique, placeNakedSinglesBatch, placeSinglesBatch, singlesSearched } from "./fast-singles";
import { T_NAKED_SINGLE } from "./techniques";
import { RATE_PAUSED, RATE_SOLVED, RATE_STUCK, RATE_TIMEOUT, RESULT_ED, RESULT_ED_TECHNIQUE, RESULT_EP, RESULT_EP_TECHNIQUE, RESULT_ER, RESULT_HARDEST, RESULT_STATUS, RESULT_STEPS } from "./abi-constants";

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

/**
 * The finders before the first that assumes the puzzle has one solution
 * (unique loops, then BUG): every step they take holds in every solution.
 * A walk that fills the grid with them alone has placed each digit among
 * its cell's candidates, which lose every digit a peer takes, so the full
 * grid breaks no rule: it is a solution, and every solution equals it.
 * The puzzle then has exactly one, and rate() need not ask the solver.
 */
export const SOUND_FINDERS: i32 = FINDERS_BEFORE_UNIQUENESS;

/** The finder a paused walk goes on from (0: none paused). */
let pausedAtFinder: i32 = 0;

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
  startWalk();
  return continueWalk(keepSteps, maxSteps, walkFinders, FINDER_SINGLES);
}

/**
 * rate()'s walk: as walkPath(false, 0), but it pauses (RATE_PAUSED) where
 * the finders before SOUND_FINDERS find nothing, so that the host asks
 * the solver about uniqueness only for a puzzle those finders cannot fill.
 * Any other status is the walk's last: SOLVED also proves the puzzle has
 * exactly one solution (SOUND_FINDERS).
 */
export function walkPathSoundFirst(): i32 {
  startWalk();
  if (walkFinders <= SOUND_FINDERS) return continueWalk(false, 0, walkFinders, FINDER_SINGLES);
  return continueWalk(false, 0, SOUND_FINDERS, FINDER_SINGLES);
}

/** Goes on with a walk that paused (RATE_PAUSED), with every finder; returns its status. */
export function resumeWalk(): i32 {
  const from = pausedAtFinder;
  pausedAtFinder = 0;
  return continueWalk(false, 0, walkFinders, from);
}

/** A fresh walk: no step counted, no rating yet. */
function startWalk(): void {
  for (let i = 0; i < TECHNIQUE_ID_CAPACITY; i++) store32(TECHNIQUE_COUNTS_PTR + <usize>(i << 2), 0);
  setResult(RESULT_ER, 0);
  setResult(RESULT_EP, 0);
  setResult(RESULT_ED, 0);
  setResult(RESULT_HARDEST, -1);
  setResult(RESULT_STEPS, 0);
  setResult(RESULT_EP_TECHNIQUE, -1);
  setResult(RESULT_ED_TECHNIQUE, -1);
  pausedAtFinder = 0;
  resetSteps(1);
}

/**
 * The walk's loop, from the ratings and counts in the result slots (a
 * fresh walk's, or a paused one's). It runs finders below `finderEnd`;
 * when that is below walkFinders and they find nothing, it pauses
 * (RATE_PAUSED, the result slots hold the walk so far). `resumeFinder`
 * (not FINDER_SINGLES): the finder the first search starts at, on the board
 * the walk paused at, whose earlier finders found nothing.
 */
function continueWalk(keepSteps: bool, maxSteps: i32, finderEnd: i32, resumeFinder: i32): i32 {
  let er = result(RESULT_ER);
  let ep = result(RESULT_EP);
  let ed = result(RESULT_ED);
  let hardest = result(RESULT_HARDEST);
  let epTechnique = result(RESULT_EP_TECHNIQUE);
  let edTechnique = result(RESULT_ED_TECHNIQUE);
  let steps = result(RESULT_STEPS);
  let status = RATE_SOLVED;
  let resumeAt = resumeFinder;
  while (emptyCells > 0) {
    if (deadlinePassed() || (maxSteps > 0 && steps >= maxSteps)) {
      status = RATE_TIMEOUT;
      break;
    }
    if (!keepSteps && resumeAt == FINDER_SINGLES) {
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
    const firstFinder = resumeAt != FINDER_SINGLES ? resumeAt : !keepSteps && singlesSearched ? FINDER_SINGLES + 1 : FINDER_SINGLES;
    resumeAt = FINDER_SINGLES;
    if (!findNextStepFrom(firstFinder, finderEnd)) {
      if (finderEnd < walkFinders && !deadlinePassed()) {
        pausedAtFinder = finderEnd;
        status = RATE_PAUSED;
        break;
      }
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
  if (status != RATE_PAUSED) setResult(RESULT_STATUS, status);
  setResult(RESULT_ER, er);
  setResult(RESULT_EP, ep);
  setResult(RESULT_ED, ed);
  setResult(RESULT_HARDEST, hardest);
  setResult(RESULT_STEPS, steps);
  setResult(RESULT_EP_TECHNIQUE, epTechnique);
  setResult(RESULT_ED_TECHNIQUE, edTechnique);
  return status;
}
