/**
 * The worker pool (`sudoku-wasm/pool`) in headless Chromium, through the
 * page's hook `window.__sudokuPool` (web/pool-hook.ts), built and served as
 * browser.test.ts does. The judge is one thread of the library in this
 * process: every batch's results must equal, in order, what `solveBatch`
 * (for `solveBatch` and `solveBatchPacked`),
 * `rate` and `generate` give here on the same engine (WASM; JS too for solve
 * and rate), and every solution must pass the engine-free validator. With 1
 * and 2 workers; progress counts up to the total; an aborted batch rejects
 * with the signal's reason and the pool goes on answering; the batch box
 * uses it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGenerator, puzzleSeed } from '../../src/generate/index.js';
import { createSolver, format, parse, vectorLine, type SolveResult } from '../../src/index.js';
import { createLogic } from '../../src/logic/index.js';
import { isValidSolution } from '../../src/validate.js';
import type { PoolHookAnswer, PoolHookRequest } from '../../web/pool-hook.js';
import { buildPage, hasChromium, launchChromium, ROOT } from './chromium.js';
import { serveFolder, type StaticServer } from './serve.js';

// A folder of its own: browser.test.ts and play.test.ts build dist-web at the same time.
const DIST = join(ROOT, 'test-artifacts', 'dist-web-pool');

/** Puzzle lines of a file: no blanks, no comments. */
function lines(file: string): string[] {
  return readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** 600 public puzzles (several chunks per worker) and the awkward ones: malformed, clashing, several solutions, 4×4. */
const SOLVE_SET = [
  ...lines('test/data/sample-2000.txt').slice(0, 600),
  'not a puzzle',
  '55' + '.'.repeat(79),
  '.'.repeat(81),
  '1..2....3.......',
];
/** SE-rated puzzles (the line's second field) and a malformed one. */
const RATE_SET = [...lines('test/data/se-rated-sample.txt').slice(0, 80).map((line) => line.split(/\s+/)[1] ?? ''), '12345'];

/** The results as the hook returns them: JSON (a SudokuError as its toJSON). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Asserts every solved result is a valid completion of its puzzle (validator, not an engine). */
function expectValidSolutions(puzzles: readonly string[], results: readonly unknown[]): void {
  let solved = 0;
  results.forEach((result, k) => {
    const { status, solution } = result as { status: string; solution?: string };
    if (status !== 'solved') return;
    const given = parse(puzzles[k] ?? '');
    expect(isValidSolution(given.cells, parse(solution ?? '').cells, given.side), puzzles[k]).toBe(true);
    solved++;
  });
  expect(solved).toBeGreaterThan(puzzles.length / 2);
}

/** Progress calls: rising, more than one, ending at the total. */
function expectProgress(progress: readonly [number, number][], total: number): void {
  expect(progress.length).toBeGreaterThan(1);
  for (let k = 1; k < progress.length; k++) expect(progress[k]?.[0]).toBeGreaterThan(progress[k - 1]?.[0] ?? 0);
  expect(progress.every(([, of]) => of === total)).toBe(true);
  expect(progress.at(-1)).toEqual([total, total]);
}

describe.skipIf(!hasChromium)('the worker pool in headless Chromium', () => {
  let server: StaticServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    buildPage(DIST);
    server = await serveFolder(DIST);
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(server.url);
    await page.waitForFunction(() => typeof window.__sudokuPool === 'function');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const pool = (request: PoolHookRequest): Promise<PoolHookAnswer> => page.evaluate((r) => window.__sudokuPool!(r), request);

  it.each([1, 2])('solves a batch on %i worker(s): the same results, in order, as one thread here', async (workers) => {
    const expected = (await createSolver({ engine: 'wasm' })).solveBatch(SOLVE_SET, { limit: 2 });
    const answer = await pool({ job: 'solve', puzzles: SOLVE_SET, options: { limit: 2 }, workers });
    expect(answer.error).toBeUndefined();
    expect(answer.workers).toBe(workers);
    expect(answer.results).toEqual(asJson(expected));
    expectValidSolutions(SOLVE_SET, answer.results);
    expect((answer.results[600] as { error: { code: string } }).error.code).toBe('BAD_LENGTH');
    expectProgress(answer.progress, SOLVE_SET.length);
  });

  it.each(['wasm', 'js'] as const)('solveBatchPacked (%s): result(k) is what one thread here gives for puzzle k', async (engine) => {
    const expected = (await createSolver({ engine })).solveBatch(SOLVE_SET, { limit: 2 });
    const answer = await pool({ job: 'solvePacked', puzzles: SOLVE_SET, options: { limit: 2 }, workers: 2, engine });
    expect(answer.error).toBeUndefined();
    expect(answer.results).toEqual(asJson(expected));
    expectValidSolutions(SOLVE_SET, answer.results);
    expectProgress(answer.progress, SOLVE_SET.length);
  });

  it.each(['wasm', 'js'] as const)('solveText (%s): one vector line per puzzle line, in order, as one thread here prints it', async (engine) => {
    const text = ['# a comment', ...SOLVE_SET.slice(0, 300), '', ...SOLVE_SET.slice(300)].join('\n');
    const solver = await createSolver({ engine });
    const numbered = text.split('\n').map((line, k) => ({ line: line.trim(), number: k + 1 })).filter(({ line }) => line !== '' && !line.startsWith('#'));
    const results = solver.solveBatch(numbered.map(({ line }) => line), { limit: 2 });
    const expected = numbered.map(({ line, number }, k) => {
      const result = results[k] as SolveResult<string>;
      if (result.status === 'invalid' && result.error.code !== 'DUPLICATE_GIVEN') return `# line ${number}: ${result.error.message}\n`;
      return vectorLine(format(parse(line), 'line'), result, 2) + '\n';
    });
    const answer = await pool({ job: 'solveText', puzzles: text.split('\n'), workers: 2, engine });
    expect(answer.error).toBeUndefined();
    const [solved] = answer.results as { text: string; statuses: Record<string, number> }[];
    expect(solved?.text).toBe(expected.join(''));
    expect(solved?.text).toContain(`# line ${SOLVE_SET.indexOf('not a puzzle') + 3}: `);
    const statuses = { solved: 0, multiple: 0, unsolvable: 0, timeout: 0, invalid: 0 };
    for (const result of results) statuses[result.status]++;
    expect(solved?.statuses).toEqual(statuses);
    expectValidSolutions(
      numbered.map(({ line }) => line),
      results.map((result, k) => ({ ...result, solution: (solved?.text.split('\n')[k] ?? '').split(':')[2] })),
    );
    expectProgress(answer.progress, text.split('\n').length);
  });

  it('on the JS engine too: the same solutions and ratings, in order, as one thread here', async () => {
    const puzzles = SOLVE_SET.slice(0, 60);
    const solved = await pool({ job: 'solve', puzzles, options: { limit: 2 }, workers: 2, engine: 'js' });
    expect(solved.results).toEqual(asJson((await createSolver({ engine: 'js' })).solveBatch(puzzles, { limit: 2 })));
    const logic = await createLogic({ engine: 'js' });
    const rated = await pool({ job: 'rate', puzzles: RATE_SET.slice(0, 10), workers: 2, engine: 'js' });
    expect(rated.results).toEqual(asJson(RATE_SET.slice(0, 10).map((puzzle) => logic.rate(puzzle))));
  });

  it('rates a batch: the same ratings, in order, as Logic.rate here', async () => {
    const logic = await createLogic({ engine: 'wasm' });
    const expected = RATE_SET.map((puzzle) => logic.rate(puzzle));
    const answer = await pool({ job: 'rate', puzzles: RATE_SET, workers: 2 });
    expect(answer.error).toBeUndefined();
    expect(answer.results).toEqual(asJson(expected));
    expect(answer.results.filter((r) => (r as { status: string }).status === 'rated')).toHaveLength(RATE_SET.length - 1);
    expectProgress(answer.progress, RATE_SET.length);
  });

  it('generates a batch: puzzle i is generate({ seed: puzzleSeed(seed, i) }), each with one valid solution', async () => {
    const generator = await createGenerator({ engine: 'wasm' });
    const solver = await createSolver({ engine: 'wasm' });
    const seed = 20261127;
    const count = 40;
    const expected = Array.from({ length: count }, (_, i) => generator.generate({ seed: puzzleSeed(seed, i) }));
    const answer = await pool({ job: 'generate', count, options: { seed }, workers: 2 });
    expect(answer.error).toBeUndefined();
    expect(answer.results).toEqual(asJson(expected));
    for (const made of answer.results as { puzzle: string; solution: string }[]) {
      expect(solver.count(made.puzzle, 2)).toBe(1);
      expect(isValidSolution(parse(made.puzzle).cells, parse(made.solution).cells, 9)).toBe(true);
    }
    expectProgress(answer.progress, count);
  });

  it('an aborted batch rejects with the signal’s reason at once; the pool answers the next batch', async () => {
    const hard = lines('bench/data/forum_hardest_1905_11plus.sample.txt');
    const long = Array.from({ length: 20 }, () => hard).flat();
    const aborted = await pool({ job: 'solve', puzzles: long, workers: 2, abortAt: 1 });
    expect(aborted.error).toEqual({ name: 'AbortError', message: 'aborted by the hook' });
    expect(aborted.progress.length).toBeGreaterThan(0);
    expect(aborted.progress.at(-1)?.[0]).toBeLessThan(long.length);
    const text = await pool({ job: 'solveText', puzzles: long, workers: 2, abortAt: 1 });
    expect(text.error).toEqual({ name: 'AbortError', message: 'aborted by the hook' });
    expect(text.progress.at(-1)?.[0]).toBeLessThan(long.length);
    const after = await pool({ job: 'solve', puzzles: SOLVE_SET.slice(0, 50), workers: 2 });
    expect(after.results).toEqual(asJson((await createSolver({ engine: 'wasm' })).solveBatch(SOLVE_SET.slice(0, 50))));
  });

  it('refuses bad options with one RangeError at the call', async () => {
    const solver = await createSolver({ engine: 'wasm' });
    let expected: unknown;
    try {
      solver.solveBatch([], { limit: 0 });
    } catch (error) {
      expected = { name: (error as Error).name, message: (error as Error).message };
    }
    expect(expected).toMatchObject({ name: 'RangeError' });
    expect((await pool({ job: 'solve', puzzles: [], options: { limit: 0 }, workers: 2 })).error).toEqual(expected);
    expect((await pool({ job: 'generate', count: 3, options: { level: 'impossible' }, workers: 2 })).error?.name).toBe('RangeError');
  });

  it('the batch box solves on the pool and prints one vector line per puzzle', async () => {
    const tools = page.getByTestId('tab-tools');
    if ((await tools.getAttribute('aria-selected')) !== 'true') await tools.click();
    const puzzles = SOLVE_SET.slice(0, 30);
    await page.locator('#batch-input').fill([...puzzles, '55' + '.'.repeat(79)].join('\n'));
    await page.locator('#batch-solve').click();
    await expect.poll(() => page.locator('#batch-summary').textContent(), { timeout: 30_000 }).toMatch(/solved.*workers?\)$/);
    const output = (await page.locator('#batch-output').inputValue()).trim().split('\n');
    expect(output).toHaveLength(31);
    puzzles.forEach((puzzle, k) => {
      const [given, count, solution] = (output[k] ?? '').split(':');
      expect(given).toBe(puzzle);
      expect(count).toBe('1');
      expect(isValidSolution(parse(puzzle).cells, parse(solution ?? '').cells, 9)).toBe(true);
    });
    // Clashing givens are readable: count 0, as the library's vector line has it.
    expect(output[30]).toBe(`55${'.'.repeat(79)}:0`);
  });

  it('threw no uncaught error', () => {
    expect(pageErrors).toEqual([]);
  });
});
