/**
 * `generate`: a new puzzle with exactly one solution, at a difficulty,
 * reproducible from its seed. The engine (assembly/engine/generate/) makes
 * and digs the grid and proves every hole with its solvers, all inside one
 * call; this layer seeds it, rates 9×9 puzzles with the logic engine, keeps
 * looking while a puzzle falls outside the asked band, and bounds the looking
 * by time and attempts.
 *
 * Reproducible: the engine's random stream is seeded once per call from
 * `seed` and only ever advanced by the generator, so the same seed and
 * options give the same puzzle on both engines and every machine. A run of
 * many puzzles gives puzzle i the seed `puzzleSeed(seed, i)`, so any worker
 * can make any puzzle and the output never depends on how work was shared.
 */
import type { Engine } from '../engine.js';
import { SYMBOLS } from '../grid.js';
import { GENERATE_BAD_ARGUMENT, GENERATE_TIMED_OUT, generatorAbiOf, type GeneratorAbi } from './abi.js';
import { checkOptions, type CheckedOptions, type GenerateOptions } from './options.js';

/** A rating as the generator needs it. */
export interface Rating {
  er: number;
  level: string;
}

/** The logic engine's rating, as the generator uses it (9×9 only). */
export interface Rater {
  /** Rates a uniquely solvable 9×9 puzzle (a line of 81); null when it cannot (e.g. its time ran out). */
  rate(puzzle: string): Rating | null;
  /** Each level word with its ER band, inclusive. */
  readonly levels: ReadonlyMap<string, readonly [number, number]>;
}

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

/** How often (in refused puzzles) `onProgress` is called. */
const PROGRESS_EVERY = 1000;
/** Slack on the band's ends: ERs are tenths, held as doubles. */
const ER_EPSILON = 1e-9;

/** The seed of puzzle `index` of a run started at `seed` (both u32). */
export function puzzleSeed(seed: number, index: number): number {
  return (seed + index) >>> 0;
}

/** A fresh seed when none is given: from the platform's crypto source (never used inside generation). */
export function freshSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] as number;
}

/**
 * Makes one puzzle on `engine` (see `GenerateOptions`); `rater` rates 9×9
 * puzzles (needed for a level or an ER band).
 * @throws RangeError for bad options
 */
export function generate(engine: Engine, options: GenerateOptions = {}, rater?: Rater): GenerateResult {
  const checked = checkOptions(options, rater?.levels ?? new Map(), freshSeed);
  if (checked.band !== null && rater === undefined) {
    throw new RangeError(`generate: a difficulty needs the logic engine's rating, which this build lacks`);
  }
  return generateChecked(generatorAbiOf(engine), checked, checked.side === 9 ? rater : undefined);
}

/** The loop of `generate`, over checked options. */
function generateChecked(abi: GeneratorAbi, options: CheckedOptions, rater: Rater | undefined): GenerateResult {
  const started = performance.now();
  const cells = options.side * options.side;
  abi.generateSeed(options.seed);
  let refused = 0;
  for (;;) {
    const elapsedMs = performance.now() - started;
    const timeout = (budget: 'time' | 'attempts'): GenerateTimeout => ({ status: 'timeout', seed: options.seed, budget, refused, elapsedMs });
    if (refused >= options.maxAttempts) return timeout('attempts');
    const remainingMs = options.timeoutMs > 0 ? options.timeoutMs - elapsedMs : 0;
    if (options.timeoutMs > 0 && remainingMs <= 0) return timeout('time');
    const givens = abi.generatePuzzle(options.side, options.symmetryCode, options.minimal ? 1 : 0, options.clues, 1, remainingMs);
    if (givens === GENERATE_TIMED_OUT) return timeout('time');
    if (givens === GENERATE_BAD_ARGUMENT) throw new Error('sudoku-wasm: the generator refused checked options (an engine bug)');
    if (givens > 0) {
      const memory = new Uint8Array(abi.memory);
      const puzzle = line(memory, abi.generatePuzzlePtr(), cells);
      const rating = rater?.rate(puzzle) ?? null;
      if (options.band === null || (rating !== null && inBand(rating.er, options.band))) {
        const solution = line(memory, abi.generateSolutionPtr(), cells);
        return {
          status: 'generated', puzzle, solution, clues: givens,
          er: rating?.er ?? null, level: rating?.level ?? null, seed: options.seed, refused,
        };
      }
    }
    refused++;
    if (options.onProgress !== undefined && refused % PROGRESS_EVERY === 0) {
      options.onProgress({ attempts: refused, elapsedMs: performance.now() - started });
    }
  }
}

function inBand(er: number, band: readonly [number, number]): boolean {
  return er >= band[0] - ER_EPSILON && er <= band[1] + ER_EPSILON;
}

/** `cells` bytes at `pointer` as a line of symbols, '.' for 0. */
function line(memory: Uint8Array, pointer: number, cells: number): string {
  let text = '';
  for (let i = 0; i < cells; i++) {
    const value = memory[pointer + i] as number;
    text += value === 0 ? '.' : SYMBOLS[value - 1];
  }
  return text;
}
