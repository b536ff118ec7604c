/**
 * Classic 4 — Bird's prune-then-expand solver (seed 002, Haskell, after
 * Richard Bird's "Pearls of Functional Algorithm Design").
 *
 * A matrix of choices: each cell holds the set of digits still possible
 * (`choices`: a blank may be any digit, a given only itself).
 *   - `prune` removes, in every box, then every column, then every row, the
 *     digits fixed (single-choice cells) in that unit from the other cells;
 *     `many prune` repeats it until nothing changes (a fixpoint).
 *   - `safe`: no unit holds the same fixed digit twice; `complete`: every cell
 *     is single.
 *   - `expand1'`: take the first cell with the fewest choices (among cells
 *     that are not single; a cell with none gives no children) and make one
 *     new matrix per choice.
 *   - `search`: prune, reject if not safe, stop if complete, else expand and
 *     search each child. Every child is a fresh matrix (the functional style).
 *
 * The seed's final `search` applies `prune` once per step; this applies it to
 * the fixpoint (`many prune`, from the seed's second solution), as the team
 * brief asks: fewer, better-pruned steps, the same idea.
 *
 *   choice sets: one bit per digit, bit (d-1) set = digit d still possible
 *   e.g. 0b000010010 = {2, 5}
 */
import { Deadline, checkShape } from './deadline.js';
import { GAVE_UP, type ClassicOptions, type ClassicResult, type ClassicSolver } from './types.js';

/** The seed works on 9×9 only (`digits = ['1'..'9']`, groups of 3). */
const N = 9;
const ALL_DIGITS = (1 << N) - 1;

/** The 27 units (boxes, columns, rows — the order prune visits them), 9 cell indices each. */
const BOXES: number[][] = [];
const COLS: number[][] = [];
const ROWS: number[][] = [];
for (let u = 0; u < N; u++) {
  const top = Math.floor(u / 3) * 3;
  const left = (u % 3) * 3;
  BOXES.push(Array.from({ length: N }, (_, i) => (top + Math.floor(i / 3)) * N + left + (i % 3)));
  COLS.push(Array.from({ length: N }, (_, i) => i * N + u));
  ROWS.push(Array.from({ length: N }, (_, i) => u * N + i));
}
const UNITS_IN_PRUNE_ORDER = [...BOXES, ...COLS, ...ROWS];

/** A choice set with exactly one digit. */
function single(set: number): boolean {
  return set !== 0 && (set & (set - 1)) === 0;
}

/** Number of digits in a choice set. */
function popcount(set: number): number {
  let n = 0;
  for (let s = set; s !== 0; s &= s - 1) n++;
  return n;
}

/** The seed's `pruneRow` on one unit, in place; true if anything changed. */
function pruneUnit(m: Uint16Array, unit: number[]): boolean {
  let fixed = 0;
  for (const cell of unit) {
    const set = m[cell] ?? 0;
    if (single(set)) fixed |= set;
  }
  let changed = false;
  for (const cell of unit) {
    const set = m[cell] ?? 0;
    if (single(set)) continue; // `remove ds [x] = [x]`
    const kept = set & ~fixed;
    if (kept !== set) {
      m[cell] = kept;
      changed = true;
    }
  }
  return changed;
}

/** `many prune`: boxes, columns, rows, again until a whole pass changes nothing. */
function pruneToFixpoint(m: Uint16Array): void {
  let changed = true;
  while (changed) {
    changed = false;
    for (const unit of UNITS_IN_PRUNE_ORDER) if (pruneUnit(m, unit)) changed = true;
  }
}

/** `safe`: no unit has a fixed digit twice. */
function safe(m: Uint16Array): boolean {
  for (const unit of UNITS_IN_PRUNE_ORDER) {
    let seen = 0;
    for (const cell of unit) {
      const set = m[cell] ?? 0;
      if (!single(set)) continue;
      if (seen & set) return false;
      seen |= set;
    }
  }
  return true;
}

/** `complete`: every cell single. */
function complete(m: Uint16Array): boolean {
  for (const set of m) if (!single(set)) return false;
  return true;
}

/** `extract`: the digit of each single cell. */
function extract(m: Uint16Array): Uint8Array {
  const grid = new Uint8Array(N * N);
  m.forEach((set, cell) => (grid[cell] = 31 - Math.clz32(set) + 1));
  return grid;
}

class BirdSearch {
  count = 0;
  guesses = 0;
  solution: Uint8Array | null = null;

  constructor(
    private readonly limit: number,
    private readonly deadline: Deadline,
  ) {}

  /** The seed's `search`; true when the search must stop. */
  search(m: Uint16Array): boolean {
    if (this.deadline.tick()) return true;
    pruneToFixpoint(m);
    if (!safe(m)) return false;
    if (complete(m)) {
      this.count++;
      this.solution ??= extract(m);
      return this.count >= this.limit;
    }
    // expand1': the first cell whose choice count is the minimum among non-singles.
    let best = -1;
    let bestCount = Infinity;
    m.forEach((set, cell) => {
      const n = popcount(set);
      if (n !== 1 && n < bestCount) {
        bestCount = n;
        best = cell;
      }
    });
    const choices = m[best] ?? 0;
    for (let rest = choices; rest !== 0; rest &= rest - 1) {
      const child = m.slice();
      child[best] = rest & -rest;
      this.guesses++;
      if (this.search(child)) return true;
    }
    return false;
  }
}

/** Classic 4: Bird's prune-to-fixpoint, expand-the-fewest-choices solver. */
export const birdPrune: ClassicSolver = {
  id: 'bird',
  name: "Bird's prune & expand",
  seed: '002 (Haskell)',
  description: 'matrix of choice sets; prune fixed digits from every unit to a fixpoint, then expand the cell with fewest choices',
  guessesMean: 'matrices made by expanding a cell with ≥ 2 choices',
  sides: [N],
  solve(cells: Uint8Array, side: number, options: ClassicOptions = {}): ClassicResult {
    checkShape(cells, side, this.sides, "Bird's prune & expand");
    const deadline = new Deadline(options.deadline, options.clock);
    // `choices`: a blank may be any digit, a given only itself.
    const m = new Uint16Array(N * N);
    cells.forEach((d, cell) => (m[cell] = d === 0 ? ALL_DIGITS : 1 << (d - 1)));
    const search = new BirdSearch(options.limit ?? 1, deadline);
    search.search(m);
    return {
      count: deadline.expired ? GAVE_UP : search.count,
      solution: search.solution,
      guesses: search.guesses,
    };
  },
};
