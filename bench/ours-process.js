/**
 * One round of our rows in a process of its own:
 * `node bench/ours-process.js`, a JSON request on stdin
 * `{side, mode, lines, ids, timeMs, shift}`, one JSON object out:
 * `{ms: {[id]: CPU ms per run}}`. `timeOursInFreshProcess` (ours-fresh.js)
 * runs it; see there why.
 *
 * The rows are those of solvers-ours.js, prepared on the whole list; each
 * is warmed up (V8 goes on re-optimising the API path for a while after
 * the first runs), then all are timed by tinybench on the CPU clock, in the
 * order rotated by `shift` so no row always runs first.
 */
import { readFileSync } from 'node:fs';
import { Bench } from 'tinybench';
import { cpuClock } from './cpu-clock.js';
import { loadOurSolvers } from './solvers-ours.js';

const WARM_MS = 150;

const request = JSON.parse(readFileSync(0, 'utf8'));
const ours = await loadOurSolvers();
if (ours.error) {
  console.error(`ours-process: ${ours.error}`);
  process.exit(1);
}
const rows = request.ids.map((id) => {
  const row = ours.solvers.find((s) => s.id === id);
  if (!row || row.unavailable) {
    console.error(`ours-process: no row ${id}${row?.unavailable ? ` (${row.unavailable})` : ''}`);
    process.exit(1);
  }
  return { id, run: row.prepare(request.side, request.lines) };
});

for (const { run } of rows) {
  const until = cpuClock.fn() + WARM_MS;
  do run.solveAll(request.mode);
  while (cpuClock.fn() < until);
}

const bench = new Bench({ time: request.timeMs, iterations: 1, warmup: false, timestampProvider: cpuClock, throws: true });
const shift = request.shift % rows.length;
for (const { id, run } of [...rows.slice(shift), ...rows.slice(0, shift)]) bench.add(id, () => run.solveAll(request.mode));
await bench.run();
const ms = {};
for (const task of bench.tasks) {
  if (task.result.state !== 'completed') {
    console.error(`ours-process: ${task.name}: ${task.result.state} ${task.result.error?.message ?? ''}`);
    process.exit(1);
  }
  ms[task.name] = task.result.period;
}
console.log(JSON.stringify({ ms }));
