/**
 * The rating scales: which Sudoku Explainer technique set rates, hints and
 * finds. The keys and the engine's numbers come from the technique table
 * (technique-table.mjs SCALES, generated into technique-rows.ts), so the
 * host and the engine cannot disagree about them.
 */
import { describeValue } from '../options.js';
import { DEFAULT_SCALE_KEY, SCALE_KEYS } from './generated/technique-rows.js';

/**
 * A rating scale:
 * - `'sukaku'` (the default): Sukaku Explainer v1.15.10's default techniques,
 *   the scale of the Sudoku Exchange puzzle bank;
 * - `'se121'`: Sudoku Explainer 1.2.1's techniques (no turbot fish, no
 *   3 strong-linked fishes, no WXYZ- or VWXYZ-wings), the scale of the
 *   forum's lists of the hardest puzzles and of most sites that quote an "SER".
 */
export type Scale = (typeof SCALE_KEYS)[number];

/** Every scale, the default first. */
export const SCALES: readonly Scale[] = SCALE_KEYS;

/** The scale used when none is given. */
export const DEFAULT_SCALE: Scale = DEFAULT_SCALE_KEY;

/**
 * The engine's number of a `scale` option (absent = the default).
 * @throws RangeError naming `call` and the option for anything but a scale key
 */
export function checkScale(call: string, scale: unknown): number {
  if (scale === undefined) return SCALE_KEYS.indexOf(DEFAULT_SCALE_KEY);
  const index = typeof scale === 'string' ? SCALE_KEYS.indexOf(scale as Scale) : -1;
  if (index < 0) throw new RangeError(`${call}: scale must be ${SCALE_KEYS.map((key) => `'${key}'`).join(' or ')}, got ${describeValue(scale)}`);
  return index;
}
