/**
 * docs/scale-out.md's recipes, run with GNU parallel on this machine
 * (`-S 2/:`: two job slots here, no ssh): the output of the pieces, joined
 * in order, is byte for byte the output of one process, and the page's awk
 * program (taken from the page itself, so the page cannot drift from what is
 * tested) adds the pieces' summaries up into the status line one process
 * prints. Without GNU parallel the file is skipped with a message; under CI
 * that is a failure, as .ci/run installs it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, ensureBuilt } from './cli-helpers.js';

const MISSING = 'GNU parallel not found (Debian: apt-get install parallel; moreutils ships another program of that name)';
const inCi = process.env['CI'] !== undefined;
const hasGnuParallel = /^GNU parallel/.test(spawnSync('parallel', ['--version'], { encoding: 'utf8' }).stdout ?? '');
if (!hasGnuParallel && !inCi) console.warn(`scale-out: skipped, ${MISSING}`);

/** The page's awk program that adds up the pieces' summaries. */
const SUM_SUMMARIES = /^```awk\n([\s\S]*?)^```/m.exec(readFileSync(ROOT + 'docs/scale-out.md', 'utf8'))?.[1] ?? '';

/** Puzzle lines of the shared sample (comments and blank lines dropped). */
const SAMPLE = readFileSync(ROOT + 'test/data/sample-2000.txt', 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));

interface Output {
  stdout: string;
  stderr: string;
  /** The exit status: the CLI's 1 for an invalid line, parallel's count of pieces that exited non-zero. */
  status: number | null;
}

/** Runs a program to its end. */
function run(command: string, args: readonly string[], input = ''): Output {
  const done = spawnSync(command, args, { cwd: ROOT, input, encoding: 'utf8', maxBuffer: 1 << 28, timeout: 100_000 });
  if (done.error !== undefined) throw done.error;
  return { stdout: done.stdout, stderr: done.stderr, status: done.status };
}

// One worker thread per process: the pieces already run two at a time, and the
// output is the same for any worker count.
const cli = (args: readonly string[], input?: string): Output => run(process.execPath, [BIN, ...args, '--workers', '1'], input);
const parallel = (options: readonly string[], args: readonly string[], input?: string): Output =>
  run('parallel', ['--keep-order', '-S', '2/:', ...options, process.execPath, BIN, ...args, '--workers', '1'], input);
/** The summary's status line ("sudoku-wasm solve: 12 puzzles: …"), after any warnings. */
const statusLine = (stderr: string): string => /^sudoku-wasm [a-z]+: \d+ puzzles: .*\n/m.exec(stderr)?.[0] ?? '';
const sumSummaries = (stderr: string): string => run('awk', [SUM_SUMMARIES], stderr).stdout;

describe.skipIf(!hasGnuParallel && !inCi)('docs/scale-out.md with GNU parallel on this machine', () => {
  beforeAll(() => {
    if (!hasGnuParallel) throw new Error(`${MISSING}: .ci/run installs it`);
    expect(SUM_SUMMARIES).toContain('END {');
    ensureBuilt();
  });

  it('solve in pieces (--pipe): the same lines, in order; the summaries add up to one run’s', () => {
    // Invalid, multiple and unsolvable lines too, each answered where it stands.
    const input = [...SAMPLE.slice(0, 1000), 'not a puzzle', '.'.repeat(81), '11' + '.'.repeat(79), ...SAMPLE.slice(1000, 1200)].join('\n') + '\n';
    const one = cli(['solve'], input);
    const pieces = parallel(['--pipe', '--block', '20k'], ['solve'], input);
    expect(pieces.stderr.match(/^sudoku-wasm solve: /gm)?.length).toBeGreaterThan(3);
    expect(pieces.stdout).toBe(one.stdout);
    expect(sumSummaries(pieces.stderr)).toBe(statusLine(one.stderr));
    // The one piece with the invalid line exits 1, as the one process does.
    expect([one.status, pieces.status]).toEqual([1, 1]);
  });

  it('rate in pieces: the same lines; a status only the last piece meets still sums in sorted order', () => {
    const input = [...SAMPLE.slice(0, 60), 'not a puzzle'].join('\n') + '\n';
    const one = cli(['rate'], input);
    const pieces = parallel(['--pipe', '--block', '1500'], ['rate'], input);
    expect(pieces.stderr.match(/^sudoku-wasm rate: /gm)?.length).toBeGreaterThan(2);
    expect(pieces.stdout).toBe(one.stdout);
    expect(statusLine(one.stderr)).toMatch(/: 1 invalid, 60 rated\n$/);
    expect(sumSummaries(pieces.stderr)).toBe(statusLine(one.stderr));
    expect([one.status, pieces.status]).toEqual([1, 1]);
  });

  it('explain, one puzzle per job: the same bytes as one explain after another', () => {
    const puzzles = SAMPLE.slice(0, 3);
    const one = puzzles.map((p) => run(process.execPath, [BIN, 'explain', p]).stdout).join('');
    const jobs = run('parallel', ['--keep-order', '-S', '2/:', process.execPath, BIN, 'explain', '{}'], puzzles.join('\n') + '\n');
    expect(jobs.status).toBe(0);
    expect(jobs.stdout).toBe(one);
  });

  it('generate in seed ranges (--seed S+k·N --count N): the same puzzles and the summary with the first seed', () => {
    const one = cli(['generate', '--count', '48', '--seed', '1000']);
    const ranges = parallel([], ['generate', '--count', '12', '--seed', '{}'], run('seq', ['1000', '12', '1036']).stdout);
    expect([one.status, ranges.status]).toEqual([0, 0]);
    expect(ranges.stdout).toBe(one.stdout);
    expect(sumSummaries(ranges.stderr)).toBe(statusLine(one.stderr));
    expect(statusLine(one.stderr)).toBe('sudoku-wasm generate: 48 puzzles: 48 generated, 0 timeout (seed 1000)\n');
  });

  it('generate ranges up to the last seed: the ranges end at 4294967295, and a run past it is refused', () => {
    const one = cli(['generate', '--count', '4', '--seed', '4294967292', '--format', 'json', '--quiet']);
    const ranges = parallel([], ['generate', '--count', '2', '--seed', '{}', '--format', 'json', '--quiet'], '4294967292\n4294967294\n');
    expect([one.status, ranges.status]).toEqual([0, 0]);
    expect(ranges.stdout).toBe(one.stdout);
    expect(one.stdout.match(/"seed":\d+/g)).toEqual(['"seed":4294967292', '"seed":4294967293', '"seed":4294967294', '"seed":4294967295']);
    expect(cli(['generate', '--count', '4', '--seed', '4294967294', '--quiet']).status).toBe(2);
  });
});
