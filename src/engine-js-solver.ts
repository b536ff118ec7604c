/**
 * The JS engine's solvers alone, for the solve entry: the generated copy of
 * assembly/solver.ts (engine-js/generated/solver.ts), as the solver-only
 * WASM builds hold them, so the chunk an app loads when WebAssembly is
 * missing carries no logic engine and no generator. Same engine, same
 * memory as engine-js.ts (one per realm): only less of its code.
 */
import type { Engine } from './engine.js';
import { engineFromAbi } from './engine-abi.js';
import * as solverAbi from './engine-js/generated/solver.js';
import { memoryBuffer } from './engine-js/target/memory.js';

/** An Engine over the JS engine's solver ABI and memory. */
export function createJsSolverEngine(): Engine {
  // The solvers' functions alone, as the solver-only WASM builds have them:
  // the logic and generator functions are optional in EngineExports, and
  // their layers check for them at run time (logic/abi.ts, generate/abi.ts).
  return engineFromAbi('js', solverAbi, memoryBuffer);
}
