/**
 * Level words from ER: the one table behind `rate`'s `level`, `generate`'s
 * `level` option, the CLI's `--level` and the page's level picker.
 *
 * The bands follow what a player needs to know at each step of SE's scale:
 * - easy 1.0–2.5: singles and SE's "direct" techniques (no pencil marks needed);
 * - medium 2.6–2.9: pointing and claiming;
 * - hard 3.0–4.5: pairs, triples, X-wing, swordfish, turbot fish, XY/XYZ-wings,
 *   unique rectangles;
 * - expert 4.6–6.9: quads, jellyfish, larger wings, BUG, aligned pairs, cycles;
 * - extreme 7.0–19.9: forcing chains, Nishio, dynamic chains;
 * - beyond 20.0: the techniques cannot finish the puzzle.
 */

/** A puzzle's level. */
export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme' | 'beyond';

/** Upper ER bound (inclusive) of each level but 'beyond', easiest first. */
export const LEVEL_BOUNDS: ReadonlyArray<readonly [Level, number]> = [
  ['easy', 2.5],
  ['medium', 2.9],
  ['hard', 4.5],
  ['expert', 6.9],
  ['extreme', 19.9],
];

/** The level of an ER. */
export function levelOf(er: number): Level {
  for (const [level, bound] of LEVEL_BOUNDS) if (er <= bound + 1e-9) return level;
  return 'beyond';
}
