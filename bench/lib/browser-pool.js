/**
 * The page's worker pool (`sudoku-wasm/pool`) in headless Chromium, one
 * worker against two, on a long batch (target: two ≥ 1.8× one).
 *
 * Builds and serves the page as lib/browser.js does, then calls its hook
 * `window.__sudokuPool` (web/pool-hook.ts): the batch goes to the pool from
 * the page's own thread, is cut into chunks, solved (or made) in the
 * workers, and put back in order on the page; a lap is timed on the page
 * (performance.now) from the call to the last result, so the messages and
 * the reassembly are inside it. Both pools are made and warmed first (their
 * workers started, engines compiled, laps until the code is optimized, the
 * first lap's answers checked against each other); then each round runs
 * every batch, 1 and 2 workers alternating, each at least `minMs` of laps,
 * and each figure is the median of the rounds.
 *
 * Beside the wall clock, the CPU time the whole browser (page thread,
 * workers, every Chromium process) spent per item, from /proc, summed over
 * the rounds. A busy machine says little by wall clock: with the kernel's
 * autogroup scheduling, the browser's session gets its share of the cores
 * however many threads it runs, so a second worker may find no second core.
 * CPU per item does not depend on that: equal for 1 and 2 workers means the
 * pool costs nothing for its second worker, and 2 workers then scale as far
 * as the machine lets two threads scale.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPageIfNeeded, CHROMIUM_ARGS, loadSet, serveFolder } from './browser.js';
import { median } from './stats.js';

const CHROMIUM = '/usr/bin/chromium';
const DIST_WEB = join(new URL('../..', import.meta.url).pathname, 'dist-web');

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime (ticks) and parent pid of every process, from /proc. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command (which may hold spaces), from field 3 on.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  return table;
}

/** CPU ms of every dedicated worker thread of process `pid` (Chromium names them 'DedicatedWorker thread': 15 characters of it in comm). */
function workersCpuMs(pid) {
  let ms = 0;
  let tids = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  for (const tid of tids) {
    try {
      if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').startsWith('DedicatedWorker')) ms += threadCpuMs(pid, tid);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return ms;
}

/**
 * CPU ms of thread `tid` of process `pid` (0 when it is gone): its time on a
 * core in ns (/proc/…/schedstat), else utime + stime in ticks. A tick is
 * 10 ms, and the page thread spends one to three of them per lap of a solve
 * batch: counted in ticks, its column rested on a few dozen over a run.
 */
function threadCpuMs(pid, tid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    // No schedstat in this kernel: ticks.
  }
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Per dedicated worker thread of the renderers under `marker`, by thread id:
 * ns on a core and ns runnable but waiting for one (/proc/…/schedstat).
 * Over a lap, a busy worker's wall time is those two and the rest is time
 * it slept: waiting for its next chunk, the idle gaps the pool must avoid.
 */
function workerSchedule(marker) {
  const threads = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return threads;
  }
  for (const pid of pids) {
    let tids;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!command.includes('--type=renderer') || !command.includes(marker)) continue;
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        if (!readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').startsWith('DedicatedWorker')) continue;
        const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
        threads.set(tid, { run, wait });
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return threads;
}

/**
 * Over one lap of `wallMs`: the threads that worked in it (on a core for at
 * least a tenth of it: the other pools' workers sleep throughout), and the
 * ms they spent asleep and waiting for a core, summed.
 */
function lapSchedule(before, after, wallMs) {
  let threads = 0;
  let sleptMs = 0;
  let waitedMs = 0;
  for (const [tid, end] of after) {
    const start = before.get(tid) ?? { run: 0, wait: 0 };
    const runMs = (end.run - start.run) / 1e6;
    if (runMs < wallMs / 10) continue;
    const waitMs = (end.wait - start.wait) / 1e6;
    threads++;
    waitedMs += waitMs;
    sleptMs += Math.max(0, wallMs - runMs - waitMs);
  }
  return { threads, sleptMs, waitedMs };
}

/**
 * CPU ms so far of the processes whose command line names `marker` and all
 * their descendants (`all`), and of the renderers' main threads alone
 * (`page`: the page's own thread, where the pool cuts batches and makes
 * results), and of the renderers' worker threads (`workers`: the pool's
 * workers, alive ones only: a worker ended meanwhile drops out, which the
 * bench avoids by keeping its pools), and of the renderers' every thread
 * (`renderer`: beside those two, mostly V8's collector); -1 each without /proc.
 * `page` and `workers` to the ns where the kernel keeps schedstat (threadCpuMs),
 * `all` and `renderer` in ticks (whole processes: a thread ended meanwhile
 * still counts there).
 */
function browserCpuMs(marker) {
  let table;
  try {
    table = processTable();
  } catch {
    return { all: -1, page: -1, workers: -1, renderer: -1 };
  }
  const commandLine = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  };
  const roots = [...table.keys()].filter((pid) => commandLine(pid).includes(marker));
  const inTree = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, { ppid }] of table) {
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  let pageMs = 0;
  let workersMs = 0;
  let rendererTicks = 0;
  for (const pid of inTree) {
    ticks += table.get(pid)?.ticks ?? 0;
    if (!commandLine(pid).includes('--type=renderer')) continue;
    rendererTicks += table.get(pid)?.ticks ?? 0;
    // A process's main thread has its pid as thread id.
    pageMs += threadCpuMs(pid, pid);
    workersMs += workersCpuMs(pid);
  }
  const ms = (t) => (t * 1000) / TICKS_PER_SECOND;
  return { all: ms(ticks), page: pageMs, workers: workersMs, renderer: ms(rendererTicks) };
}

/**
 * The default batches: the 17-clue list's first 20,000 puzzles (search-light,
 * so the pool's own costs show), as solveBatch (results as objects), as
 * solveBatchPacked (results kept packed, read by index) and as solveText
 * (lines in, lines out: the page's batch box); the SE-rated sample
 * rated (`field`: the puzzle is the line's second field); and 2,000 minimal
 * 9×9 puzzles made unrated.
 */
export const POOL_BATCHES = [
  { job: 'solve', set: '17_clue', count: 20000 },
  { job: 'solvePacked', set: '17_clue', count: 20000 },
  { job: 'solveText', set: '17_clue', count: 20000 },
  { job: 'rate', set: 'se_rated_sample', count: 2000, field: 1 },
  { job: 'generate', count: 2000, options: { rate: false, seed: 1 } },
];

/** Least time each pool laps through each batch before the rounds (not with --quick). */
const WARM_MS = 1500;

/**
 * Installed on the page before its scripts run: wraps `Worker` so that, for
 * the pool's workers (named 'sudoku-pool'), the page counts the time each
 * had no chunk to work on, from its answer that left it none to the next
 * chunk posted to it (the pool's own view: the message's way back is not
 * in it). `__poolIdle.start()` opens a window, `__poolIdle.read()` gives the
 * ms the working workers spent without a chunk in it, and how many worked.
 */
const IDLE_TRACE = `(() => {
  const Native = globalThis.Worker;
  if (Native === undefined) return;
  let since = 0;
  let idleMs = 0;
  const working = new Set();
  const idleSince = new Map();
  const inFlight = new Map();
  globalThis.__poolIdle = {
    start() { since = performance.now(); idleMs = 0; working.clear(); },
    read() {
      const now = performance.now();
      let open = 0;
      for (const worker of working) if (inFlight.get(worker) === 0) open += now - Math.max(since, idleSince.get(worker));
      return { idleMs: idleMs + open, workers: working.size };
    },
  };
  globalThis.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      if (options?.name !== 'sudoku-pool') return;
      inFlight.set(this, 0);
      idleSince.set(this, performance.now());
      this.addEventListener('message', (event) => {
        if (event.data?.type !== 'answer' && event.data?.type !== 'failed') return;
        inFlight.set(this, inFlight.get(this) - 1);
        if (inFlight.get(this) === 0) idleSince.set(this, performance.now());
      });
    }
    postMessage(message, transfer) {
      if (message?.type === 'chunk') {
        if (inFlight.get(this) === 0) idleMs += performance.now() - Math.max(since, idleSince.get(this));
        working.add(this);
        inFlight.set(this, inFlight.get(this) + 1);
      }
      return super.postMessage(message, transfer);
    }
  };
})();`;

/** A batch's name in the table. */
function batchName(batch) {
  return batch.job === 'generate' ? 'generate 9×9 minimal unrated' : `${batch.job} ${batch.set}`;
}

/**
 * The control row's workers: each spins a fixed integer loop (xorshift into a
 * small array, no allocation) `iterations` times per message and answers
 * when done. No pool, no engine, no messages during the loop: two of them
 * against one shows how far two threads of this browser scale on the
 * machine at that moment, which bounds what the pool can reach beside it.
 */
const BARE_WORKER = `onmessage = (event) => {
  const iterations = event.data;
  const cells = new Int32Array(4096);
  let x = 1 | iterations;
  for (let i = 0; i < iterations; i++) {
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
    cells[i & 4095] += x;
  }
  postMessage(cells[x & 4095]);
};`;

/** The control's name in the table. */
const BARE_NAME = 'bare threads (control: a fixed loop, no pool)';

/** Loop iterations per control item (its rate is in items/s, its CPU in µs per item). */
const BARE_ITEM = 1_000_000;

/** Installs `globalThis.__bareThreads(threads, iterations)` on the page: ms for `threads` workers each to loop `iterations` times. */
function installBareThreads(page) {
  return page.evaluate((source) => {
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const workers = [new globalThis.Worker(url, { name: 'bare-loop' }), new globalThis.Worker(url, { name: 'bare-loop' })];
    globalThis.__bareThreads = (threads, iterations) =>
      new Promise((done) => {
        const started = performance.now();
        let left = threads;
        for (const worker of workers.slice(0, threads)) {
          worker.onmessage = () => {
            if (--left === 0) done(performance.now() - started);
          };
          worker.postMessage(iterations);
        }
      });
  }, BARE_WORKER);
}

/**
 * The `q` quantile of `values` (linear between the two nearest ranks): the
 * spread of the pair ratios, beside their median.
 */
function quantile(values, q) {
  const sorted = values.slice().sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

/**
 * @typedef {object} PoolRow
 * @property {string} batch   what ran ('solve 17_clue', 'generate 9×9 minimal unrated', or the control)
 * @property {number} items   items per batch
 * @property {number} pairs   adjacent lap pairs (1 worker, 2 workers) measured
 * @property {number} one     items/s with 1 worker (median lap)
 * @property {number} two     items/s with 2 workers (median lap)
 * @property {number} ratio   the median over the pairs of 2 workers' rate ÷ 1 worker's in the same pair (target ≥ 1.8)
 * @property {number} ratioLow  its lower quartile
 * @property {number} ratioHigh its upper quartile
 * @property {number} cpuOne  browser CPU µs per item with 1 worker (all laps); negative without /proc
 * @property {number} cpuTwo  the same with 2 workers
 * @property {number} pageOne the page thread's share of cpuOne (where the pool cuts batches and makes results)
 * @property {number} pageTwo the same with 2 workers
 * @property {number} workOne the workers' threads' share of cpuOne: `w` of the CPU model (docs/pool.md)
 * @property {number} workTwo the same with 2 workers
 * @property {number} restOne the renderer's other threads' share of cpuOne (V8's collector, mostly)
 * @property {number} restTwo the same with 2 workers
 * @property {number} model   the ratio the CPU model predicts from them: 2w₁ ÷ (w₂ + m₂), w the workers' part, m = cpu − w, of each pool
 * @property {number} sleptOne  the share of its laps' wall time a working worker thread slept with 1 worker (waiting for a chunk; /proc schedstat); negative without it
 * @property {number} sleptTwo  the same with 2 workers
 * @property {number} waitedOne the share it was runnable but waited for a core with 1 worker
 * @property {number} waitedTwo the same with 2 workers
 * @property {number} idleOne   the share of its laps a worker had no chunk, as the page saw it (posted none yet, or all answered), with 1 worker
 * @property {number} idleTwo   the same with 2 workers
 */

/**
 * @param {object} [options]
 * @param {number} [options.rounds]  rounds (default 15): each gives every batch, and the control, one pair of adjacent laps
 * @param {number} [options.minMs]   least time per lap (default 300): whole batches until then
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<PoolRow[]>} empty when the browser is missing; the control row last
 */
export async function measurePool(options = {}) {
  const { rounds = 15, minMs = 300, batches = POOL_BATCHES, log = (l) => console.error(l) } = options;
  const { existsSync } = await import('node:fs');
  if (!existsSync(CHROMIUM)) {
    log(`pool bench: skipped, ${CHROMIUM} not found (apt-get install -y chromium)`);
    return [];
  }
  buildPageIfNeeded(log);
  const { chromium } = await import('playwright-core');
  const server = await serveFolder(DIST_WEB);
  const profile = mkdtempSync(join(tmpdir(), 'sudoku-bench-pool-'));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const errors = [];
  browser.on('weberror', (error) => errors.push(error.error().message));
  try {
    await browser.addInitScript(IDLE_TRACE);
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => typeof globalThis.__sudokuPool === 'function');
    // The batch goes to the page once; each call names only the pool and the time. The
    // timed calls give no results back: 20,000 results out of the page cost the page's
    // thread more CPU than solving them, and the CPU column counts every thread.
    const run = (index, workers, minMs, keepResults) =>
      page.evaluate(async (r) => {
        globalThis.__poolIdle?.start();
        const answer = await globalThis.__sudokuPool({ ...globalThis.__poolBenchBatches[r.index], ...r });
        return { ...answer, idle: globalThis.__poolIdle?.read() };
      }, { index, workers, minMs, keepResults });
    const ready = [];
    for (const batch of batches) {
      const name = batchName(batch);
      let puzzles;
      try {
        puzzles = batch.set === undefined ? undefined : loadSet(batch.set, batch.count).lines.map((line) => (batch.field === undefined ? line : line.split(/\s+/)[batch.field]));
      } catch {
        log(`pool bench: ${name}: skipped, no ${batch.set} here (SUDOKU_WASM_DATASETS)`);
        continue;
      }
      const index = ready.length;
      await page.evaluate(([i, b]) => {
        globalThis.__poolBenchBatches ??= [];
        globalThis.__poolBenchBatches[i] = b;
      }, [index, { job: batch.job, ...(batch.job === 'solveText' ? { text: puzzles.join('\n') } : { puzzles }), count: batch.count, options: batch.options, engine: 'wasm' }]);
      log(`pool bench: ${name}, ${puzzles?.length ?? batch.count} per batch`);
      // Warm-up: start both pools' workers, compile, JIT; and both give the same answers.
      // Laps for a while, not one batch: after one 20,000-puzzle batch V8 was still
      // optimizing the workers' code in the first rounds (a tenth of a µs per puzzle on
      // its background threads in a trace), which the CPU columns would count in m.
      const warmMs = options.quick ? 0 : WARM_MS;
      const warm = [await run(index, 1, warmMs, true), await run(index, 2, warmMs, true)];
      for (const answer of warm) if (answer.error !== undefined) throw new Error(`pool bench: ${name}: ${answer.error.message}`);
      if (JSON.stringify(warm[0].results) !== JSON.stringify(warm[1].results)) throw new Error(`pool bench: ${name}: 1 and 2 workers disagree`);
      if (warm[1].workers !== 2) log(`pool bench: only ${warm[1].workers} worker(s) here (navigator.hardwareConcurrency)`);
      ready.push({ name, items: puzzles?.length ?? batch.count, workers: warm[1].workers, lap: (workers) => run(index, workers, minMs, false) });
    }
    // The control: warmed, then its loop sized so that one thread's lap lasts about minMs.
    await installBareThreads(page);
    const bare = (threads, iterations) => page.evaluate(([t, n]) => globalThis.__bareThreads(t, n), [threads, iterations]);
    let iterations = 10 * BARE_ITEM;
    for (let i = 0; i < 3; i++) iterations = Math.max(BARE_ITEM, Math.round((iterations * Math.max(minMs, 50)) / (await bare(1, iterations)) / BARE_ITEM) * BARE_ITEM);
    ready.push({
      name: BARE_NAME,
      items: iterations / BARE_ITEM,
      workers: 2,
      lap: async (threads) => ({ items: (threads * iterations) / BARE_ITEM, ms: await bare(threads, iterations) }),
    });
    log(`pool bench: ${rounds} rounds, each one pair of laps (1 worker, 2 workers; ≥ ${minMs} ms each) per batch and for the control`);
    for (const entry of ready) {
      entry.rates = { 1: [], 2: [] };
      entry.ratios = [];
      entry.cpu = { 1: { ms: 0, pageMs: 0, workersMs: 0, rendererMs: 0, items: 0 }, 2: { ms: 0, pageMs: 0, workersMs: 0, rendererMs: 0, items: 0 } };
      entry.schedule = { 1: { threadMs: 0, sleptMs: 0, waitedMs: 0, idleMs: 0, workerMs: 0 }, 2: { threadMs: 0, sleptMs: 0, waitedMs: 0, idleMs: 0, workerMs: 0 } };
    }
    // Every round gives every batch and the control one pair of adjacent laps, so
    // each pair meets one moment's load, and all of them meet the same loads: on a
    // shared host the machine's load moves a lap more than most changes do.
    for (let round = 0; round < rounds; round++) {
      for (let b = 0; b < ready.length; b++) {
        const entry = ready[(b + round) % ready.length];
        // Alternate which goes first, so neither always follows the other.
        const pair = {};
        for (const workers of (round + b) % 2 === 0 ? [1, 2] : [2, 1]) {
          const threadsBefore = workerSchedule(profile);
          const before = browserCpuMs(profile);
          const answer = await entry.lap(workers);
          const after = browserCpuMs(profile);
          const lap = lapSchedule(threadsBefore, workerSchedule(profile), answer.ms);
          const schedule = entry.schedule[workers];
          schedule.threadMs += lap.threads * answer.ms;
          schedule.sleptMs += lap.sleptMs;
          schedule.waitedMs += lap.waitedMs;
          if (answer.idle !== undefined) {
            schedule.idleMs += answer.idle.idleMs;
            schedule.workerMs += answer.idle.workers * answer.ms;
          }
          const cpu = entry.cpu[workers];
          cpu.ms += after.all - before.all;
          cpu.pageMs += after.page - before.page;
          cpu.workersMs += after.workers - before.workers;
          cpu.rendererMs += after.renderer - before.renderer;
          cpu.items += answer.items;
          pair[workers] = (answer.items * 1000) / answer.ms;
          entry.rates[workers].push(pair[workers]);
        }
        entry.ratios.push(pair[2] / pair[1]);
      }
    }
    const rows = ready.map(({ name, items, workers, rates, ratios, cpu, schedule }) => {
      const share = (w, ms) => (schedule[w].threadMs > 0 ? ms / schedule[w].threadMs : -1);
      const cpuUs = (w, ms = cpu[w].ms) => (ms < 0 ? -1 : (ms * 1000) / cpu[w].items);
      // Clock ticks of three readings: a share near 0 can come out a tick below it.
      const rest = (w) => (cpu[w].rendererMs < 0 ? -1 : Math.max(0, cpuUs(w, cpu[w].rendererMs - cpu[w].pageMs - cpu[w].workersMs)));
      // 1 worker: one item per w₁ (the rest runs on the other core); 2 workers: two per w₂ + m₂ (all of it shares the 2 cores).
      const w1 = cpuUs(1, cpu[1].workersMs);
      const w2 = cpuUs(2, cpu[2].workersMs);
      const m2 = cpuUs(2) - w2;
      return {
        batch: name,
        items,
        pairs: ratios.length,
        one: median(rates[1]),
        two: median(rates[2]),
        ratio: median(ratios),
        ratioLow: quantile(ratios, 0.25),
        ratioHigh: quantile(ratios, 0.75),
        workers,
        cpuOne: cpuUs(1),
        cpuTwo: cpuUs(2),
        pageOne: cpuUs(1, cpu[1].pageMs),
        pageTwo: cpuUs(2, cpu[2].pageMs),
        workOne: cpuUs(1, cpu[1].workersMs),
        workTwo: cpuUs(2, cpu[2].workersMs),
        restOne: rest(1),
        restTwo: rest(2),
        model: w1 > 0 && w2 > 0 ? (2 * w1) / (w2 + m2) : -1,
        sleptOne: share(1, schedule[1].sleptMs),
        sleptTwo: share(2, schedule[2].sleptMs),
        waitedOne: share(1, schedule[1].waitedMs),
        waitedTwo: share(2, schedule[2].waitedMs),
        idleOne: schedule[1].workerMs > 0 ? schedule[1].idleMs / schedule[1].workerMs : -1,
        idleTwo: schedule[2].workerMs > 0 ? schedule[2].idleMs / schedule[2].workerMs : -1,
      };
    });
    if (errors.length > 0) throw new Error(`pool bench: the page threw: ${errors.join('; ')}`);
    return rows;
  } finally {
    await browser.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The rows as a plain-text table (items/s; 2 ÷ 1: the median pair ratio and
 * its quartiles; ÷ control: that median over the control's, what the pool
 * reaches of what two threads reached in the same run).
 */
export function poolTable(rows) {
  const n = (x) => Math.round(x).toLocaleString('en');
  const control = rows.find((r) => r.batch === BARE_NAME);
  const header = ['batch (Chromium, sudoku-wasm/pool)', 'per batch', '1 worker /s', '2 workers /s', '2 ÷ 1 (≥ 1.8)', 'quartiles', '÷ control', 'CPU µs/item 1 w', '2 w', 'page thread 1 w', '2 w', 'workers 1 w', '2 w', 'renderer rest 1 w', '2 w', 'model 2 ÷ 1', 'no chunk % 1 w', '2 w', 'worker slept % 1 w', '2 w', 'waited for a core % 1 w', '2 w'];
  const us = (x) => (x < 0 ? '—' : x.toFixed(2));
  const percent = (x) => (x < 0 ? '—' : (100 * x).toFixed(1));
  const body = rows.map((r) => [
    r.batch,
    String(r.items),
    n(r.one),
    r.workers === 2 ? n(r.two) : `${n(r.two)} (${r.workers} worker)`,
    `${r.ratio.toFixed(2)} ${r.batch === BARE_NAME ? '' : r.ratio >= 1.8 ? 'ok' : 'LOW'}`.trim(),
    `${r.ratioLow.toFixed(2)}–${r.ratioHigh.toFixed(2)}`,
    control === undefined || r === control ? '' : (r.ratio / control.ratio).toFixed(2),
    us(r.cpuOne),
    us(r.cpuTwo),
    us(r.pageOne),
    us(r.pageTwo),
    us(r.workOne),
    us(r.workTwo),
    us(r.restOne),
    us(r.restTwo),
    r.model < 0 ? '—' : r.model.toFixed(2),
    percent(r.idleOne),
    percent(r.idleTwo),
    percent(r.sleptOne),
    percent(r.sleptTwo),
    percent(r.waitedOne),
    percent(r.waitedTwo),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
