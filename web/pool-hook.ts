/**
 * `window.__sudokuPool`: the worker pool driven from outside the page, for
 * the browser tests (test/e2e/pool.test.ts: the pool's answers against one
 * thread's, cancel, progress) and bench/browser.js (1 worker against 2). It
 * costs the page a few hundred bytes: the pool itself loads on first call.
 */
import type { SolvedBatch } from '../src/pool/solved-batch.js';
import { poolFor } from './batch-pool.js';
import type { EngineChoice } from './protocol.js';

/** One call of the hook: a batch job, run `laps` times (default 1) on a pool of `workers`. */
export interface PoolHookRequest {
  job: 'solve' | 'solvePacked' | 'solveText' | 'rate' | 'generate';
  /** Puzzle lines (solve, solvePacked, rate; solveText: joined with '\n', once, before the laps, unless `text` is given). */
  puzzles?: string[];
  /** solveText's text itself (the bench keeps the page holding one string, as the batch box does, not an array of lines). */
  text?: string;
  /** Puzzles to make (generate). */
  count?: number;
  /** The batch call's own options (limit, timeoutMs, seed, level, …). */
  options?: Record<string, unknown>;
  workers?: number;
  engine?: EngineChoice;
  /** Run the batch again and again until this many ms have passed (at least once); for the bench. */
  minMs?: number;
  /** Abort the batch once progress reaches this many results. */
  abortAt?: number;
  /** false: give no results back (the bench's timed calls: sending 20,000 results out of the page costs more than solving them). Default true. */
  keepResults?: boolean;
}

/** What the hook gives: the first lap's results as JSON (a SudokuError as its toJSON; solvePacked's as each `result(k)`; solveText's answer as the one result), progress calls, time. */
export interface PoolHookAnswer {
  workers: number;
  results: unknown[];
  progress: [number, number][];
  laps: number;
  items: number;
  ms: number;
  /** The rejection, when the batch failed or was aborted. */
  error?: { name: string; message: string };
}

declare global {
  interface Window {
    __sudokuPool?: (request: PoolHookRequest) => Promise<PoolHookAnswer>;
  }
}

/** A packed batch's results as `solveBatch` gives them, when they are to be kept (else none: the timed laps leave them packed). */
function resultsOf(batch: SolvedBatch, keep: boolean): unknown[] {
  return keep ? Array.from({ length: batch.length }, (_, k) => batch.result(k)) : [];
}

async function runHook(request: PoolHookRequest): Promise<PoolHookAnswer> {
  const pool = await poolFor(request.engine ?? 'wasm', request.workers);
  const answer: PoolHookAnswer = { workers: pool.workers, results: [], progress: [], laps: 0, items: 0, ms: 0 };
  const controller = new AbortController();
  /** Items of the batch, as its progress counts them (solveText: the text's lines). */
  let items = 0;
  const batch = {
    ...request.options,
    signal: controller.signal,
    onProgress: (done: number, total: number) => {
      items = total;
      if (answer.laps === 0) answer.progress.push([done, total]);
      if (request.abortAt !== undefined && done >= request.abortAt) controller.abort(new DOMException('aborted by the hook', 'AbortError'));
    },
  };
  const text = request.job === 'solveText' ? (request.text ?? (request.puzzles ?? []).join('\n')) : '';
  try {
    do {
      const started = performance.now();
      const results: unknown[] =
        request.job === 'solve'
          ? await pool.solveBatch(request.puzzles ?? [], batch)
          : request.job === 'solvePacked'
            ? resultsOf(await pool.solveBatchPacked(request.puzzles ?? [], batch), answer.laps === 0 && request.keepResults !== false)
            : request.job === 'solveText'
              ? [await pool.solveText(text, batch)]
              : request.job === 'rate'
                ? await pool.rateBatch(request.puzzles ?? [], batch)
                : await pool.generateBatch(request.count ?? 0, batch);
      answer.ms += performance.now() - started;
      if (answer.laps === 0 && request.keepResults !== false) answer.results = JSON.parse(JSON.stringify(results)) as unknown[];
      answer.laps++;
      answer.items += items;
    } while (answer.ms < (request.minMs ?? 0));
  } catch (error) {
    answer.error = error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) };
  }
  return answer;
}

/** Installs the hook. */
export function setUpPoolHook(): void {
  window.__sudokuPool = runHook;
}
