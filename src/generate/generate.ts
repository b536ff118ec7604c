/**
 * `generate`: a new puzzle with exactly one solution, at a difficulty,
 * reproducible from its seed. The engine (assembly/engine/generate/) makes
 * and digs the grid and proves every hole with its solvers, all inside one
 * call; this layer seeds it, asks for 9×9 puzzles to be rated, keeps
 * looking while a puzzle falls outside the asked band, and bounds the looking
 * by time and attempts. Rating happens inside the engine too (the logic
 * engine's walk, assembly/engine/generate/rating.ts), so a refused puzzle
 * never crosses to JS.
 *
 * Reproducible: the engine's random stream is seeded once per call from
 * `seed` and only ever advanced by the generator, so the same seed and
 * options give the same puzzle on both engines and every machine. A run of
 * many puzzles gives puzzle i the seed `puzzleSeed(seed, i)`, so any worker
 * can make any puzzle and the output never depends on how work was shared.
 */
import type { Engine } from '../engine.js';
import { formatCells } from '../grid.js';
import { GENERATE_BAD_ARGUMENT, GENERATE_TIMED_OUT, canRate, generatorAbiOf, type GeneratorAbi } from './abi.js';
import { LEVEL_BOUNDS, levelOf } from '../logic/levels.js';
import { checkOptions, type CheckedOptions, type GenerateOptions } from './options.js';
import { checkSeed, MAX_SEED } from '../options.js';

/** A puzzle made. */
export interface Generated {
  status: 'generated';
  /** The givens, a line of side² symbols, '.' for a blank. */
  puzzle: string;
  /** Its one solution, a line. */
  solution: string;
  /** Number of givens. */
  clues: number;
  /** SE rating (9×9 with the logic engine), else null. */
  er: number | null;
  /** The level word of `er`, else null. */
  level: string | null;
  /** The seed: the same seed and options make this puzzle again. */
  seed: number;
  /** Puzzles made before this one and refused (off the band or the clue target). */
  refused: number;
}

/** No puzzle within the budget. */
export interface GenerateTimeout {
  status: 'timeout';
  seed: number;
  /** Which budget ran out. */
  budget: 'time' | 'attempts';
  /** Puzzles made and refused. */
  refused: number;
  elapsedMs: number;
}

/** What `generate` gives. */
export type GenerateResult = Generated | GenerateTimeout;

/**
 * The level words `generate` takes, with their ER bands: the logic engine's
 * levels (src/logic/levels.ts, each from just above the previous bound up to
 * its own), all but 'beyond', which is no difficulty (its techniques could
 * not finish the puzzle).
 */
export const GENERATE_LEVELS: ReadonlyMap<string, readonly [number, number]> = new Map(
  LEVEL_BOUNDS.map(([level, bound], k) => [level, [k === 0 ? 1.0 : Math.round((LEVEL_BOUNDS[k - 1]?.[1] ?? 0) * 10 + 1) / 10, bound] as const]),
);

/** How often (in refused puzzles) `onProgress` is called. */
const PROGRESS_EVERY = 1000;

/**
 * The seed of puzzle `index` of a run started at `seed`: `seed + index`,
 * wrapping past 2^32−1 to 0 (seeds are u32), so a run longer than the
 * seeds left after `seed` reuses seeds from 0 on.
 * @throws RangeError unless both are integers from 0 to 2^32−1
 */
export function puzzleSeed(seed: number, index: number): number {
  checkSeed('puzzleSeed', seed);
  checkSeed('puzzleSeed', index, 'index');
  return (seed + index) % (MAX_SEED + 1);
}

/**
 * Engines inside a `generate` call. The run's state (its random stream,
 * the grid being dug) lives in the engine between chunks, so a call made
 * from `onProgress` on the same engine would advance the stream under the
 * outer run, whose seed would then no longer give its puzzle: refused.
 */
const generating = new WeakSet<Engine>();

/** A fresh seed when none is given: from the platform's crypto source (never used inside generation). */
export function freshSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] as number;
}

/**
 * Makes one puzzle on `engine` (see `GenerateOptions`). 9×9 puzzles are
 * rated (unless `rate: false`) when the engine carries the logic engine,
 * which a level or an ER band needs.
 * @throws RangeError for bad options; Error when called from inside a
 * `generate` on the same engine (its `onProgress`)
 */
export function generate(engine: Engine, options: GenerateOptions = {}): GenerateResult {
  if (generating.has(engine)) {
    throw new Error('generate: called from inside a generate call on the same Generator (its onProgress); use another Generator, or call after it returns');
  }
  const rated = canRate(engine);
  const checked = checkOptions(options, rated ? GENERATE_LEVELS : new Map(), freshSeed);
  generating.add(engine);
  try {
    return generateChecked(generatorAbiOf(engine), checked, rated && checked.side === 9 && checked.rate);
  } finally {
    generating.delete(engine);
  }
}

/** The loop of `generate`, over checked options: the engine tries grids in chunks between progress reports. */
function generateChecked(abi: GeneratorAbi, options: CheckedOptions, rate: boolean): GenerateResult {
  const started = performance.now();
  // ER in tenths, as the engine holds it; no band = every rating (20.0 included).
  const [erMin10, erMax10] = options.band === null ? [0, 200] : [Math.ceil(options.band[0] * 10 - 1e-9), Math.floor(options.band[1] * 10 + 1e-9)];
  abi.generateSeed(options.seed);
  let refused = 0;
  for (;;) {
    const elapsedMs = performance.now() - started;
    const timeout = (budget: 'time' | 'attempts'): GenerateTimeout => ({
      status: 'timeout', seed: options.seed, budget, refused, elapsedMs: performance.now() - started,
    });
    if (refused >= options.maxAttempts) return timeout('attempts');
    const remainingMs = options.timeoutMs > 0 ? options.timeoutMs - elapsedMs : 0;
    if (options.timeoutMs > 0 && remainingMs <= 0) return timeout('time');
    const chunk = Math.min(PROGRESS_EVERY - (refused % PROGRESS_EVERY), options.maxAttempts - refused);
    const givens = abi.generatePuzzle(
      options.side, options.symmetryCode, options.minimal ? 1 : 0, options.clues,
      rate ? 1 : 0, erMin10, erMax10, chunk, remainingMs, options.scale,
    );
    if (givens === GENERATE_BAD_ARGUMENT) throw new Error('sudoku-wasm: the generator refused checked options (an engine bug)');
    const tried = abi.generateAttempts();
    if (givens === GENERATE_TIMED_OUT) {
      refused += Math.max(0, tried - 1); // the grid in progress was not refused
      return timeout('time');
    }
    if (givens > 0) {
      refused += tried - 1;
      const memory = new Uint8Array(abi.memory);
      const er = rate ? abi.generateRating() / 10 : null;
      return {
        status: 'generated',
        puzzle: formatCells(memory, abi.generatePuzzlePtr(), options.side, 'line') as string,
        solution: formatCells(memory, abi.generateSolutionPtr(), options.side, 'line') as string,
        clues: givens, er, level: er === null ? null : levelOf(er), seed: options.seed, refused,
      };
    }
    refused += tried;
    if (options.onProgress !== undefined && refused % PROGRESS_EVERY === 0) {
      options.onProgress({ attempts: refused, elapsedMs: performance.now() - started });
    }
  }
}
