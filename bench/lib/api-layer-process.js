/**
 * One API-layer measurement (api-layer.js `measureApiLayer`) in a process of
 * its own: `node bench/lib/api-layer-process.js <wasm|js> <limit> <rounds> <minMs>`,
 * the 9×9 lines on stdin, one JSON object out. `measureApiLayerInProcesses`
 * runs it; see there why.
 */
import { readFileSync } from 'node:fs';
import { measureApiLayer } from './api-layer.js';
import { loadOurSolvers } from './solvers-ours.js';

const [kind, limit, rounds, minMs] = process.argv.slice(2);
const lines = readFileSync(0, 'utf8').split('\n').filter((line) => line.length > 0);
const ours = await loadOurSolvers();
const pair = ours.apiLayer?.[kind];
if (!pair) {
  console.error(`api-layer-process: no ${kind} solver (${ours.error ?? 'not loaded'})`);
  process.exit(1);
}
const m = measureApiLayer({ ...pair, lines, limit: Number(limit), rounds: Number(rounds), minMs: Number(minMs) });
console.log(JSON.stringify(m));
