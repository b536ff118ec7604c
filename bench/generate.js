/**
 * Deterministic N×N puzzles for the 16×16 and 25×25 rows: a seeded shuffle
 * of a pattern grid, then a fixed fraction of cells blanked at random. No
 * uniqueness is promised (checking it at 25×25 costs more than the benchmark
 * itself), so these sets run in first-solution mode only.
 */

/** mulberry32: a tiny, well-known 32-bit PRNG; fixed seeds keep the sets stable. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(items, random) {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const range = (n) => Array.from({ length: n }, (_, i) => i);
const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

/** A random full grid of side N: rows within bands, bands, columns within stacks, stacks and digits shuffled. */
function solvedGrid(side, random) {
  const box = Math.round(Math.sqrt(side));
  // Pattern: row r, column c holds (box*(r % box) + floor(r / box) + c) mod N — a valid grid.
  const pattern = (r, c) => (box * (r % box) + Math.floor(r / box) + c) % side;
  const order = () => shuffled(range(box), random).flatMap((g) => shuffled(range(box), random).map((i) => g * box + i));
  const rows = order();
  const cols = order();
  const digits = shuffled(range(side), random);
  return rows.flatMap((r) => cols.map((c) => digits[pattern(r, c)] + 1));
}

/**
 * `count` one-line puzzles of side `side` with `blankFraction` of the cells
 * blanked, from `seed`. Symbols 1-9 then A-P, `.` for a blank.
 */
export function generatePuzzles(side, count, blankFraction, seed) {
  const random = mulberry32(seed);
  const blanks = Math.round(side * side * blankFraction);
  const puzzles = [];
  for (let k = 0; k < count; k++) {
    const cells = solvedGrid(side, random);
    for (const cell of shuffled(range(side * side), random).slice(0, blanks)) cells[cell] = 0;
    puzzles.push(cells.map((d) => (d === 0 ? '.' : SYMBOLS[d - 1])).join(''));
  }
  return puzzles;
}
