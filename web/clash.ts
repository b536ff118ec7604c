/**
 * Which cells to highlight when the givens clash: the two the library names,
 * the error's own cell (the later given) and its partner (`other`, the earlier
 * one), so the page never looks for clashes itself.
 */
import type { ErrorInfo } from './protocol.js';

/** The clashing cells in reading order: one when the error names no partner. */
export function clashingCells(error: ErrorInfo): number[] {
  const cells = error.cell === undefined ? [] : [error.cell];
  if (error.other !== undefined) cells.push(error.other.cell);
  return cells.sort((a, b) => a - b);
}
