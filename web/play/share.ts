/**
 * The share link: the page's address with `#play=` and the puzzle as one
 * line (digits, A–G on 16×16, `.` for blanks). Opening it starts that
 * puzzle in the Play view. (A bare `#<puzzle>` stays the solver's link: it
 * opens the puzzle solved.)
 */
import { SYMBOLS } from '../../src/grid.js';
import { isPlaySide } from './board.js';

/** What follows `#` in a play link, before the puzzle. */
export const PLAY_LINK_PREFIX = 'play=';

/** A puzzle read from a link. */
export interface SharedPuzzle {
  side: number;
  givens: number[];
}

/** The hash (with `#`) that shares `givens`. */
export function shareHash(givens: readonly number[]): string {
  return `#${PLAY_LINK_PREFIX}${givens.map((digit) => (digit === 0 ? '.' : SYMBOLS[digit - 1])).join('')}`;
}

/** True when `hash` (with or without `#`) is a play link, well formed or not. */
export function isPlayHash(hash: string): boolean {
  return hash.replace(/^#/, '').startsWith(PLAY_LINK_PREFIX);
}

/**
 * The puzzle in a play link's `hash`, or an Error saying what is wrong
 * with it (length, or which character where).
 */
export function readShareHash(hash: string): SharedPuzzle | Error {
  const line = decodeURIComponent(hash.replace(/^#/, '')).slice(PLAY_LINK_PREFIX.length).trim();
  const side = Math.round(Math.sqrt(line.length));
  if (side * side !== line.length || !isPlaySide(side)) {
    return new Error(`the link's puzzle has ${line.length} characters; a 4×4, 9×9 or 16×16 one has 16, 81 or 256`);
  }
  const givens: number[] = [];
  for (let k = 0; k < line.length; k++) {
    const char = line[k] ?? '';
    const digit = char === '.' || char === '0' ? 0 : SYMBOLS.indexOf(char.toUpperCase()) + 1;
    if ((digit === 0 && char !== '.' && char !== '0') || digit > side) return new Error(`the link's puzzle has "${char}" at character ${k + 1}, not a ${side}×${side} digit or "."`);
    givens.push(digit);
  }
  return { side, givens };
}
