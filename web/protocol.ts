/**
 * The messages between the page (main.ts, through solver-client.ts) and the
 * solver worker (worker.ts). Plain data only: everything here crosses
 * `postMessage` by structured clone.
 *
 * Every request carries an `id`; the worker answers with the same `id`, once
 * with `done: true` and, for long jobs, before that with `progress`.
 */

/** An engine the page can ask for. */
export type EngineChoice = 'wasm' | 'js';

/** The status words shown in the page (and read by the e2e test). */
export type PageStatus = 'solved' | 'unique' | 'multiple' | 'unsolvable' | 'invalid' | 'timeout';

/** A refused puzzle, flattened from SudokuError for postMessage. */
export interface ErrorInfo {
  code: string;
  message: string;
  row?: number;
  column?: number;
  cell?: number;
}

/** Solve one puzzle (`solve`) or judge it (`check`: unique / multiple / none / clash). */
export interface SolveRequest {
  id: number;
  kind: 'solve' | 'check';
  engine: EngineChoice;
  /** The puzzle as the person typed or pasted it: a line or a block of rows. */
  text: string;
  timeoutMs: number;
}

/** Solve many lines, reporting progress. */
export interface BatchRequest {
  id: number;
  kind: 'batch';
  engine: EngineChoice;
  lines: string[];
}

/** Solve the same lines with both engines, interleaved, for at least `minMs` each. */
export interface RaceRequest {
  id: number;
  kind: 'race';
  lines: string[];
  minMs: number;
}

/** Page → worker. */
export type Request = SolveRequest | BatchRequest | RaceRequest;

/** What the worker found for one puzzle. */
export interface SolveAnswer {
  status: PageStatus;
  /** The engine that really ran (JS when WebAssembly was refused). */
  engine: EngineChoice;
  side: number;
  /** The givens as one line (normalised: `.` for blanks). */
  givens: string;
  /** The first solution as one line, when there is one. */
  solution?: string;
  /** Solutions found, up to 2 (for `check`). */
  count?: number;
  guesses: number;
  /** Time inside the worker for this request, in ms (parse + solve). */
  ms: number;
  error?: ErrorInfo;
  /**
   * When the worker started and when this engine became ready, as epoch ms
   * (timeOrigin + now): the page subtracts its own timeOrigin to place both
   * on its timeline (for the first-answer budget in the e2e log).
   */
  timing: { workerStart: number; engineReady: number };
}

/** The batch result: one output line per input line. */
export interface BatchAnswer {
  engine: EngineChoice;
  lines: string[];
  solved: number;
  failed: number;
  ms: number;
}

/** One engine's share of a race. */
export interface RaceLap {
  engine: EngineChoice;
  puzzles: number;
  ms: number;
}

/** The race result: one lap total per engine that ran (JS only when WebAssembly is refused). */
export interface RaceAnswer {
  laps: RaceLap[];
}

/** Worker → page. `wasmRefused` is sent with the first answer after WebAssembly failed. */
export type Reply =
  | { id: number; done: false; progress: number; total: number; laps?: RaceLap[] }
  | { id: number; done: true; result: SolveAnswer | BatchAnswer | RaceAnswer; wasmRefused?: string }
  | { id: number; done: true; failure: string; wasmRefused?: string };
