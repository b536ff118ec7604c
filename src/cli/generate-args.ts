/**
 * The command line of `sudoku-wasm generate`: argv (after the command word)
 * in, checked settings out, one UsageError line per mistake. Its options
 * mirror `GenerateOptions`; the shared ones (--workers, --engine, --timeout,
 * --quiet, --no-progress) mean what they mean for `solve`.
 */
import { UsageError } from './args.js';
import { SYMMETRIES, type Symmetry } from '../generate/options.js';
import type { EngineChoice } from '../select.js';
import { isSide } from '../engine.js';

/** How each puzzle is printed. */
export type GenerateFormat = 'line' | 'vector' | 'json';

/** Everything `generate`'s command line decided. */
export interface GenerateCliOptions {
  count: number;
  size: number;
  level?: string;
  er?: [number, number];
  symmetry: Symmetry;
  minimal: boolean;
  clues?: number;
  rate: boolean;
  /** First seed; puzzle i gets seed + i. Undefined: a fresh one, printed in the summary. */
  seed?: number;
  format: GenerateFormat;
  engine: EngineChoice;
  workers: number;
  /** Per puzzle, ms; 0 = none (the attempt budget still bounds a rare band). */
  timeoutMs: number;
  progress: boolean;
  quiet: boolean;
  help: boolean;
}

const FORMATS: readonly GenerateFormat[] = ['line', 'vector', 'json'];
const ENGINES: readonly EngineChoice[] = ['auto', 'wasm', 'js'];
const VALUED = new Set(['--count', '--size', '--level', '--er', '--symmetry', '--clues', '--seed', '--format', '--engine', '--workers', '--timeout']);

/** A whole number in [min, max] from option `flag`'s text. */
function integer(flag: string, text: string, min: number, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got '${text}'`);
  }
  return value;
}

/** `MIN-MAX` (or one number) as an inclusive ER band. */
function erBand(text: string): [number, number] {
  const match = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?$/.exec(text);
  const low = Number(match?.[1]);
  const high = match?.[2] === undefined ? low : Number(match[2]);
  if (match === null || !(low <= high)) throw new UsageError(`--er must be MIN-MAX with MIN ≤ MAX (e.g. 3.0-4.5), got '${text}'`);
  return [low, high];
}

/**
 * Parses `argv` (the words after `generate`). `defaultWorkers` is the core count.
 * @throws UsageError for an unknown flag or a bad value
 */
export function parseGenerateArgs(argv: readonly string[], defaultWorkers: number): GenerateCliOptions {
  const options: GenerateCliOptions = {
    count: 1, size: 9, symmetry: 'none', minimal: true, rate: true, format: 'line',
    engine: 'auto', workers: defaultWorkers, timeoutMs: 0, progress: true, quiet: false, help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    const eq = word.startsWith('--') ? word.indexOf('=') : -1;
    const flag = eq > 0 ? word.slice(0, eq) : word;
    let value = eq > 0 ? word.slice(eq + 1) : undefined;
    if (VALUED.has(flag) && value === undefined) {
      value = argv[++i];
      if (value === undefined) throw new UsageError(`${flag} needs a value`);
    } else if (!VALUED.has(flag) && value !== undefined) {
      throw new UsageError(`${flag} takes no value`);
    }
    const text = value ?? '';
    switch (flag) {
      case '--count': options.count = integer(flag, text, 1, Number.MAX_SAFE_INTEGER); break;
      case '--size': {
        options.size = integer(flag, text, 1, 25);
        if (!isSide(options.size)) throw new UsageError(`--size must be 4, 9, 16 or 25, got '${text}'`);
        break;
      }
      case '--level': options.level = text; break;
      case '--er': options.er = erBand(text); break;
      case '--symmetry': {
        if (!(SYMMETRIES as readonly string[]).includes(text)) throw new UsageError(`--symmetry must be one of ${SYMMETRIES.join(', ')}, got '${text}'`);
        options.symmetry = text as Symmetry;
        break;
      }
      case '--clues': options.clues = integer(flag, text, 1, 625); break;
      case '--seed': options.seed = integer(flag, text, 0, 0xffffffff); break;
      case '--format': {
        if (!(FORMATS as readonly string[]).includes(text)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')} for generate, got '${text}'`);
        options.format = text as GenerateFormat;
        break;
      }
      case '--engine': {
        if (!(ENGINES as readonly string[]).includes(text)) throw new UsageError(`--engine must be one of ${ENGINES.join(', ')}, got '${text}'`);
        options.engine = text as EngineChoice;
        break;
      }
      case '--workers': options.workers = integer(flag, text, 0, 256); break;
      case '--timeout': options.timeoutMs = integer(flag, text, 0, 2 ** 31 - 1); break;
      case '--not-minimal': options.minimal = false; break;
      case '--no-rating': options.rate = false; break;
      case '--no-progress': options.progress = false; break;
      case '--quiet': case '-q': options.quiet = true; break;
      case '--help': case '-h': options.help = true; break;
      default: throw new UsageError(word.startsWith('-') ? `unknown option '${word}' for generate` : `generate takes no file, got '${word}'`);
    }
  }
  if (options.level !== undefined && options.er !== undefined) throw new UsageError('give either --level or --er, not both');
  return options;
}

/** `sudoku-wasm generate --help`. */
export const GENERATE_HELP = `Usage: sudoku-wasm generate [options]

Prints new puzzles, one per line, each with exactly one solution (proved by
the engine), minimal unless --not-minimal. Puzzle i of a run has seed
SEED + i, so a seed gives the same lines whatever the number of workers.

  --count N            puzzles to make (default 1)
  --size 4|9|16|25     grid side (default 9)
  --level L            easy, medium, hard, expert or extreme (9×9; the ER bands
                       of the rating: 1.0-2.5, 2.6-2.9, 3.0-4.5, 4.6-6.9,
                       7.0-19.9), or any (default)
  --er MIN-MAX         an ER band instead, e.g. --er 3.0-4.5 (9×9)
  --symmetry S         none (default), rotate180, rotate90, mirror, diagonal
  --clues N            exactly N givens
  --not-minimal        with --clues: stop digging at N givens
  --no-rating          skip rating 9×9 puzzles (faster; no ER in json)
  --seed K             first seed, 0..4294967295 (default: a fresh one, printed
                       in the summary)
  --format F           line (default): the puzzle; vector: puzzle:1:solution;
                       json: one object per line with solution, clues, er, level, seed
  --timeout MS         give up on a puzzle after MS ms (line 'timeout')
  --workers N          threads (default: every core; 0 = main thread)
  --engine E           auto (default), wasm, js
  --no-progress, --quiet, --help

A summary goes to stderr; a progress bar too when stderr is a terminal.
Exit status: 0, 1 if any puzzle timed out, 2 for bad usage.
`;
