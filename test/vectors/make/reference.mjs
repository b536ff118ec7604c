// Two independent reference counters (not shipped): Knuth's DLX via the npm
// `dancing-links` package, and a plain MRV backtracker written here.
import { DancingLinks } from 'dancing-links';

export function dlx(cells, side, limit) {
  const box = Math.round(Math.sqrt(side));
  const n = side * side;
  const solver = new DancingLinks().createSolver({ columns: 4 * n });
  for (let cell = 0; cell < n; cell++) {
    const r = Math.floor(cell / side), c = cell % side;
    const b = Math.floor(r / box) * box + Math.floor(c / box);
    for (let d = 1; d <= side; d++) {
      if (cells[cell] !== 0 && cells[cell] !== d) continue;
      solver.addSparseConstraint({ cell, d }, [cell, n + r * side + d - 1, 2 * n + c * side + d - 1, 3 * n + b * side + d - 1]);
    }
  }
  const found = solver.find(limit);
  return found.map((rows) => {
    const out = new Uint8Array(n);
    for (const row of rows) out[row.data.cell] = row.data.d;
    return out;
  });
}

export function mrv(cells, side, limit) {
  const box = Math.round(Math.sqrt(side));
  const n = side * side;
  const grid = Uint8Array.from(cells);
  const rows = new Int32Array(side), cols = new Int32Array(side), boxes = new Int32Array(side);
  const boxOf = (i) => Math.floor(Math.floor(i / side) / box) * box + Math.floor((i % side) / box);
  for (let i = 0; i < n; i++) {
    const d = grid[i]; if (!d) continue; const bit = 1 << (d - 1);
    const r = Math.floor(i / side), c = i % side, b = boxOf(i);
    if ((rows[r] | cols[c] | boxes[b]) & bit) return [];
    rows[r] |= bit; cols[c] |= bit; boxes[b] |= bit;
  }
  const full = (1 << side) - 1;
  const found = [];
  const pop = (x) => { let k = 0; while (x) { x &= x - 1; k++; } return k; };
  function rec() {
    let best = -1, bestMask = 0, bestCount = 99;
    for (let i = 0; i < n; i++) {
      if (grid[i]) continue;
      const m = full & ~(rows[Math.floor(i / side)] | cols[i % side] | boxes[boxOf(i)]);
      const k = pop(m);
      if (k < bestCount) { best = i; bestMask = m; bestCount = k; if (k <= 1) break; }
    }
    if (best < 0) { found.push(Uint8Array.from(grid)); return found.length >= limit; }
    const r = Math.floor(best / side), c = best % side, b = boxOf(best);
    for (let m = bestMask; m; m &= m - 1) {
      const bit = m & -m; const d = 31 - Math.clz32(bit) + 1;
      grid[best] = d; rows[r] |= bit; cols[c] |= bit; boxes[b] |= bit;
      const stop = rec();
      grid[best] = 0; rows[r] &= ~bit; cols[c] &= ~bit; boxes[b] &= ~bit;
      if (stop) return true;
    }
    return false;
  }
  rec();
  return found;
}
