/**
 * The engines with every feature (solvers, logic engine, generator), for
 * the logic and generate entries, the CLI and `sudoku-wasm/engine`: the full
 * WASM builds, and the whole JS engine, imported on first use (select.ts
 * says why).
 */
import type { Engine } from './engine.js';
import { FULL_BUILDS } from './engine-wasm.js';
import { pickEngine, type EngineFamily, type EngineOptions, type SelectedEngine } from './select.js';

export const FULL_ENGINES: EngineFamily = {
  wasm: FULL_BUILDS,
  js: async () => (await import('./engine-js.js')).createJsEngine(),
};

/**
 * Makes the engine asked for, with every feature, and says why 'auto' fell
 * back, if it did. 'wasm' rejects when WebAssembly cannot be used; 'auto'
 * never does.
 */
export function chooseEngine(options: EngineOptions = {}): Promise<SelectedEngine> {
  return pickEngine(options, FULL_ENGINES);
}

/** {@link chooseEngine}'s engine alone. */
export async function selectEngine(options: EngineOptions = {}): Promise<Engine> {
  return (await chooseEngine(options)).engine;
}
