/**
 * Your own puzzle as a game: the solver tab's "Play this puzzle" button and
 * a paste into Play. The puzzle goes into the address as a `#play=` link;
 * the Play tab opens such a link as a new game beside the others, finds its
 * solution and rates it (ui.ts).
 */
import { parse } from '../../src/grid.js';
import { isPlaySide } from './board.js';
import { shareHash } from './share.js';

/** Opens `text` (a puzzle in any form the library reads) in Play; returns why not, or undefined once opened. */
export function playPuzzle(text: string): string | undefined {
  let cells: number[];
  let side: number;
  try {
    const parsed = parse(text);
    cells = [...parsed.cells];
    side = parsed.side;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (!isPlaySide(side)) return `Play has 4×4, 9×9 and 16×16 grids, not ${side}×${side}.`;
  if (cells.every((digit) => digit === 0)) return 'Enter or paste a puzzle first.';
  location.hash = shareHash(cells);
  document.getElementById('tab-play')?.click();
  return undefined;
}
