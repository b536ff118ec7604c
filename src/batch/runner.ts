/**
 * Chooses the engine once in the main thread and builds the chunk runner: a
 * worker pool, or the main thread itself for `--workers 0`.
 */
import { loadWasmModule } from '../engine-wasm.js';
import type { EngineChoice } from '../cli/args.js';
import { WorkerPool, type ChunkRunner } from './pool.js';
import { requestRecords, type ChunkRequest, type ChunkResult, type InitMessage } from './protocol.js';
import type { ChunkSolver } from './chunk-solver.js';

/** The engine every worker will build: its kind and, for WASM, the compiled module. */
export interface EngineSetup {
  kind: 'wasm' | 'js';
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
export async function makeRunner(workers: number, engine: EngineSetup): Promise<ChunkRunner> {
  if (workers === 0) {
    // Loaded only here: with workers, the main thread never needs the solver itself.
    const { createChunkSolver } = await import('./chunk-solver.js');
    return new MainThreadRunner(await createChunkSolver(engine.kind, engine.module));
  }
  const init: InitMessage = engine.module !== undefined ? { type: 'init', engine: engine.kind, module: engine.module } : { type: 'init', engine: engine.kind };
  return new WorkerPool({ size: workers, init, giveUp });
}

/** The result for a single-record chunk that kept killing workers: `invalid`, named. */
async function giveUp(request: ChunkRequest, reason: string): Promise<ChunkResult> {
  const { crashedOutcome, printChunk } = await import('./solve-chunk.js');
  return printChunk(
    request.seq,
    requestRecords(request).map((r) => crashedOutcome(r, reason)),
    request.settings,
  );
}

/** Solves chunks in the main thread, yielding to the event loop between them. */
class MainThreadRunner implements ChunkRunner {
  readonly workers = 0;
  constructor(private readonly solver: ChunkSolver) {}

  async run(request: ChunkRequest): Promise<ChunkResult> {
    // Let stdout drain and the input stream refill between chunks.
    await new Promise<void>((resolve) => setImmediate(resolve));
    return this.solver.run(request);
  }

  async close(): Promise<void> {}

  restarts(): number {
    return 0;
  }
}
