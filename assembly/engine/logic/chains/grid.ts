/**
 * The position the chain techniques search: one candidate mask per cell
 * (bit d-1 for digit d; 0 for a solved cell), copied in by the caller, plus
 * the working copy a dynamic propagation removes candidates from.
 */
import { CH_BASE_GRID, CH_WORK_GRID } from "./layout";
import { candidatesAt } from "../state";
import { getU16, setU16 } from "../memory";

/** Candidates of `cell` in the searched position. */
export function baseCands(cell: i32): i32 {
  return getU16(CH_BASE_GRID + <usize>(cell << 1));
}

/** Sets the candidates of `cell` in the searched position. */
export function setBaseCands(cell: i32, mask: i32): void {
  setU16(CH_BASE_GRID + <usize>(cell << 1), mask);
}

/** Candidates of `cell` in the working copy. */
export function workCands(cell: i32): i32 {
  return getU16(CH_WORK_GRID + <usize>(cell << 1));
}

/** Removes `digit` from `cell` in the working copy. */
export function workRemove(cell: i32, digit: i32): void {
  const ptr: usize = CH_WORK_GRID + <usize>(cell << 1);
  setU16(ptr, getU16(ptr) & ~(1 << (digit - 1)));
}

/** Resets the working copy to the searched position. */
export function resetWork(): void {
  for (let cell: i32 = 0; cell < 81; cell++) {
    setU16(CH_WORK_GRID + <usize>(cell << 1), getU16(CH_BASE_GRID + <usize>(cell << 1)));
  }
}

/** Whether `digit` is a candidate of `cell` in the searched position. */
export function baseHas(cell: i32, digit: i32): bool {
  return (baseCands(cell) & (1 << (digit - 1))) != 0;
}

/** Copies the board's candidates (state.ts) into the searched position. */
export function loadBaseFromState(): void {
  for (let cell: i32 = 0; cell < 81; cell++) {
    setU16(CH_BASE_GRID + <usize>(cell << 1), <i32>candidatesAt(cell));
  }
}
