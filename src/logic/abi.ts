/**
 * The logic engine's ABI (assembly/engine/logic/abi.ts) as the host sees
 * it: the same names on the WASM instance and the JS engine, over each
 * engine's own linear memory. Its functions, numbers and region sizes all
 * come from the engine source (its generated TypeScript copy), so the host
 * cannot read a slot or a region the engine does not write.
 */
import { MAX_CELLS, type AbiFunctions, type Engine } from '../engine.js';
import { carriesFeature } from '../engine-feature.js';
import {
  RATE_PAUSED, RATE_SOLVED, RATE_STUCK, RATE_TIMEOUT, RESULT_ED, RESULT_ED_TECHNIQUE, RESULT_EP, RESULT_EP_TECHNIQUE, RESULT_ER,
  RESULT_HARDEST, RESULT_STATUS, RESULT_STEPS,
} from '../engine-js/generated/logic/abi-constants.js';

/** The logic engine's functions, typed from the one source. */
type LogicFunctions = AbiFunctions<typeof import('../engine-js/generated/logic/abi.js')>;

/** The logic exports, and the engine's whole linear memory. */
export type LogicAbi = LogicFunctions & { readonly memory: ArrayBuffer };

/** Rating walk statuses (assembly/engine/logic/abi-constants.ts RATE_*). */
export const WALK_SOLVED: number = RATE_SOLVED;
export const WALK_STUCK: number = RATE_STUCK;
export const WALK_TIMEOUT: number = RATE_TIMEOUT;
/** logicRateSoundFirst's pause: the walk needs a finder that assumes one solution (logicRateResume goes on). */
export const WALK_PAUSED: number = RATE_PAUSED;

/** Result slots (assembly/engine/logic/abi-constants.ts RESULT_*). */
export const RESULT = {
  status: RESULT_STATUS,
  er: RESULT_ER,
  ep: RESULT_EP,
  ed: RESULT_ED,
  hardest: RESULT_HARDEST,
  steps: RESULT_STEPS,
  epTechnique: RESULT_EP_TECHNIQUE,
  edTechnique: RESULT_ED_TECHNIQUE,
} as const;

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
  const abi = engine.abi;
  if (!carriesFeature<LogicFunctions>(abi, 'logicLoad')) {
    throw new Error(`sudoku-wasm: the ${engine.kind} engine has no logic engine`);
  }
  const memory = abi.memory;
  const capacity = abi.logicBatchCapacity();
  // Sized by the engine's own answers rather than its layout module: a
  // bundler would ship all of that module's constants with the host's code.
  // A batch entry holds every result slot (logicRateBatch copies them), and
  // steps are counted per technique id in use.
  const resultSlots = abi.logicBatchWords();
  views = {
    abi,
    values: new Uint8Array(memory, abi.logicValuesPtr(), MAX_CELLS),
    candidates: new Uint32Array(memory, abi.logicCandidatesPtr(), MAX_CELLS),
    steps: new Int32Array(memory, abi.logicStepsPtr(), abi.logicStepsCapacity()),
    result: new Int32Array(memory, abi.logicResultPtr(), resultSlots),
    counts: new Int32Array(memory, abi.logicCountsPtr(), abi.logicTechniqueIdEnd()),
    batchPuzzles: new Uint8Array(memory, abi.logicBatchPuzzlesPtr(), capacity * 81),
    batchResults: new Int32Array(memory, abi.logicBatchResultsPtr(), capacity * resultSlots),
  };
  viewsCache.set(engine, views);
  return views;
}
