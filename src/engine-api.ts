/**
 * `sudoku-wasm/engine`: the engine layer under the solver, for people who
 * drive an engine themselves (benchmarks, custom batching, their own
 * WebAssembly hosting). Its engines have every feature (the full builds);
 * `Solver`, `Logic` and `Generator` wrap any of them. The main entries
 * (`sudoku-wasm`, `sudoku-wasm/logic`, `sudoku-wasm/generate`) are all
 * most users need.
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
  instantiateWasmEngine,
  loadWasmModule,
  simdSupported,
  wasmUrl,
  type WasmSource,
  type WasmVariant,
} from './engine-wasm.js';
export { chooseEngine, selectEngine } from './engines-full.js';
export type { EngineChoice, EngineOptions, SelectedEngine } from './select.js';
export { Solver } from './solver.js';
export { Logic } from './logic/create-logic.js';
export { Generator } from './generate/create-generator.js';
// Statically, for `new Solver(createJsEngine())` at once: importing this
// entry loads the whole JS engine (and its fixed memory); the other entries
// load it only when they use it.
export { createJsEngine } from './engine-js.js';
