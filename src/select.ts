/**
 * Engine selection: the only place that knows there are two engines.
 * 'auto' prefers WebAssembly and falls back to the TypeScript twin when
 * WebAssembly is missing or the module fails to load or instantiate.
 */
import type { Engine } from './engine.js';
import { createWasmEngine, loadWasmModule, type WasmSource } from './engine-wasm.js';

/** Which engine to use: 'auto' (WASM, else JS), or exactly one of them. */
export type EngineChoice = 'auto' | 'wasm' | 'js';

/** Options of {@link selectEngine} (and of `createSolver`). */
export interface EngineOptions {
  /** Default 'auto'. */
  engine?: EngineChoice;
  /**
   * The WASM module to use: compiled, its bytes, a URL, or a build name
   * ('release' | 'debug'). Default: the bundled 'release' build.
   */
  wasm?: WasmSource;
}

/**
 * Makes the engine asked for. 'wasm' rejects when WebAssembly cannot be
 * used; 'auto' never does (it falls back to JS).
 */
export async function selectEngine(options: EngineOptions = {}): Promise<Engine> {
  const choice = options.engine ?? 'auto';
  if (choice === 'js') return createJsEngine();
  if (choice === 'wasm') return createWasmEngine(await loadWasmModule(options.wasm));
  if (choice !== 'auto') throw new RangeError(`engine must be 'auto', 'wasm' or 'js', got '${String(choice)}'`);
  try {
    return await createWasmEngine(await loadWasmModule(options.wasm));
  } catch {
    // Any failure to get WASM (missing, blocked, corrupt, failed fetch) is a
    // reason to use the twin, which gives the same answers.
    return createJsEngine();
  }
}

/** The TypeScript twin, loaded only when chosen (a WASM-only worker never parses it). */
async function createJsEngine(): Promise<Engine> {
  return (await import('./engine-js.js')).createJsEngine();
}
