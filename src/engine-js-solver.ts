/**
 * The JS engine's solvers alone, for the solve entry: the generated copy of
 * assembly/solver.ts (engine-js/generated/solver.ts), as the solver-only
 * WASM builds hold them, so the chunk an app loads when WebAssembly is
 * missing carries no logic engine and no generator. Same engine, same
 * memory as engine-js.ts (one per realm): only less of its code.
 */
import type { Engine, EngineExports } from './engine.js';
import { engineFromAbi } from './engine-abi.js';
import * as solverAbi from './engine-js/generated/solver.js';
import { memoryBuffer } from './engine-js/target/memory.js';

/** An Engine over the JS engine's solver ABI and memory. */
export function createJsSolverEngine(): Engine {
  // `Engine.abi` is typed with every feature; this module has the solvers'
  // alone, as the solver-only WASM builds do, and the logic and generate
  // layers check for their functions at run time (logic/abi.ts, generate/abi.ts).
  return engineFromAbi('js', solverAbi as unknown as EngineExports, memoryBuffer);
}
