/**
 * sudoku-wasm: a Sudoku solver for 4×4, 9×9, 16×16 and 25×25 grids with a
 * WebAssembly engine and a JS engine built from the same source, which
 * gives the same answers. This entry solves, counts, parses, formats and
 * validates, and loads the solver-only WebAssembly build; rating and hints
 * are `sudoku-wasm/logic`'s, new puzzles `sudoku-wasm/generate`'s.
 *
 * ```js
 * import { createSolver } from 'sudoku-wasm';
 * const solver = await createSolver();            // 'auto': WASM, else JS
 * const result = solver.solve('..48...17...');    // a union on status
 * if (result.status === 'solved') result.solution;  // same shape as the input
 * ```
 */
import { SOLVER_ENGINES } from './engines-solver.js';
import { pickEngine, type EngineOptions } from './select.js';
import { Solver, type SameShape, type SolveOptions } from './solver.js';
import type { SolveResult } from './result.js';
import type { Puzzle } from './grid.js';
import { instantiateWasmEngine } from './wasm-load.js';

export {
  SudokuError,
  type SudokuErrorCode,
  type SudokuErrorPlace,
  type SudokuErrorClash,
  type SudokuErrorJSON,
} from './errors.js';
export { parse, format, SYMBOLS, type Puzzle, type Grid, type Format, type Shape } from './grid.js';
export {
  validate,
  findClash,
  isValidSolution,
  solutionProblem,
  type Validation,
  type Clash,
  type CellPlace,
  type Unit,
} from './validate.js';
export type { Solver, SolveOptions, BatchOptions, SameShape } from './solver.js';
export { COUNT_TIMED_OUT } from './solver.js';
export type { Status, SolveResult, Solved, Multiple, Unsolvable, TimedOut, Invalid } from './result.js';
export { vectorLine } from './vector.js';
export type { EngineChoice, EngineOptions } from './select.js';
export { SIDES, type EngineKind } from './engine.js';

/**
 * Creates a solver. `engine`: 'auto' (default: WebAssembly, falling back to
 * the JS engine when WebAssembly is missing or fails to load), 'wasm' (rejects
 * if it cannot load) or 'js'. `wasm`: a compiled module, its bytes, a URL or a
 * build name, instead of the bundled build. `solver.engine` tells which one
 * answers, and `solver.fallbackReason` why 'auto' fell back to JS.
 * @throws RangeError (as a rejection) for an unknown engine; rejects for
 * 'wasm' when WebAssembly cannot be used
 */
export async function createSolver(options: EngineOptions = {}): Promise<Solver> {
  const { engine, fallbackReason } = await pickEngine(options, SOLVER_ENGINES);
  return new Solver(engine, fallbackReason);
}

/**
 * A WASM solver at once, from a module compiled already (no promise, no
 * task hop): for a caller that must answer within the current task, as a
 * page's first answer does. The solver-only build (`sudoku-wasm/solver-wasm`)
 * is small enough (a few KB) for synchronous instantiation even on a
 * browser's main thread.
 * @throws Error when the module is not an engine build
 */
export function solverFromModule(module: WebAssembly.Module): Solver {
  return new Solver(instantiateWasmEngine(module));
}

let shared: Promise<Solver> | undefined;

/** The 'auto' solver behind the one-off helpers, made on first use. */
function sharedSolver(): Promise<Solver> {
  shared ??= createSolver();
  return shared;
}

/**
 * One-off solve with a shared 'auto' solver (see `Solver.solve`).
 * @throws SudokuError (as a rejection) when the puzzle is malformed
 */
export async function solve<P extends Puzzle>(puzzle: P, options?: SolveOptions): Promise<SolveResult<SameShape<P>>> {
  return (await sharedSolver()).solve(puzzle, options);
}

/**
 * One-off count of solutions up to `limit` (default 2) with a shared 'auto'
 * solver; 0 for clashing givens, `COUNT_TIMED_OUT` (-1) when `timeoutMs` ran out.
 * @throws SudokuError (as a rejection) when the puzzle is malformed; RangeError for a bad limit or option
 */
export async function count(puzzle: Puzzle, limit = 2, options?: SolveOptions): Promise<number> {
  return (await sharedSolver()).count(puzzle, limit, options);
}
