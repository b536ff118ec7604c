/**
 * The pool's public side: `createPool`, `SudokuPool` and their options
 * (index.ts is the entry; pool.ts runs the workers; batches.ts checks and
 * cuts the batches).
 */
import type { Puzzle } from '../grid.js';
import type { GenerateResult } from '../generate/generate.js';
import type { GenerateOptions } from '../generate/options.js';
import type { RateResult } from '../logic/logic.js';
import type { SameShape } from '../solver.js';
import type { SolveResult } from '../result.js';
import type { EngineChoice } from '../select.js';
import type { WasmSource } from '../wasm-load.js';
import { checkCount, checkPoolSize, checkRateTimeout, checkSolveOptions, chunkSizes, generateChunks, puzzleChunks, puzzleList, textChunks, type CheckedPoolSize } from './batches.js';
import type { RateChunk, SolveChunk } from './messages.js';
import { WorkerRunner, type PoolWorker, type ProgressCallback } from './pool.js';
import { SolvedBatchBuilder, type SolvedBatch } from './solved-batch.js';
import { emptyTally, type StatusTally, type TextPiece } from './wire.js';

export type { ProgressCallback } from './pool.js';

/** Options of `createPool`. */
export interface PoolOptions {
  /**
   * Workers at most: an integer ≥ 1; default `navigator.hardwareConcurrency`.
   * More than the cores is clamped to them (a worker past the cores makes no
   * batch faster, yet holds its own engine); `pool.workers` says how many.
   */
  workers?: number;
  /** Each worker's engine, as `createSolver`'s: 'auto' (default: WASM, else JS), 'wasm' or 'js'. */
  engine?: EngineChoice;
  /**
   * The WASM module for every worker: a compiled module, its bytes, a URL or
   * a build name (`EngineOptions.wasm`). It must be a full build
   * (`sudoku-wasm/wasm` or `…/wasm-simd`) when the pool rates or generates.
   * Default: each entry's bundled build.
   */
  wasm?: WasmSource;
  /** Where the worker script is, when the bundler does not follow `new URL('./pool-worker.js', import.meta.url)` (esbuild). */
  workerUrl?: URL | string;
}

/** What every batch call takes besides its own options. */
export interface PoolBatchOptions {
  /** Aborting it rejects the batch with the signal's reason and stops its work at once. */
  signal?: AbortSignal;
  /** Called each time more results are ready, in input order: `done` of `total`. */
  onProgress?: ProgressCallback;
}

/** Options of `solveBatch`: `Solver.solveBatch`'s, and the batch's. */
export interface PoolSolveOptions extends PoolBatchOptions {
  /** Solutions to look for per puzzle (as `Solver.solveBatch`): 1 (default), or 2+ to prove uniqueness. */
  limit?: number;
  /** Per puzzle, as `Solver.solveBatch`; 0 or absent = never. */
  timeoutMs?: number;
}

/** Options of `solveText`: `Solver.solveBatch`'s, and the batch's; progress counts the text's lines. */
export interface PoolSolveTextOptions extends PoolBatchOptions {
  /** Solutions to look for per puzzle: 2 (default: a vector line's `:1` then means unique, `:2+` more than one), or any from 1. */
  limit?: number;
  /** Per puzzle, as `Solver.solveBatch`; 0 or absent = never. */
  timeoutMs?: number;
}

/** What `solveText` gives. */
export interface SolvedText {
  /**
   * One line per puzzle line of the input, in its order, each ending in '\n':
   * `puzzle:count[+][:solution]` (the vector line of its result, as
   * `vectorLine`; the puzzle in its 'line' form; clashing givens
   * `puzzle:0`), or `# line N: message` for a line that is no puzzle (N
   * counts every line of the text from 1).
   */
  text: string;
  /** The puzzle lines' results by status (clashing givens count as 'invalid'). */
  statuses: StatusTally;
}

/** Options of `rateBatch`: `Logic.rate`'s, and the batch's. */
export interface PoolRateOptions extends PoolBatchOptions {
  /** Per puzzle, as `Logic.rate`; 0 or absent = never. */
  timeoutMs?: number;
}

/** Options of `generateBatch`: `Generator.generate`'s but `onProgress` (the batch has its own), and the batch's. */
export interface PoolGenerateOptions extends Omit<GenerateOptions, 'onProgress'>, PoolBatchOptions {}

/** A pool of Web Workers; made by `createPool`. */
export class SudokuPool {
  /** Workers at most (they start on demand). */
  readonly workers: number;
  readonly #runner: WorkerRunner;

  /**
   * Made by `createPool`, which checks the options.
   * @param spawn makes one worker (`createPool`'s loads pool-worker.js)
   */
  constructor(size: CheckedPoolSize, spawn: () => PoolWorker) {
    this.workers = size.workers;
    this.#runner = new WorkerRunner(size.workers, spawn, size.init);
  }

  /**
   * `Solver.solveBatch` over the pool: one result per puzzle, in input
   * order, each as one thread gives it (malformed puzzles `'invalid'`).
   * @throws RangeError (as a rejection) for a bad limit or option; rejects with the signal's reason when aborted
   */
  async solveBatch<P extends Puzzle>(puzzles: Iterable<P>, options: PoolSolveOptions = {}): Promise<SolveResult<SameShape<P>>[]> {
    const { limit, timeoutMs } = checkSolveOptions(options);
    const list = puzzleList('solveBatch', puzzles);
    const { chunks, local } = puzzleChunks<SolveChunk>(list, chunkSizes('solve', list.length, this.workers), 'solve', (part) => ({ job: 'solve', puzzles: part, limit, timeoutMs }));
    return (await this.#runner.run(chunks, list.length, { signal: options.signal, onProgress: options.onProgress, local })) as SolveResult<SameShape<P>>[];
  }

  /**
   * `solveBatch`'s results kept packed: a `SolvedBatch`, read by index
   * (`status(k)`, `solution(k)`, `result(k)`: what `solveBatch` gives for
   * puzzle k, …). For a big batch whose results the app reads once or
   * stores: the app's thread, which shares the cores with the workers, makes
   * no object or string per puzzle until asked (docs/pool.md).
   * @throws RangeError (as a rejection) for a bad limit or option; rejects with the signal's reason when aborted
   */
  async solveBatchPacked<P extends Puzzle>(puzzles: Iterable<P>, options: PoolSolveOptions = {}): Promise<SolvedBatch<SameShape<P>>> {
    const { limit, timeoutMs } = checkSolveOptions(options, 'solveBatchPacked');
    const list = puzzleList('solveBatchPacked', puzzles);
    const { chunks, local } = puzzleChunks<SolveChunk>(list, chunkSizes('solve', list.length, this.workers), 'solve', (part) => ({ job: 'solve', puzzles: part, limit, timeoutMs }));
    const collector = new SolvedBatchBuilder(list.length);
    return (await this.#runner.run(chunks, list.length, { signal: options.signal, onProgress: options.onProgress, local, collector })) as SolvedBatch<SameShape<P>>;
  }

  /**
   * Solves every puzzle line of `text` over the pool and prints each result
   * as one line (see `SolvedText`). A line is a puzzle unless it is blank or
   * a `#` comment after trimming (`puzzleLines`' rule). For an app that
   * shows or saves results as text: no result object is made per puzzle on
   * either thread, so the app's thread, which shares the cores with the
   * workers, is nearly idle (docs/pool.md).
   * @throws RangeError (as a rejection) when `text` is not a string or for a bad option; rejects with the signal's reason when aborted
   */
  async solveText(text: string, options: PoolSolveTextOptions = {}): Promise<SolvedText> {
    const { limit, timeoutMs } = checkSolveOptions(options, 'solveText', 2);
    const { chunks, lines } = textChunks(text, this.workers, limit, timeoutMs);
    const pieces = (await this.#runner.run(chunks, lines, { signal: options.signal, onProgress: options.onProgress })) as TextPiece[];
    const statuses = emptyTally();
    // Joined by '+', not join(''): V8 then links the pieces instead of copying them, and
    // whoever reads the text (a textarea, a Blob) copies it once anyway.
    let joined = '';
    for (const piece of pieces) {
      for (const status of Object.keys(statuses) as (keyof StatusTally)[]) statuses[status] += piece.statuses[status];
      joined += piece.text;
    }
    return { text: joined, statuses };
  }

  /**
   * `Logic.rate` of each puzzle over the pool, in input order.
   * @throws RangeError (as a rejection) for a bad option; rejects with the signal's reason when aborted
   */
  async rateBatch(puzzles: Iterable<Puzzle>, options: PoolRateOptions = {}): Promise<RateResult[]> {
    const timeoutMs = checkRateTimeout(options);
    const list = puzzleList('rateBatch', puzzles);
    const { chunks, local } = puzzleChunks<RateChunk>(list, chunkSizes('rate', list.length, this.workers), 'rate', (part) => ({ job: 'rate', puzzles: part, timeoutMs }));
    return (await this.#runner.run(chunks, list.length, { signal: options.signal, onProgress: options.onProgress, local })) as RateResult[];
  }

  /**
   * `count` puzzles from `Generator.generate`, puzzle i with the seed
   * `puzzleSeed(seed, i)` (`seed` default: a fresh random one, the same for
   * the whole batch), so the batch is the same whatever the pool's size.
   * @throws RangeError (as a rejection) for a bad count or option; rejects with the signal's reason when aborted
   */
  async generateBatch(count: number, options: PoolGenerateOptions = {}): Promise<GenerateResult[]> {
    const chunks = generateChunks(checkCount(count), options, chunkSizes('generate', count, this.workers));
    return (await this.#runner.run(chunks, count, { signal: options.signal, onProgress: options.onProgress })) as GenerateResult[];
  }

  /** Ends every worker; batches still running reject. */
  close(): void {
    this.#runner.close();
  }
}

/**
 * A pool of module Web Workers (see the file comment). No worker starts
 * until a batch needs one.
 * @throws RangeError for a bad `workers`, `engine` or `wasm`
 */
export function createPool(options: PoolOptions = {}): SudokuPool {
  const size = checkPoolSize(options, typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency);
  const { workerUrl } = options;
  const noWorkers = (): never => {
    throw new Error('sudoku-wasm pool: this environment has no Web Workers (in Node, the CLI has a pool of its own: --workers)');
  };
  // Written out in full, in this form: the one bundlers recognise, so they
  // bundle pool-worker.js and its imports as a worker of its own.
  const spawn =
    workerUrl === undefined
      ? () => new Worker(new URL('./pool-worker.js', import.meta.url), { type: 'module', name: 'sudoku-pool' })
      : () => new Worker(workerUrl, { type: 'module', name: 'sudoku-pool' });
  return new SudokuPool(size, (typeof Worker === 'undefined' ? noWorkers : spawn) as unknown as () => PoolWorker);
}
