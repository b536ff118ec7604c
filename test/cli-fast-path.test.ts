// The worker's fast path (src/cli/solve/fast-block.ts) against the general path
// (src/cli/solve/solve-chunk.ts): on mixed blocks, for every command and format the
// fast path takes, both must print the same bytes, count the same totals and name
// the same problems. Solutions are checked by the engine-free validator.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TIMED_OUT, type Engine } from '../src/engine.js';
import { selectEngine } from '../src/engines-full.js';
import { createHandler } from '../src/cli/solve/job.js';
import { fastPathApplies } from '../src/cli/solve/fast-block.js';
import { pieceRecords, type LineBlock } from '../src/cli/reader.js';
import { statusCount, type ChunkRequest, type ChunkResult, type JobHandler } from '../src/cli/pool/protocol.js';
import type { SolveSettings } from '../src/cli/solve/job.js';
import type { SolveCommand, SolveFormat } from '../src/cli/formats.js';
import { ROOT, mixedInput, runCli, runMain, solves } from './cli-helpers.js';

/** The solve handler's fast path (`fast`) and general path over one engine, to compare. */
interface BothPaths {
  run(request: ChunkRequest<SolveSettings>, fast: boolean): ChunkResult;
}
function bothPaths(engine: Engine): BothPaths {
  const fast: JobHandler<SolveSettings> = createHandler({ engine, hooks: {} });
  const general: JobHandler<SolveSettings> = createHandler({ engine, hooks: { generalPathOnly: true } });
  return { run: (request, useFast) => (useFast ? fast : general).run(request) };
}

const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** 9×9 puzzles of the project's sample (more than one engine batch of 1024). */
const SAMPLE = readFileSync(ROOT + 'test/data/sample-2000.txt', 'utf8')
  .split('\n')
  .filter((l) => l !== '' && !l.startsWith('#'));

/** Lines the fast path must hand to the general path, or print exactly as it would. */
const UNUSUAL = [
  ' ' + (SAMPLE[0] as string), // leading space: trimmed by the general path
  (SAMPLE[1] as string) + '\t', // trailing tab
  (SAMPLE[2] as string).replaceAll('.', '0'), // '0' blanks
  '....a5..g.f3..d...5b2.69c.1.g.38e.1..f8.2.49.5..8.f3c.e.a7..2.9.4......a.f.g.6..5de...4...6.b.g.....',
  '5'.repeat(16), // 16 symbols, but 5 is too big for 4×4
  '11..............', // 4×4 clash in row 1
  '................', // empty 4×4: many solutions
  '.'.repeat(81), // empty 9×9: many solutions
  '#' + '1'.repeat(80), // a comment of puzzle length
  '  # indented comment',
  '   ',
  '\u00a0' + (SAMPLE[3] as string), // a non-ASCII space the general path trims
  'é'.repeat(81),
  '#' + 'x'.repeat(70_000), // an overlong comment is still an overlong line
];

/** A block mixing every kind of line, the sample's first 1100 puzzles in the middle. */
function mixedBlock(): LineBlock {
  const { text } = mixedInput(1, 7);
  const lines = [...UNUSUAL, ...SAMPLE.slice(0, 1100), ...UNUSUAL.slice().reverse()];
  // The last line has no newline, as at the end of a file.
  return { firstLine: 5, bytes: new TextEncoder().encode(text + lines.join('\n')), csv: false };
}

/** The (command, format, limit) combinations the fast path takes. */
function jobs(): SolveSettings[] {
  const out: SolveSettings[] = [];
  const commands: [SolveCommand, number[]][] = [['solve', [1, 2]], ['count', [2, 5]], ['check', [2, 3]]];
  for (const [command, limits] of commands) {
    for (const format of ['line', 'vector'] as SolveFormat[]) {
      // A vector line claims an exact count, so the CLI counts vectors to at least 2.
      const used = new Set(limits.map((limit) => (format === 'vector' ? Math.max(2, limit) : limit)));
      for (const limit of used) out.push({ job: 'solve', command, format, limit, timeoutMs: 0 });
    }
  }
  return out;
}

const request = (settings: SolveSettings, block: LineBlock): ChunkRequest<SolveSettings> => ({ type: 'chunk', seq: 3, settings, block });

function expectSame(fast: ChunkResult, general: ChunkResult): void {
  expect(decode(fast.output)).toBe(decode(general.output));
  expect(fast.tally).toEqual(general.tally);
  expect(fast.problems).toEqual(general.problems);
  expect(fast.seq).toBe(general.seq);
}

/**
 * An engine that reports every puzzle needing 20 or more guesses as timed out:
 * a deterministic stand-in for `--timeout`, the same for both paths.
 */
function timingOutAfter20Guesses(inner: Engine): Engine {
  return {
    kind: inner.kind,
    abi: inner.abi,
    get puzzles() {
      return inner.puzzles;
    },
    get solutions() {
      return inner.solutions;
    },
    get counts() {
      return inner.counts;
    },
    get guesses() {
      return inner.guesses;
    },
    solve(side, limit, timeoutMs) {
      const count = inner.solve(side, limit, timeoutMs);
      if ((inner.guesses[0] as number) < 20) return count;
      inner.counts[0] = TIMED_OUT;
      return TIMED_OUT;
    },
    solveBatch(side, n, limit, timeoutMs) {
      let solved = inner.solveBatch(side, n, limit, timeoutMs);
      for (let k = 0; k < n; k++) {
        if ((inner.guesses[k] as number) < 20) continue;
        if ((inner.counts[k] as number) > 0) solved--;
        inner.counts[k] = TIMED_OUT;
      }
      return solved;
    },
  };
}

describe('fast path = general path, byte for byte', () => {
  const block = mixedBlock();
  let wasm: BothPaths;
  let js: BothPaths;
  beforeAll(async () => {
    wasm = bothPaths(await selectEngine({ engine: 'wasm' }));
    js = bothPaths(await selectEngine({ engine: 'js' }));
  });

  it('is taken for line and vector output of plain blocks only', () => {
    const s: SolveSettings = { job: 'solve', command: 'solve', format: 'line', limit: 1, timeoutMs: 0 };
    expect(fastPathApplies(s, block)).toBe(true);
    expect(fastPathApplies({ ...s, format: 'vector' }, block)).toBe(true);
    expect(fastPathApplies({ ...s, format: 'json' }, block)).toBe(false);
    expect(fastPathApplies({ ...s, format: 'grid' }, block)).toBe(false);
    expect(fastPathApplies(s, { ...block, csv: true })).toBe(false);
  });

  for (const settings of jobs()) {
    it(`wasm: ${settings.command} --format ${settings.format} --limit ${settings.limit}`, () => {
      const fast = wasm.run(request(settings, block), true);
      const general = wasm.run(request(settings, block), false);
      expectSame(fast, general);
      // One output line per puzzle record, and a real mix of outcomes.
      const records = pieceRecords(block);
      const lines = decode(fast.output).split('\n');
      expect(lines.pop()).toBe('');
      expect(lines).toHaveLength(records.length);
      expect(fast.tally.puzzles).toBe(records.length);
      expect(statusCount(fast.tally, 'solved')).toBeGreaterThan(1100);
      expect(statusCount(fast.tally, 'invalid')).toBeGreaterThanOrEqual(10);
      expect(statusCount(fast.tally, 'unsolvable')).toBeGreaterThan(0);
      if (settings.limit >= 2) expect(statusCount(fast.tally, 'multiple')).toBeGreaterThan(0);
      if (settings.command === 'solve' && settings.format === 'line') {
        let checked = 0;
        lines.forEach((line, i) => {
          if (!/^[1-9A-P]+$/.test(line)) return;
          expect(solves((records[i] as { text: string }).text, line)).toBe(true);
          checked++;
        });
        expect(checked).toBe(statusCount(fast.tally, 'solved'));
      }
    });
  }

  it('js engine: count --format vector --limit 5', () => {
    const settings: SolveSettings = { job: 'solve', command: 'count', format: 'vector', limit: 5, timeoutMs: 0 };
    expectSame(js.run(request(settings, block), true), js.run(request(settings, block), false));
  });

  it('timeouts print the same (engine stand-in that times out hard puzzles)', async () => {
    const slow = bothPaths(timingOutAfter20Guesses(await selectEngine({ engine: 'wasm' })));
    for (const settings of jobs()) {
      const fast = slow.run(request(settings, block), true);
      expectSame(fast, slow.run(request(settings, block), false));
      expect(statusCount(fast.tally, 'timeout')).toBeGreaterThan(0);
    }
  });

  it('a block of only unusual lines, and an empty block', () => {
    const settings = jobs()[2] as SolveSettings;
    const odd: LineBlock = { firstLine: 1, bytes: new TextEncoder().encode(UNUSUAL.join('\r\n') + '\r\n'), csv: false };
    expectSame(wasm.run(request(settings, odd), true), wasm.run(request(settings, odd), false));
    const empty: LineBlock = { firstLine: 1, bytes: new Uint8Array(0), csv: false };
    expect(decode(wasm.run(request(settings, empty), true).output)).toBe('');
  });
});

describe('the bin prints the same with and without the fast path', () => {
  let file = '';
  beforeAll(() => {
    const { text } = mixedInput(2, 11);
    file = join(mkdtempSync(join(tmpdir(), 'cli-fast-')), 'mixed.txt');
    writeFileSync(file, text + [...UNUSUAL, ...SAMPLE.slice(0, 300), ...UNUSUAL].join('\n') + '\n');
  });

  const withoutElapsed = (stderr: string): string => stderr.replace(/^elapsed .*$/m, '');

  for (const args of [
    ['solve', '--workers', '2'],
    ['solve', '--workers', '0', '--format', 'vector'],
    ['count', '--workers', '1', '--limit', '3'],
    ['check', '--workers', '2', '--format', 'vector'],
  ]) {
    it(args.join(' '), async () => {
      // Small chunks, so most lines go to the workers as blocks (the fast path's input).
      const all = [...args, '--chunk-size', '40', file];
      const fast = await runCli(all);
      const general = await runMain(all, { generalPathOnly: true });
      expect(fast.stdout).toBe(general.stdout);
      expect(withoutElapsed(fast.stderr)).toBe(withoutElapsed(general.stderr));
      expect(fast.code).toBe(1); // the mixed file holds malformed lines
      expect(general.code).toBe(1);
      expect(fast.stdout.split('\n').length - 1).toBeGreaterThan(300);
    });
  }
});
