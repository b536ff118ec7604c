/**
 * The messages between a `SudokuPool` (pool.ts, the app's thread) and its
 * workers (pool-worker.ts). Plain data only: everything here crosses
 * `postMessage` by structured clone, so a `SudokuError` travels as its
 * `toJSON()` and is made again on the app's side, and solve batches of
 * strings cross packed (wire.ts).
 *
 *   app thread                         worker (one engine of each kind it needs)
 *   ── init {engine, wasm} ──────────▶  made on first use: Solver / Logic / Generator
 *   ── chunk {id, job, …} ───────────▶  the library's own call for each item
 *   ◀── answer {id, results} ────────   (results in the chunk's order)
 *   ◀── failed {id, name, message} ──   (the call threw: bad options)
 */
import type { GenerateOptions } from '../generate/options.js';
import type { Puzzle } from '../grid.js';
import type { EngineChoice } from '../select.js';
import type { PackedSolveResults, PuzzleText, WireResult } from './wire.js';

/** The jobs a pool runs, each the library call of the same name. */
export type PoolJob = 'solve' | 'rate' | 'generate';

/** First message to every worker: which engine to make (as `createSolver`'s options, cloneable). */
export interface InitMessage {
  type: 'init';
  engine: EngineChoice;
  /** A compiled module, its bytes or a build name (`EngineOptions.wasm`); absent: the library's bundled builds. */
  wasm?: WebAssembly.Module | ArrayBuffer | ArrayBufferView | string;
  /** A URL of the module, as text (a `URL` does not cross postMessage). */
  wasmUrl?: string;
}

/** `Solver.solveBatch(puzzles, { limit, timeoutMs })` on a chunk: strings packed as one, anything else as an array. */
export interface SolveChunk {
  type: 'chunk';
  id: number;
  job: 'solve';
  puzzles: Puzzle[] | PuzzleText;
  limit: number;
  timeoutMs: number;
}

/** `Logic.rate(puzzle, { timeoutMs })` for each puzzle of a chunk. */
export interface RateChunk {
  type: 'chunk';
  id: number;
  job: 'rate';
  puzzles: Puzzle[];
  timeoutMs: number;
}

/** `Generator.generate({ ...options, seed })` for each seed of a chunk. */
export interface GenerateChunk {
  type: 'chunk';
  id: number;
  job: 'generate';
  seeds: number[];
  options: Omit<GenerateOptions, 'seed' | 'onProgress'>;
}

/** App → worker. */
export type ChunkMessage = SolveChunk | RateChunk | GenerateChunk;

/** Worker → app: the chunk's results, in its order (those of a packed solve chunk packed: wire.ts); or why the call threw. */
export type AnswerMessage =
  | { type: 'answer'; id: number; results: WireResult[] | PackedSolveResults }
  | { type: 'failed'; id: number; name: string; message: string };
