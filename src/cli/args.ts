/**
 * Command-line parsing for `sudoku-wasm`: argv in, a checked `CliOptions` out.
 * Hand-written rather than `node:util` `parseArgs` because Node 20's version has no
 * `--no-x` negation and we want one error line per mistake, in our own words.
 */

/** The commands the tool knows. `demo` is what `npm start` runs. */
export type Command = 'solve' | 'count' | 'check' | 'rate' | 'explain' | 'demo';

/** How each puzzle's result is printed (see the help text). */
export type OutputFormat = 'line' | 'vector' | 'json' | 'grid';

import { MAX_LIMIT } from '../engine.js';
import type { EngineChoice } from '../select.js';

/** Everything the command line decided. */
export interface CliOptions {
  command: Command;
  /** Input files; `-` is stdin. Empty means stdin. */
  files: string[];
  engine: EngineChoice;
  /** Worker threads; 0 solves in the main thread. */
  workers: number;
  /** Count up to this many solutions (`solve` 1, `count` 2, `check` 2 unless given). */
  limit: number;
  format: OutputFormat;
  /** false only with --no-progress; the bar also needs a terminal on stderr. */
  progress: boolean;
  quiet: boolean;
  /** Per-puzzle time limit in milliseconds; 0 = none. */
  timeoutMs: number;
  /** Lines per chunk sent to a worker. */
  chunkSize: number;
  help: boolean;
  version: boolean;
}

/** A command line we refuse; main() prints its message as one line and exits 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const COMMANDS: readonly Command[] = ['solve', 'count', 'check', 'rate', 'explain', 'demo'];
const FORMATS: readonly OutputFormat[] = ['line', 'vector', 'json', 'grid'];
const ENGINES: readonly EngineChoice[] = ['auto', 'wasm', 'js'];

/** Options that take a value (`--x V` or `--x=V`). */
const VALUED = new Set(['--engine', '--workers', '--limit', '--format', '--timeout', '--chunk-size']);

/**
 * Parses `argv` (without `node` and the script). Throws `UsageError` for unknown
 * flags, bad values or a missing command. `defaultWorkers` is the core count.
 */
export function parseArgs(argv: readonly string[], defaultWorkers: number): CliOptions {
  let command: Command | undefined;
  const files: string[] = [];
  const opts = {
    engine: 'auto' as EngineChoice,
    workers: defaultWorkers,
    limit: 0,
    format: 'line' as OutputFormat,
    progress: true,
    quiet: false,
    timeoutMs: 0,
    chunkSize: 1024,
    help: false,
    version: false,
  };
  let onlyFiles = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (onlyFiles || arg === '-' || !arg.startsWith('-')) {
      if (command === undefined && !onlyFiles) command = toCommand(arg);
      else files.push(arg);
      continue;
    }
    if (arg === '--') {
      onlyFiles = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    let value: string | undefined;
    if (VALUED.has(name)) {
      value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`option ${name} needs a value`);
    } else if (eq > 0) {
      throw new UsageError(`option ${name} takes no value`);
    }
    switch (name) {
      case '--engine': opts.engine = oneOf(name, value as string, ENGINES); break;
      case '--format': opts.format = oneOf(name, value as string, FORMATS); break;
      case '--workers': opts.workers = integer(name, value as string, 0, 1024); break;
      case '--limit': opts.limit = integer(name, value as string, 1, MAX_LIMIT); break;
      case '--timeout': opts.timeoutMs = integer(name, value as string, 0, 2 ** 31 - 1); break;
      case '--chunk-size': opts.chunkSize = integer(name, value as string, 1, 1_000_000); break;
      case '--progress': opts.progress = true; break;
      case '--no-progress': opts.progress = false; break;
      case '--quiet': case '-q': opts.quiet = true; break;
      case '--help': case '-h': opts.help = true; break;
      case '--version': case '-v': opts.version = true; break;
      default: throw new UsageError(`unknown option ${name}`);
    }
  }
  if (command === undefined) {
    if (opts.help || opts.version) command = 'solve';
    else throw new UsageError('no command given (solve, count, check, rate, explain or demo)');
  }
  if (opts.limit === 0) opts.limit = command === 'solve' ? 1 : 2;
  if ((command === 'rate' || command === 'explain') && opts.format !== 'line' && opts.format !== 'json') {
    throw new UsageError(`${command} prints --format line or json (got '${opts.format}')`);
  }
  if (command === 'check' && opts.limit < 2) {
    throw new UsageError('check needs --limit of at least 2 to tell unique from multiple');
  }
  return { command, files, ...opts };
}

function toCommand(word: string): Command {
  if ((COMMANDS as readonly string[]).includes(word)) return word as Command;
  throw new UsageError(`unknown command '${word}' (expected solve, count, check, rate, explain or demo)`);
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${name} must be one of ${allowed.join(', ')} (got '${value}')`);
}

function integer(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${name} needs a whole number (got '${value}')`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`${name} must be between ${min} and ${max} (got ${value})`);
  return n;
}
