/**
 * The generator's ABI (assembly/engine/generate/abi.ts) as the host sees it:
 * the same names and signatures from the WASM instance and from the JS
 * engine's generated module, over each engine's own linear memory.
 */
import type { Engine } from '../engine.js';

/** The generator's exports, typed. */
export interface GeneratorAbi {
  /** The engine's whole linear memory. */
  readonly memory: ArrayBuffer;
  generatePuzzlePtr(): number;
  generateSolutionPtr(): number;
  generateSeed(seed: number): void;
  generateAttempts(): number;
  generateChecks(): number;
  generateRating(): number;
  generatePuzzle(
    side: number, symmetry: number, minimal: number, clues: number,
    rate: number, erMin10: number, erMax10: number, attempts: number, timeoutMs: number,
  ): number;
}

/** `generatePuzzle` answers (engine abi.ts GENERATE_TIMED_OUT, GENERATE_BAD_ARGUMENT). */
export const GENERATE_TIMED_OUT = -1;
export const GENERATE_BAD_ARGUMENT = -2;

const NAMES = ['generatePuzzlePtr', 'generateSolutionPtr', 'generateSeed', 'generateAttempts', 'generateChecks', 'generateRating', 'generatePuzzle'] as const;

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
  if (abi === undefined || NAMES.some((name) => typeof abi[name] !== 'function')) {
    throw new Error(`sudoku-wasm: the ${engine.kind} engine has no generator`);
  }
  return abi as unknown as GeneratorAbi;
}
