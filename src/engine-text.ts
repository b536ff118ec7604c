/**
 * Puzzle strings straight into an engine's memory and solution lines
 * straight out, because per-cell JS loops were most of the API layer's cost per puzzle: the text's
 * bytes go in with one `TextEncoder.encodeInto`, the engine reads them as
 * cells itself (assembly/engine/text.ts) and writes a solution back as
 * symbol bytes, which one native call turns into a string. No per-cell JS
 * loop runs on either side, and both engines share it (same ABI, same
 * layout: the JS engine reads the bytes in its generated code).
 *
 * Only the plain one-line form goes this way; the engine answers NOT_A_LINE
 * for anything else, and the caller parses it with src/grid.ts, which names
 * every fault. The byte ↔ value tables are grid.ts's, copied into the
 * engine's memory here once, so grid.ts stays the one place that knows how
 * a grid is written down.
 */
import { NOT_A_LINE, type EngineExports } from './engine.js';
import { LINE_CODES, SYMBOL_VALUE } from './grid.js';

/** Bytes of the engine's text regions (text.ts): the longest line, 625 symbols, fits. */
const TEXT_BYTES = 640;
/** What SYMBOL_VALUES holds for a byte that is no symbol (above every side). */
const NO_SYMBOL = 255;

/** The engine-side text functions of one engine (see `Engine.solveLine`, `Engine.solutionLine`). */
export interface LineText {
  /** Solves a one-line puzzle string; the engine's count, TIMED_OUT, or NOT_A_LINE. `limit` already clamped. */
  solveLine(text: string, limit: number, timeoutMs: number): number;
  /** Solution `k` of side `side` as one line of symbols. */
  solutionLine(k: number, side: number): string;
  /** Forgets the line `solveLine` wrote; engine-abi.ts calls it from `solve` and `solveBatch`, the other ways the solutions change. */
  forgetLine(): void;
}

/** The part of Node's Buffer used here; looked up at run time (browsers have none). */
interface AsciiBytes {
  latin1Slice?(this: AsciiBytes, start: number, end: number): string;
}
interface BufferClass {
  from(buffer: ArrayBuffer, byteOffset: number, length: number): AsciiBytes;
}

/**
 * A string of the `length` ASCII bytes at `at`, in one native call. In Node,
 * a Buffer's `latin1Slice` over the memory: in the solve loop it costs
 * about a third of a TextDecoder's `decode` (measured with the API-layer bench, bench/lib/api-layer.js; Node
 * 20), which validates its arguments in JS and the bytes as UTF-8 first.
 * Latin-1 rather than `asciiSlice`, which scans the bytes for non-ASCII
 * first (simdutf, ~90 instructions a line in Node 20, callgrind): the engine
 * wrote only symbol bytes (ASCII), so both give the same string.
 * Elsewhere a UTF-8 TextDecoder (every symbol is ASCII, so UTF-8 is the
 * identity) over a view made once per line length: browsers decode UTF-8
 * fastest.
 */
function asciiDecoder(memory: ArrayBuffer, at: number): (length: number) => string {
  const node = (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node;
  const NodeBuffer = (globalThis as { Buffer?: BufferClass }).Buffer;
  if (node !== undefined && NodeBuffer !== undefined) {
    const bytes = NodeBuffer.from(memory, at, TEXT_BYTES);
    // The method taken once: looked up on the Buffer at each call, it stayed a
    // generic property load (LoadIC) in V8's optimised solve path; 0.060 →
    // 0.056 µs a line (2,000 lines kept in an array, Node 20, CPU time).
    const latin1Slice = bytes.latin1Slice;
    if (typeof latin1Slice === 'function') return (length) => latin1Slice.call(bytes, 0, length);
  }
  const decoder = new TextDecoder();
  const line81 = new Uint8Array(memory, at, 81);
  return (length) => decoder.decode(length === 81 ? line81 : new Uint8Array(memory, at, length));
}

/**
 * The text functions over `exports` and `memory`, having written grid.ts's
 * symbol tables into the engine's memory; undefined when the module has no
 * text ABI (a build older than this file).
 */
export function lineTextOf(exports: EngineExports, memory: ArrayBuffer): LineText | undefined {
  if (typeof exports.solveLine !== 'function' || typeof exports.symbolsWritten !== 'function') return undefined;
  const bytes = new Uint8Array(memory);
  const values = bytes.subarray(exports.symbolValuesPtr(), exports.symbolValuesPtr() + 256).fill(NO_SYMBOL);
  SYMBOL_VALUE.forEach((value, code) => {
    if (value >= 0) values[code] = value;
  });
  bytes.set(LINE_CODES, exports.symbolCodesPtr());
  exports.symbolsWritten();
  const input = bytes.subarray(exports.textInPtr(), exports.textInPtr() + TEXT_BYTES);
  const encoder = new TextEncoder();
  const decode = asciiDecoder(memory, exports.textOutPtr());
  // True while the text region holds the solution of entry 0 that solveLine wrote.
  let lineWritten = false;
  return {
    solveLine(text, limit, timeoutMs) {
      const { read, written } = encoder.encodeInto(text, input);
      // Cut short (too long) or not ASCII (a byte count that differs): not a plain line.
      if (read !== text.length || written !== read) return NOT_A_LINE;
      const count = exports.solveLine(written, limit, timeoutMs);
      // The engine writes the line only for a count of 1 (abi.ts solveLine).
      lineWritten = count === 1;
      return count;
    },
    solutionLine(k, side) {
      if (k !== 0 || !lineWritten) exports.writeSolutionLine(k, side);
      lineWritten = false;
      return decode(side * side);
    },
    forgetLine() {
      lineWritten = false;
    },
  };
}
