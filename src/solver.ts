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
import { BATCH_CAPACITY, TIMED_OUT, type Engine, type EngineKind } from './engine.js';
import { enumerateSolutions } from './enumerate.js';
import type { SudokuError } from './errors.js';
import { formatCells, parseInto, type CellSink, type Puzzle, type Shape } from './grid.js';
import { clashError, findClash } from './validate.js';
import { generate as generatePuzzle, type GenerateResult } from './generate/generate.js';
import type { GenerateOptions } from './generate/options.js';

/** What became of a puzzle. */
export type Status = 'solved' | 'unsolvable' | 'invalid' | 'multiple' | 'timeout';

/** The answer of `solve`, `solveUnique` and each entry of `solveBatch`. */
export interface SolveResult<P extends Puzzle = Puzzle> {
  status: Status;
  /** For 'solved': the solution, in the shape of the input. */
  solution?: P;
  /** Branching decisions the engine made (0 when propagation alone solved it). */
  guesses: number;
  /** For 'invalid': the clash (code DUPLICATE_GIVEN, with row/column/cell). */
  error?: SudokuError;
}

/** The answer shape for an input type: text → text, rows → rows, cells → cells. */
export type SameShape<P extends Puzzle> = P extends string ? string : P extends Uint8Array ? Uint8Array : number[][];

/** Options of `solve`. */
export interface SolveOptions {
  /** Give up after this many milliseconds (status 'timeout'); 0 or absent = never. */
  timeoutMs?: number;
}

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

/** A sudoku solver over one engine. Made by `createSolver`. */
export class Solver {
  /** Which engine answers: 'wasm' or 'js'. */
  readonly engine: EngineKind;
  readonly #engine: Engine;
  readonly #sink: SingleSink;

  /** Wraps an engine (from select.ts, or any `Engine` in tests). */
  constructor(engine: Engine) {
    this.engine = engine.kind;
    this.#engine = engine;
    this.#sink = new SingleSink(engine);
  }

  /**
   * Finds a solution (the first the engine reaches).
   * @returns status 'solved' | 'unsolvable' | 'invalid' | 'timeout'
   * @throws SudokuError when the puzzle is malformed
   */
  solve<P extends Puzzle>(puzzle: P, options: SolveOptions = {}): SolveResult<SameShape<P>> {
    return this.#solveOne(puzzle, 1, options.timeoutMs) as SolveResult<SameShape<P>>;
  }

  /**
   * Solves and proves the solution unique: status 'multiple' (and no
   * solution) when a second solution exists.
   * @throws SudokuError when the puzzle is malformed
   */
  solveUnique<P extends Puzzle>(puzzle: P, options: SolveOptions = {}): SolveResult<SameShape<P>> {
    return this.#solveOne(puzzle, 2, options.timeoutMs) as SolveResult<SameShape<P>>;
  }

  /**
   * Counts solutions, stopping at `limit`. Clashing givens count 0.
   * @throws SudokuError when the puzzle is malformed; RangeError for a bad limit
   */
  count(puzzle: Puzzle, limit = 2): number {
    checkLimit(limit);
    const { side } = parseInto(puzzle, this.#sink);
    if (findClash(this.#engine.puzzles, side) !== null) return 0;
    return this.#engine.solve(side, limit);
  }

  /**
   * Iterates over the solutions (at most `max`), lazily and without repeats,
   * each in the shape of the input. Clashing givens give none.
   * @throws SudokuError at the call when the puzzle is malformed
   */
  solutions<P extends Puzzle>(puzzle: P, max = Number.POSITIVE_INFINITY): Generator<SameShape<P>, void, undefined> {
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
   * @throws SudokuError for the first malformed puzzle
   */
  solveBatch(puzzles: readonly Puzzle[], options: BatchOptions = {}): SolveResult[] {
    const limit = options.limit ?? 1;
    checkLimit(limit);
    const engine = this.#engine;
    const results: SolveResult[] = new Array<SolveResult>(puzzles.length);
    // The open group: puzzles of one side written back to back in engine.puzzles.
    let groupSide = 0;
    let groupSize = 0;
    const members: number[] = [];
    const shapes: Shape[] = [];
    const flush = (): void => {
      if (groupSize === 0) return;
      engine.solveBatch(groupSide, groupSize, limit, options.timeoutMs);
      const cells = groupSide * groupSide;
      for (let k = 0; k < groupSize; k++) {
        const count = engine.counts[k] as number;
        results[members[k] as number] = resultOf(engine, count, engine.guesses[k] as number, k * cells, groupSide, shapes[k] as Shape, limit);
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
    puzzles.forEach((puzzle, index) => {
      const { side, shape } = parseInto(puzzle, sink);
      members[groupSize] = index;
      shapes[groupSize] = shape;
      groupSize++;
    });
    flush();
    return results;
  }

  /**
   * A new puzzle with exactly one solution, at a difficulty, reproducible
   * from its seed (see `GenerateOptions`).
   * @throws RangeError for bad options
   */
  generate(options: GenerateOptions = {}): GenerateResult {
    return generatePuzzle(this.#engine, options);
  }

  #solveOne(puzzle: Puzzle, limit: number, timeoutMs: number | undefined): SolveResult {
    const { side, shape } = parseInto(puzzle, this.#sink);
    const engine = this.#engine;
    const count = engine.solve(side, limit, timeoutMs);
    return resultOf(engine, count, engine.guesses[0] as number, 0, side, shape, limit);
  }
}

/** Turns an engine answer at `offset` into a SolveResult in `shape`. */
function resultOf(
  engine: Engine,
  count: number,
  guesses: number,
  offset: number,
  side: number,
  shape: Shape,
  limit: number,
): SolveResult {
  // Engines answer 0 for clashing givens, so the (rarer) failures alone are
  // checked for a clash: a solved puzzle pays nothing for it. The engines
  // leave `puzzles` as they found it.
  if (count <= 0) {
    const clash = findClash(engine.puzzles, side, offset);
    if (clash !== null) return { status: 'invalid', guesses: 0, error: clashError(clash) };
  }
  if (count === TIMED_OUT) return { status: 'timeout', guesses };
  if (count <= 0) return { status: 'unsolvable', guesses };
  if (count >= 2 && limit >= 2) return { status: 'multiple', guesses };
  return { status: 'solved', solution: formatCells(engine.solutions, offset, side, shape), guesses };
}

/** How many puzzles of `side` fit one engine batch. */
function capacityFor(engine: Engine, side: number): number {
  return Math.min(BATCH_CAPACITY, Math.floor(engine.puzzles.length / (side * side)));
}

function checkLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
}

function* none(): Generator<Uint8Array, void, undefined> {}

function* reshape(cells: Generator<Uint8Array, void, undefined>, side: number, shape: Shape): Generator<Puzzle, void, undefined> {
  for (const solution of cells) yield shape === 'bytes' ? solution : formatCells(solution, 0, side, shape);
}
