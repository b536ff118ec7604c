// Unit tests of the CLI's output formats (src/cli/formats.ts) and its progress line.
import { describe, expect, it } from 'vitest';
import { oneLine, renderOutcome, summaryText, type Outcome, type SolvePrint } from '../src/cli/formats.js';
import { tallyOutcome } from '../src/cli/solve/solve-chunk.js';
import { durationText, progressLine, ProgressLog } from '../src/cli/progress.js';
import { emptyTally } from '../src/cli/pool/protocol.js';
import { SudokuError } from '../src/errors.js';

const SOLVED: Outcome = {
  line: 3,
  puzzle: '1.34341243212143',
  result: { status: 'solved', solution: '1234341243212143', count: 1, guesses: 2 },
};
const clashError = new SudokuError('DUPLICATE_GIVEN', 'digit 1 twice in row 1', { row: 1, column: 2, cell: 1 });
const CLASH: Outcome = { line: 4, puzzle: '11..............', result: { status: 'invalid', error: clashError, count: 0, guesses: 0 } };
const MALFORMED: Outcome = {
  line: 5,
  result: { status: 'invalid', error: { code: 'BAD_SYMBOL', message: "bad symbol '\u0001' at line 1, column 3" }, count: 0, guesses: 0 },
};
const MULTIPLE: Outcome = { line: 6, puzzle: '1.34341243212143', result: { status: 'multiple', count: 2, guesses: 3 } };
const UNSOLVABLE: Outcome = { line: 7, puzzle: '1.34341243212143', result: { status: 'unsolvable', count: 0, guesses: 1 } };
const TIMEOUT: Outcome = { line: 8, puzzle: '1.34341243212143', result: { status: 'timeout', count: 0, guesses: 9 } };
const settings = (command: SolvePrint['command'], format: SolvePrint['format'], limit = 2): SolvePrint => ({ command, format, limit });
const box = (line: string): string => `[${line}]\n`;

describe('renderOutcome', () => {
  it('prints one line per puzzle in line format, per command', () => {
    expect(renderOutcome(SOLVED, settings('solve', 'line'), box)).toBe('1234341243212143\n');
    expect(renderOutcome(SOLVED, settings('count', 'line'), box)).toBe('1\n');
    expect(renderOutcome(SOLVED, settings('check', 'line'), box)).toBe('unique\n');
    expect(renderOutcome(MULTIPLE, settings('check', 'line'), box)).toBe('multiple\n');
    expect(renderOutcome(MULTIPLE, settings('count', 'line'), box)).toBe('2\n');
    expect(renderOutcome(UNSOLVABLE, settings('solve', 'line'), box)).toBe('unsolvable\n');
    expect(renderOutcome(TIMEOUT, settings('count', 'line'), box)).toBe('timeout\n');
    expect(renderOutcome(MULTIPLE, settings('solve', 'line'), box)).toBe('multiple\n');
    expect(renderOutcome(CLASH, settings('solve', 'line'), box)).toBe('invalid: digit 1 twice in row 1 at row 1, column 2\n');
    expect(renderOutcome(MALFORMED, settings('solve', 'line'), box)).toBe("invalid: bad symbol '\\x01' at line 1, column 3\n");
  });

  it('prints vectors, JSON and boxed grids', () => {
    expect(renderOutcome(SOLVED, settings('solve', 'vector'), box)).toBe('1.34341243212143:1:1234341243212143\n');
    expect(renderOutcome(CLASH, settings('solve', 'vector'), box)).toBe('11..............:0\n');
    expect(renderOutcome(MULTIPLE, settings('solve', 'vector'), box)).toBe('1.34341243212143:2+\n');
    expect(renderOutcome(MULTIPLE, settings('count', 'vector', 3), box)).toBe('1.34341243212143:2\n');
    expect(renderOutcome(TIMEOUT, settings('solve', 'vector'), box)).toBe('1.34341243212143:timeout\n');
    expect(renderOutcome(MALFORMED, settings('solve', 'vector'), box)).toMatch(/^invalid: bad symbol/);
    expect(JSON.parse(renderOutcome(SOLVED, settings('solve', 'json'), box))).toEqual({
      line: 3,
      status: 'solved',
      solution: '1234341243212143',
      count: 1,
      guesses: 2,
      error: null,
    });
    expect(JSON.parse(renderOutcome(MALFORMED, settings('solve', 'json'), box))).toEqual({
      line: 5,
      status: 'invalid',
      solution: null,
      count: 0,
      guesses: 0,
      error: { code: 'BAD_SYMBOL', message: "bad symbol '\\x01' at line 1, column 3" },
    });
    expect(renderOutcome(SOLVED, settings('solve', 'grid'), box)).toBe('[1234341243212143]\n\n');
    expect(renderOutcome(CLASH, settings('solve', 'grid'), box)).toMatch(/^invalid: .*\n\n$/);
  });

  it('keeps a reason on one short printable line', () => {
    expect(oneLine('a\nb\rc\u0000')).toBe('a\\x0ab\\x0dc\\x00');
    expect(oneLine('x'.repeat(1000))).toHaveLength(200);
  });
});

describe('summaryText', () => {
  it('names every total, the speed, engine and workers', () => {
    const t = emptyTally();
    for (const o of [SOLVED, CLASH, MALFORMED, MULTIPLE]) tallyOutcome(t, o.result);
    const text = summaryText(t, { command: 'count', elapsedMs: 2000, engine: 'wasm', workers: 2, limit: 2, restarts: 1 });
    expect(text).toContain('4 puzzles: 1 solved, 0 unsolvable, 2 invalid, 1 multiple, 0 timeout');
    expect(text).toContain('counts: 1 solution: 1, 2+ solutions: 1');
    expect(text).toContain('2 puzzles/s');
    expect(text).toContain('engine wasm, 2 workers, 1 worker restart');
    const check = summaryText(t, { command: 'check', elapsedMs: 1, engine: 'js', workers: 0, limit: 2, restarts: 0 });
    expect(check).toContain('check: 1 of 4 valid and unique (not all valid and unique)');
    expect(check).toContain('main thread');
  });
});

describe('progressLine', () => {
  it('shows done/total, rate and ETA when the size is known', () => {
    expect(progressLine({ done: 500, read: 600, bytesRead: 60, totalBytes: 100, elapsedMs: 1000 })).toBe(
      '[##########..........]  50%  500/~1,000  500/s  ETA 1s',
    );
  });
  it('shows count and rate for a pipe', () => {
    expect(progressLine({ done: 1234, read: 2000, bytesRead: 50, totalBytes: 0, elapsedMs: 2000 })).toBe('1,234 puzzles  617/s');
  });
  it('shows the elapsed time once a run passes 10 s (a long rating visibly moves on)', () => {
    expect(progressLine({ done: 3, read: 38, bytesRead: 100, totalBytes: 100, elapsedMs: 65_400 })).toBe(
      '[##..................]   7%  3/~38  0/s  ETA 763s  elapsed 1m05s',
    );
    expect([9_999, 59_999, 3_600_000 + 180_000].map(durationText)).toEqual(['9s', '59s', '1h03m']);
  });
  it('logs plain lines: one when more are done and a second has passed, else one a minute', () => {
    const written: string[] = [];
    const log = new ProgressLog({ write: (text: string) => written.push(text) } as unknown as NodeJS.WritableStream, 'rate');
    const state = (done: number) => ({ done, read: 10, bytesRead: 0, totalBytes: 0, elapsedMs: 1000 });
    log.update(state(1));
    log.update(state(2)); // within the second: skipped
    expect(written).toEqual(['sudoku-wasm rate: 1 puzzles  1/s\n']);
  });
});
