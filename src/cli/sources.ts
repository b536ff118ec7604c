/**
 * Opens the inputs named on the command line (stdin for none or `-`) as streams
 * of puzzle records, and measures their size for the progress bar.
 */
import { createReadStream, fstatSync, statSync } from 'node:fs';
import type { SourceRecords } from './pool/pipeline.js';
import { UsageError } from './options.js';
import { readPuzzleInput, type InputItem } from './input.js';
import { readPieces } from './reader.js';
import { fileErrorReason, isStdinName } from './file-errors.js';
import { cannotReadText } from './formats.js';

/** Read size: large enough that per-chunk overhead vanishes, small enough to stay flat. */
const READ_CHUNK_BYTES = 1 << 18;

/** The inputs to read: the files given, or stdin. */
export function inputNames(files: readonly string[]): string[] {
  return files.length === 0 ? ['-'] : [...files];
}

/**
 * Throws `UsageError` (exit 2) for a file that is missing or cannot be read as
 * a stream (checked up front, before any output, so a typo costs no half-done
 * run). Pipes (a named FIFO, `<(...)`) and devices are read like files.
 */
export function checkInputs(names: readonly string[]): void {
  for (const name of names) {
    if (isStdinName(name)) continue;
    let stats;
    try {
      stats = statSync(name);
    } catch (e) {
      throw new UsageError(cannotReadText(name, fileErrorReason(e)));
    }
    if (stats.isDirectory()) throw new UsageError(cannotReadText(name, 'is a directory'));
    if (!stats.isFile() && !stats.isFIFO() && !stats.isCharacterDevice()) throw new UsageError(cannotReadText(name, 'not a file or a pipe'));
  }
}

/** Total bytes of the inputs, or 0 when any is a pipe or terminal (size unknown). */
export function totalInputBytes(names: readonly string[]): number {
  let total = 0;
  for (const name of names) {
    try {
      const st = isStdinName(name) ? fstatSync(0) : statSync(name);
      if (!st.isFile()) return 0;
      total += st.size;
    } catch {
      return 0;
    }
  }
  return total;
}

/** What the progress bar learns from reading. */
export interface ReadCounters {
  /** Bytes read so far. */
  bytes: number;
  /** Puzzle lines read so far (comment lines included once past the head: an estimate). */
  records: number;
}

/**
 * The input of each file in turn, in pieces of `linesPerPiece` lines, counting
 * bytes and lines into `counters`.
 */
export async function* openInputs(
  names: readonly string[],
  linesPerPiece: number,
  counters: ReadCounters,
): AsyncGenerator<SourceRecords> {
  for (const name of names) {
    const stream = isStdinName(name) ? process.stdin : createReadStream(name, { highWaterMark: READ_CHUNK_BYTES });
    const pieces = readPieces(named(stream, name), linesPerPiece, (n) => (counters.bytes += n));
    yield { source: name === '-' ? 'stdin' : name, items: counted(readPuzzleInput(pieces), counters) };
  }
}

/** The chunks of `stream`; a read error becomes one line naming the file. */
async function* named(stream: AsyncIterable<Buffer | string>, name: string): AsyncGenerator<Buffer | string> {
  try {
    yield* stream;
  } catch (e) {
    throw new Error(cannotReadText(name === '-' ? 'stdin' : name, fileErrorReason(e)));
  }
}

async function* counted(items: AsyncIterable<InputItem>, counters: ReadCounters): AsyncGenerator<InputItem> {
  for await (const item of items) {
    counters.records += 'block' in item ? item.lines : item.records.length;
    yield item;
  }
}
