/**
 * The commands of `sudoku-wasm`, one row each: what it takes on the command
 * line (its options, chosen from options.ts, and its operands), its defaults,
 * its help, and the module that runs it. The parser (command-line.ts), the
 * help text (help.ts) and main() all read this table; a new command is a new
 * row here plus the module that runs it.
 *
 * Each command's options type holds just what that command uses. The runners
 * are loaded lazily: the bin parses the command line before the rest of the
 * CLI is loaded (early-start.ts), and each command loads only its own code.
 */
import { GENERATE_FORMATS, RATE_FORMATS, SOLVE_FORMATS, type SolveCommand } from './formats.js';
import {
  CHUNK_SIZE,
  CLUES,
  COUNT,
  ENGINE,
  ER,
  LEVEL,
  LIMIT,
  LOG_PROGRESS,
  MAX_SEED,
  NO_PROGRESS,
  NO_RATING,
  NOT_MINIMAL,
  PROGRESS,
  QUIET,
  SCALE,
  SEED,
  SIZE,
  SYMMETRY,
  UsageError,
  WORKERS,
  choiceOption,
  timeoutOption,
  type OptionSpec,
} from './options.js';
import type { TestHooks } from './pool/protocol.js';
import { DEFAULT_SCALE } from '../logic/scale.js';
import type {
  BatchOptions, CliIo, DemoCliOptions, ExplainCliOptions, GenerateCliOptions, RateCliOptions, SolveCliOptions,
} from './command-options.js';

/** An option that sets a key of `O` to a value of that key's type. */
export type OptionOf<O> = { [K in keyof O & string]-?: OptionSpec<K, O[K]> }[keyof O & string];

/** The words after a command's options: files, one puzzle, or none. */
export interface Operands<O> {
  /** As the usage line shows them, e.g. '[FILE ...]'. */
  synopsis: string;
  /** Puts `words` into `options`, or throws a `UsageError`. */
  take(words: readonly string[], options: O, command: string): void;
}

/** One command: everything but its code, which `run` loads. */
export interface CommandSpec<O> {
  /** One line (two at most) for the command list of --help. */
  summary: string;
  /** The opening paragraph of the command's own --help, when the summary is not enough. */
  about?: string;
  /** The closing paragraph of its --help (default: where input, output and exit status are explained). */
  notes?: string;
  operands: Operands<O>;
  options: readonly OptionOf<O>[];
  /** Its options before the command line changes any; `cores` is the machine's core count. */
  defaults(cores: number): O;
  /** Rules between options, checked after all are read; throws a `UsageError`. */
  check?(options: O): void;
  /** Runs it; resolves to the exit status. */
  run(options: O, io: CliIo, hooks: TestHooks): Promise<number>;
}

const FILES: Operands<{ files: string[] }> = {
  synopsis: '[FILE ...]',
  take: (words, options) => {
    options.files = [...words];
  },
};

const PUZZLE: Operands<{ puzzle: string }> = {
  synopsis: 'PUZZLE',
  take: (words, options, command) => {
    if (words.length !== 1) throw new UsageError(`${command} takes one puzzle`);
    options.puzzle = words[0] as string;
  },
};

const NONE: Operands<object> = {
  synopsis: '',
  take: (words, _options, command) => {
    if (words.length > 0) throw new UsageError(`${command} takes no file (got '${words[0]}')`);
  },
};

/**
 * Puzzle i of a run has seed SEED + i, and seeds are 32-bit: a run that would
 * pass the last seed would wrap to 0 and repeat earlier runs' puzzles under
 * other numbers, so it is refused. (A fresh seed is drawn to fit: generate.ts.)
 */
function checkSeedRun(seed: number | undefined, count: number): void {
  if (count > MAX_SEED + 1) throw new UsageError(`--count ${count} is more than the ${MAX_SEED + 1} seeds there are`);
  if (seed !== undefined && seed + count - 1 > MAX_SEED) {
    throw new UsageError(`--seed ${seed} with --count ${count} passes the last seed, ${MAX_SEED}: give --seed ${MAX_SEED - count + 1} or less`);
  }
}

const BATCH_TIMEOUT = timeoutOption('give up on a puzzle after MS milliseconds: status timeout');

function batchDefaults(cores: number): BatchOptions {
  return { files: [], engine: 'auto', workers: cores, timeoutMs: 0, chunkSize: 1024, progress: true, quiet: false };
}

/** solve, count and check: one solver run, each printing its own answer. */
function solveCommand(command: SolveCommand, summary: string, limit: number): CommandSpec<SolveCliOptions> {
  return {
    summary,
    operands: FILES,
    options: [
      choiceOption('format', 'format', SOLVE_FORMATS, 'line (default), vector, json or grid (see Output)', 'F'),
      ENGINE,
      WORKERS,
      LIMIT,
      BATCH_TIMEOUT,
      CHUNK_SIZE,
      PROGRESS,
      NO_PROGRESS,
      QUIET,
    ],
    defaults: (cores) => ({ ...batchDefaults(cores), limit, format: 'line' }),
    check: (options) => {
      if (command === 'check' && options.limit < 2) throw new UsageError('check needs --limit of at least 2 to tell unique from multiple');
    },
    run: async (options, io, hooks) => (await import('./batch.js')).runSolve(command, options, io, hooks),
  };
}

/** rate's and explain's --format. */
const RATE_FORMAT = choiceOption('format', 'format', RATE_FORMATS, 'line (default) or json (see Output)', 'F');

/** Every command, in the order --help lists them. */
export const COMMANDS = {
  solve: solveCommand('solve', 'the first solution of each puzzle', 1),
  count: solveCommand('count', 'the number of solutions of each puzzle, stopping at --limit', 2),
  check: solveCommand('check', 'is each puzzle valid and uniquely solvable?', 2),
  rate: {
    summary: 'Sudoku Explainer rating (ER/EP/ED) and hardest technique of each puzzle',
    operands: FILES,
    options: [RATE_FORMAT, SCALE, ENGINE, WORKERS, BATCH_TIMEOUT, CHUNK_SIZE, PROGRESS, NO_PROGRESS, LOG_PROGRESS, QUIET],
    defaults: (cores) => ({ ...batchDefaults(cores), format: 'line', scale: DEFAULT_SCALE, logProgress: false }),
    run: async (options, io, hooks) => (await import('./batch.js')).runRate(options, io, hooks),
  } satisfies CommandSpec<RateCliOptions>,
  explain: {
    summary: 'the steps a person takes to solve one puzzle',
    about: 'The steps a person takes to solve one puzzle, one per line, then its rating.\nPUZZLE is the puzzle text, or a file whose first puzzle line is taken.',
    operands: PUZZLE,
    options: [RATE_FORMAT, SCALE, ENGINE, timeoutOption('stop explaining after MS milliseconds')],
    defaults: () => ({ puzzle: '', engine: 'auto', format: 'line', scale: DEFAULT_SCALE, timeoutMs: 0 }),
    run: async (options, io) => (await import('./explain.js')).runExplain(io, options),
  } satisfies CommandSpec<ExplainCliOptions>,
  generate: {
    summary: 'new puzzles with one solution (--count, --level, --er, --symmetry,\n--size, --seed, --format line|vector|json; see generate --help)',
    about:
      'Prints new puzzles, one per line, each with exactly one solution (proved by\n' +
      'the engine), minimal unless --not-minimal. Puzzle i of a run has seed\n' +
      'SEED + i, so a seed gives the same lines whatever the number of workers.',
    notes: 'A summary goes to stderr; a progress bar too when stderr is a terminal.\nExit status: 0, 1 if any puzzle timed out, 2 for bad usage.',
    operands: NONE,
    options: [
      COUNT,
      SIZE,
      LEVEL,
      ER,
      SCALE,
      SYMMETRY,
      CLUES,
      NOT_MINIMAL,
      NO_RATING,
      SEED,
      choiceOption(
        'format',
        'format',
        GENERATE_FORMATS,
        'line (default): the puzzle; vector: puzzle:1:solution;\njson: one object per line with solution, clues, er, level, seed',
        'F',
      ),
      timeoutOption("give up on a puzzle after MS ms (line 'timeout')"),
      WORKERS,
      ENGINE,
      PROGRESS,
      NO_PROGRESS,
      QUIET,
    ],
    defaults: (cores) => ({
      count: 1,
      size: 9,
      symmetry: 'none',
      minimal: true,
      rate: true,
      format: 'line',
      engine: 'auto',
      workers: cores,
      timeoutMs: 0,
      progress: true,
      quiet: false,
    }),
    check: (options) => {
      if (options.level !== undefined && options.er !== undefined) throw new UsageError('give either --level or --er, not both');
      checkSeedRun(options.seed, options.count);
    },
    run: async (options, io) => (await import('./generate.js')).runGenerate(options, io),
  } satisfies CommandSpec<GenerateCliOptions>,
  demo: {
    summary: "solve a few example boards and compare WASM and JS speed",
    operands: NONE,
    options: [ENGINE],
    defaults: () => ({ engine: 'auto' }),
    run: async (options, io) => (await import('./demo.js')).runDemo(io.stdout, options),
  } satisfies CommandSpec<DemoCliOptions>,
};

export type CommandName = keyof typeof COMMANDS;

/** The options type of command `C`. */
export type OptionsOf<C extends CommandName> = (typeof COMMANDS)[C] extends CommandSpec<infer O> ? O : never;

/** A command to run with its checked options. */
export type Invocation = { [C in CommandName]: { command: C; options: OptionsOf<C> } }[CommandName];

/** The row of `name`, or undefined for a word that is no command. */
export function commandSpec(name: string): CommandSpec<unknown> | undefined {
  return Object.hasOwn(COMMANDS, name) ? (COMMANDS[name as CommandName] as CommandSpec<unknown>) : undefined;
}
