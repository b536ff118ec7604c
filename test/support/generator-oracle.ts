/**
 * Oracles for the generator's tests, written without any engine code: a
 * solution counter by plain backtracking (most constrained cell first, no
 * propagation) and the images of a cell under each symmetry, from their
 * geometric definition.
 */
import type { Symmetry } from '../../src/generate/options.js';

/** Solutions of `cells` (0 = blank), counted up to `limit`. Fine for 4×4 and 9×9. */
export function countSolutions(cells: readonly number[], side: number, limit: number): number {
  const box = Math.round(Math.sqrt(side));
  const grid = cells.slice();
  const used = new Array<number>(3 * side).fill(0);
  const unitsOf = (cell: number): [number, number, number] => {
    const r = Math.floor(cell / side);
    const c = cell % side;
    return [r, side + c, 2 * side + Math.floor(r / box) * box + Math.floor(c / box)];
  };
  for (let cell = 0; cell < grid.length; cell++) {
    const v = grid[cell] as number;
    if (v === 0) continue;
    for (const u of unitsOf(cell)) {
      if ((used[u] as number) & (1 << v)) return 0;
      used[u] = (used[u] as number) | (1 << v);
    }
  }
  let found = 0;
  const search = (): void => {
    let best = -1;
    let bestOptions: number[] = [];
    for (let cell = 0; cell < grid.length; cell++) {
      if (grid[cell] !== 0) continue;
      const [a, b, c] = unitsOf(cell);
      const taken = (used[a] as number) | (used[b] as number) | (used[c] as number);
      const options: number[] = [];
      for (let d = 1; d <= side; d++) if (!(taken & (1 << d))) options.push(d);
      if (best < 0 || options.length < bestOptions.length) {
        best = cell;
        bestOptions = options;
        if (options.length <= 1) break;
      }
    }
    if (best < 0) {
      found++;
      return;
    }
    const units = unitsOf(best);
    for (const d of bestOptions) {
      grid[best] = d;
      for (const u of units) used[u] = (used[u] as number) | (1 << d);
      search();
      for (const u of units) used[u] = (used[u] as number) & ~(1 << d);
      grid[best] = 0;
      if (found >= limit) return;
    }
  };
  search();
  return Math.min(found, limit);
}

/** The distinct cells `cell` maps to under `symmetry` (itself included), sorted. */
export function imagesOf(cell: number, side: number, symmetry: Symmetry): number[] {
  const r = Math.floor(cell / side);
  const c = cell % side;
  const m = side - 1;
  const at = (row: number, column: number): number => row * side + column;
  const images: Record<Symmetry, number[]> = {
    none: [cell],
    rotate180: [cell, at(m - r, m - c)],
    // quarter turns: (r, c) → (c, m − r) → (m − r, m − c) → (m − c, r)
    rotate90: [cell, at(c, m - r), at(m - r, m - c), at(m - c, r)],
    mirror: [cell, at(r, m - c)],
    diagonal: [cell, at(c, r)],
  };
  return [...new Set(images[symmetry])].sort((a, b) => a - b);
}
