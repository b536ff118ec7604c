/**
 * One wrapper for both engines: an `Engine` from an engine's ABI exports
 * (assembly/engine/abi.ts and every feature's abi.ts) and its linear memory.
 * The WASM engine passes its instance's exports and memory buffer, the JS
 * engine the generated module and its ArrayBuffer; the views, the argument
 * checks and the limit clamp are therefore the same code for both.
 */
import {
  BATCH_CAPACITY, MAX_LIMIT, checkEngineArguments, type Engine, type EngineExports, type EngineKind,
} from './engine.js';
import { lineTextOf } from './engine-text.js';

/** `limit` as the ABI takes it: 1 ≤ limit ≤ MAX_LIMIT. */
function limitFor(limit: number): number {
  return limit >= MAX_LIMIT ? MAX_LIMIT : limit < 1 ? 1 : limit;
}

/**
 * Wraps `exports` over `memory` as an Engine; the views are made once (the
 * memory is fixed at its size, docs/engine.md#memory-ranges, and never grows, so they never detach).
 * @throws Error when the module's batch capacity differs from BATCH_CAPACITY (a stale build)
 */
export function engineFromAbi(kind: EngineKind, exports: EngineExports, memory: ArrayBuffer): Engine {
  if (exports.batchCapacity() !== BATCH_CAPACITY) {
    throw new Error(`sudoku-wasm: module batch capacity ${exports.batchCapacity()} ≠ ${BATCH_CAPACITY}`);
  }
  const puzzles = new Uint8Array(memory, exports.puzzlesPtr(), BATCH_CAPACITY * 81);
  const solutions = new Uint8Array(memory, exports.solutionsPtr(), BATCH_CAPACITY * 81);
  const counts = new Int32Array(memory, exports.countsPtr(), BATCH_CAPACITY);
  const guesses = new Int32Array(memory, exports.guessesPtr(), BATCH_CAPACITY);
  const decisions = new Int32Array(memory, exports.decisionsPtr(), BATCH_CAPACITY);
  const text = lineTextOf(exports, memory);
  const engine: Engine = {
    kind,
    abi: { ...exports, memory },
    puzzles,
    solutions,
    counts,
    guesses,
    decisions,
    solve(side: number, limit: number, timeoutMs = 0): number {
      checkEngineArguments(side, 1, puzzles.length);
      text?.forgetLine();
      return exports.solve(side, limitFor(limit), timeoutMs);
    },
    solveBatch(side: number, n: number, limit: number, timeoutMs = 0): number {
      checkEngineArguments(side, n, puzzles.length);
      text?.forgetLine();
      return exports.solveBatch(side, n, limitFor(limit), timeoutMs);
    },
  };
  if (text === undefined) return engine;
  return {
    ...engine,
    solveLine: (line: string, limit: number, timeoutMs = 0): number => text.solveLine(line, limitFor(limit), timeoutMs),
    solutionLine: text.solutionLine,
  };
}
