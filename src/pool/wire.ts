/**
 * What crosses `postMessage` between the pool and its workers, and how it is
 * packed. Solve batches of puzzle strings, the bulk of any big batch, cross
 * packed both ways, because the app's thread shares the cores with the
 * workers: every microsecond it spends per puzzle is one a worker does not
 * get (on 2 cores, 2 workers reach 1.8× one only if the app's thread spends
 * under a ninth of a worker's time per puzzle).
 *
 *   app thread                              worker
 *   PuzzleText  {text, ends}  ───────────▶  bytes → engine memory (solve-text.ts)
 *   results[] ◀── appendSolveResults ─────  PackedSolveResults {one buffer, others}
 *
 * A structured clone copies one string as one block; an array of strings
 * is a tag, a length and an allocation per string on both sides, and an
 * array of result objects several per result. The puzzles cross as one
 * string: making bytes of them on the app's thread (`encodeInto`) costs
 * more than the clone of a string. Other results cross as objects; a `SudokuError`
 * (which the clone would make a bare `Error`, without its code and place)
 * crosses as its `toJSON()` and is made again by `SudokuError.fromJSON`.
 */
import { SudokuError, type SudokuErrorJSON } from '../errors.js';
import type { SolveResult, Status } from '../result.js';
import { keepBuffer } from './buffers.js';

/** A result as it crosses as an object: any `error` field a SudokuError's JSON. */
export type WireResult = Record<string, unknown> & { error?: SudokuErrorJSON };

/**
 * A chunk's puzzle strings as one string: puzzle k is
 * `text.slice(ends[k - 1] ?? 0, ends[k])`.
 */
export interface PuzzleText {
  text: string;
  ends: Int32Array;
}

/**
 * A chunk's solve results, packed by the worker in one buffer, which is
 * transferred, not copied:
 *
 *   buffer   i32 × 4 per result k, at 4k:
 *              [ status code | count | guesses | end of its solution ]
 *            then the solved results' solutions as ASCII bytes, back to back,
 *            in result order (each starts where the previous solved one ended)
 *   others   [k, result] for every result of code OTHER, as an object
 *
 * Bytes, not a string: a string crosses as a copy on each side (about
 * 60 µs a side for a chunk of 1,024 solutions in Chromium, CPU time), a
 * transferred buffer for nothing, and one `TextDecoder.decode` on the app's
 * thread makes it a string in about 13 µs.
 */
export interface PackedSolveResults {
  packed: 'solve';
  buffer: ArrayBuffer;
  /** Results in the chunk. */
  count: number;
  /** Bytes of solutions after the numbers. */
  solutionBytes: number;
  others: [number, WireResult][];
}

/**
 * A chunk of a text batch (`SudokuPool.solveText`): `lines` whole lines of
 * the caller's text, each with its '\n' (the last line of the text may have
 * none), the first of them line `firstLine` (1-based) of the whole text.
 * The text crosses as a string: its structured clone costs the app's thread
 * less than making bytes of it there (`encodeInto`, twice the time in
 * Chromium), and the worker makes the bytes.
 */
export interface LinesText {
  text: string;
  firstLine: number;
  lines: number;
  /**
   * A buffer for the answer, transferred, used when it is big enough; it
   * comes back as the answer's `buffer` and carries a later chunk
   * (buffers.ts), so neither side makes a buffer per chunk.
   */
  spare?: ArrayBuffer;
}

/** Results of a text batch, or of one of its chunks, by status. */
export type StatusTally = Record<Status, number>;

/** A tally of nothing. */
export function emptyTally(): StatusTally {
  return { solved: 0, multiple: 0, unsolvable: 0, timeout: 0, invalid: 0 };
}

/**
 * A text chunk's answer (solve-lines.ts): its output lines as UTF-8 bytes,
 * `buffer[0 .. length)`, transferred, not copied, and one `TextDecoder.decode`
 * on the app's thread; each puzzle line of the chunk gives one output line:
 *
 *   puzzle:count[+][:solution]   the vector line (src/vector.ts vectorLine) of
 *                                its result, the puzzle in its 'line' form
 *                                (clashing givens: 'puzzle:0')
 *   # line N: message            a line that is no puzzle: N its line in the
 *                                whole text, the message the parser's
 */
export interface PackedTextResults {
  packed: 'text';
  buffer: ArrayBuffer;
  /** Bytes of output in `buffer`. */
  length: number;
  /** Lines of the chunk (its `LinesText.lines`): what progress counts. */
  lines: number;
  statuses: StatusTally;
}

/**
 * A rate or generate chunk's results as one JSON text (of their wire form,
 * toWire). Those results are small objects of plain fields (numbers,
 * strings, null, a record of counts): their structured clone cost the app's
 * thread about 3.5 µs a rating to read back in Chromium (a map and an
 * internalized key per field, object by object), more than `JSON.parse`
 * of the same; the worker pays about the same to write either.
 */
export interface JsonResults {
  packed: 'json';
  json: string;
  /** Results in the chunk. */
  count: number;
}

/** Results of plain fields only (no undefined, no NaN, no typed array) as a JsonResults. */
export function packJson(results: readonly object[]): JsonResults {
  return { packed: 'json', json: JSON.stringify(results.map(toWire)), count: results.length };
}

/** A JsonResults' results, each as the library gave it. */
export function unpackJson(packed: JsonResults): unknown[] {
  return (JSON.parse(packed.json) as WireResult[]).map((result) => fromWire(result));
}

/** A text chunk's answer on the app's thread: its output lines as one string. */
export interface TextPiece {
  text: string;
  statuses: StatusTally;
}

/** A text chunk's answer, decoded; its buffer is kept for a later chunk's answer. */
export function textPiece(packed: PackedTextResults): TextPiece {
  const text = DECODER.decode(new Uint8Array(packed.buffer, 0, packed.length));
  keepBuffer(packed.buffer);
  return { text, statuses: packed.statuses };
}

/** Bytes a text chunk's answer needs, as a rule, for `length` bytes of `lines` lines: a solved line prints its puzzle, ':1:' and its solution. */
export function textAnswerBytes(length: number, lines: number): number {
  return 2 * length + 16 * lines + 64;
}

/** The buffers a chunk message hands over (transferred, not copied): its spare, if any. */
export function chunkTransfers(chunk: { spare?: ArrayBuffer | undefined }): ArrayBuffer[] {
  return chunk.spare !== undefined ? [chunk.spare] : [];
}

/** Bytes of a PackedSolveResults for `count` results with at most `solutionBytes` bytes of solutions. */
export function packedBytes(count: number, solutionBytes: number): number {
  return count * RESULT_FIELDS * 4 + solutionBytes;
}

/**
 * The buffer of a PackedSolveResults for `count` results with at most
 * `solutionBytes` bytes of solutions (`spare` when it is big enough: one the
 * pool handed over), and its two views.
 */
export function packedBuffer(count: number, solutionBytes: number, spare?: ArrayBuffer): { buffer: ArrayBuffer; numbers: Int32Array; solutions: Uint8Array } {
  const bytes = packedBytes(count, solutionBytes);
  const buffer = spare !== undefined && spare.byteLength >= bytes ? spare : new ArrayBuffer(bytes);
  return { buffer, numbers: new Int32Array(buffer, 0, count * RESULT_FIELDS), solutions: new Uint8Array(buffer, count * RESULT_FIELDS * 4, solutionBytes) };
}

// Every solution byte is an ASCII symbol, for which UTF-8 decoding is the identity.
const DECODER = new TextDecoder();

/** Int32 fields per packed result. */
export const RESULT_FIELDS = 4;

/** Status codes of `numbers`: the statuses the engine decides alone, and OTHER for a result in `others`. */
export const SOLVED = 0;
export const MULTIPLE = 1;
export const UNSOLVABLE = 2;
export const TIMEOUT = 3;
export const OTHER = 4;

/**
 * `list[from .. to)` as one string and its ends; undefined when an entry is
 * not a string (that chunk crosses as an array of puzzles) or the strings are
 * too long to join.
 */
export function packPuzzleText(list: readonly unknown[], from: number, to: number): PuzzleText | undefined {
  const ends = new Int32Array(to - from);
  let end = 0;
  for (let i = from; i < to; i++) {
    const puzzle = list[i];
    if (typeof puzzle !== 'string') return undefined;
    end += puzzle.length;
    ends[i - from] = end;
  }
  try {
    return { text: list.slice(from, to).join(''), ends };
  } catch {
    // Longer than a string can be (RangeError): each string crosses on its own.
    return undefined;
  }
}

/** Puzzle `k` of a PuzzleText. */
export function puzzleAt(puzzles: PuzzleText, k: number): string {
  return puzzles.text.slice(k === 0 ? 0 : (puzzles.ends[k - 1] as number), puzzles.ends[k] as number);
}

/**
 * A chunk's numbers (a view of its buffer: read them before the buffer is
 * kept for a later chunk) and its solutions as one string, back to back.
 */
export function decodeSolutions(packed: PackedSolveResults): { numbers: Int32Array; solutions: string } {
  const numbers = new Int32Array(packed.buffer, 0, packed.count * RESULT_FIELDS);
  return { numbers, solutions: DECODER.decode(new Uint8Array(packed.buffer, numbers.byteLength, packed.solutionBytes)) };
}

/**
 * Appends a chunk's results to `into`, each as `Solver.solveBatch` made it.
 * One plain object per result, with the fields in the library's order, and
 * its solution a slice of the chunk's one string.
 */
export function appendSolveResults(into: unknown[], packed: PackedSolveResults): void {
  const { numbers, solutions } = decodeSolutions(packed);
  // Read: the buffer can carry a later chunk's answer.
  keepBuffer(packed.buffer);
  const at = into.length;
  let start = 0;
  for (let base = 0; base < numbers.length; base += RESULT_FIELDS) {
    const guesses = numbers[base + 2] as number;
    switch (numbers[base]) {
      case SOLVED: {
        const end = numbers[base + 3] as number;
        into.push({ status: 'solved', solution: solutions.slice(start, end), count: 1, guesses });
        start = end;
        break;
      }
      case MULTIPLE:
        into.push({ status: 'multiple', count: numbers[base + 1] as number, guesses });
        break;
      case UNSOLVABLE:
        into.push({ status: 'unsolvable', count: 0, guesses });
        break;
      case TIMEOUT:
        into.push({ status: 'timeout', count: 0, guesses });
        break;
      default:
        into.push(undefined);
    }
  }
  for (const [k, result] of packed.others) into[at + k] = fromWire(result);
}

/** Packs result `k` that the engine alone decided; false for one that must cross as an object (an 'invalid' one). */
export function packResult(numbers: Int32Array, k: number, result: SolveResult): boolean {
  const base = k * RESULT_FIELDS;
  numbers[base + 1] = result.count;
  numbers[base + 2] = result.guesses;
  switch (result.status) {
    case 'multiple':
      numbers[base] = MULTIPLE;
      return true;
    case 'unsolvable':
      numbers[base] = UNSOLVABLE;
      return true;
    case 'timeout':
      numbers[base] = TIMEOUT;
      return true;
    default:
      numbers[base] = OTHER;
      return false;
  }
}

/** A library result as plain data for postMessage. */
export function toWire(result: object): WireResult {
  const error = (result as { error?: unknown }).error;
  return error instanceof SudokuError ? { ...result, error: error.toJSON() } : (result as WireResult);
}

/** A result from the wire as the library gave it. */
export function fromWire<T>(result: WireResult): T {
  return (result.error !== undefined ? { ...result, error: SudokuError.fromJSON(result.error) } : result) as T;
}

/** An error the worker's call threw, as its class (RangeError for bad options), with its message. */
export function errorFromWire(name: string, message: string): Error {
  if (name === 'RangeError') return new RangeError(message);
  if (name === 'TypeError') return new TypeError(message);
  return new Error(message);
}
