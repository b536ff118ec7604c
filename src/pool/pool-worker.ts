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
 * class name and message.
 */
import { createSolver, type Solver } from '../index.js';
import { createGenerator, type Generator } from '../generate/create-generator.js';
import { createLogic, type Logic } from '../logic/create-logic.js';
import type { EngineOptions } from '../select.js';
import type { AnswerMessage, ChunkMessage, InitMessage, WireResult } from './messages.js';
import { packedBuffers, packSolveResults, toWire, type PackedSolveResults } from './wire.js';

let engineOptions: EngineOptions = {};
let solverMade: Promise<Solver> | undefined;
let logicMade: Promise<Logic> | undefined;
let generatorMade: Promise<Generator> | undefined;

function solver(): Promise<Solver> {
  solverMade ??= createSolver(engineOptions);
  return solverMade;
}

function logic(): Promise<Logic> {
  logicMade ??= createLogic(engineOptions);
  return logicMade;
}

function generator(): Promise<Generator> {
  generatorMade ??= createGenerator(engineOptions);
  return generatorMade;
}

/** The chunk's results, in its order, as plain data. */
async function answer(chunk: ChunkMessage): Promise<WireResult[] | PackedSolveResults> {
  switch (chunk.job) {
    case 'solve': {
      const results = (await solver()).solveBatch(chunk.puzzles, { limit: chunk.limit, timeoutMs: chunk.timeoutMs });
      return packSolveResults(results) ?? results.map(toWire);
    }
    case 'rate': {
      const rater = await logic();
      return chunk.puzzles.map((puzzle) => toWire(rater.rate(puzzle, { timeoutMs: chunk.timeoutMs })));
    }
    case 'generate': {
      const maker = await generator();
      return chunk.seeds.map((seed) => toWire(maker.generate({ ...chunk.options, seed })));
    }
  }
}

const scope = self as unknown as { postMessage(message: AnswerMessage, transfer?: ArrayBuffer[]): void; onmessage: ((event: MessageEvent<InitMessage | ChunkMessage>) => void) | null };

// Chunks are answered one after another, in the order they came: the pool
// matches each answer to the oldest chunk it gave this worker.
let previous: Promise<void> = Promise.resolve();
scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'init') {
    const wasm = message.wasmUrl !== undefined ? new URL(message.wasmUrl) : (message.wasm as EngineOptions['wasm']);
    engineOptions = { engine: message.engine, ...(wasm !== undefined ? { wasm } : {}) };
    return;
  }
  previous = previous.then(async () => {
    try {
      const results = await answer(message);
      scope.postMessage({ type: 'answer', id: message.id, results }, Array.isArray(results) ? [] : packedBuffers(results));
    } catch (error) {
      const { name, message: text } = error instanceof Error ? error : { name: 'Error', message: String(error) };
      scope.postMessage({ type: 'failed', id: message.id, name, message: text });
    }
  });
};
