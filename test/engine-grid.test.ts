/**
 * The grid's geometry (assembly/engine/grid.ts), which the solver's, the
 * logic engine's and the chain techniques' unit tables are all built from:
 * each unit lists its side's cells once each, in row-major order, and the
 * functions that place a cell in its box agree with the unit lists.
 */
import { describe, expect, it } from 'vitest';
import { boxAt, boxPositionAt, boxSideOf, unitCellAt } from '../src/engine-js/generated/grid.js';

describe.each([4, 9, 16, 25])('side %i', (side) => {
  const boxSide = boxSideOf(side);

  it('has a box side whose square is the side', () => {
    expect(boxSide * boxSide).toBe(side);
  });

  it('lists every cell once among the rows, once among the columns and once among the boxes, row-major', () => {
    for (const first of [0, side, 2 * side]) {
      const seen: number[] = [];
      for (let unit = first; unit < first + side; unit++) {
        const cells = Array.from({ length: side }, (_, k) => unitCellAt(unit, k, side, boxSide));
        expect(cells, `unit ${unit}`).toEqual([...cells].sort((a, b) => a - b));
        seen.push(...cells);
      }
      expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: side * side }, (_, cell) => cell));
    }
  });

  it('puts each cell in its row, its column and its box, at its place there', () => {
    for (let cell = 0; cell < side * side; cell++) {
      const row = Math.floor(cell / side);
      const column = cell % side;
      expect(unitCellAt(row, column, side, boxSide)).toBe(cell);
      expect(unitCellAt(side + column, row, side, boxSide)).toBe(cell);
      expect(unitCellAt(2 * side + boxAt(row, column, boxSide), boxPositionAt(row, column, boxSide), side, boxSide)).toBe(cell);
    }
  });
});
