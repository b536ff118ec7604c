/**
 * The engines every shared test runs against: the JS engine (generated from the one engine source) and each WASM build
 * (debug has assertions on; release-simd is what users get where WebAssembly SIMD runs, release elsewhere).
 */
import type { Engine } from '../../src/engine.js';
import { createJsEngine } from '../../src/engine-js.js';
import { createJsSolverEngine } from '../../src/engine-js-solver.js';
import { createWasmEngine, instantiateWasmEngine, loadWasmModule, type WasmVariant } from '../../src/engine-wasm.js';

/** A named way to make an engine. */
export interface EngineCase {
  name: string;
  make: () => Promise<Engine>;
}

const wasm = (variant: WasmVariant, at = false): EngineCase => ({
  name: at ? `wasm ${variant} (instantiated at once)` : `wasm ${variant}`,
  make: async () => {
    const module = await loadWasmModule(variant);
    return at ? instantiateWasmEngine(module) : createWasmEngine(module);
  },
});

/**
 * JS, then WASM debug, release and release-simd (the builds `npm run
 * build:wasm` makes). Debug goes through the synchronous
 * `instantiateWasmEngine` (the web page's first answer uses it), the
 * release builds through the async `createWasmEngine`: every shared test
 * covers both ways in.
 */
export const ENGINES: EngineCase[] = [
  { name: 'js', make: async () => createJsEngine() },
  wasm('debug', true),
  wasm('release'),
  wasm('release-simd'),
];

/**
 * ENGINES and the solve entry's solver-only engines (assembly/solver.ts, the
 * solvers' ABI alone: `createSolver` loads them, and the web page inlines the
 * scalar build for its first answer), for tests of solving alone (they have
 * no logic engine and no generator).
 */
export const SOLVING_ENGINES: EngineCase[] = [
  ...ENGINES,
  { name: 'js solver-only', make: async () => createJsSolverEngine() },
  wasm('solver', true),
  wasm('solver-simd'),
];

/** One JS and one WASM (release-simd, the default where SIMD runs) engine, for tests that compare the two. */
export const JS_AND_WASM: EngineCase[] = [ENGINES[0] as EngineCase, ENGINES[3] as EngineCase];
