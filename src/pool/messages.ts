/**
 * The messages between a `SudokuPool` (pool.ts, the app's thread) and its
 * workers (pool-worker.ts). Plain data only: everything here crosses
 * `postMessage` by structured clone, so a `SudokuError` travels as its
 * `toJSON()` and is made again on the app's side, and solve batches of
 * strings cross packed (wire.ts).
 *
 *   app thread                         worker (one engine of each kind it needs)
 *   ── init {engine, wasm, modules} ─▶  made on first use: Solver / Logic / Generator
 *   ◀── compiled {kind, module} ─────   (the first worker to compile a build shares it…)
 *   ── module {kind, module} ────────▶  (…with every other worker, which then compiles none)
 *   ── chunk {id, job, …} ───────────▶  the library's own call for each item
 *   ◀── answer {id, results} ────────   (results in the chunk's order)
 *   ◀── failed {id, name, message} ──   (the call threw: bad options)
 */
import type { GenerateOptions } from '../generate/options.js';
import type { Puzzle } from '../grid.js';
import type { EngineChoice } from '../select.js';
import type { JsonResults, LinesText, PackedSolveResults, PackedTextResults, PuzzleText, WireResult } from './wire.js';

/** The jobs a pool runs: the library call of the same name, and solve on lines of text printed as vector lines (`solveText`). */
export type PoolJob = 'solve' | 'rate' | 'generate' | 'solveText';

/** First message to every worker: which engine to make (as `createSolver`'s options, cloneable). */
export interface InitMessage {
  type: 'init';
  engine: EngineChoice;
  /** A compiled module, its bytes or a build name (`EngineOptions.wasm`); absent: the library's bundled builds. */
  wasm?: WebAssembly.Module | ArrayBuffer | ArrayBufferView | string;
  /** A URL of the module, as text (a `URL` does not cross postMessage). */
  wasmUrl?: string;
  /** Builds a worker compiled already, by kind: they replace `wasm` for that kind. */
  modules?: Partial<Record<ModuleKind, WebAssembly.Module>>;
}

/** The WASM builds a worker may need: the solver-only one (solve) and the full one (rate, generate). */
export type ModuleKind = 'solver' | 'full';

/**
 * A compiled build, either way: a worker that compiled it tells the pool
 * ('compiled'), and the pool gives it to every other worker ('module', and
 * in the init of workers yet to start). A `WebAssembly.Module` crosses
 * postMessage shared, not copied: a worker that gets one neither fetches nor
 * compiles the build, and the optimised code V8 makes for it is shared too.
 */
export interface ModuleMessage {
  type: 'module';
  kind: ModuleKind;
  module: WebAssembly.Module;
}

/** Worker → app: a build this worker compiled (see ModuleMessage). */
export interface CompiledMessage {
  type: 'compiled';
  kind: ModuleKind;
  module: WebAssembly.Module;
}

/** `Solver.solveBatch(puzzles, { limit, timeoutMs })` on a chunk: strings packed as one, anything else as an array. */
export interface SolveChunk {
  type: 'chunk';
  id: number;
  job: 'solve';
  puzzles: Puzzle[] | PuzzleText;
  limit: number;
  timeoutMs: number;
  /** With a PuzzleText: a buffer for the packed answer (wire.ts), transferred, used when big enough; it comes back as the answer's buffer (buffers.ts). */
  spare?: ArrayBuffer;
}

/** Each puzzle line of a chunk of text solved and printed (solve-lines.ts). */
export interface SolveTextChunk {
  type: 'chunk';
  id: number;
  job: 'solveText';
  lines: LinesText;
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
export type ChunkMessage = SolveChunk | SolveTextChunk | RateChunk | GenerateChunk;

/** A chunk's results as they cross: objects, or packed (wire.ts): solve results in a buffer, a text chunk's lines as bytes, ratings and made puzzles as JSON. */
export type ChunkResults = WireResult[] | PackedSolveResults | PackedTextResults | JsonResults;

/** Worker → app: the chunk's results, in its order (those of a packed solve chunk packed: wire.ts); or why the call threw. */
export type AnswerMessage =
  | { type: 'answer'; id: number; results: ChunkResults }
  | CompiledMessage
  | { type: 'failed'; id: number; name: string; message: string };
