/**
 * The timed part: tinybench 6 with the CPU-time clock. Each task solves the
 * whole sample once per iteration (so µs/puzzle = period / puzzles). Tasks
 * of one set and mode are interleaved: several rounds, each a fresh Bench
 * with the task order rotated, so a burst of load from other processes
 * spreads over all solvers instead of hitting one. Every task's figure, in
 * this process or outside it, is the same statistic: the median of its
 * rounds (ROW_STATISTIC, stats.js). The median, not the best round, because native
 * tdoku's CPU time is estimated over a whole child run, and a best round
 * would pick that estimate's most favourable error; one statistic for every
 * row keeps the rows comparable.
 */
import { Bench } from 'tinybench';
import { cpuClock } from './cpu-clock.js';
import { median } from './stats.js';

/**
 * An external task is timed outside tinybench, by a process of its own: each
 * round calls `run(round)` once, before the tinybench tasks in even rounds and
 * after them in odd ones; it returns the CPU ms per run of each of its `keys`.
 * Two kinds: native tdoku's benchmark (bench/lib/native-tdoku.js, one key) and
 * our rows in a fresh process per round (bench/lib/ours-fresh.js, several keys).
 *
 * @param {{key: string, fn: () => void, slow?: boolean}[]} tasks  in this process; `slow`: one round only
 * @param {{keys: string[], run: (round: number) => Record<string, number>}[]} externals
 * @param {{rounds: number, timeMs: number}} plan
 * @returns {Promise<Map<string, {ms: number, runs: number, rounds: number[]}>>} CPU ms per run by key
 *   (`runs`: tinybench iterations, or rounds for an external key)
 */
export async function measure(tasks, externals, plan) {
  const totals = new Map([...tasks.map((t) => t.key), ...externals.flatMap((e) => e.keys)].map((k) => [k, { runs: 0, rounds: [] }]));
  const runExternals = (round) => {
    for (const e of externals) {
      const ms = e.run(round);
      for (const k of e.keys) {
        if (!(ms[k] > 0)) throw new Error(`${k}: no time from its process`);
        totals.get(k).runs += 1;
        totals.get(k).rounds.push(ms[k]);
      }
    }
  };
  for (let round = 0; round < plan.rounds; round++) {
    if (round % 2 === 0) runExternals(round);
    const active = tasks.filter((t) => round === 0 || !t.slow);
    if (active.length > 0) {
      const bench = new Bench({
        time: plan.timeMs,
        iterations: 1, // a minimum: slow tasks (one run > time) run once
        warmup: false, // the correctness pass just ran every task once
        timestampProvider: cpuClock,
        throws: true,
      });
      const shift = round % active.length;
      for (const t of [...active.slice(shift), ...active.slice(0, shift)]) bench.add(t.key, t.fn);
      await bench.run();
      for (const task of bench.tasks) {
        const r = task.result;
        if (r.state !== 'completed') throw new Error(`${task.name}: ${r.state} ${r.error?.message ?? ''}`);
        const t = totals.get(task.name);
        t.runs += task.runs;
        t.rounds.push(r.period);
      }
    }
    if (round % 2 === 1) runExternals(round);
  }
  return new Map([...totals].map(([k, t]) => [k, { ms: median(t.rounds), runs: t.runs, rounds: t.rounds }]));
}
