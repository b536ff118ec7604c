/**
 * `sudoku-wasm/pool`: every core of a browser. A pool of module Web Workers
 * that solve, rate and generate batches with the library's own calls (each
 * worker runs `sudoku-wasm`, `sudoku-wasm/logic` or `sudoku-wasm/generate`),
 * results in input order, with progress, cancellable with an AbortSignal.
 *
 * ```js
 * import { createPool } from 'sudoku-wasm/pool';
 * const pool = createPool();                           // navigator.hardwareConcurrency workers
 * const results = await pool.solveBatch(lines, { onProgress: (done, total) => {} });
 * pool.close();
 * ```
 *
 * The worker script is `new URL('./pool-worker.js', import.meta.url)`, the
 * form Vite, webpack and Parcel bundle by themselves; with esbuild, which
 * leaves that URL alone, bundle `sudoku-wasm/pool-worker` as an entry point
 * of its own and pass its URL as `workerUrl` (docs/pool.md).
 */
export {
  createPool,
  SudokuPool,
  type PoolOptions,
  type PoolBatchOptions,
  type PoolSolveOptions,
  type PoolSolveTextOptions,
  type SolvedText,
  type PoolRateOptions,
  type PoolGenerateOptions,
  type ProgressCallback,
} from './create-pool.js';
export type { EngineChoice } from '../select.js';
export type { StatusTally } from './wire.js';
export type { SolvedBatch } from './solved-batch.js';
