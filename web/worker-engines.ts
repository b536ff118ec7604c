/**
 * The worker's engines: every one, the solver's as well as play's, is an
 * instance of the library's full build (solvers, logic engine, generator).
 *
 * Why one build: play needs the full build anyway, and a page opens on Play,
 * so warming the solve entry's own build (a second .wasm) at start would
 * cost every visit its download and compile for a solver tab most visits
 * never open. The full build solves with the same code. Each caller gets an
 * instance of its own (a generation must not share memory with a solve), all
 * over the one compiled module (`loadWasm` caches it).
 */
import type { Engine } from '../src/engine.js';
import { chooseEngine } from '../src/engines-full.js';
import type { EngineChoice } from './protocol.js';

/**
 * A new instance of the full build: 'wasm' rejects when WebAssembly cannot
 * be used; 'js' fetches the JS engine's chunk on first use, so a page with
 * WebAssembly never downloads it unless a race or the engine picker asks.
 */
export async function fullEngine(choice: EngineChoice): Promise<Engine> {
  return (await chooseEngine({ engine: choice })).engine;
}
