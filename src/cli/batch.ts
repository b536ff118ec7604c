/**
 * The commands that stream puzzle files through the worker pool (solve,
 * count, check, rate): pick the engine, read the inputs in chunks, let the
 * workers answer them, print the answers in input order, report.
 */
import type { BatchOptions, CliIo, RateCliOptions, SolveCliOptions } from './command-options.js';
import { EXIT_INVALID, EXIT_OK } from './exit.js';
import { moreProblemsLine, problemLine, summaryText, type RunKind, type SolveCommand } from './formats.js';
import { ProgressBar } from './progress.js';
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
  const settings: RateSettings = { job: 'rate', format: options.format, scale: options.scale, timeoutMs: options.timeoutMs };
  return runBatch(options, settings, { command: 'rate' }, io, hooks);
}

/** Streams the inputs through the pool's `settings.job`; resolves to the exit status. */
async function runBatch(
  options: BatchOptions,
  settings: JobSettings,
  kind: RunKind,
  io: CliIo,
  hooks: TestHooks,
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
  const showProgress = options.progress && !options.quiet && io.stderr.isTTY === true;
  const bar = showProgress ? new ProgressBar(io.stderr) : undefined;
  const totalBytes = showProgress ? totalInputBytes(names) : 0;
  const read = { bytes: 0, records: 0 };
  const tally = emptyTally();
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
        bar?.update({ done: tally.puzzles, read: read.records, bytesRead: read.bytes, totalBytes, elapsedMs: performance.now() - started });
      },
    });
  } finally {
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
