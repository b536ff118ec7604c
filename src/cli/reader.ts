/**
 * Reads an input stream as pieces of whole lines, for the batch pipeline.
 *
 * The main thread does as little per line as possible: it cuts the decoded text
 * after every `linesPerPiece` newlines (one native `indexOf` per line) and hands
 * the text on as is; the workers split it into lines (`pieceRecords`). So the
 * main thread never makes an object per puzzle, and posting a chunk to a worker
 * copies one string.
 *
 * Memory stays flat: a line longer than MAX_LINE_CHARS is not held; it becomes an
 * `overlong` piece and the rest of it is skipped up to its newline.
 */
import { StringDecoder } from 'node:string_decoder';
import { MAX_LINE_CHARS } from './lines.js';
import { firstCsvField, isSkippable, type PuzzleRecord } from './input.js';

/** Whole lines of text, numbered from `firstLine`. */
export interface TextPiece {
  kind: 'text';
  firstLine: number;
  /** One or more lines, each ending in '\n' except perhaps the last of the input. */
  text: string;
  /** Lines in `text`. */
  lines: number;
}

/** A line too long to keep (reported invalid, its text dropped). */
export interface OverlongPiece {
  kind: 'overlong';
  line: number;
}

/** What `readPieces` yields. */
export type Piece = TextPiece | OverlongPiece;

/** A piece of lines to turn into records in a worker: `csv` takes the first column. */
export interface LineBlock {
  firstLine: number;
  text: string;
  csv: boolean;
}

/**
 * Yields `chunks` (as a Readable gives them) as pieces of at most
 * `linesPerPiece` whole lines, in order. `onBytes` counts bytes read.
 */
export async function* readPieces(
  chunks: AsyncIterable<Buffer | string>,
  linesPerPiece: number,
  onBytes: (n: number) => void = () => {},
): AsyncGenerator<Piece> {
  const decoder = new StringDecoder('utf8');
  let pending = ''; // text from line `nextLine` on, not yet handed out
  let nextLine = 1;
  let skipping = false; // inside an overlong line: drop text up to its newline
  let first = true;
  for await (const chunk of chunks) {
    onBytes(chunk.length);
    let text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a UTF-8 byte order mark
      first = false;
    }
    if (skipping) {
      const nl = text.indexOf('\n');
      if (nl < 0) continue;
      text = text.slice(nl + 1);
      skipping = false;
    }
    pending += text;
    // Cut full pieces.
    let start = 0;
    for (;;) {
      let end = start;
      let n = 0;
      while (n < linesPerPiece) {
        const nl = pending.indexOf('\n', end);
        if (nl < 0) break;
        end = nl + 1;
        n++;
      }
      if (n < linesPerPiece) break;
      yield { kind: 'text', firstLine: nextLine, text: pending.slice(start, end), lines: n };
      nextLine += n;
      start = end;
    }
    pending = pending.slice(start);
    // A tail line past the limit: hand out the whole lines before it, report it, skip it.
    const lastNl = pending.lastIndexOf('\n');
    if (pending.length - lastNl - 1 > MAX_LINE_CHARS) {
      if (lastNl >= 0) {
        const lines = countLines(pending, lastNl + 1);
        yield { kind: 'text', firstLine: nextLine, text: pending.slice(0, lastNl + 1), lines };
        nextLine += lines;
      }
      yield { kind: 'overlong', line: nextLine++ };
      pending = '';
      skipping = true;
    }
  }
  if (!skipping) pending += decoder.end();
  if (pending.length > 0 && !skipping) {
    const lines = countLines(pending, pending.length) + (pending.endsWith('\n') ? 0 : 1);
    yield { kind: 'text', firstLine: nextLine, text: pending, lines };
  }
}

/** Newlines in `text` before `end`. */
function countLines(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * The puzzle records of a block (run in the worker): one per line that is not
 * a comment or blank; CR dropped; the first CSV field when `csv`; a line past
 * MAX_LINE_CHARS marked too long.
 */
export function pieceRecords(block: LineBlock): PuzzleRecord[] {
  const records: PuzzleRecord[] = [];
  const lines = block.text.split('\n');
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
