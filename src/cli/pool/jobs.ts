/**
 * Job kinds → worker handlers: the pool's extension point.
 *
 * To add a command that runs on the worker pool (e.g. `rate`, `explain`,
 * `generate`):
 *   1. write its handler module under src/cli/<command>/job.ts exporting a
 *      `JobModule` (`createHandler(context)` → `{ run(request) }`, and
 *      `giveUp(request, reason)` for a line that keeps killing workers);
 *   2. add one line to JOBS below (`rate: () => import('../rate/job.js')`);
 *   3. name it in args.ts (COMMANDS) and give main.ts's `jobSettings` its
 *      `job` kind (and any `extra` settings the handler reads).
 * The pool, the reader, the ordering, progress, bad-line reports and the
 * exit status come for free: a handler gets chunks of records (or a block of
 * lines: `requestRecords(request)` splits it) and returns the chunk's printed
 * bytes with a tally by status word and the invalid lines (`Problem`s).
 */
import type { Engine } from '../../engine.js';
import type { ChunkRequest, ChunkResult, TestHooks } from './protocol.js';

/** What a handler gets in its worker: the engine it owns (one per thread) and the test hooks. */
export interface WorkerContext {
  engine: Engine;
  hooks: TestHooks;
}

/** Answers the chunks of one job kind in one thread. */
export interface JobHandler {
  run(request: ChunkRequest): ChunkResult;
}

/** A job's module (loaded lazily, in each worker and in the main thread for --workers 0). */
export interface JobModule {
  /** The handler of one thread, over that thread's engine. */
  createHandler(context: WorkerContext): JobHandler;
  /** The result for a chunk of one record that kept killing workers: that record `invalid`. */
  giveUp(request: ChunkRequest, reason: string): ChunkResult;
}

/** Every job kind and where its handler lives. */
export const JOBS: Readonly<Record<string, () => Promise<JobModule>>> = {
  solve: () => import('../solve/job.js'),
};

/** The module of job `kind`. */
export async function loadJob(kind: string): Promise<JobModule> {
  const load = JOBS[kind];
  if (load === undefined) throw new Error(`no worker handler for job '${kind}'`);
  return load();
}
