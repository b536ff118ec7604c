/**
 * Steps: how a technique reports what it found, and the list the host reads.
 *
 * A technique builds one step at a time:
 *
 *   beginStep(T_X_WING, 32);            // technique id, rating × 10
 *   addPatternUnit(unit); addPatternCell(cell); addPatternDigit(digit);
 *   addElimination(cell, digit);        // ignored unless it is a candidate
 *   addPlacement(cell, digit);          // ignored unless the cell is empty
 *   if (endStep()) return true;         // true: the list is full, stop now
 *
 * endStep keeps the step only when it changes the board (a placement or an
 * elimination that was a candidate), as Sukaku Explainer keeps only hints
 * that are "worth" it; a kept step is appended to the step list. The list
 * holds at most `stepLimit` steps (1 when the engine wants the next step,
 * more when `find` lists every instance).
 *
 * Record in the step list (i32 words, records packed one after another; the
 * header fields' word indexes are the STEP_* constants of abi-constants.ts):
 *
 *   [0] technique id        [4] pattern cells  n_c
 *   [1] rating × 10         [5] pattern units  n_u
 *   [2] placements  n_p     [6] pattern digits (mask, bit d-1 = digit d)
 *   [3] eliminations n_e    [7] record length in words (8 + n_p + n_e + n_c + n_u)
 *   then n_p placements, n_e eliminations (each `cell << 8 | digit`),
 *   n_c cells, n_u units (unit numbering of layout.ts); a chain step written
 *   for the host's steps and hints then carries its chains (appendToLastStep,
 *   format in abi-constants.ts), which the record length counts.
 */
import {
  STAGED_MASKS_PTR,
  STAGE_CELLS_CAPACITY,
  STAGE_CELLS_PTR,
  STAGE_ELIMINATIONS_CAPACITY,
  STAGE_ELIMINATIONS_PTR,
  STAGE_PLACEMENTS_CAPACITY,
  STAGE_PLACEMENTS_PTR,
  STAGE_UNITS_CAPACITY,
  STAGE_UNITS_PTR,
  STEP_LIST_END,
  STEP_LIST_PTR,
} from "./layout";
import { copyWords, load32, loadU32, store32, storeU32 } from "../../target/memory";
import { candidatesAt, placeDigit, removeCandidate, valueAt } from "./state";
import {
  STEP_CELLS, STEP_DIGITS, STEP_ELIMINATIONS, STEP_HEADER_WORDS, STEP_LENGTH, STEP_PLACEMENTS, STEP_RATING10,
  STEP_TECHNIQUE, STEP_UNITS,
} from "./abi-constants";

let stepTechnique: i32 = 0;
let stepRating10: i32 = 0;
let stepDigits: u32 = 0;
let placementCount: i32 = 0;
let eliminationCount: i32 = 0;
let cellCountInStep: i32 = 0;
let unitCountInStep: i32 = 0;

/** Steps in the list. */
let listCount: i32 = 0;
/** Where the next record goes. */
let listEnd: usize = STEP_LIST_PTR;
/** How many steps the current search wants before it stops. */
let stepLimit: i32 = 1;
/** The record appended last. */
let lastRecord: usize = STEP_LIST_PTR;

/** Empties the step list; searches then stop after `limit` steps. */
export function resetSteps(limit: i32): void {
  listCount = 0;
  listEnd = STEP_LIST_PTR;
  lastRecord = STEP_LIST_PTR;
  stepLimit = limit < 1 ? 1 : limit;
}

/** Lets the search add one more step to the list (steps() keeps the whole path). */
export function wantOneMoreStep(): void {
  stepLimit = listCount + 1;
}

/** Address of the last record appended (the first record when the list is empty). */
export function lastStepPtr(): usize {
  return lastRecord;
}

/** Steps in the list. */
export function stepCount(): i32 {
  return listCount;
}

/** How many more steps the current search wants (1 when only the next step is wanted). */
export function stepRoom(): i32 {
  return stepLimit - listCount;
}

/** Whether the list holds as many steps as wanted (searches stop then). */
export function stepsFull(): bool {
  return listCount >= stepLimit;
}

/**
 * Sukaku Explainer's order between an instance (rating × 10, eliminations)
 * and the choice so far of a producer that reports one instance
 * (choiceRating10 0 = none yet): the easier, then the one eliminating more;
 * among equals the one found first stays.
 */
export function sePrefers(rating10: i32, count: i32, choiceRating10: i32, choiceCount: i32): bool {
  return choiceRating10 == 0 || rating10 < choiceRating10 || (rating10 == choiceRating10 && count > choiceCount);
}

/** Starts building a step of a technique with its rating × 10. */
export function beginStep(technique: i32, rating10: i32): void {
  stepTechnique = technique;
  stepRating10 = rating10;
  stepDigits = 0;
  placementCount = 0;
  eliminationCount = 0;
  cellCountInStep = 0;
  unitCountInStep = 0;
}

/** Adds a placement; ignored when the cell is not empty or is placed by this step already. */
export function addPlacement(cell: i32, digit: i32): void {
  if (valueAt(cell) != 0 || placementCount >= STAGE_PLACEMENTS_CAPACITY) return;
  for (let i = 0; i < placementCount; i++) {
    if ((load32(STAGE_PLACEMENTS_PTR + <usize>(i << 2)) >> 8) == cell) return;
  }
  store32(STAGE_PLACEMENTS_PTR + <usize>(placementCount << 2), (cell << 8) | digit);
  placementCount++;
}

/** Adds an elimination; ignored unless it is a candidate not yet eliminated by this step. */
export function addElimination(cell: i32, digit: i32): void {
  const bit = <u32>1 << <u32>(digit - 1);
  if ((candidatesAt(cell) & bit) == 0 || eliminationCount >= STAGE_ELIMINATIONS_CAPACITY) return;
  const staged = loadU32(STAGED_MASKS_PTR + <usize>(cell << 2));
  if ((staged & bit) != 0) return;
  storeU32(STAGED_MASKS_PTR + <usize>(cell << 2), staged | bit);
  store32(STAGE_ELIMINATIONS_PTR + <usize>(eliminationCount << 2), (cell << 8) | digit);
  eliminationCount++;
}

/** Eliminates every candidate of `mask` from a cell. */
export function addEliminations(cell: i32, mask: u32): void {
  let rest = mask & candidatesAt(cell);
  let digit = 1;
  while (rest != 0) {
    if ((rest & 1) != 0) addElimination(cell, digit);
    rest = rest >>> 1;
    digit++;
  }
}

/** Adds a cell of the pattern (duplicates are dropped). */
export function addPatternCell(cell: i32): void {
  if (cellCountInStep >= STAGE_CELLS_CAPACITY) return;
  for (let i = 0; i < cellCountInStep; i++) {
    if (load32(STAGE_CELLS_PTR + <usize>(i << 2)) == cell) return;
  }
  store32(STAGE_CELLS_PTR + <usize>(cellCountInStep << 2), cell);
  cellCountInStep++;
}

/** Adds a unit of the pattern (duplicates are dropped). */
export function addPatternUnit(unit: i32): void {
  if (unitCountInStep >= STAGE_UNITS_CAPACITY) return;
  for (let i = 0; i < unitCountInStep; i++) {
    if (load32(STAGE_UNITS_PTR + <usize>(i << 2)) == unit) return;
  }
  store32(STAGE_UNITS_PTR + <usize>(unitCountInStep << 2), unit);
  unitCountInStep++;
}

/** Adds a digit the pattern is about. */
export function addPatternDigit(digit: i32): void {
  stepDigits |= <u32>1 << <u32>(digit - 1);
}

/** Adds every digit of a mask to the pattern. */
export function addPatternDigits(mask: u32): void {
  stepDigits |= mask;
}

/** Clears the staged-elimination marks of the step being built. */
function clearStagedMarks(): void {
  for (let i = 0; i < eliminationCount; i++) {
    const cell = load32(STAGE_ELIMINATIONS_PTR + <usize>(i << 2)) >> 8;
    storeU32(STAGED_MASKS_PTR + <usize>(cell << 2), 0);
  }
}

/**
 * Finishes the step being built: kept (appended to the list) when it places
 * or eliminates something, dropped otherwise. Returns true when the list is
 * full, so the technique must stop searching and return true itself.
 */
export function endStep(): bool {
  clearStagedMarks();
  if (placementCount + eliminationCount == 0) return stepsFull();
  const words = STEP_HEADER_WORDS + placementCount + eliminationCount + cellCountInStep + unitCountInStep;
  if (listEnd + <usize>(words << 2) > STEP_LIST_END) {
    stepLimit = listCount; // no room: the search ends with what it has
    return true;
  }
  lastRecord = listEnd;
  store32(listEnd + <usize>(STEP_TECHNIQUE << 2), stepTechnique);
  store32(listEnd + <usize>(STEP_RATING10 << 2), stepRating10);
  store32(listEnd + <usize>(STEP_PLACEMENTS << 2), placementCount);
  store32(listEnd + <usize>(STEP_ELIMINATIONS << 2), eliminationCount);
  store32(listEnd + <usize>(STEP_CELLS << 2), cellCountInStep);
  store32(listEnd + <usize>(STEP_UNITS << 2), unitCountInStep);
  store32(listEnd + <usize>(STEP_DIGITS << 2), <i32>stepDigits);
  store32(listEnd + <usize>(STEP_LENGTH << 2), words);
  let at = listEnd + <usize>(STEP_HEADER_WORDS << 2);
  for (let i = 0; i < placementCount; i++, at += 4) store32(at, load32(STAGE_PLACEMENTS_PTR + <usize>(i << 2)));
  for (let i = 0; i < eliminationCount; i++, at += 4) store32(at, load32(STAGE_ELIMINATIONS_PTR + <usize>(i << 2)));
  for (let i = 0; i < cellCountInStep; i++, at += 4) store32(at, load32(STAGE_CELLS_PTR + <usize>(i << 2)));
  for (let i = 0; i < unitCountInStep; i++, at += 4) store32(at, load32(STAGE_UNITS_PTR + <usize>(i << 2)));
  listEnd = at;
  listCount++;
  eliminationCount = 0;
  placementCount = 0;
  return stepsFull();
}

/**
 * Words of the step list that appended data leaves free, so that the steps
 * still to come on a path always find room (a whole 9×9 path without its
 * chains takes a few thousand words).
 */
const STEP_ROOM_KEPT: i32 = 8192;

/** Most words a record of a 9×9 step takes before anything is appended to it (header, placements, eliminations, cells, units). */
const RECORD_WORDS_9X9: i32 = 1024;

/**
 * Whether the next record can take `words` words appended (appendToLastStep)
 * once written. find's long lists run out of room: their later chain steps
 * then go without their chains.
 */
export function roomToAppend(words: i32): bool {
  return listEnd + <usize>((words + RECORD_WORDS_9X9 + STEP_ROOM_KEPT) << 2) <= STEP_LIST_END;
}

/**
 * Appends `words` words from `source` to the last record kept (a chain
 * step's chains). Returns false, appending nothing, when they would leave
 * less than STEP_ROOM_KEPT words of the list free.
 */
export function appendToLastStep(source: usize, words: i32): bool {
  if (listCount == 0 || listEnd + <usize>((words + STEP_ROOM_KEPT) << 2) > STEP_LIST_END) return false;
  copyWords(listEnd, source, words);
  listEnd += <usize>(words << 2);
  const lengthAt = lastRecord + <usize>(STEP_LENGTH << 2);
  store32(lengthAt, load32(lengthAt) + words);
  return true;
}

/** Address of the first record. */
export function firstStepPtr(): usize {
  return STEP_LIST_PTR;
}

/** Address of the record after the one at `record`. */
export function nextStepPtr(record: usize): usize {
  return record + <usize>(load32(record + <usize>(STEP_LENGTH << 2)) << 2);
}

/** Technique id of a record. */
export function stepTechniqueOf(record: usize): i32 {
  return load32(record + <usize>(STEP_TECHNIQUE << 2));
}

/** Rating × 10 of a record. */
export function stepRatingOf(record: usize): i32 {
  return load32(record + <usize>(STEP_RATING10 << 2));
}

/** Placements in a record. */
export function stepPlacementsOf(record: usize): i32 {
  return load32(record + <usize>(STEP_PLACEMENTS << 2));
}

/**
 * Applies a record to the board: eliminations first, then placements (the
 * order Sukaku Explainer applies a hint in).
 */
export function applyStep(record: usize): void {
  const placements = load32(record + <usize>(STEP_PLACEMENTS << 2));
  const eliminations = load32(record + <usize>(STEP_ELIMINATIONS << 2));
  let at = record + <usize>(STEP_HEADER_WORDS << 2);
  const eliminationsAt = at + <usize>(placements << 2);
  for (let i = 0; i < eliminations; i++) {
    const item = load32(eliminationsAt + <usize>(i << 2));
    removeCandidate(item >> 8, item & 0xff);
  }
  for (let i = 0; i < placements; i++, at += 4) {
    const item = load32(at);
    if (valueAt(item >> 8) == 0) placeDigit(item >> 8, item & 0xff);
  }
}
