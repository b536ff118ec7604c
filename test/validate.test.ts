/** The engine-free judge: findClash, isValidSolution/solutionProblem, validate. */
import { describe, expect, it } from 'vitest';
import { parse } from '../src/grid.js';
import { findClash, isValidSolution, solutionProblem, validate } from '../src/validate.js';

const PUZZLE = parse('..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..').cells;
const SOLUTION = parse('934825617672914853518637924325748169469153782781269435197582346853476291246391578').cells;

/** 81 blanks with the given [row, column, digit] entries (1-based). */
function givens(side: number, entries: [number, number, number][]): Uint8Array {
  const cells = new Uint8Array(side * side);
  for (const [r, c, d] of entries) cells[(r - 1) * side + (c - 1)] = d;
  return cells;
}

describe('findClash', () => {
  it('finds none in a clash-free puzzle or a solution', () => {
    expect(findClash(PUZZLE, 9)).toBeNull();
    expect(findClash(SOLUTION, 9)).toBeNull();
    expect(findClash(new Uint8Array(625), 25)).toBeNull();
  });

  it('names the unit, the digit, the later cell and the earlier one', () => {
    expect(findClash(givens(9, [[1, 1, 5], [1, 9, 5]]), 9)).toEqual({
      row: 1, column: 9, cell: 8, digit: 5, unit: 'row', earlier: { row: 1, column: 1, cell: 0 },
    });
    expect(findClash(givens(9, [[2, 4, 7], [8, 4, 7]]), 9)).toMatchObject({ row: 8, column: 4, unit: 'column', earlier: { row: 2, column: 4 } });
    expect(findClash(givens(9, [[4, 4, 3], [6, 6, 3]]), 9)).toMatchObject({ row: 6, column: 6, unit: 'box', earlier: { row: 4, column: 4 } });
    expect(findClash(givens(16, [[1, 1, 16], [4, 4, 16]]), 16)).toMatchObject({ row: 4, column: 4, digit: 16, unit: 'box' });
    expect(findClash(givens(4, [[1, 1, 2], [2, 2, 2]]), 4)).toMatchObject({ row: 2, column: 2, unit: 'box' });
  });

  it('reports the first clash in cell order, and reads at an offset', () => {
    const cells = givens(9, [[1, 1, 5], [9, 1, 5], [2, 1, 6], [2, 9, 6]]);
    expect(findClash(cells, 9)).toMatchObject({ row: 2, column: 9, digit: 6 });
    const shifted = new Uint8Array(100 + 81);
    shifted.set(cells, 100);
    expect(findClash(shifted, 9, 100)).toMatchObject({ row: 2, column: 9, digit: 6 });
  });
});

describe('isValidSolution', () => {
  it('accepts the solution of its puzzle', () => {
    expect(isValidSolution(PUZZLE, SOLUTION, 9)).toBe(true);
    expect(solutionProblem(PUZZLE, SOLUTION, 9)).toBeNull();
  });

  it('refuses an incomplete grid', () => {
    const holed = SOLUTION.slice();
    holed[40] = 0;
    expect(solutionProblem(PUZZLE, holed, 9)).toBe('cell 40 (row 5, column 5) holds 0');
  });

  it('refuses a grid whose units are not permutations', () => {
    const swapped = SOLUTION.slice();
    [swapped[0], swapped[9]] = [swapped[9] as number, swapped[0] as number]; // rows 1 and 2 change
    expect(isValidSolution(new Uint8Array(81), swapped, 9)).toBe(false);
    expect(solutionProblem(new Uint8Array(81), swapped, 9)).toMatch(/^row 1 is not a permutation/);
  });

  it('refuses a solution that drops a given', () => {
    const other = SOLUTION.slice();
    const puzzle = PUZZLE.slice();
    puzzle[0] = 1; // SOLUTION has 9 there
    expect(solutionProblem(puzzle, other, 9)).toBe('given 1 at row 1, column 1 became 9');
  });

  it('refuses out-of-range values and short arrays', () => {
    const big = SOLUTION.slice();
    big[3] = 10;
    expect(isValidSolution(PUZZLE, big, 9)).toBe(false);
    expect(isValidSolution(PUZZLE, SOLUTION.slice(0, 80), 9)).toBe(false);
  });

  it('works for 4×4 and 25×25', () => {
    const four = parse('3241413224131324').cells;
    expect(isValidSolution(new Uint8Array(16), four, 4)).toBe(true);
    const latinOnly = parse('1234234134124123').cells; // rows and columns fine, boxes not
    expect(solutionProblem(new Uint8Array(16), latinOnly, 4)).toMatch(/^box 1/);
    const side = 25;
    const full = new Uint8Array(side * side);
    for (let r = 0; r < side; r++) for (let c = 0; c < side; c++) full[r * side + c] = ((5 * (r % 5) + Math.floor(r / 5) + c) % side) + 1;
    expect(isValidSolution(new Uint8Array(side * side), full, side)).toBe(true);
  });
});

describe('validate', () => {
  it('passes a well-formed clash-free puzzle (even an unsolvable one)', () => {
    expect(validate(PUZZLE)).toEqual({ valid: true, side: 9 });
    expect(validate('12345678.........9' + '.'.repeat(63))).toEqual({ valid: true, side: 9 });
  });

  it('reports malformed input instead of throwing', () => {
    expect(validate('123')).toMatchObject({ valid: false, error: { code: 'BAD_LENGTH' } });
    expect(validate('')).toMatchObject({ valid: false, error: { code: 'EMPTY_INPUT' } });
  });

  it('reports the clash', () => {
    expect(validate(givens(9, [[4, 4, 3], [6, 6, 3]]))).toMatchObject({
      valid: false, side: 9, error: { code: 'DUPLICATE_GIVEN', row: 6, column: 6, cell: 50 },
    });
  });
});
