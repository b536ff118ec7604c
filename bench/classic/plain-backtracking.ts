/**
 * Classic 1 — plain recursive backtracking (seed 001, Java; the first C++
 * program of seed 003 is the same idea).
 *
 * Every call scans the grid from the top-left for the first blank, tries the
 * digits 1..9 in order, and for each try scans that cell's row, column and
 * 3×3 box for the digit (`isNumberInRow/Column/Box` in the seed). Nothing is
 * cached between tries: that is the point of this baseline.
 *
 * Generalised only as far as the benchmark needs: it can count on to `limit`
 * solutions instead of stopping at the first.
 */
import { Deadline, checkShape } from './deadline.js';
import { GAVE_UP, type ClassicOptions, type ClassicResult, type ClassicSolver } from './types.js';

/** The seed's GRID_SIZE: the Java program is written for 9×9 only. */
const GRID_SIZE = 9;
const BOX = 3;

function isNumberInRow(board: Uint8Array, n: number, row: number): boolean {
  for (let i = 0; i < GRID_SIZE; i++) if (board[row * GRID_SIZE + i] === n) return true;
  return false;
}

function isNumberInColumn(board: Uint8Array, n: number, column: number): boolean {
  for (let i = 0; i < GRID_SIZE; i++) if (board[i * GRID_SIZE + column] === n) return true;
  return false;
}

function isNumberInBox(board: Uint8Array, n: number, row: number, column: number): boolean {
  const top = row - (row % BOX);
  const left = column - (column % BOX);
  for (let i = top; i < top + BOX; i++) {
    for (let j = left; j < left + BOX; j++) if (board[i * GRID_SIZE + j] === n) return true;
  }
  return false;
}

function isValid(board: Uint8Array, n: number, row: number, column: number): boolean {
  return !isNumberInRow(board, n, row) && !isNumberInColumn(board, n, column) && !isNumberInBox(board, n, row, column);
}

/** One search: the seed's `solveBoard`, plus a solution counter. */
class PlainSearch {
  count = 0;
  guesses = 0;
  solution: Uint8Array | null = null;

  constructor(
    private readonly board: Uint8Array,
    private readonly limit: number,
    private readonly deadline: Deadline,
  ) {}

  /** True when the search must stop (limit reached or deadline passed). */
  solveBoard(): boolean {
    const board = this.board;
    for (let row = 0; row < GRID_SIZE; row++) {
      for (let column = 0; column < GRID_SIZE; column++) {
        if (board[row * GRID_SIZE + column] !== 0) continue;
        for (let n = 1; n <= GRID_SIZE; n++) {
          if (!isValid(board, n, row, column)) continue;
          board[row * GRID_SIZE + column] = n;
          this.guesses++;
          if (this.deadline.tick() || this.solveBoard()) return true;
          board[row * GRID_SIZE + column] = 0;
        }
        return false;
      }
    }
    // No blank left: a solution.
    this.count++;
    if (this.solution === null) this.solution = board.slice();
    return this.count >= this.limit;
  }
}

/** Classic 1: plain recursive backtracking, scanning row/column/box per try. */
export const plainBacktracking: ClassicSolver = {
  id: 'plain',
  name: 'plain backtracking',
  seed: '001 (Java), 003 first version (C++)',
  description: 'recursive backtracking; first blank from the top-left, digits 1..9, each try scans row, column and box',
  guessesMean: 'every digit placed',
  sides: [GRID_SIZE],
  solve(cells: Uint8Array, side: number, options: ClassicOptions = {}): ClassicResult {
    checkShape(cells, side, this.sides, 'plain backtracking');
    const deadline = new Deadline(options.deadline, options.clock);
    const search = new PlainSearch(cells.slice(), options.limit ?? 1, deadline);
    search.solveBoard();
    return {
      count: deadline.expired ? GAVE_UP : search.count,
      solution: search.solution,
      guesses: search.guesses,
    };
  },
};
