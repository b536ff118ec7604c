/**
 * Every command-line option of `sudoku-wasm`: its spelling, its help line, and
 * how its text becomes a checked value. The commands (commands.ts) pick from
 * these, so an option shared by several commands is defined, limited and
 * checked once. Every refusal is a `UsageError` of one line naming the option.
 */
import { MAX_LIMIT, SIDES } from '../engine.js';
import { SYMMETRIES } from '../generate/options.js';
import type { EngineChoice } from '../select.js';
import { SCALES, type Scale } from '../logic/scale.js';

/** A command line we refuse; main() prints its message as one line and exits 2. */
export class UsageError extends Error {
  /** The command whose help the message points to (none: the whole CLI's). */
  command?: string;
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * Most worker threads. Far above any machine's core count, low enough that a
 * typo (`--workers 20000`) is refused instead of starting thousands of engines.
 */
export const MAX_WORKERS = 1024;
/** Longest per-puzzle time limit: what a Node timer can wait (2^31 - 1 ms). */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** Largest `--chunk-size`: beyond it a chunk only delays the first output line. */
export const MAX_CHUNK_SIZE = 1_000_000;
/** Largest `--seed`: seeds are unsigned 32-bit. */
export const MAX_SEED = 0xffffffff;
/** Most givens a puzzle can have (25×25). */
export const MAX_CLUES = 625;

/** An option that takes a value (`--x V` or `--x=V`); `read` checks the text. */
export interface ValueOption<K extends string, V> {
  kind: 'value';
  /** The long name without its dashes. */
  name: string;
  /** The key of the command's options it sets. */
  key: K;
  /** The value's name in the help text ("N", "MS", or the choices "line|json"). */
  placeholder: string;
  /** The help text; '\n' starts a continuation line. */
  help: string;
  /** The value of `text`, or a `UsageError`. */
  read(text: string): V;
}

/** An option without a value (`--quiet`), which sets its key to a fixed value. */
export interface FlagOption<K extends string, V> {
  kind: 'flag';
  name: string;
  /** A one-letter spelling, e.g. 'q' for -q. */
  short?: string;
  key: K;
  sets: V;
  help: string;
}

export type OptionSpec<K extends string = string, V = unknown> = ValueOption<K, V> | FlagOption<K, V>;

/** How an option's name is written on the command line. */
export function flagOf(option: { name: string }): string {
  return `--${option.name}`;
}

/** A reader of whole numbers from `min` to `max`, for option `name`. */
function wholeNumber(name: string, min: number, max: number): (text: string) => number {
  return (text) => {
    if (!/^\d+$/.test(text)) throw new UsageError(`--${name} needs a whole number (got '${text}')`);
    const n = Number(text);
    if (!(n >= min && n <= max)) throw new UsageError(`--${name} must be between ${min} and ${max} (got '${text}')`);
    return n;
  };
}

/** A reader of one of `choices`, for option `name`. */
function oneOf<T extends string>(name: string, choices: readonly T[]): (text: string) => T {
  return (text) => {
    if ((choices as readonly string[]).includes(text)) return text as T;
    throw new UsageError(`--${name} must be one of ${choices.join(', ')} (got '${text}')`);
  };
}

/** A value option whose value is one of `choices` (shown as the placeholder unless one is given). */
export function choiceOption<K extends string, T extends string>(
  name: string,
  key: K,
  choices: readonly T[],
  help: string,
  placeholder = choices.join('|'),
): ValueOption<K, T> {
  return { kind: 'value', name, key, placeholder, help, read: oneOf(name, choices) };
}

/** A value option holding a whole number from `min` to `max`. */
function numberOption<K extends string>(name: string, key: K, placeholder: string, min: number, max: number, help: string): ValueOption<K, number> {
  return { kind: 'value', name, key, placeholder, help, read: wholeNumber(name, min, max) };
}

// Options every command that runs puzzles shares.

export const ENGINE = choiceOption('engine', 'engine', ['auto', 'wasm', 'js'] satisfies EngineChoice[], 'the engine: auto (WASM, else JS), wasm or js');
export const WORKERS = numberOption('workers', 'workers', 'N', 0, MAX_WORKERS, 'worker threads (default: all cores; more are clamped to\nthe cores, with a note; 0 = main thread)');
export const CHUNK_SIZE = numberOption('chunk-size', 'chunkSize', 'N', 1, MAX_CHUNK_SIZE, 'puzzle lines per chunk sent to a worker (default 1024)');
export const PROGRESS: FlagOption<'progress', boolean> = {
  kind: 'flag',
  name: 'progress',
  key: 'progress',
  sets: true,
  help: 'progress bar on stderr when it is a terminal (default)',
};
export const NO_PROGRESS: FlagOption<'progress', boolean> = { kind: 'flag', name: 'no-progress', key: 'progress', sets: false, help: 'never a progress bar' };
export const QUIET: FlagOption<'quiet', boolean> = {
  kind: 'flag',
  name: 'quiet',
  short: 'q',
  key: 'quiet',
  sets: true,
  help: 'no summary, no progress, no per-line warnings',
};

// rate and explain.

export const SCALE = choiceOption<'scale', Scale>(
  'scale',
  'scale',
  SCALES,
  "the rating scale: sukaku (default; Sukaku Explainer v1.15.10,\nas the Sudoku Exchange bank) or se121 (Sudoku Explainer 1.2.1,\nas the forum's lists of the hardest puzzles)",
  'S',
);

export const LOG_PROGRESS: FlagOption<'logProgress', boolean> = {
  kind: 'flag',
  name: 'log-progress',
  key: 'logProgress',
  sets: true,
  help: 'progress as plain lines on stderr, terminal or not (a CI log):\none a second at most, and one a minute during a long puzzle',
};

/** `--timeout`, with the help line of the command's own word for a puzzle out of time. */
export function timeoutOption(help: string): ValueOption<'timeoutMs', number> {
  return numberOption('timeout', 'timeoutMs', 'MS', 0, MAX_TIMEOUT_MS, help);
}

// solve, count and check.

export const LIMIT = numberOption('limit', 'limit', 'N', 1, MAX_LIMIT, 'count solutions up to N (solve 1, count 2, check 2)');

// generate.

export const COUNT = numberOption('count', 'count', 'N', 1, Number.MAX_SAFE_INTEGER, 'puzzles to make (default 1)');
export const SIZE: ValueOption<'size', number> = {
  kind: 'value',
  name: 'size',
  key: 'size',
  placeholder: SIDES.join('|'),
  help: 'grid side (default 9)',
  read: (text) => Number(oneOf('size', SIDES.map(String))(text)),
};
export const LEVEL: ValueOption<'level', string> = {
  kind: 'value',
  name: 'level',
  key: 'level',
  placeholder: 'L',
  // The level names are the library's (checked there, with the rest of the combination).
  help: 'easy, medium, hard, expert or extreme (9×9; the ER bands\nof the rating: 1.0-2.5, 2.6-2.9, 3.0-4.5, 4.6-6.9,\n7.0-19.9), or any (default)',
  read: (text) => text,
};
export const ER: ValueOption<'er', [number, number]> = {
  kind: 'value',
  name: 'er',
  key: 'er',
  placeholder: 'MIN-MAX',
  help: 'an ER band instead, e.g. --er 3.0-4.5 (9×9)',
  read: (text) => {
    const match = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?$/.exec(text);
    const low = Number(match?.[1]);
    const high = match?.[2] === undefined ? low : Number(match[2]);
    if (match === null || !(low <= high)) throw new UsageError(`--er must be MIN-MAX with MIN ≤ MAX, e.g. 3.0-4.5 (got '${text}')`);
    return [low, high];
  },
};
export const SYMMETRY = choiceOption('symmetry', 'symmetry', SYMMETRIES, `${SYMMETRIES.join(', ')} (default none)`, 'S');
export const CLUES = numberOption('clues', 'clues', 'N', 1, MAX_CLUES, 'exactly N givens');
export const NOT_MINIMAL: FlagOption<'minimal', boolean> = {
  kind: 'flag',
  name: 'not-minimal',
  key: 'minimal',
  sets: false,
  help: 'with --clues: stop digging at N givens',
};
export const NO_RATING: FlagOption<'rate', boolean> = {
  kind: 'flag',
  name: 'no-rating',
  key: 'rate',
  sets: false,
  help: 'skip rating 9×9 puzzles (faster; no ER in json)',
};
export const SEED = numberOption('seed', 'seed', 'K', 0, MAX_SEED, `first seed, 0..${MAX_SEED}; the run's last, K + N - 1,\nmust be too (default: a fresh one, printed in the summary)`);

/** Options every command takes; they stop the run rather than set an option. */
export const HELP: FlagOption<'help', true> = { kind: 'flag', name: 'help', short: 'h', key: 'help', sets: true, help: 'this text' };
export const VERSION: FlagOption<'version', true> = { kind: 'flag', name: 'version', short: 'v', key: 'version', sets: true, help: 'the version' };
