/**
 * The page never loses a game, in headless Chromium (same recipe as
 * play.test.ts: build the page, serve it on 127.0.0.1, a fresh browser
 * context per test): the games list and Back/Forward, shared links beside
 * the other games, statistics, pause and the locked finished grid, focus
 * kept on the grid, the solver tab's puzzle played, the share link copied,
 * a malformed link's error, the level box, and offline play with every
 * file of the build (the JS engine, a browser without WebAssembly SIMD).
 *
 * Judged without the page's own code: positions by the cells' text and
 * notes, the solution by the solver checked by the engine-free validator.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../src/index.js';
import { parse, SYMBOLS } from '../../src/grid.js';
import { isValidSolution } from '../../src/validate.js';
import { buildPage, hasChromium, launchChromium, ROOT } from './chromium.js';
import { serveFolder, type StaticServer } from './serve.js';

// A folder of its own: the other e2e files build theirs at the same time.
const DIST = join(ROOT, 'test-artifacts', 'dist-web-games');

/** Two easy 9×9 puzzles with one solution each. */
const PUZZLE = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';
const OTHER = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** The puzzle's unique solution, checked by the validator. */
async function solutionOf(puzzle: string): Promise<number[]> {
  const result = (await createSolver({ engine: 'js' })).solveUnique(puzzle);
  if (result.status !== 'solved' || typeof result.solution !== 'string') throw new Error('no unique solution');
  const solution = [...parse(result.solution).cells];
  if (!isValidSolution(parse(puzzle).cells, solution, 9)) throw new Error('the solver’s answer does not validate');
  return solution;
}

/** The empty cells of `puzzle`, in reading order. */
function emptiesOf(puzzle: string): number[] {
  return [...parse(puzzle).cells].flatMap((digit, cell) => (digit === 0 ? [cell] : []));
}

const cellId = (cell: number): string => `cell-${Math.floor(cell / 9) + 1}-${(cell % 9) + 1}`;

/** The grid's digits as the cells show them (0 for empty). */
async function gridDigits(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-testid^="cell-"]').allTextContents();
  return texts.map((text) => (text === '' ? 0 : SYMBOLS.indexOf(text) + 1));
}

/** A cell's notes as the page draws them. */
async function notesOf(page: Page, cell: number): Promise<string> {
  return ((await page.getByTestId(cellId(cell)).getAttribute('data-notes')) ?? '').replace(/\s/g, '');
}

/** The givens of the game on screen, from its share link. */
async function givensOf(page: Page): Promise<string> {
  const href = (await page.getByTestId('share-link').getAttribute('href')) ?? '';
  return decodeURIComponent(href.slice(href.indexOf('#play=') + '#play='.length));
}

/** The clock in seconds. */
async function clockSeconds(page: Page): Promise<number> {
  const [minutes = 0, seconds = 0] = ((await page.getByTestId('timer').textContent()) ?? '').split(':').map(Number);
  return minutes * 60 + seconds;
}

/** Waits until the game is on and its solution known. */
async function playing(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('game-status').textContent(), { timeout: 30_000 }).toBe('Playing.');
}

/** Presses New puzzle and waits for a game other than the one on screen. */
async function newPuzzle(page: Page): Promise<void> {
  const before = await givensOf(page);
  await page.getByTestId('new-game').click();
  await expect.poll(() => givensOf(page), { timeout: 30_000 }).not.toBe(before);
  await playing(page);
}

describe.skipIf(!hasChromium)('games are never lost, in headless Chromium', () => {
  let server: StaticServer;
  let browser: Browser;
  const pageErrors: string[] = [];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    buildPage(DIST);
    server = await serveFolder(DIST);
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  async function freshPage(context?: BrowserContext): Promise<Page> {
    const own = context ?? (await browser.newContext({ viewport: { width: 1280, height: 1000 } }));
    if (context === undefined) contexts.push(own);
    const page = await own.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  it('keeps a game through New puzzle: it is in the list, Back returns to it exactly (digits, notes, corner marks, colours, clock, undo)', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    const solution = await solutionOf(PUZZLE);
    const [first = 0, second = 0, third = 0, fourth = 0] = emptiesOf(PUZZLE);
    await page.getByTestId(cellId(first)).click();
    await page.keyboard.press(String(solution[first]));
    await page.getByTestId(cellId(second)).click();
    await page.keyboard.press('n');
    await page.keyboard.press('2');
    await page.keyboard.press('7');
    await page.keyboard.press('n');
    // A corner mark (Shift with a digit) and a colour (colour mode, then a pad digit).
    await page.getByTestId(cellId(third)).click();
    await page.keyboard.press('Shift+Digit3');
    await page.getByTestId(cellId(fourth)).click();
    await page.getByTestId('mark-colour').click();
    await page.getByTestId('digit-4').click();
    await page.getByTestId('mark-colour').click();
    const marks = async (): Promise<[string, string]> => [
      (await page.getByTestId(cellId(third)).getAttribute('data-corners')) ?? '',
      (await page.getByTestId(cellId(fourth)).getAttribute('data-colour')) ?? '0',
    ];
    expect(await marks()).toEqual(['3', '4']);
    await expect.poll(() => clockSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const before = { digits: await gridDigits(page), notes: await notesOf(page, second), seconds: await clockSeconds(page) };
    expect(before.notes).toBe('27');
    // The first game's clock may run only while it is on screen: from here until the new game
    // replaces it, and from Back until it is read. Those spans are measured, not assumed (a busy
    // machine stretches them); the new game stays on screen 3 s, more than the bound's slack, so
    // a clock that ran meanwhile would break the bound.
    let onScreenMs = -Date.now();
    await newPuzzle(page); // no question asked: the game on screen goes into the list
    onScreenMs += Date.now();
    const items = page.getByTestId('games').getByTestId('game-item');
    await expect.poll(() => items.count()).toBe(2);
    await expect(items.nth(1).textContent()).resolves.toMatch(/^9×9 · .+ · \d+:\d\d · .+ · in progress$/);
    await expect.poll(() => clockSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    // Back: the first game, exactly as it was.
    onScreenMs -= Date.now();
    await page.goBack();
    await expect.poll(() => givensOf(page)).toBe(PUZZLE);
    expect(await gridDigits(page)).toEqual(before.digits);
    expect(await notesOf(page, second)).toBe('27');
    expect(await marks()).toEqual(['3', '4']);
    const seconds = await clockSeconds(page);
    onScreenMs += Date.now();
    expect(seconds).toBeGreaterThanOrEqual(before.seconds);
    // The clock showed before.seconds with up to a second more counted, then ran onScreenMs at most.
    expect(seconds).toBeLessThanOrEqual(before.seconds + 1 + Math.ceil(onScreenMs / 1000));
    // The undo history came back too: five moves, the colour last.
    await page.getByTestId('undo').click();
    expect(await marks()).toEqual(['3', '0']);
    for (let k = 0; k < 4; k++) await page.getByTestId('undo').click();
    expect(await gridDigits(page)).toEqual([...parse(PUZZLE).cells]);
    expect(await marks()).toEqual(['', '0']);
    await page.getByTestId('redo').click();
    await page.getByTestId('redo').click();
    expect(await notesOf(page, second)).toBe('2');
    // Forward: the new game again; and the list resumes the first one too.
    await page.goForward();
    await expect.poll(() => givensOf(page)).not.toBe(PUZZLE);
    await items.nth(1).click();
    await expect.poll(() => givensOf(page)).toBe(PUZZLE);
    expect(await notesOf(page, second)).toBe('2');
    // A reload comes back to the same game.
    await page.reload();
    await expect.poll(() => givensOf(page)).toBe(PUZZLE);
    expect(await notesOf(page, second)).toBe('2');
  });

  it('opens a shared link as a new game beside the others, which stay intact', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    const [first = 0] = emptiesOf(PUZZLE);
    await page.getByTestId(cellId(first)).click();
    await page.keyboard.press('9');
    // A link followed on this page, then one opened in another tab.
    await page.goto(`${server.url}#play=${OTHER}`);
    await expect.poll(() => givensOf(page)).toBe(OTHER);
    await playing(page);
    expect(await gridDigits(page)).toEqual([...parse(OTHER).cells]);
    const tab = await freshPage(page.context());
    await tab.goto(`${server.url}#play=${PUZZLE}`);
    await playing(tab);
    expect(await gridDigits(tab)).toEqual([...parse(PUZZLE).cells]);
    const items = tab.getByTestId('game-item');
    await expect.poll(() => items.count()).toBe(3);
    // The first tab sees the new game, and its next move keeps it in the list.
    await expect.poll(() => page.getByTestId('game-item').count()).toBe(3);
    await page.getByTestId(cellId(emptiesOf(OTHER)[0] ?? 0)).click();
    await page.keyboard.press('5');
    await tab.reload();
    await playing(tab);
    await expect.poll(() => items.count()).toBe(3);
    // The first game kept its digit.
    await items.nth(2).click();
    await expect.poll(() => tab.getByTestId(cellId(first)).textContent()).toBe('9');
  });

  it('counts a finished game in the statistics; a finished grid is locked', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    const solution = await solutionOf(PUZZLE);
    await expect.poll(() => page.getByTestId('rating').textContent()).toMatch(/SE rating/);
    const level = /· (\w+) ·/.exec((await page.getByTestId('rating').textContent()) ?? '')?.[1] ?? '';
    // One hint applied, the rest typed.
    await page.getByTestId('hint').click();
    await expect.poll(() => page.getByTestId('hint-text').textContent()).toMatch(/Press Hint again/);
    await page.getByTestId('hint').click();
    const digits = await gridDigits(page);
    let last = 0;
    for (const cell of emptiesOf(PUZZLE)) {
      if (digits[cell] !== 0) continue;
      await page.getByTestId(cellId(cell)).click();
      await page.keyboard.press(String(solution[cell]));
      last = cell;
    }
    await expect.poll(() => page.getByTestId('game-status').textContent()).toMatch(/solved in \d+:\d\d/);
    const time = /solved in (\d+:\d\d)/.exec((await page.getByTestId('game-status').textContent()) ?? '')?.[1];
    // Locked: Backspace, a digit and Undo change nothing.
    await page.getByTestId(cellId(last)).click();
    await page.keyboard.press('Backspace');
    await page.keyboard.press(String(((solution[last] ?? 0) % 9) + 1));
    expect(await page.getByTestId('undo').isDisabled()).toBe(true);
    await page.keyboard.press('Control+z');
    expect(await gridDigits(page)).toEqual(solution);
    const row = page.getByTestId('stats').locator('tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('td').allTextContents()).toEqual([`9×9 ${level}`, '1', '1', time, time, '1']);
    await expect(page.getByTestId('game-item').first().textContent()).resolves.toMatch(/ · solved$/);
    // A second game played and left unfinished counts as played, not solved.
    await newPuzzle(page);
    await page.getByTestId('pause').click(); // saves
    const rows = await page.getByTestId('stats').locator('tbody tr').allTextContents();
    expect(rows.join('|')).toMatch(/9×9/);
    const played = (await page.getByTestId('stats').locator('tbody tr td:nth-child(2)').allTextContents()).map(Number);
    expect(played.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('Pause hides the grid and stops the clock', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    await expect.poll(() => clockSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await page.getByTestId('pause').click();
    expect(await page.getByTestId('cell-1-1').isVisible()).toBe(false);
    const atPause = await clockSeconds(page);
    await page.waitForTimeout(2200);
    expect(await clockSeconds(page)).toBe(atPause);
    const [first = 0] = emptiesOf(PUZZLE);
    await page.keyboard.press('5'); // ignored while paused
    await page.keyboard.press('p'); // P resumes, as the button does
    expect(await page.getByTestId(cellId(first)).isVisible()).toBe(true);
    expect(await gridDigits(page)).toEqual([...parse(PUZZLE).cells]);
    await expect.poll(() => clockSeconds(page), { timeout: 10_000 }).toBeGreaterThan(atPause);
  });

  it('keeps the keyboard on the grid: H after clicking Hint applies it; a digit after New puzzle fills the selected cell', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    await page.getByTestId('hint').click();
    await expect.poll(() => page.getByTestId('hint-text').textContent()).toMatch(/Press Hint again/);
    const before = await gridDigits(page);
    const notesBefore = await page.locator('[data-testid^="cell-"]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-notes')));
    await page.keyboard.press('h');
    await expect.poll(() => page.getByTestId('hint-text').textContent()).toBe('');
    const notesAfter = await page.locator('[data-testid^="cell-"]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-notes')));
    expect((await gridDigits(page)).join() !== before.join() || notesAfter.join() !== notesBefore.join()).toBe(true);
    // After Undo (a button), Ctrl+Y on the keyboard redoes.
    const applied = await gridDigits(page);
    await page.getByTestId('undo').click();
    await page.keyboard.press('Control+y');
    expect(await gridDigits(page)).toEqual(applied);
    expect(await page.locator('[data-testid^="cell-"]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-notes')))).toEqual(notesAfter);
    await newPuzzle(page);
    const selected = page.locator('.pcell.selected');
    await expect(selected.textContent()).resolves.toBe('');
    const givens = [...parse(await givensOf(page)).cells];
    const solution = await solutionOf(await givensOf(page));
    const cell = givens.findIndex((digit) => digit === 0);
    await page.keyboard.press(String(solution[cell]));
    await expect(page.getByTestId(cellId(cell)).textContent()).resolves.toBe(String(solution[cell]));
  });

  it('plays the solver tab’s puzzle (Play this puzzle), rated, and a puzzle pasted into Play', async () => {
    const page = await freshPage();
    await page.goto(server.url);
    await playing(page);
    await page.getByTestId('tab-tools').click();
    await page.getByTestId('puzzle-input').fill(OTHER);
    await page.getByTestId('play-this').click();
    await expect.poll(() => page.getByTestId('new-game').isVisible()).toBe(true);
    await expect.poll(() => givensOf(page)).toBe(OTHER);
    await playing(page);
    await expect.poll(() => page.getByTestId('rating').textContent(), { timeout: 30_000 }).toMatch(/^9×9 · \w+ · SE rating \d+\.\d$/);
    expect(await gridDigits(page)).toEqual([...parse(OTHER).cells]);
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.querySelector('.pcell')?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, PUZZLE);
    await expect.poll(() => givensOf(page)).toBe(PUZZLE);
    await playing(page);
    await expect.poll(() => page.getByTestId('game-item').count()).toBe(3);
  });

  it('copies the share link with feedback; a malformed link’s error stays; no level shows on 16×16', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    contexts.push(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await freshPage(context);
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    await page.getByTestId('share-link').click();
    await expect.poll(() => page.locator('#share-note').textContent()).toBe('Link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}#play=${PUZZLE}`);
    // A malformed link: its error stays on the status line, over the game that stays on screen.
    await page.goto(`${server.url}#play=12x`);
    await expect.poll(() => page.getByTestId('game-status').textContent()).toMatch(/^This link's puzzle cannot be played: the link's puzzle has 3 characters/);
    await page.reload();
    await expect.poll(() => page.getByTestId('game-status').textContent(), { timeout: 30_000 }).toMatch(/^This link's puzzle cannot be played/);
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('game-status').textContent()).resolves.toMatch(/^This link's puzzle cannot be played/);
    expect(await gridDigits(page)).toEqual([...parse(PUZZLE).cells]);
    // The level box: no level while it is off.
    const level = page.getByTestId('level');
    const chosen = await level.inputValue();
    await page.getByTestId('size').selectOption('16');
    expect(await level.isDisabled()).toBe(true);
    expect(await level.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('—');
    await page.getByTestId('size').selectOption('9');
    expect(await level.inputValue()).toBe(chosen);
  });

  it('offline after one visit: every built file is stored, the JS engine loads, and a browser without SIMD plays', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    contexts.push(context);
    const page = await freshPage(context);
    await page.goto(server.url);
    await playing(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Every file of the build is stored, whichever this browser fetched.
    const built = readdirSync(DIST, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name !== 'sw.js')
      .map((entry) => relative(DIST, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
    const stored = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((name) => name.startsWith('sudoku-wasm-')) ?? '');
      return (await cache.keys()).map((request) => new URL(request.url).pathname.slice(1)).sort();
    });
    expect(stored).toEqual(built);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    // The solver tab's JS engine.
    await page.reload();
    await page.getByTestId('tab-tools').click();
    await page.locator('input[name="engine"][value="js"]').check();
    await page.getByTestId('puzzle-input').fill(PUZZLE);
    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('solved');
    await expect(page.getByTestId('engine').textContent()).resolves.toBe('js');
    // A browser without WebAssembly SIMD: its worker's SIMD probe fails, so it loads the scalar builds.
    // The worker is a module that imports the stub, then the page's worker: static imports, so the
    // stub runs first and the worker script has its message listener before any message is
    // delivered. (An `await import()` of the worker instead lets the page's first request arrive
    // before the listener exists, and it is lost: New puzzle then waits forever whenever the
    // worker script is slow to load, as on a busy machine.)
    const noSimd = await freshPage(context);
    await noSimd.addInitScript(() => {
      const NativeWorker = Worker;
      const moduleUrl = (source: string): string => URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const stub = moduleUrl(`const validate = WebAssembly.validate;
        WebAssembly.validate = (bytes) => (bytes.byteLength < 64 ? false : validate(bytes));`);
      window.Worker = class extends NativeWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          const worker = new URL(url, location.href).href;
          super(moduleUrl(`import ${JSON.stringify(stub)};\nimport ${JSON.stringify(worker)};`), options);
        }
      };
    });
    await noSimd.goto(server.url);
    await playing(noSimd);
    await newPuzzle(noSimd);
    const givens = await givensOf(noSimd);
    expect((await createSolver({ engine: 'js' })).solveUnique(givens).status).toBe('solved');
    // It was the scalar build that played (the SIMD one was never fetched).
    const wasmFetched = (await Promise.all(noSimd.workers().map((worker) => worker.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)))))
      .flat()
      .filter((name) => name.endsWith('.wasm'));
    expect(wasmFetched.some((name) => /\/release-[^/.]{8}\.wasm$/.test(name))).toBe(true);
    expect(wasmFetched.filter((name) => name.includes('-simd-'))).toEqual([]);
    await context.setOffline(false);
  });

  it('threw no uncaught error and loaded every file it asked for', () => {
    expect(pageErrors).toEqual([]);
    expect(server.failures).toEqual([]);
  });
});
