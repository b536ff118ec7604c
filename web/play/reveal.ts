/**
 * When no technique applies: a step that reveals one cell, the solution's
 * digit in the empty cell with the fewest candidates (the smallest guess a
 * player would face there), shown and applied like any hint.
 */
import { cellName, digitsOf, symbolOf } from './board.js';
import type { HintPosition } from './game.js';
import type { HintStep } from './messages.js';

/** The reveal step for `position`, or undefined when it has no empty cell. */
export function revealStep(position: HintPosition, solution: readonly number[]): HintStep | undefined {
  let best = -1;
  let fewest = Infinity;
  position.cells.forEach((value, cell) => {
    const count = digitsOf(position.candidates[cell] ?? 0).length;
    if (value === 0 && count < fewest) [best, fewest] = [cell, count];
  });
  const digit = solution[best] ?? 0;
  if (best < 0 || digit === 0) return undefined;
  return {
    status: 'hint',
    technique: 'reveal',
    name: 'Reveal a cell',
    rating: 0,
    placements: [{ cell: best, digit }],
    eliminations: [],
    pattern: { cells: [best], units: [], digits: [digit] },
    chains: [],
    text: `no technique applies here; ${cellName(best, position.side)}, the cell with the fewest candidates, is ${symbolOf(digit)}.`,
  };
}
