/**
 * The position of the search that an inner search interrupts: the searched
 * grid and digit places kept in the innermost frame of chain-frames.ts's
 * stack. An inner step's rule parents (nested-offers.ts) are the candidates
 * that position has and the inner search's own position (the outer chain's
 * working grid) no longer has.
 *
 * A frame starts with fixed parts at fixed offsets (the rest is packed
 * after them, chain-frames.ts):
 *   FRAME_SCALARS   i32 × 32   the interrupted search's module variables
 *   FRAME_GRIDS     u16 × 81 × 2 (and padding): searched and working grid
 *   FRAME_PLACES    u16 × 27 × 9 × 2: digit places, searched and working
 *   FRAME_SETS      the set scratch, best step, targets and their sums
 */
import { CH_BASE_GRID, CH_BASE_PLACES, CH_LINK_LIVE, CH_LINK_START, CH_PROPAGATION_A, CH_SET_SCRATCH } from "./layout";
import { load16 } from "../../../target/memory";

export const FRAME_SCALARS: usize = 0;
export const FRAME_SCALARS_BYTES: usize = 128;
export const FRAME_GRIDS: usize = FRAME_SCALARS + FRAME_SCALARS_BYTES;
export const FRAME_GRIDS_BYTES: usize = CH_PROPAGATION_A - CH_BASE_GRID;
export const FRAME_PLACES: usize = FRAME_GRIDS + FRAME_GRIDS_BYTES;
export const FRAME_PLACES_BYTES: usize = CH_LINK_LIVE - CH_BASE_PLACES;
export const FRAME_SETS: usize = FRAME_PLACES + FRAME_PLACES_BYTES;
export const FRAME_SETS_BYTES: usize = CH_LINK_START - CH_SET_SCRATCH;
/** Where a frame's packed parts start. */
export const FRAME_PACKED: usize = FRAME_SETS + FRAME_SETS_BYTES;

/** Start of the innermost frame (0: no inner search is running). */
let topFrame: usize = 0;

/** Makes `frame` the innermost frame (chain-frames.ts, on every push and pop). */
export function setTopFrame(frame: usize): void {
  topFrame = frame;
}

/** Candidates of `cell` in the interrupted search's position. */
export function outerBaseCands(cell: i32): i32 {
  return load16(topFrame + FRAME_GRIDS + <usize>(cell << 1));
}

/** Places of `digit` (1..9) in `region` in the interrupted search's position. */
export function outerBasePlaces(region: i32, digit: i32): i32 {
  return load16(topFrame + FRAME_PLACES + <usize>((region * 9 + digit - 1) << 1));
}
