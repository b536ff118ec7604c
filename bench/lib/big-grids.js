/**
 * Big grids: random 16×16 and 25×25 puzzles made from random full
 * grids with a share of the cells kept as givens, 5% to 95% in steps of 10,
 * `perShare` puzzles per share, from a fixed seed. Such puzzles may have many
 * solutions: first-solution mode only.
 *
 * Every puzzle is solved once by our WASM and JS engines (API per puzzle,
 * `solver.solve(line)`) and by `dancing-links` (npm, in a child process,
 * killed at the cap), interleaved puzzle by puzzle, each timed on the CPU
 * clock; every answer is checked by the engine-free validator. Printed: per
 * side and share the median and worst puzzle of each solver, then the totals.
 *
 *   node bench/lib/big-grids.js [--side 16|25]... [--per-share 12] [--seed 17] [--cap 2] [--only-ours]
 *
 * (also run by `npm run bench` unless --set/--solver filter it out).
 */
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuClock } from './cpu-clock.js';
import { lineToCells } from './datasets.js';
import { prng } from '../../test/support/random-grids.js';
import { SCRATCH } from './native-tdoku.js';
import { exactCoverRows } from './solvers-npm.js';

const here = dirname(fileURLToPath(import.meta.url));
const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
/** Shares of the cells kept as givens: 5%, 15%, …, 95%. */
export const SHARES = [0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95];

/**
 * A random full grid: Knuth's exact cover (the `dancing-links` package) on
 * the empty grid with its (cell, digit) rows in a seeded random order, so
 * its first solution is a random grid. Unlike a shuffled pattern grid
 * (test/support/random-grids.js), this reaches grids of every structure. Independent of our
 * engines, so engine changes never change the bench's puzzles.
 */
export function randomFullGrid(side, random, DancingLinks) {
  const rows = exactCoverRows(new Uint8Array(side * side), side);
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rows[i], rows[j]] = [rows[j], rows[i]];
  }
  const solver = new DancingLinks().createSolver({ columns: 4 * side * side });
  solver.addSparseConstraints(rows);
  const grid = new Uint8Array(side * side);
  for (const { data } of solver.findOne()[0]) grid[Math.floor(data / side)] = (data % side) + 1;
  return grid;
}

/**
 * The bench's big-grid puzzles of one side: for each share in SHARES,
 * `perShare` random full grids with that share of the cells (rounded) kept.
 * @returns {{share: number, line: string}[]}
 */
export async function bigGridPuzzles(side, perShare, seed) {
  const { DancingLinks } = await import('dancing-links');
  const random = prng(seed * 1000 + side);
  const cells = side * side;
  const out = [];
  for (const share of SHARES) {
    const keep = Math.round(share * cells);
    for (let k = 0; k < perShare; k++) {
      const grid = randomFullGrid(side, random, DancingLinks);
      const order = Array.from({ length: cells }, (_, i) => i);
      for (let i = cells - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      const kept = new Uint8Array(cells);
      for (const cell of order.slice(0, keep)) kept[cell] = 1;
      const line = Array.from(grid, (d, cell) => (kept[cell] ? SYMBOLS[d - 1] : '.')).join('');
      out.push({ share, line });
    }
  }
  return out;
}

/**
 * bigGridPuzzles, kept in the scratch folder (the 25×25 fills take seconds);
 * the file is re-made when the dancing-links version changes.
 */
export async function cachedPuzzles(side, perShare, seed) {
  const { version } = JSON.parse(readFileSync(join(here, '..', '..', 'node_modules', 'dancing-links', 'package.json'), 'utf8'));
  const file = join(SCRATCH, `big-grids-${side}-${perShare}-${seed}-dlx${version}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const puzzles = await bigGridPuzzles(side, perShare, seed);
  mkdirSync(SCRATCH, { recursive: true });
  writeFileSync(file, JSON.stringify(puzzles));
  return puzzles;
}

/** CPU ms (user + system) a process has used so far, from /proc (Linux); undefined elsewhere. */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks at USER_HZ = 100
  } catch {
    return undefined;
  }
}

/**
 * Solves `lines` with dancing-links in child processes, each puzzle capped
 * at `capMs` of CPU (wall time where /proc is missing).
 * @returns {Promise<{ms: number, solution: number[]|null, capped: boolean}[]>}
 */
async function solveWithDancingLinks(side, lines, capMs) {
  const results = [];
  let first = 0;
  while (first < lines.length) {
    await new Promise((resolve) => {
      const child = fork(join(here, 'big-grids-dlx.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      let current = first;
      let startCpu;
      let startWall = performance.now();
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearInterval(watch);
        resolve();
      };
      const watch = setInterval(() => {
        const cpu = processCpuMs(child.pid);
        const spent = cpu !== undefined && startCpu !== undefined ? cpu - startCpu : performance.now() - startWall;
        if (spent > capMs) {
          results[current] = { ms: capMs, solution: null, capped: true };
          first = current + 1;
          child.kill('SIGKILL');
        }
      }, 20);
      child.on('message', (m) => {
        if (m.started !== undefined) {
          current = m.started;
          startCpu = processCpuMs(child.pid);
          startWall = performance.now();
          return;
        }
        results[m.index] = { ms: m.ms, solution: m.solution, capped: false };
        first = m.index + 1;
        if (first === lines.length) child.kill();
      });
      child.on('exit', finish);
      child.send({ side, lines, first });
    });
  }
  return results;
}

/** Median of numbers. */
const median = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Runs the big-grid bench.
 * @param {{sides: number[], perShare: number, seed: number, capMs: number, withDancingLinks: boolean, log: (...a: unknown[]) => void}} options
 * @returns {Promise<{side: number, rows: object[], totals: object}[]>} per side: one row per share, and the totals
 */
export async function runBigGrids({ sides, perShare, seed, capMs, withDancingLinks, log }) {
  const api = await import('sudoku-wasm');
  const { isValidSolution } = await import('../../dist/validate.js');
  const ours = { wasm: await api.createSolver({ engine: 'wasm' }), js: await api.createSolver({ engine: 'js' }) };
  const out = [];
  for (const side of sides) {
    const puzzles = await cachedPuzzles(side, perShare, seed);
    const lines = puzzles.map((p) => p.line);
    log(`  big grids ${side}×${side}: ${lines.length} puzzles (seed ${seed})`);
    const times = { wasm: [], js: [], 'dancing-links': [] };
    const guesses = [];
    const problems = [];
    const timeouts = [];
    const check = (who, i, solution) => {
      if (solution === null || !isValidSolution(lineToCells(lines[i]), solution, side)) problems.push(`${who}: puzzle ${i + 1} (${Math.round(puzzles[i].share * 100)}% kept) not solved correctly`);
    };
    for (let i = 0; i < lines.length; i++) {
      if (i % perShare === 0) log(`  big grids ${side}×${side}: ${Math.round(puzzles[i].share * 100)}% kept …`);
      // Alternate which engine goes first, so neither always runs on a cold cache.
      for (const id of i % 2 ? ['js', 'wasm'] : ['wasm', 'js']) {
        const start = cpuClock.fn();
        const r = ours[id].solve(lines[i], { timeoutMs: capMs * 10 });
        times[id][i] = cpuClock.fn() - start;
        if (r.status === 'timeout') timeouts.push(`${id}: puzzle ${i + 1} (${Math.round(puzzles[i].share * 100)}% kept) gave up at ${(capMs * 10) / 1000} s (counted at the time it took)`);
        else if (r.status !== 'solved') problems.push(`${id}: puzzle ${i + 1}: ${r.status}`);
        else check(id, i, lineToCells(r.solution.replace(/\s+/g, '')));
        if (id === 'wasm') guesses[i] = r.guesses;
      }
    }
    let dlx = [];
    if (withDancingLinks) {
      dlx = await solveWithDancingLinks(side, lines, capMs);
      dlx.forEach((r, i) => {
        times['dancing-links'][i] = r.ms;
        if (!r.capped) check('dancing-links', i, r.solution);
      });
    }
    const rows = SHARES.map((share) => {
      const idx = puzzles.map((p, i) => (p.share === share ? i : -1)).filter((i) => i >= 0);
      const stat = (id) => (times[id].length ? { median: median(idx.map((i) => times[id][i])), worst: Math.max(...idx.map((i) => times[id][i])) } : undefined);
      return { share, givens: Math.round(share * side * side), wasm: stat('wasm'), js: stat('js'), dlx: stat('dancing-links'), dlxCapped: idx.filter((i) => dlx[i]?.capped).length, guesses: median(idx.map((i) => guesses[i])) };
    });
    const sum = (xs) => xs.reduce((a, b) => a + b, 0);
    const totals = {
      count: lines.length,
      wasm: sum(times.wasm),
      js: sum(times.js),
      wasmWorst: Math.max(...times.wasm),
      jsWorst: Math.max(...times.js),
      dlx: withDancingLinks ? sum(times['dancing-links']) : undefined,
      dlxCapped: dlx.filter((r) => r.capped).length,
      capMs,
      problems,
      timeouts,
    };
    out.push({ side, rows, totals });
  }
  return out;
}

const ms = (x) => (x === undefined ? '—' : x >= 100 ? Math.round(x).toLocaleString('en-US') : x >= 10 ? x.toFixed(1) : x.toFixed(2));

/** The plain-text tables: per share, median and worst ms per solver; then totals. */
export function bigGridsText(results) {
  const lines = [];
  for (const { side, rows, totals } of results) {
    lines.push(`\n== big grids ${side}×${side}: random full grids, a share of the cells kept (${totals.count / rows.length} per share); CPU ms per puzzle, median / worst; guesses = WASM digits tried (median)`);
    const head = ['kept', 'givens', 'WASM median', 'WASM worst', 'JS median', 'JS worst', 'dancing-links median', 'dancing-links worst', 'guesses'];
    const body = rows.map((r) => [`${Math.round(r.share * 100)}%`, String(r.givens), ms(r.wasm?.median), ms(r.wasm?.worst), ms(r.js?.median), ms(r.js?.worst), ms(r.dlx?.median), r.dlx ? `${r.dlxCapped ? '> ' : ''}${ms(r.dlx.worst)}${r.dlxCapped ? ` (${r.dlxCapped} capped)` : ''}` : '—', String(r.guesses)]);
    const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
    for (const row of [head, ...body]) lines.push(row.map((c, i) => c.padStart(widths[i])).join('  '));
    const dl = totals.dlx === undefined ? 'dancing-links not run' : `dancing-links ${totals.dlxCapped ? '≥ ' : ''}${ms(totals.dlx)} ms${totals.dlxCapped ? ` (${totals.dlxCapped} cut off at ${totals.capMs / 1000} s, counted at the cap)` : ''}`;
    lines.push(`total over ${totals.count}: WASM ${ms(totals.wasm)} ms (worst ${ms(totals.wasmWorst)}), JS ${ms(totals.js)} ms (worst ${ms(totals.jsWorst)}), ${dl}`);
    for (const p of totals.timeouts) lines.push(`  TIMEOUT ${p}`);
    for (const p of totals.problems) lines.push(`  WRONG ${p}`);
  }
  return lines.join('\n');
}

/** The command line of `node bench/lib/big-grids.js`. */
function parseCli(argv) {
  const o = { sides: [], perShare: 12, seed: 17, capMs: 2000, withDancingLinks: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = () => Number(argv[++i]);
    if (a === '--side') o.sides.push(v());
    else if (a === '--per-share') o.perShare = v();
    else if (a === '--seed') o.seed = v();
    else if (a === '--cap') o.capMs = v() * 1000;
    else if (a === '--only-ours') o.withDancingLinks = false;
    else throw new Error(`unknown option ${a}`);
  }
  if (o.sides.length === 0) o.sides = [16, 25];
  for (const s of o.sides) if (s !== 16 && s !== 25) throw new Error(`--side must be 16 or 25, not ${s}`);
  return o;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let options;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
  const results = await runBigGrids({ ...options, log: (...a) => console.error(...a) });
  console.log(bigGridsText(results));
}
