/**
 * Reads an input stream as pieces of whole lines, for the batch pipeline.
 *
 * The main thread does as little per line as possible: it never decodes the
 * input. It finds the newlines in the bytes as read (one native `indexOf` per
 * line), copies every `linesPerPiece` lines into a piece of their own, and hands
 * those bytes on; the workers decode and split them (`pieceRecords`, or the fast
 * path reads the bytes directly). So the main thread makes no string and no
 * object per puzzle, and posting a chunk copies one small byte array. (Decoding
 * and cutting strings here cost the main thread ~0.9 s of CPU on 393,264 lines,
 * garbage collection included, taken from the workers on a 2-core machine.)
 *
 * Input in UTF-16 or with CR-only line ends is first turned into UTF-8 lines
 * (encoding.ts).
 *
 * Memory stays flat: a line longer than MAX_LINE_CHARS bytes is not held; it
 * becomes an `overlong` piece and the rest of it is skipped up to its newline.
 */
import { utf8Lines } from './encoding.js';
import { decodeUtf8, firstCsvField, isSkippable, MAX_LINE_CHARS, type PuzzleRecord } from './lines.js';

/** Whole lines of UTF-8 input, numbered from `firstLine`. */
export interface LinesPiece {
  kind: 'lines';
  firstLine: number;
  /** One or more lines, each ending in '\n' except perhaps the last of the input. */
  bytes: Uint8Array;
  /** Lines in `bytes`. */
  lines: number;
}

/** A line too long to keep (reported invalid, its text dropped). */
export interface OverlongPiece {
  kind: 'overlong';
  line: number;
}

/** What `readPieces` yields. */
export type Piece = LinesPiece | OverlongPiece;

/** A piece of lines to turn into records in a worker: `csv` takes the first column. */
export interface LineBlock {
  firstLine: number;
  /** UTF-8 lines as read (CR LF or LF endings). */
  bytes: Uint8Array;
  csv: boolean;
}

const NEWLINE = 0x0a;
const NO_BYTES = Buffer.alloc(0);

/**
 * Yields `chunks` (as a Readable gives them) as pieces of at most
 * `linesPerPiece` whole lines, in order. `onBytes` counts bytes read (as read,
 * before any decoding).
 */
export async function* readPieces(
  chunks: AsyncIterable<Buffer | string>,
  linesPerPiece: number,
  onBytes: (n: number) => void = () => {},
): AsyncGenerator<Piece> {
  let pending: Buffer = NO_BYTES; // bytes from line `nextLine` on, not yet handed out
  let nextLine = 1;
  let skipping = false; // inside an overlong line: drop bytes up to its newline
  let atStart = true; // a UTF-8 byte order mark may still come
  for await (let data of utf8Lines(chunks, onBytes)) {
    if (skipping) {
      const nl = data.indexOf(NEWLINE);
      if (nl < 0) continue;
      data = data.subarray(nl + 1);
      skipping = false;
    }
    pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
    if (atStart) {
      if (pending.length < 3 && isBomPrefix(pending)) continue; // wait for the rest of it
      if (pending[0] === 0xef && pending[1] === 0xbb && pending[2] === 0xbf) pending = pending.subarray(3);
      atStart = false;
    }
    // Cut full pieces, each copied out: `pending` is then dropped or rebuilt.
    let start = 0;
    for (;;) {
      let end = start;
      let n = 0;
      while (n < linesPerPiece) {
        const nl = pending.indexOf(NEWLINE, end);
        if (nl < 0) break;
        end = nl + 1;
        n++;
      }
      if (n < linesPerPiece) break;
      yield { kind: 'lines', firstLine: nextLine, bytes: copyOf(pending, start, end), lines: n };
      nextLine += n;
      start = end;
    }
    pending = pending.subarray(start);
    // A tail line past the limit: hand out the whole lines before it, report it, skip it.
    const lastNl = pending.lastIndexOf(NEWLINE);
    if (pending.length - lastNl - 1 > MAX_LINE_CHARS) {
      if (lastNl >= 0) {
        const lines = countLines(pending, lastNl + 1);
        yield { kind: 'lines', firstLine: nextLine, bytes: copyOf(pending, 0, lastNl + 1), lines };
        nextLine += lines;
      }
      yield { kind: 'overlong', line: nextLine++ };
      pending = NO_BYTES;
      skipping = true;
    }
  }
  if (pending.length > 0 && !skipping) {
    const lines = countLines(pending, pending.length) + (pending[pending.length - 1] === NEWLINE ? 0 : 1);
    yield { kind: 'lines', firstLine: nextLine, bytes: copyOf(pending, 0, pending.length), lines };
  }
}

/** True when `bytes` (fewer than 3) may be the start of a byte order mark. */
function isBomPrefix(bytes: Uint8Array): boolean {
  const bom = [0xef, 0xbb, 0xbf];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== bom[i]) return false;
  return true;
}

/**
 * bytes[start, end) in an ArrayBuffer of their own: a view into a stream chunk
 * would keep the whole chunk alive, and postMessage would copy all of it.
 */
function copyOf(bytes: Uint8Array, start: number, end: number): Uint8Array {
  return Uint8Array.prototype.slice.call(bytes, start, end);
}

/** Newlines in `bytes` before `end`. */
function countLines(bytes: Buffer, end: number): number {
  let n = 0;
  for (let i = bytes.indexOf(NEWLINE); i >= 0 && i < end; i = bytes.indexOf(NEWLINE, i + 1)) n++;
  return n;
}

/**
 * The puzzle records of a block (run in the worker): one per line that is not
 * a comment or blank; CR dropped; the first CSV field when `csv`; a line past
 * MAX_LINE_CHARS marked too long.
 */
export function pieceRecords(block: LineBlock): PuzzleRecord[] {
  const records: PuzzleRecord[] = [];
  const lines = decodeUtf8(block.bytes).split('\n');
  for (let i = 0; i < lines.length; i++) {
    let text = lines[i] as string;
    if (text.length > MAX_LINE_CHARS) {
      records.push({ line: block.firstLine + i, text: '', tooLong: true });
      continue;
    }
    if (text.endsWith('\r')) text = text.slice(0, -1);
    if (isSkippable(text)) continue;
    records.push({ line: block.firstLine + i, text: block.csv ? firstCsvField(text) : text.trim() });
  }
  return records;
}
