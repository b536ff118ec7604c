/**
 * The WebAssembly engine with every feature (solvers, logic engine,
 * generator): the full builds of assembly/index.ts, for the logic and
 * generate entries and `sudoku-wasm/engine`. Loading itself is
 * wasm-load.ts's; this file only says which files the full builds are.
 */
import type { Engine } from './engine.js';
import { buildUrl, defaultBuild, instantiateWasm, loadWasm, type WasmBuilds, type WasmSource, type WasmVariant } from './wasm-load.js';

export { instantiateWasmEngine, simdSupported, type WasmSource, type WasmVariant } from './wasm-load.js';

/** Where a build lives, next to `dist/` and `src/` (both one level below the root). */
export function wasmUrl(variant: WasmVariant): URL {
  // Only the full release URLs are literals here, so bundlers (Vite) ship
  // those files alone for the entries that use this file; the debug build
  // is for tests in Node, the solver-only ones are engine-wasm-solver.ts's.
  if (variant === 'release-simd') return new URL('../build/release-simd.wasm', import.meta.url);
  return variant === 'release' ? new URL('../build/release.wasm', import.meta.url) : buildUrl(variant);
}

/** The full builds: 'release-simd' where WebAssembly SIMD runs, else 'release'. */
export const FULL_BUILDS: WasmBuilds = { simd: 'release-simd', scalar: 'release', url: wasmUrl };

/**
 * The build used when none is named: 'release-simd' where WebAssembly SIMD
 * is supported (about 0.9× the scalar build's time per hard 9×9 puzzle),
 * else 'release'.
 */
export function defaultVariant(): WasmVariant {
  return defaultBuild(FULL_BUILDS);
}

/**
 * Compiles the engine module once and caches the promise. `source`: a build
 * name, a URL, bytes, or an already compiled module (returned as is); by
 * default `defaultVariant()`'s build. Rejects when
 * WebAssembly is missing or the module cannot be loaded (a failed load is
 * not cached, so it can be retried).
 */
export function loadWasmModule(source?: WasmSource): Promise<WebAssembly.Module> {
  return loadWasm(source, FULL_BUILDS);
}

/**
 * Instantiates the engine module (by default `loadWasmModule()`) and wraps
 * it as an Engine; the memory views are made once. Rejects when WebAssembly
 * is missing or the module does not load, so callers can fall back to JS.
 */
export async function createWasmEngine(module?: WebAssembly.Module): Promise<Engine> {
  return instantiateWasm(module ?? (await loadWasmModule()));
}
