/**
 * The level picker's options, from the library's one table of level words
 * (src/logic/levels.ts), so the page offers exactly the levels the
 * generator knows. 'beyond' is no band to ask for (the techniques cannot
 * finish such a puzzle), so it is not offered.
 */
import { LEVEL_BOUNDS } from '../../src/logic/levels.js';

/** Fills `select` with one option per level, easiest first and chosen. */
export function fillLevelOptions(select: HTMLSelectElement): void {
  for (const [level] of LEVEL_BOUNDS) select.add(new Option(level, level));
  select.selectedIndex = 0;
}
