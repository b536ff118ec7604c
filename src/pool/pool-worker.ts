/**
 * The script each worker of a `SudokuPool` runs (`sudoku-wasm/pool-worker`).
 * It answers chunks with the library's own calls, so a pool gives what one
 * thread gives: `Solver.solveBatch` for solve, `Logic.rate` per puzzle for
 * rate, `Generator.generate` per seed for generate. Each object is made on
 * the first chunk that needs it and kept, so a pool that only solves
 * loads the solver-only WASM build and no other.
 *
 * A chunk is answered whole, in one message, its results in the chunk's
 * order; a call that throws (bad options) answers `failed` with the error's
 * class name and message. A chunk of puzzle strings is solved at the byte
 * level and answered packed (solve-text.ts); its results are still
 * `Solver.solveBatch`'s. A chunk of a text batch is solved the same way and
 * answered as its output lines, in bytes (solve-lines.ts). Ratings and made
 * puzzles cross as one JSON text per chunk (wire.ts JsonResults).
 */
import type { Engine } from '../engine.js';
import { FULL_BUILDS } from '../engine-wasm.js';
import { SOLVER_BUILDS } from '../engine-wasm-solver.js';
import { SOLVER_ENGINES } from '../engines-solver.js';
import { createGenerator, type Generator } from '../generate/create-generator.js';
import { createLogic, type Logic } from '../logic/create-logic.js';
import { pickEngine, type EngineOptions } from '../select.js';
import { checkLimit, checkTimeout } from '../options.js';
import { Solver } from '../solver.js';
import { loadWasm } from '../wasm-load.js';
import type { AnswerMessage, ChunkMessage, ChunkResults, InitMessage, ModuleKind, ModuleMessage } from './messages.js';
import { solveTextLines } from './solve-lines.js';
import { solvePuzzleText } from './solve-text.js';
import { packJson, toWire } from './wire.js';

let engineOptions: EngineOptions = {};
/** Builds compiled once for every worker of the pool (messages.ts ModuleMessage), by kind. */
const modules: Partial<Record<ModuleKind, WebAssembly.Module>> = {};

/**
 * The engine options for a build of `kind`: the module the pool shared where
 * there is one; else this worker compiles it and tells the pool, which
 * shares it with the other workers.
 */
async function optionsFor(kind: ModuleKind): Promise<EngineOptions> {
  const shared = modules[kind];
  if (shared !== undefined) return { ...engineOptions, wasm: shared };
  if (engineOptions.engine === 'js' || typeof WebAssembly === 'undefined') return engineOptions;
  try {
    const module = await loadWasm(engineOptions.wasm, kind === 'solver' ? SOLVER_BUILDS : FULL_BUILDS);
    scope.postMessage({ type: 'compiled', kind, module });
    return { ...engineOptions, wasm: module };
  } catch {
    // The engine's own load meets the same failure, and fails with it or falls back to JS ('auto').
    return engineOptions;
  }
}

let solverMade: Promise<{ engine: Engine; solver: Solver }> | undefined;
let logicMade: Promise<Logic> | undefined;
let generatorMade: Promise<Generator> | undefined;

/** A solver and the engine it wraps (the byte path writes engine memory itself), as `createSolver` makes them. */
function solver(): Promise<{ engine: Engine; solver: Solver }> {
  solverMade ??= optionsFor('solver')
    .then((options) => pickEngine(options, SOLVER_ENGINES))
    .then(({ engine, fallbackReason }) => ({ engine, solver: new Solver(engine, fallbackReason) }));
  return solverMade;
}

function logic(): Promise<Logic> {
  logicMade ??= optionsFor('full').then(createLogic);
  return logicMade;
}

function generator(): Promise<Generator> {
  generatorMade ??= optionsFor('full').then(createGenerator);
  return generatorMade;
}

/** The chunk's results, in its order, as plain data. */
async function answer(chunk: ChunkMessage): Promise<ChunkResults> {
  switch (chunk.job) {
    case 'solve': {
      const made = await solver();
      if (!Array.isArray(chunk.puzzles)) {
        // Checked as solveBatch checks them: the byte path takes them as they are.
        const limit = checkLimit('solveBatch', chunk.limit);
        return solvePuzzleText(made.engine, made.solver, chunk.puzzles, limit, checkTimeout('solveBatch', chunk.timeoutMs), chunk.spare);
      }
      return made.solver.solveBatch(chunk.puzzles, { limit: chunk.limit, timeoutMs: chunk.timeoutMs }).map(toWire);
    }
    case 'solveText': {
      const made = await solver();
      return solveTextLines(made.engine, made.solver, chunk.lines, checkLimit('solveText', chunk.limit), checkTimeout('solveText', chunk.timeoutMs));
    }
    case 'rate': {
      const rater = await logic();
      return packJson(chunk.puzzles.map((puzzle) => rater.rate(puzzle, { timeoutMs: chunk.timeoutMs })));
    }
    case 'generate': {
      const maker = await generator();
      return packJson(chunk.seeds.map((seed) => maker.generate({ ...chunk.options, seed })));
    }
  }
}

const scope = self as unknown as { postMessage(message: AnswerMessage, transfer?: ArrayBuffer[]): void; onmessage: ((event: MessageEvent<InitMessage | ModuleMessage | ChunkMessage>) => void) | null };

// Chunks are answered one after another, in the order they came: the pool
// matches each answer to the oldest chunk it gave this worker.
let previous: Promise<void> = Promise.resolve();
scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'init') {
    const wasm = message.wasmUrl !== undefined ? new URL(message.wasmUrl) : (message.wasm as EngineOptions['wasm']);
    engineOptions = { engine: message.engine, ...(wasm !== undefined ? { wasm } : {}) };
    Object.assign(modules, message.modules);
    return;
  }
  if (message.type === 'module') {
    modules[message.kind] = message.module;
    return;
  }
  previous = previous.then(async () => {
    try {
      const results = await answer(message);
      scope.postMessage({ type: 'answer', id: message.id, results }, !Array.isArray(results) && 'buffer' in results ? [results.buffer] : []);
    } catch (error) {
      const { name, message: text } = error instanceof Error ? error : { name: 'Error', message: String(error) };
      scope.postMessage({ type: 'failed', id: message.id, name, message: text });
    }
  });
};
