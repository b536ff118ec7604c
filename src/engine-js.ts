/**
 * The TypeScript engine: the hand-written twin of the AssemblyScript engine
 * (`src/engine-js/board.ts` and `search.ts` mirror `assembly/board.ts` and
 * `assembly/search.ts`). Used when WebAssembly is missing, and as the second
 * opinion in tests.
 */
import { BATCH_CAPACITY, checkEngineArguments, type Engine } from './engine.js';
import { setupTables } from './engine-js/board.js';
import { lastGuesses, solvePuzzle } from './engine-js/search.js';
import { band9Stats, solveBand9 } from './engine-js/band9.js';

/** The deadline (a `performance.now()` time) for `timeoutMs`; 0 = none. */
function deadlineFor(timeoutMs: number | undefined): number {
  return timeoutMs !== undefined && timeoutMs > 0 ? performance.now() + timeoutMs : 0;
}

/** Creates a TypeScript engine with its own I/O regions (`BATCH_CAPACITY * 81` cells). */
export function createJsEngine(): Engine {
  const puzzles = new Uint8Array(BATCH_CAPACITY * 81);
  const solutions = new Uint8Array(BATCH_CAPACITY * 81);
  const counts = new Int32Array(BATCH_CAPACITY);
  const guesses = new Int32Array(BATCH_CAPACITY);

  function solveBatch(side: number, n: number, limit: number, timeoutMs?: number): number {
    checkEngineArguments(side, n, puzzles.length);
    setupTables(side);
    const cells = side * side;
    const atLeast = limit < 1 ? 1 : limit;
    let solved = 0;
    for (let i = 0; i < n; i++) {
      // 9×9 takes the band-bitboard fast path (band9.ts); other sides the general solver.
      const deadline = deadlineFor(timeoutMs);
      const count = side === 9
        ? solveBand9(puzzles, i * cells, solutions, i * cells, atLeast, deadline)
        : solvePuzzle(puzzles, i * cells, solutions, i * cells, atLeast, deadline);
      // No solution (or a timeout) leaves zeros, never a stale or partial grid.
      if (count <= 0) solutions.fill(0, i * cells, i * cells + cells);
      counts[i] = count;
      guesses[i] = side === 9 ? band9Stats.guesses : lastGuesses();
      if (count > 0) solved++;
    }
    return solved;
  }

  return {
    kind: 'js',
    puzzles,
    solutions,
    counts,
    guesses,
    solve(side: number, limit: number, timeoutMs?: number): number {
      solveBatch(side, 1, limit, timeoutMs);
      return counts[0]!;
    },
    solveBatch,
  };
}
