/**
 * The Logic object: rate, hint, steps and find over one engine with the
 * logic engine (a full build or the whole JS engine). Made by `createLogic`,
 * which picks the engine as `createSolver` does.
 */
import type { Engine, EngineKind } from '../engine.js';
import { FULL_ENGINES } from '../engines-full.js';
import type { Puzzle } from '../grid.js';
import { pickEngine, type EngineOptions } from '../select.js';
import { findSteps, hintStep, pathSteps, ratePuzzle, type HintResult, type LogicOptions, type RateResult, type StepsResult } from './logic.js';
import type { LogicState } from './state.js';
import type { Step } from './steps.js';

/** Rating, hints, step paths and technique search over one engine. Made by `createLogic`. */
export class Logic {
  /** Which engine answers: 'wasm' or 'js'. */
  readonly engine: EngineKind;
  /** Why WebAssembly is not used, when 'auto' fell back to the JS engine; absent otherwise. */
  readonly fallbackReason?: string;
  readonly #engine: Engine;

  /**
   * Wraps an engine that carries the logic engine (`sudoku-wasm/engine`'s
   * `createWasmEngine` or `createJsEngine`).
   * @param fallbackReason why 'auto' fell back to this (JS) engine, if it did
   */
  constructor(engine: Engine, fallbackReason?: string) {
    this.engine = engine.kind;
    if (fallbackReason !== undefined) this.fallbackReason = fallbackReason;
    this.#engine = engine;
  }

  /** Rates a 9×9 puzzle (ER/EP/ED, level, hardest technique, counts) on `options.scale` ('sukaku', the default, or 'se121'); see src/logic. */
  rate(puzzle: Puzzle, options: LogicOptions = {}): RateResult {
    return ratePuzzle(this.#engine, puzzle, options);
  }

  /** The next step a person would take (`status: 'hint'`), or why none: 'solved', 'stuck', 'timeout', or 'unsolvable' (no solution completes the position; `cells` names the faulty ones); `state` is a puzzle, pencil marks or `{ cells, candidates, puzzle? }`. @throws SudokuError for a malformed state */
  hint(state: LogicState, options: LogicOptions = {}): HintResult {
    return hintStep(this.#engine, state, options);
  }

  /** The whole path of easiest steps from a state ('unsolvable', with no steps, when no solution completes it). @throws SudokuError for a malformed state */
  steps(state: LogicState, options: LogicOptions = {}): StepsResult {
    return pathSteps(this.#engine, state, options);
  }

  /** Every instance of one technique (an id of `TECHNIQUES`) in a state, on `options.scale`. @throws SudokuError for a malformed state, with code UNSOLVABLE when no solution completes it, TIMEOUT past `options.timeoutMs` */
  find(state: LogicState, technique: string, options: LogicOptions = {}): Step[] {
    return findSteps(this.#engine, state, technique, options);
  }
}

/**
 * Creates a Logic object. Options as `createSolver`'s: `engine` 'auto'
 * (default: WebAssembly, else the JS engine), 'wasm' or 'js'; `wasm` a
 * module, bytes, URL or build name instead of the bundled full build.
 * @throws RangeError (as a rejection) for an unknown engine; rejects for
 * 'wasm' when WebAssembly cannot be used
 */
export async function createLogic(options: EngineOptions = {}): Promise<Logic> {
  const { engine, fallbackReason } = await pickEngine(options, FULL_ENGINES);
  return new Logic(engine, fallbackReason);
}
