/**
 * `sudoku-wasm` from argv to exit status: parse the options, pick the engine,
 * stream the inputs through the worker pool, print results in order, report.
 * Never throws: every failure becomes one stderr line and an exit status.
 */
import { availableParallelism } from 'node:os';
import { parseArgs, UsageError, type CliOptions, type Command } from './args.js';
import { HELP_TEXT, packageVersion } from './help.js';
import { checkInputs, inputNames, openInputs, totalInputBytes } from './sources.js';
import { createWriter } from './writer.js';
import { ProgressBar } from './progress.js';
import { summaryText } from './summary.js';
import { runPipeline } from './pool/pipeline.js';
import { addTally, emptyTally, statusCount, type JobSettings, type TestHooks } from './pool/protocol.js';
import { makeRunner, pickEngine } from './pool/runner.js';
import { dropPrestarted } from './pool/spawn.js';

/** Exit statuses (documented in the help text). */
export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;

/** The pool job each batch command runs (src/cli/pool/jobs.ts): a new pool command adds its line. */
const JOB_OF_COMMAND: Readonly<Record<BatchCommand, string>> = {
  solve: 'solve',
  count: 'solve',
  check: 'solve',
  rate: 'rate',
};

/** The commands that stream files through the pool (demo and explain print one puzzle). */
type BatchCommand = Exclude<Command, 'demo' | 'explain'>;

/** The settings every chunk of the run carries to its job handler. */
function jobSettings(options: CliOptions, command: BatchCommand): JobSettings {
  return {
    job: JOB_OF_COMMAND[command],
    command,
    format: options.format,
    // A vector line claims an exact count, so vectors always count to at least 2.
    limit: options.format === 'vector' ? Math.max(2, options.limit) : options.limit,
    timeoutMs: options.timeoutMs,
  };
}

/** Invalid-line warnings printed before the rest are only counted. */
const MAX_PROBLEM_LINES = 100;

/** The streams main() talks to (the real process ones by default). */
export interface CliIo {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

/**
 * Runs the CLI for `argv` (without node and script); resolves to the exit
 * status. `hooks` are for tests only (see TestHooks); the bin passes none.
 */
export async function main(argv: readonly string[], io: CliIo = process, hooks: TestHooks = {}): Promise<number> {
  // generate reads no input: its own options and run (src/cli/generate.ts).
  if (argv[0] === 'generate') return (await import('./generate.js')).runGenerateCommand(argv.slice(1), io);
  let options: CliOptions;
  try {
    options = parseArgs(argv, availableParallelism());
    if (options.help) {
      io.stdout.write(HELP_TEXT);
      return EXIT_OK;
    }
    if (options.version) {
      io.stdout.write(packageVersion() + '\n');
      return EXIT_OK;
    }
    if (options.command !== 'demo' && options.command !== 'explain') checkInputs(inputNames(options.files));
  } catch (e) {
    if (e instanceof UsageError) return usageFailure(io, e.message + " (see 'sudoku-wasm --help')");
    throw e;
  }
  try {
    if (options.command === 'demo') {
      // Loaded only here: the demo pulls in the whole solver, which a batch run's main thread never needs.
      const { runDemo } = await import('./demo.js');
      return await runDemo(io.stdout, options);
    }
    if (options.command === 'explain') {
      const { runExplain } = await import('./explain.js');
      return await runExplain(io, options);
    }
    return await runBatch(options, options.command, io, hooks);
  } catch (e) {
    return usageFailure(io, e instanceof Error ? e.message : String(e));
  }
}

function usageFailure(io: CliIo, message: string): number {
  io.stderr.write(`sudoku-wasm: ${message.split('\n')[0]}\n`);
  return EXIT_USAGE;
}

async function runBatch(options: CliOptions, command: BatchCommand, io: CliIo, hooks: TestHooks): Promise<number> {
  const started = performance.now();
  const engine = await pickEngine(options.engine);
  const settings = jobSettings(options, command);
  const runner = await makeRunner(options.workers, engine, hooks);
  const names = inputNames(options.files);
  if (names.includes('-') && process.stdin.isTTY === true && !options.quiet) {
    io.stderr.write('sudoku-wasm: reading puzzles from the terminal, one per line (Ctrl-D ends)\n');
  }
  const writer = createWriter(io.stdout);
  const showProgress = options.progress && !options.quiet && io.stderr.isTTY === true;
  const bar = showProgress ? new ProgressBar(io.stderr) : undefined;
  const totalBytes = showProgress ? totalInputBytes(names) : 0;
  const read = { bytes: 0, records: 0 };
  const tally = emptyTally();
  let problemsShown = 0;
  try {
    await runPipeline(
      openInputs(names, options.chunkSize, read),
      {
        runner,
        settings,
        chunkSize: options.chunkSize,
        // Per worker: one being solved, one waiting in its queue, one result on its
        // way back or waiting its turn to be written.
        maxInFlight: Math.max(2, runner.workers * 3 + 1),
        ...(hooks.crashChunk !== undefined ? { crashChunk: hooks.crashChunk } : {}),
        write: (text) => writer.write(text),
        stopped: () => writer.broken,
        onResult: (result, source) => {
          addTally(tally, result.tally);
          if (!options.quiet) {
            for (const p of result.problems) {
              if (problemsShown++ >= MAX_PROBLEM_LINES) continue;
              bar?.clear();
              io.stderr.write(`sudoku-wasm: ${source}:${p.line}: invalid: ${p.message}\n`);
            }
          }
          bar?.update({ done: tally.puzzles, read: read.records, bytesRead: read.bytes, totalBytes, elapsedMs: performance.now() - started });
        },
      },
    );
  } finally {
    await runner.close();
    await dropPrestarted();
    bar?.clear();
  }
  if (writer.error !== undefined) throw writer.error;
  if (writer.broken) return EXIT_OK; // the reader went away (| head): stop quietly
  await writer.finish();
  if (!options.quiet) {
    if (problemsShown > MAX_PROBLEM_LINES) {
      io.stderr.write(`sudoku-wasm: ${problemsShown - MAX_PROBLEM_LINES} more invalid lines not shown\n`);
    }
    io.stderr.write(
      summaryText(tally, {
        command: options.command,
        elapsedMs: performance.now() - started,
        engine: engine.kind,
        workers: runner.workers,
        limit: settings.limit,
        restarts: runner.restarts(),
      }),
    );
  }
  return statusCount(tally, 'invalid') > 0 ? EXIT_INVALID : EXIT_OK;
}
