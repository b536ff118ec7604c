#!/usr/bin/env node
/**
 * The API layer's cost per puzzle (issue 17: ≤ 0.3 µs over the engine alone
 * on easy sets), measured in one process, interleaved, on the CPU clock:
 *
 *   node bench/api-overhead.js [dist …] [--set NAME] [--rounds 15] [--n 1000] [--reps 5]
 *
 * For each built `dist/` folder given (default: ./dist; give an old build's
 * copy first to compare before/after), each engine (WASM, JS) and each mode
 * (first solution, uniqueness), every round times the same list twice:
 *   API     `solver.solve(line)` / `solveUnique(line)` per puzzle (string in,
 *           SolveResult with a solution string out), as bench/solvers-ours.js;
 *   engine  the cells parsed before timing, copied into `engine.puzzles` and
 *           solved by `engine.solveBatch(9, n ≤ 1024, limit)`.
 * The order of all tasks alternates round by round, so load from other
 * processes lands on all alike; each timing is `reps` passes. Each figure is the median over rounds; the
 * overhead is API µs − engine µs per puzzle.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiPass, cellsOf, enginePass, median } from './api-layer.js';
import { cpuTimeOf } from './cpu-clock.js';
import { DATASETS, sample } from './datasets.js';

function parseArgs(argv) {
  const options = { dists: [], set: 'unbiased_1000', rounds: 15, n: 1000, reps: 5 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--set') options.set = argv[++i];
    else if (arg === '--rounds') options.rounds = Number(argv[++i]);
    else if (arg === '--n') options.n = Number(argv[++i]);
    else if (arg === '--reps') options.reps = Number(argv[++i]);
    else options.dists.push(arg);
  }
  if (options.dists.length === 0) options.dists.push('dist');
  return options;
}

/** The solvers and bare engines of the build whose dist is `dist`. */
async function buildOf(dist) {
  const at = (file) => pathToFileURL(resolve(dist, file)).href;
  const { createSolver } = await import(at('index.js'));
  const { createJsEngine } = await import(at('engine-js.js'));
  const { createWasmEngine, loadWasmModule } = await import(at('engine-wasm.js'));
  // The engine of the build the solver uses: the default one (SIMD where it runs).
  return {
    wasm: { solver: await createSolver({ engine: 'wasm' }), engine: await createWasmEngine(await loadWasmModule()) },
    js: { solver: await createSolver({ engine: 'js' }), engine: createJsEngine() },
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const set = DATASETS.find((d) => d.name.includes(args.set));
  if (!set || set.side !== 9) throw new Error(`no 9×9 set matches ${args.set}`);
  const lines = sample(set.load(args.n).lines, args.n).map((l) => l.slice(0, 81));
  const n = lines.length;
  const cells = cellsOf(lines);
  const builds = [];
  for (const dist of args.dists) builds.push({ dist, ...(await buildOf(dist)) });
  const tasks = [];
  for (const b of builds) {
    for (const kind of ['wasm', 'js']) {
      for (const limit of [1, 2]) {
        const { solver, engine } = b[kind];
        const key = `${b.dist} ${kind} ${limit === 1 ? 'first' : 'unique'}`;
        const api = () => apiPass(solver, lines, limit);
        const eng = () => enginePass(engine, cells, n, limit);
        // Both must find the same count, and the pass warms both up.
        if (api().filter((r) => r.count > 0).length !== eng()) throw new Error(`${key}: API and engine disagree`);
        tasks.push({ key, api, eng, times: { api: [], eng: [] } });
      }
    }
  }
  for (let round = 0; round < args.rounds; round++) {
    const order = round % 2 === 0 ? tasks : tasks.slice().reverse();
    for (const t of order) {
      const pair = round % 2 === 0 ? ['api', 'eng'] : ['eng', 'api'];
      for (const which of pair) t.times[which].push(cpuTimeOf(() => { for (let r = 0; r < args.reps; r++) t[which](); }) / args.reps);
    }
  }
  console.log(`${set.name}, ${n} puzzles, ${args.rounds} interleaved rounds of CPU time; µs per puzzle: median (best round)`);
  console.log(`${'build engine mode'.padEnd(34)} ${'API'.padStart(15)} ${'engine'.padStart(15)} ${'API − engine'.padStart(15)}`);
  const us = (ms) => (ms * 1000) / n;
  const pair = (a, b) => `${a.toFixed(3)} (${b.toFixed(3)})`.padStart(15);
  for (const t of tasks) {
    const api = us(median(t.times.api));
    const eng = us(median(t.times.eng));
    const bestApi = us(Math.min(...t.times.api));
    const bestEng = us(Math.min(...t.times.eng));
    console.log(`${t.key.padEnd(34)} ${pair(api, bestApi)} ${pair(eng, bestEng)} ${pair(api - eng, bestApi - bestEng)}`);
  }
}

main().catch((error) => {
  console.error(`api-overhead: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
