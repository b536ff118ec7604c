// The worker count and the memory it costs: a --workers above the core count is
// clamped, work in flight is bounded for the whole pool, and no count makes Node
// print a listener-leak warning.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { chunksInFlight, MAX_LINES_IN_FLIGHT } from '../src/cli/pool/pipeline.js';
import { workerThreads } from '../src/cli/pool/worker-count.js';
import { createWriter } from '../src/cli/writer.js';
import { ROOT, ensureBuilt, runCli } from './cli-helpers.js';

const TMP = mkdtempSync(join(tmpdir(), 'sudoku-workers-'));
const PUZZLES = join(TMP, 'puzzles.txt');
/** Prints the process's peak RSS (all its threads) on exit, for the parent to read. */
const PEAK_RSS_HOOK = join(TMP, 'peak-rss.mjs');
/** The limit the 64-worker run must stay under, threads and all. */
const PEAK_RSS_LIMIT_KB = 400 * 1024;

beforeAll(() => {
  ensureBuilt();
  writeFileSync(PUZZLES, readFileSync(ROOT + 'test/data/sample-2000.txt', 'utf8').repeat(10));
  writeFileSync(
    PEAK_RSS_HOOK,
    "import { isMainThread } from 'node:worker_threads';\n" +
      "if (isMainThread) process.on('exit', () => process.stderr.write(`peak-rss-kb ${process.resourceUsage().maxRSS}\\n`));\n",
  );
});

describe('worker count', () => {
  it('clamps a count above the cores to the cores, and keeps 0 (the main thread)', () => {
    expect(workerThreads(64, 2)).toBe(2);
    expect(workerThreads(3, 8)).toBe(3);
    expect(workerThreads(0, 2)).toBe(0);
    expect(workerThreads(4, 0)).toBe(1);
  });

  it('bounds the lines in flight for the whole pool, whatever the workers and chunk size', () => {
    for (const workers of [0, 1, 2, 16, 64, 1024]) {
      for (const chunkSize of [1, 10, 1024, 100_000, 1_000_000]) {
        const chunks = chunksInFlight(workers, chunkSize);
        expect(chunks).toBeGreaterThanOrEqual(2);
        expect(chunks * chunkSize).toBeLessThanOrEqual(Math.max(MAX_LINES_IN_FLIGHT, 2 * chunkSize));
      }
    }
    // The default chunk on a small machine keeps its three chunks per worker.
    expect(chunksInFlight(2, 1024)).toBe(7);
  });

  it('adds its error listener to stdout without a leak warning, however many pipes share it', async () => {
    const stdout = new PassThrough();
    // What 20 worker threads' stdio pipes leave on the process's stdout.
    stdout.setMaxListeners(Infinity);
    for (let i = 0; i < 20; i++) stdout.on('error', () => {});
    stdout.setMaxListeners(10);
    const warnings: Error[] = [];
    const onWarning = (w: Error): number => warnings.push(w);
    process.on('warning', onWarning);
    try {
      createWriter(stdout as unknown as NodeJS.WritableStream);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((w) => w.name)).toEqual([]);
    expect(stdout.getMaxListeners()).toBe(10);
  });

  it(`runs --workers 64 within ${PEAK_RSS_LIMIT_KB / 1024} MB, with one note and no warning, printing what 1 worker prints`, async () => {
    const options = { env: { NODE_OPTIONS: `--import ${pathToFileURL(PEAK_RSS_HOOK).href}` } };
    const many = await runCli(['solve', '--workers', '64', '--chunk-size', '10', PUZZLES], options);
    const one = await runCli(['solve', '--workers', '1', '-q', PUZZLES]);
    expect(many.code).toBe(0);
    expect(many.stdout).toBe(one.stdout);
    expect(many.stdout.split('\n')).toHaveLength(20_001);
    const peak = Number(/^peak-rss-kb (\d+)$/m.exec(many.stderr)?.[1]);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThan(PEAK_RSS_LIMIT_KB);
    const cores = availableParallelism();
    const note = cores < 64 ? [`sudoku-wasm: --workers 64 is more than the ${cores} cores here: using ${cores}`] : [];
    const lines = many.stderr.split('\n').filter((l) => l !== '' && !l.startsWith('peak-rss-kb'));
    expect(lines.slice(0, note.length)).toEqual(note);
    expect(lines.slice(note.length).join('\n')).toMatch(/^sudoku-wasm solve: 20000 puzzles: 20000 solved[^\n]*\nelapsed [^\n]*\d+ workers$/);
    expect(many.stderr).not.toMatch(/Warning|\n\s+at /);
  });

  it('says nothing of the clamp with --quiet', async () => {
    const input = readFileSync(ROOT + 'test/data/sample-2000.txt', 'utf8').split('\n').slice(0, 40).join('\n');
    const r = await runCli(['solve', '--workers', '1024', '-q'], { input });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });
});
