/**
 * The first thing the `sudoku-wasm` bin does: when the command line asks for a
 * batch run on worker threads, start them (and compiling the WASM module) before
 * the rest of the CLI is even loaded (see pool/spawn.ts). Any doubt (bad usage, unreadable file) means
 * starting nothing here: main() then reports or starts workers as usual.
 */
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseCommandLine } from './command-line.js';
import { prestartWorkers } from './pool/spawn.js';
import { workerThreads } from './pool/worker-count.js';
import { loadWasmModule } from '../engine-wasm.js';

/** Bytes of input a worker is worth starting for up front: a few chunks of 9×9 lines. */
const BYTES_PER_EARLY_WORKER = 4 * 1024 * 82;

/** Starts as many workers as the input will keep busy (1 when its size is unknown). */
export function startWorkersEarly(argv: readonly string[]): void {
  let workers: number;
  let files: string[];
  try {
    const line = parseCommandLine(argv, availableParallelism());
    // Only the commands that read puzzle files know their work up front.
    if (line.kind !== 'run' || !('files' in line.options)) return;
    workers = workerThreads(line.options.workers, availableParallelism());
    files = line.options.files;
    // Compiling starts now, off this thread; pickEngine gets the same cached promise.
    if (line.options.engine !== 'js') loadWasmModule().catch(() => {});
  } catch {
    return;
  }
  if (workers === 0) return;
  let bytes = 0;
  for (const name of files) {
    if (name === '-') continue;
    try {
      bytes += statSync(name).size;
    } catch {
      return;
    }
  }
  prestartWorkers(Math.min(workers, Math.max(1, Math.floor(bytes / BYTES_PER_EARLY_WORKER))));
}
