/**
 * Unit arithmetic shared by the finders: SE's region types and how boxes
 * and lines cross.
 */
import { boxSide, side } from "./state";

/** SE's region type: 0 = box, 1 = row, 2 = column. */
export const BOX_TYPE: i32 = 0;
/** SE's region type of rows. */
export const ROW_TYPE: i32 = 1;
/** SE's region type of columns. */
export const COLUMN_TYPE: i32 = 2;

/** The unit number of region `index` of a type. */
export function unitOf(type: i32, index: i32): i32 {
  return type == BOX_TYPE ? 2 * side + index : type == ROW_TYPE ? index : side + index;
}

/** Whether a box and a line (row or column unit) share cells. */
export function boxCrossesLine(boxUnit: i32, lineUnit: i32): bool {
  const box = boxUnit - 2 * side;
  if (lineUnit < side) return ((box / boxSide) | 0) == ((lineUnit / boxSide) | 0);
  return box % boxSide == (((lineUnit - side) / boxSide) | 0);
}

/** Whether two units share cells (a box and a line, or a row and a column). */
export function unitsCross(a: i32, b: i32): bool {
  const aIsBox = a >= 2 * side;
  const bIsBox = b >= 2 * side;
  if (aIsBox && bIsBox) return a == b;
  if (aIsBox) return boxCrossesLine(a, b);
  if (bIsBox) return boxCrossesLine(b, a);
  return (a < side) != (b < side) || a == b;
}
