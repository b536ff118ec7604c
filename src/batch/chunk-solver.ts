/**
 * What a batch thread holds to answer chunk requests: one engine and the solver
 * over it. Blocks of bare one-line puzzles printed as `line` or `vector` take
 * the fast path (fast-block.ts); everything else the general one (solve-chunk.ts).
 */
import type { Engine } from '../engine.js';
import { selectEngine, type EngineChoice } from '../select.js';
import { Solver } from '../solver.js';
import { requestRecords, type ChunkRequest, type ChunkResult } from './protocol.js';
import { fastPathApplies, solveBlockFast } from './fast-block.js';
import { solveChunk } from './solve-chunk.js';

/**
 * Test hook (documented in the CLI help): SUDOKU_WASM_TEST_GENERAL_PATH=1 sends
 * every chunk down the general path, so tests can compare the two byte for byte.
 */
const GENERAL_PATH_ONLY = process.env.SUDOKU_WASM_TEST_GENERAL_PATH === '1';

/** Answers chunk requests with one engine (one per thread). */
export class ChunkSolver {
  /** Which engine answers: 'wasm' or 'js'. */
  readonly kind: 'wasm' | 'js';
  private readonly solver: Solver;

  constructor(private readonly engine: Engine) {
    this.kind = engine.kind;
    this.solver = new Solver(engine);
  }

  /** Solves and prints one chunk request. `fast: false` forces the general path (tests). */
  run(request: ChunkRequest, fast = !GENERAL_PATH_ONLY): ChunkResult {
    const { seq, settings, block } = request;
    if (fast && block !== undefined && request.records === undefined && fastPathApplies(settings, block)) {
      return solveBlockFast(this.engine, this.solver, seq, settings, block);
    }
    return solveChunk(this.solver, seq, settings, requestRecords(request));
  }
}

/** Builds the engine asked for (with the pool's compiled module, for WASM) and its chunk solver. */
export async function createChunkSolver(engine: EngineChoice, module?: WebAssembly.Module): Promise<ChunkSolver> {
  return new ChunkSolver(await selectEngine(module !== undefined ? { engine, wasm: module } : { engine }));
}
