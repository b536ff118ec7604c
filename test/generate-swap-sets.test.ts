/**
 * The generator's shortcuts, checked on their own (the JS engine's copy of
 * the one source; generate.test.ts checks the puzzles they make on every
 * engine):
 * - every swap set the dig refuses removals by (digit-pairs.ts,
 *   line-pairs.ts) really swaps: the grid with it swapped is another valid
 *   grid, judged by the engine-free validator;
 * - the 9×9 fill (fill9.ts) makes fill.ts's grid for every seed, and leaves
 *   the random stream where fill.ts leaves it.
 */
import { describe, expect, it } from 'vitest';
import { solutionProblem } from '../src/validate.js';
import { memoryBuffer } from '../src/engine-js/target/memory.js';
import { nextRandom, seedRandom } from '../src/engine-js/generated/generate/random.js';
import { fillRandomGrid } from '../src/engine-js/generated/generate/fill.js';
import { fillRandomGrid9 } from '../src/engine-js/generated/generate/fill9.js';
import { buildDigitPairs } from '../src/engine-js/generated/generate/digit-pairs.js';
import { buildLinePairs } from '../src/engine-js/generated/generate/line-pairs.js';
import {
  GEN_COLUMN_PAIR_ROWS_PTR, GEN_GRID_PTR, GEN_PAIR_ROWS_PTR, GEN_ROW_PAIR_COLUMNS_PTR,
} from '../src/engine-js/generated/generate/layout.js';

const bytes = new Uint8Array(memoryBuffer);
const words = new Int32Array(memoryBuffer);

/** The grid the last fill made. */
function filledGrid(side: number): number[] {
  return Array.from(bytes.subarray(GEN_GRID_PTR, GEN_GRID_PTR + side * side));
}

/** The mask word `index` of the table at `pointer`. */
function maskAt(pointer: number, index: number): number {
  return words[(pointer >> 2) + index] as number;
}

/** The set bits of `mask`. */
function bitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let bit = 0; bit < 25; bit++) if ((mask >> bit) & 1) out.push(bit);
  return out;
}

const NO_GIVENS = new Array<number>(625).fill(0);

describe.each([
  { side: 9, boxSide: 3, seeds: 12 },
  { side: 16, boxSide: 4, seeds: 1 },
  { side: 4, boxSide: 2, seeds: 20 },
])('swap sets of $side×$side grids', ({ side, boxSide, seeds }) => {
  it('of two digits: swapping the digits of each set gives another valid grid, and each row of the two digits lies in its own set', () => {
    let sets = 0;
    for (let seed = 0; seed < seeds; seed++) {
      seedRandom(seed);
      fillRandomGrid(side, boxSide);
      buildDigitPairs(side);
      const grid = filledGrid(side);
      for (let a = 0; a < side; a++) {
        for (let b = a + 1; b < side; b++) {
          for (let row = 0; row < side; row++) {
            const rows = maskAt(GEN_PAIR_ROWS_PTR, (a * side + b) * side + row);
            expect(rows & (1 << row), `digits ${a + 1}, ${b + 1}: row ${row} in its own set`).not.toBe(0);
            for (const other of bitsOf(rows)) expect(maskAt(GEN_PAIR_ROWS_PTR, (a * side + b) * side + other)).toBe(rows);
            const swapped = grid.map((value, cell) => {
              if (!((rows >> Math.floor(cell / side)) & 1)) return value;
              return value === a + 1 ? b + 1 : value === b + 1 ? a + 1 : value;
            });
            expect(swapped).not.toEqual(grid);
            expect(solutionProblem(NO_GIVENS.slice(0, side * side), swapped, side)).toBeNull();
            sets++;
          }
        }
      }
    }
    expect(sets).toBeGreaterThan(0);
  });

  it('of two rows of a band or two columns of a stack: swapping the two lines on each set gives another valid grid', () => {
    for (let seed = 0; seed < seeds; seed++) {
      seedRandom(seed);
      fillRandomGrid(side, boxSide);
      buildDigitPairs(side);
      buildLinePairs(side, boxSide);
      const grid = filledGrid(side);
      for (let line = 0; line < side; line++) {
        const first = line - (line % boxSide);
        for (let other = first; other < first + boxSide; other++) {
          if (other === line) continue;
          for (let across = 0; across < side; across++) {
            const slot = (line * boxSide + (other % boxSide)) * side + across;
            const columns = maskAt(GEN_ROW_PAIR_COLUMNS_PTR, slot);
            const rows = maskAt(GEN_COLUMN_PAIR_ROWS_PTR, slot);
            expect(columns & (1 << across)).not.toBe(0);
            expect(rows & (1 << across)).not.toBe(0);
            const rowsSwapped = grid.slice();
            const columnsSwapped = grid.slice();
            for (const k of bitsOf(columns)) {
              rowsSwapped[line * side + k] = grid[other * side + k] as number;
              rowsSwapped[other * side + k] = grid[line * side + k] as number;
            }
            for (const k of bitsOf(rows)) {
              columnsSwapped[k * side + line] = grid[k * side + other] as number;
              columnsSwapped[k * side + other] = grid[k * side + line] as number;
            }
            for (const swapped of [rowsSwapped, columnsSwapped]) {
              expect(swapped).not.toEqual(grid);
              expect(solutionProblem(NO_GIVENS.slice(0, side * side), swapped, side)).toBeNull();
            }
          }
        }
      }
    }
  });
});

describe('the 9×9 fill', () => {
  it("makes fill.ts's grid for every seed and leaves the stream where fill.ts does", () => {
    for (let seed = 0; seed < 3000; seed++) {
      seedRandom(seed);
      fillRandomGrid(9, 3);
      const expected = [...filledGrid(9), nextRandom()];
      seedRandom(seed);
      fillRandomGrid9();
      const actual = [...filledGrid(9), nextRandom()];
      if (actual.join() !== expected.join()) expect(actual, `seed ${seed}`).toEqual(expected);
      expect(solutionProblem(NO_GIVENS.slice(0, 81), actual.slice(0, 81), 9)).toBeNull();
    }
  });
});
