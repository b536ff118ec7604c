/**
 * Classic 5 — Knuth's Algorithm X with Dancing Links (the alternative seed
 * 000 names: "Dancing Links (알고리즘 X)").
 *
 * Sudoku as exact cover. Each option "digit d in cell (r, c)" covers four
 * constraint columns, each of which must be covered exactly once:
 *
 *   column index (N = side, N² = side²)
 *   [0, N²)      cell (r, c) is filled              r*N + c
 *   [N², 2N²)    row r has digit d                  N² + r*N + d
 *   [2N², 3N²)   column c has digit d               2N² + c*N + d
 *   [3N², 4N²)   box b has digit d                  3N² + b*N + d
 *
 * Nodes live in parallel Int32Arrays (left, right, up, down, column): node 0
 * is the root, 1..4N² the column headers, then four nodes per option. The
 * full matrix for a side is built once and copied per puzzle; each given is
 * then selected by covering its four columns, and the search picks the column
 * with the fewest remaining options (Knuth's S heuristic).
 */
import { Deadline, boxSideOf, checkShape } from './deadline.js';
import { GAVE_UP, type ClassicOptions, type ClassicResult, type ClassicSolver } from './types.js';

/** The doubly linked toroidal matrix for one side, as parallel arrays. */
interface Links {
  readonly side: number;
  readonly columns: number;
  readonly left: Int32Array;
  readonly right: Int32Array;
  readonly up: Int32Array;
  readonly down: Int32Array;
  /** Column header of each node. */
  readonly col: Int32Array;
  /** Option (cell * N + digit - 1) of each option node. */
  readonly option: Int32Array;
  /** Options remaining per column header (index = header node). */
  readonly size: Int32Array;
}

const ROOT = 0;
const templates = new Map<number, Links>();

/** Node of the first of the four nodes of an option. */
function firstNodeOf(columns: number, option: number): number {
  return columns + 1 + option * 4;
}

/** Builds the complete matrix (every option present) for a side. */
function buildTemplate(side: number): Links {
  const n2 = side * side;
  const columns = 4 * n2;
  const nodes = columns + 1 + n2 * side * 4;
  const t: Links = {
    side,
    columns,
    left: new Int32Array(nodes),
    right: new Int32Array(nodes),
    up: new Int32Array(nodes),
    down: new Int32Array(nodes),
    col: new Int32Array(nodes),
    option: new Int32Array(nodes).fill(-1),
    size: new Int32Array(columns + 1),
  };
  for (let h = 0; h <= columns; h++) {
    t.left[h] = h === 0 ? columns : h - 1;
    t.right[h] = h === columns ? 0 : h + 1;
    t.up[h] = h;
    t.down[h] = h;
    t.col[h] = h;
  }
  const box = boxSideOf(side);
  for (let cell = 0; cell < n2; cell++) {
    const r = Math.floor(cell / side);
    const c = cell % side;
    const b = Math.floor(r / box) * box + Math.floor(c / box);
    for (let d = 0; d < side; d++) {
      const option = cell * side + d;
      const headers = [1 + cell, 1 + n2 + r * side + d, 1 + 2 * n2 + c * side + d, 1 + 3 * n2 + b * side + d];
      const first = firstNodeOf(columns, option);
      headers.forEach((h, i) => {
        const node = first + i;
        t.left[node] = first + ((i + 3) % 4);
        t.right[node] = first + ((i + 1) % 4);
        const bottom = t.up[h] ?? h;
        t.up[node] = bottom;
        t.down[node] = h;
        t.down[bottom] = node;
        t.up[h] = node;
        t.col[node] = h;
        t.option[node] = option;
        t.size[h] = (t.size[h] ?? 0) + 1;
      });
    }
  }
  return t;
}

/** A fresh working copy of the side's template. */
function freshLinks(side: number): Links {
  let t = templates.get(side);
  if (t === undefined) {
    t = buildTemplate(side);
    templates.set(side, t);
  }
  return {
    side,
    columns: t.columns,
    left: t.left.slice(),
    right: t.right.slice(),
    up: t.up.slice(),
    down: t.down.slice(),
    col: t.col,
    option: t.option,
    size: t.size.slice(),
  };
}

class DlxSearch {
  count = 0;
  guesses = 0;
  solution: Uint8Array | null = null;
  /** Chosen option node per depth. */
  private readonly chosen: Int32Array;

  constructor(
    private readonly x: Links,
    private readonly base: Uint8Array,
    private readonly limit: number,
    private readonly deadline: Deadline,
  ) {
    this.chosen = new Int32Array(x.side * x.side);
  }

  /** Removes column `c` from the header list and its options from the other columns. */
  cover(c: number): void {
    const { left, right, up, down, col, size } = this.x;
    right[left[c]!] = right[c]!;
    left[right[c]!] = left[c]!;
    for (let i = down[c]!; i !== c; i = down[i]!) {
      for (let j = right[i]!; j !== i; j = right[j]!) {
        down[up[j]!] = down[j]!;
        up[down[j]!] = up[j]!;
        size[col[j]!]!--;
      }
    }
  }

  /** Exactly undoes `cover(c)`, in reverse order (the "dancing"). */
  uncover(c: number): void {
    const { left, right, up, down, col, size } = this.x;
    for (let i = up[c]!; i !== c; i = up[i]!) {
      for (let j = left[i]!; j !== i; j = left[j]!) {
        size[col[j]!]!++;
        down[up[j]!] = j;
        up[down[j]!] = j;
      }
    }
    right[left[c]!] = c;
    left[right[c]!] = c;
  }

  /** Selects the given in `option`: covers its four columns. False if one is already covered (clash). */
  selectGiven(option: number, covered: Uint8Array): boolean {
    const first = firstNodeOf(this.x.columns, option);
    for (let i = 0; i < 4; i++) {
      const h = this.x.col[first + i]!;
      if (covered[h]) return false;
      covered[h] = 1;
      this.cover(h);
    }
    return true;
  }

  /** Algorithm X; true when the search must stop. */
  search(depth: number): boolean {
    const { right, down, col, size } = this.x;
    if (right[ROOT] === ROOT) return this.record(depth);
    if (this.deadline.tick()) return true;
    // Knuth's heuristic: the column with the fewest options.
    let c = right[ROOT]!;
    let best = size[c]!;
    for (let h = right[c]!; h !== ROOT && best > 1; h = right[h]!) {
      if (size[h]! < best) {
        best = size[h]!;
        c = h;
      }
    }
    if (best === 0) return false;
    this.cover(c);
    for (let r = down[c]!; r !== c; r = down[r]!) {
      if (best >= 2) this.guesses++;
      this.chosen[depth] = r;
      for (let j = right[r]!; j !== r; j = right[j]!) this.cover(col[j]!);
      const stop = this.search(depth + 1);
      for (let j = this.x.left[r]!; j !== r; j = this.x.left[j]!) this.uncover(col[j]!);
      if (stop) {
        this.uncover(c);
        return true;
      }
    }
    this.uncover(c);
    return false;
  }

  private record(depth: number): boolean {
    this.count++;
    if (this.solution === null) {
      const grid = this.base.slice();
      const side = this.x.side;
      for (let k = 0; k < depth; k++) {
        const option = this.x.option[this.chosen[k]!]!;
        grid[Math.floor(option / side)] = (option % side) + 1;
      }
      this.solution = grid;
    }
    return this.count >= this.limit;
  }
}

/** Classic 5: Dancing Links / Algorithm X on the 4N²-column exact-cover matrix. */
export const dancingLinks: ClassicSolver = {
  id: 'dlx',
  name: 'Dancing Links (Algorithm X)',
  seed: '000 (Scala) names it as the known alternative',
  description: "Knuth's Algorithm X on the exact-cover matrix (cell, row-digit, column-digit, box-digit), column with fewest options first",
  guessesMean: 'options tried in a column with ≥ 2 options',
  sides: [4, 9, 16, 25],
  solve(cells: Uint8Array, side: number, options: ClassicOptions = {}): ClassicResult {
    checkShape(cells, side, this.sides, 'Dancing Links');
    const deadline = new Deadline(options.deadline, options.clock);
    const x = freshLinks(side);
    const search = new DlxSearch(x, cells, options.limit ?? 1, deadline);
    const covered = new Uint8Array(x.columns + 1);
    for (let cell = 0; cell < cells.length; cell++) {
      const d = cells[cell]!;
      if (d !== 0 && !search.selectGiven(cell * side + d - 1, covered)) {
        return { count: 0, solution: null, guesses: 0 }; // clashing givens
      }
    }
    search.search(0);
    return {
      count: deadline.expired ? GAVE_UP : search.count,
      solution: search.solution,
      guesses: search.guesses,
    };
  },
};
