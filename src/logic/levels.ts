/**
 * Level words from ER, as Sukaku Explainer's own generator names its
 * difficulty bands (GenerateDialog: Easy 1.0–1.2, Medium 1.3–1.6, Hard
 * 1.7–2.5, Fiendish 2.6–6.0, Diabolical from 6.1), plus 'beyond' for a
 * puzzle the techniques cannot finish (ER 20.0).
 */

/** A puzzle's level. */
export type Level = 'easy' | 'medium' | 'hard' | 'fiendish' | 'diabolical' | 'beyond';

/** Upper ER bound (inclusive) of each level but the last two. */
export const LEVEL_BOUNDS: ReadonlyArray<readonly [Level, number]> = [
  ['easy', 1.2],
  ['medium', 1.6],
  ['hard', 2.5],
  ['fiendish', 6.0],
  ['diabolical', 19.9],
];

/** The level of an ER. */
export function levelOf(er: number): Level {
  for (const [level, bound] of LEVEL_BOUNDS) if (er <= bound + 1e-9) return level;
  return 'beyond';
}
