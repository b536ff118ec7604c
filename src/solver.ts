/**
 * The Solver: parse, check, hand the cells to the engine, give the answer
 * back in the puzzle's own shape. It holds one `Engine` and never asks which
 * kind (that was settled in select.ts).
 *
 * Cells are parsed straight into `engine.puzzles` (a view over WASM memory,
 * or the JS engine's array): no intermediate grid, no copy. Clashing givens
 * are looked for only when the engine finds no solution (engines answer 0
 * for them), so solved puzzles pay nothing for the check.
 */
import { BATCH_CAPACITY, NOT_A_LINE, TIMED_OUT, type Engine, type EngineKind } from './engine.js';
import { enumerateSolutions } from './enumerate.js';
import { SudokuError } from './errors.js';
import { formatCells, parseInto, sideForCellCount, type CellSink, type Puzzle, type Shape } from './grid.js';
import { checkLimit, checkMaxCount, checkTimeout, optionsObject } from './options.js';
import { invalidResult, lineResult, resultAt, type SolveResult } from './result.js';
import { findClash } from './validate.js';

/** The answer shape for an input type: text → text, rows → rows, cells → cells. */
export type SameShape<P extends Puzzle> = P extends string ? string : P extends Uint8Array ? Uint8Array : number[][];

/** Options of `solve`, `solveUnique` and `count`. */
export interface SolveOptions {
  /** Give up after this many milliseconds (status 'timeout'); 0 or absent = never. A finite number ≥ 0, else a RangeError. */
  timeoutMs?: number;
}

/** What `count` answers when its `timeoutMs` runs out before the count is settled. */
export const COUNT_TIMED_OUT = -1;

/** Options of `solveBatch`. */
export interface BatchOptions extends SolveOptions {
  /**
   * Solutions to look for per puzzle: 1 (default) answers like `solve`; 2 or
   * more like `solveUnique` (status 'multiple' when a second one exists).
   * `timeoutMs` applies to each puzzle.
   */
  limit?: number;
}

/** Writes a single puzzle at the start of the engine's input region. */
class SingleSink implements CellSink {
  constructor(private readonly engine: Engine) {}
  place(): number {
    return 0;
  }
  get cells(): Uint8Array {
    return this.engine.puzzles;
  }
}

/**
 * A sudoku solver over one engine. Made by `createSolver`. It only solves:
 * rating, hints and generating are `sudoku-wasm/logic`'s and
 * `sudoku-wasm/generate`'s, so an app that only solves carries none of them.
 */
export class Solver {
  /** Which engine answers: 'wasm' or 'js'. */
  readonly engine: EngineKind;
  /**
   * Why WebAssembly is not used, when `createSolver({ engine: 'auto' })`
   * fell back to the JS engine (e.g. "got text/html from https://…/release.wasm");
   * absent otherwise.
   */
  readonly fallbackReason?: string;
  readonly #engine: Engine;
  readonly #sink: SingleSink;

  /**
   * Wraps an engine (from select.ts, or any `Engine`: `sudoku-wasm/engine`).
   * @param fallbackReason why 'auto' fell back to this (JS) engine, if it did
   */
  constructor(engine: Engine, fallbackReason?: string) {
    this.engine = engine.kind;
    if (fallbackReason !== undefined) this.fallbackReason = fallbackReason;
    this.#engine = engine;
    this.#sink = new SingleSink(engine);
  }

  /**
   * Finds a solution (the first the engine reaches).
   * @returns status 'solved' | 'unsolvable' | 'invalid' | 'timeout'
   * @throws SudokuError when the puzzle is malformed
   */
  solve<P extends Puzzle>(puzzle: P, options?: SolveOptions): SolveResult<SameShape<P>> {
    return this.#solveOne(puzzle, 1, solveTimeout('solve', options)) as SolveResult<SameShape<P>>;
  }

  /**
   * Solves and proves the solution unique: status 'multiple' (count 2, no
   * solution) when a second solution exists.
   * @throws SudokuError when the puzzle is malformed
   */
  solveUnique<P extends Puzzle>(puzzle: P, options?: SolveOptions): SolveResult<SameShape<P>> {
    return this.#solveOne(puzzle, 2, solveTimeout('solveUnique', options)) as SolveResult<SameShape<P>>;
  }

  /**
   * Counts solutions, stopping at `limit`. Clashing givens count 0.
   * `COUNT_TIMED_OUT` (-1) when `timeoutMs` ran out first: a large limit on
   * a nearly empty grid can take longer than anyone waits.
   * @throws SudokuError when the puzzle is malformed; RangeError for a bad limit or option
   */
  count(puzzle: Puzzle, limit = 2, options?: SolveOptions): number {
    checkLimit('count', limit);
    const timeoutMs = solveTimeout('count', options);
    const { side } = parseInto(puzzle, this.#sink);
    if (findClash(this.#engine.puzzles, side) !== null) return 0;
    const count = this.#engine.solve(side, limit, timeoutMs);
    return count === TIMED_OUT ? COUNT_TIMED_OUT : count;
  }

  /**
   * Iterates over the solutions (at most `max`), lazily and without repeats,
   * each in the shape of the input. Clashing givens give none.
   * @param max an integer ≥ 0, or Infinity (default) for every solution
   * @throws SudokuError at the call when the puzzle is malformed; RangeError for a bad `max`
   */
  solutions<P extends Puzzle>(puzzle: P, max = Number.POSITIVE_INFINITY): Generator<SameShape<P>, void, undefined> {
    checkMaxCount('solutions', max, 'max');
    const { side, shape } = parseInto(puzzle, this.#sink);
    const cells = this.#engine.puzzles.slice(0, side * side);
    const clash = findClash(cells, side);
    return reshape(clash === null ? enumerateSolutions(this.#engine, cells, side, max) : none(), side, shape) as Generator<
      SameShape<P>,
      void,
      undefined
    >;
  }

  /**
   * Solves many puzzles, packing up to `BATCH_CAPACITY` 9×9 puzzles (fewer of
   * larger sides) into each engine call. Results are in input order. Puzzles
   * of one side are sent together; a change of side starts a new call.
   * `puzzles` is any iterable (an array, a Set, a generator); every entry
   * is answered: a malformed puzzle, a hole of a sparse array or anything
   * that is not a puzzle does not stop the batch: its entry is status
   * 'invalid' with the `SudokuError` (code and place), the rest are solved.
   * @throws RangeError for a bad limit or option, or when `puzzles` is not an iterable of puzzles (a string is one puzzle, not many)
   */
  solveBatch<P extends Puzzle>(puzzles: Iterable<P>, options?: BatchOptions): SolveResult<SameShape<P>>[] {
    const settled = optionsObject('solveBatch', options);
    const limit = checkLimit('solveBatch', settled.limit ?? 1);
    const timeoutMs = checkTimeout('solveBatch', settled.timeoutMs);
    const entries = batchEntries(puzzles);
    const engine = this.#engine;
    const results: SolveResult<SameShape<P>>[] = [];
    // The open group: puzzles of one side written back to back in engine.puzzles.
    let groupSide = 0;
    let groupSize = 0;
    const members: number[] = [];
    const shapes: Shape[] = [];
    const flush = (): void => {
      if (groupSize === 0) return;
      engine.solveBatch(groupSide, groupSize, limit, timeoutMs);
      for (let k = 0; k < groupSize; k++) {
        results[members[k] as number] = resultAt(engine, k, groupSide, shapes[k] as Shape, limit) as SolveResult<SameShape<P>>;
      }
      groupSize = 0;
    };
    const sink: CellSink = {
      place(side) {
        if (side !== groupSide || groupSize >= capacityFor(engine, side)) {
          flush();
          groupSide = side;
        }
        return groupSize * side * side;
      },
      get cells() {
        return engine.puzzles;
      },
    };
    // for…of, not forEach: it visits the holes of a sparse array (as undefined, an 'invalid' entry) and takes any iterable.
    let index = 0;
    for (const puzzle of entries) {
      let parsed;
      try {
        parsed = parseInto(puzzle, sink);
      } catch (error) {
        // The slot it was given is scratch: the next puzzle takes it again.
        if (!(error instanceof SudokuError)) throw error;
        results[index++] = invalidResult(error);
        continue;
      }
      members[groupSize] = index++;
      shapes[groupSize] = parsed.shape;
      groupSize++;
    }
    flush();
    return results;
  }

  #solveOne(puzzle: Puzzle, limit: number, timeoutMs: number): SolveResult {
    const engine = this.#engine;
    // Fast path: a plain one-line string goes into the engine as text (engine-text.ts).
    if (typeof puzzle === 'string' && engine.solveLine !== undefined) {
      const side = sideForCellCount(puzzle.length);
      if (side !== 0 && engine.solveLine(puzzle, limit, timeoutMs) !== NOT_A_LINE) return lineResult(engine, side, limit);
    }
    const { side, shape } = parseInto(puzzle, this.#sink);
    this.#engine.solve(side, limit, timeoutMs);
    return resultAt(this.#engine, 0, side, shape, limit);
  }
}

/** How many puzzles of `side` fit one engine batch. */
function capacityFor(engine: Engine, side: number): number {
  return Math.min(BATCH_CAPACITY, Math.floor(engine.puzzles.length / (side * side)));
}

/** The `timeoutMs` of a single-puzzle call's options, checked. */
function solveTimeout(call: string, options: SolveOptions | undefined): number {
  return options === undefined ? 0 : checkTimeout(call, optionsObject(call, options).timeoutMs);
}

/**
 * The entries of `solveBatch`'s argument.
 * @throws RangeError for a string (one puzzle, whose characters are no batch) or a non-iterable
 */
function batchEntries<P>(puzzles: Iterable<P>): Iterable<P> {
  const candidate = puzzles as unknown;
  if (typeof candidate === 'string') {
    throw new RangeError('solveBatch: puzzles must be an iterable of puzzles (an array of strings, say), got one string');
  }
  if (typeof candidate !== 'object' || candidate === null || typeof (candidate as Partial<Iterable<P>>)[Symbol.iterator] !== 'function') {
    throw new RangeError(`solveBatch: puzzles must be an iterable of puzzles, got ${candidate === null ? 'null' : typeof candidate}`);
  }
  return puzzles;
}

function* none(): Generator<Uint8Array, void, undefined> {}

function* reshape(cells: Generator<Uint8Array, void, undefined>, side: number, shape: Shape): Generator<Puzzle, void, undefined> {
  for (const solution of cells) yield shape === 'bytes' ? solution : formatCells(solution, 0, side, shape);
}
