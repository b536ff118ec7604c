/**
 * Symmetries of the givens. A symmetric puzzle keeps or removes each orbit
 * whole: the cells the symmetry maps onto each other.
 *
 *   code  name        images of (r, c) in a side-N grid (m = N − 1)
 *   0     none        (r, c)
 *   1     rotate180   (r, c), (m−r, m−c)
 *   2     rotate90    (r, c), (c, m−r), (m−r, m−c), (m−c, r)
 *   3     mirror      (r, c), (r, m−c)          left-right, about the middle column
 *   4     diagonal    (r, c), (c, r)            about the main diagonal
 *
 * The host's names for the codes are in src/generate/options.ts.
 */

/** No symmetry: every cell is its own orbit. */
export const SYMMETRY_NONE: i32 = 0;
/** Half-turn rotation about the centre. */
export const SYMMETRY_ROTATE180: i32 = 1;
/** Quarter-turn rotation about the centre. */
export const SYMMETRY_ROTATE90: i32 = 2;
/** Left-right mirror. */
export const SYMMETRY_MIRROR: i32 = 3;
/** Reflection about the main diagonal. */
export const SYMMETRY_DIAGONAL: i32 = 4;
/** One past the highest code. */
export const SYMMETRY_COUNT: i32 = 5;

/** How many images `imageOf` gives for `symmetry` (some may coincide). */
export function imageCount(symmetry: i32): i32 {
  if (symmetry == SYMMETRY_NONE) return 1;
  if (symmetry == SYMMETRY_ROTATE90) return 4;
  return 2;
}

/** Image `k` (0 ≤ k < imageCount) of `cell` in a side-`side` grid; image 0 is the cell itself. */
export function imageOf(cell: i32, k: i32, symmetry: i32, side: i32): i32 {
  const row = (cell / side) | 0;
  const column = cell - row * side;
  const last = side - 1;
  if (k == 0) return cell;
  if (symmetry == SYMMETRY_ROTATE180) return (last - row) * side + (last - column);
  if (symmetry == SYMMETRY_MIRROR) return row * side + (last - column);
  if (symmetry == SYMMETRY_DIAGONAL) return column * side + row;
  // rotate90: k quarter turns
  if (k == 1) return column * side + (last - row);
  if (k == 2) return (last - row) * side + (last - column);
  return (last - column) * side + row;
}

/** Whether `cell` is the lowest cell of its orbit (its representative). */
export function isRepresentative(cell: i32, symmetry: i32, side: i32): bool {
  const images = imageCount(symmetry);
  for (let k = 1; k < images; k++) {
    if (imageOf(cell, k, symmetry, side) < cell) return false;
  }
  return true;
}
