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
 *
 * What an inner search that the top search started reads of the top
 * search's position can be noted (beginReadLog): the only way its result
 * depends on that position, so nested-memo.ts can reuse the result at
 * another position that reads the same.
 */
import { CH_BASE_GRID, CH_BASE_PLACES, CH_LINK_LIVE, CH_LINK_START, CH_PROPAGATION_A, CH_SET_SCRATCH } from "./layout";
import { NEST_FRAMES, NEST_MEMO_READS, NEST_MEMO_READ_SEEN, NEST_MEMO_READ_SEEN_BYTES } from "./nested-layout";
import { fillBytes, load16, load32, store32 } from "../../../target/memory";
import { NESTED_CHAINS } from "../../../target/build-goal";

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
  const value: i32 = load16(topFrame + FRAME_GRIDS + <usize>(cell << 1));
  if (NESTED_CHAINS && logging) noteRead(cell, value);
  return value;
}

/** Places of `digit` (1..9) in `region` in the interrupted search's position. */
export function outerBasePlaces(region: i32, digit: i32): i32 {
  const value: i32 = load16(topFrame + FRAME_PLACES + <usize>((region * 9 + digit - 1) << 1));
  if (NESTED_CHAINS && logging) noteRead(81 + region * 9 + digit - 1, value);
  return value;
}

// ---- the read log -------------------------------------------------------------

let logging: bool = false;
let logged: i32 = 0;

/**
 * Starts noting what the inner searches of the top search read of its
 * position (the top search is about to run a nested rule): each cell's
 * candidates and each region's places of a digit once, at NEST_MEMO_READS
 * (nested-layout.ts: key and value in one word). Reads of a deeper search's
 * position (an inner search that nests again) are not the top position's
 * and are not noted.
 */
export function beginReadLog(): void {
  fillBytes(NEST_MEMO_READ_SEEN, 0, <i32>NEST_MEMO_READ_SEEN_BYTES);
  logged = 0;
  logging = true;
}

/** Stops noting reads; returns how many were noted. */
export function endReadLog(): i32 {
  logging = false;
  return logged;
}

function noteRead(key: i32, value: i32): void {
  // The first frame holds the top search's position: its inner search reads it.
  if (topFrame != NEST_FRAMES) return;
  const seen: usize = NEST_MEMO_READ_SEEN + <usize>((key >> 5) << 2);
  const bit: i32 = 1 << (key & 31);
  if ((load32(seen) & bit) != 0) return;
  store32(seen, load32(seen) | bit);
  store32(NEST_MEMO_READS + <usize>(logged << 2), (key << 16) | value);
  logged++;
}
