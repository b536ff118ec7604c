/**
 * The Generator object: new puzzles over one engine with the generator (a
 * full build or the whole JS engine: it rates 9×9 puzzles with the logic
 * engine inside the engine). Made by `createGenerator`, which picks the
 * engine as `createSolver` does.
 */
import type { Engine, EngineKind } from '../engine.js';
import { FULL_ENGINES } from '../engines-full.js';
import { pickEngine, type EngineOptions } from '../select.js';
import { generate, type GenerateResult } from './generate.js';
import type { GenerateOptions } from './options.js';

/** Makes puzzles over one engine. Made by `createGenerator`. */
export class Generator {
  /** Which engine answers: 'wasm' or 'js'. */
  readonly engine: EngineKind;
  /** Why WebAssembly is not used, when 'auto' fell back to the JS engine; absent otherwise. */
  readonly fallbackReason?: string;
  readonly #engine: Engine;

  /**
   * Wraps an engine that carries the generator (`sudoku-wasm/engine`'s
   * `createWasmEngine` or `createJsEngine`).
   * @param fallbackReason why 'auto' fell back to this (JS) engine, if it did
   */
  constructor(engine: Engine, fallbackReason?: string) {
    this.engine = engine.kind;
    if (fallbackReason !== undefined) this.fallbackReason = fallbackReason;
    this.#engine = engine;
  }

  /**
   * A new puzzle with exactly one solution, at a difficulty, reproducible
   * from its seed (see `GenerateOptions`). Not re-entrant: a call made
   * from inside this Generator's own `onProgress` throws (it would change
   * the outer run's puzzle); another Generator may be used there.
   * @throws RangeError for bad options; Error for a call from inside its own `onProgress`
   */
  generate(options: GenerateOptions = {}): GenerateResult {
    return generate(this.#engine, options);
  }
}

/**
 * Creates a Generator. Options as `createSolver`'s: `engine` 'auto'
 * (default: WebAssembly, else the JS engine), 'wasm' or 'js'; `wasm` a
 * module, bytes, URL or build name instead of the bundled full build.
 * @throws RangeError (as a rejection) for an unknown engine; rejects for
 * 'wasm' when WebAssembly cannot be used
 */
export async function createGenerator(options: EngineOptions = {}): Promise<Generator> {
  const { engine, fallbackReason } = await pickEngine(options, FULL_ENGINES);
  return new Generator(engine, fallbackReason);
}
