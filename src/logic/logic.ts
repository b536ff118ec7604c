/**
 * The logic API over one engine: rate, hint, steps and find. The engine
 * (WASM or JS, the same source) does the work; this file parses, checks
 * with the solver that there is something to deduce (uniqueness for a
 * rating, a completion for a hint: completable.ts), and turns the engine's
 * records into objects.
 */
import { TIMED_OUT, type Engine } from '../engine.js';
import { SudokuError } from '../errors.js';
import { parseInto, type CellSink, type Puzzle } from '../grid.js';
import { checkTimeout, describeValue, optionsObject } from '../options.js';
import { clashError, findClash } from '../validate.js';
import { logicOf, RESULT, WALK_PAUSED, WALK_SOLVED, WALK_STUCK, WALK_TIMEOUT, type LogicViews } from './abi.js';
import { checkCompletable, type Unsolvable } from './completable.js';
import { levelOf, type Level } from './levels.js';
import { loadState, parseState, type LogicState, type ParsedState } from './state.js';
import type { Step } from './step-types.js';
import { readSteps } from './steps.js';
import { engineIdOf, techniqueOfEngineId } from './techniques.js';
import { checkScale, type Scale } from './scale.js';

/** Options of rate, hint, steps and find. */
export interface LogicOptions {
  /** Give up after this many milliseconds (status 'timeout'); 0 or absent = never. A finite number ≥ 0, else a RangeError. */
  timeoutMs?: number;
  /** The technique set: 'sukaku' (default, Sukaku Explainer v1.15.10) or 'se121' (Sudoku Explainer 1.2.1); anything else is a RangeError. */
  scale?: Scale;
}

/** A logic call's options, checked: the time limit (0 = none) and the engine's scale number. */
interface CheckedLogicOptions {
  timeoutMs: number;
  scale: number;
}

/** Checks a logic call's options (RangeError naming the call and the option). */
function logicOptions(call: string, options: LogicOptions | undefined): CheckedLogicOptions {
  const given = optionsObject(call, options);
  return { timeoutMs: checkTimeout(call, given.timeoutMs), scale: checkScale(call, given.scale) };
}

/** A rated puzzle. */
export interface Rated {
  status: 'rated';
  /** Sukaku Explainer's ER: the hardest step on the path of easiest steps (20.0 when the techniques cannot finish). */
  er: number;
  /** EP: the hardest step up to the first placement. */
  ep: number;
  /** ED: the first step's rating. */
  ed: number;
  /** Level word of the ER (levels.ts). */
  level: Level;
  /** Technique id of the hardest step; null when the techniques cannot finish the puzzle. */
  hardest: string | null;
  /** Steps taken per technique id. */
  techniques: Record<string, number>;
}

/** What `rate` answers. */
export type RateResult =
  | Rated
  | { status: 'invalid'; error: SudokuError }
  | { status: 'unsolvable' }
  | { status: 'multiple' }
  | { status: 'timeout' };

export type { FaultyCell, Unsolvable } from './completable.js';

/**
 * What `steps` answers: the path, and whether it reached a full grid.
 * 'solved': the path fills the grid; 'stuck': the position has a solution
 * but no technique of the engine applies before the grid is full (beyond
 * the engine, SE's 20.0); 'timeout': `timeoutMs` ran out; 'unsolvable': no
 * solution completes the position (a wrong digit, or a solution digit
 * erased from the candidates), so no step is taken: `reason` says why and
 * `cells` names the faulty cells where they can be named (completable.ts).
 */
export type StepsResult = { status: 'solved' | 'stuck' | 'timeout'; steps: Step[] } | (Unsolvable & { steps: Step[] });

/**
 * What `hint` answers: the next step, or why there is none. The statuses
 * other than 'hint' are StepsResult's: 'solved' (the grid is already full),
 * 'stuck' (the position has a solution, but no technique applies: beyond
 * the engine, SE's 20.0), 'timeout' (`timeoutMs` ran out before the search
 * could tell), 'unsolvable' (no solution completes the position: never a
 * hint then, since a step deduced from a wrong position can be wrong;
 * `reason` and, where they can be named, `cells` say what breaks it).
 */
export type HintResult = { status: 'hint'; step: Step } | { status: 'solved' } | { status: 'stuck' } | { status: 'timeout' } | Unsolvable;

/** Milliseconds left of a budget started at `start` (0 = no budget); -1 when spent. */
function remaining(timeoutMs: number, start: number): number {
  if (timeoutMs <= 0) return 0;
  const left = timeoutMs - (performance.now() - start);
  return left > 0 ? left : -1;
}

/** ER, EP, ED and technique counts from the engine's result slots. */
export function ratedFrom(views: LogicViews, withCounts: boolean): Rated {
  const result = views.result;
  const er = (result[RESULT.er] ?? 0) / 10;
  const hardestId = result[RESULT.hardest] ?? -1;
  const techniques: Record<string, number> = {};
  if (withCounts) {
    for (let id = 0; id < views.counts.length; id++) {
      const count = views.counts[id] ?? 0;
      if (count > 0) techniques[techniqueOfEngineId(id).id] = count;
    }
  }
  return {
    status: 'rated',
    er,
    ep: (result[RESULT.ep] ?? 0) / 10,
    ed: (result[RESULT.ed] ?? 0) / 10,
    level: levelOf(er),
    hardest: hardestId >= 0 && (result[RESULT.status] ?? 0) !== WALK_STUCK ? techniqueOfEngineId(hardestId).id : null,
    techniques,
  };
}

/**
 * Rates a 9×9 puzzle on a Sudoku Explainer scale (`options.scale`). Puzzles
 * without exactly one solution are not rated (status says why).
 */
export function ratePuzzle(engine: Engine, puzzle: Puzzle, options?: LogicOptions): RateResult {
  const { timeoutMs, scale } = logicOptions('rate', options);
  return rateChecked(engine, puzzle, timeoutMs, scale);
}

/**
 * ratePuzzle with its options checked: `timeoutMs` (0 = none) and the
 * engine's scale number (the Logic object checks its defaults once).
 *
 * The puzzle is parsed straight into the solver's input region (no grid
 * object per call): a cheap rating costs tens of microseconds, and the
 * host's own copies would be a good part of them. The walk runs first:
 * when the finders that do not assume a unique solution fill the grid,
 * that proves it has exactly one (assembly/engine/logic/rate.ts
 * SOUND_FINDERS) and the solver is not asked; otherwise the walk pauses
 * there, the solver counts solutions, and the walk goes on only for one.
 */
export function rateChecked(engine: Engine, puzzle: Puzzle, timeoutMs: number, scale: number): RateResult {
  const start = timeoutMs > 0 ? performance.now() : 0;
  const views = logicOf(engine);
  try {
    const { side } = parseInto(puzzle, solverInputSink(engine));
    if (side !== 9) throw new SudokuError('BAD_SIZE', `ratings are defined for 9×9 puzzles, not ${side}×${side}`);
  } catch (error) {
    if (error instanceof SudokuError) return { status: 'invalid', error };
    throw error;
  }
  const cells = engine.puzzles;
  views.values.set(cells.subarray(0, 81));
  views.abi.logicLoad(9, 0);
  // The walk's proof of uniqueness needs givens that break no rule. The
  // engine's load notices a clash; the validator names it.
  if (views.abi.logicGivensClash() !== 0) {
    const clash = findClash(cells, 9);
    if (clash !== null) return { status: 'invalid', error: clashError(clash) };
  }
  let status = views.abi.logicRateSoundFirst(timeoutMs, scale);
  if (status === WALK_TIMEOUT) return { status: 'timeout' };
  if (status !== WALK_SOLVED) {
    const budget = remaining(timeoutMs, start);
    if (budget < 0) return { status: 'timeout' };
    const count = engine.solve(9, 2, budget);
    if (count === TIMED_OUT) return { status: 'timeout' };
    if (count !== 1) return { status: count === 0 ? 'unsolvable' : 'multiple' };
    if (status === WALK_PAUSED) {
      const left = remaining(timeoutMs, start);
      if (left < 0) return { status: 'timeout' };
      status = views.abi.logicRateResume(left);
      if (status === WALK_TIMEOUT) return { status: 'timeout' };
    }
  }
  return ratedFrom(views, true);
}

/** The sink that parses into an engine's solver input region, one per engine. */
function solverInputSink(engine: Engine): CellSink {
  let sink = sinks.get(engine);
  if (sink === undefined) {
    sink = new SolverInputSink(engine);
    sinks.set(engine, sink);
  }
  return sink;
}
const sinks = new WeakMap<Engine, CellSink>();

/** Parses a single puzzle into the start of the engine's solver input region. */
class SolverInputSink implements CellSink {
  readonly #engine: Engine;
  constructor(engine: Engine) {
    this.#engine = engine;
  }
  place(): number {
    return 0;
  }
  get cells(): Uint8Array {
    return this.#engine.puzzles;
  }
}

/**
 * Parses a state and checks it can be completed (`timeoutMs` covering
 * both); the budget left for the logic engine, or why there is nothing to
 * deduce.
 */
function completableState(engine: Engine, state: LogicState, timeoutMs: number): { parsed: ParsedState; left: number } | Unsolvable | { status: 'timeout' } {
  const start = performance.now();
  const parsed = parseState(state);
  const budget = remaining(timeoutMs, start);
  if (budget < 0) return { status: 'timeout' };
  const completable = checkCompletable(engine, parsed, budget);
  if (completable.status !== 'completable') return completable;
  const left = remaining(timeoutMs, start);
  return left < 0 ? { status: 'timeout' } : { parsed, left };
}

/**
 * The next step a person would take (SE's easiest available): the first
 * step of the path, so the engine's walk tells a timeout from "no technique
 * applies" (logicHint answers 0 for both). A position that cannot be
 * completed gets no hint: status 'unsolvable'.
 * @throws SudokuError for a malformed state (naming the cell)
 */
export function hintStep(engine: Engine, state: LogicState, options?: LogicOptions): HintResult {
  const { timeoutMs, scale } = logicOptions('hint', options);
  const checked = completableState(engine, state, timeoutMs);
  if ('status' in checked) return checked;
  const { parsed, left } = checked;
  const views = logicOf(engine);
  loadState(views, parsed);
  // One step at most: the walk stops after it (reporting the step limit as its timeout status).
  const status = views.abi.logicSteps(left, 1, scale);
  const step = (views.result[RESULT.steps] ?? 0) > 0 ? readSteps(views, 1, parsed.side)[0] : undefined;
  if (step !== undefined) return { status: 'hint', step };
  return { status: status === WALK_TIMEOUT ? 'timeout' : status === WALK_STUCK ? 'stuck' : 'solved' };
}

/**
 * The whole path of easiest steps from a state; none from a position that
 * cannot be completed (status 'unsolvable').
 * @throws SudokuError for a malformed state (naming the cell)
 */
export function pathSteps(engine: Engine, state: LogicState, options?: LogicOptions): StepsResult {
  const { timeoutMs, scale } = logicOptions('steps', options);
  const checked = completableState(engine, state, timeoutMs);
  if ('status' in checked) return { ...checked, steps: [] };
  const { parsed, left } = checked;
  const views = logicOf(engine);
  loadState(views, parsed);
  const status = views.abi.logicSteps(left, 0, scale);
  const count = views.result[RESULT.steps] ?? 0;
  return {
    status: status === WALK_TIMEOUT ? 'timeout' : status === WALK_STUCK ? 'stuck' : 'solved',
    steps: readSteps(views, count, parsed.side),
  };
}

/** Most instances `find` lists. */
const FIND_LIMIT = 1000;

/**
 * Every instance of one technique in a state ("show me all X-wings"), on
 * `options.scale` (none for a technique the scale does not have). A
 * position that cannot be completed throws rather than answering []
 * (which would read as "no instance here") or listing steps deduced from
 * a wrong position: a SudokuError UNSOLVABLE, placed at its first faulty
 * cell when one can be named (as the 'unsolvable' answer of hint names them).
 * Past `options.timeoutMs` it throws a SudokuError TIMEOUT rather than
 * answer a list that may be cut short.
 * @throws SudokuError for a malformed state, UNSOLVABLE or TIMEOUT; RangeError for an unknown technique id or a bad option
 */
export function findSteps(engine: Engine, state: LogicState, technique: string, options?: LogicOptions): Step[] {
  const engineId = typeof technique === 'string' ? engineIdOf(technique) : undefined;
  if (engineId === undefined) throw new RangeError(`find: unknown technique '${describeValue(technique)}' (the ids of TECHNIQUES)`);
  const { timeoutMs, scale } = logicOptions('find', options);
  const start = performance.now();
  const parsed = parseState(state);
  const budget = remaining(timeoutMs, start);
  const completable = budget < 0 ? ({ status: 'timeout' } as const) : checkCompletable(engine, parsed, budget);
  if (completable.status === 'unsolvable') throw unsolvableError(completable);
  const left = remaining(timeoutMs, start);
  if (completable.status === 'timeout' || left < 0) throw timeoutError(timeoutMs);
  const views = logicOf(engine);
  loadState(views, parsed);
  const count = views.abi.logicFind(engineId, FIND_LIMIT, left, scale);
  if (views.abi.logicDeadlinePassed() !== 0) throw timeoutError(timeoutMs);
  return readSteps(views, count, parsed.side).filter((step) => step.technique === technique);
}

/** The SudokuError `find` throws when its time limit runs out. */
function timeoutError(timeoutMs: number): SudokuError {
  return new SudokuError('TIMEOUT', `find: the search took longer than timeoutMs (${timeoutMs} ms)`);
}

/** The SudokuError `find` throws for a position that cannot be completed. */
function unsolvableError(unsolvable: Unsolvable): SudokuError {
  const first = unsolvable.cells?.[0];
  const what = `the position cannot be completed (${unsolvable.reason})`;
  if (first === undefined) return new SudokuError('UNSOLVABLE', what);
  const { row, column, cell } = first;
  return new SudokuError('UNSOLVABLE', what, { row, column, cell });
}
