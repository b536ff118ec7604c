/**
 * The messages between the main thread and a pool worker. Plain data only:
 * everything here crosses `postMessage` by structured clone. Nothing here
 * knows what a job does: `JobSettings.job` names the handler (jobs.ts).
 */
import type { Engine, EngineKind } from '../../engine.js';
import type { PuzzleRecord } from '../lines.js';
import { pieceRecords, type LineBlock } from '../reader.js';

/**
 * How to do and print a chunk: the same for every chunk of a run. Each job
 * extends it with its own settings (plain data), read by its handler only.
 */
export interface JobSettings {
  /** The job kind: which worker handler answers the chunks (a key of JOBS in jobs.ts). */
  job: string;
}

/** Per-status totals of a chunk or a whole run. */
export interface Tally {
  puzzles: number;
  /** Puzzles by status word ('solved', 'invalid', 'rated', …: whatever the job reports). */
  statuses: Record<string, number>;
  guesses: number;
  /** How many puzzles had each solution count (for `count`'s summary). */
  counts: Record<number, number>;
}

/** One invalid puzzle, for its stderr line. */
export interface Problem {
  line: number;
  message: string;
}

/** Main → worker: do the job on these records. */
export interface ChunkRequest<S extends JobSettings = JobSettings> {
  type: 'chunk';
  /** Sequence number of the chunk in the run (for the test hook and the log). */
  seq: number;
  settings: S;
  /** The puzzles, read in the main thread... */
  records?: PuzzleRecord[];
  /** ...or a block of lines the worker splits (see cli/reader.ts). */
  block?: LineBlock;
  /** Test hook (TestHooks.crashChunk): the worker exits instead of answering (one dispatch only). */
  crash?: boolean;
}

/** Worker → main: the printed text of a chunk, in record order. */
export interface ChunkResult {
  type: 'result';
  seq: number;
  /**
   * Output for every record (each entry ending in '\n'), UTF-8 encoded in the
   * worker: the buffer is transferred, not copied, and stdout writes it as is.
   */
  output: Uint8Array;
  tally: Tally;
  problems: Problem[];
}

/**
 * Test hooks, passed in by tests (never read from the environment): they
 * exist to prove that no line is lost or doubled and that both solve paths
 * print the same bytes.
 */
export interface TestHooks {
  /** The chunk with this seq carries `crash: true` on its first dispatch. */
  crashChunk?: number;
  /** A worker exits whenever a chunk holds this input line. */
  crashLine?: number;
  /** Every chunk takes the general path (no byte-level fast path). */
  generalPathOnly?: boolean;
}

/** Main → worker, first message: which engine to build. */
export interface InitMessage {
  type: 'init';
  engine: EngineKind;
  /** The compiled module, shared by every worker (WASM only). */
  module?: WebAssembly.Module;
  hooks?: TestHooks;
}

/** Worker → main once its engine exists, or why it could not be made. */
export type ReadyMessage = { type: 'ready'; engine: EngineKind } | { type: 'init-failed'; message: string };

/** What a job handler gets in its worker: the engine it owns (one per thread) and the test hooks. */
export interface WorkerContext {
  engine: Engine;
  hooks: TestHooks;
}

/**
 * Answers the chunks of one job kind in one thread. (Methods, so a handler of
 * its own settings type `S` stands in for any: the pool routes each chunk to
 * the handler its `settings.job` names.)
 */
export interface JobHandler<S extends JobSettings = JobSettings> {
  run(request: ChunkRequest<S>): ChunkResult;
}

/** A job's module (see jobs.ts), loaded lazily in each worker and in the main thread for --workers 0. */
export interface JobModule<S extends JobSettings = JobSettings> {
  /** The handler of one thread, over that thread's engine. */
  createHandler(context: WorkerContext): JobHandler<S>;
  /** The result for a chunk of one record that kept killing workers: that record `invalid`. */
  giveUp(request: ChunkRequest<S>, reason: string): ChunkResult;
}

/** An empty tally. */
export function emptyTally(): Tally {
  return { puzzles: 0, statuses: {}, guesses: 0, counts: {} };
}

/** Puzzles of `status` in `t`. */
export function statusCount(t: Tally, status: string): number {
  return t.statuses[status] ?? 0;
}

/** Adds `b` into `a` (mutates and returns `a`). */
export function addTally(a: Tally, b: Tally): Tally {
  a.puzzles += b.puzzles;
  a.guesses += b.guesses;
  for (const [k, v] of Object.entries(b.statuses)) a.statuses[k] = (a.statuses[k] ?? 0) + v;
  for (const [k, v] of Object.entries(b.counts)) {
    const n = Number(k);
    a.counts[n] = (a.counts[n] ?? 0) + v;
  }
  return a;
}

/** Counts one puzzle of `status` (and its guesses) into `t`. */
export function tallyStatus(t: Tally, status: string, guesses = 0): void {
  t.puzzles++;
  t.statuses[status] = (t.statuses[status] ?? 0) + 1;
  t.guesses += guesses;
}

/** The records of a request, splitting its block when it has one. */
export function requestRecords(request: ChunkRequest<JobSettings>): PuzzleRecord[] {
  return request.records ?? (request.block !== undefined ? pieceRecords(request.block) : []);
}
