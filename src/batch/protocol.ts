/**
 * The messages between the main thread and a batch worker, and the per-puzzle
 * outcome both sides agree on. Plain data only: everything here crosses
 * `postMessage` by structured clone.
 */
import type { PuzzleRecord } from '../cli/input.js';
import { pieceRecords, type LineBlock } from '../cli/reader.js';
import type { Command, OutputFormat } from '../cli/args.js';

/** Final status of one puzzle (the public `Status`). */
export type OutcomeStatus = 'solved' | 'unsolvable' | 'invalid' | 'multiple' | 'timeout';

/** What became of one puzzle. */
export interface Outcome {
  line: number;
  status: OutcomeStatus;
  /** The puzzle as one line, when it could be read. */
  puzzle?: string;
  /** The first solution as one line. */
  solution?: string;
  /** Solutions found, at most the limit; absent for malformed input and timeouts. */
  count?: number;
  guesses: number;
  error?: { code: string; message: string };
}

/** How to solve and print a chunk: the same for every chunk of a run. */
export interface JobSettings {
  command: Command;
  format: OutputFormat;
  limit: number;
  timeoutMs: number;
}

/** Per-status totals of a chunk or a whole run. */
export interface Tally {
  puzzles: number;
  solved: number;
  unsolvable: number;
  invalid: number;
  multiple: number;
  timeout: number;
  guesses: number;
  /** How many puzzles had each solution count (for `count`'s summary). */
  counts: Record<number, number>;
}

/** One invalid puzzle, for its stderr line. */
export interface Problem {
  line: number;
  message: string;
}

/** Main → worker: solve these records. */
export interface ChunkRequest {
  type: 'chunk';
  /** Sequence number of the chunk in the run (for the test hook and the log). */
  seq: number;
  settings: JobSettings;
  /** The puzzles, read in the main thread... */
  records?: PuzzleRecord[];
  /** ...or a block of lines the worker splits (see cli/reader.ts). */
  block?: LineBlock;
  /** Test hook: the worker exits instead of answering (set on one dispatch only). */
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

/** Main → worker, first message: which engine to build. */
export interface InitMessage {
  type: 'init';
  engine: 'wasm' | 'js';
  /** The compiled module, shared by every worker (WASM only). */
  module?: WebAssembly.Module;
}

/** Worker → main once its solver exists, or why it could not be made. */
export type ReadyMessage = { type: 'ready'; engine: 'wasm' | 'js' } | { type: 'init-failed'; message: string };

/** An empty tally. */
export function emptyTally(): Tally {
  return { puzzles: 0, solved: 0, unsolvable: 0, invalid: 0, multiple: 0, timeout: 0, guesses: 0, counts: {} };
}

/** Adds `b` into `a` (mutates and returns `a`). */
export function addTally(a: Tally, b: Tally): Tally {
  a.puzzles += b.puzzles;
  a.solved += b.solved;
  a.unsolvable += b.unsolvable;
  a.invalid += b.invalid;
  a.multiple += b.multiple;
  a.timeout += b.timeout;
  a.guesses += b.guesses;
  for (const [k, v] of Object.entries(b.counts)) {
    const n = Number(k);
    a.counts[n] = (a.counts[n] ?? 0) + v;
  }
  return a;
}

/** Counts one outcome into `t`. */
export function tallyOutcome(t: Tally, o: Outcome): void {
  t.puzzles++;
  t[o.status]++;
  t.guesses += o.guesses;
  if (o.count !== undefined && o.status !== 'invalid') t.counts[o.count] = (t.counts[o.count] ?? 0) + 1;
}

/** The records of a request, splitting its block when it has one. */
export function requestRecords(request: ChunkRequest): PuzzleRecord[] {
  return request.records ?? (request.block !== undefined ? pieceRecords(request.block) : []);
}
