// Unit tests of the batch machinery: reorder buffer, pipeline backpressure and
// order, and the worker pool's replace-and-redo (with tiny eval'd workers, no engine).
import { describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { ReorderBuffer } from '../src/reorder.js';
import { runPipeline, type SourceRecords } from '../src/cli/pool/pipeline.js';
import { WorkerPool, type ChunkRunner } from '../src/cli/pool/pool.js';
import { emptyTally, requestRecords, type ChunkRequest, type ChunkResult } from '../src/cli/pool/protocol.js';
import type { SolveSettings } from '../src/cli/solve/job.js';
import type { InputItem } from '../src/cli/input.js';
import type { PuzzleRecord } from '../src/cli/lines.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
const settings: SolveSettings = { job: 'solve', command: 'solve', format: 'line', limit: 1, timeoutMs: 0 };

/** A result whose text is each record's line number (what an echoing worker would print). */
function echo(request: ChunkRequest): ChunkResult {
  const records = requestRecords(request);
  const tally = emptyTally();
  tally.puzzles = records.length;
  return { type: 'result', seq: request.seq, output: encode(records.map((r) => `${r.line}\n`).join('')), tally, problems: [] };
}

/** `n` records in read batches of 1..13 (so chunks must be cut across batches). */
async function* source(n: number, name = 'f'): AsyncGenerator<SourceRecords> {
  async function* recs(): AsyncGenerator<InputItem> {
    let i = 1;
    for (let size = 1; i <= n; size = (size % 13) + 1) {
      const batch: PuzzleRecord[] = [];
      for (; batch.length < size && i <= n; i++) batch.push({ line: i, text: 'x' });
      yield { records: batch };
    }
  }
  yield { source: name, items: recs() };
}

describe('ReorderBuffer', () => {
  it('hands results out in sequence whatever the arrival order', () => {
    const b = new ReorderBuffer<string>();
    b.put(2, 'c');
    b.put(1, 'b');
    expect(b.take()).toBeUndefined();
    b.put(0, 'a');
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual(['a', 'b', 'c', undefined]);
    expect(() => b.put(1, 'again')).toThrow(/twice/);
  });
});

describe('runPipeline', () => {
  it('keeps order with out-of-order completion and never exceeds the in-flight bound', async () => {
    let inFlight = 0;
    let maxSeen = 0;
    const runner: ChunkRunner = {
      workers: 3,
      async run(request) {
        inFlight++;
        maxSeen = Math.max(maxSeen, inFlight);
        await new Promise((r) => setTimeout(r, (request.seq * 7) % 5));
        inFlight--;
        return echo(request);
      },
      async close() {},
      restarts: () => 0,
    };
    let out = '';
    const sources: string[] = [];
    await runPipeline(source(1000), {
      runner,
      settings,
      chunkSize: 7,
      maxInFlight: 4,
      write: async (t) => {
        out += decode(t);
        await new Promise((r) => setTimeout(r, 0));
      },
      onResult: (_r, s) => sources.push(s),
      stopped: () => false,
    });
    expect(out).toBe(Array.from({ length: 1000 }, (_, i) => `${i + 1}\n`).join(''));
    expect(maxSeen).toBeLessThanOrEqual(4);
    expect(sources).toHaveLength(Math.ceil(1000 / 7));
  });

  it('stops pulling input once the sink is gone', async () => {
    let pulled = 0;
    async function* endless(): AsyncGenerator<SourceRecords> {
      async function* recs(): AsyncGenerator<InputItem> {
        for (let i = 1; ; i++) {
          pulled++;
          yield { records: [{ line: i, text: 'x' }] };
        }
      }
      yield { source: '-', items: recs() };
    }
    let writes = 0;
    const runner: ChunkRunner = { workers: 1, run: async (r) => echo(r), close: async () => {}, restarts: () => 0 };
    await runPipeline(endless(), {
      runner,
      settings,
      chunkSize: 10,
      maxInFlight: 2,
      write: async () => {
        writes++;
      },
      onResult: () => {},
      stopped: () => writes >= 3,
    });
    expect(pulled).toBeLessThan(100);
  });

  it('rejects when the runner fails', async () => {
    const runner: ChunkRunner = {
      workers: 1,
      run: async () => {
        throw new Error('engine gone');
      },
      close: async () => {},
      restarts: () => 0,
    };
    await expect(
      runPipeline(source(50), { runner, settings, chunkSize: 10, maxInFlight: 2, write: async () => {}, onResult: () => {}, stopped: () => false }),
    ).rejects.toThrow('engine gone');
  });
});

/**
 * An eval'd worker speaking the pool protocol: echoes line numbers; exits when
 * a chunk says crash or holds line 13 (a "poison" puzzle); `failInit` never starts.
 */
function fakeWorker(mode: 'ok' | 'failInit' = 'ok'): Worker {
  const code = `
    const { parentPort } = require('node:worker_threads');
    parentPort.on('message', (m) => {
      if (m.type === 'init') {
        if (${mode === 'failInit'}) process.exit(3);
        parentPort.postMessage({ type: 'ready', engine: 'js' });
        return;
      }
      if (m.crash || m.records.some((r) => r.line === 13)) process.exit(70);
      const text = m.records.map((r) => r.line + '\\n').join('');
      const tally = { puzzles: m.records.length, statuses: {}, guesses: 0, counts: {} };
      parentPort.postMessage({ type: 'result', seq: m.seq, output: new TextEncoder().encode(text), tally, problems: [] });
    });`;
  return new Worker(code, { eval: true });
}

const giveUp = (request: ChunkRequest): ChunkResult => {
  const r = echo(request);
  return { ...r, output: encode(requestRecords(request).map((x) => `crashed ${x.line}\n`).join('')) };
};

describe('WorkerPool', () => {
  it('replaces a dead worker and redoes its chunk once', async () => {
    const pool = new WorkerPool({ size: 2, init: { type: 'init', engine: 'js' }, giveUp, spawn: () => fakeWorker() });
    const recs = (from: number): PuzzleRecord[] => [0, 1, 2].map((i) => ({ line: from + i, text: 'x' }));
    const results = await Promise.all([
      pool.run({ type: 'chunk', seq: 0, settings, records: recs(1) }),
      pool.run({ type: 'chunk', seq: 1, settings, records: recs(4), crash: true }),
      pool.run({ type: 'chunk', seq: 2, settings, records: recs(7) }),
    ]);
    expect(results.map((r) => decode(r.output)).join('')).toBe('1\n2\n3\n4\n5\n6\n7\n8\n9\n');
    expect(pool.restarts()).toBe(1);
    await pool.close();
  });

  it('requeues the chunks waiting behind the one that killed the worker, unblamed', async () => {
    // One worker holds two chunks at a time: when it dies on one, the next was never run.
    const pool = new WorkerPool({ size: 1, init: { type: 'init', engine: 'js' }, giveUp, spawn: () => fakeWorker() });
    const recs = (from: number): PuzzleRecord[] => [0, 1].map((i) => ({ line: from + i, text: 'x' }));
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((seq) => pool.run({ type: 'chunk', seq, settings, records: recs(seq * 2 + 1), crash: seq === 2 })),
    );
    expect(results.map((r) => decode(r.output)).join('')).toBe('1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n');
    expect(results.map((r) => r.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(pool.restarts()).toBe(1);
    await pool.close();
  });

  it('splits a chunk that keeps killing workers down to the one poison line', async () => {
    const pool = new WorkerPool({ size: 2, init: { type: 'init', engine: 'js' }, giveUp, spawn: () => fakeWorker() });
    const records = Array.from({ length: 20 }, (_, i) => ({ line: i + 1, text: 'x' }));
    const result = await pool.run({ type: 'chunk', seq: 5, settings, records });
    const expected = records.map((r) => (r.line === 13 ? 'crashed 13\n' : `${r.line}\n`)).join('');
    expect(decode(result.output)).toBe(expected);
    expect(result.seq).toBe(5);
    expect(result.tally.puzzles).toBe(20);
    await pool.close();
  });

  it('gives up with a reason when workers cannot start', async () => {
    const pool = new WorkerPool({ size: 1, init: { type: 'init', engine: 'js' }, giveUp, spawn: () => fakeWorker('failInit') });
    await expect(pool.run({ type: 'chunk', seq: 0, settings, records: [{ line: 1, text: 'x' }] })).rejects.toThrow(
      /keep dying before they start/,
    );
    await pool.close();
  });
});
