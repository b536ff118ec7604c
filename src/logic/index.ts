/**
 * `sudoku-wasm/logic`: rating on Sudoku Explainer's scales, hints, step
 * paths and technique search, as a person would solve (see logic.ts), the
 * technique table and the level words. Loads the full engine (solvers and
 * logic engine); an app that only solves imports `sudoku-wasm` alone.
 *
 * ```js
 * import { createLogic } from 'sudoku-wasm/logic';
 * const logic = await createLogic();          // 'auto': WASM, else JS
 * const rated = logic.rate('..48...17...');   // { status: 'rated', er, level, … }
 * ```
 */
import type { Puzzle } from '../grid.js';
import { createLogic, type Logic } from './create-logic.js';
import type { HintResult, LogicOptions, RateResult, StepsResult } from './logic.js';
import type { LogicState } from './state.js';
import type { Step } from './step-types.js';

export { createLogic, Logic, type CreateLogicOptions } from './create-logic.js';
export type { LogicOptions, Rated, RateResult, StepsResult, HintResult, Unsolvable, FaultyCell } from './logic.js';
export { TECHNIQUES, type TechniqueInfo } from './techniques.js';
export { SCALES, DEFAULT_SCALE, type Scale } from './scale.js';
export { levelOf, LEVEL_BOUNDS, type Level } from './levels.js';
export type { Step, CellDigit, UnitRef, ChainLink, ChainRule } from './step-types.js';
export type { LogicState, CandidateState } from './state.js';
export type { EngineChoice, EngineOptions } from '../select.js';

let shared: Promise<Logic> | undefined;

/** The 'auto' Logic behind the one-off helpers, made on first use. */
function sharedLogic(): Promise<Logic> {
  shared ??= createLogic();
  return shared;
}

/** One-off `Logic.rate` with a shared 'auto' Logic. */
export async function rate(puzzle: Puzzle, options?: LogicOptions): Promise<RateResult> {
  return (await sharedLogic()).rate(puzzle, options);
}

/** One-off `Logic.hint` with a shared 'auto' Logic. @throws SudokuError (as a rejection) for a malformed state */
export async function hint(state: LogicState, options?: LogicOptions): Promise<HintResult> {
  return (await sharedLogic()).hint(state, options);
}

/** One-off `Logic.steps` with a shared 'auto' Logic. @throws SudokuError (as a rejection) for a malformed state */
export async function steps(state: LogicState, options?: LogicOptions): Promise<StepsResult> {
  return (await sharedLogic()).steps(state, options);
}

/** One-off `Logic.find` with a shared 'auto' Logic. @throws SudokuError (as a rejection) for a malformed state */
export async function find(state: LogicState, technique: string, options?: LogicOptions): Promise<Step[]> {
  return (await sharedLogic()).find(state, technique, options);
}
