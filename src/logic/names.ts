/** The names a step's words give cells and units (rNcM, "row 3"). */
import type { UnitRef } from './step-types.js';

/** rNcM name of a cell. */
export function cellName(cell: number, side: number): string {
  return `r${Math.floor(cell / side) + 1}c${(cell % side) + 1}`;
}

/** "row 3", "box 7". */
export function unitName(unit: UnitRef): string {
  return `${unit.type} ${unit.index}`;
}
