/**
 * A hint's line as the page shows it: the technique named once, its rating,
 * and digits written as the grid writes them (A–G on 16×16).
 */
import { symbolOf } from './board.js';

/**
 * `text` (the library's sentence, which may already start with `name`)
 * with the name once and the rating after it: "Pointing (SE 2.6): 4 in box 1 …".
 */
export function hintLine(name: string, rating: number, text: string, side: number): string {
  const said = text.startsWith(`${name}: `) ? text.slice(name.length + 2) : text.startsWith(name) ? text.slice(name.length).replace(/^ /, '') : text;
  return `${name} (SE ${rating.toFixed(1)}): ${gridSymbols(said, side)}`;
}

/**
 * The digits of a sentence as the grid shows them: on 16×16, "r5c11 can
 * only be 10" becomes "r5c11 can only be A". Numbers that name a row,
 * column or box ("r5c11", "row 12") stay numbers.
 */
export function gridSymbols(text: string, side: number): string {
  if (side <= 9) return text;
  return text.replace(/\b(?:(?:row|column|box) \d+|r\d+c\d+)|\b(\d+)(?!\d)/g, (whole, number: string | undefined) =>
    number === undefined ? whole : symbolOf(Number(number)),
  );
}
