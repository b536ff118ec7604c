/**
 * End to end in a real browser: builds the page (`vite build web`), serves
 * dist-web on 127.0.0.1, drives Debian's headless Chromium with
 * playwright-core, and checks every answer with the engine-free validator.
 *
 * Twice: once as served normally (engine `wasm`), once with
 * `Content-Security-Policy: script-src 'self'`, which refuses WebAssembly in
 * the page and its worker as strict sites do (engine `js`, one notice).
 *
 * Logs (not asserted, timings are never asserted): the time to the first
 * answer including loading and compiling the WASM, which thread computed it
 * (the page's, while the worker starts, or the worker), and when the worker
 * became ready. Asserted, being deterministic: the gzipped size of what a
 * visit downloads (dist-web but its on-demand files) under its budget
 * (test/support/page-budget.ts), also with the JS engine in place of the
 * .wasm, the page script without the logic engine and the generator (they
 * stay in the worker), and that answers after the first come from the worker.
 *
 * Artefacts: test-artifacts/page.png on every run (git-ignored); the README's
 * docs/screenshot.png only when missing or with UPDATE_SCREENSHOT=1.
 * Without /usr/bin/chromium the browser tests skip, except on CI (CI set),
 * where that is a failure.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from '../../src/grid.js';
import { isValidSolution } from '../../src/validate.js';
import { buildPage, CHROMIUM, CHROMIUM_ARGS, hasChromium, ROOT } from './chromium.js';
import { serveFolder, type StaticServer } from './serve.js';
import { isOnDemand } from '../../web/play/offline-plugin.js';
import { NO_WASM_BUDGET_BYTES, SIZE_BUDGET_BYTES } from '../support/page-budget.js';

const DIST = join(ROOT, 'dist-web');
const CSP = "script-src 'self'";

/** magictour top1465 #1: hard enough to need search. */
const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
/** The README's example board, as a block of rows of digits. */
const SEED_ROWS = [
  '0 0 4 8 0 0 0 1 7', '6 7 0 9 0 0 0 0 0', '5 0 8 0 3 0 0 0 4',
  '3 0 0 7 4 0 1 0 0', '0 6 9 0 0 0 7 8 0', '0 0 1 0 6 9 0 0 5',
  '1 0 0 0 8 0 3 0 6', '0 0 0 0 0 6 0 9 1', '2 4 0 0 0 1 5 0 0',
].join('\n');
/** The same board as one line. */
const SEED_LINE = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';
/** Two 5s in the first row. */
const CLASH = '55' + '.'.repeat(79);


// On CI a missing browser is a broken set-up, not a reason to skip.
it.runIf(!hasChromium && process.env['CI'] !== undefined)('has Chromium at /usr/bin/chromium (CI)', () => {
  expect.fail(`${CHROMIUM} is missing: .ci/run installs it with apt-get install chromium`);
});
if (!hasChromium && process.env['CI'] === undefined) {
  console.warn(`e2e: skipped, ${CHROMIUM} not found (apt-get install -y chromium to run it)`);
}

/** Sum of each file's gzip -9 size: what a compressing host sends. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Gzipped sizes of the build: `visit` sums what a visit downloads (every
 * file but the on-demand ones: the service worker stores the rest up front),
 * `onDemand` what a race, the JS engine or a page without WebAssembly adds.
 */
function gzippedSize(folder: string): { visit: number; onDemand: number; files: string[] } {
  let visit = 0;
  let onDemand = 0;
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const relativePath = path.slice(folder.length + 1).split('\\').join('/');
    const size = gzipSync(readFileSync(path), { level: 9 }).length;
    if (isOnDemand(relativePath)) onDemand += size;
    else visit += size;
    files.push(`${relativePath} ${size} B${isOnDemand(relativePath) ? ' (on demand)' : ''}`);
  }
  return { visit, onDemand, files };
}

function cellsOf(text: string): { side: number; cells: Uint8Array } {
  const grid = parse(text);
  return { side: grid.side, cells: grid.cells };
}

/** Asserts that `solution` is a valid completion of `puzzle` (validator, not an engine). */
function expectSolves(puzzle: string, solution: string): void {
  const given = cellsOf(puzzle);
  const solved = cellsOf(solution);
  expect(solved.side).toBe(given.side);
  expect(isValidSolution(given.cells, solved.cells, given.side)).toBe(true);
}

/** Types a puzzle into the line field, presses a button, waits for the status word. */
async function submit(page: Page, puzzle: string, button: 'solve' | 'check-puzzle'): Promise<{ status: string; engine: string; solution: string }> {
  await page.getByTestId('puzzle-input').fill(puzzle);
  await page.getByTestId(button).click();
  const status = page.getByTestId('status');
  await expect.poll(async () => status.textContent(), { timeout: 30_000 }).not.toMatch(/^(—|…)$/);
  return {
    status: (await status.textContent()) ?? '',
    engine: (await page.getByTestId('engine').textContent()) ?? '',
    solution: (await page.getByTestId('solution').textContent()) ?? '',
  };
}

/** Opens the solver tools (the page opens on Play unless its link carries a puzzle to solve). */
async function showTools(page: Page): Promise<void> {
  const tab = page.getByTestId('tab-tools');
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

describe.skipIf(!hasChromium)('the page in headless Chromium', () => {
  let plain: StaticServer;
  let strict: StaticServer;
  let floor: StaticServer;
  let browser: BrowserContext;
  let profile: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    buildPage();
    plain = await serveFolder(DIST);
    floor = await serveFolder(join(ROOT, 'test/e2e/floor'));
    strict = await serveFolder(DIST, { csp: CSP });
    profile = mkdtempSync(join(tmpdir(), 'sudoku-e2e-chromium-'));
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 900, height: 1000 },
      args: CHROMIUM_ARGS,
    });
    browser.on('weberror', (error) => pageErrors.push(error.error().message));
  });

  afterAll(async () => {
    await browser?.close();
    await plain?.close();
    await strict?.close();
    await floor?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('builds static files with relative paths, under the size budget', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    expect(html).not.toMatch(/(src|href)="\/(?!\/)/); // no root-absolute URL
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script (CSP)
    expect(html).toMatch(/<script type="module" blocking="render"/); // vite.config.ts kept it (see index.html)
    const { visit, onDemand, files } = gzippedSize(DIST);
    console.log(
      `e2e: dist-web gzipped ${(visit / 1024).toFixed(1)} KB per visit (budget ${SIZE_BUDGET_BYTES / 1024} KB), ` +
        `${(onDemand / 1024).toFixed(1)} KB more on demand: ${files.join(', ')}`,
    );
    expect(files.some((f) => /\.wasm /.test(f))).toBe(true); // kept a file, not inlined
    expect(visit).toBeLessThan(SIZE_BUDGET_BYTES);
    // Without WebAssembly the JS engine's chunks replace the visit's .wasm: that visit has its own budget.
    const wasmBytes = files.filter((f) => /\.wasm \d+ B$/.test(f)).reduce((sum, f) => sum + Number(/ (\d+) B/.exec(f)?.[1]), 0);
    const jsEngineBytes = files.filter((f) => /engine-js-.*\.js /.test(f)).reduce((sum, f) => sum + Number(/ (\d+) B/.exec(f)?.[1]), 0);
    expect(jsEngineBytes).toBeGreaterThan(0); // the JS engine is a chunk of its own
    expect(visit - wasmBytes + jsEngineBytes).toBeLessThan(NO_WASM_BUDGET_BYTES);
    // The service worker stores exactly the visit's files up front.
    const stored = JSON.parse(/const FILES = (\[.*\]);/.exec(readFileSync(join(DIST, 'sw.js'), 'utf8'))?.[1] ?? '[]') as string[];
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) expect(isOnDemand(file.replace(/^\.\//, '')), file).toBe(false);
    // The page script answers its first puzzle with the solvers alone
    // (web/first-answer.ts): the logic engine and the generator stay in the
    // worker (a technique id and a generator message stand for them).
    const pageScripts = readdirSync(join(DIST, 'assets')).filter((f) => /^index-.*\.js$/.test(f));
    const workerScripts = readdirSync(join(DIST, 'assets')).filter((f) => /^worker-.*\.js$/.test(f));
    expect(pageScripts).toHaveLength(1);
    expect(workerScripts).toHaveLength(1);
    const pageScript = readFileSync(join(DIST, 'assets', pageScripts[0] ?? ''), 'utf8');
    const workerScript = readFileSync(join(DIST, 'assets', workerScripts[0] ?? ''), 'utf8');
    for (const mark of ['two-string-kite', 'generate: symmetry must be']) {
      expect(workerScript).toContain(mark);
      expect(pageScript).not.toContain(mark);
    }
  });

  it('loads the JS engine only on demand', async () => {
    const fetched: string[] = [];
    // The page's and its worker's requests: the service worker stores every
    // file for offline use once the page has loaded, the JS engine included.
    const listener = (request: { url(): string; serviceWorker(): unknown }): void => {
      if (request.serviceWorker() === null) fetched.push(request.url());
    };
    browser.on('request', listener);
    const page = await browser.newPage();
    try {
      await page.goto(`${plain.url}#${HARD}`);
      await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('solved');
      await expect.poll(() => page.evaluate(() => document.body.dataset['workerReadyMs']), { timeout: 30_000 }).toBeDefined();
      expect(fetched.some((url) => /\.wasm$/.test(url))).toBe(true);
      expect(fetched.filter((url) => /engine-js-/.test(url))).toEqual([]);
    } finally {
      browser.off('request', listener);
      await page.close();
    }
  });

  it('solves with WebAssembly; the answers validate', async () => {
    // A link with the puzzle after '#' solves on load: the page's clock at the
    // answer then covers HTML, JS, worker start, WASM fetch + compile and the
    // solve. Twice: the first visit also pays for a cold browser; the server
    // says no-store, so the second fetches and compiles everything again.
    let page: Page | undefined;
    const warmAnswers: number[] = [];
    for (const visit of ['cold browser', 'warm browser', 'warm browser', 'warm browser', 'warm browser', 'warm browser']) {
      await page?.close();
      const current = await browser.newPage();
      page = current;
      await current.goto(`${plain.url}#${HARD}`);
      await expect.poll(() => current.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('solved');
      await expect(current.getByTestId('engine').textContent()).resolves.toBe('wasm');
      expectSolves(HARD, (await current.getByTestId('solution').textContent()) ?? '');
      // The worker's times arrive with its ready message, which may come after the answer.
      await expect.poll(() => current.evaluate(() => document.body.dataset['workerReadyMs']), { timeout: 30_000 }).toBeDefined();
      const at: Record<string, string | undefined> = await current.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return { ...document.body.dataset, htmlMs: nav?.responseEnd.toFixed(1), domReadyMs: nav?.domContentLoadedEventEnd.toFixed(1) };
      });
      expect(['page', 'worker']).toContain(at['firstAnswerThread']);
      const where =
        at['firstAnswerThread'] === 'page'
          ? `computed on the page thread (WASM compiled ${at['wasmCompiledMs']}, instantiated ${at['pageEngineReadyMs']})`
          : `computed in the worker (WASM compiled on the page ${at['wasmCompiledMs']})`;
      console.log(
        `e2e: first answer (${visit}) ${at['firstAnswerMs']} ms after navigation start, WASM compile included, ${where}: ` +
          `HTML in ${at['htmlMs']}, main script ran ${at['mainStartMs']}, solve ${at['solveMs']} ms, DOM ready ${at['domReadyMs']}; ` +
          `worker created ${at['workerCreatedMs']}, started ${at['workerStartMs']}, its script ran ${at['workerScriptMs']}, ` +
          `its WASM engine ready ${at['workerReadyMs']} (ms since navigation start)`,
      );
      if (visit !== 'cold browser') warmAnswers.push(Number(at['firstAnswerMs']));
    }
    if (page === undefined) throw new Error('no page');
    // Beside it, the floor: when an empty page's one external module script runs
    // in the same browser, same server, same moment (test/e2e/floor/).
    const floorTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const empty = await browser.newPage();
      await empty.goto(floor.url);
      await expect.poll(() => empty.evaluate(() => document.body.dataset['ranMs'])).toBeDefined();
      floorTimes.push(Number(await empty.evaluate(() => document.body.dataset['ranMs'])));
      await empty.close();
    }
    console.log(
      `e2e: first answer, warm browser, median ${median(warmAnswers).toFixed(1)} ms (best ${Math.min(...warmAnswers).toFixed(1)}) ` +
        `of ${warmAnswers.length} loads; an empty page's one script ran at median ${median(floorTimes).toFixed(1)} ms ` +
        `(best ${Math.min(...floorTimes).toFixed(1)}) of ${floorTimes.length}: the browser's own floor here`,
    );

    // Then as a person does it: type into the field, press Solve. Only the
    // page's first answer may be computed on the page thread: this one is the worker's.
    const answer = await submit(page, SEED_LINE, 'solve');
    expect(answer).toMatchObject({ status: 'solved', engine: 'wasm' });
    expect(answer.solution).toHaveLength(81);
    expectSolves(SEED_LINE, answer.solution);
    await expect(page.evaluate(() => document.body.dataset['answeredBy'])).resolves.toBe('worker');
    await expect(page.locator('#notice').isHidden()).resolves.toBe(true);
    await page.close();
  });

  it('checks: unique, several solutions, clashing givens; reads a pasted block of rows; switches to JS', async () => {
    const page = await browser.newPage();
    await page.goto(plain.url);
    await showTools(page);
    expect((await submit(page, HARD, 'check-puzzle')).status).toBe('unique');
    expect((await submit(page, '1' + '.'.repeat(80), 'check-puzzle')).status).toBe('multiple');
    await expect(page.locator('#message').textContent()).resolves.toContain('2+ solutions');
    expect((await submit(page, CLASH, 'check-puzzle')).status).toBe('invalid');
    await expect(page.locator('#message').textContent()).resolves.toMatch(/row 1 column 1 and row 1 column 2/);
    expect(await page.locator('.cell.clash').count()).toBe(2);
    // A line field cannot hold line breaks: paste the rows over the page instead.
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, SEED_ROWS);
    await expect.poll(() => page.getByTestId('puzzle-input').inputValue()).toBe(SEED_LINE);
    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('solved');
    expectSolves(SEED_ROWS, (await page.getByTestId('solution').textContent()) ?? '');
    // The switch: the same puzzle on the JS engine.
    await page.getByLabel('JS', { exact: true }).check();
    const onJs = await submit(page, HARD, 'solve');
    expect(onJs).toMatchObject({ status: 'solved', engine: 'js' });
    expectSolves(HARD, onJs.solution);
    await page.close();
  });

  it('takes keyboard input in the grid, solves a 16×16 example, and saves a screenshot', async () => {
    const page = await browser.newPage();
    await page.goto(plain.url);
    await showTools(page);
    await page.locator('#size').selectOption('4');
    await page.locator('.cell').first().click();
    await page.keyboard.type('1..2');
    await page.keyboard.press('ArrowDown'); // from cell 4 (row 2, column 1) to row 3, column 1
    await page.keyboard.type('3');
    await page.keyboard.press('Backspace'); // clears the focused cell, which is now row 3, column 2
    await expect.poll(() => page.getByTestId('puzzle-input').inputValue()).toBe('1..2' + '....' + '3...' + '....');
    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('solved');
    expectSolves('1..2....3.......', (await page.getByTestId('solution').textContent()) ?? '');

    await page.locator('#examples').selectOption({ label: '16×16' });
    const sixteen = await page.getByTestId('puzzle-input').inputValue();
    expect(sixteen).toHaveLength(256);
    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('solved');
    expectSolves(sixteen, (await page.getByTestId('solution').textContent()) ?? '');

    // The screenshot for the README: the seed's board, solved, race run.
    await page.locator('#examples').selectOption({ label: 'Easy 9×9 (the README example, ER 1.2)' });
    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('solved');
    await page.locator('#race').click();
    await expect.poll(() => page.locator('#race-summary').textContent(), { timeout: 60_000 }).toMatch(/as many puzzles per second/);
    // The answers of both engines passed the engine-free validator in the worker.
    await expect(page.locator('#race-summary').textContent()).resolves.toMatch(/\(solveBatch\)\. Every answer checked by the validator\.$/);
    const rates = await page.locator('#race-table td:last-child').allTextContents();
    expect(rates.map((r) => Number(r.replace(/,/g, '')))).toEqual([expect.any(Number), expect.any(Number)]);
    expect(rates.every((r) => Number(r.replace(/,/g, '')) > 0)).toBe(true);
    console.log(`e2e: race in Chromium, puzzles/s WASM ${rates[0]}, JS ${rates[1]} (hard set; a log, not a benchmark)`);
    mkdirSync(join(ROOT, 'test-artifacts'), { recursive: true });
    mkdirSync(join(ROOT, 'docs'), { recursive: true });
    const shot = join(ROOT, 'test-artifacts', 'page.png');
    await page.screenshot({ path: shot, fullPage: true });
    // The README's copy is tracked by git: refresh it only when asked (or
    // missing), so a test run leaves the working tree clean.
    const readmeShot = join(ROOT, 'docs', 'screenshot.png');
    if (process.env['UPDATE_SCREENSHOT'] === '1' || !existsSync(readmeShot)) copyFileSync(shot, readmeShot);
    await page.close();
  });

  it('solves a batch with progress and gives one validated line per puzzle', async () => {
    const lines = readFileSync(join(ROOT, 'web/public/race-easy.txt'), 'utf8')
      .split('\n')
      .filter((l) => l.length === 81)
      .slice(0, 40);
    const page = await browser.newPage();
    await page.goto(plain.url);
    await showTools(page);
    const empty = '.'.repeat(81);
    await page.locator('#batch-input').fill(['# a comment', ...lines, 'not a puzzle', empty].join('\n'));
    await page.locator('#batch-solve').click();
    await expect.poll(() => page.locator('#batch-summary').textContent(), { timeout: 30_000 }).toMatch(/solved/);
    const output = (await page.locator('#batch-output').inputValue()).trim().split('\n');
    expect(output).toHaveLength(lines.length + 2);
    lines.forEach((puzzle, k) => {
      const [given, count, solution] = (output[k] ?? '').split(':');
      expect(given).toBe(puzzle);
      expect(count).toBe('1');
      expectSolves(puzzle, solution ?? '');
    });
    // Named by its line in the box: the comment is line 1.
    expect(output[lines.length]).toMatch(/^# line 42: /);
    // The library's vector line, as the CLI prints it: counted to 2, so 2 solutions read '2+'.
    expect(output[lines.length + 1]).toBe(`${empty}:2+`);
    expect(await page.locator('#batch-progress').evaluate((p: HTMLProgressElement) => p.value === p.max)).toBe(true);
    await page.close();
  });

  it('times an engine inside the worker through the bench hook (bench/browser.js)', async () => {
    const lines = readFileSync(join(ROOT, 'web/public/race-hard.txt'), 'utf8')
      .split('\n')
      .filter((l) => l.length === 81)
      .slice(0, 20);
    const page = await browser.newPage();
    await page.goto(plain.url);
    await showTools(page);
    for (const engine of ['wasm', 'js'] as const) {
      const lap = await page.evaluate(([l, e]) => window.__sudokuBench!(l, e, { minMs: 0 }), [lines, engine] as const);
      expect(lap).toMatchObject({ engine, mode: 'batch', puzzles: lines.length, invalid: 0 });
      expect(Number.isFinite(lap.ms)).toBe(true);
    }
    // Per-puzzle calls too, and a wrong answer would be counted: an unsolvable line is one.
    const mixed: string[] = [...lines.slice(0, 3), CLASH];
    const each = await page.evaluate((l) => window.__sudokuBench!(l, 'wasm', { mode: 'each' }), mixed);
    expect(each).toMatchObject({ engine: 'wasm', mode: 'each', puzzles: 4, invalid: 1 });
    await page.close();
  });

  it('keeps the page working during a long job; Stop ends it and a fresh worker answers', async () => {
    const page = await browser.newPage();
    await page.goto(plain.url);
    await showTools(page);
    await page.locator('#race').click();
    // The race reports laps while it runs: the page is taking messages, not frozen.
    await expect.poll(() => page.locator('#race-table td').first().textContent(), { timeout: 30_000 }).not.toBe('—');
    await expect(page.getByTestId('solve').isDisabled()).resolves.toBe(true);
    await page.locator('#cancel').click();
    await expect.poll(() => page.locator('#race-summary').textContent()).toMatch(/^Race stopped: stopped/);
    const answer = await submit(page, HARD, 'solve');
    expect(answer).toMatchObject({ status: 'solved', engine: 'wasm' });
    expectSolves(HARD, answer.solution);
    await page.close();
  });

  it('falls back to JS once when the CSP refuses WebAssembly', async () => {
    const page = await browser.newPage();
    await page.goto(strict.url);
    await showTools(page);
    const answer = await submit(page, HARD, 'solve');
    expect(answer).toMatchObject({ status: 'solved', engine: 'js' });
    expectSolves(HARD, answer.solution);
    // No WASM on the page either, so even the first answer is the worker's.
    await expect(page.evaluate(() => document.body.dataset['answeredBy'])).resolves.toBe('worker');
    await expect.poll(() => page.locator('#notice').textContent()).toMatch(/WebAssembly is not available here/);
    // The WASM choice is switched off; later solves stay on JS.
    await expect(page.locator('input[name="engine"][value="wasm"]').isDisabled()).resolves.toBe(true);
    const again = await submit(page, SEED_LINE, 'solve');
    expect(again).toMatchObject({ status: 'solved', engine: 'js' });
    await page.close();
  });

  it('loaded every file it asked for, and threw no uncaught error', () => {
    expect(plain.failures).toEqual([]);
    expect(strict.failures).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
