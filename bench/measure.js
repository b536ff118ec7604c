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
 * @param {{key: string, fn: () => void, slow: boolean}[]} tasks  `slow`: one round only
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
    const active = tasks.filter((t) => round === 0 || !t.slow);
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
  }
  return new Map([...totals].map(([k, t]) => [k, { ms: Math.min(...t.rounds), runs: t.runs, rounds: t.rounds }]));
}
