/**
 * Parse and format: the only place that knows how a grid is written down.
 *
 * Glossary (kept by the whole package, after Norvig's essay):
 * - side N: 4, 9, 16 or 25; box side √N.
 * - cells: N*N values row by row; 0 = blank, 1..N = digit.
 * - symbol: how a digit is written: `1`-`9`, then `A`-`P` for 10..25
 *   (any case on input); `.` or `0` is a blank.
 * - shape: how the puzzle came in, so its answer can go back the same way.
 *
 * Text forms read (the side comes from the input, never from an option):
 * ```
 * line     ..48...176.79.....5.8.3...4...       one line of 16/81/256/625 symbols
 * rows     0 0 4 8 0 0 0 1 7                    N lines, cells split by spaces
 *          6 7 0 9 0 0 0 0 0  (…)               (seed 003; multi-digit numbers allowed)
 * compact  004800017                            N lines, one symbol per character
 *          670900000  (…)                       (seed 001's output, seed 002's '0' grid)
 * grid     ---------------------------------    the boxed grid of seed 000:
 *           .  .  4  |  8  .  .  |  .  1  7     `-` lines between bands,
 *          (…)                                  ` | ` between boxes
 * ```
 */
import { isSide } from './sides.js';
import { SudokuError } from './errors.js';

/** A puzzle as callers hand it in: text, rows of numbers, or raw cells. */
export type Puzzle = string | number[][] | Uint8Array;

/** Output forms of {@link format}. */
export type Format = 'line' | 'grid' | 'rows' | 'compact' | 'array';

/** How a puzzle came in: a {@link Format}, or `'bytes'` for a `Uint8Array`. */
export type Shape = Format | 'bytes';

/** A parsed puzzle. */
export interface Grid {
  /** 4, 9, 16 or 25. */
  side: number;
  /** side*side values, row by row; 0 = blank. */
  cells: Uint8Array;
  /** The form it was read from. */
  shape: Shape;
}

/**
 * Where the parser writes cells. `place` is called once, as soon as the side
 * is known, and returns the offset into `cells` (read after `place`, so a
 * sink may swap or flush its buffer there). Lets the solver parse straight
 * into the engine's input region with no copy.
 */
export interface CellSink {
  place(side: number): number;
  readonly cells: Uint8Array;
}

/** What {@link parseInto} learned besides the cells. */
export interface ParsedShape {
  side: number;
  shape: Shape;
}

/** Digit symbols in value order: value v is `SYMBOLS[v - 1]`. */
export const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

/**
 * Cell value of each character code: 0 for a blank, 1..25 for a symbol,
 * -1 for anything else. 128 entries (ASCII); other codes are never symbols.
 * (Also read byte by byte by the CLI's fast path.)
 */
export const SYMBOL_VALUE: Int8Array = (() => {
  const table = new Int8Array(128).fill(-1);
  table[0x2e] = 0; // '.'
  table[0x30] = 0; // '0'
  for (let v = 1; v <= SYMBOLS.length; v++) {
    const upper = SYMBOLS.charCodeAt(v - 1);
    table[upper] = v;
    table[SYMBOLS.toLowerCase().charCodeAt(v - 1)] = v;
  }
  return table;
})();

/** The side whose grid has `cellCount` cells, or 0 when there is none. */
export function sideForCellCount(cellCount: number): number {
  // Spelled out rather than a loop over SIDES: this runs once per puzzle string solved.
  return cellCount === 81 ? 9 : cellCount === 16 ? 4 : cellCount === 256 ? 16 : cellCount === 625 ? 25 : 0;
}

/**
 * Parses a puzzle into a fresh `Grid`.
 * @throws SudokuError BAD_LENGTH, BAD_SYMBOL, BAD_SIZE, BAD_SHAPE or EMPTY_INPUT
 */
export function parse(input: Puzzle): Grid {
  let cells = new Uint8Array(0);
  const sink: CellSink = {
    place(side) {
      cells = new Uint8Array(side * side);
      return 0;
    },
    get cells() {
      return cells;
    },
  };
  const { side, shape } = parseInto(input, sink);
  return { side, cells, shape };
}

/**
 * Parses a puzzle, writing its cells into `sink` (see {@link CellSink}).
 * @throws SudokuError as {@link parse}
 */
export function parseInto(input: Puzzle, sink: CellSink): ParsedShape {
  if (typeof input === 'string') return parseText(input, sink);
  if (input instanceof Uint8Array) return parseBytes(input, sink);
  if (Array.isArray(input)) return parseRows(input, sink);
  const got = input === null ? 'null' : typeof input;
  throw new SudokuError('BAD_SHAPE', `expected a string, number[][] or Uint8Array, got ${got}`);
}

function parseBytes(input: Uint8Array, sink: CellSink): ParsedShape {
  if (input.length === 0) throw new SudokuError('EMPTY_INPUT', 'no cells to read');
  const side = sideForCellCount(input.length);
  if (side === 0) {
    throw new SudokuError('BAD_LENGTH', `${input.length} cells: a puzzle needs 16, 81, 256 or 625`);
  }
  for (let i = 0; i < input.length; i++) {
    const v = input[i] as number;
    if (v > side) throw badValue(v, side, i);
  }
  const offset = sink.place(side);
  sink.cells.set(input, offset);
  return { side, shape: 'bytes' };
}

function parseRows(input: readonly unknown[], sink: CellSink): ParsedShape {
  const side = input.length;
  if (side === 0) throw new SudokuError('EMPTY_INPUT', 'no rows to read');
  if (!isSide(side)) {
    throw new SudokuError('BAD_SIZE', `${side} rows: a grid needs 4, 9, 16 or 25`);
  }
  // Check everything before writing, so a refused puzzle leaves the sink's
  // region untouched but for the slot it was given.
  for (let r = 0; r < side; r++) {
    const row = input[r];
    if (!Array.isArray(row)) {
      throw new SudokuError('BAD_SHAPE', `row ${r + 1} is not an array`, { row: r + 1 });
    }
    if (row.length !== side) {
      throw new SudokuError('BAD_SHAPE', `row ${r + 1} has ${row.length} cells, expected ${side}`, { row: r + 1 });
    }
    for (let c = 0; c < side; c++) {
      const v: unknown = row[c];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > side) {
        throw badValue(v, side, r * side + c);
      }
    }
  }
  const offset = sink.place(side);
  const cells = sink.cells;
  for (let r = 0; r < side; r++) {
    const row = input[r] as number[];
    for (let c = 0; c < side; c++) cells[offset + r * side + c] = row[c] as number;
  }
  return { side, shape: 'array' };
}

function badValue(v: unknown, side: number, cell: number): SudokuError {
  const row = Math.floor(cell / side) + 1;
  const column = (cell % side) + 1;
  const shown = typeof v === 'string' ? `'${v}'` : String(v);
  return new SudokuError('BAD_SYMBOL', `bad value ${shown} for a ${side}×${side} grid (0..${side})`, {
    row,
    column,
    cell,
  });
}

/** One non-blank line of the input: where it starts and ends in the text. */
interface TextLine {
  /** 1-based line number. */
  number: number;
  start: number;
  /** Exclusive; any '\r' already excluded. */
  end: number;
}

/** Lines with at least one non-space character, numbered as in the text. */
function contentLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  let start = 0;
  let number = 1;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const next = end + 1;
    if (end > start && text.charCodeAt(end - 1) === 0x0d) end--;
    if (text.slice(start, end).trim() !== '') lines.push({ number, start, end });
    start = next;
    number++;
  }
  return lines;
}

/** A line made only of `-` (with `+`, `=`, `|` or spaces): a boxed grid's band border. */
export function isBandBorder(content: string): boolean {
  return /^[\s\-+=|]*$/.test(content) && /[-=]/.test(content);
}

function isSeparator(text: string, line: TextLine): boolean {
  return isBandBorder(text.slice(line.start, line.end));
}

/** True when `text` (trimmed) is a bare one-line puzzle: 16, 81, 256 or 625 symbols, each fit for that side. */
export function isPuzzleLine(text: string): boolean {
  const t = text.trim();
  const side = sideForCellCount(t.length);
  if (side === 0) return false;
  for (let i = 0; i < t.length; i++) {
    const code = t.charCodeAt(i);
    const v = code < 128 ? (SYMBOL_VALUE[code] as number) : -1;
    if (v < 0 || v > side) return false;
  }
  return true;
}

/** A cell as written: its text and where it starts in the input. */
interface Token {
  text: string;
  /** Index into the whole input text. */
  at: number;
}

/**
 * Splits one row line into cell tokens. `|` is a box border, never a cell.
 * With whitespace between cells, each word is a cell (so `10` can be ten);
 * without, each character is a cell.
 */
function rowTokens(text: string, line: TextLine): Token[] {
  const content = text.slice(line.start, line.end);
  const tokens: Token[] = [];
  const pattern = isSpacedRow(content) ? /[^\s|]+/g : /[^\s|]/g;
  for (const match of content.matchAll(pattern)) {
    tokens.push({ text: match[0], at: line.start + (match.index ?? 0) });
  }
  return tokens;
}

/** Whitespace between two cells (not merely around a `|`) means a spaced row. */
function isSpacedRow(content: string): boolean {
  return /[^\s|]\s+[^\s|]/.test(content.replace(/\s*\|\s*/g, '|'));
}

function parseText(text: string, sink: CellSink): ParsedShape {
  // Fast path: a bare one-line puzzle (the common case in batches).
  if (sideForCellCount(text.length) !== 0 && text.indexOf('\n') === -1) {
    return parseLine(text, { number: 1, start: 0, end: text.length }, sink);
  }
  const lines = contentLines(text);
  const first = lines[0];
  if (first === undefined) throw new SudokuError('EMPTY_INPUT', 'no puzzle in the text');
  if (lines.length === 1) return parseLine(text, first, sink);

  const rows = lines.filter((line) => !isSeparator(text, line));
  const boxed = rows.length < lines.length || rows.some((line) => text.slice(line.start, line.end).includes('|'));
  const side = rows.length;
  if (!isSide(side)) {
    throw new SudokuError('BAD_SIZE', `${side} rows: a grid needs 4, 9, 16 or 25`, { line: first.number });
  }
  const tokensByRow = rows.map((line) => rowTokens(text, line));
  const spaced = rows.some((line) => isSpacedRow(text.slice(line.start, line.end)));
  tokensByRow.forEach((tokens, r) => {
    const line = rows[r] as TextLine;
    if (tokens.length !== side) {
      throw new SudokuError('BAD_SHAPE', `row ${r + 1} has ${tokens.length} cells, expected ${side}`, {
        row: r + 1,
        line: line.number,
      });
    }
  });
  // Validate all symbols before writing anything.
  const values = new Uint8Array(side * side);
  tokensByRow.forEach((tokens, r) => {
    const line = rows[r] as TextLine;
    tokens.forEach((token, c) => {
      values[r * side + c] = tokenValue(token, side, r, c, line);
    });
  });
  const offset = sink.place(side);
  sink.cells.set(values, offset);
  return { side, shape: boxed ? 'grid' : spaced ? 'rows' : 'compact' };
}

/** One-line form; the hot path for batches, so it scans characters directly. */
function parseLine(text: string, line: TextLine, sink: CellSink): ParsedShape {
  let start = line.start;
  let end = line.end;
  while (isSpace(text.charCodeAt(start))) start++;
  while (isSpace(text.charCodeAt(end - 1))) end--;
  const length = end - start;
  let side = sideForCellCount(length);
  if (side === 0) {
    // Perhaps cells separated by spaces on one line.
    const tokens = rowTokens(text, line);
    if (tokens.some((t) => t.text.length > 1) || tokens.length !== length) {
      side = sideForCellCount(tokens.length);
      if (side !== 0) return parseLineTokens(tokens, side, line, sink);
    }
    throw new SudokuError('BAD_LENGTH', `${length} characters: a one-line puzzle needs 16, 81, 256 or 625`, {
      line: line.number,
    });
  }
  // One pass, checking and writing together: the sink's slot is scratch space,
  // so a puzzle that throws half-way leaves nothing anyone reads.
  const offset = sink.place(side);
  const cells = sink.cells;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(start + i);
    const v = code < 128 ? (SYMBOL_VALUE[code] as number) : -1;
    if (v < 0 || v > side) {
      throw badSymbol(text.charAt(start + i), v, side, i, line.number, start + i - line.start + 1);
    }
    cells[offset + i] = v;
  }
  return { side, shape: 'line' };
}

function parseLineTokens(tokens: Token[], side: number, line: TextLine, sink: CellSink): ParsedShape {
  const values = tokens.map((token, i) => tokenValue(token, side, Math.floor(i / side), i % side, line));
  const offset = sink.place(side);
  sink.cells.set(values, offset);
  return { side, shape: 'line' };
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0d;
}

/** Value of one cell token in a row of a grid of `side`. */
function tokenValue(token: Token, side: number, r: number, c: number, line: TextLine): number {
  const char = token.at - line.start + 1;
  if (token.text.length === 1) {
    const code = token.text.charCodeAt(0);
    const v = code < 128 ? (SYMBOL_VALUE[code] as number) : -1;
    if (v < 0 || v > side) throw badSymbol(token.text, v, side, r * side + c, line.number, char);
    return v;
  }
  // A multi-character word is a decimal number ("10" for ten in 16×16 rows).
  const v = /^\d+$/.test(token.text) ? Number(token.text) : -1;
  if (v < 0 || v > side) throw badSymbol(token.text, v, side, r * side + c, line.number, char);
  return v;
}

function badSymbol(
  symbol: string,
  value: number,
  side: number,
  cell: number,
  line: number,
  char: number,
): SudokuError {
  const place = { row: Math.floor(cell / side) + 1, column: (cell % side) + 1, cell, line, char };
  const what = value > side
    ? `symbol '${symbol}' (${value}) is too big for a ${side}×${side} grid`
    : `bad symbol '${symbol}'`;
  return new SudokuError('BAD_SYMBOL', what, place);
}

/**
 * Writes cells in one of the forms:
 * - `'line'`: one line of symbols, `.` for blanks;
 * - `'grid'`: seed 000's boxed grid (`-` border lines between bands, ` | `
 *   between boxes, ` . ` for blanks; trailing spaces trimmed);
 * - `'rows'`: N lines of space-separated symbols, `0` for blanks (seed 003);
 * - `'compact'`: N lines of symbols, `0` for blanks (seed 001's print);
 * - `'array'`: `number[][]` (seed 004's board).
 * Text has no trailing newline. Above 9, symbols are `A`-`P`.
 *
 * @param source a `Grid`, raw cells (side taken from `side` or the length), or any puzzle
 * @throws SudokuError when `source` does not parse, or a cell value exceeds the side
 */
export function format(source: Grid | Puzzle, form: 'array', side?: number): number[][];
export function format(source: Grid | Puzzle, form: Exclude<Format, 'array'>, side?: number): string;
export function format(source: Grid | Puzzle, form: Format, side?: number): string | number[][];
export function format(source: Grid | Puzzle, form: Format, side?: number): string | number[][] {
  let cells: Uint8Array;
  let n: number;
  if (isGrid(source)) {
    cells = source.cells;
    n = source.side;
  } else if (source instanceof Uint8Array && side !== undefined) {
    if (!isSide(side)) throw new SudokuError('BAD_SIZE', `side ${side}: a grid needs 4, 9, 16 or 25`);
    if (source.length < side * side) {
      throw new SudokuError('BAD_LENGTH', `${source.length} cells: a ${side}×${side} grid needs ${side * side}`);
    }
    cells = source;
    n = side;
  } else {
    const grid = parse(source);
    cells = grid.cells;
    n = grid.side;
  }
  for (let i = 0; i < n * n; i++) {
    if ((cells[i] as number) > n) throw badValue(cells[i], n, i);
  }
  return formatCells(cells, 0, n, form) as string | number[][];
}

/** A `Grid` as `parse` makes it; anything else (null included) goes to `parse`, which names what is wrong with it. */
function isGrid(source: Grid | Puzzle): source is Grid {
  if (typeof source !== 'object' || source === null || source instanceof Uint8Array || Array.isArray(source)) return false;
  const { cells, side } = source as Partial<Grid>;
  return cells instanceof Uint8Array && typeof side === 'number' && isSide(side) && cells.length >= side * side;
}

/**
 * Renders `side*side` cells at `offset` in `shape` (no checks: the caller
 * guarantees values ≤ side). This is how an answer goes back in the shape
 * its puzzle came in: `'bytes'` gives a fresh `Uint8Array`.
 */
export function formatCells(cells: Uint8Array, offset: number, side: number, shape: 'array'): number[][];
export function formatCells(cells: Uint8Array, offset: number, side: number, shape: 'bytes'): Uint8Array;
export function formatCells(cells: Uint8Array, offset: number, side: number, shape: Shape): Puzzle;
export function formatCells(cells: Uint8Array, offset: number, side: number, shape: Shape): Puzzle {
  switch (shape) {
    case 'bytes':
      return cells.slice(offset, offset + side * side);
    case 'array':
      return toArray(cells, offset, side);
    case 'line':
      return lineText(cells, offset, side * side);
    case 'rows':
      return rowLines(cells, offset, side, ' ', '0').join('\n');
    case 'compact':
      return rowLines(cells, offset, side, '', '0').join('\n');
    case 'grid':
      return boxedGrid(cells, offset, side);
  }
}

function toArray(cells: Uint8Array, offset: number, side: number): number[][] {
  const rows: number[][] = [];
  for (let r = 0; r < side; r++) {
    rows.push(Array.from(cells.subarray(offset + r * side, offset + (r + 1) * side)));
  }
  return rows;
}

/** ASCII codes of '.', then the symbols: index = cell value (the `'line'` format, byte by byte). */
export const LINE_CODES = Uint8Array.from(('.' + SYMBOLS).split(''), (ch) => ch.charCodeAt(0));
/** Reused code buffer for lineText (625 = the largest grid). */
const LINE_BUFFER = new Uint8Array(625);
/**
 * Decodes the ASCII buffer in one native call: for an 81-cell line about twice
 * as fast as `String.fromCharCode.apply` in Node 20 (0.5 vs 1.0 µs), and this
 * runs once per solution returned. Every symbol is ASCII, where latin1 (and the
 * windows-1252 browsers map it to) is the identity.
 */
const LINE_DECODER = new TextDecoder('latin1');

/**
 * Writes `cells[from, from + count)` into `to` at `at` as their `'line'` text's ASCII codes;
 * returns where it ended. Every byte path that prints cells (solutions, puzzles) goes through it.
 */
export function writeLineCodes(to: Uint8Array, at: number, cells: Uint8Array, from: number, count: number): number {
  for (let i = 0; i < count; i++) to[at + i] = LINE_CODES[cells[from + i] as number] as number;
  return at + count;
}

/** One line of symbols, built from char codes: it runs once per solution returned. */
function lineText(cells: Uint8Array, offset: number, count: number): string {
  return LINE_DECODER.decode(LINE_BUFFER.subarray(0, writeLineCodes(LINE_BUFFER, 0, cells, offset, count)));
}

function symbolOf(v: number, blank: string): string {
  return v === 0 ? blank : SYMBOLS.charAt(v - 1);
}

function rowText(cells: Uint8Array, from: number, _side: number, count: number, gap: string, blank: string): string {
  let text = '';
  for (let i = 0; i < count; i++) {
    if (i > 0) text += gap;
    text += symbolOf(cells[from + i] as number, blank);
  }
  return text;
}

function rowLines(cells: Uint8Array, offset: number, side: number, gap: string, blank: string): string[] {
  const lines: string[] = [];
  for (let r = 0; r < side; r++) lines.push(rowText(cells, offset + r * side, side, side, gap, blank));
  return lines;
}

/** The boxed grid people print, for any side: ` d ` per cell, ` | ` between boxes. */
function boxedGrid(cells: Uint8Array, offset: number, side: number): string {
  const box = Math.round(Math.sqrt(side));
  const border = '-'.repeat(side * 3 + (box - 1) * 3);
  const lines: string[] = [];
  for (let r = 0; r < side; r++) {
    if (r % box === 0) lines.push(border);
    let line = '';
    for (let c = 0; c < side; c++) {
      if (c !== 0 && c % box === 0) line += ' | ';
      line += ` ${symbolOf(cells[offset + r * side + c] as number, '.')} `;
    }
    lines.push(line.trimEnd());
  }
  lines.push(border);
  return lines.join('\n');
}
