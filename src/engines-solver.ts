/**
 * The solve entry's engines: the solver-only WASM builds, and the JS
 * engine's solvers alone, imported on first use (select.ts says why).
 */
import type { EngineFamily } from './select.js';
import { SOLVER_BUILDS } from './engine-wasm-solver.js';

export const SOLVER_ENGINES: EngineFamily = {
  wasm: SOLVER_BUILDS,
  js: async () => (await import('./engine-js-solver.js')).createJsSolverEngine(),
};
