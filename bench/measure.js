/**
 * The timed part: tinybench 6 with the CPU-time clock. Each task solves the
 * whole sample once per iteration (so µs/puzzle = period / puzzles). Tasks
 * of one set and mode are interleaved: several rounds, each a fresh Bench
 * with the task order rotated, so a burst of load from other processes
 * spreads over all solvers instead of hitting one. A task's figure is its
 * best round (the least disturbed: load from other processes only ever adds
 * time, even on the CPU clock, through shared caches and cores).
 */
import { Bench } from 'tinybench';
import { cpuClock } from './cpu-clock.js';

/**
 * A task with `external` (a native program that times itself, bench/native-tdoku.js)
 * is not run by tinybench: each round calls it once, before the tinybench tasks in
 * even rounds and after them in odd ones, and takes the CPU ms per run it returns;
 * its figure is the median round, not the best: its CPU time is estimated from the
 * whole child run (bench/native-tdoku.js), and the best round would pick that
 * estimate's most favourable error.
 *
 * @param {{key: string, fn?: () => void, external?: () => number, slow?: boolean}[]} tasks  `slow`: one round only
 * @param {{rounds: number, timeMs: number}} plan
 * @returns {Promise<Map<string, {ms: number, runs: number, rounds: number[]}>>} CPU ms per run (best round), per task
 */
export async function measure(tasks, plan) {
  const totals = new Map(tasks.map((t) => [t.key, { total: 0, runs: 0, rounds: [] }]));
  for (let round = 0; round < plan.rounds; round++) {
    const bench = new Bench({
      time: plan.timeMs,
      iterations: 1, // a minimum: slow tasks (one run > time) run once
      warmup: false, // the correctness pass just ran every task once
      timestampProvider: cpuClock,
      throws: true,
    });
    const external = tasks.filter((t) => t.external);
    const runExternal = () => {
      for (const t of external) {
        const ms = t.external();
        const total = totals.get(t.key);
        total.total += ms;
        total.runs += 1;
        total.rounds.push(ms);
      }
    };
    if (round % 2 === 0) runExternal();
    const active = tasks.filter((t) => !t.external && (round === 0 || !t.slow));
    const shift = active.length === 0 ? 0 : round % active.length;
    for (const t of [...active.slice(shift), ...active.slice(0, shift)]) bench.add(t.key, t.fn);
    await bench.run();
    for (const task of bench.tasks) {
      const r = task.result;
      if (r.state !== 'completed') throw new Error(`${task.name}: ${r.state} ${r.error?.message ?? ''}`);
      const t = totals.get(task.name);
      t.total += r.totalTime;
      t.runs += task.runs;
      t.rounds.push(r.period);
    }
    if (round % 2 === 1) runExternal();
  }
  const median = (xs) => xs.slice().sort((x, y) => x - y)[(xs.length - 1) >> 1];
  const external = new Set(tasks.filter((t) => t.external).map((t) => t.key));
  return new Map([...totals].map(([k, t]) => [k, { ms: external.has(k) ? median(t.rounds) : Math.min(...t.rounds), runs: t.runs, rounds: t.rounds }]));
}
