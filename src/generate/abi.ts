/**
 * The generator's ABI (assembly/engine/generate/abi.ts) as the host sees it:
 * the same names and signatures from the WASM instance and from the JS
 * engine's generated module, over each engine's own linear memory. Its
 * functions and answers come from the engine source (its generated
 * TypeScript copy).
 */
import type { AbiFunctions, Engine } from '../engine.js';
import { carriesFeature } from '../engine-feature.js';
import {
  GENERATE_BAD_ARGUMENT as ENGINE_BAD_ARGUMENT, GENERATE_TIMED_OUT as ENGINE_TIMED_OUT,
} from '../engine-js/generated/generate/abi-constants.js';

/** The generator's functions, typed from the one source. */
type GeneratorFunctions = AbiFunctions<typeof import('../engine-js/generated/generate/abi.js')>;

/** The generator's exports, and the engine's whole linear memory. */
export type GeneratorAbi = GeneratorFunctions & { readonly memory: ArrayBuffer };

/** `generatePuzzle` answer: the deadline passed first. */
export const GENERATE_TIMED_OUT: number = ENGINE_TIMED_OUT;
/** `generatePuzzle` answer: an argument out of range (the host validates first, so an engine bug). */
export const GENERATE_BAD_ARGUMENT: number = ENGINE_BAD_ARGUMENT;

/** Whether the engine carries the logic engine's rating (which the generator calls inside the engine). */
export function canRate(engine: Engine): boolean {
  return typeof engine.abi?.logicRate === 'function';
}

/**
 * The generator ABI of `engine`.
 * @throws Error when the engine carries no generator (a build without it)
 */
export function generatorAbiOf(engine: Engine): GeneratorAbi {
  const abi = engine.abi;
  if (!carriesFeature<GeneratorFunctions>(abi, 'generatePuzzle')) {
    throw new Error(`sudoku-wasm: the ${engine.kind} engine has no generator`);
  }
  return abi;
}
