/**
 * `sudoku-wasm generate`: new puzzles on every core, streamed in order.
 *
 * The run is a stream of seeds (seed, seed + 1, …, one record each) through
 * the same worker pool, ordering, progress and summary machinery as `solve`;
 * each worker makes the puzzle of each seed it gets (generate-job.ts). A
 * puzzle depends on its seed and the options only, so the output is the same
 * for any --workers.
 */
import { availableParallelism } from 'node:os';
import { UsageError } from './args.js';
import { GENERATE_HELP, parseGenerateArgs, type GenerateCliOptions } from './generate-args.js';
import type { GenerateJobExtra } from './generate-job.js';
import { createWriter } from './writer.js';
import { ProgressBar } from './progress.js';
import { groupThousands } from './numbers.js';
import { runPipeline, type SourceRecords } from './pool/pipeline.js';
import { addTally, emptyTally, statusCount, type JobSettings, type Tally } from './pool/protocol.js';
import { makeRunner, pickEngine } from './pool/runner.js';
import { dropPrestarted } from './pool/spawn.js';
import type { PuzzleRecord } from './lines.js';
import { checkOptions, type GenerateOptions } from '../generate/options.js';
import { GENERATE_LEVELS, freshSeed, puzzleSeed } from '../generate/generate.js';

/** The streams the command talks to. */
export interface GenerateIo {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

/**
 * Runs `generate` with `argv` (the words after the command); resolves to the
 * exit status: 0, 1 when a puzzle timed out, 2 for bad usage.
 */
export async function runGenerateCommand(argv: readonly string[], io: GenerateIo = process): Promise<number> {
  let cli: GenerateCliOptions;
  let options: GenerateOptions;
  try {
    cli = parseGenerateArgs(argv, availableParallelism());
    if (cli.help) {
      io.stdout.write(GENERATE_HELP);
      return 0;
    }
    cli.seed ??= freshSeed();
    options = libraryOptions(cli);
    // Checked here, once, so a bad combination is one usage line, not a line per puzzle.
    checkOptions({ ...options, seed: cli.seed }, GENERATE_LEVELS, freshSeed);
  } catch (e) {
    if (e instanceof UsageError || e instanceof RangeError) {
      io.stderr.write(`sudoku-wasm: ${e.message.replace(/^generate: /, '')} (see 'sudoku-wasm generate --help')\n`);
      return 2;
    }
    throw e;
  }
  try {
    return await runGenerate(cli, cli.seed, options, io);
  } catch (e) {
    io.stderr.write(`sudoku-wasm: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}\n`);
    return 2;
  }
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

async function runGenerate(cli: GenerateCliOptions, seed: number, options: GenerateOptions, io: GenerateIo): Promise<number> {
  const started = performance.now();
  const engine = await pickEngine(cli.engine);
  const extra: GenerateJobExtra = { options, format: cli.format };
  const settings: JobSettings = {
    job: 'generate', command: 'solve', format: 'line', limit: 2, timeoutMs: cli.timeoutMs,
    extra: extra as unknown as Record<string, unknown>,
  };
  const runner = await makeRunner(cli.workers, engine);
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
      maxInFlight: Math.max(2, runner.workers * 3 + 1),
      write: (text) => writer.write(text),
      stopped: () => writer.broken,
      onResult: (result) => {
        addTally(tally, result.tally);
        for (const p of result.problems) {
          bar?.clear();
          if (!cli.quiet) io.stderr.write(`sudoku-wasm: generate: puzzle ${p.line}: ${p.message}\n`);
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
  if (writer.broken) return 0;
  await writer.finish();
  if (!cli.quiet) io.stderr.write(summary(tally, seed, performance.now() - started, engine.kind, runner.workers));
  return statusCount(tally, 'generated') === tally.puzzles ? 0 : 1;
}

/**
 * Two lines on stderr, e.g.
 * ```
 * sudoku-wasm generate: 1000 puzzles: 1000 generated, 0 timeout (seed 42)
 * elapsed 0.61 s, 1,639 puzzles/s, engine wasm, 2 workers
 * ```
 */
function summary(t: Tally, seed: number, elapsedMs: number, engine: string, workers: number): string {
  const seconds = elapsedMs / 1000;
  const rate = seconds > 0 ? Math.round(t.puzzles / seconds) : 0;
  const threads = workers === 0 ? 'main thread' : `${workers} worker${workers === 1 ? '' : 's'}`;
  const others = Object.keys(t.statuses).filter((s) => s !== 'generated' && s !== 'timeout').map((s) => `, ${statusCount(t, s)} ${s}`).join('');
  return (
    `sudoku-wasm generate: ${t.puzzles} puzzles: ${statusCount(t, 'generated')} generated, ${statusCount(t, 'timeout')} timeout${others} (seed ${seed})\n` +
    `elapsed ${seconds.toFixed(2)} s, ${groupThousands(rate)} puzzles/s, engine ${engine}, ${threads}\n`
  );
}
