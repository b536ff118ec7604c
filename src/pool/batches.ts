/**
 * A pool's batches before they leave the app's thread: options checked as
 * the library's own calls check them (so an empty batch refuses bad options
 * too, and a mistake is one RangeError at the call, not one per worker), and
 * the batch cut into chunks.
 */
import { SudokuError } from '../errors.js';
import { BATCH_CAPACITY } from '../engine.js';
import { parse, type Puzzle } from '../grid.js';
import { freshSeed, GENERATE_LEVELS, puzzleSeed } from '../generate/generate.js';
import { checkOptions, type GenerateOptions } from '../generate/options.js';
import { checkLimit, checkSeed, checkTimeout, describeValue, optionsObject } from '../options.js';
import { invalidResult } from '../result.js';
import type { EngineChoice } from '../select.js';
import { WASM_VARIANTS, type WasmSource } from '../wasm-load.js';
import { workerThreads } from '../worker-count.js';
import type { GenerateChunk, InitMessage, PoolJob, SolveChunk, SolveTextChunk, RateChunk } from './messages.js';
import { takeBuffer } from './buffers.js';
import { packedBytes, packPuzzleText, textAnswerBytes, type LinesText } from './wire.js';

/**
 * Most items per chunk, per job. solve and solveText: four engine calls'
 * worth of 9×9 puzzles (about 20–40 ms of search on the public sets), so
 * the message cost is spread thin. At one engine call's worth, solve's
 * chunks cost the app's thread 0.1–0.2 µs more per puzzle, mostly V8's
 * collector (docs/pool.md): likely because a chunk's solutions, one string
 * the results are slices of, then stay under 128 KB, where V8's young
 * collector copies what survives; a bigger string is a large object, never
 * copied. rate: a rating takes 0.05–5 ms;
 * generate: a puzzle takes 0.1–1 ms, rated, and far more in a rare band
 * (32, not 8: a chunk, its message out and its answer back, costs the app's
 * thread about 27 µs of CPU, 3.4 µs a puzzle at 8 a chunk; docs/pool.md).
 */
const MAX_CHUNK: Readonly<Record<PoolJob, number>> = { solve: 4 * BATCH_CAPACITY, solveText: 4 * BATCH_CAPACITY, rate: 64, generate: 32 };

/**
 * Chunks per worker a batch is cut into at least: small batches still reach
 * every worker.
 */
const CHUNKS_PER_WORKER = 4;

/**
 * The least a chunk shrinks to near a batch's end, as a share of the job's
 * most: a chunk's message costs the app's thread tens of µs, so a
 * sixteenth of the most (about 1 ms of search for solve) keeps that small.
 */
const LEAST_SHARE = 16;

/** How much bigger each worker's next chunk may be than its last while a batch starts. */
const RAMP = 4;

/**
 * Items per chunk, in order, for a batch of `total` items on `workers`
 * workers. Short at both ends, as big as the job allows between:
 * - the start: each worker's first chunk is a sixteenth of the most, its
 *   next ones four times bigger each, so every worker starts after the app's
 *   thread has made a short chunk, not a long one (and the first results
 *   come back sooner);
 * - the end: each chunk is a share of what is left (guided
 *   self-scheduling), down to a sixteenth of the most. Each worker holds two
 *   chunks and a chunk cannot move once posted, so when the last ones go
 *   out one worker can be left with up to two chunks while the others wait
 *   for the batch to end; short last chunks keep that wait short, and so is
 *   the last answer the app's thread reads while every worker waits.
 */
export function chunkSizes(job: PoolJob, total: number, workers: number): number[] {
  const first = Math.max(1, Math.min(MAX_CHUNK[job], Math.ceil(total / (workers * CHUNKS_PER_WORKER))));
  const least = Math.min(first, Math.max(1, MAX_CHUNK[job] / LEAST_SHARE));
  const sizes: number[] = [];
  for (let left = total; left > 0; ) {
    const ramp = least * RAMP ** Math.floor(sizes.length / workers);
    const size = Math.min(left, first, ramp, Math.max(least, Math.ceil(left / (2 * workers))));
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

/** A pool's size and its workers' first message, checked. */
export interface CheckedPoolSize {
  workers: number;
  init: InitMessage;
}

/**
 * Checks `createPool`'s options. `cores`: `navigator.hardwareConcurrency`
 * (undefined where there is none).
 * @throws RangeError naming the option and what it accepts
 */
export function checkPoolSize(
  options: { workers?: number; engine?: EngineChoice; wasm?: WasmSource | string },
  cores: number | undefined,
): CheckedPoolSize {
  const settled = optionsObject('createPool', options);
  const available = typeof cores === 'number' && Number.isInteger(cores) && cores > 0 ? cores : 1;
  const requested = settled.workers === undefined ? available : settled.workers;
  if (typeof requested !== 'number' || !Number.isInteger(requested) || requested < 1) {
    throw new RangeError(`createPool: workers must be an integer from 1 up (more than the ${available} cores is clamped to them), got ${describeValue(requested)}`);
  }
  const engine = settled.engine ?? 'auto';
  if (engine !== 'auto' && engine !== 'wasm' && engine !== 'js') {
    throw new RangeError(`createPool: engine must be 'auto', 'wasm' or 'js', got ${typeof engine === 'string' ? `'${engine}'` : describeValue(engine)}`);
  }
  const init: InitMessage = { type: 'init', engine };
  const wasm = settled.wasm;
  if (wasm instanceof URL) init.wasmUrl = wasm.href;
  else if (typeof wasm === 'string' && !(WASM_VARIANTS as readonly string[]).includes(wasm)) {
    throw new RangeError(`createPool: wasm must be a build name (${WASM_VARIANTS.join(', ')}), a module, its bytes or a URL, got '${wasm}'`);
  } else if (wasm !== undefined) init.wasm = wasm;
  return { workers: workerThreads(requested, available), init };
}

/**
 * The puzzles of a batch as an array (holes of a sparse array as undefined,
 * as `Solver.solveBatch` reads them).
 * @throws RangeError when `puzzles` is not an iterable of puzzles
 */
export function puzzleList(call: string, puzzles: Iterable<Puzzle>): Puzzle[] {
  const candidate = puzzles as unknown;
  if (typeof candidate === 'string') throw new RangeError(`${call}: puzzles must be an iterable of puzzles (an array of strings, say), got one string`);
  if (typeof candidate !== 'object' || candidate === null || typeof (candidate as Partial<Iterable<Puzzle>>)[Symbol.iterator] !== 'function') {
    throw new RangeError(`${call}: puzzles must be an iterable of puzzles, got ${describeValue(candidate)}`);
  }
  return Array.from(puzzles);
}

/** `solveBatch`'s options (`solveText`'s: `call`, default limit 2), checked as `Solver.solveBatch` checks them. */
export function checkSolveOptions(options: { limit?: number; timeoutMs?: number }, call = 'solveBatch', defaultLimit = 1): { limit: number; timeoutMs: number } {
  const settled = optionsObject(call, options);
  return { limit: checkLimit(call, settled.limit ?? defaultLimit), timeoutMs: checkTimeout(call, settled.timeoutMs) };
}

/**
 * Where each line of `text` ends (the index of its '\n', or the text's
 * length for a last line without one), in a buffer kept for the next batch;
 * and how many lines there are.
 */
let lineEnds = new Int32Array(0);
function findLineEnds(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); ; at = text.indexOf('\n', at + 1)) {
    if (at < 0 && (text.length === 0 || text.endsWith('\n'))) return lines;
    if (lines === lineEnds.length) {
      const grown = new Int32Array(Math.max(1024, lines * 2));
      grown.set(lineEnds);
      lineEnds = grown;
    }
    lineEnds[lines++] = at < 0 ? text.length : at;
    if (at < 0) return lines;
  }
}

/**
 * `solveText`'s text cut into chunks of whole lines, each made (sliced) when
 * the pool posts it; `lines`: the text's lines, which progress counts. Only
 * newlines are looked at here: reading the lines is the workers' job.
 * @throws RangeError when `text` is not a string
 */
export function textChunks(text: unknown, workers: number, limit: number, timeoutMs: number): { chunks: (() => Omit<SolveTextChunk, 'id'>)[]; lines: number } {
  if (typeof text !== 'string') throw new RangeError(`solveText: text must be a string of puzzle lines, got ${Array.isArray(text) ? 'an array (join its lines with "\\n")' : describeValue(text)}`);
  const lines = findLineEnds(text);
  const chunks: (() => Omit<SolveTextChunk, 'id'>)[] = [];
  let first = 0;
  let from = 0;
  for (const count of chunkSizes('solveText', lines, workers)) {
    const start = from;
    const end = Math.min(text.length, (lineEnds[first + count - 1] as number) + 1);
    const firstLine = first + 1;
    chunks.push(() => {
      const lines: LinesText = { text: text.slice(start, end), firstLine, lines: count, spare: takeBuffer(textAnswerBytes(end - start, count)) };
      return { type: 'chunk', job: 'solveText', lines, limit, timeoutMs };
    });
    from = end;
    first += count;
  }
  return { chunks, lines };
}

/** `rateBatch`'s `timeoutMs`, checked as `Logic.rate` checks it. */
export function checkRateTimeout(options: { timeoutMs?: number }): number {
  return checkTimeout('rateBatch', optionsObject('rateBatch', options).timeoutMs);
}

/** Whether `puzzle` can be a puzzle at all (a string, bytes or rows); anything else cannot cross to a worker as it is. */
function hasPuzzleShape(puzzle: unknown): boolean {
  return typeof puzzle === 'string' || puzzle instanceof Uint8Array || Array.isArray(puzzle);
}

/** The library's answer to an entry of no puzzle's shape: 'invalid', with the parser's own error. */
function shapeError(puzzle: unknown): SudokuError {
  try {
    parse(puzzle as Puzzle);
  } catch (error) {
    if (error instanceof SudokuError) return error;
    throw error;
  }
  throw new Error('sudoku-wasm pool: an entry of no puzzle shape was parsed');
}

/**
 * Cuts `list` into chunks of `sizes`, each made when the pool posts it
 * (pool.ts ChunkSource). A solve chunk of strings only crosses as one
 * string (wire.ts PuzzleText); any other chunk as an array. An entry of no
 * puzzle's shape (a function, a symbol, a plain object) may not survive the
 * structured clone: it crosses as null and its result, the library's
 * 'invalid', is made here and put in `local` as its chunk is made.
 */
export function puzzleChunks<C extends SolveChunk | RateChunk>(
  list: readonly Puzzle[],
  sizes: readonly number[],
  job: C['job'],
  chunkOf: (puzzles: C['puzzles']) => Omit<C, 'type' | 'id'>,
): { chunks: (() => Omit<C, 'id'>)[]; local: Map<number, unknown> } {
  const local = new Map<number, unknown>();
  const chunks: (() => Omit<C, 'id'>)[] = [];
  let from = 0;
  for (const size of sizes) {
    const start = from;
    const end = Math.min(list.length, start + size);
    from = end;
    chunks.push(() => {
      const text = job === 'solve' ? packPuzzleText(list, start, end) : undefined;
      if (text !== undefined) return { type: 'chunk', ...chunkOf(text), spare: takeBuffer(packedBytes(end - start, text.text.length)) } as Omit<C, 'id'>;
      const part = list.slice(start, end).map((puzzle, k) => {
        if (hasPuzzleShape(puzzle)) return puzzle;
        const error = shapeError(puzzle);
        local.set(start + k, job === 'solve' ? invalidResult(error) : { status: 'invalid', error });
        return null as unknown as Puzzle;
      });
      return { type: 'chunk', ...chunkOf(part) } as Omit<C, 'id'>;
    });
  }
  return { chunks, local };
}

/**
 * `generateBatch`'s count.
 * @throws RangeError unless an integer from 0 to 2^32−1
 */
export function checkCount(count: unknown): number {
  return checkSeed('generateBatch', count, 'count');
}

/**
 * `count` puzzles in chunks of `sizes`: puzzle i gets `puzzleSeed(seed, i)`,
 * `seed` settled here once (a fresh random one when absent). The options are
 * checked here as `generate` checks them, then cross as they are.
 * @throws RangeError for a bad option
 */
export function generateChunks(count: number, options: Omit<GenerateOptions, 'onProgress'> & { signal?: unknown; onProgress?: unknown }, sizes: readonly number[]): Omit<GenerateChunk, 'id'>[] {
  const rest: Omit<GenerateOptions, 'onProgress'> & { signal?: unknown; onProgress?: unknown } = { ...optionsObject('generateBatch', options) };
  // The batch's own options: they stay on this thread.
  delete rest.signal;
  delete rest.onProgress;
  const first = checkOptions(rest as GenerateOptions, GENERATE_LEVELS, freshSeed).seed;
  delete rest.seed;
  const chunks: Omit<GenerateChunk, 'id'>[] = [];
  let to = 0;
  for (const size of sizes) {
    const from = to;
    to = Math.min(count, from + size);
    const seeds: number[] = [];
    for (let i = from; i < to; i++) seeds.push(puzzleSeed(first, i));
    chunks.push({ type: 'chunk', job: 'generate', seeds, options: rest });
  }
  return chunks;
}
