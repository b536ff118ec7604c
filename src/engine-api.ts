/**
 * `sudoku-wasm/engine`: the engine layer under the solver, for people who
 * drive an engine themselves (benchmarks, custom batching, their own
 * WebAssembly hosting). The main entry (`sudoku-wasm`) is all most users need.
 *
 * ```js
 * import { createWasmEngine, loadWasmModule, Solver } from 'sudoku-wasm/engine';
 * const engine = await createWasmEngine(await loadWasmModule(myWasmUrl));
 * const solver = new Solver(engine);   // the raw constructor
 * engine.puzzles.set(cells);           // cells of one 9×9 at offset 0
 * engine.solve(9, 1);                  // count; the solution is in engine.solutions
 * ```
 */
export {
  BATCH_CAPACITY,
  MAX_CELLS,
  MAX_LIMIT,
  SIDES,
  TIMED_OUT,
  type Engine,
  type EngineAbi,
  type EngineKind,
  type Side,
} from './engine.js';
export {
  createWasmEngine,
  defaultVariant,
  loadWasmModule,
  simdSupported,
  wasmUrl,
  type WasmSource,
  type WasmVariant,
} from './engine-wasm.js';
export { chooseEngine, selectEngine, type EngineChoice, type EngineOptions, type SelectedEngine } from './select.js';
export { Solver } from './solver.js';
export { createJsEngine } from './engine-js.js';
