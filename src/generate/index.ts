/**
 * `sudoku-wasm/generate`: new puzzles with exactly one solution, at a
 * difficulty, reproducible from a seed (see generate.ts). Loads the full
 * engine (solvers, logic engine for the rating, generator).
 *
 * ```js
 * import { createGenerator } from 'sudoku-wasm/generate';
 * const generator = await createGenerator();           // 'auto': WASM, else JS
 * const made = generator.generate({ level: 'hard' });  // { status: 'generated', puzzle, … }
 * ```
 */
import { createGenerator, type Generator } from './create-generator.js';
import type { GenerateResult } from './generate.js';
import type { GenerateOptions } from './options.js';

export { createGenerator, Generator } from './create-generator.js';
export { SYMMETRIES, MIN_CLUES, type GenerateOptions, type GenerateProgress, type Symmetry } from './options.js';
export { puzzleSeed, type GenerateResult, type Generated, type GenerateTimeout } from './generate.js';
export type { EngineChoice, EngineOptions } from '../select.js';

let shared: Promise<Generator> | undefined;

/**
 * One-off `Generator.generate` with a shared 'auto' Generator: a new puzzle
 * with exactly one solution.
 * @throws RangeError (as a rejection) for bad options
 */
export async function generate(options?: GenerateOptions): Promise<GenerateResult> {
  shared ??= createGenerator();
  return (await shared).generate(options);
}
