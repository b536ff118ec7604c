/**
 * How many worker threads a run starts: `workerThreads` (shared with the
 * browser's pool, in src/worker-count.ts, which says why a count above the
 * cores is clamped), with a note on stderr when that is fewer than asked.
 */
import { availableParallelism } from 'node:os';
import { workerThreads } from '../../worker-count.js';
import { workersClampedLine } from '../formats.js';

export { workerThreads };

/**
 * The threads to start for `requested`, noting on `stderr` (unless `quiet`)
 * when that is fewer than asked.
 */
export function threadsToStart(requested: number, stderr: NodeJS.WritableStream, quiet: boolean, cores = availableParallelism()): number {
  const threads = workerThreads(requested, cores);
  if (threads < requested && !quiet) stderr.write(workersClampedLine(requested, threads));
  return threads;
}
