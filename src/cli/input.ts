/**
 * Turns the lines of one input file into puzzle records, deciding the file's
 * layout from its first lines:
 *
 *   line-per-puzzle   the default; `#` comments and blank lines skipped
 *   CSV               first data line has a comma: the first column is the puzzle,
 *                     and that first line is a header when it looks like one
 *                     (only column names: see isCsvHeader)
 *   block of rows     the whole file is one puzzle, N rows of N cells (N = 4, 9, 16,
 *                     25) of valid symbols, as the seed programs read it; `|` and
 *                     `---` lines of the boxed grid are ignored
 *
 * Records keep their 1-based line number so every output and error can name it.
 */
import { isSide } from '../engine.js';
import { isBandBorder, isPuzzleLine, parse } from '../grid.js';
import { decodeUtf8, firstCsvField, isSkippable, MAX_LINE_CHARS, type PuzzleRecord, type TextLine } from './lines.js';
import type { LineBlock, Piece } from './reader.js';

/** Lines looked at before deciding a file is not a single block (25 rows + 1). */
const BLOCK_LOOKAHEAD = 26;

/** What the reader hands the pipeline: records read here, or a block for a worker to split. */
export type InputItem = { records: PuzzleRecord[] } | { block: LineBlock; lines: number };

/** The lines of a piece (the reader's head, where the layout is decided). */
function pieceLines(piece: Piece): TextLine[] {
  if (piece.kind === 'overlong') return [{ line: piece.line, text: '', overlong: true }];
  const text = decodeUtf8(piece.bytes);
  const texts = text.split('\n');
  if (text.endsWith('\n')) texts.pop();
  return texts.map((raw, i) => {
    const overlong = raw.length > MAX_LINE_CHARS;
    const text = overlong ? '' : raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    return { line: piece.firstLine + i, text, overlong };
  });
}

/**
 * Reads one file's pieces as puzzle input (see the file comment for the
 * layouts): the first lines are looked at here to decide the layout; then text
 * pieces go on whole, as blocks the workers split (for a CSV, the head's records
 * are made here, where the header is known).
 */
export async function* readPuzzleInput(pieces: AsyncIterable<Piece>): AsyncGenerator<InputItem> {
  const it = pieces[Symbol.asyncIterator]();
  // Look ahead far enough to tell a single block of rows from a list of puzzles.
  const head: TextLine[] = [];
  const rest: TextLine[] = [];
  const headPieces: Piece[] = [];
  let ended = false;
  while (head.length < BLOCK_LOOKAHEAD) {
    const next = await it.next();
    if (next.done === true) {
      ended = true;
      break;
    }
    headPieces.push(next.value);
    for (const l of pieceLines(next.value)) {
      if (!l.overlong && isSkippable(l.text)) continue;
      if (head.length < BLOCK_LOOKAHEAD) head.push(l);
      else rest.push(l);
    }
  }
  if (head.length === 0) return;
  const firstLine = head[0] as TextLine;
  if (ended) {
    const block = asBlock(head);
    if (block !== undefined) {
      yield { records: [{ line: firstLine.line, text: block }] };
      return;
    }
  }
  const csv = firstLine.text.includes(',');
  const skipHeader = csv && isCsvHeader(firstLine.text);
  const toRecord = (l: TextLine): PuzzleRecord => {
    if (l.overlong) return { line: l.line, text: '', tooLong: true };
    return { line: l.line, text: csv ? firstCsvField(l.text) : l.text.trim() };
  };
  if (csv) {
    yield { records: [...head.slice(skipHeader ? 1 : 0), ...rest].map(toRecord) };
  } else {
    // Plain lines: the head goes on as the pieces it came in, like the rest of the
    // file, so the workers read it too (and their fast path can take it).
    for (const piece of headPieces) yield pieceItem(piece, false);
  }
  for (;;) {
    const next = await it.next();
    if (next.done === true) return;
    yield pieceItem(next.value, csv);
  }
}

/** A column name: a word or a few, starting with a letter, optionally quoted. */
const COLUMN_NAME = /^\s*("?)[A-Za-z][\w .-]*\1\s*$/;

/**
 * True when a first line with a comma is a CSV header: every field a column
 * name ("puzzle,solution", "id,quizzes,rating") and the first not a puzzle. Any
 * other first line is data, so a puzzle line that holds a comma, or a
 * malformed one, is answered rather than dropped unseen.
 */
export function isCsvHeader(text: string): boolean {
  return !isPuzzleLine(firstCsvField(text)) && text.split(',').every((field) => COLUMN_NAME.test(field));
}

/** A piece as the pipeline takes it: a block of lines, or the record of an overlong line. */
function pieceItem(piece: Piece, csv: boolean): InputItem {
  if (piece.kind === 'overlong') return { records: [{ line: piece.line, text: '', tooLong: true }] };
  return { block: { firstLine: piece.firstLine, bytes: piece.bytes, csv }, lines: piece.lines };
}

/**
 * The lines joined by '\n' when they are exactly one square block of rows,
 * else undefined. 16 unspaced rows of 16 symbols that are all 0-4 or '.' read as
 * sixteen 4x4 puzzles instead: a 16x16 grid using only those digits is unlikely.
 */
export function asBlock(lines: readonly TextLine[]): string | undefined {
  const rows = lines
    .filter((l) => !isBandBorder(l.text))
    .map((l) => l.text.replaceAll('|', ' ').trim());
  const n = rows.length;
  if (!isSide(n) || lines.some((l) => l.overlong)) return undefined;
  let spaced = false;
  for (const row of rows) {
    const hasSpace = /\s/.test(row);
    spaced ||= hasSpace;
    const cells = hasSpace ? row.split(/\s+/).length : row.length;
    if (cells !== n) return undefined;
  }
  if (n === 16 && !spaced && rows.every((r) => /^[0-4.]+$/.test(r))) return undefined;
  // The core's parse reads rows and the boxed grid itself: hand it the lines as they are.
  const block = lines.map((l) => l.text).join('\n');
  // Rows of the right shape but symbols no grid of that size has (nine lines of
  // `abcdefghi`) are lines, each answered invalid, not one puzzle.
  try {
    parse(block);
  } catch {
    return undefined;
  }
  return block;
}
