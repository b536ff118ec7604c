/**
 * One round of our rows in a process of its own:
 * `node bench/lib/ours-process.js`, a JSON request on stdin
 * `{side, mode, lines, ids, timeMs, shift}`, one JSON object out:
 * `{ms: {[id]: CPU ms per run}}`. `timeOursInFreshProcess` (ours-fresh.js)
 * runs it; see there why.
 *
 * The rows are those of solvers-ours.js, prepared on the whole list; each
 * is warmed up (V8 goes on re-optimising the API path for a while after
 * the first runs), then all are timed in one round of measure.js (tinybench
 * on the CPU clock), in the order rotated by `shift` so no row always runs first.
 */
import { readFileSync } from 'node:fs';
import { cpuClock } from './cpu-clock.js';
import { measure } from './measure.js';
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

// One round of measure(), the rows' order rotated here (measure rotates by round).
const shift = request.shift % rows.length;
const tasks = [...rows.slice(shift), ...rows.slice(0, shift)].map(({ id, run }) => ({ key: id, fn: () => run.solveAll(request.mode) }));
const timings = await measure(tasks, [], { rounds: 1, timeMs: request.timeMs });
console.log(JSON.stringify({ ms: Object.fromEntries([...timings].map(([id, t]) => [id, t.ms])) }));
