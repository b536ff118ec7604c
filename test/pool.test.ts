// The worker pool's parts that need no browser: options, chunks, the packed
// wire form, and the runner (order, progress, cancel, failures) over stand-in
// workers. The pool in Chromium, against one thread of the library, is
// test/e2e/pool.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { puzzleSeed } from '../src/generate/index.js';
import { format, parse, SudokuError, vectorLine, type SolveResult } from '../src/index.js';
import { puzzleLines } from '../src/lines.js';
import { checkPoolSize, chunkSizes, generateChunks, puzzleChunks, textChunks } from '../src/pool/batches.js';
import { SudokuPool } from '../src/pool/create-pool.js';
import type { AnswerMessage, ChunkMessage, InitMessage, ModuleMessage, SolveChunk } from '../src/pool/messages.js';
import { WorkerRunner, type ChunkBody, type PoolWorker } from '../src/pool/pool.js';
import { solveTextLines } from '../src/pool/solve-lines.js';
import { solvePuzzleText } from '../src/pool/solve-text.js';
import { appendSolveResults, chunkTransfers, packedBuffer, packPuzzleText, packResult, toWire } from '../src/pool/wire.js';
import type { Engine } from '../src/engine.js';
import { Solver } from '../src/solver.js';
import { isValidSolution } from '../src/validate.js';
import { SOLVING_ENGINES } from './support/engines.js';
import { readVectors } from './support/vectors.js';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

describe('createPool options', () => {
  it('sizes the pool by the cores, clamps more to them, and refuses what is no count', () => {
    expect(checkPoolSize({}, 8).workers).toBe(8);
    expect(checkPoolSize({}, undefined).workers).toBe(1);
    expect(checkPoolSize({ workers: 64 }, 2).workers).toBe(2);
    expect(checkPoolSize({ workers: 3 }, 8).workers).toBe(3);
    for (const workers of [0, -1, 1.5, Number.NaN, '2', null]) {
      expect(() => checkPoolSize({ workers: workers as number }, 2)).toThrow(RangeError);
    }
    expect(() => checkPoolSize({ workers: 0 }, 2)).toThrow('createPool: workers must be an integer from 1 up (more than the 2 cores is clamped to them), got 0');
  });

  it('checks the engine and the module, and sends a URL as text', () => {
    expect(() => checkPoolSize({ engine: 'gpu' as 'js' }, 2)).toThrow("createPool: engine must be 'auto', 'wasm' or 'js', got 'gpu'");
    expect(() => checkPoolSize({ wasm: 'fast' }, 2)).toThrow(/^createPool: wasm must be a build name \(release, /);
    expect(checkPoolSize({ wasm: new URL('https://example.com/x.wasm'), engine: 'wasm' }, 2).init).toEqual({
      type: 'init',
      engine: 'wasm',
      wasmUrl: 'https://example.com/x.wasm',
    });
    expect(checkPoolSize({ wasm: 'release' }, 2).init).toEqual({ type: 'init', engine: 'auto', wasm: 'release' });
  });
});

describe('chunks', () => {
  const sum = (sizes: number[]): number => sizes.reduce((a, b) => a + b, 0);

  it('cover the batch, reach every worker a few times, within each job’s bound', () => {
    for (const [job, most] of [['solve', 4096], ['solveText', 4096], ['rate', 64], ['generate', 32]] as const) {
      for (const total of [1, 3, 80, 1000, 2000, 20_000, 100_000]) {
        for (const workers of [1, 2, 8]) {
          const sizes = chunkSizes(job, total, workers);
          expect(sum(sizes)).toBe(total);
          // At least four chunks a worker, as far as whole items allow.
          expect(Math.max(...sizes)).toBeLessThanOrEqual(Math.min(most, Math.ceil(total / (4 * workers))));
          expect(Math.min(...sizes)).toBeGreaterThanOrEqual(1);
          // Growing at first, then never again: short at both ends.
          const peak = sizes.indexOf(Math.max(...sizes));
          expect(sizes.every((size, k) => k === 0 || (k <= peak ? size >= (sizes[k - 1] as number) : size <= (sizes[k - 1] as number)))).toBe(true);
        }
      }
    }
    expect(chunkSizes('solve', 80, 2)).toEqual(Array(8).fill(10));
    expect(chunkSizes('generate', 3, 8)).toEqual([1, 1, 1]);
  });

  it('are short at a long batch’s start and end, so no worker waits long for the first or for the others', () => {
    for (const [job, total, most] of [['solve', 20_000, 4096], ['solveText', 100_000, 4096], ['rate', 2000, 64], ['generate', 2000, 32]] as const) {
      const sizes = chunkSizes(job, total, 2);
      expect(sizes.slice(0, 2)).toEqual([most / 16, most / 16]);
      expect(sizes).toContain(Math.min(most, total / 8));
      // The last two chunks of each worker: a sixteenth of the most at most.
      for (const size of sizes.slice(-4)) expect(size).toBeLessThanOrEqual(most / 16);
    }
  });

  it('cut puzzles and text at the sizes given, in order, each chunk made later', () => {
    const list = Array.from({ length: 6 }, (_, k) => HARD.slice(0, 80) + String(k + 1));
    const made = puzzleChunks<SolveChunk>(list, [3, 2, 1], 'solve', (puzzles) => ({ job: 'solve', puzzles, limit: 1, timeoutMs: 0 }));
    const texts = made.chunks.map((chunk) => chunk().puzzles as { text: string });
    expect(texts.map((text) => text.text)).toEqual([list.slice(0, 3).join(''), list.slice(3, 5).join(''), list[5]]);
    const odd = [HARD, HARD, HARD, () => HARD, HARD] as unknown as string[];
    const withOdd = puzzleChunks<SolveChunk>(odd, [2, 2, 1], 'solve', (puzzles) => ({ job: 'solve', puzzles, limit: 1, timeoutMs: 0 }));
    for (const chunk of withOdd.chunks) chunk();
    expect([...withOdd.local.keys()]).toEqual([3]);
    const text = Array.from({ length: 3000 }, (_, k) => `# line ${k + 1}`).join('\n');
    const cut = textChunks(text, 2, 2, 0);
    const lines = cut.chunks.map((chunk) => chunk().lines);
    expect(lines.map((part) => part.lines)).toEqual(chunkSizes('solveText', 3000, 2));
    expect(lines.map((part) => part.text).join('')).toBe(text);
    expect(lines.map((part) => part.firstLine)).toEqual(lines.map((_, k) => 1 + sum(lines.slice(0, k).map((part) => part.lines))));
    for (const part of lines) expect(part.text.split('\n')[0]).toBe(`# line ${part.firstLine}`);
  });

  it('give generated puzzle i the seed puzzleSeed(seed, i), whatever the chunk sizes', () => {
    const seeds = (sizes: number[]): number[] => generateChunks(10, { seed: 4294967290 }, sizes).flatMap((chunk) => chunk.seeds);
    const expected = Array.from({ length: 10 }, (_, i) => puzzleSeed(4294967290, i));
    expect(seeds(Array(10).fill(1))).toEqual(expected);
    expect(seeds([3, 3, 3, 1])).toEqual(expected);
    expect(seeds(chunkSizes('generate', 10, 2))).toEqual(expected);
    expect(generateChunks(4, { seed: 7, level: 'hard', onProgress: () => undefined }, [4])[0]?.options).toEqual({ level: 'hard' });
    expect(() => generateChunks(1, { level: 'impossible' }, [1])).toThrow(RangeError);
  });
});

/** Every vector's puzzle, and puzzles the byte path must leave to the solver: other forms, bad symbols, not ASCII. */
const WIRE_SET = [
  ...readVectors().map((vector) => vector.puzzle),
  HARD.toLowerCase(),
  ` ${HARD} `,
  HARD.replace('4', 'é'),
  HARD.slice(0, 80),
  HARD.replace(/(.{9})/g, '$1\n').trim(),
  HARD.replace('4', 'Z'),
  'not a puzzle',
  '',
];

describe.each(SOLVING_ENGINES)('the packed wire form of solve results ($name)', ({ make }) => {
  const solveBoth = async (puzzles: string[], limit: number): Promise<{ packed: unknown[]; solver: SolveResult[] }> => {
    const engine = await make();
    const solver = new Solver(engine);
    const text = packPuzzleText(puzzles, 0, puzzles.length);
    if (text === undefined) throw new Error('strings must pack');
    const packed: unknown[] = [];
    appendSolveResults(packed, structuredClone(solvePuzzleText(engine, solver, structuredClone(text), limit, 0)));
    return { packed, solver: solver.solveBatch(puzzles, { limit }) };
  };

  it.each([1, 2])('gives back what solveBatch gives, limit %i, every solution valid', async (limit) => {
    const { packed, solver } = await solveBoth(WIRE_SET, limit);
    expect(packed).toEqual(solver);
    const statuses = new Set(packed.map((result) => (result as SolveResult).status));
    expect([...statuses].sort()).toEqual(limit === 1 ? ['invalid', 'solved', 'unsolvable'] : ['invalid', 'multiple', 'solved', 'unsolvable']);
    packed.forEach((result, k) => {
      if ((result as SolveResult).status !== 'solved') return;
      const given = parse(WIRE_SET[k] ?? '');
      expect(isValidSolution(given.cells, parse((result as { solution: string }).solution).cells, given.side), WIRE_SET[k]).toBe(true);
    });
    const invalid = packed[WIRE_SET.indexOf('not a puzzle')] as SolveResult;
    expect(invalid.status === 'invalid' && invalid.error instanceof SudokuError && invalid.error.code).toBe('BAD_LENGTH');
  });

  it('fills a group past one engine call and changes side within a chunk', async () => {
    const lines = readFileSync(new URL('data/sample-2000.txt', import.meta.url), 'utf8').split('\n').filter((line) => line.length === 81);
    const puzzles = [...lines.slice(0, 1500), WIRE_SET[0] ?? '', ...lines.slice(1500, 1700)];
    const { packed, solver } = await solveBoth(puzzles, 2);
    expect(packed).toEqual(solver);
  });
});

/**
 * A stand-in worker that answers text chunks as the pool's worker does
 * (solve-lines.ts on a real engine), each after `delay` ms so that the
 * chunks of two workers finish out of order.
 */
class TextWorker implements PoolWorker {
  onmessage: ((event: { data: AnswerMessage }) => void) | null = null;
  onerror: ((event: { message?: string; preventDefault(): void }) => void) | null = null;
  onmessageerror: ((event: unknown) => void) | null = null;
  private last = Promise.resolve();

  constructor(
    private readonly engine: Engine,
    private readonly delay: number,
    private readonly solver = new Solver(engine),
  ) {}

  postMessage(message: InitMessage | ModuleMessage | ChunkMessage): void {
    if (message.type !== 'chunk' || message.job !== 'solveText') return;
    // Its buffers cross as they do to a Web Worker: transferred both ways, detached on the side that sent them.
    const chunk = structuredClone(message, { transfer: chunkTransfers(message.lines) });
    this.last = this.last.then(async () => {
      await new Promise((done) => setTimeout(done, this.delay));
      const results = solveTextLines(this.engine, this.solver, chunk.lines, chunk.limit, chunk.timeoutMs);
      this.onmessage?.({ data: structuredClone({ type: 'answer', id: chunk.id, results }, { transfer: [results.buffer] }) });
    });
  }

  terminate(): void {}
}

/** What the page's batch box printed per puzzle line before the pool printed it: the judge of solveText. */
function expectedLine(line: string, result: SolveResult<string>, lineNumber: number, limit: number): string {
  if (result.status === 'invalid' && result.error.code !== 'DUPLICATE_GIVEN') return `# line ${lineNumber}: ${result.error.message}`;
  return vectorLine(format(parse(line), 'line'), result, limit);
}

/** A text with every kind of line: blanks, comments, CR LF, spaces around, other sides, clashes, several solutions, bad lines. */
const TEXT_LINES = [
  '# a comment',
  ...readVectors().map((vector) => vector.puzzle),
  '',
  `  ${HARD}\r`,
  HARD.toLowerCase(),
  '   # an indented comment',
  HARD.slice(0, 80),
  HARD.replace('4', 'Z'),
  HARD.slice(0, 9),
  '55' + '.'.repeat(79),
  '.'.repeat(81),
  '1..2....3.......',
  'not a puzzle',
  '\t',
];

describe.each(SOLVING_ENGINES)('solveText ($name)', ({ make }) => {
  /** The pool's answer to `text` on `workers` stand-in workers running the worker's text path. */
  const solveText = async (text: string, workers: number, options: { limit?: number } = {}) => {
    const engine = await make();
    const solver = new Solver(await make());
    const pool = new SudokuPool({ workers, init: INIT }, () => new TextWorker(engine, workers === 1 ? 0 : Math.floor(Math.random() * 3)));
    const progress: [number, number][] = [];
    const answer = await pool.solveText(text, { ...options, onProgress: (done, total) => progress.push([done, total]) });
    return { answer, progress, solver };
  };

  /** The judge: one line per puzzle line (puzzleLines' rule), each as Solver.solveBatch and vectorLine make it; solutions checked by the validator. */
  const expectLines = (text: string, got: string, solver: Solver, limit: number): void => {
    const numbered = text.split('\n').map((raw, k) => ({ line: raw.trim(), number: k + 1 })).filter(({ line }) => puzzleLines(line).length === 1);
    const results = solver.solveBatch(numbered.map(({ line }) => line), { limit });
    expect(got).toBe(numbered.map(({ line, number }, k) => expectedLine(line, results[k] as SolveResult<string>, number, limit) + '\n').join(''));
    for (const out of got.split('\n')) {
      const [puzzle, count, solution] = out.split(':');
      if (solution === undefined || puzzle === undefined || out.startsWith('#')) continue;
      expect(count).toBe('1');
      const given = parse(puzzle);
      expect(isValidSolution(given.cells, parse(solution).cells, given.side), puzzle).toBe(true);
    }
  };

  it.each([1, 2])('prints one line per puzzle line, in order, as one thread does (limit 2, %i worker(s)), with progress in lines', async (workers) => {
    const lines = readFileSync(new URL('data/sample-2000.txt', import.meta.url), 'utf8').split('\n').filter((line) => line.length === 81).slice(0, 1300);
    const text = [...lines.slice(0, 700), ...TEXT_LINES, ...lines.slice(700)].join('\n');
    const { answer, progress, solver } = await solveText(text, workers);
    expectLines(text, answer.text, solver, 2);
    const total = text.split('\n').length;
    expect(progress.at(-1)).toEqual([total, total]);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.every(([done], k) => k === 0 || done > (progress[k - 1]?.[0] ?? 0))).toBe(true);
    const puzzles = puzzleLines(text).length;
    expect(Object.values(answer.statuses).reduce((a, b) => a + b, 0)).toBe(puzzles);
    expect(answer.statuses.multiple).toBeGreaterThan(0);
    expect(answer.statuses.invalid).toBeGreaterThan(0);
    expect(answer.statuses.solved).toBeGreaterThan(1300);
  });

  it('limit 1, a text ending in a newline, a line that is not ASCII, and nothing at all', async () => {
    const text = [...TEXT_LINES, HARD.replace('4', 'é'), HARD, ''].join('\n');
    const { answer, solver } = await solveText(text, 2, { limit: 1 });
    expectLines(text, answer.text, solver, 1);
    expect(answer.text).toContain(`${HARD}:1+\n`);
    expect((await solveText('', 2)).answer).toEqual({ text: '', statuses: { solved: 0, multiple: 0, unsolvable: 0, timeout: 0, invalid: 0 } });
    expect((await solveText('# only a comment\n\n', 1)).answer.text).toBe('');
  });

  it('refuses what is no text and bad options, at the call', async () => {
    const engine = await make();
    const pool = new SudokuPool({ workers: 1, init: INIT }, () => new TextWorker(engine, 0));
    await expect(pool.solveText([HARD] as unknown as string)).rejects.toThrow('solveText: text must be a string of puzzle lines, got an array');
    await expect(pool.solveText(HARD, { limit: 0 })).rejects.toThrow(/^solveText: limit must be an integer from 1/);
  });
});

describe('the packed wire form, by hand', () => {
  it('carries every status the engine decides, and leaves the rest to objects', () => {
    const { buffer, numbers } = packedBuffer(3, 0);
    expect(packResult(numbers, 0, { status: 'timeout', count: 0, guesses: 9 })).toBe(true);
    expect(packResult(numbers, 1, { status: 'multiple', count: 2, guesses: 3 })).toBe(true);
    const invalid = { status: 'invalid', error: new SudokuError('BAD_LENGTH', 'short'), count: 0, guesses: 0 } as const;
    expect(packResult(numbers, 2, invalid)).toBe(false);
    const results: unknown[] = [];
    appendSolveResults(results, { packed: 'solve', buffer, count: 3, solutionBytes: 0, others: [[2, toWire(invalid)]] });
    expect(results).toEqual([{ status: 'timeout', count: 0, guesses: 9 }, { status: 'multiple', count: 2, guesses: 3 }, invalid]);
  });

  it('packs strings only', () => {
    expect(packPuzzleText(['ab', 'c', ''], 0, 3)).toEqual({ text: 'abc', ends: Int32Array.from([2, 3, 3]) });
    expect(packPuzzleText(['ab', new Uint8Array(81), 'c'], 0, 3)).toBeUndefined();
    expect(packPuzzleText(['ab', new Uint8Array(81), 'c'], 2, 3)).toEqual({ text: 'c', ends: Int32Array.from([1]) });
  });
});

/** A stand-in worker: answers each chunk (its puzzles echoed, upper-cased) after `delay(chunk)` ms, in order. */
class FakeWorker implements PoolWorker {
  onmessage: ((event: { data: AnswerMessage }) => void) | null = null;
  onerror: ((event: { message?: string; preventDefault(): void }) => void) | null = null;
  onmessageerror: ((event: unknown) => void) | null = null;
  terminated = false;
  private last = Promise.resolve();
  static made: FakeWorker[] = [];

  constructor(private readonly delay: (chunk: SolveChunk) => number) {
    FakeWorker.made.push(this);
  }

  postMessage(message: InitMessage | ModuleMessage | ChunkMessage): void {
    if (message.type !== 'chunk' || message.job !== 'solve') return;
    this.last = this.last.then(async () => {
      await new Promise((done) => setTimeout(done, this.delay(message)));
      if (this.terminated) return;
      const puzzles = message.puzzles as string[];
      if (puzzles.includes('refuse')) this.onmessage?.({ data: { type: 'failed', id: message.id, name: 'RangeError', message: 'refused' } });
      else if (puzzles.includes('crash')) this.onerror?.({ message: 'crashed', preventDefault: () => undefined });
      else this.onmessage?.({ data: { type: 'answer', id: message.id, results: puzzles.map((p) => ({ echo: p.toUpperCase() })) } });
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** Chunks of `size` over `items`. */
function solveChunks(items: string[], size: number): ChunkBody[] {
  const chunks: ChunkBody[] = [];
  for (let from = 0; from < items.length; from += size) chunks.push({ type: 'chunk', job: 'solve', puzzles: items.slice(from, from + size), limit: 1, timeoutMs: 0 });
  return chunks;
}

const INIT: InitMessage = { type: 'init', engine: 'js' };

describe('the runner', () => {
  it('hands results out in input order whatever order the workers finish in; progress rises to the total', async () => {
    // Chunk k takes (k * 7) % 5 ms: later chunks often finish first.
    const runner = new WorkerRunner(3, () => new FakeWorker((chunk) => ((chunk.puzzles as string[])[0]?.length ?? 0) % 5), INIT);
    const items = Array.from({ length: 200 }, (_, k) => `p${k}`.padEnd(1 + ((k * 7) % 9), 'x'));
    const progress: number[] = [];
    const results = await runner.run(solveChunks(items, 7), items.length, { onProgress: (done, total) => progress.push(done, total) });
    expect(results).toEqual(items.map((p) => ({ echo: p.toUpperCase() })));
    const dones = progress.filter((_, k) => k % 2 === 0);
    expect(dones.at(-1)).toBe(200);
    expect(dones.every((d, k) => k === 0 || d > (dones[k - 1] ?? 0))).toBe(true);
    expect(runner.running).toBeLessThanOrEqual(3);
    runner.close();
  });

  it('puts results made on the caller’s thread in their place', async () => {
    const runner = new WorkerRunner(2, () => new FakeWorker(() => 0), INIT);
    const results = await runner.run(solveChunks(['a', 'b', 'c'], 2), 3, { local: new Map([[1, 'made here']]) });
    expect(results).toEqual([{ echo: 'A' }, 'made here', { echo: 'C' }]);
    runner.close();
  });

  it('cancel: rejects with the signal’s reason, ends the busy workers, and the next batch is whole', async () => {
    FakeWorker.made = [];
    const runner = new WorkerRunner(2, () => new FakeWorker(() => 5), INIT);
    const controller = new AbortController();
    const items = Array.from({ length: 100 }, (_, k) => `q${k}`);
    const running = runner.run(solveChunks(items, 5), items.length, {
      signal: controller.signal,
      onProgress: (done) => {
        if (done >= 10) controller.abort(new Error('enough'));
      },
    });
    await expect(running).rejects.toThrow('enough');
    expect(FakeWorker.made.some((w) => w.terminated)).toBe(true);
    const after = await runner.run(solveChunks(['x', 'y', 'z'], 1), 3, {});
    expect(after).toEqual([{ echo: 'X' }, { echo: 'Y' }, { echo: 'Z' }]);
    const aborted = new AbortController();
    aborted.abort(new Error('before it began'));
    await expect(runner.run(solveChunks(['x'], 1), 1, { signal: aborted.signal })).rejects.toThrow('before it began');
    runner.close();
  });

  it('a call that throws in the worker rejects its batch with that error; a broken worker rejects its batches and is replaced', async () => {
    const runner = new WorkerRunner(2, () => new FakeWorker(() => 1), INIT);
    await expect(runner.run(solveChunks(['a', 'refuse', 'b'], 1), 3, {})).rejects.toThrow(RangeError);
    await expect(runner.run(solveChunks(['crash'], 1), 1, {})).rejects.toThrow('sudoku-wasm pool: a worker failed: crashed');
    expect(await runner.run(solveChunks(['ok'], 1), 1, {})).toEqual([{ echo: 'OK' }]);
    runner.close();
    await expect(runner.run(solveChunks(['late'], 1), 1, {})).rejects.toThrow('closed');
  });

  it('where no worker can be made (Node has no Web Workers), a batch rejects with the reason', async () => {
    const { createPool } = await import('../src/pool/index.js');
    const pool = createPool({ workers: 1 });
    await expect(pool.solveBatch(['1..2....3.......'])).rejects.toThrow('sudoku-wasm pool: this environment has no Web Workers');
    expect(await pool.solveBatch([])).toEqual([]);
    pool.close();
  });

  it('gives a build one worker compiled to every other worker, running or yet to start', async () => {
    const seen: (InitMessage | ModuleMessage | ChunkMessage)[][] = [];
    const spawned: FakeWorker[] = [];
    const runner = new WorkerRunner(3, () => {
      const worker = new FakeWorker(() => 0);
      const messages: (InitMessage | ModuleMessage | ChunkMessage)[] = [];
      seen.push(messages);
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (message) => {
        messages.push(message);
        post(message);
      };
      spawned.push(worker);
      return worker;
    }, { ...INIT });
    const first = runner.run(solveChunks(['a', 'b'], 1), 2, {});
    expect(spawned).toHaveLength(2);
    // An empty module: the header alone.
    const module = new WebAssembly.Module(Uint8Array.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]));
    spawned[0]?.onmessage?.({ data: { type: 'compiled', kind: 'solver', module } });
    expect(seen[1]?.at(-1)).toEqual({ type: 'module', kind: 'solver', module });
    expect(seen[0]?.some((message) => message.type === 'module')).toBe(false);
    const second = runner.run(solveChunks(['c', 'd', 'e'], 1), 3, {});
    expect(spawned).toHaveLength(3);
    expect(seen[2]?.[0]).toEqual({ type: 'init', engine: 'js', modules: { solver: module } });
    runner.close();
    await expect(first).rejects.toThrow('closed');
    await expect(second).rejects.toThrow('closed');
  });

  it('an empty batch resolves at once, without starting a worker', async () => {
    let spawned = 0;
    const runner = new WorkerRunner(2, () => {
      spawned++;
      return new FakeWorker(() => 0);
    }, INIT);
    expect(await runner.run([], 0, {})).toEqual([]);
    expect(spawned).toBe(0);
  });
});
