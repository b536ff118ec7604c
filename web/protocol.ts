/**
 * The messages between the page (main.ts, through solver-client.ts) and the
 * solver worker (worker.ts). Plain data only: everything here crosses
 * `postMessage` by structured clone.
 *
 * Every request carries an `id`; the worker answers with the same `id`, once
 * with `done: true` and, for long jobs, before that with `progress`.
 */

import type { SudokuErrorJSON } from '../src/errors.js';
import type { EngineChoice as LibraryEngineChoice } from '../src/select.js';
import type { PlayAnswer, PlayRequest } from './play/messages.js';

/** An engine the page can ask for: exactly one (its switch has no 'auto'). */
export type EngineChoice = Exclude<LibraryEngineChoice, 'auto'>;

/** The status words shown in the page (and read by the e2e test). */
export type PageStatus = 'solved' | 'unique' | 'multiple' | 'unsolvable' | 'invalid' | 'timeout';

/** A refused puzzle as plain data for postMessage: `SudokuError#toJSON()` (code 'ERROR' for anything else). */
export type ErrorInfo = Omit<SudokuErrorJSON, 'name' | 'code'> & { code: string };

/** Solve one puzzle (`solve`) or judge it (`check`: unique / multiple / none / clash). */
export interface SolveRequest {
  id: number;
  kind: 'solve' | 'check';
  engine: EngineChoice;
  /** The puzzle as the person typed or pasted it: a line or a block of rows. */
  text: string;
  timeoutMs: number;
}

/**
 * How a race or bench hands puzzles to the engine: `batch` = one
 * `solver.solveBatch(lines)` call per lap (9×9 in one WASM call per 1024),
 * `each` = `solver.solve(line)` per puzzle (the per-puzzle API's cost).
 */
export type RaceMode = 'batch' | 'each';

/**
 * Solve the same lines with both engines, interleaved, for at least `minMs`
 * each. The whole set crosses to the worker once; the worker times itself.
 */
export interface RaceRequest {
  id: number;
  kind: 'race';
  lines: string[];
  mode: RaceMode;
  minMs: number;
}

/** One engine over the lines, lap after lap for at least `minMs` (the bench hook). */
export interface BenchRequest {
  id: number;
  kind: 'bench';
  engine: EngineChoice;
  lines: string[];
  mode: RaceMode;
  minMs: number;
}

/** Page → worker (the play requests are in play/messages.ts). */
export type Request = SolveRequest | RaceRequest | BenchRequest | PlayRequest;

/**
 * Where an answer was computed: `worker` (every answer but, at most, the
 * page's first: see first-answer.ts) or `page` (that first answer, solved on
 * the page's own thread while the worker was still starting).
 */
export type SolvingThread = 'page' | 'worker';

/** What the solver found for one puzzle. */
export interface SolveAnswer {
  status: PageStatus;
  /** The engine that really ran (JS when WebAssembly was refused). */
  engine: EngineChoice;
  /** The thread that solved it. */
  thread: SolvingThread;
  side: number;
  /** The givens as one line (normalised: `.` for blanks). */
  givens: string;
  /** The first solution as one line, when there is one. */
  solution?: string;
  /** Solutions found, up to 2 (for `check`). */
  count?: number;
  guesses: number;
  /** Time on the solving thread for this request, in ms (parse + solve). */
  ms: number;
  error?: ErrorInfo;
}

/**
 * One engine's share of a race (or a bench): puzzles solved and the time
 * the solver calls took, measured in the worker with performance.now().
 * `invalid` counts answers of the first lap that failed the engine-free
 * validator (checked outside the timed part; later laps give the same answers).
 */
export interface RaceLap {
  engine: EngineChoice;
  mode: RaceMode;
  puzzles: number;
  ms: number;
  invalid: number;
}

/** The race result: one lap total per engine that ran (JS only when WebAssembly is refused). */
export interface RaceAnswer {
  laps: RaceLap[];
}

/** The bench hook's answer: one lap total. */
export type BenchAnswer = RaceLap;

/**
 * Worker → page, once per worker, unasked: its first engine (WASM, or JS
 * when WebAssembly is refused) is ready. Epoch ms (timeOrigin + now) of the
 * worker's start (its timeOrigin), of its script starting to run, and of the
 * engine becoming ready: the page subtracts its own timeOrigin to place them
 * on its timeline (for the first-answer breakdown in the e2e log).
 */
export interface WorkerReady {
  kind: 'ready';
  engine: EngineChoice;
  workerStart: number;
  scriptStart: number;
  engineReady: number;
}

/** Worker → page. `wasmRefused` is sent with the first answer after WebAssembly failed. */
export type Reply =
  | { id: number; done: false; progress: number; total: number; laps?: RaceLap[] }
  | { id: number; done: true; result: SolveAnswer | RaceAnswer | BenchAnswer | PlayAnswer; wasmRefused?: string }
  | { id: number; done: true; failure: string; wasmRefused?: string };
