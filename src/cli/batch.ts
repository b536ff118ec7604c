/**
 * The commands that stream puzzle files through the worker pool (solve,
 * count, check, rate): pick the engine, read the inputs in chunks, let the
 * workers answer them, print the answers in input order, report.
 */
import type { BatchOptions, CliIo, RateCliOptions, SolveCliOptions } from './command-options.js';
import { EXIT_INVALID, EXIT_OK } from './exit.js';
import { moreProblemsLine, problemLine, summaryText, type RunKind, type SolveCommand } from './formats.js';
import { ProgressBar, ProgressLog, type ProgressState, type ProgressView } from './progress.js';
import { checkInputs, inputNames, openInputs, totalInputBytes } from './sources.js';
import { createWriter } from './writer.js';
import { isStdinName } from './file-errors.js';
import { chunksInFlight, runPipeline } from './pool/pipeline.js';
import { addTally, emptyTally, statusCount, type JobSettings, type TestHooks } from './pool/protocol.js';
import { makeRunner, pickEngine } from './pool/runner.js';
import { dropPrestarted } from './pool/spawn.js';
import { threadsToStart } from './pool/worker-count.js';
import type { SolveSettings } from './solve/job.js';
import type { RateSettings } from './rate-job.js';

/** Invalid-line warnings printed before the rest are only counted. */
const MAX_PROBLEM_LINES = 100;

/** Runs solve, count or check. */
export function runSolve(command: SolveCommand, options: SolveCliOptions, io: CliIo, hooks: TestHooks): Promise<number> {
  const settings: SolveSettings = {
    job: 'solve',
    command,
    format: options.format,
    // A vector line claims an exact count, so vectors always count to at least 2.
    limit: options.format === 'vector' ? Math.max(2, options.limit) : options.limit,
    timeoutMs: options.timeoutMs,
  };
  return runBatch(options, settings, { command, limit: settings.limit }, io, hooks);
}

/** Runs rate. */
export function runRate(options: RateCliOptions, io: CliIo, hooks: TestHooks): Promise<number> {
  const ratedCounter = new Int32Array(new SharedArrayBuffer(4));
  const settings: RateSettings = { job: 'rate', format: options.format, scale: options.scale, timeoutMs: options.timeoutMs, ratedCounter };
  return runBatch(options, settings, { command: 'rate' }, io, hooks, { answered: () => Atomics.load(ratedCounter, 0), log: options.logProgress });
}

/** How a job's progress is shown beyond the puzzles written. */
interface LiveProgress {
  /** Puzzles answered so far by every thread, chunks in progress included. */
  answered: () => number;
  /** Plain progress lines on stderr, terminal or not. */
  log: boolean;
}

/** How often a run with live progress redraws it when no chunk comes back. */
const LIVE_PROGRESS_MS = 1000;

/** The progress display of a run, if any: a bar on a terminal, or the log when asked. */
function progressView(options: BatchOptions, io: CliIo, command: string, log: boolean): ProgressView | undefined {
  if (options.quiet) return undefined;
  if (log) return new ProgressLog(io.stderr, command);
  return options.progress && io.stderr.isTTY === true ? new ProgressBar(io.stderr) : undefined;
}

/** Streams the inputs through the pool's `settings.job`; resolves to the exit status. */
async function runBatch(
  options: BatchOptions,
  settings: JobSettings,
  kind: RunKind,
  io: CliIo,
  hooks: TestHooks,
  live?: LiveProgress,
): Promise<number> {
  const names = inputNames(options.files);
  checkInputs(names);
  const started = performance.now();
  const engine = await pickEngine(options.engine);
  const runner = await makeRunner(threadsToStart(options.workers, io.stderr, options.quiet), engine, hooks);
  if (names.some(isStdinName) && process.stdin.isTTY === true && !options.quiet) {
    io.stderr.write('sudoku-wasm: reading puzzles from the terminal, one per line (Ctrl-D ends)\n');
  }
  const writer = createWriter(io.stdout);
  const bar = progressView(options, io, kind.command, live?.log === true);
  const totalBytes = bar !== undefined ? totalInputBytes(names) : 0;
  const read = { bytes: 0, records: 0 };
  const tally = emptyTally();
  const progress = (): ProgressState => ({
    // Puzzles answered ahead of the output (out of order, or inside a chunk) count too; never more than were read.
    done: Math.max(tally.puzzles, Math.min(live?.answered() ?? 0, read.records)),
    read: read.records,
    bytesRead: read.bytes,
    totalBytes,
    elapsedMs: performance.now() - started,
  });
  const ticker = bar !== undefined && live !== undefined ? setInterval(() => bar.update(progress()), LIVE_PROGRESS_MS) : undefined;
  ticker?.unref();
  let problemsShown = 0;
  try {
    await runPipeline(openInputs(names, options.chunkSize, read), {
      runner,
      settings,
      chunkSize: options.chunkSize,
      maxInFlight: chunksInFlight(runner.workers, options.chunkSize),
      ...(hooks.crashChunk !== undefined ? { crashChunk: hooks.crashChunk } : {}),
      write: (text) => writer.write(text),
      stopped: () => writer.broken,
      onResult: (result, source) => {
        addTally(tally, result.tally);
        if (!options.quiet) {
          for (const p of result.problems) {
            if (problemsShown++ >= MAX_PROBLEM_LINES) continue;
            bar?.clear();
            io.stderr.write(problemLine(source, p.line, p.message));
          }
        }
        bar?.update(progress());
      },
    });
  } finally {
    clearInterval(ticker);
    await runner.close();
    await dropPrestarted();
    bar?.clear();
  }
  if (writer.error !== undefined) throw writer.error;
  if (writer.broken) return EXIT_OK; // the reader went away (| head): stop quietly
  await writer.finish();
  if (!options.quiet) {
    if (problemsShown > MAX_PROBLEM_LINES) io.stderr.write(moreProblemsLine(problemsShown - MAX_PROBLEM_LINES));
    io.stderr.write(
      summaryText(tally, {
        ...kind,
        elapsedMs: performance.now() - started,
        engine: engine.kind,
        workers: runner.workers,
        restarts: runner.restarts(),
      }),
    );
  }
  return statusCount(tally, 'invalid') > 0 ? EXIT_INVALID : EXIT_OK;
}
