/**
 * How many worker threads a run starts. A thread past the core count makes no
 * run faster, yet each holds its own engine and V8 heap: 64 threads on a
 * 2-core machine peaked at 750 MB. So a count above the cores is clamped to
 * them, with a note, rather than refused: a script written for a big machine
 * still runs on a small one.
 */
import { availableParallelism } from 'node:os';
import { workersClampedLine } from '../formats.js';

/** The threads to start for `requested` (0 = the main thread) on `cores` cores. */
export function workerThreads(requested: number, cores: number): number {
  return Math.min(requested, Math.max(1, cores));
}

/**
 * The threads to start for `requested`, noting on `stderr` (unless `quiet`)
 * when that is fewer than asked.
 */
export function threadsToStart(requested: number, stderr: NodeJS.WritableStream, quiet: boolean, cores = availableParallelism()): number {
  const threads = workerThreads(requested, cores);
  if (threads < requested && !quiet) stderr.write(workersClampedLine(requested, threads));
  return threads;
}
