/**
 * A hint's line as the page shows it: the technique named once, its rating,
 * and digits written as the grid writes them (A–G on 16×16).
 */
import { symbolOf } from './board.js';

/**
 * The line of a hint: `name` once, then its rating, then the reason. The
 * library's sentence may already start with the name ("X-Wing on 3: in row
 * 1 …"): then the rating goes where its name part ends ("X-Wing on 3 (SE
 * 3.2): in row 1 …"); else the name comes first ("Naked single (SE 2.3):
 * r1c2 can only be 5 …").
 */
export function hintLine(name: string, rating: number, text: string, side: number): string {
  const se = `(SE ${rating.toFixed(1)})`;
  const said = gridSymbols(text, side);
  const colon = said.indexOf(': ');
  return said.startsWith(name) && colon > 0 ? `${said.slice(0, colon)} ${se}${said.slice(colon)}` : `${name} ${se}: ${said}`;
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
