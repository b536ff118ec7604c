/**
 * Seeded random grids, the one maker shared by the tests and the benchmark:
 * the same puzzles on every run, so a test failure reproduces and a bench
 * set stays the same set. Independent of both engines, so an engine change
 * never changes the puzzles it is tested or timed on.
 *
 * Plain JavaScript with JSDoc types, so that vitest's TypeScript tests and
 * the bench's Node scripts import the same file without a build step.
 */

/**
 * mulberry32: a tiny, well-known 32-bit PRNG. Returns numbers in [0, 1).
 * @param {number} seed
 * @returns {() => number}
 */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A shuffled copy of `items` (Fisher–Yates).
 * @template T
 * @param {readonly T[]} items
 * @param {() => number} random
 * @returns {T[]}
 */
export function shuffled(items, random) {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [/** @type {T} */ (out[j]), /** @type {T} */ (out[i])];
  }
  return out;
}

/**
 * A shuffled 0..n-1.
 * @param {number} n
 * @param {() => number} random
 * @returns {number[]}
 */
export function permutation(n, random) {
  return shuffled(Array.from({ length: n }, (_, i) => i), random);
}

/**
 * A valid full grid of any side, fast even at 25×25: the pattern
 * `(box·(r mod box) + ⌊r/box⌋ + c) mod side`, with digits relabelled and rows
 * and columns shuffled within their bands and stacks (each keeps every unit a
 * permutation). Not uniform over all grids: see `randomFullGrid`.
 * @param {number} side
 * @param {() => number} random
 * @returns {Uint8Array}
 */
export function patternGrid(side, random) {
  const box = Math.round(Math.sqrt(side));
  const digits = permutation(side, random);
  /** @returns {number[]} */
  const shuffleWithinBands = () => permutation(box, random).flatMap((band) => permutation(box, random).map((k) => band * box + k));
  const rows = shuffleWithinBands();
  const columns = shuffleWithinBands();
  const cells = new Uint8Array(side * side);
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const pr = /** @type {number} */ (rows[r]);
      const pc = /** @type {number} */ (columns[c]);
      cells[r * side + c] = /** @type {number} */ (digits[(box * (pr % box) + Math.floor(pr / box) + pc) % side]) + 1;
    }
  }
  return cells;
}

/**
 * A random full grid by randomised backtracking (digits tried in random
 * order): reaches any grid, unlike `patternGrid`. Fine for 4×4 and 9×9.
 * @param {number} side
 * @param {() => number} random
 * @returns {Uint8Array}
 */
export function randomFullGrid(side, random) {
  const box = Math.round(Math.sqrt(side));
  const cells = new Uint8Array(side * side);
  /** @param {number} cell @param {number} d */
  const fits = (cell, d) => {
    const r = Math.floor(cell / side);
    const c = cell % side;
    const br = r - (r % box);
    const bc = c - (c % box);
    for (let k = 0; k < side; k++) {
      if (cells[r * side + k] === d || cells[k * side + c] === d) return false;
      if (cells[(br + Math.floor(k / box)) * side + bc + (k % box)] === d) return false;
    }
    return true;
  };
  /** @param {number} cell @returns {boolean} */
  const fill = (cell) => {
    if (cell === cells.length) return true;
    for (const d of shuffled(Array.from({ length: side }, (_, i) => i + 1), random)) {
      if (!fits(cell, d)) continue;
      cells[cell] = d;
      if (fill(cell + 1)) return true;
      cells[cell] = 0;
    }
    return false;
  };
  fill(0);
  return cells;
}

/**
 * A copy of `grid` with each cell blanked with probability `blankRate`.
 * @param {Uint8Array} grid
 * @param {number} blankRate
 * @param {() => number} random
 * @returns {Uint8Array}
 */
export function blanked(grid, blankRate, random) {
  return grid.map((v) => (random() < blankRate ? 0 : v));
}

/**
 * A copy of `grid` with exactly `count` cells blanked, chosen at random:
 * the bench's generated sets promise a fixed number of givens.
 * @param {Uint8Array} grid
 * @param {number} count
 * @param {() => number} random
 * @returns {Uint8Array}
 */
export function blankedExactly(grid, count, random) {
  const out = grid.slice();
  for (const cell of permutation(grid.length, random).slice(0, count)) out[cell] = 0;
  return out;
}
