/**
 * The Logic object: rate, hint, steps and find over one engine with the
 * logic engine (a full build or the whole JS engine). Made by `createLogic`,
 * which picks the engine as `createSolver` does.
 */
import type { Engine, EngineKind } from '../engine.js';
import { FULL_ENGINES } from '../engines-full.js';
import type { Puzzle } from '../grid.js';
import { pickEngine, type EngineOptions } from '../select.js';
import { checkTimeout, optionsObject } from '../options.js';
import { findSteps, hintStep, pathSteps, rateChecked, ratePuzzle, type HintResult, type LogicOptions, type RateResult, type StepsResult } from './logic.js';
import { checkScale } from './scale.js';
import type { LogicState } from './state.js';
import type { Step } from './step-types.js';

/** Rating, hints, step paths and technique search over one engine. Made by `createLogic`. */
export class Logic {
  /** Which engine answers: 'wasm' or 'js'. */
  readonly engine: EngineKind;
  /** Why WebAssembly is not used, when 'auto' fell back to the JS engine; absent otherwise. */
  readonly fallbackReason?: string;
  /** The options every call starts from (`createLogic`'s `scale` and `timeoutMs`); a call's own options override them. */
  readonly defaults: Readonly<LogicOptions>;
  readonly #engine: Engine;
  /** The defaults as rate() passes them on: milliseconds (0 = none) and the engine's scale number, checked once. */
  readonly #timeoutMs: number;
  readonly #scale: number;

  /**
   * Wraps an engine that carries the logic engine (`sudoku-wasm/engine`'s
   * `createWasmEngine` or `createJsEngine`).
   * @param fallbackReason why 'auto' fell back to this (JS) engine, if it did
   * @param defaults the options every call starts from
   * @throws RangeError for a bad default (checked here, not at the first call)
   */
  constructor(engine: Engine, fallbackReason?: string, defaults: LogicOptions = {}) {
    this.engine = engine.kind;
    if (fallbackReason !== undefined) this.fallbackReason = fallbackReason;
    this.#engine = engine;
    this.defaults = Object.freeze(checkedDefaults(defaults));
    this.#timeoutMs = checkTimeout('createLogic', this.defaults.timeoutMs);
    this.#scale = checkScale('createLogic', this.defaults.scale);
  }

  /** A call's options over the defaults (an option given as undefined keeps the default). */
  #with(call: string, options: LogicOptions | undefined): LogicOptions {
    return { ...this.defaults, ...definedLogicOptions(optionsObject(call, options)) };
  }

  /** Rates a 9×9 puzzle (ER/EP/ED, level, hardest technique, counts) on `options.scale` ('sukaku', the default, or 'se121'); see src/logic. */
  rate(puzzle: Puzzle, options?: LogicOptions): RateResult {
    // The common call, one puzzle and no options, skips merging and checking them again.
    if (options === undefined) return rateChecked(this.#engine, puzzle, this.#timeoutMs, this.#scale);
    return ratePuzzle(this.#engine, puzzle, this.#with('rate', options));
  }

  /** The next step a person would take (`status: 'hint'`), or why none: 'solved', 'stuck', 'timeout', or 'unsolvable' (no solution completes the position; `cells` names the faulty ones); `state` is a puzzle, pencil marks or `{ cells, candidates, puzzle? }`. @throws SudokuError for a malformed state */
  hint(state: LogicState, options?: LogicOptions): HintResult {
    return hintStep(this.#engine, state, this.#with('hint', options));
  }

  /** The whole path of easiest steps from a state ('unsolvable', with no steps, when no solution completes it). @throws SudokuError for a malformed state */
  steps(state: LogicState, options?: LogicOptions): StepsResult {
    return pathSteps(this.#engine, state, this.#with('steps', options));
  }

  /** Every instance of one technique (an id of `TECHNIQUES`) in a state, on `options.scale`. @throws SudokuError for a malformed state, with code UNSOLVABLE when no solution completes it, TIMEOUT past `options.timeoutMs` */
  find(state: LogicState, technique: string, options?: LogicOptions): Step[] {
    return findSteps(this.#engine, state, technique, this.#with('find', options));
  }
}

/** The checked `scale` and `timeoutMs` of `createLogic`'s options, the only ones its calls take. */
function checkedDefaults(options: LogicOptions): LogicOptions {
  const given = optionsObject('createLogic', options);
  checkScale('createLogic', given.scale);
  checkTimeout('createLogic', given.timeoutMs);
  return definedLogicOptions(given);
}

/** `scale` and `timeoutMs` of `options` where they are set: an option given as undefined leaves the default alone. */
function definedLogicOptions(options: LogicOptions): LogicOptions {
  return {
    ...(options.scale !== undefined ? { scale: options.scale } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  };
}

/** `createLogic`'s options: the engine's (as `createSolver`'s) and the defaults of every call. */
export interface CreateLogicOptions extends EngineOptions, LogicOptions {}

/**
 * Creates a Logic object. Options as `createSolver`'s: `engine` 'auto'
 * (default: WebAssembly, else the JS engine), 'wasm' or 'js'; `wasm` a
 * module, bytes, URL or build name instead of the bundled full build; and
 * the defaults of every call: `scale` ('sukaku' or 'se121') and `timeoutMs`.
 * @throws RangeError (as a rejection) for an unknown engine, scale or time
 * limit; rejects for 'wasm' when WebAssembly cannot be used
 */
export async function createLogic(options: CreateLogicOptions = {}): Promise<Logic> {
  const defaults = checkedDefaults(options);
  const { engine, fallbackReason } = await pickEngine(options, FULL_ENGINES);
  return new Logic(engine, fallbackReason, defaults);
}
