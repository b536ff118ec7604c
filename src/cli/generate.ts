/**
 * `sudoku-wasm generate`: new puzzles on every core, streamed in order.
 *
 * The run is a stream of seeds (seed, seed + 1, …, one record each) through
 * the same worker pool, ordering, progress and summary machinery as `solve`;
 * each worker makes the puzzle of each seed it gets (generate-job.ts). A
 * puzzle depends on its seed and the options only, so the output is the same
 * for any --workers.
 */
import type { CliIo, GenerateCliOptions } from './command-options.js';
import { EXIT_INVALID, EXIT_OK } from './exit.js';
import { generateProblemLine, generateSummaryText } from './formats.js';
import type { GenerateSettings } from './generate-job.js';
import { MAX_SEED, UsageError } from './options.js';
import { createWriter } from './writer.js';
import { ProgressBar } from './progress.js';
import { chunksInFlight, runPipeline, type SourceRecords } from './pool/pipeline.js';
import { addTally, emptyTally, statusCount } from './pool/protocol.js';
import { makeRunner, pickEngine } from './pool/runner.js';
import { dropPrestarted } from './pool/spawn.js';
import { threadsToStart } from './pool/worker-count.js';
import type { PuzzleRecord } from './lines.js';
import { checkOptions, type GenerateOptions } from '../generate/options.js';
import { GENERATE_LEVELS, freshSeed, puzzleSeed } from '../generate/generate.js';

/**
 * Runs `generate`; resolves to the exit status: 0, or 1 when a puzzle timed
 * out. A combination of options the library refuses is a `UsageError`.
 */
export async function runGenerate(cli: GenerateCliOptions, io: CliIo): Promise<number> {
  // A fresh first seed leaves room for the whole run below 2^32 (see checkSeedRun in commands.ts).
  const seed = cli.seed ?? freshSeed() % (MAX_SEED + 2 - cli.count);
  const options = libraryOptions(cli);
  try {
    // Checked here, once, so a bad combination is one usage line, not a line per puzzle.
    checkOptions({ ...options, seed }, GENERATE_LEVELS, freshSeed);
  } catch (e) {
    if (e instanceof RangeError) throw new UsageError(e.message.replace(/^generate: /, ''));
    throw e;
  }
  return produce(cli, seed, options, io);
}

/** The library's options for one puzzle of the run (the seed is per puzzle). */
function libraryOptions(cli: GenerateCliOptions): GenerateOptions {
  return {
    size: cli.size,
    symmetry: cli.symmetry,
    minimal: cli.minimal,
    rate: cli.rate,
    ...(cli.level !== undefined ? { level: cli.level } : {}),
    ...(cli.er !== undefined ? { er: cli.er } : {}),
    ...(cli.scale !== undefined ? { scale: cli.scale } : {}),
    ...(cli.clues !== undefined ? { clues: cli.clues } : {}),
    ...(cli.timeoutMs > 0 ? { timeoutMs: cli.timeoutMs } : {}),
  };
}

/** Seeds per chunk: one when each puzzle may take long (a band, a clue target, 16×16 and up). */
function chunkSizeFor(options: GenerateOptions): number {
  const slow = options.level !== undefined || options.er !== undefined || options.clues !== undefined || (options.size ?? 9) > 9;
  return slow ? 1 : 16;
}

/** The run's seeds as pool input: record i (line i + 1) holds seed + i. */
async function* seedRecords(count: number, firstSeed: number, chunkSize: number, issued: { n: number }): AsyncGenerator<SourceRecords> {
  async function* items(): AsyncGenerator<{ records: PuzzleRecord[] }> {
    for (let from = 0; from < count; from += chunkSize) {
      const records: PuzzleRecord[] = [];
      for (let i = from; i < Math.min(count, from + chunkSize); i++) records.push({ line: i + 1, text: String(puzzleSeed(firstSeed, i)) });
      issued.n += records.length;
      yield { records };
    }
  }
  yield { source: 'generate', items: items() };
}

async function produce(cli: GenerateCliOptions, seed: number, options: GenerateOptions, io: CliIo): Promise<number> {
  const started = performance.now();
  const engine = await pickEngine(cli.engine);
  const settings: GenerateSettings = { job: 'generate', options, format: cli.format };
  const runner = await makeRunner(threadsToStart(cli.workers, io.stderr, cli.quiet), engine);
  const writer = createWriter(io.stdout);
  const bar = cli.progress && !cli.quiet && io.stderr.isTTY === true ? new ProgressBar(io.stderr) : undefined;
  const chunkSize = chunkSizeFor(options);
  const issued = { n: 0 };
  const tally = emptyTally();
  try {
    await runPipeline(seedRecords(cli.count, seed, chunkSize, issued), {
      runner,
      settings,
      chunkSize,
      maxInFlight: chunksInFlight(runner.workers, chunkSize),
      write: (text) => writer.write(text),
      stopped: () => writer.broken,
      onResult: (result) => {
        addTally(tally, result.tally);
        for (const p of result.problems) {
          bar?.clear();
          if (!cli.quiet) io.stderr.write(generateProblemLine(p.line, p.message));
        }
        // The count is known: seeds issued stand in for bytes read, so the bar's total is exact.
        bar?.update({ done: tally.puzzles, read: issued.n, bytesRead: issued.n, totalBytes: cli.count, elapsedMs: performance.now() - started });
      },
    });
  } finally {
    await runner.close();
    await dropPrestarted();
    bar?.clear();
  }
  if (writer.error !== undefined) throw writer.error;
  if (writer.broken) return EXIT_OK;
  await writer.finish();
  if (!cli.quiet) io.stderr.write(generateSummaryText(tally, seed, performance.now() - started, engine.kind, runner.workers));
  return statusCount(tally, 'generated') === tally.puzzles ? EXIT_OK : EXIT_INVALID;
}
