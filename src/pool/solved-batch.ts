/**
 * A solve batch's results kept as they crossed from the workers
 * (`SudokuPool.solveBatchPacked`): a few numbers per result in one typed
 * array and the solutions in one string, read by index. Nothing is made per
 * puzzle on the app's thread until the app asks for it, so a big batch
 * leaves that thread, which shares the cores with the workers, nearly idle:
 * `solveBatch`'s result objects (an object and a solution string per
 * puzzle, alive until the batch ends) kept V8's collector busy there
 * (docs/pool.md).
 *
 *   chunk answers (wire.ts PackedSolveResults) ──▶ fields: Int32Array, 4 per result   [code | count | guesses | end of its solution]
 *                                             ──▶ solutions: every chunk's solutions, linked with +
 *                                             ──▶ others: results that crossed as objects ('invalid', other shapes)
 */
import { describeValue } from '../options.js';
import type { Puzzle } from '../grid.js';
import type { SolveResult, Status } from '../result.js';
import { keepBuffer } from './buffers.js';
import type { ChunkResults } from './messages.js';
import { decodeSolutions, emptyTally, fromWire, MULTIPLE, OTHER, RESULT_FIELDS, SOLVED, TIMEOUT, UNSOLVABLE, type StatusTally } from './wire.js';

/** Status names by packed code (wire.ts). */
const STATUS_OF_CODE: readonly Status[] = ['solved', 'multiple', 'unsolvable', 'timeout'];

/**
 * Every result of a solve batch, in input order, read by index: `result(k)`
 * is what `Solver.solveBatch` gives for puzzle k (made when asked); the
 * other readers make no object.
 */
export class SolvedBatch<S extends Puzzle = string> {
  /** Results in the batch: one per puzzle. */
  readonly length: number;
  /** The results counted by status. */
  readonly statuses: StatusTally;
  readonly #fields: Int32Array;
  readonly #solutions: string;
  readonly #others: ReadonlyMap<number, SolveResult<S>>;

  /** Made by the pool (SolvedBatchBuilder). */
  constructor(length: number, fields: Int32Array, solutions: string, others: ReadonlyMap<number, SolveResult<S>>) {
    this.length = length;
    this.#fields = fields;
    this.#solutions = solutions;
    this.#others = others;
    const statuses = emptyTally();
    for (let base = 0; base < length * RESULT_FIELDS; base += RESULT_FIELDS) {
      const code = fields[base] as number;
      if (code !== OTHER) statuses[STATUS_OF_CODE[code] as Status]++;
    }
    for (const result of others.values()) statuses[result.status]++;
    this.statuses = statuses;
  }

  /** Puzzle k's status, as its `result(k).status`. */
  status(k: number): Status {
    const base = this.#base('status', k);
    const code = this.#fields[base] as number;
    return code === OTHER ? this.#other(k).status : (STATUS_OF_CODE[code] as Status);
  }

  /** Solutions found for puzzle k (up to the batch's limit), as its `result(k).count`. */
  count(k: number): number {
    const base = this.#base('count', k);
    return this.#fields[base] === OTHER ? this.#other(k).count : (this.#fields[base + 1] as number);
  }

  /** Guesses the search made for puzzle k, as its `result(k).guesses`. */
  guesses(k: number): number {
    const base = this.#base('guesses', k);
    return this.#fields[base] === OTHER ? this.#other(k).guesses : (this.#fields[base + 2] as number);
  }

  /** Puzzle k's solution when it has exactly one (status 'solved'), in its puzzle's shape; else undefined. */
  solution(k: number): S | undefined {
    const base = this.#base('solution', k);
    const code = this.#fields[base];
    if (code === OTHER) {
      const result = this.#other(k);
      return result.status === 'solved' ? result.solution : undefined;
    }
    if (code !== SOLVED) return undefined;
    // A result's end field is where its solution ends; the previous result's, where it starts.
    return this.#solutions.slice(base === 0 ? 0 : this.#fields[base - 1], this.#fields[base + 3]) as S;
  }

  /** Puzzle k's result as `Solver.solveBatch` gives it (a new object each call). */
  result(k: number): SolveResult<S> {
    const base = this.#base('result', k);
    const fields = this.#fields;
    const guesses = fields[base + 2] as number;
    switch (fields[base]) {
      case SOLVED:
        return { status: 'solved', solution: this.solution(k) as S, count: 1, guesses };
      case MULTIPLE:
        return { status: 'multiple', count: fields[base + 1] as number, guesses };
      case UNSOLVABLE:
        return { status: 'unsolvable', count: 0, guesses };
      case TIMEOUT:
        return { status: 'timeout', count: 0, guesses };
      default:
        return this.#other(k);
    }
  }

  #base(call: string, k: number): number {
    if (!Number.isInteger(k) || k < 0 || k >= this.length) {
      throw new RangeError(`SolvedBatch.${call}: index must be an integer from 0 to ${this.length - 1}, got ${describeValue(k)}`);
    }
    return k * RESULT_FIELDS;
  }

  #other(k: number): SolveResult<S> {
    return this.#others.get(k) as SolveResult<S>;
  }
}

/**
 * Gathers a batch's chunk answers, in order, into a SolvedBatch: per chunk,
 * one copy of its numbers, one decode of its solutions, and one pass that
 * makes each solution's end an offset into the whole batch's text.
 */
export class SolvedBatchBuilder {
  readonly #fields: Int32Array;
  readonly #others = new Map<number, SolveResult<Puzzle>>();
  #solutions = '';
  /** Results gathered so far. */
  #at = 0;

  constructor(private readonly total: number) {
    this.#fields = new Int32Array(total * RESULT_FIELDS);
  }

  /** Adds the next chunk's answer; returns its results' number. */
  add(answer: ChunkResults): number {
    const fields = this.#fields;
    const first = this.#at;
    let end = this.#solutions.length;
    if (Array.isArray(answer)) {
      // A chunk that crossed as objects (puzzles not all strings).
      answer.forEach((result, k) => {
        const base = (first + k) * RESULT_FIELDS;
        fields[base] = OTHER;
        fields[base + 3] = end;
        this.#others.set(first + k, fromWire(result));
      });
      this.#at += answer.length;
      return answer.length;
    }
    if (answer.packed !== 'solve') throw new Error('sudoku-wasm pool: an answer of another job in a solve batch');
    const { numbers, solutions } = decodeSolutions(answer);
    fields.set(numbers, first * RESULT_FIELDS);
    // Copied: the buffer can carry a later chunk's answer.
    keepBuffer(answer.buffer);
    for (let base = first * RESULT_FIELDS; base < (first + answer.count) * RESULT_FIELDS; base += RESULT_FIELDS) {
      // Solved: its end in the chunk's solutions, moved to the batch's; anything else: where the previous one ended.
      end = fields[base] === SOLVED ? this.#solutions.length + (fields[base + 3] as number) : end;
      fields[base + 3] = end;
    }
    for (const [k, result] of answer.others) this.#others.set(first + k, fromWire(result));
    // Linked, not copied (V8 flattens it once, on the first slice).
    this.#solutions += solutions;
    this.#at += answer.count;
    return answer.count;
  }

  /** The batch, with `local`'s results (made on the app's thread) in their places. */
  finish(local: ReadonlyMap<number, unknown>): SolvedBatch<Puzzle> {
    for (const [index, result] of local) {
      this.#fields[index * RESULT_FIELDS] = OTHER;
      this.#others.set(index, result as SolveResult<Puzzle>);
    }
    return new SolvedBatch(this.total, this.#fields, this.#solutions, this.#others);
  }
}
