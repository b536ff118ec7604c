/**
 * The batch loop: records in, chunks out to the runner, results back in order.
 *
 *   input ──chunksOf──▶ run(chunk) ×N in flight ──▶ ReorderBuffer ──▶ write (in order)
 *
 * Backpressure keeps memory flat: at most `maxInFlight` chunks exist between
 * reading and writing (dispatched, solved but out of order, or being written).
 * When that many are out, the loop stops pulling from the input iterator, which
 * pauses the underlying stream; a slow stdout (write returns false) holds chunks
 * in the "being written" state and so pauses the input too.
 */
import type { InputItem } from '../input.js';
import type { PuzzleRecord } from '../lines.js';
import type { LineBlock } from '../reader.js';
import type { ChunkRunner } from './pool.js';
import type { ChunkResult, JobSettings } from './protocol.js';
import { ReorderBuffer } from '../../reorder.js';

/**
 * Puzzle lines allowed between reading and writing for the whole pool. The
 * per-worker allowance alone grows with the thread count and the chunk size
 * (49 chunks of 1,000,000 lines for 16 workers); this caps it, whatever both are.
 */
export const MAX_LINES_IN_FLIGHT = 1 << 16;

/**
 * Chunks allowed in flight for `workers` threads and chunks of `chunkSize`:
 * per worker, one being solved, one waiting in its queue and one result on its
 * way back or waiting its turn to be written, within MAX_LINES_IN_FLIGHT; and
 * never fewer than two, so reading overlaps solving.
 */
export function chunksInFlight(workers: number, chunkSize: number): number {
  return Math.max(2, Math.min(workers * 3 + 1, Math.floor(MAX_LINES_IN_FLIGHT / chunkSize)));
}

/** The input of one file, as read, named for error messages. */
export interface SourceRecords {
  /** File name, or `-` for stdin. */
  source: string;
  items: AsyncIterable<InputItem>;
}

/** One chunk from one source: records read in the main thread, or a block of lines. */
export type Chunk = { source: string; records: PuzzleRecord[] } | { source: string; block: LineBlock };

/** What the loop needs besides the input. */
export interface PipelineOptions {
  runner: ChunkRunner;
  settings: JobSettings;
  chunkSize: number;
  /** Chunks allowed between reading and writing. */
  maxInFlight: number;
  /** Test hook: the chunk with this seq carries `crash: true` on its first dispatch. */
  crashChunk?: number;
  /** Writes one chunk's output; resolves when the sink can take more. */
  write: (output: Uint8Array) => Promise<void>;
  /** Called in order, once per chunk, before its output is written. */
  onResult: (result: ChunkResult, source: string) => void;
  /** True once the reader went away (EPIPE): stop quietly. */
  stopped: () => boolean;
}

/**
 * Groups records into chunks of at most `size`; blocks (already cut to size by
 * the reader) pass as chunks of their own. A chunk never spans two sources.
 */
export async function* chunksOf(inputs: AsyncIterable<SourceRecords>, size: number): AsyncGenerator<Chunk> {
  for await (const { source, items } of inputs) {
    let batch: PuzzleRecord[] = [];
    for await (const item of items) {
      if ('block' in item) {
        if (batch.length > 0) yield { source, records: batch };
        batch = [];
        yield { source, block: item.block };
        continue;
      }
      const read = item.records;
      let from = 0;
      while (from < read.length) {
        const take = Math.min(size - batch.length, read.length - from);
        batch = batch.length === 0 && take === read.length ? read : batch.concat(read.slice(from, from + take));
        from += take;
        if (batch.length >= size) {
          yield { source, records: batch };
          batch = [];
        }
      }
    }
    if (batch.length > 0) yield { source, records: batch };
  }
}

/** Runs the whole input through `options.runner`; resolves when all is written. */
export async function runPipeline(inputs: AsyncIterable<SourceRecords>, options: PipelineOptions): Promise<void> {
  const reorder = new ReorderBuffer<ChunkResult>();
  const sources = new Map<number, string>();
  let dispatched = 0;
  let written = 0;
  let failure: unknown;
  let flushing = false;
  let wake: (() => void) | undefined;
  const signal = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const nextEvent = (): Promise<void> => new Promise((resolve) => (wake = resolve));

  const flush = async (): Promise<void> => {
    if (flushing) return;
    flushing = true;
    try {
      for (let r = reorder.take(); r !== undefined; r = reorder.take()) {
        const source = sources.get(r.seq) ?? '-';
        sources.delete(r.seq);
        if (!options.stopped()) {
          options.onResult(r, source);
          await options.write(r.output);
        }
        written++;
        signal();
      }
    } catch (e) {
      failure ??= e;
      signal();
    } finally {
      flushing = false;
    }
  };

  for await (const chunk of chunksOf(inputs, options.chunkSize)) {
    while (dispatched - written >= options.maxInFlight && failure === undefined && !options.stopped()) {
      await nextEvent();
    }
    if (failure !== undefined || options.stopped()) break;
    const seq = dispatched++;
    sources.set(seq, chunk.source);
    options.runner
      .run({
        type: 'chunk',
        seq,
        settings: options.settings,
        ...('block' in chunk ? { block: chunk.block } : { records: chunk.records }),
        crash: seq === options.crashChunk,
      })
      .then(
        (result) => {
          reorder.put(seq, { ...result, seq });
          void flush();
        },
        (error: unknown) => {
          failure ??= error;
          signal();
        },
      );
  }
  while (written < dispatched && failure === undefined && !options.stopped()) await nextEvent();
  if (failure !== undefined) throw failure;
}
