/**
 * The position the chain techniques search: one candidate mask per cell
 * (bit d-1 for digit d; 0 for a solved cell), copied from the board, and
 * the places of each digit in each region (bit i = the region's i-th cell,
 * geometry.ts order); plus the working copy of both that a dynamic
 * propagation removes candidates from.
 */
import { CH_BASE_GRID, CH_BASE_PLACES, CH_WORK_GRID, CH_WORK_PLACES } from "./layout";
import { candidatesAt } from "../state";
import { load16, store16, store32 } from "../../../target/memory";
import { copyWords } from "../../../target/memory";
import { cellRegion, positionIn } from "./geometry";

/** Candidates of `cell` in the searched position. */
export function baseCands(cell: i32): i32 {
  return load16(CH_BASE_GRID + <usize>(cell << 1));
}

/** Candidates of `cell` in the working copy. */
export function workCands(cell: i32): i32 {
  return load16(CH_WORK_GRID + <usize>(cell << 1));
}

/** Places of `digit` (1..9) in `region` in the searched position. */
export function basePlaces(region: i32, digit: i32): i32 {
  return load16(CH_BASE_PLACES + <usize>((region * 9 + digit - 1) << 1));
}

/** Places of `digit` (1..9) in `region` in the working copy. */
export function workPlaces(region: i32, digit: i32): i32 {
  return load16(workPlacesAt(region, digit));
}

/** Where the working copy keeps the places of `digit` (1..9) in `region` (u16). */
export function workPlacesAt(region: i32, digit: i32): usize {
  return CH_WORK_PLACES + <usize>((region * 9 + digit - 1) << 1);
}

/** Resets the working copy to the searched position. */
export function resetWork(): void {
  // 162 bytes of masks and 486 of places, each target's fastest copy.
  copyWords(CH_WORK_GRID, CH_BASE_GRID, 41);
  copyWords(CH_WORK_PLACES, CH_BASE_PLACES, 122);
}

/** Copies the board's candidates (state.ts) into the searched position. */
export function loadBaseFromState(): void {
  for (let w: i32 = 0; w < 122; w++) store32(CH_BASE_PLACES + <usize>(w << 2), 0);
  for (let cell: i32 = 0; cell < 81; cell++) {
    const cands: i32 = <i32>candidatesAt(cell);
    store16(CH_BASE_GRID + <usize>(cell << 1), cands);
    for (let d: i32 = 0; d < 9; d++) {
      if ((cands & (1 << d)) == 0) continue;
      for (let type: i32 = 0; type < 3; type++) {
        const ptr: usize = CH_BASE_PLACES + <usize>((cellRegion(cell, type) * 9 + d) << 1);
        store16(ptr, load16(ptr) | (1 << positionIn(cell, type)));
      }
    }
  }
}
