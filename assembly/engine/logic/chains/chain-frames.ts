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
 * grids with their digit places, both propagation records, the ancestor
 * scratch, the set scratch (the intersections being formed), the best step,
 * the targets and their sums, and find's step pool. The candidate-set cache
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
  CH_SET_SCRATCH,
  CH_STEP_POOL,
} from "./layout";
import {
  FRAME_PART_GRIDS_BYTES,
  FRAME_PART_PLACES_BYTES,
  FRAME_PART_POOL_BYTES,
  FRAME_PART_SETS_BYTES,
  NEST_FRAME,
  NEST_PAUSED_RUN,
} from "./nested-layout";
import { restorePausedRun, savePausedRun } from "./implications";
import { copyWords, load16 } from "../../../target/memory";
import { restoreCollecting, saveCollecting } from "./result";
import { restorePoolState, savePoolState } from "./every-step";

const SETS_AT: usize = NEST_FRAME + FRAME_PART_GRIDS_BYTES;
const PLACES_AT: usize = SETS_AT + FRAME_PART_SETS_BYTES;
const POOL_AT: usize = PLACES_AT + FRAME_PART_PLACES_BYTES;

/** Copies the outer search's live chain memory to the frame. */
export function saveChainFrame(): void {
  copyWords(NEST_FRAME, CH_BASE_GRID, <i32>(FRAME_PART_GRIDS_BYTES >> 2));
  copyWords(SETS_AT, CH_SET_SCRATCH, <i32>(FRAME_PART_SETS_BYTES >> 2));
  copyWords(PLACES_AT, CH_BASE_PLACES, <i32>(FRAME_PART_PLACES_BYTES >> 2));
  copyWords(POOL_AT, CH_STEP_POOL, <i32>(FRAME_PART_POOL_BYTES >> 2));
  saveCollecting();
  savePoolState();
  savePausedRun(NEST_PAUSED_RUN);
}

/** Copies the frame back: the outer search goes on as if nothing had run. */
export function restoreChainFrame(): void {
  copyWords(CH_BASE_GRID, NEST_FRAME, <i32>(FRAME_PART_GRIDS_BYTES >> 2));
  copyWords(CH_SET_SCRATCH, SETS_AT, <i32>(FRAME_PART_SETS_BYTES >> 2));
  copyWords(CH_BASE_PLACES, PLACES_AT, <i32>(FRAME_PART_PLACES_BYTES >> 2));
  copyWords(CH_STEP_POOL, POOL_AT, <i32>(FRAME_PART_POOL_BYTES >> 2));
  restoreCollecting();
  restorePoolState();
  restorePausedRun(NEST_PAUSED_RUN);
}

/** Candidates of `cell` in the outer search's position (the frame's searched grid). */
export function outerBaseCands(cell: i32): i32 {
  return load16(NEST_FRAME + <usize>(cell << 1));
}

/** Places of `digit` (1..9) in `region` in the outer search's position. */
export function outerBasePlaces(region: i32, digit: i32): i32 {
  return load16(PLACES_AT + <usize>((region * 9 + digit - 1) << 1));
}
