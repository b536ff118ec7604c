/**
 * What the grid shows about the position besides its digits: the cells
 * whose digit breaks a rule (both of a clashing pair, at once), the
 * selected cell's row, column and box, and how many of each digit are
 * still to place. Plain data, no DOM.
 */
import { boardOf } from './board.js';

/** Every cell whose digit repeats in its row, column or box. */
export function conflictingCells(values: ArrayLike<number>, side: number): Set<number> {
  const { peers, cellCount } = boardOf(side);
  const clashing = new Set<number>();
  for (let cell = 0; cell < cellCount; cell++) {
    const value = values[cell] ?? 0;
    if (value !== 0 && (peers[cell] ?? []).some((peer) => values[peer] === value)) clashing.add(cell);
  }
  return clashing;
}

/** `cell` and its peers: the row, column and box shaded around the selection. */
export function houseOf(cell: number, side: number): Set<number> {
  return new Set([cell, ...(boardOf(side).peers[cell] ?? [])]);
}

/** left[d-1]: how many more d the grid needs (side minus the d already in it; never below 0). */
export function digitsLeft(values: ArrayLike<number>, side: number): number[] {
  const left = new Array<number>(side).fill(side);
  for (let cell = 0; cell < side * side; cell++) {
    const value = values[cell] ?? 0;
    if (value !== 0) left[value - 1] = Math.max(0, (left[value - 1] ?? 0) - 1);
  }
  return left;
}
