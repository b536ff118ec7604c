/**
 * The one engine interface. Both engines (WASM in `engine-wasm.ts`, JS in
 * `engine-js.ts`) are the same ABI over the same memory layout, wrapped by
 * one function (`engine-abi.ts`); nothing above this file ever branches on
 * which engine it holds.
 *
 * The shape follows the signature every fast solver shares (tdoku, JCZSolve):
 * cells and a `limit` in; the number of solutions found (≤ limit), the first
 * solution and the number of guesses out.
 *
 * The boundary is numeric and allocation-free, as in hash-wasm: the caller
 * writes cells straight into `puzzles` (for WASM a view over linear memory),
 * calls `solve`/`solveBatch`, and reads `solutions`, `counts`, `guesses`.
 * Cell values: 0 = blank, 1..side = digit. Cells row by row.
 */

import { BATCH_CAPACITY as ENGINE_BATCH_CAPACITY, MAX_CELLS as ENGINE_MAX_CELLS } from './engine-js/generated/layout.js';
import { NOT_A_LINE as ENGINE_NOT_A_LINE, TIMED_OUT as ENGINE_TIMED_OUT } from './engine-js/generated/abi-constants.js';
import { isSide } from './sides.js';

// The sides are the formats' fact as much as the engine's (sides.ts); the
// engine layer's entry points have always offered them from here.
export { SIDES, isSide, type Side } from './sides.js';

/** Which engine implementation. */
export type EngineKind = 'wasm' | 'js';

// The engine's numbers come from the engine source itself (its generated
// TypeScript copy), so the host can never disagree with the engine it wraps.
// Only from constants-only modules that import nothing (layout.ts,
// abi-constants.ts): a bundler puts a module the host imports in the host's
// chunk, with all it imports, and one with code would take the JS engine
// along. Bound to `number` constants here so that the public declarations
// name no AssemblyScript type.

/** Most cells a grid can have (25×25): assembly/engine/layout.ts MAX_CELLS. */
export const MAX_CELLS: number = ENGINE_MAX_CELLS;

/** How many 9×9 puzzles one `solveBatch` call takes at most: assembly/engine/layout.ts BATCH_CAPACITY. */
export const BATCH_CAPACITY: number = ENGINE_BATCH_CAPACITY;

/** Largest count limit: counts cross the engine ABI as int32. */
export const MAX_LIMIT = 0x7fffffff;

/** `solve` returns this instead of a count when the deadline passed first: assembly/engine/abi-constants.ts TIMED_OUT. */
export const TIMED_OUT: number = ENGINE_TIMED_OUT;

/**
 * `solveLine` returns this, having solved nothing, for text that is not one
 * plain line of symbols: assembly/engine/abi-constants.ts NOT_A_LINE.
 */
export const NOT_A_LINE: number = ENGINE_NOT_A_LINE;

export interface Engine {
  readonly kind: EngineKind;
  /**
   * Input region: `BATCH_CAPACITY * 81` bytes (≥ MAX_CELLS). Puzzle `i` of a
   * batch of side `s` starts at `i * s * s`. Write cells here before solving.
   * Always read this property afresh (a WASM view may be re-made).
   */
  readonly puzzles: Uint8Array;
  /** Output region, same layout as `puzzles`: the first solution of each (zeros when none). */
  readonly solutions: Uint8Array;
  /** Per batch entry: solutions found (≤ limit), or TIMED_OUT. */
  readonly counts: Int32Array;
  /** Per batch entry: guesses made (every digit tried at a branch cell). */
  readonly guesses: Int32Array;
  /**
   * Per batch entry: branch decisions, tdoku's measure of search (it reports
   * them as its guesses; defined at assembly/engine/layout.ts DECISIONS_PTR):
   * never more than `guesses`, 0 when propagation alone solved it. Every
   * side, both engines. Optional: engines made by this package have it.
   */
  readonly decisions?: Int32Array;
  /**
   * Solves the single puzzle at `puzzles[0 .. side*side)`; writes its first
   * solution at `solutions[0 ..)`, count at `counts[0]`, guesses at
   * `guesses[0]`. Returns the count (≤ limit) or TIMED_OUT when `timeoutMs`
   * (0 = none) ran out. Givens must not clash (the caller checks that).
   */
  solve(side: number, limit: number, timeoutMs?: number): number;
  /**
   * Solves `n` (≤ BATCH_CAPACITY) puzzles of one side packed in `puzzles`
   * in one call; fills `solutions`, `counts`, `guesses`. Returns how many
   * had at least one solution. `timeoutMs` applies to each puzzle separately.
   */
  solveBatch(side: number, n: number, limit: number, timeoutMs?: number): number;
  /**
   * Optional fast path for puzzle strings (engines made by this package
   * have it): solves the puzzle written as one line of exactly 16, 81, 256
   * or 625 symbols, as `solve` does, the engine reading the text itself
   * (engine-text.ts). Returns NOT_A_LINE, having solved nothing, for any
   * other text: the caller then parses it (src/grid.ts names its faults).
   */
  solveLine?(text: string, limit: number, timeoutMs?: number): number;
  /**
   * Optional: the first solution of batch entry `k` (side `side`) as one
   * line of symbols, as `format(…, 'line')` writes it, made by the engine.
   */
  solutionLine?(k: number, side: number): string;
  /**
   * The ABI of every engine feature the build carries (the solvers always;
   * the generator and the logic engine unless a build leaves them out) by
   * export name, typed from the one source (assembly/engine/**), plus the
   * engine's whole linear memory (`memory`): the WASM instance's exports, or
   * the JS engine's generated functions, with the same names, signatures and
   * memory layout.
   */
  readonly abi: EngineAbi;
}

/**
 * The functions of a generated ABI module (its constants left out), with the
 * types the one source gives them; the WASM instance exports the same names
 * and signatures.
 */
export type AbiFunctions<Module> = {
  readonly [K in keyof Module as Module[K] extends (...args: never[]) => unknown ? K : never]: Module[K];
};

/** The solvers' ABI (assembly/engine/abi.ts): every build has it, the page's solver-only build too. */
export type SolverExports = AbiFunctions<typeof import('./engine-js/generated/abi.js')>;

/**
 * The ABI functions an engine exports: the solvers' always, every other
 * feature's (assembly/engine/<feature>/abi.ts, all listed by the module the
 * build generates from assembly/index.ts) only when the build carries that
 * feature, hence optional: a feature's host module asks first
 * (engine-feature.ts).
 */
export type EngineExports = SolverExports & Partial<AbiFunctions<typeof import('./engine-js/generated/index.js')>>;

/** An engine's ABI functions, and its linear memory (all of it; sizes in docs/engine.md). */
export type EngineAbi = EngineExports & {
  readonly memory: ArrayBuffer;
  readonly [name: string]: unknown;
};

/**
 * Checks the numeric arguments every engine shares; throws a RangeError (a
 * caller bug, not a bad puzzle: the API layer validates puzzles first).
 */
export function checkEngineArguments(side: number, n: number, regionLength: number): void {
  if (!isSide(side)) {
    throw new RangeError(`engine: side ${side} is not 4, 9, 16 or 25`);
  }
  if (!Number.isInteger(n) || n < 0 || n > BATCH_CAPACITY || n * side * side > regionLength) {
    throw new RangeError(`engine: batch of ${n} puzzles of side ${side} does not fit the puzzle region`);
  }
}
