#!/usr/bin/env node
// Throughput of the batch CLI against the engine it wraps (issue 4's targets).
//
//   node bench/cli-throughput.js [FILE] [--rounds N] [--repeat K]
//
// FILE defaults to ../shared/datasets/17_clue.txt (49,158 puzzles, moderate search).
// --repeat K runs on a temporary file holding FILE's puzzles K times: at a few
// hundred ms per pass the CLI's fixed costs (node start-up ~0.1 s, worker start-up,
// cold JIT in each worker) weigh heavily; K = 8 shows the steady-state rate.
// Measures, interleaved round by round so load on a shared machine hits all alike:
//   in-process   solver.solveBatch over the file's lines, 1024 per call, in this
//                process (reading and splitting the file is outside the clock,
//                parsing is inside: the CLI parses too)
//   --workers 1  `sudoku-wasm solve --workers 1 FILE > /dev/null`, wall clock of the
//                whole process (node start-up, reading, workers, writing included)
//   --workers 2  the same with two workers
// Reports the best round of each (least disturbed) and the ratios the issue sets:
// CLI with 1 worker >= 80% of in-process; 2 workers >= 1.7x 1 worker.
// Needs a build (npm run build). Prints the machine it ran on.
import { spawn } from 'node:child_process';
import { readFileSync, openSync, closeSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { createSolver } from '../dist/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const rounds = option('--rounds', 3);
const repeat = option('--repeat', 1);
const source = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? `${root}../shared/datasets/17_clue.txt`;

const once = readFileSync(source, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '' && !l.startsWith('#'));
const puzzles = Array.from({ length: repeat }, () => once).flat();
let file = source;
if (repeat > 1) {
  file = join(mkdtempSync(join(tmpdir(), 'cli-throughput-')), `x${repeat}.txt`);
  writeFileSync(file, puzzles.join('\n') + '\n');
}

async function inProcess() {
  const solver = await createSolver({ engine: 'wasm' });
  const start = performance.now();
  let solved = 0;
  for (let i = 0; i < puzzles.length; i += 1024) {
    for (const r of solver.solveBatch(puzzles.slice(i, i + 1024))) if (r.status === 'solved') solved++;
  }
  const ms = performance.now() - start;
  if (solved !== puzzles.length) throw new Error(`in-process solved ${solved} of ${puzzles.length}`);
  return ms;
}

/** A fresh node process that reads the file, solves it in-process and exits. */
function oneShot() {
  const script = `
    import { readFileSync } from 'node:fs';
    import { createSolver } from ${JSON.stringify(`${root}dist/index.js`)};
    const puzzles = readFileSync(${JSON.stringify(file)}, 'utf8').split('\\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
    const solver = await createSolver({ engine: 'wasm' });
    let out = '';
    for (let i = 0; i < puzzles.length; i += 1024) for (const r of solver.solveBatch(puzzles.slice(i, i + 1024))) out += r.solution + '\\n';
    process.stdout.write(String(out.length));`;
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.on('close', (code) => {
      const ms = performance.now() - start;
      if (code !== 0 || Number(stdout) !== puzzles.length * 82) reject(new Error(`one-shot failed (${code}, ${stdout})`));
      else resolve(ms);
    });
  });
}

function cli(workers) {
  return new Promise((resolve, reject) => {
    const devNull = openSync('/dev/null', 'w');
    const start = performance.now();
    const child = spawn(process.execPath, [`${root}dist/cli.js`, 'solve', '--workers', String(workers), file], {
      stdio: ['ignore', devNull, 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      closeSync(devNull);
      const ms = performance.now() - start;
      if (code !== 0) reject(new Error(`CLI exited ${code}: ${stderr}`));
      else if (!stderr.includes(`${puzzles.length} solved`)) reject(new Error(`CLI did not solve all: ${stderr}`));
      else resolve(ms);
    });
  });
}

const best = { inProcess: Infinity, oneShot: Infinity, w1: Infinity, w2: Infinity };
await inProcess(); // warm-up (V8 tiers up the JS glue)
for (let r = 0; r < rounds; r++) {
  const times = { inProcess: await inProcess(), oneShot: await oneShot(), w1: await cli(1), w2: await cli(2) };
  for (const k of Object.keys(best)) best[k] = Math.min(best[k], times[k]);
  console.log(
    `round ${r + 1}: in-process ${times.inProcess.toFixed(0)} ms, one-shot ${times.oneShot.toFixed(0)} ms, ` +
      `--workers 1 ${times.w1.toFixed(0)} ms, --workers 2 ${times.w2.toFixed(0)} ms`,
  );
}
const rate = (ms) => Math.round((puzzles.length * 1000) / ms);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(`\n${puzzles.length} puzzles: ${source}${repeat > 1 ? ` x${repeat}` : ''}`);
console.log(`machine: ${cpu}, ${os.availableParallelism()} cores, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`clock: wall (performance.now), best of ${rounds} interleaved rounds`);
console.log(`| run | puzzles/s |\n|---|---:|`);
console.log(`| in-process solveBatch (WASM) | ${rate(best.inProcess).toLocaleString('en-US')} |`);
console.log(`| one-shot process, in-process solveBatch (WASM) | ${rate(best.oneShot).toLocaleString('en-US')} |`);
console.log(`| CLI --workers 1 | ${rate(best.w1).toLocaleString('en-US')} |`);
console.log(`| CLI --workers 2 | ${rate(best.w2).toLocaleString('en-US')} |`);
console.log(`CLI 1 worker / in-process: ${((best.inProcess / best.w1) * 100).toFixed(0)}% (target >= 80%)`);
console.log(`CLI 1 worker / one-shot process: ${((best.oneShot / best.w1) * 100).toFixed(0)}%`);
console.log(`CLI 2 workers / 1 worker: ${(best.w1 / best.w2).toFixed(2)}x (target >= 1.7x)`);
