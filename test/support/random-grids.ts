/**
 * Seeded randomness for tests: the same puzzles on every run, so a failure
 * reproduces. Independent of both engines.
 */

/** mulberry32: a tiny, well-known 32-bit PRNG. Returns numbers in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy of `items` (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A shuffled 0..n-1. */
export function permutation(n: number, random: () => number): number[] {
  return shuffled(Array.from({ length: n }, (_, i) => i), random);
}

/**
 * A valid full grid of any side, fast even at 25×25: the pattern
 * `(box·(r mod box) + ⌊r/box⌋ + c) mod side`, with digits relabelled and rows
 * and columns shuffled within their bands and stacks (each keeps every unit a
 * permutation). Not uniform over all grids: see `randomFullGrid`.
 */
export function patternGrid(side: number, random: () => number): Uint8Array {
  const box = Math.round(Math.sqrt(side));
  const digits = permutation(side, random);
  const shuffleWithinBands = (): number[] =>
    permutation(box, random).flatMap((band) => permutation(box, random).map((k) => band * box + k));
  const rows = shuffleWithinBands();
  const columns = shuffleWithinBands();
  const cells = new Uint8Array(side * side);
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const pr = rows[r]!;
      const pc = columns[c]!;
      cells[r * side + c] = digits[(box * (pr % box) + Math.floor(pr / box) + pc) % side]! + 1;
    }
  }
  return cells;
}

/**
 * A random full grid by randomised backtracking (digits tried in random
 * order): reaches any grid, unlike `patternGrid`. Fine for 4×4 and 9×9.
 */
export function randomFullGrid(side: number, random: () => number): Uint8Array {
  const box = Math.round(Math.sqrt(side));
  const cells = new Uint8Array(side * side);
  const fits = (cell: number, d: number): boolean => {
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
  const fill = (cell: number): boolean => {
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

/** A copy of `grid` with each cell blanked with probability `blankRate`. */
export function blanked(grid: Uint8Array, blankRate: number, random: () => number): Uint8Array {
  return grid.map((v) => (random() < blankRate ? 0 : v));
}
