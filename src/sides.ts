/**
 * The grid sides the package knows: box side 2..5. A fact of its own, so
 * that the text formats (grid.ts) can check a side without knowing any
 * engine. The engine checks the same list in its own terms
 * (assembly/engine/board.ts isSupportedSide, which holds no array: the
 * shared subset has none); test/engine-constants.test.ts proves they agree.
 */

/** Supported grid sides (box side 2..5). */
export const SIDES = [4, 9, 16, 25] as const;
export type Side = (typeof SIDES)[number];

/** True for 4, 9, 16 and 25. */
export function isSide(n: number): boolean {
  return (SIDES as readonly number[]).includes(n);
}
