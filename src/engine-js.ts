/**
 * The JS engine: the very engine source the WASM build compiles
 * (assembly/engine/**), copied to TypeScript by the build into
 * `engine-js/generated/` and run over one ArrayBuffer of the WASM memory's
 * size (`engine-js/target/`). Used when WebAssembly is missing, and as the
 * second opinion in tests.
 *
 * Like one WASM instance, it is one engine per JS realm (the generated
 * modules' globals and the buffer are its state): every `createJsEngine()`
 * wraps the same one, and each worker thread has its own.
 */
import type { Engine } from './engine.js';
import { engineFromAbi } from './engine-abi.js';
import * as generatedAbi from './engine-js/generated/index.js';
import { memoryBuffer } from './engine-js/target/memory.js';

/** An Engine over the JS engine's ABI and memory (regions of `BATCH_CAPACITY * 81` cells). */
export function createJsEngine(): Engine {
  return engineFromAbi('js', generatedAbi, memoryBuffer);
}
