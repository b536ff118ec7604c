/**
 * Job kinds → worker handlers: the pool's extension point. (The handler
 * interfaces live in protocol.ts, so a handler module never imports this
 * registry back.)
 *
 * To add a command that runs on the worker pool (e.g. `rate`, `explain`,
 * `generate`):
 *   1. write its handler module exporting a `JobModule` (protocol.ts:
 *      `createHandler(context)` → `{ run(request) }`, and `giveUp(request,
 *      reason)` for a line that keeps killing workers), with its own settings
 *      type extending `JobSettings` (plain data: it crosses postMessage);
 *   2. add one line to JOBS below (`rate: () => import('../rate-job.js')`);
 *   3. give the command its row in ../commands.ts, whose `run` builds the
 *      settings and streams the input through the pool (../batch.ts).
 * The pool, the reader, the ordering, progress, bad-line reports and the
 * exit status come for free: a handler gets chunks of records (or a block of
 * lines: `requestRecords(request)` splits it) and returns the chunk's printed
 * bytes with a tally by status word and the invalid lines (`Problem`s).
 */
import type { JobModule } from './protocol.js';

// The handler types, for handler modules that import them from here.
export type { JobHandler, JobModule, WorkerContext } from './protocol.js';

/** Every job kind and where its handler lives. */
export const JOBS: Readonly<Record<string, () => Promise<JobModule>>> = {
  solve: () => import('../solve/job.js'),
  generate: () => import('../generate-job.js'),
  rate: () => import('../rate-job.js'),
};

/** The module of job `kind`. */
export async function loadJob(kind: string): Promise<JobModule> {
  const load = JOBS[kind];
  if (load === undefined) throw new Error(`no worker handler for job '${kind}'`);
  return load();
}
