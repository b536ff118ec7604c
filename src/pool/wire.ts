/**
 * Results across `postMessage`: a structured clone keeps plain data and
 * typed arrays, but turns a `SudokuError` into a bare `Error` without its
 * code and place. So the worker sends its `toJSON()` and the app's side makes
 * it again, and a result reads the same on both sides of the pool.
 *
 * Solve results of text puzzles, the bulk of any big batch, cross packed
 * (PackedSolveResults): a structured clone of one object per puzzle cost
 * about 6% of the solving time on each side (20,000 17-clue puzzles, Node's
 * v8.serialize, the same serializer), and the app's thread shares the cores
 * with the workers; packed, it is under 2%.
 */
import { SudokuError, type SudokuErrorJSON } from '../errors.js';
import type { SolveResult } from '../result.js';
import type { WireResult } from './messages.js';

/**
 * A chunk's solve results as a few arrays and one string:
 *
 *   statuses  u8   per result: its index in PACKED_STATUSES
 *   counts    i32  per result: `count`
 *   guesses   f64  per result: `guesses`
 *   solutions      every solved result's solution, back to back
 *   ends      i32  per result: where its solution ends in `solutions` (the previous end when it has none)
 *   errors         the 'invalid' results' errors, by index
 *
 * The typed arrays are transferred, not copied.
 */
export interface PackedSolveResults {
  packed: 'solve';
  statuses: Uint8Array;
  counts: Int32Array;
  guesses: Float64Array;
  solutions: string;
  ends: Int32Array;
  errors: { index: number; error: SudokuErrorJSON }[];
}

/** Status words by their packed code. */
const PACKED_STATUSES = ['solved', 'multiple', 'unsolvable', 'timeout', 'invalid'] as const;

/** The results packed, or undefined when a solution is not text (bytes and rows cross as they are). */
export function packSolveResults(results: readonly SolveResult[]): PackedSolveResults | undefined {
  const n = results.length;
  const packed: PackedSolveResults = {
    packed: 'solve',
    statuses: new Uint8Array(n),
    counts: new Int32Array(n),
    guesses: new Float64Array(n),
    solutions: '',
    ends: new Int32Array(n),
    errors: [],
  };
  const solutions: string[] = [];
  let end = 0;
  for (let k = 0; k < n; k++) {
    const result = results[k] as SolveResult;
    packed.statuses[k] = PACKED_STATUSES.indexOf(result.status);
    packed.counts[k] = result.count;
    packed.guesses[k] = result.guesses;
    if (result.status === 'solved') {
      if (typeof result.solution !== 'string') return undefined;
      solutions.push(result.solution);
      end += result.solution.length;
    } else if (result.status === 'invalid') {
      packed.errors.push({ index: k, error: result.error.toJSON() });
    }
    packed.ends[k] = end;
  }
  packed.solutions = solutions.join('');
  return packed;
}

/** The buffers of a packed answer, to transfer. */
export function packedBuffers(packed: PackedSolveResults): ArrayBuffer[] {
  return [packed.statuses.buffer, packed.counts.buffer, packed.guesses.buffer, packed.ends.buffer] as ArrayBuffer[];
}

/** The results again, each as `Solver.solveBatch` made it. */
export function unpackSolveResults(packed: PackedSolveResults): SolveResult[] {
  const results: SolveResult[] = [];
  const errors = new Map(packed.errors.map(({ index, error }) => [index, error]));
  let start = 0;
  for (let k = 0; k < packed.statuses.length; k++) {
    const guesses = packed.guesses[k] as number;
    const end = packed.ends[k] as number;
    const status = PACKED_STATUSES[packed.statuses[k] as number];
    const error = errors.get(k);
    if (status === 'solved') results.push({ status, solution: packed.solutions.slice(start, end), count: 1, guesses });
    else if (status === 'multiple') results.push({ status, count: packed.counts[k] as number, guesses });
    else if (status === 'invalid' && error !== undefined) results.push({ status, error: SudokuError.fromJSON(error), count: 0, guesses: 0 });
    else if (status === 'unsolvable' || status === 'timeout') results.push({ status, count: 0, guesses });
    else throw new Error(`sudoku-wasm pool: a packed result ${k} makes no sense`);
    start = end;
  }
  return results;
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
