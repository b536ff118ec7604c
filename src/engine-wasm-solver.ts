/**
 * The solve entry's WebAssembly builds: the solvers alone (assembly/solver.ts,
 * build/solver-simd.wasm and build/solver.wasm), a fifth of the full builds'
 * bytes, since an app that only solves carries no logic engine and no
 * generator. Loading itself is wasm-load.ts's.
 */
import { buildUrl, type WasmBuilds, type WasmVariant } from './wasm-load.js';

/** Where a build lives; only the solver-only URLs are literals, so bundlers ship those two files alone. */
function solverWasmUrl(variant: WasmVariant): URL {
  if (variant === 'solver-simd') return new URL('../build/solver-simd.wasm', import.meta.url);
  return variant === 'solver' ? new URL('../build/solver.wasm', import.meta.url) : buildUrl(variant);
}

/** The solver-only builds: 'solver-simd' where WebAssembly SIMD runs, else 'solver'. */
export const SOLVER_BUILDS: WasmBuilds = { simd: 'solver-simd', scalar: 'solver', url: solverWasmUrl };
