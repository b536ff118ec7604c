/**
 * Re-entrancy for nested forcing chains. The chain techniques keep their
 * state at fixed pointers (layout.ts), so an inner chain search run inside
 * an outer propagation would overwrite the outer search's memory. Before the
 * inner search, saveChainFrame copies the outer's live memory to a frame
 * (nested-layout.ts NEST_FRAME); restoreChainFrame copies it back.
 *
 * What is live in the outer search (forcing.ts, implications.ts, result.ts,
 * every-step.ts) and not rebuilt by each search: the paused propagation's
 * own variables (its queues' ends, pool and node counts, run stamp: an inner
 * multiple forcing chains search propagates too), the searched and working
 * grids with their digit places, both propagation records (up to the end
 * of their parent pools in use; only around an inner search that
 * propagates), the set scratch (the intersections being
 * formed), the best step, the targets and their sums, and the records in
 * find's step pool. Copying only what is in use matters: the frame is
 * saved and restored around every inner search, thousands of times per
 * nested step. The ancestor scratch is not kept (each count starts it
 * afresh with a new stamp). The candidate-set cache
 * is not kept: level 2's inner search never writes it (cycles.ts keeps no
 * static sets while nested), and after level 3's (static multiple forcing
 * chains, which cache their own sets) the outer search starts a new cache
 * (forcing.ts). The module variables of result.ts and every-step.ts go with
 * the frame too.
 *
 * One frame: an inner search that nests again would need a deeper stack.
 */
import {
  CH_BASE_GRID,
  CH_BASE_PLACES,
  CH_PROPAGATION_A,
  CH_PROPAGATION_B,
  CH_SET_SCRATCH,
  CH_STEP_POOL,
  CH_STEP_POOL_RECORD,
  CH_TARGETS,
  PROPAGATION_HEADER,
  PROPAGATION_HEADER_BYTES,
  PROPAGATION_POOL,
} from "./layout";
import {
  FRAME_PART_GRIDS_BYTES,
  FRAME_PART_PLACES_BYTES,
  FRAME_PART_SETS_BYTES,
  NEST_FRAME,
  NEST_PAUSED_RUN,
} from "./nested-layout";
import { poolInUse, restorePausedRun, savePausedRun } from "./implications";
import { copyWords, load16 } from "../../../target/memory";
import { restoreCollecting, saveCollecting } from "./result";
import { keptPoolBytes, restorePoolState, savePoolState, stagedRecord } from "./every-step";

const SETS_AT: usize = NEST_FRAME + FRAME_PART_GRIDS_BYTES;
const PLACES_AT: usize = SETS_AT + FRAME_PART_SETS_BYTES;
const POOL_AT: usize = PLACES_AT + FRAME_PART_PLACES_BYTES;

/** Frame offset of what lives at `ptr` (the frame keeps the chain memory at the same offsets). */
function inFrame(ptr: usize, part: usize, partStart: usize): usize {
  return part + (ptr - partStart);
}

/**
 * Copies a propagation record between the chain memory and the frame,
 * only what is in use: both
 * propagation records without the unused end of their parent pools, the
 * step pool's kept records and its staged one. The ancestor scratch after
 * the records is not kept: every count starts it afresh.
 */
function copyRecord(record: usize, toFrame: bool): void {
  const frame: usize = inFrame(record, NEST_FRAME, CH_BASE_GRID);
  const header: usize = record + PROPAGATION_HEADER;
  const frameHeader: usize = frame + PROPAGATION_HEADER;
  const headerWords: i32 = <i32>(PROPAGATION_HEADER_BYTES >> 2);
  // The header first on the way back: it says how much of the pool the outer run used.
  if (!toFrame) copyWords(header, frameHeader, headerWords);
  const words: i32 = <i32>((PROPAGATION_POOL + <usize>(poolInUse(record) << 1) + 3) >> 2);
  if (toFrame) {
    copyWords(frame, record, words);
    copyWords(frameHeader, header, headerWords);
  } else copyWords(record, frame, words);
}

function copyStepPool(toFrame: bool): void {
  const keptWords: i32 = <i32>(keptPoolBytes() >> 2);
  const stage: usize = stagedRecord();
  const frameStage: usize = inFrame(stage, POOL_AT, CH_STEP_POOL);
  const stageWords: i32 = <i32>(CH_STEP_POOL_RECORD >> 2);
  if (toFrame) {
    copyWords(POOL_AT, CH_STEP_POOL, keptWords);
    copyWords(frameStage, stage, stageWords);
  } else {
    copyWords(CH_STEP_POOL, POOL_AT, keptWords);
    copyWords(stage, frameStage, stageWords);
  }
}

/** The frame holds the propagation records and targets too (saveChainFrame's `propagates`). */
let frameHasRecords: bool = false;

/** Bytes of the set part up to the targets: the set scratch, the aligned exclusion memo, the best step. */
const SETS_BEFORE_TARGETS_BYTES: usize = CH_TARGETS - CH_SET_SCRATCH;

/**
 * Copies the outer search's live chain memory to the frame. `propagates`:
 * the inner search propagates (multiple forcing chains), so the propagation
 * records and the targets go to the frame too; forcing chains & cycles walk
 * in a record of their own (cycles.ts) and leave both alone.
 */
export function saveChainFrame(propagates: bool): void {
  frameHasRecords = propagates;
  // The grids, then each record (they follow one another up to the ancestor scratch).
  copyWords(NEST_FRAME, CH_BASE_GRID, <i32>((CH_PROPAGATION_A - CH_BASE_GRID) >> 2));
  if (propagates) {
    copyRecord(CH_PROPAGATION_A, true);
    copyRecord(CH_PROPAGATION_B, true);
    copyWords(SETS_AT, CH_SET_SCRATCH, <i32>(FRAME_PART_SETS_BYTES >> 2));
  } else copyWords(SETS_AT, CH_SET_SCRATCH, <i32>(SETS_BEFORE_TARGETS_BYTES >> 2));
  copyWords(PLACES_AT, CH_BASE_PLACES, <i32>(FRAME_PART_PLACES_BYTES >> 2));
  copyStepPool(true);
  saveCollecting();
  savePoolState();
  savePausedRun(NEST_PAUSED_RUN);
}

/** Copies the frame back: the outer search goes on as if nothing had run. */
export function restoreChainFrame(): void {
  // The paused run's state first: the records' pools in use are counted with it, the step pool with its counters.
  restorePausedRun(NEST_PAUSED_RUN);
  restoreCollecting();
  restorePoolState();
  copyWords(CH_BASE_GRID, NEST_FRAME, <i32>((CH_PROPAGATION_A - CH_BASE_GRID) >> 2));
  if (frameHasRecords) {
    copyRecord(CH_PROPAGATION_A, false);
    copyRecord(CH_PROPAGATION_B, false);
    copyWords(CH_SET_SCRATCH, SETS_AT, <i32>(FRAME_PART_SETS_BYTES >> 2));
  } else copyWords(CH_SET_SCRATCH, SETS_AT, <i32>(SETS_BEFORE_TARGETS_BYTES >> 2));
  copyWords(CH_BASE_PLACES, PLACES_AT, <i32>(FRAME_PART_PLACES_BYTES >> 2));
  copyStepPool(false);
}

/** Candidates of `cell` in the outer search's position (the frame's searched grid). */
export function outerBaseCands(cell: i32): i32 {
  return load16(NEST_FRAME + <usize>(cell << 1));
}

/** Places of `digit` (1..9) in `region` in the outer search's position. */
export function outerBasePlaces(region: i32, digit: i32): i32 {
  return load16(PLACES_AT + <usize>((region * 9 + digit - 1) << 1));
}
