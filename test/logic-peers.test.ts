/**
 * The logic engine's peer tables against the rule of the game (a peer shares
 * a row, column or box and is another cell). Every 9×9 technique, the chain
 * techniques included, reads these two tables: the list in ascending cell
 * order (state.ts peerOf; the chains find implications, and break ties, in
 * that order) and the sets of 27-cell words (cell-sets.ts peerWord).
 */
import { describe, expect, it } from 'vitest';
import { peerCount, peerOf, setupGeometry } from '../src/engine-js/generated/logic/state.js';
import { CELLS_PER_WORD, peerWord } from '../src/engine-js/generated/logic/cell-sets.js';
import { sees } from '../src/engine-js/generated/logic/chains/geometry.js';

/** The peers of `cell` by the rules, ascending. */
function rulePeers(cell: number, side: number): number[] {
  const box = Math.round(Math.sqrt(side));
  const [row, column] = [Math.floor(cell / side), cell % side];
  const peers: number[] = [];
  for (let other = 0; other < side * side; other++) {
    const [r, c] = [Math.floor(other / side), other % side];
    const sameBox = Math.floor(r / box) === Math.floor(row / box) && Math.floor(c / box) === Math.floor(column / box);
    if (other !== cell && (r === row || c === column || sameBox)) peers.push(other);
  }
  return peers;
}

describe('logic peer tables', () => {
  it.each([4, 9, 16, 25])('side %i: peerOf lists each cell\'s peers in ascending order', (side) => {
    setupGeometry(side);
    for (let cell = 0; cell < side * side; cell++) {
      const listed = Array.from({ length: peerCount }, (_, i) => peerOf(cell, i));
      expect(listed, `cell ${cell}`).toEqual(rulePeers(cell, side));
    }
  });

  it('9×9: peerWord and the chains\' sees hold the same peers as sets', () => {
    setupGeometry(9);
    for (let cell = 0; cell < 81; cell++) {
      const fromWords = Array.from({ length: 81 }, (_, other) => other).filter((other) => {
        const word = Math.floor(other / CELLS_PER_WORD);
        return (peerWord(cell, word) & (1 << (other - word * CELLS_PER_WORD))) !== 0;
      });
      expect(fromWords, `cell ${cell}`).toEqual(rulePeers(cell, 9));
      expect(Array.from({ length: 81 }, (_, other) => other).filter((other) => sees(cell, other))).toEqual(rulePeers(cell, 9));
    }
  });
});
