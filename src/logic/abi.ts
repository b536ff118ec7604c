/**
 * The logic engine's ABI (assembly/engine/logic/abi.ts) as the host sees
 * it: the same names on the WASM instance and the JS engine, over each
 * engine's own linear memory.
 */
import type { Engine } from '../engine.js';

/** The logic exports, typed. */
export interface LogicAbi {
  readonly memory: ArrayBuffer;
  logicValuesPtr(): number;
  logicCandidatesPtr(): number;
  logicStepsPtr(): number;
  logicStepsCapacity(): number;
  logicResultPtr(): number;
  logicCountsPtr(): number;
  logicBatchPuzzlesPtr(): number;
  logicBatchResultsPtr(): number;
  logicBatchCapacity(): number;
  logicBatchWords(): number;
  logicTechniqueIdEnd(): number;
  logicTechniqueRating(technique: number): number;
  logicLoad(side: number, withCandidates: number): number;
  logicHint(timeoutMs: number): number;
  logicSteps(timeoutMs: number, maxSteps: number): number;
  logicRate(timeoutMs: number): number;
  logicFind(technique: number, limit: number): number;
  logicApply(index: number): void;
  logicRateBatch(n: number, timeoutMs: number): number;
}

/** Rating walk statuses (assembly/engine/logic/rate.ts). */
export const WALK_SOLVED = 0;
export const WALK_STUCK = 1;
export const WALK_TIMEOUT = 2;

/** Result slots (rate.ts RESULT_*). */
export const RESULT = { status: 0, er: 1, ep: 2, ed: 3, hardest: 4, steps: 5, epTechnique: 6, edTechnique: 7 } as const;

const NAMES = ['logicLoad', 'logicHint', 'logicSteps', 'logicRate', 'logicFind', 'logicRateBatch'] as const;

/** The logic ABI of an engine and typed views over its regions, made once per engine. */
export interface LogicViews {
  readonly abi: LogicAbi;
  readonly values: Uint8Array;
  readonly candidates: Uint32Array;
  readonly steps: Int32Array;
  readonly result: Int32Array;
  readonly counts: Int32Array;
  readonly batchPuzzles: Uint8Array;
  readonly batchResults: Int32Array;
}

const viewsCache = new WeakMap<Engine, LogicViews>();

/**
 * The logic ABI of `engine` with its memory views.
 * @throws Error when the engine has no logic engine (a build without it)
 */
export function logicOf(engine: Engine): LogicViews {
  let views = viewsCache.get(engine);
  if (views !== undefined) return views;
  const abi = engine.abi as unknown as LogicAbi;
  if (NAMES.some((name) => typeof (abi as unknown as Record<string, unknown>)[name] !== 'function')) {
    throw new Error(`sudoku-wasm: the ${engine.kind} engine has no logic engine`);
  }
  const memory = abi.memory;
  const capacity = abi.logicBatchCapacity();
  views = {
    abi,
    values: new Uint8Array(memory, abi.logicValuesPtr(), 625),
    candidates: new Uint32Array(memory, abi.logicCandidatesPtr(), 625),
    steps: new Int32Array(memory, abi.logicStepsPtr(), abi.logicStepsCapacity()),
    result: new Int32Array(memory, abi.logicResultPtr(), 16),
    counts: new Int32Array(memory, abi.logicCountsPtr(), 128),
    batchPuzzles: new Uint8Array(memory, abi.logicBatchPuzzlesPtr(), capacity * 81),
    batchResults: new Int32Array(memory, abi.logicBatchResultsPtr(), capacity * abi.logicBatchWords()),
  };
  viewsCache.set(engine, views);
  return views;
}
