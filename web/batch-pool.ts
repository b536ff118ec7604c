/**
 * The page's worker pools (`sudoku-wasm/pool`), one per engine and size,
 * made on first use and kept: the pool's module and its worker script are
 * fetched only when the batch box (or the bench hook) first runs, never on
 * a plain visit.
 */
import type { SudokuPool } from '../src/pool/create-pool.js';
import type { EngineChoice } from './protocol.js';

const pools = new Map<string, Promise<SudokuPool>>();

/**
 * The pool for `engine` with `workers` workers (default: one per core).
 * 'wasm' asks for 'auto', so a page whose WebAssembly is refused (a strict
 * Content-Security-Policy) still gets its batch, from the JS engine.
 */
export function poolFor(engine: EngineChoice, workers?: number): Promise<SudokuPool> {
  const key = `${engine}/${workers ?? 'all'}`;
  let made = pools.get(key);
  if (made === undefined) {
    made = import('../src/pool/create-pool.js').then(({ createPool }) =>
      createPool({ engine: engine === 'js' ? 'js' : 'auto', ...(workers !== undefined ? { workers } : {}) }),
    );
    pools.set(key, made);
    made.catch(() => pools.delete(key));
  }
  return made;
}
