/**
 * `sudoku-wasm rate` and `sudoku-wasm explain`, run by spawning the built
 * bin: one line per puzzle in input order, JSON with every field, bad lines
 * reported with their line number and a non-zero exit, --timeout honoured,
 * and explain's steps one per line.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BIN = ROOT + 'dist/cli.js';

function run(args: string[], input?: string): { stdout: string; stderr: string; status: number | null } {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', input, timeout: 120_000 });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

/** Lines `puzzle ER EP ED` on Sudoku Explainer 1.2.1's scale, every tenth from ER 4.0 up, where the scales differ most (source: test/data/se121-midband.md). */
const SE121 = readFileSync(new URL('./data/se121-midband.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(' '))
  .filter(([, er], index) => Number(er) >= 4 && index % 10 === 0)
  .map(([puzzle = '', er = '', ep = '', ed = '']) => ({ puzzle, er: Number(er), ep: Number(ep), ed: Number(ed) }));

const SAMPLE = readFileSync(new URL('./data/se-rated-sample.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(' '))
  .map(([, puzzle = '', er = '']) => ({ puzzle, er }));

describe('sudoku-wasm rate', () => {
  it('prints ER/EP/ED and the hardest technique, one line per puzzle in order, on every worker setup', () => {
    mkdirSync(ROOT + 'test-artifacts', { recursive: true });
    const file = ROOT + 'test-artifacts/rate-input.txt';
    const puzzles = SAMPLE.slice(0, 60);
    writeFileSync(file, puzzles.map((p) => p.puzzle).join('\n') + '\n');
    for (const workers of ['0', '2']) {
      const { stdout, status, stderr } = run(['rate', '--workers', workers, '--chunk-size', '7', file]);
      expect(status, stderr).toBe(0);
      const lines = stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(puzzles.length);
      lines.forEach((line, i) => {
        expect(line).toMatch(/^\d+\.\d\/\d+\.\d\/\d+\.\d [a-z0-9-]+$/);
        expect(Number(line.split('/')[0])).toBeCloseTo(Number(puzzles[i]?.er), 5);
      });
      expect(stderr).toMatch(/sudoku-wasm rate: 60 puzzles: 60 rated/);
      expect(stderr, 'a rating has no guesses to report').not.toMatch(/guesses/);
    }
  });

  it('gives every field with --format json, and the status word of puzzles it does not rate', () => {
    const input = [SAMPLE[0]?.puzzle, '.'.repeat(81), '12345', '11' + '.'.repeat(79)].join('\n') + '\n';
    const { stdout, stderr, status } = run(['rate', '--format', 'json', '--workers', '0'], input);
    expect(status).toBe(1); // a line was invalid
    const rows = stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows.map((r) => r.status)).toEqual(['rated', 'multiple', 'invalid', 'invalid']);
    expect(rows[0]).toMatchObject({ line: 1, level: expect.any(String), hardest: expect.any(String), techniques: expect.any(Object) });
    expect(rows[2]).toMatchObject({ line: 3, error: { code: 'BAD_LENGTH' } });
    expect(rows[3]).toMatchObject({ line: 4, error: { code: 'DUPLICATE_GIVEN' } });
    expect(stderr).toMatch(/stdin:3: invalid: /);
    const line = run(['rate', '--workers', '0'], input).stdout.trimEnd().split('\n');
    expect(line.slice(1)).toEqual(['multiple', expect.stringMatching(/^invalid: /), expect.stringMatching(/^invalid: /)]);
  });

  it('answers timeout for a puzzle that takes longer than --timeout', () => {
    // SE ER 9.2 (../shared/datasets/se_rated_sample.txt): ~25 ms of forcing chains, well over 1 ms
    // (the 17-clue puzzle used before rates 1.5 in ~0.05 ms once the engine is warm).
    const hard = '000800060405000900000090008200670500070040020004031007300080000009000801050007000';
    const { stdout } = run(['rate', '--timeout', '1', '--workers', '0'], hard + '\n');
    expect(stdout).toBe('timeout\n');
    // With --format json each line says which puzzle ran out of time. SE ER 9.8 (magictour top1465,
    // test/data/chains-sample.txt): ~0.2 s of dynamic forcing chains (+) here, five times 40 ms;
    // the easy one rates in a few ms, even as the engine's first puzzle.
    const easy = SAMPLE[0]?.puzzle ?? '';
    const slow = '700000400020070080003008009000500300060020090001007006000300900030040060009001005';
    const json = run(['rate', '--timeout', '40', '--workers', '0', '--format', 'json'], [easy, slow, easy].join('\n') + '\n');
    const rows = json.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { line: number; status: string });
    expect(rows.map(({ line, status }) => `${line} ${status}`)).toEqual(['1 rated', '2 timeout', '3 rated']);
  });

  it('logs progress as plain lines on stderr with --log-progress, terminal or not, and prints the same stdout', () => {
    const input = SE121.map((p) => p.puzzle).join('\n') + '\n';
    const logged = run(['rate', '--log-progress', '--workers', '1', '--chunk-size', '4'], input);
    expect(logged.status, logged.stderr).toBe(0);
    expect(logged.stderr).toMatch(/^sudoku-wasm rate: \d+ puzzles {2}\d+\/s/m);
    expect(logged.stderr).not.toContain('\r');
    expect(logged.stderr, 'no terminal escapes').not.toContain('\u001b');
    const plain = run(['rate', '--workers', '1', '--chunk-size', '4'], input);
    expect(plain.stdout).toBe(logged.stdout);
    expect(plain.stderr, 'no progress on a stderr that is no terminal unless asked').not.toMatch(/puzzles {2}\d+\/s/);
  });

  it('refuses formats it cannot print', () => {
    const { status, stderr } = run(['rate', '--format', 'grid']);
    expect(status).toBe(2);
    expect(stderr).toMatch(/--format must be one of line, json \(got 'grid'\)/);
  });

  it("rates on Sudoku Explainer 1.2.1's scale with --scale se121, and refuses a scale it does not know", () => {
    const puzzles = SE121.slice(0, 12);
    const { stdout, status, stderr } = run(['rate', '--scale', 'se121', '--workers', '1', '--format', 'json'], puzzles.map((p) => p.puzzle).join('\n') + '\n');
    expect(status, stderr).toBe(0);
    const rows = stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { er: number; ep: number; ed: number });
    expect(rows.map(({ er, ep, ed }) => `${er} ${ep} ${ed}`)).toEqual(puzzles.map((p) => `${p.er} ${p.ep} ${p.ed}`));
    const refused = run(['rate', '--scale', '121']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe("sudoku-wasm: --scale must be one of sukaku, se121 (got '121') (see 'sudoku-wasm rate --help')\n");
  });
});

describe('sudoku-wasm explain', () => {
  it('prints the steps one per line, numbered, then the rating', () => {
    const puzzle = SAMPLE[0]?.puzzle ?? '';
    const { stdout, status } = run(['explain', puzzle]);
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^1\. r\dc\d /);
    expect(lines.slice(0, -1).every((line, i) => line.startsWith(`${i + 1}. `) && line.endsWith(']'))).toBe(true);
    expect(lines.at(-1)).toMatch(new RegExp(`^ER/EP/ED ${SAMPLE[0]?.er}/`));
  });

  it('refuses a puzzle without exactly one solution', () => {
    const { status, stderr } = run(['explain', '.'.repeat(81)]);
    expect(status).toBe(1);
    expect(stderr).toBe('sudoku-wasm: cannot explain this puzzle: multiple\n');
  });

  it('follows --scale: a skyscraper on the default scale, a forcing X-chain on 1.2.1', () => {
    const puzzle = '100275006020000070008000900006020100200109003000603000450030069001000800300000005';
    expect(run(['explain', puzzle]).stdout).toMatch(/\[skyscraper 4\.0\]\n[^]*ER\/EP\/ED 4\.0\/1\.2\/1\.2, hard, hardest: skyscraper\n$/);
    const se121 = run(['explain', '--scale', 'se121', puzzle]).stdout;
    expect(se121).not.toMatch(/skyscraper/);
    expect(se121).toMatch(/ER\/EP\/ED 6\.6\/1\.2\/1\.2, expert, hardest: forcing-x-chain\n$/);
  });
});
