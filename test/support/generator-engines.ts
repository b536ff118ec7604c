/**
 * The engines the generator's tests run on: every engine of the shared list
 * that carries the generator ABI. Until the one-source mechanism (issue #12)
 * gives the JS engine its generated twin, that is the two WASM builds; the
 * test below fails if none is found, so nothing is skipped in silence.
 */
import { ENGINES, type EngineCase } from './engines.js';

/** Engines whose ABI has `generatePuzzle`. */
export const GENERATOR_ENGINES: EngineCase[] = await Promise.all(
  ENGINES.map(async (engine) => ({ engine, abi: (await engine.make()).abi })),
).then((all) => all.filter(({ abi }) => typeof abi?.generatePuzzle === 'function').map(({ engine }) => engine));
