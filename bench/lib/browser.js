/**
 * The same engines in
 * Node and in headless Chromium, on the same puzzle lines (target: the
 * page's WASM engine within 30% of its Node throughput).
 *
 * Chromium: builds the page when it is missing or older than web/ or src/
 * (`vite build web`), serves dist-web on 127.0.0.1, opens it in Debian's
 * /usr/bin/chromium (fresh profile) and calls the page's test hook
 * `window.__sudokuBench(lines, engine, {minMs})`: the worker gets the whole
 * set in one message, runs `solver.solveBatch(lines)` lap after lap and
 * times only those calls with performance.now(); it also checks the first
 * lap's answers with the engine-free validator (untimed).
 * Node: the built package (`sudoku-wasm` → dist/index.js), `createSolver({engine})`
 * and the same `solveBatch(lines)` laps, timed the same way (wall clock,
 * as the browser has no CPU clock), answers checked by `isValidSolution`.
 *
 * Rounds interleave the four runs (Node WASM, Chromium WASM, Node JS,
 * Chromium JS) so a busy machine slows all alike; each figure is the median
 * of the rounds, the statistic every bench row reports (bench/lib/stats.js).
 * Without /usr/bin/chromium it prints one line and measures nothing.
 *
 * `measureBrowser(options)` serves bench/browser.js (npm run bench:browser)
 * and bench/solvers.js (npm run bench).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_DATASETS } from './datasets.js';
import { median } from './stats.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST_WEB = join(ROOT, 'dist-web');
const CHROMIUM = '/usr/bin/chromium';
const SAMPLES = join(ROOT, 'bench', 'data');
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * The default sets: file name (without .txt) and how many lines to take
 * from its start.
 */
export const BROWSER_SETS = [
  { name: 'magictour_top1465', count: 1465 },
  { name: '17_clue', count: 5000 },
];

/**
 * @typedef {object} BrowserRow
 * @property {string} set         dataset name
 * @property {string} source      file the lines came from
 * @property {number} puzzles     lines per lap
 * @property {number} nodeWasm    puzzles/s, Node, WASM engine (median round)
 * @property {number} chromeWasm  puzzles/s, Chromium page worker, WASM engine (median round)
 * @property {number} ratio       chromeWasm / nodeWasm (target ≥ 0.7)
 * @property {number} nodeJs      puzzles/s, Node, JS engine
 * @property {number} chromeJs    puzzles/s, Chromium page worker, JS engine
 * @property {string} chromeEngine engine the page really used ('js' if WebAssembly was refused)
 */

/** Puzzle lines of a file: no blanks, no `#` comments. */
function readLines(file) {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0 && !l.startsWith('#'));
}

/** The first `count` lines of ../shared/datasets/NAME.txt, else of bench/data/NAME.sample.txt. */
export function loadSet(name, count) {
  const shared = join(SHARED_DATASETS, `${name}.txt`);
  const file = existsSync(shared) ? shared : join(SAMPLES, `${name}.sample.txt`);
  return { name, source: relative(ROOT, file), lines: readLines(file).slice(0, count) };
}

/** Newest modification time (ms) of the files under `folder`. */
function newestIn(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds the page with `vite build web` unless dist-web is newer than web/, src/ and build/*.wasm. */
export function buildPageIfNeeded(log) {
  const page = join(DIST_WEB, 'index.html');
  const sources = Math.max(newestIn(join(ROOT, 'web')), newestIn(join(ROOT, 'src')), newestIn(join(ROOT, 'build')));
  if (existsSync(page) && statSync(page).mtimeMs >= sources) return;
  log('browser bench: building the page (vite build web)…');
  const built = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', 'web', '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`vite build web failed:\n${built.stdout}\n${built.stderr}`);
}

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `folder` on an ephemeral port of 127.0.0.1 (application/wasm for streaming compilation). */
export async function serveFolder(folder) {
  const root = resolve(folder);
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
      try {
        if (file !== root && !file.startsWith(root + sep)) throw new Error('outside the folder');
        if (!(await stat(file)).isFile()) throw new Error('not a file');
        const type = MIME_TYPES[extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(await readFile(file));
      } catch {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      }
    })();
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/**
 * One engine in Node, lap after lap of `solver.solveBatch(lines)` until
 * `minMs` (at least one lap), timed like the page's worker.
 */
function nodeLaps(solver, lines, minMs) {
  let ms = 0;
  let puzzles = 0;
  do {
    const started = performance.now();
    solver.solveBatch(lines);
    ms += performance.now() - started;
    puzzles += lines.length;
  } while (ms < minMs);
  return { puzzles, ms };
}

/** Answers of one untimed lap that are not valid completions (engine-free validator). */
function countInvalid(api, solver, lines) {
  const results = solver.solveBatch(lines);
  let invalid = 0;
  lines.forEach((line, k) => {
    const solution = results[k]?.solution;
    const given = api.parse(line);
    if (typeof solution !== 'string' || !api.isValidSolution(given.cells, api.parse(solution).cells, given.side)) invalid++;
  });
  return invalid;
}

const rate = (lap) => (lap.ms > 0 ? (lap.puzzles * 1000) / lap.ms : 0);

/**
 * Measures the WASM and JS engines in Node and in the page's worker in
 * headless Chromium on the same lines.
 * @param {object} [options]
 * @param {{name: string, count: number}[]} [options.sets]  default BROWSER_SETS
 * @param {number} [options.rounds]  interleaved rounds (default 5)
 * @param {number} [options.minMs]   least time per run per round (default 300)
 * @param {string} [options.chromium] browser binary (default /usr/bin/chromium)
 * @param {(line: string) => void} [options.log] progress lines (default stderr)
 * @returns {Promise<BrowserRow[]>} one row per set; empty when the browser is missing
 */
export async function measureBrowser(options = {}) {
  const { sets = BROWSER_SETS, rounds = 5, minMs = 300, chromium: browserPath = CHROMIUM, log = (l) => console.error(l) } = options;
  if (!existsSync(browserPath)) {
    log(`browser bench: skipped, ${browserPath} not found (apt-get install -y chromium)`);
    return [];
  }
  if (!existsSync(join(ROOT, 'dist', 'index.js'))) throw new Error('browser bench: dist/ is missing: run npm run build first');
  buildPageIfNeeded(log);
  const api = await import('sudoku-wasm');
  const { chromium } = await import('playwright-core');
  const node = { wasm: await api.createSolver({ engine: 'wasm' }), js: await api.createSolver({ engine: 'js' }) };

  const server = await serveFolder(DIST_WEB);
  const profile = mkdtempSync(join(tmpdir(), 'sudoku-bench-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: browserPath, headless: true, args: CHROMIUM_ARGS });
  const errors = [];
  browser.on('weberror', (error) => errors.push(error.error().message));
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => typeof globalThis.__sudokuBench === 'function');
    const inPage = (lines, engine, ms) =>
      page.evaluate(([l, e, m]) => globalThis.__sudokuBench(l, e, { mode: 'batch', minMs: m }), [lines, engine, ms]);

    const rows = [];
    for (const { name, count } of sets) {
      const { source, lines } = loadSet(name, count);
      log(`browser bench: ${name}, ${lines.length} puzzles from ${source}, ${rounds} rounds of ≥ ${minMs} ms per run`);
      // Warm-up (JIT, tables, the worker's engines) and the untimed answer check, both sides.
      const check = {};
      for (const engine of ['wasm', 'js']) {
        const bad = countInvalid(api, node[engine], lines);
        const lap = await inPage(lines, engine, 0);
        if (bad > 0 || lap.invalid > 0) throw new Error(`browser bench: ${name}, ${engine}: invalid answers (Node ${bad}, Chromium ${lap.invalid})`);
        check[engine] = lap.engine;
      }
      const runs = { nodeWasm: [], chromeWasm: [], nodeJs: [], chromeJs: [] };
      for (let round = 0; round < rounds; round++) {
        runs.nodeWasm.push(rate(nodeLaps(node.wasm, lines, minMs)));
        runs.chromeWasm.push(rate(await inPage(lines, 'wasm', minMs)));
        runs.nodeJs.push(rate(nodeLaps(node.js, lines, minMs)));
        runs.chromeJs.push(rate(await inPage(lines, 'js', minMs)));
      }
      const mid = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, median(v)]));
      rows.push({
        set: name,
        source,
        puzzles: lines.length,
        nodeWasm: mid.nodeWasm,
        chromeWasm: mid.chromeWasm,
        ratio: mid.chromeWasm / mid.nodeWasm,
        nodeJs: mid.nodeJs,
        chromeJs: mid.chromeJs,
        chromeEngine: check.wasm,
      });
    }
    if (errors.length > 0) throw new Error(`browser bench: the page threw: ${errors.join('; ')}`);
    return rows;
  } finally {
    await browser.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The rows as a markdown section for the results file ('' when there are none). */
export function browserMarkdown(rows) {
  if (rows.length === 0) return '';
  const n = (x) => Math.round(x).toLocaleString('en');
  const out = [
    '',
    '## Chromium vs Node',
    '',
    "The page's worker (headless Chromium, `solveBatch` timed inside the worker) against this process, on the same puzzles; wall clock on both sides, median of interleaved rounds. Target: Chromium's WASM engine at least 70% of Node's.",
    '',
    '| set | puzzles | Node WASM /s | Chromium WASM /s | Chromium ÷ Node | Node JS /s | Chromium JS /s |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const verdict = r.ratio >= 0.7 ? 'PASS' : 'FAIL';
    out.push(`| ${r.set} | ${r.puzzles} | ${n(r.nodeWasm)} | ${n(r.chromeWasm)}${r.chromeEngine === 'wasm' ? '' : ' (JS!)'} | ${r.ratio.toFixed(2)} ${verdict} | ${n(r.nodeJs)} | ${n(r.chromeJs)} |`);
  }
  return out.join('\n') + '\n';
}

/** The rows as a plain-text table (puzzles/s; ratio = Chromium WASM / Node WASM). */
export function browserTable(rows) {
  const n = (x) => Math.round(x).toLocaleString('en');
  const header = ['set', 'puzzles', 'Node WASM /s', 'Chromium WASM /s', 'ratio (≥ 0.7)', 'Node JS /s', 'Chromium JS /s'];
  const body = rows.map((r) => [
    r.set,
    String(r.puzzles),
    n(r.nodeWasm),
    r.chromeEngine === 'wasm' ? n(r.chromeWasm) : `${n(r.chromeWasm)} (JS!)`,
    `${r.ratio.toFixed(2)} ${r.ratio >= 0.7 ? 'ok' : 'LOW'}`,
    n(r.nodeJs),
    n(r.chromeJs),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
