/**
 * The API layer's cost per puzzle (target: ≤ 0.3 µs over the engine alone
 * on easy sets), measured as paired differences rather than as the gap
 * between two rows' figures: a 0.3 µs target on passes of 3–5 µs per
 * puzzle is below the rows' noise on a shared machine, while the two passes
 * of a pair run back to back and see the same load.
 *
 *   API     `solver.solve(line)` / `solveUnique(line)` per puzzle, results
 *           kept in an array, as the "API per puzzle" rows (solvers-ours.js);
 *   engine  the same puzzles' cells, parsed before timing, copied into
 *           `engine.puzzles` and solved by `engine.solveBatch(9, n ≤ 1024,
 *           limit)`, as the "engine only" rows.
 *
 * Each round times both once (CPU clock, as many passes each as make
 * `minMs`, the order alternating round by round); the figure is the median over rounds of
 * API − engine, and of each side alone for information.
 */
import { runJsonChild } from './child-json.js';
import { cpuClock, cpuTimeOf } from './cpu-clock.js';
import { lineToCells } from './datasets.js';
import { median } from './stats.js';

/** One pass through the API, one call per puzzle; returns the results (kept, as a user would). */
export function apiPass(solver, lines, limit) {
  const out = new Array(lines.length);
  if (limit === 1) for (let i = 0; i < lines.length; i++) out[i] = solver.solve(lines[i]);
  else for (let i = 0; i < lines.length; i++) out[i] = solver.solveUnique(lines[i]);
  return out;
}

/** One pass through the engine: cells copied in 1,024 at a time, solveBatch; returns how many had a solution. */
export function enginePass(engine, cells, n, limit) {
  let solved = 0;
  for (let start = 0; start < n; start += 1024) {
    const count = Math.min(1024, n - start);
    engine.puzzles.set(cells.subarray(start * 81, (start + count) * 81));
    solved += engine.solveBatch(9, count, limit);
  }
  return solved;
}

/** Cells of 9×9 one-line puzzles, back to back. */
export function cellsOf(lines) {
  const cells = new Uint8Array(lines.length * 81);
  lines.forEach((line, i) => cells.set(lineToCells(line.slice(0, 81)), i * 81));
  return cells;
}


/**
 * @param {{solver: object, engine: object, lines: string[], limit: 1 | 2, rounds?: number, minMs?: number, warmMs?: number}} options
 *   `solver` and `engine` over the same kind of engine; 9×9 lines; each timing repeats
 *   its pass until it lasts about `minMs` of CPU, after `warmMs` of CPU spent warming both up
 * @returns {{apiUs: number, engineUs: number, extraUs: number, rounds: number}} µs per puzzle (medians)
 */
export function measureApiLayer({ solver, engine, lines, limit, rounds = 21, minMs = 10, warmMs = 300 }) {
  const cells = cellsOf(lines);
  const n = lines.length;
  // Both sides must agree on how many were solved.
  const solvedByApi = apiPass(solver, lines, limit).filter((r) => r.status === 'solved' || r.status === 'multiple').length;
  if (solvedByApi !== enginePass(engine, cells, n, limit)) throw new Error('api-layer: the API and the engine disagree');
  // Warm-up: V8 keeps re-optimising the API path for a while (the first mode
  // measured in a process came out 0.1–0.2 µs higher than the same mode
  // measured again after it), and the target is the steady cost per puzzle.
  const warmUntil = cpuClock.fn() + warmMs;
  while (cpuClock.fn() < warmUntil) {
    apiPass(solver, lines, limit);
    enginePass(engine, cells, n, limit);
  }
  // Enough passes per timing that each lasts about minMs of CPU: shorter ones are mostly clock noise.
  const passMs = cpuTimeOf(() => enginePass(engine, cells, n, limit));
  const reps = Math.max(1, Math.ceil(minMs / Math.max(passMs, 0.01)));
  const api = [];
  const eng = [];
  const extra = [];
  const time = (fn) => (cpuTimeOf(() => { for (let r = 0; r < reps; r++) fn(); }) * 1000) / reps / n;
  for (let round = 0; round < rounds; round++) {
    let a;
    let e;
    if (round % 2 === 0) {
      a = time(() => apiPass(solver, lines, limit));
      e = time(() => enginePass(engine, cells, n, limit));
    } else {
      e = time(() => enginePass(engine, cells, n, limit));
      a = time(() => apiPass(solver, lines, limit));
    }
    api.push(a);
    eng.push(e);
    extra.push(a - e);
  }
  return { apiUs: median(api), engineUs: median(eng), extraUs: median(extra), rounds };
}

/**
 * `measureApiLayer` in `processes` fresh Node processes (api-layer-process.js),
 * reporting the median over processes of each figure, the statistic every
 * row of the bench reports. Why processes: on this machine a process's speed varies by itself, ±20%
 * from one process to the next with the machine idle (engine alone 2.6–3.8
 * µs/puzzle on unbiased_1000), and the API layer's paired difference scales
 * with it (0.23–0.48 µs); and inside `npm run bench`, after twenty other
 * solvers have run, it came out higher again (0.38–0.55). Every process's
 * figure is kept (`byProcess`) and printed.
 * @param {{kind: 'wasm' | 'js', lines: string[], limit: 1 | 2, rounds: number, minMs: number, processes?: number}} options
 * @returns {{apiUs: number, engineUs: number, extraUs: number, rounds: number, byProcess: {extraUs: number, engineUs: number}[]}}
 *   µs per puzzle, medians over the processes; `byProcess` every process's figures, in run order
 */
export function measureApiLayerInProcesses({ kind, lines, limit, rounds, minMs, processes = 5 }) {
  const runs = [];
  for (let p = 0; p < processes; p++) runs.push(runJsonChild('api-layer-process.js', [kind, String(limit), String(rounds), String(minMs)], lines.join('\n'), 'api-layer'));
  const of = (key) => median(runs.map((r) => r[key]));
  return { apiUs: of('apiUs'), engineUs: of('engineUs'), extraUs: of('extraUs'), rounds, byProcess: runs.map(({ extraUs, engineUs }) => ({ extraUs, engineUs })) };
}
