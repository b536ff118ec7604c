/**
 * What `generate` accepts, checked once, with one clear error per mistake,
 * and the names of the engine's symmetry codes.
 */
import { SIDES, type Side } from '../engine.js';
import { checkScale, type Scale } from '../logic/scale.js';
import { checkSeed, checkTimeout, describeValue } from '../options.js';

/** Symmetries of the givens (drawn in assembly/engine/generate/symmetry.ts). */
export const SYMMETRIES = ['none', 'rotate180', 'rotate90', 'mirror', 'diagonal'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

/** Sides the generator makes. 25×25 works but minimal digging there takes 10–80 s: give it a timeout where that matters. */
export const GENERATE_SIDES = SIDES;
export type GenerateSide = Side;

/** Options of `generate`. */
export interface GenerateOptions {
  /** Grid side: 4, 9 (default), 16 or 25. */
  size?: number;
  /**
   * A level word of the rating, 9×9 only: 'easy', 'medium', 'hard', 'expert'
   * or 'extreme', with the ER bands of src/logic/levels.ts; 'any' (default) =
   * no filter.
   */
  level?: string;
  /** An ER band `[min, max]`, inclusive, inside 1.0–20.0 (the rating's scale), 9×9 only; instead of `level`. */
  er?: readonly [number, number];
  /** The rating scale of `er`, `level` and the band: 'sukaku' (default) or 'se121', as `rate`'s option; needs `rate`. */
  scale?: Scale;
  /** Symmetry of the givens; default 'none'. */
  symmetry?: Symmetry;
  /** No given (no orbit, with a symmetry) can be removed keeping one solution; default true. */
  minimal?: boolean;
  /**
   * Exactly this many givens (with `minimal`, only minimal puzzles that have
   * this many); at least `MIN_CLUES` for the size, since no puzzle with fewer
   * is known to exist and the search would spin until its budget ran out.
   */
  clues?: number;
  /** The puzzle's seed, an integer 0..2^32−1; default a fresh random one (reported in the result). */
  seed?: number;
  /**
   * Rate each 9×9 puzzle (its `er` and `level`); default true. `false` skips
   * the logic engine (er and level null): uniqueness alone, several times faster.
   */
  rate?: boolean;
  /** Give up after this many ms (status 'timeout'); 0 or absent = no limit (see `maxAttempts`); a finite number ≥ 0. */
  timeoutMs?: number;
  /** Give up after this many puzzles tried (status 'timeout'); default 100,000. */
  maxAttempts?: number;
  /** Called every 1,000 puzzles tried (a rare band), with what was tried so far. */
  onProgress?: (progress: GenerateProgress) => void;
}

/** What a rare band reports while it looks. */
export interface GenerateProgress {
  /** Puzzles made and refused so far (outside the band, or off the clue target). */
  attempts: number;
  /** Milliseconds since the call started. */
  elapsedMs: number;
}

/** Options after checking: every field settled. */
export interface CheckedOptions {
  side: GenerateSide;
  symmetry: Symmetry;
  symmetryCode: number;
  minimal: boolean;
  clues: number;
  seed: number;
  /** The ER band to meet, or null for any rating. */
  band: readonly [number, number] | null;
  level: string;
  rate: boolean;
  /** The engine's number of the rating scale. */
  scale: number;
  timeoutMs: number;
  maxAttempts: number;
  onProgress: ((progress: GenerateProgress) => void) | undefined;
}

/**
 * Fewest givens `clues` may ask for, per side. 4 and 17 are the proven
 * minima of 4×4 and 9×9; 55 and 151 are the fewest of any 16×16 and 25×25
 * puzzle known, floors below which the generator has never been seen to
 * succeed, so asking for fewer is refused at once rather than spinning
 * until a budget runs out.
 */
export const MIN_CLUES: Readonly<Record<GenerateSide, number>> = { 4: 4, 9: 17, 16: 55, 25: 151 };

/** The ER scale: the easiest step is 1.0, and 20.0 stands for "beyond the techniques". */
export const ER_SCALE: readonly [number, number] = [1.0, 20.0];

/** Default attempt budget: enough for bands of one puzzle in ten thousand, bounded. */
export const DEFAULT_MAX_ATTEMPTS = 100_000;

/**
 * Checks `options` and settles the defaults. `levels` maps each level word
 * of the rating to its ER band ('any' is always accepted). `freshSeed` gives
 * the seed when none is asked for.
 * @throws RangeError naming the option and what it accepts
 */
export function checkOptions(
  options: GenerateOptions,
  levels: ReadonlyMap<string, readonly [number, number]>,
  freshSeed: () => number,
): CheckedOptions {
  if (typeof options !== 'object' || options === null) throw new RangeError('generate: options must be an object');
  const side = options.size ?? 9;
  if (!(GENERATE_SIDES as readonly number[]).includes(side)) {
    throw new RangeError(`generate: size must be 4, 9, 16 or 25, got ${describeValue(side)}`);
  }
  const symmetry = options.symmetry ?? 'none';
  const symmetryCode = (SYMMETRIES as readonly string[]).indexOf(symmetry);
  if (symmetryCode < 0) throw new RangeError(`generate: symmetry must be one of ${SYMMETRIES.join(', ')}, got '${describeValue(symmetry)}'`);
  const minimal = options.minimal ?? true;
  if (typeof minimal !== 'boolean') throw new RangeError(`generate: minimal must be true or false, got ${describeValue(minimal)}`);
  const clues = options.clues ?? 0;
  const fewest = MIN_CLUES[side as GenerateSide];
  if (options.clues !== undefined && (!Number.isInteger(clues) || clues < fewest || clues > side * side)) {
    throw new RangeError(`generate: clues must be an integer from ${fewest} to ${side * side}, got ${describeValue(clues)}`);
  }
  const seed = checkSeed('generate', options.seed ?? freshSeed());
  const timeoutMs = checkTimeout('generate', options.timeoutMs);
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new RangeError(`generate: maxAttempts must be a positive integer, got ${describeValue(maxAttempts)}`);
  }
  if (options.onProgress !== undefined && typeof options.onProgress !== 'function') {
    throw new RangeError('generate: onProgress must be a function');
  }
  const { band, level } = checkDifficulty(options, side, levels);
  const rate = options.rate ?? true;
  if (typeof rate !== 'boolean') throw new RangeError(`generate: rate must be true or false, got ${describeValue(rate)}`);
  if (!rate && band !== null) throw new RangeError('generate: a level or er band needs rate: true');
  const scale = checkScale('generate', options.scale);
  if (!rate && options.scale !== undefined) throw new RangeError('generate: a scale needs rate: true');
  return {
    side: side as GenerateSide, symmetry, symmetryCode, minimal, clues, seed, band, level, rate, scale, timeoutMs, maxAttempts,
    onProgress: options.onProgress,
  };
}

/** The ER band asked for (by `level` or `er`), or null for any. */
function checkDifficulty(
  options: GenerateOptions,
  side: number,
  levels: ReadonlyMap<string, readonly [number, number]>,
): { band: readonly [number, number] | null; level: string } {
  if (options.er !== undefined && options.level !== undefined) {
    throw new RangeError("generate: give either level or er, not both");
  }
  if (options.er !== undefined) {
    const er = options.er;
    const [lowest, highest] = ER_SCALE;
    if (!Array.isArray(er) || er.length !== 2 || !er.every((x) => typeof x === 'number' && x >= lowest && x <= highest) || er[0] > er[1]) {
      throw new RangeError(`generate: er must be [min, max] inside ${lowest.toFixed(1)}–${highest.toFixed(1)} with min ≤ max, got ${describeValue(er)}`);
    }
    if (side !== 9) throw new RangeError(`generate: a difficulty (er) is rated on 9×9 only, not ${side}×${side}`);
    return { band: [er[0], er[1]], level: 'custom' };
  }
  const level = options.level ?? 'any';
  if (level === 'any') return { band: null, level };
  const band = levels.get(level);
  if (levels.size === 0) throw new RangeError(`generate: level '${describeValue(level)}' needs the logic engine's rating, which this build lacks`);
  if (band === undefined) {
    throw new RangeError(`generate: level must be one of any, ${[...levels.keys()].join(', ')}, got '${describeValue(level)}'`);
  }
  if (side !== 9) throw new RangeError(`generate: a level is rated on 9×9 only, not ${side}×${side}`);
  return { band, level };
}
