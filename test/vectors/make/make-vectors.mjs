// Run from the repo root after `npm run build`: node test/vectors/make/make-vectors.mjs (about a minute).
// Builds test/vectors/*.txt. Expected counts and solutions come from DLX
// (npm dancing-links) and are cross-checked by an independent MRV
// backtracker and by the engine-free validator; a disagreement aborts.
import { readFileSync, writeFileSync } from 'node:fs';
import { dlx, mrv } from './reference.mjs';
import { parse, format } from '../../../dist/grid.js';
import { findClash, isValidSolution } from '../../../dist/validate.js';

const OUT = new URL('../', import.meta.url).pathname;
const line = (cells, side) => format(cells, 'line', side);

function rng(seed) { return () => { seed |= 0; seed = (seed + 0x6d2b79f5) | 0; let t = Math.imul(seed ^ (seed >>> 15), 1 | seed); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }

/** Exact count up to `cap` (DLX), checked against MRV; solutions validated. */
function reference(cells, side, cap, slow = false) {
  const a = dlx(cells, side, cap);
  if (!slow) {
    const b = mrv(cells, side, cap);
    if (a.length !== b.length) throw new Error(`DLX ${a.length} vs MRV ${b.length} for ${line(cells, side)}`);
    if (a.length === 1 && line(a[0], side) !== line(b[0], side)) throw new Error('solutions differ');
  }
  for (const s of a) if (!isValidSolution(cells, s, side)) throw new Error('DLX solution invalid');
  return a;
}

/** One vector line. `cap`: count solutions up to cap; reaching it writes `cap+`. */
function vector(puzzle, cap = 2, slow = false) {
  const g = parse(puzzle);
  if (findClash(g.cells, g.side)) throw new Error('unexpected clash ' + puzzle);
  const sols = reference(g.cells, g.side, cap, slow);
  const p = line(g.cells, g.side);
  if (sols.length === 1) return `${p}:1:${line(sols[0], g.side)}`;
  if (sols.length >= cap) return `${p}:${cap}+`;
  return `${p}:${sols.length}`;
}

function fullGrid(side, rand) {
  const box = Math.round(Math.sqrt(side));
  const perm = (k) => { const a = [...Array(k).keys()]; for (let i = k - 1; i > 0; i--) { const j = Math.floor(rand() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; };
  const bands = perm(box), stacks = perm(box), digits = perm(side);
  const rows = bands.flatMap((b) => perm(box).map((r) => b * box + r));
  const cols = stacks.flatMap((s) => perm(box).map((c) => s * box + c));
  const cells = new Uint8Array(side * side);
  for (let r = 0; r < side; r++) for (let c = 0; c < side; c++) {
    const R = rows[r], C = cols[c];
    cells[r * side + c] = digits[(box * (R % box) + Math.floor(R / box) + C) % side] + 1;
  }
  if (!isValidSolution(new Uint8Array(side * side), cells, side)) throw new Error('bad full grid');
  return cells;
}

/** Removes cells in random order, keeping the solution unique, until `blanks` are blank. */
function carve(full, side, blanks, rand) {
  const cells = Uint8Array.from(full);
  const order = [...Array(side * side).keys()].sort(() => rand() - 0.5);
  let removed = 0;
  for (const i of order) {
    if (removed >= blanks) break;
    const keep = cells[i]; cells[i] = 0;
    if (dlx(cells, side, 2).length !== 1) cells[i] = keep; else removed++;
  }
  return cells;
}

function write(name, header, entries) {
  const text = [...header.map((h) => `# ${h}`), ''].concat(entries.flatMap(([comment, v]) => [...comment.split('\n').map((c) => `# ${c}`), v])).join('\n') + '\n';
  writeFileSync(OUT + name, text);
  console.log(name, entries.length);
}

const FORMAT = [
  'Format (tdoku style): puzzle:count[:solution], one per line; # lines annotate the next vector.',
  'puzzle: one line, `.` = blank, symbols 1-9 then A-P; the side comes from the length.',
  'count: `N` = exactly N solutions; `N+` = at least N (a solver asked for limit N finds N);',
  '0 = no solution. solution: given when count is 1.',
  'Expected values computed by DLX (npm dancing-links, exact cover) and cross-checked',
  'by an independent MRV backtracker; every solution checked by src/validate.ts.',
];
const rows = (rs) => rs.map((r) => r.join('')).join('');

// ---- seeds
const seed000 = [[0,0,4,8,0,0,0,1,7],[6,7,0,9,0,0,0,0,0],[5,0,8,0,3,0,0,0,4],[3,0,0,7,4,0,1,0,0],[0,6,9,0,0,0,7,8,0],[0,0,1,0,6,9,0,0,5],[1,0,0,0,8,0,3,0,6],[0,0,0,0,0,6,0,9,1],[2,4,0,0,0,1,5,0,0]];
const seed001 = [[7,0,2,0,5,0,6,0,0],[0,0,0,0,0,3,0,0,0],[1,0,0,0,0,9,5,0,0],[8,0,0,0,0,0,0,9,0],[0,4,3,0,0,0,7,5,0],[0,9,0,0,0,0,0,0,8],[0,0,9,7,0,0,0,0,5],[0,0,0,2,0,0,0,0,0],[0,0,7,0,4,0,2,0,3]];
const seed001Printed = '732458619956173824184629537871564392643892751295317468329786145418235976567941283';
const seed004 = [[0,3,0,2,6,0,7,0,1],[6,8,0,0,7,0,0,9,0],[1,9,0,0,0,4,5,0,0],[8,2,0,1,0,0,0,4,0],[0,0,4,6,0,2,9,0,0],[0,5,0,0,0,3,0,2,8],[0,0,9,3,0,0,0,7,4],[0,4,0,0,5,0,0,3,6],[7,0,3,0,1,8,0,0,0]];
const v001 = vector(seed001);
if (!v001.endsWith(':' + seed001Printed)) throw new Error('seed 001 printed solution differs: ' + v001);
write('seeds.txt', ['The example boards of the seed write-ups (../shared/seeds), converted to lines.',
  'Seeds 002 (Haskell, Bird) and 003 (BOJ 2580) show no board; their I/O forms are tested in test/grid.test.ts.', ...FORMAT], [
  ['seed 000 (Scala, stack + MRV): PROBLEM_BOARD', vector(rows(seed000))],
  ['seed 001 (Java, plain backtracking): board in main; the solution equals the one the seed prints', v001],
  ['seed 004 (JavaScript, rowUsed/colUsed/boxUsed): board', vector(rows(seed004))],
]);

// ---- hard
const dataset = (file, k) => readFileSync(new URL('../../../../shared/datasets/' + file, import.meta.url), 'utf8').split(/\r?\n/).filter((l) => l.length === 81 && !l.startsWith('#')).slice(0, k);
const hard = [
  ['Arto Inkala\'s "world\'s hardest sudoku" (2012)', '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'],
  ['"Platinum Blonde" (enjoysudoku forum hardest list)', '.........' + '.....3.85' + '..1.2....' + '...5.7...' + '..4...1..' + '.9.......' + '5......73' + '..2.1....' + '....4...9'],
  ['"Easter Monster" (also line 48555 of forum_hardest_1905_11plus.txt)', '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1'],
  ...dataset('magictour_top1465.txt', 4).map((p, i) => [`magictour_top1465.txt #${i + 1} (http://magictour.free.fr/sudoku.htm)`, p]),
  ...dataset('forum_hardest_1905_11plus.txt', 4).map((p, i) => [`forum_hardest_1905_11plus.txt #${i + 1} (enjoysudoku forum, rating 11+)`, p]),
  ...dataset('17_clue.txt', 3).map((p, i) => [`17_clue.txt #${i + 1} (Royle's 17-clue list): minimal givens`, p]),
];
write('hard.txt', ['Known hard 9×9 puzzles, each with exactly one solution.', ...FORMAT], hard.map(([c, p]) => [c, vector(p)]));

// ---- unsolvable: no clash among the givens, yet no solution
const blank81 = () => new Uint8Array(81);
const put = (cells, side, entries) => { for (const [r, c, d] of entries) cells[(r - 1) * side + (c - 1)] = d; return cells; };
const inkala = parse(hard[0][1]).cells;
function unsolvableVariants(base, want, rand) {
  const out = [];
  const sol = dlx(base, 9, 1)[0];
  for (let tries = 0; tries < 2000 && out.length < want; tries++) {
    const cells = Uint8Array.from(base);
    const i = Math.floor(rand() * 81);
    if (cells[i] !== 0) continue;
    cells[i] = 1 + Math.floor(rand() * 9);
    if (cells[i] === sol[i] || findClash(cells, 9)) continue;
    if (dlx(cells, 9, 1).length === 0) out.push(cells);
  }
  return out;
}
const r1 = rng(1905);
const unsolvable = [
  ['row 1 holds 1-8, so r1c9 must be 9, but 9 is given at r5c9 (same column): no candidate left for r1c9',
    line(put(blank81(), 9, [[1,1,1],[1,2,2],[1,3,3],[1,4,4],[1,5,5],[1,6,6],[1,7,7],[1,8,8],[5,9,9]]), 9)],
  ['digit 1 has no place in box 1: rows 1-2 hold 1 in boxes 2-3, r3c1 and r3c2 are filled, column 3 holds 1 at r5c3',
    line(put(blank81(), 9, [[1,4,1],[2,7,1],[3,1,2],[3,2,3],[5,3,1]]), 9)],
  ...unsolvableVariants(inkala, 3, r1).map((c, i) => [`Inkala's puzzle plus one non-clashing given that breaks it (variant ${i + 1}): a contradiction found only by looking deeper than one cell`, line(c, 9)]),
  ['4×4: r1c1 needs a digit other than 1 (row), 2 (column), 3 and 4 (box) -- none left', '.1..2...34......'.slice(0, 16)],
];
// Fix up the 4×4 example so the statement above holds: r1 has 1, c1 has 2, box 1 has 3 and 4.
unsolvable[unsolvable.length - 1][1] = line(put(new Uint8Array(16), 4, [[1,3,1],[3,1,2],[2,1,3],[2,2,4]]), 4);
write('unsolvable.txt', ['Puzzles whose givens do not clash but that have no solution (count 0).', ...FORMAT],
  unsolvable.map(([c, p]) => [c, vector(p)]));

// ---- invalid: clashing givens
function clashLine(side, entries) { return line(put(new Uint8Array(side * side), side, entries), side); }
const fullA = fullGrid(9, rng(7));
const swapped = Uint8Array.from(fullA); [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
const seed000Extra = parse(rows(seed000)).cells; seed000Extra[1] = 6; // r1c2 = 6; 6 is given at r2c1 (same box)
const invalid = [
  ['clash at row 1, column 9: digit 5 twice in row 1 (also r1c1)', clashLine(9, [[1,1,5],[1,9,5]])],
  ['clash at row 8, column 4: digit 7 twice in column 4 (also r2c4)', clashLine(9, [[2,4,7],[8,4,7]])],
  ['clash at row 6, column 6: digit 3 twice in box 5 (also r4c4)', clashLine(9, [[4,4,3],[6,6,3]])],
  ['clash at row 2, column 1: seed 000 board with r1c2 = 6 added; its given 6 at r2c1 shares box 1 (reported at the later cell)', line(seed000Extra, 9)],
  [(() => { const k = findClash(swapped, 9); return `clash at row ${k.row}, column ${k.column}: a full grid with r1c1 and r1c2 swapped, so columns 1 and 2 repeat a digit (first seen at r${k.earlier.row}c${k.earlier.column})`; })(), line(swapped, 9)],
  ['clash at row 4, column 4: 4×4, digit 2 twice in row 4 (also r4c1)', clashLine(4, [[4,1,2],[4,4,2]])],
  ['clash at row 4, column 4: 16×16, symbol G (16) twice in box 1 (also r1c1)', clashLine(16, [[1,1,16],[4,4,16]])],
  ['clash at row 25, column 25: 25×25, symbol P (25) twice in column 25 (also r1c25)', clashLine(25, [[1,25,25],[25,25,25]])],
];
for (const [c, p] of invalid) {
  const g = parse(p); const k = findClash(g.cells, g.side);
  const m = /clash at row (\d+), column (\d+)/.exec(c);
  if (!k || k.row !== +m[1] || k.column !== +m[2]) throw new Error('clash place wrong: ' + c + ' ' + JSON.stringify(k));
}
write('invalid.txt', ['Contradictory puzzles: two givens clash (status invalid, count 0, code DUPLICATE_GIVEN).',
  'Each comment starts "clash at row R, column C": the place the error must name (the later given, in cell order).', ...FORMAT],
  invalid.map(([c, p]) => [c, `${p}:0`]));

// ---- multiple solutions
const seed000Solution = dlx(parse(rows(seed000)).cells, 9, 1)[0];
const deadly = Uint8Array.from(seed000Solution);
{ // find a,b rectangle within 2 boxes: rows r1,r2 in one band, cols c1,c2 in different stacks, fullA[r1][c1]=fullA[r2][c2], fullA[r1][c2]=fullA[r2][c1]
  outer: for (let r1 = 0; r1 < 9; r1++) for (let r2 = r1 + 1; r2 < 9; r2++) {
    if (Math.floor(r1 / 3) !== Math.floor(r2 / 3)) continue;
    for (let c1 = 0; c1 < 9; c1++) for (let c2 = c1 + 1; c2 < 9; c2++) {
      if (Math.floor(c1 / 3) === Math.floor(c2 / 3)) continue;
      const a = deadly[r1 * 9 + c1], b = deadly[r1 * 9 + c2];
      if (deadly[r2 * 9 + c1] === b && deadly[r2 * 9 + c2] === a) { for (const i of [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]) deadly[i] = 0; break outer; }
    }
  }
}
function fewSolutions(base, lo, hi, rand) { // blank givens until count in [lo, hi]
  for (let attempt = 0; attempt < 50; attempt++) { try { return fewSolutionsOnce(base, lo, hi, rand); } catch (e) { if (attempt === 0) console.log(String(e)); } }
  throw new Error('no few-solution puzzle');
}
function fewSolutionsOnce(base, lo, hi, rand) {
  const cells = Uint8Array.from(base);
  const filled = [...cells.keys()].filter((i) => cells[i]).sort(() => rand() - 0.5);
  for (const i of filled) { const keep = cells[i]; cells[i] = 0; const n = dlx(cells, 9, hi + 1).length; if (n >= lo && n <= hi) return cells; if (n > hi) cells[i] = keep; }
  throw new Error('no few-solution puzzle');
}
const seventeen = parse(dataset('17_clue.txt', 1)[0]).cells; const sixteen = Uint8Array.from(seventeen); sixteen[seventeen.findIndex((v) => v)] = 0;
const multiple = [
  ['the empty 9×9 grid: any solver stops at its limit (2)', [line(blank81(), 9), 2]],
  ['the empty 4×4 grid: exactly 288 solutions (the number of 4×4 sudoku grids)', [line(new Uint8Array(16), 4), 300]],
  ['seed 000\'s solution with a "deadly rectangle" blanked (two digits swappable in 2 rows × 2 columns × 2 boxes): exactly 2', [line(deadly, 9), 3]],
  ['seed 000 board with givens removed until it has 3 to 6 solutions (exact count)', [line(fewSolutions(parse(rows(seed000)).cells, 3, 6, rng(3)), 9), 7]],
  ['seed 004 board with givens removed until it has 7 to 20 solutions (exact count)', [line(fewSolutions(parse(rows(seed004)).cells, 7, 20, rng(4)), 9), 21]],
  ['17_clue.txt #1 with its first given removed: no 16-clue puzzle is unique (McGuire, Tugemann, Civario 2012)', [line(sixteen, 9), 2]],
  ['the empty 16×16 grid', [line(new Uint8Array(256), 16), 2, true]],
  ['the empty 25×25 grid', [line(new Uint8Array(625), 25), 2, true]],
];
write('multiple.txt', ['Puzzles with more than one solution; `N` exact, `N+` at least N.', ...FORMAT],
  multiple.map(([c, [p, cap, slow]]) => [c, vector(p, cap, slow)]));

// ---- edge: full grids and nearly full ones
const full4 = fullGrid(4, rng(44)), full16 = fullGrid(16, rng(1616)), full25 = fullGrid(25, rng(2525));
const oneBlank = Uint8Array.from(seed000Solution); oneBlank[40] = 0;
write('edge.txt', ['Edge cases: complete grids (the solution is the puzzle, 0 guesses) and a single blank.', ...FORMAT], [
  ['seed 000\'s solution given complete', vector(line(seed000Solution, 9))],
  ['seed 000\'s solution with only the centre cell blank', vector(line(oneBlank, 9))],
  ['a complete 4×4 grid', vector(line(full4, 4))],
  ['a complete 16×16 grid (symbols 1-9, A-G)', vector(line(full16, 16))],
  ['a complete 25×25 grid (symbols 1-9, A-P)', vector(line(full25, 25), 2, true)],
]);

// ---- sizes: 4×4, 16×16, 25×25 puzzles
const t0 = Date.now();
const p4a = carve(fullGrid(4, rng(41)), 4, 16, rng(42));
const p4b = carve(fullGrid(4, rng(43)), 4, 10, rng(44));
const p16a = carve(full16, 16, 120, rng(161));
const p16b = carve(fullGrid(16, rng(162)), 16, 170, rng(163));
console.log('16 carved', Date.now() - t0);
const p25a = carve(full25, 25, 250, rng(251));
console.log('25 carved', Date.now() - t0);
const p16bad = Uint8Array.from(p16a); { // add a non-clashing wrong given
  const sol = full16; const r = rng(99);
  for (;;) { const i = Math.floor(r() * 256); if (p16bad[i]) continue; const d = 1 + Math.floor(r() * 16); if (d === sol[i]) continue; p16bad[i] = d; if (!findClash(p16bad, 16) && dlx(p16bad, 16, 1).length === 0) break; p16bad[i] = 0; }
}
write('sizes.txt', ['Other sizes: 4×4 (box 2), 16×16 (box 4), 25×25 (box 5). Made from a shuffled pattern grid',
  'by removing random cells while DLX still finds exactly one solution.', ...FORMAT], [
  [`4×4, ${p4a.filter((v) => !v).length} blanks (as many as uniqueness allows)`, vector(line(p4a, 4))],
  [`4×4, ${p4b.filter((v) => !v).length} blanks`, vector(line(p4b, 4))],
  [`16×16, ${p16a.filter((v) => !v).length} blanks`, vector(line(p16a, 16))],
  [`16×16, ${p16b.filter((v) => !v).length} blanks`, vector(line(p16b, 16))],
  ['16×16 unsolvable: the first 16×16 puzzle plus one wrong but non-clashing given', vector(line(p16bad, 16))],
  [`25×25, ${p25a.filter((v) => !v).length} blanks`, vector(line(p25a, 25), 2, true)],
]);
