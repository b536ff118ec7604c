/**
 * The logic engine's ABI: what the host calls (re-exported by
 * assembly/index.ts; in JS the same functions come from the generated copy).
 * Numbers only. The host writes a board at logicValuesPtr() (u8 digits) and,
 * for pencil marks, logicCandidatesPtr() (u32 masks), calls logicLoad, then
 * one of logicHint / logicSteps / logicFind / logicRate, and reads the step
 * list at logicStepsPtr() (record format in step.ts) and the rating at
 * logicResultPtr() (slots in abi-constants.ts). logicRateBatch rates many 9×9
 * puzzles in one call. Every call that searches takes the rating scale
 * (`scale`, a SCALE_* number of techniques.ts: which technique set the
 * finders use) and a time limit (`timeoutMs`, 0 = none). Layout: layout.ts.
 */
import {
  BATCH_PUZZLES_PTR,
  BATCH_RESULTS_PTR,
  INPUT_CANDIDATES_PTR,
  INPUT_VALUES_PTR,
  RATE_BATCH_CAPACITY,
  RATE_BATCH_WORDS,
  RATE_RESULT_PTR,
  STEP_LIST_END,
  STEP_LIST_PTR,
  TECHNIQUE_COUNTS_PTR,
} from "./layout";
import { store32 } from "../../target/memory";
import { exportState, givensClash, loadInput, loadPuzzle9 } from "./state";
import { applyStep, firstStepPtr, nextStepPtr, resetSteps, stepCount } from "./step";
import { findNextStep, finderOfTechnique, FINDER_COUNT, runFinder } from "./registry";
import { baseRating10, TECHNIQUE_ID_END } from "./techniques";
import { resumeWalk, result, walkPath, walkPathSoundFirst } from "./rate";
import { deadlinePassed, startDeadline } from "./deadline";
import { useScale } from "./scale";
import { setChainRecording } from "./chains/chain-record";

/** Where the host writes a board's digits (u8 per cell). Called once at load. */
export function logicValuesPtr(): usize {
  return INPUT_VALUES_PTR;
}

/** Where the host writes candidate masks (u32 per cell, bit d-1 = digit d). Called once at load. */
export function logicCandidatesPtr(): usize {
  return INPUT_CANDIDATES_PTR;
}

/** The step list (i32 records, step.ts). Called once at load. */
export function logicStepsPtr(): usize {
  return STEP_LIST_PTR;
}

/** Words (i32) the step list can hold. Called once at load. */
export function logicStepsCapacity(): i32 {
  return <i32>((STEP_LIST_END - STEP_LIST_PTR) >> 2);
}

/** The rating result (i32 slots, abi-constants.ts RESULT_*). Called once at load. */
export function logicResultPtr(): usize {
  return RATE_RESULT_PTR;
}

/** Steps taken per technique id (i32 each) by the last logicRate/logicSteps. Called once at load. */
export function logicCountsPtr(): usize {
  return TECHNIQUE_COUNTS_PTR;
}

/** rateBatch input: 9×9 puzzles, u8 × 81 each. Called once at load. */
export function logicBatchPuzzlesPtr(): usize {
  return BATCH_PUZZLES_PTR;
}

/** rateBatch output: i32 × logicBatchWords() per puzzle, every result slot (abi-constants.ts RESULT_*). */
export function logicBatchResultsPtr(): usize {
  return BATCH_RESULTS_PTR;
}

/** Puzzles per logicRateBatch call. */
export function logicBatchCapacity(): i32 {
  return RATE_BATCH_CAPACITY;
}

/** Words per puzzle in the batch results. */
export function logicBatchWords(): i32 {
  return RATE_BATCH_WORDS;
}

/** Technique ids in use (the host's name table has this many rows). */
export function logicTechniqueIdEnd(): i32 {
  return TECHNIQUE_ID_END;
}

/** The lowest rating × 10 of a technique id (0 for unused ids). */
export function logicTechniqueRating(technique: i32): i32 {
  return baseRating10(technique);
}

/**
 * Loads the board written at logicValuesPtr (and logicCandidatesPtr when
 * `withCandidates` is 1). Returns 1, or 0 for an unsupported side. Called
 * once per host request.
 */
export function logicLoad(side: i32, withCandidates: i32): i32 {
  // A 9×9 puzzle takes the batch rater's one-pass load: the same board, and
  // most of a cheap rating's cost otherwise (each given placed digit by digit).
  if (side == 9 && withCandidates == 0) {
    loadPuzzle9(INPUT_VALUES_PTR);
    return 1;
  }
  return loadInput(side, withCandidates != 0) ? 1 : 0;
}

/**
 * 1 when two givens of the 9×9 puzzle the last logicLoad(9, 0) loaded share
 * a digit in a unit, else 0: rate() then names the clash (the host's
 * validator), and otherwise skips its own scan. Called once per rate().
 */
export function logicGivensClash(): i32 {
  return givensClash() ? 1 : 0;
}

/** Finds the next step (the easiest by SE's order) into the step list; returns 1 if found, 0 if none. */
export function logicHint(timeoutMs: f64, scale: i32): i32 {
  startDeadline(timeoutMs);
  useScale(scale);
  resetSteps(1);
  return findNextStep(FINDER_COUNT) ? 1 : 0;
}

/**
 * Walks the whole path from the loaded board, every step kept in the step
 * list (at most maxSteps, 0 = no limit), chain steps with their chains;
 * returns the status (abi-constants.ts RATE_*) and fills the result slots.
 * Called once per steps() or hint() request.
 */
export function logicSteps(timeoutMs: f64, maxSteps: i32, scale: i32): i32 {
  startDeadline(timeoutMs);
  useScale(scale);
  setChainRecording(true);
  const status = walkPath(true, maxSteps);
  setChainRecording(false);
  return status;
}

/** Rates the loaded board (result slots and counts); returns the status. Called once per rate() request. */
export function logicRate(timeoutMs: f64, scale: i32): i32 {
  startDeadline(timeoutMs);
  useScale(scale);
  return walkPath(false, 0);
}

/**
 * Rates the loaded board as logicRate does, but pauses (RATE_PAUSED) where
 * only finders that assume a unique solution could go on; any other status
 * is final, and RATE_SOLVED proves the puzzle has exactly one solution
 * (rate.ts SOUND_FINDERS), so the host skips its uniqueness check. Called
 * once per rate() request.
 */
export function logicRateSoundFirst(timeoutMs: f64, scale: i32): i32 {
  startDeadline(timeoutMs);
  useScale(scale);
  return walkPathSoundFirst();
}

/** Goes on with the walk logicRateSoundFirst paused, on the same board and scale; returns its status. Called by rate() after the solver found one solution. */
export function logicRateResume(timeoutMs: f64): i32 {
  startDeadline(timeoutMs);
  return resumeWalk();
}

/**
 * Lists every instance the finder of `technique` sees on the loaded board
 * (at most `limit`), into the step list, chain steps with their chains;
 * returns how many. The finder may list sibling ids too (pointing with
 * claiming): the host filters by id. A search cut short by the deadline
 * lists what it found so far; the host tells it by logicDeadlinePassed.
 */
export function logicFind(technique: i32, limit: i32, timeoutMs: f64, scale: i32): i32 {
  startDeadline(timeoutMs);
  useScale(scale);
  const finder = finderOfTechnique(technique);
  resetSteps(limit);
  if (finder < 0) return 0;
  setChainRecording(true);
  runFinder(finder);
  setChainRecording(false);
  return stepCount();
}

/** 1 when the deadline of the last call has passed (a `logicFind` cut short), else 0. */
export function logicDeadlinePassed(): i32 {
  return deadlinePassed() ? 1 : 0;
}

/** Applies the index-th record of the step list to the board and writes the board back to the input area. */
export function logicApply(index: i32): void {
  let record = firstStepPtr();
  for (let i = 0; i < index; i++) record = nextStepPtr(record);
  applyStep(record);
  exportState();
}

/**
 * Rates n 9×9 puzzles written at logicBatchPuzzlesPtr (their uniqueness is
 * the host's to check); fills logicBatchResultsPtr. The deadline is per
 * puzzle. Called once per batch by the CLI and the bench.
 */
export function logicRateBatch(n: i32, timeoutMs: f64, scale: i32): i32 {
  useScale(scale);
  const count = n < 0 ? 0 : n > RATE_BATCH_CAPACITY ? RATE_BATCH_CAPACITY : n;
  for (let i = 0; i < count; i++) {
    loadPuzzle9(BATCH_PUZZLES_PTR + <usize>(i * 81));
    startDeadline(timeoutMs);
    walkPath(false, 0);
    const out = BATCH_RESULTS_PTR + <usize>(i * RATE_BATCH_WORDS * 4);
    for (let slot = 0; slot < RATE_BATCH_WORDS; slot++) store32(out + <usize>(slot << 2), result(slot));
  }
  return count;
}
