/**
 * Chooses the engine once in the main thread and builds the chunk runner: a
 * worker pool, or the main thread itself for `--workers 0`.
 */
import type { Engine, EngineKind } from '../../engine.js';
import { loadWasmModule } from '../../engine-wasm.js';
import { selectEngine } from '../../engines-full.js';
import type { EngineChoice } from '../../select.js';
import { loadJob } from './jobs.js';
import { WorkerPool, type ChunkRunner } from './pool.js';
import type { ChunkRequest, ChunkResult, InitMessage, JobHandler, TestHooks } from './protocol.js';

/** The engine every worker will build: its kind and, for WASM, the compiled module. */
export interface EngineSetup {
  kind: EngineKind;
  module?: WebAssembly.Module;
}

/**
 * Compiles the WASM module once for the whole pool. `auto` falls back to JS
 * when it cannot; `wasm` rejects with the reason.
 */
export async function pickEngine(choice: EngineChoice): Promise<EngineSetup> {
  if (choice === 'js') return { kind: 'js' };
  try {
    return { kind: 'wasm', module: await loadWasmModule() };
  } catch (e) {
    if (choice === 'wasm') {
      throw new Error(`cannot load the WASM engine: ${e instanceof Error ? e.message : String(e)}`);
    }
    return { kind: 'js' };
  }
}

/** A pool of `workers` threads, or the main thread when `workers` is 0. */
export async function makeRunner(workers: number, engine: EngineSetup, hooks: TestHooks = {}): Promise<ChunkRunner> {
  if (workers === 0) {
    // Made only here: with workers, the main thread never needs an engine itself.
    const ready = await selectEngine(engine.module !== undefined ? { engine: engine.kind, wasm: engine.module } : { engine: engine.kind });
    return new MainThreadRunner(ready, hooks);
  }
  const init: InitMessage = { type: 'init', engine: engine.kind, hooks };
  if (engine.module !== undefined) init.module = engine.module;
  return new WorkerPool({ size: workers, init, giveUp });
}

/** The result for a single-record chunk that kept killing workers: `invalid`, named by its job. */
async function giveUp(request: ChunkRequest, reason: string): Promise<ChunkResult> {
  return (await loadJob(request.settings.job)).giveUp(request, reason);
}

/** Runs chunks in the main thread, yielding to the event loop between them. */
class MainThreadRunner implements ChunkRunner {
  readonly workers = 0;
  readonly #handlers = new Map<string, JobHandler>();
  constructor(
    private readonly engine: Engine,
    private readonly hooks: TestHooks,
  ) {}

  async run(request: ChunkRequest): Promise<ChunkResult> {
    // Let stdout drain and the input stream refill between chunks.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const kind = request.settings.job;
    let handler = this.#handlers.get(kind);
    if (handler === undefined) {
      handler = (await loadJob(kind)).createHandler({ engine: this.engine, hooks: this.hooks });
      this.#handlers.set(kind, handler);
    }
    return handler.run(request);
  }

  async close(): Promise<void> {}

  restarts(): number {
    return 0;
  }
}
