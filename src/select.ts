/**
 * Engine selection: the only place that knows there are two engines.
 * 'auto' prefers WebAssembly and falls back to the JS engine when
 * WebAssembly is missing or the module fails to load or instantiate, and
 * says why (`fallbackReason`).
 *
 * Each entry brings its own `EngineFamily` (engines-solver.ts for the solve
 * entry, engines-full.ts for logic, generate and `sudoku-wasm/engine`): its
 * WASM builds, and its JS engine behind a dynamic `import()`. So an app
 * loads the JS engine (and allocates its fixed memory) only when it uses
 * it, and a bundler puts it in a chunk of its own. The price: a bundle
 * format that cannot split (Vite 7's default `iife` for workers) refuses
 * it; `worker: { format: 'es' }` is the setting (test/pack says so too).
 */
import type { Engine } from './engine.js';
import { instantiateWasm, loadWasm, type WasmBuilds, type WasmSource } from './wasm-load.js';

/** Which engine to use: 'auto' (WASM, else JS), or exactly one of them. */
export type EngineChoice = 'auto' | 'wasm' | 'js';

/** Options of `createSolver`, `createLogic`, `createGenerator` and `chooseEngine`. */
export interface EngineOptions {
  /** Default 'auto'. */
  engine?: EngineChoice;
  /**
   * The WASM module to use: compiled, its bytes, a URL, or a build name
   * ('release-simd' | 'release' | 'debug' | 'solver-simd' | 'solver').
   * Default: the entry's bundled build, its SIMD one where WebAssembly SIMD
   * is supported, else its scalar one ('solver…' for `createSolver`, which
   * only solves; 'release…' for the rest).
   */
  wasm?: WasmSource;
}

/** The engine made, and why it is not the WASM one when 'auto' fell back. */
export interface SelectedEngine {
  engine: Engine;
  /** Set only when 'auto' fell back to JS: what went wrong with WebAssembly. */
  fallbackReason?: string;
}

/** One entry's two engines: its WASM builds, and its JS engine, imported on first use. */
export interface EngineFamily {
  readonly wasm: WasmBuilds;
  readonly js: () => Promise<Engine>;
}

/**
 * Makes the engine of `family` asked for and says why 'auto' fell back, if
 * it did. 'wasm' rejects when WebAssembly cannot be used; 'auto' never does.
 */
export async function pickEngine(options: EngineOptions, family: EngineFamily): Promise<SelectedEngine> {
  if (typeof options !== 'object' || options === null) throw new RangeError(`engine options must be an object, got ${options === null ? 'null' : typeof options}`);
  const choice = options.engine ?? 'auto';
  if (choice === 'js') return { engine: await family.js() };
  if (choice === 'wasm') return { engine: await instantiateWasm(await loadWasm(options.wasm, family.wasm)) };
  if (choice !== 'auto') throw new RangeError(`engine must be 'auto', 'wasm' or 'js', got ${typeof choice === 'string' ? `'${choice}'` : typeof choice}`);
  try {
    return { engine: await instantiateWasm(await loadWasm(options.wasm, family.wasm)) };
  } catch (error) {
    // Any failure to get WASM (missing, blocked, corrupt, failed fetch) is a
    // reason to use the JS engine, which gives the same answers.
    return { engine: await family.js(), fallbackReason: error instanceof Error ? error.message : String(error) };
  }
}
