/**
 * Engine selection: the only place that knows there are two engines.
 * 'auto' prefers WebAssembly and falls back to the JS engine when
 * WebAssembly is missing or the module fails to load or instantiate, and
 * says why (`fallbackReason`).
 *
 * The JS engine is imported statically, not on demand: a dynamic import
 * splits the bundle, which bundlers refuse in single-file worker formats
 * (Vite 7's default `iife` worker build fails on it).
 */
import type { Engine } from './engine.js';
import { createJsEngine } from './engine-js.js';
import { createWasmEngine, loadWasmModule, type WasmSource } from './engine-wasm.js';

/** Which engine to use: 'auto' (WASM, else JS), or exactly one of them. */
export type EngineChoice = 'auto' | 'wasm' | 'js';

/** Options of {@link selectEngine} (and of `createSolver`). */
export interface EngineOptions {
  /** Default 'auto'. */
  engine?: EngineChoice;
  /**
   * The WASM module to use: compiled, its bytes, a URL, or a build name
   * ('release-simd' | 'release' | 'debug'). Default: the bundled
   * 'release-simd' build where WebAssembly SIMD is supported, else 'release'.
   */
  wasm?: WasmSource;
}

/** The engine made, and why it is not the WASM one when 'auto' fell back. */
export interface SelectedEngine {
  engine: Engine;
  /** Set only when 'auto' fell back to JS: what went wrong with WebAssembly. */
  fallbackReason?: string;
}

/**
 * Makes the engine asked for and says why 'auto' fell back, if it did.
 * 'wasm' rejects when WebAssembly cannot be used; 'auto' never does.
 */
export async function chooseEngine(options: EngineOptions = {}): Promise<SelectedEngine> {
  const choice = options.engine ?? 'auto';
  if (choice === 'js') return { engine: createJsEngine() };
  if (choice === 'wasm') return { engine: await createWasmEngine(await loadWasmModule(options.wasm)) };
  if (choice !== 'auto') throw new RangeError(`engine must be 'auto', 'wasm' or 'js', got '${String(choice)}'`);
  try {
    return { engine: await createWasmEngine(await loadWasmModule(options.wasm)) };
  } catch (error) {
    // Any failure to get WASM (missing, blocked, corrupt, failed fetch) is a
    // reason to use the JS engine, which gives the same answers.
    return { engine: createJsEngine(), fallbackReason: error instanceof Error ? error.message : String(error) };
  }
}

/** {@link chooseEngine}'s engine alone. */
export async function selectEngine(options: EngineOptions = {}): Promise<Engine> {
  return (await chooseEngine(options)).engine;
}
