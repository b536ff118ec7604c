// End-to-end tests of the `sudoku-wasm` bin: spawn node dist/cli.js for real.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { format, parse } from '../src/grid.js';
import { BIN, ROOT, ensureBuilt, mixedInput, readVectors, runCli, runMain, solves, type Expect } from './cli-helpers.js';

const TMP = mkdtempSync(join(tmpdir(), 'sudoku-cli-'));
const MIXED = join(TMP, 'mixed.txt');
const mixed = mixedInput(3);
const SEEDS = readVectors().filter((v) => v.file === 'seeds.txt');

beforeAll(() => {
  ensureBuilt();
  writeFileSync(MIXED, mixed.text);
});

interface JsonLine {
  line: number;
  status: string;
  solution: string | null;
  count: number | null;
  guesses: number;
  error: { code: string; message: string } | null;
}
const jsonLines = (stdout: string): JsonLine[] =>
  stdout
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as JsonLine);
const outLines = (stdout: string): string[] => stdout.replace(/\n$/, '').split('\n');

/** The status each command must report for `e` (limit 2 for count/check). */
function expectedStatus(e: Expect, command: 'solve' | 'count' | 'check'): string {
  if (e.kind === 'malformed') return 'invalid';
  const v = e.vector;
  if (v.count === 0) return v.file === 'invalid.txt' ? 'invalid' : 'unsolvable';
  if (command === 'solve' || (v.count === 1 && !v.atLeast)) return 'solved';
  return 'multiple';
}

describe('sudoku-wasm on a shuffled mixed file (every status, every size, malformed lines)', () => {
  it.each([
    ['2 workers, small chunks', ['--workers', '2', '--chunk-size', '5']],
    ['1 worker', ['--workers', '1', '--chunk-size', '16']],
    ['main thread, JS engine', ['--workers', '0', '--engine', 'js']],
  ])('solve --format json keeps input order and gets every status right (%s)', async (_name, extra) => {
    const r = await runCli(['solve', '--format', 'json', ...extra, MIXED]);
    expect(r.code).toBe(1); // some lines are invalid
    const got = jsonLines(r.stdout);
    expect(got.map((g) => g.line)).toEqual(mixed.expected.map((e) => e.line));
    got.forEach((g, i) => {
      const e = (mixed.expected[i] as { expect: Expect }).expect;
      expect(g.status, `line ${g.line}`).toBe(expectedStatus(e, 'solve'));
      if (e.kind === 'malformed') {
        expect(g.error?.code).toBe(e.code);
        expect(r.stderr).toContain(`mixed.txt:${g.line}: invalid:`);
      } else if (g.status === 'solved') {
        expect(solves(e.vector.puzzle, g.solution as string), `line ${g.line}`).toBe(true);
        if (e.vector.count === 1 && !e.vector.atLeast) expect(g.solution).toBe(e.vector.solution);
      } else if (g.status === 'invalid') {
        expect(g.error?.code).toBe('DUPLICATE_GIVEN');
      }
    });
    const invalid = mixed.expected.filter((e) => expectedStatus(e.expect, 'solve') === 'invalid').length;
    expect(r.stderr).toMatch(new RegExp(`${mixed.expected.length} puzzles: \\d+ solved, \\d+ unsolvable, ${invalid} invalid`));
  });

  it('count --format vector gives test vectors that agree with test/vectors', async () => {
    const r = await runCli(['count', '--format', 'vector', '--limit', '3', '--workers', '2', '--chunk-size', '7', MIXED]);
    expect(r.code).toBe(1);
    const lines = outLines(r.stdout);
    expect(lines).toHaveLength(mixed.expected.length);
    lines.forEach((line, i) => {
      const e = (mixed.expected[i] as { expect: Expect }).expect;
      if (e.kind === 'malformed') {
        expect(line).toMatch(/^invalid: /);
        return;
      }
      const v = e.vector;
      const [puzzle, count, solution] = line.split(':');
      expect(puzzle).toBe(format(parse(v.puzzle), 'line'));
      if (v.atLeast || v.count >= 3) expect(['2', '3+']).toContain(count);
      else expect(count).toBe(String(v.count));
      if (count === '1') expect(solves(v.puzzle, solution as string)).toBe(true);
      else expect(solution).toBeUndefined();
    });
  });

  it('check --format line says unique, multiple, unsolvable or invalid for each line', async () => {
    const r = await runCli(['check', '--workers', '2', '--chunk-size', '4', MIXED]);
    expect(r.code).toBe(1);
    const lines = outLines(r.stdout);
    expect(lines).toHaveLength(mixed.expected.length);
    lines.forEach((line, i) => {
      const status = expectedStatus((mixed.expected[i] as { expect: Expect }).expect, 'check');
      const word = status === 'solved' ? 'unique' : status;
      if (word === 'invalid') expect(line).toMatch(/^invalid: \S/);
      else expect(line).toBe(word);
    });
    expect(r.stderr).toMatch(/check: \d+ of \d+ valid and unique \(not all valid and unique\)/);
  });

  it('gives the same line output in the main thread, one worker and two workers, and with either engine', async () => {
    const runs = await Promise.all([
      runCli(['solve', '--workers', '0', '-q', MIXED]),
      runCli(['solve', '--workers', '1', '-q', MIXED]),
      runCli(['solve', '--workers', '2', '--chunk-size', '3', '-q', MIXED]),
      runCli(['solve', '--workers', '2', '--engine', 'js', '-q', MIXED]),
    ]);
    for (const r of runs) {
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(''); // --quiet
    }
    const first = runs[0]?.stdout;
    expect(outLines(first ?? '')).toHaveLength(mixed.expected.length);
    for (const r of runs) expect(r.stdout).toBe(first);
  });
});

describe('input forms and output formats', () => {
  it('reads stdin when no file or - is given, and streams it', async () => {
    const input = SEEDS.map((v) => v.puzzle + '\n');
    for (const args of [['solve'], ['solve', '-']]) {
      const r = await runCli([...args, '--workers', '2', '--chunk-size', '1'], { input });
      expect(r.code).toBe(0);
      expect(outLines(r.stdout)).toEqual(SEEDS.map((v) => v.solution));
      expect(r.stderr).toMatch(/3 puzzles: 3 solved, 0 unsolvable, 0 invalid, 0 multiple, 0 timeout/);
      expect(r.stderr).toMatch(/engine wasm, 2 workers/);
    }
  });

  it('reads a puzzle split across stdin writes', async () => {
    const p = SEEDS[0]?.puzzle ?? '';
    const r = await runCli(['solve', '-q'], { input: [p.slice(0, 10), p.slice(10, 50), p.slice(50) + '\r\n'] });
    expect(r.stdout).toBe(SEEDS[0]?.solution + '\n');
  });

  it('reads the first column of a CSV with a header (CRLF), a block of rows and a boxed grid', async () => {
    const csv = await runCli(['solve', 'test/data/cli/puzzles.csv']);
    expect(csv.code).toBe(0);
    const csvRows = readFileSync(ROOT + 'test/data/cli/puzzles.csv', 'utf8').trim().split(/\r?\n/).slice(1);
    expect(outLines(csv.stdout)).toEqual(csvRows.map((row) => row.split(',')[1]));

    const block = await runCli(['solve', '-q', 'test/data/cli/block.txt']);
    expect(block.stdout).toBe(SEEDS[0]?.solution + '\n');
    const boxed = await runCli(['solve', '-q', 'test/data/cli/boxed.txt']);
    expect(boxed.stdout).toBe(SEEDS[1]?.solution + '\n');
  });

  it('reads several files in turn and names the file in errors', async () => {
    const bad = join(TMP, 'bad.txt');
    writeFileSync(bad, '# one bad line\n12345\n');
    const r = await runCli(['solve', 'test/data/cli/block.txt', bad, 'test/data/cli/boxed.txt']);
    expect(outLines(r.stdout)).toEqual([SEEDS[0]?.solution, expect.stringMatching(/^invalid: 5 characters/), SEEDS[1]?.solution]);
    expect(r.stderr).toContain(`${bad}:2: invalid: 5 characters`);
    expect(r.code).toBe(1);
  });

  it('prints the boxed grid with --format grid, one block per puzzle', async () => {
    const input = [SEEDS[0]?.puzzle, '12345', SEEDS[2]?.puzzle].join('\n') + '\n';
    const r = await runCli(['solve', '--format', 'grid', '-q'], { input });
    const blocks = r.stdout.replace(/\n\n$/, '').split('\n\n');
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toContain(' | ');
    expect(format(parse(blocks[0] as string), 'line')).toBe(SEEDS[0]?.solution);
    expect(blocks[1]).toMatch(/^invalid: /);
    expect(format(parse(blocks[2] as string), 'line')).toBe(SEEDS[2]?.solution);
  });

  it('gives every json field', async () => {
    const r = await runCli(['count', '--format', 'json', '-q'], { input: `${SEEDS[0]?.puzzle}\n${'.'.repeat(16)}\n` });
    expect(jsonLines(r.stdout)).toEqual([
      { line: 1, status: 'solved', solution: SEEDS[0]?.solution, count: 1, guesses: expect.any(Number), error: null },
      { line: 2, status: 'multiple', solution: null, count: 2, guesses: expect.any(Number), error: null },
    ]);
  });

  it('reports timeout for a search cut by --timeout and goes on', async () => {
    const empty25 = '.'.repeat(625);
    const input = `${empty25}\n${SEEDS[0]?.puzzle}\n`;
    const r = await runCli(['count', '--limit', '1000000000', '--timeout', '50', '--format', 'json'], { input });
    expect(r.code).toBe(0);
    const got = jsonLines(r.stdout);
    expect(got.map((g) => g.status)).toEqual(['timeout', 'solved']);
    expect(got[0]?.count).toBe(0); // nothing known: every result has a count
    expect(r.stderr).toMatch(/1 timeout/);
  });

  it('survives a megabyte line and binary garbage', async () => {
    const garbage = Buffer.alloc(4096);
    const random = Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24);
    garbage.set(random);
    const file = join(TMP, 'garbage.bin');
    writeFileSync(file, Buffer.concat([Buffer.from('9'.repeat(1 << 20) + '\n'), garbage, Buffer.from(`\n${SEEDS[0]?.puzzle}\n`)]));
    const r = await runCli(['solve', '--workers', '2', file]);
    expect(r.code).toBe(1);
    const lines = outLines(r.stdout);
    expect(lines[0]).toBe('invalid: line longer than 65536 characters');
    expect(lines.at(-1)).toBe(SEEDS[0]?.solution);
    expect(lines.slice(0, -1).every((l) => l.startsWith('invalid: '))).toBe(true);
    // eslint-disable-next-line no-control-regex -- NUL and ESC are what must not reach the terminal
    expect(r.stderr).not.toMatch(/\x00|\x1b/);
  });
});

describe('faults', () => {
  it('replaces a killed worker and redoes its chunk: no line lost, none doubled', async () => {
    const normal = await runCli(['solve', '--workers', '2', '--chunk-size', '4', '-q', MIXED]);
    const crashed = await runMain(['solve', '--workers', '2', '--chunk-size', '4', MIXED], { crashChunk: 3 });
    expect(crashed.code).toBe(1);
    expect(crashed.stdout).toBe(normal.stdout);
    expect(crashed.stderr).toMatch(/2 workers, 1 worker restart/);
  });

  it('marks the one puzzle that keeps killing workers and solves the rest', async () => {
    const file = join(TMP, 'seeds.txt');
    writeFileSync(file, SEEDS.map((v) => v.puzzle).join('\n') + '\n');
    const r = await runMain(['solve', '--workers', '2', '--chunk-size', '3', file], { crashLine: 2 });
    const lines = outLines(r.stdout);
    expect(lines[0]).toBe(SEEDS[0]?.solution);
    expect(lines[1]).toMatch(/^invalid: the solver crashed on this puzzle/);
    expect(lines[2]).toBe(SEEDS[2]?.solution);
    expect(r.code).toBe(1);
  });

  it('ends quietly when the reader closes early (| head -1), every time', async () => {
    const big = join(TMP, 'big.txt');
    writeFileSync(big, Array.from({ length: 20_000 }, (_, i) => SEEDS[i % 3]?.puzzle).join('\n') + '\n');
    // Several runs: the early close races with workers finishing chunks (a race
    // once left a thread started after the pool closed, and the process hung).
    for (let run = 0; run < 5; run++) await headOne(big);
  });
});

/** `sudoku-wasm solve --workers 2 FILE | head -1`: the first line, nothing on stderr, and an exit. */
async function headOne(big: string): Promise<void> {
  const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('sh', ['-c', `"${process.execPath}" "${BIN}" solve --workers 2 "${big}" | head -1`], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  expect(result.stdout).toBe(SEEDS[0]?.solution + '\n');
  expect(result.stderr).toBe('');
}

describe('usage', () => {
  it.each([
    [['solve', '--frobnicate'], /^sudoku-wasm: unknown option --frobnicate/],
    [['solve', 'no/such/file.txt'], /^sudoku-wasm: cannot read no\/such\/file.txt: no such file/],
    [['solve', 'test'], /^sudoku-wasm: cannot read test: is a directory \(see 'sudoku-wasm solve --help'\)\n$/],
    [['transmogrify'], /unknown command/],
    [['solve', '--workers', 'many'], /--workers needs a whole number/],
  ])('exits 2 with one line for %j', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('prints help and version', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    for (const word of ['solve', 'count', 'check', '--engine', '--workers', '--limit', '--format', '--no-progress', '--quiet', '--timeout']) {
      expect(help.stdout).toContain(word);
    }
    // Test hooks are passed in by tests (main's third argument), never offered to users.
    expect(help.stdout).not.toMatch(/hook|SUDOKU_WASM_TEST/i);
    const version = await runCli(['--version']);
    const pkg = JSON.parse(readFileSync(ROOT + 'package.json', 'utf8')) as { version: string };
    expect(version.stdout).toBe(pkg.version + '\n');
  });

  it('never draws a progress bar when stderr is not a terminal', async () => {
    const r = await runCli(['solve', '--progress'], { input: SEEDS.map((v) => v.puzzle + '\n') });
    expect(r.stderr).not.toContain('\r');
    expect(r.stderr).not.toContain('ETA');
  });

  it('exits 0 when every puzzle is read, even unsolvable ones', async () => {
    const unsolvable = readVectors().find((v) => v.file === 'unsolvable.txt');
    const r = await runCli(['solve', '-q'], { input: `${unsolvable?.puzzle}\n${SEEDS[0]?.puzzle}\n` });
    expect(r.code).toBe(0);
    expect(outLines(r.stdout)).toEqual(['unsolvable', SEEDS[0]?.solution]);
  });
});

describe('demo (npm start)', () => {
  it('prints every seed board and its checked solution boxed, then the speed of both engines', async () => {
    const r = await runCli(['demo']);
    expect(r.code).toBe(0);
    for (const v of SEEDS) {
      expect(r.stdout).toContain(format(parse(v.solution as string), 'grid').trimEnd());
    }
    expect(r.stdout).not.toContain('WRONG');
    expect(r.stdout).toMatch(/wasm +[\d,]+ puzzles\/s/);
    expect(r.stdout).toMatch(/js +[\d,]+ puzzles\/s/);
  });
});
