/**
 * Classic 2 — backtracking over the list of blanks with cached "used" tables
 * (seed 004, JavaScript; seed 003's second C++ program, the one that passed
 * the time limit).
 *
 * Set-up records, for every row, column and box, which digits are already
 * used (`rowUsed[row][num]` …) and lists the blanks row by row. The recursive
 * `aux(idx)` tries digits 1..N at blank `idx`: a try is three table look-ups
 * instead of 27 cell reads; `toggleNum` flips the three entries on the way in
 * and again on the way out.
 *
 * Generic in N as seed 004 is (`N = board.length`); the seed's literal 9×9
 * box-number table is computed here for any square box.
 *
 *   used tables, one per unit kind, (N+1) entries per unit:
 *   rowUsed[row * (N+1) + num]   1 = num already in that row (entry 0 unused)
 */
import { Deadline, boxSideOf, checkShape } from './deadline.js';
import { GAVE_UP, type ClassicOptions, type ClassicResult, type ClassicSolver } from './types.js';

class CachedSearch {
  count = 0;
  guesses = 0;
  solution: Uint8Array | null = null;
  private readonly n: number;
  private readonly stride: number;
  private readonly boxOf: Uint8Array;
  private readonly rowUsed: Uint8Array;
  private readonly colUsed: Uint8Array;
  private readonly boxUsed: Uint8Array;
  /** Blank cell indices, row by row (the seed's `blanks`). */
  private readonly blanks: number[] = [];

  constructor(
    private readonly board: Uint8Array,
    side: number,
    private readonly limit: number,
    private readonly deadline: Deadline,
  ) {
    const n = side;
    const box = boxSideOf(side);
    this.n = n;
    this.stride = n + 1;
    this.boxOf = new Uint8Array(n * n);
    this.rowUsed = new Uint8Array(n * this.stride);
    this.colUsed = new Uint8Array(n * this.stride);
    this.boxUsed = new Uint8Array(n * this.stride);
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        const cell = row * n + col;
        const b = Math.floor(row / box) * box + Math.floor(col / box);
        this.boxOf[cell] = b;
        const num = board[cell] ?? 0;
        if (num === 0) {
          this.blanks.push(cell);
        } else {
          this.rowUsed[row * this.stride + num] = 1;
          this.colUsed[col * this.stride + num] = 1;
          this.boxUsed[b * this.stride + num] = 1;
        }
      }
    }
  }

  private isValid(row: number, col: number, box: number, num: number): boolean {
    return (
      this.rowUsed[row * this.stride + num] === 0 &&
      this.colUsed[col * this.stride + num] === 0 &&
      this.boxUsed[box * this.stride + num] === 0
    );
  }

  /** Places `num` (or clears the cell on the way out) and flips its three table entries. */
  private toggleNum(cell: number, row: number, col: number, box: number, num: number, place: boolean): void {
    this.board[cell] = place ? num : 0;
    const used = place ? 1 : 0; // the seed's `!rowUsed[row][num]` toggle, spelled out
    this.rowUsed[row * this.stride + num] = used;
    this.colUsed[col * this.stride + num] = used;
    this.boxUsed[box * this.stride + num] = used;
  }

  /** The seed's `aux`: true when the search must stop. */
  aux(idx: number): boolean {
    if (idx === this.blanks.length) {
      this.count++;
      if (this.solution === null) this.solution = this.board.slice();
      return this.count >= this.limit;
    }
    const cell = this.blanks[idx] ?? 0;
    const row = Math.floor(cell / this.n);
    const col = cell - row * this.n;
    const box = this.boxOf[cell] ?? 0;
    for (let num = 1; num <= this.n; num++) {
      if (!this.isValid(row, col, box, num)) continue;
      this.toggleNum(cell, row, col, box, num, true);
      this.guesses++;
      if (this.deadline.tick() || this.aux(idx + 1)) return true;
      this.toggleNum(cell, row, col, box, num, false);
    }
    return false;
  }
}

/** Classic 2: backtracking over the blanks with cached row/column/box tables. */
export const cachedBacktracking: ClassicSolver = {
  id: 'cached',
  name: 'cached-table backtracking',
  seed: '004 (JavaScript), 003 second version (C++)',
  description: 'recursive backtracking over the list of blanks; rowUsed/colUsed/boxUsed tables make each try three look-ups',
  guessesMean: 'every digit placed',
  sides: [4, 9, 16, 25],
  solve(cells: Uint8Array, side: number, options: ClassicOptions = {}): ClassicResult {
    checkShape(cells, side, this.sides, 'cached-table backtracking');
    const deadline = new Deadline(options.deadline, options.clock);
    const search = new CachedSearch(cells.slice(), side, options.limit ?? 1, deadline);
    search.aux(0);
    return {
      count: deadline.expired ? GAVE_UP : search.count,
      solution: search.solution,
      guesses: search.guesses,
    };
  },
};
