/**
 * The Play tab in headless Chromium (same recipe as browser.test.ts: build
 * the page, serve it on 127.0.0.1, drive Debian's chromium through
 * playwright-core). A fresh browser context per test: its own localStorage
 * and service worker.
 *
 * Judged without the page's own code: a finished grid by the engine-free
 * validator against the givens in the share link; a hint by the puzzle's
 * unique solution (each placement is the solution's digit, each
 * elimination is not), with the solution from the solver and checked by
 * the validator.
 *
 * Artefacts: test-artifacts/play-{1280,390}-{light,dark}.png on every run
 * (git-ignored); docs/play-*.png (docs/page.md, the README) only when
 * missing or with UPDATE_SCREENSHOT=1.
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../src/index.js';
import { parse, SYMBOLS } from '../../src/grid.js';
import { isValidSolution } from '../../src/validate.js';
import { buildPage, hasChromium, launchChromium, ROOT } from './chromium.js';
import { serveFolder, type StaticServer } from './serve.js';

// A folder of its own: browser.test.ts builds dist-web at the same time.
const DIST = join(ROOT, 'test-artifacts', 'dist-web-play');

/** An easy 9×9 with one solution (the seeds' board). */
const PUZZLE = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';


/** A position (after a rated puzzle's singles) whose next step is a 2-string kite, with one solution. */
const KITE = '315762948.87..53622.....751....5.......8.4......2.61..6489275137536..4291..543876';

/**
 * A position (a rated puzzle of the SE sample after its placements) whose
 * next step is a forcing chain of eight links, with one solution.
 */
const CHAIN = '..82.679.29637.18...58.92368.96.154..6498.31..124..8694571689236217934589835..671';

/** The puzzle's unique solution, checked by the validator. */
async function solutionOf(puzzle: string): Promise<number[]> {
  const result = (await createSolver({ engine: 'js' })).solve(puzzle);
  if (result.status !== 'solved' || typeof result.solution !== 'string') throw new Error('no solution');
  const givens = parse(puzzle).cells;
  const solution = parse(result.solution).cells;
  if (!isValidSolution(givens, solution, 9)) throw new Error('the solver’s answer does not validate');
  return [...solution];
}

/** The grid's digits as the cells show them (0 for empty). */
async function gridDigits(page: Page, side: number): Promise<number[]> {
  const texts = await page.locator('[data-testid^="cell-"]').allTextContents();
  expect(texts).toHaveLength(side * side);
  return texts.map((text) => (text === '' ? 0 : SYMBOLS.indexOf(text) + 1));
}

/** The givens of the game on screen, from its share link. */
async function givensOf(page: Page): Promise<string> {
  const href = (await page.locator('#share-link').getAttribute('href')) ?? '';
  return decodeURIComponent(href.slice(href.indexOf('#play=') + '#play='.length));
}

/** A cell's notes as the page draws them (the digits in data-notes). */
async function notesOf(page: Page, row: number, column: number): Promise<string> {
  return ((await page.getByTestId(`cell-${row}-${column}`).getAttribute('data-notes')) ?? '').replace(/\s/g, '');
}

/** Waits until the game is on and its solution known. */
async function playing(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('game-status').textContent(), { timeout: 30_000 }).toBe('Playing.');
}

describe.skipIf(!hasChromium)('the Play tab in headless Chromium', () => {
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

  /** A page in a fresh context (own storage, own service worker); a phone-wide one takes touch. */
  async function freshPage(width = 1280, height = 1000): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 600 });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  it('opens on Play with a new puzzle; the solver tools are one click away', async () => {
    const page = await freshPage();
    await page.goto(server.url);
    await playing(page);
    const givens = await givensOf(page);
    expect(givens).toHaveLength(81);
    const digits = await gridDigits(page, 9);
    expect(digits).toEqual([...parse(givens).cells]);
    // The generator's puzzle has exactly one solution (the solver counts to 2).
    expect((await createSolver({ engine: 'js' })).solveUnique(givens).status).toBe('solved');
    // Givens are locked: typing over one changes nothing.
    const given = digits.findIndex((d) => d !== 0);
    const cell = page.getByTestId(`cell-${Math.floor(given / 9) + 1}-${(given % 9) + 1}`);
    await cell.click();
    await page.keyboard.press(String((digits[given] ?? 0) % 9 + 1));
    await expect(cell.textContent()).resolves.toBe(String(digits[given]));
    await expect(cell.getAttribute('aria-label')).resolves.toMatch(/^Row \d, column \d: \d, given$/);
    await page.getByTestId('tab-tools').click();
    await expect(page.getByTestId('solve').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('new-game').isVisible()).resolves.toBe(false);
  });

  it('plays by touch: pad digits, notes mode, undo and redo, Check marks a wrong digit', async () => {
    const page = await freshPage(390, 900);
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    const solution = await solutionOf(PUZZLE);
    // A linked puzzle is rated in the worker once it opens.
    await expect.poll(() => page.getByTestId('rating').textContent()).toMatch(/^9×9 · \w+ · SE rating \d+\.\d$/);
    const empty = [...parse(PUZZLE).cells].findIndex((d) => d === 0);
    const [row, column] = [Math.floor(empty / 9) + 1, (empty % 9) + 1];
    const cell = page.getByTestId(`cell-${row}-${column}`);
    await cell.tap();
    const right = solution[empty] ?? 0;
    const wrong = (right % 9) + 1;
    await page.getByTestId(`digit-${wrong}`).tap();
    await expect(cell.textContent()).resolves.toBe(String(wrong));
    await page.getByTestId('check').tap();
    await expect(page.getByTestId('hint-text').textContent()).resolves.toBe(`1 wrong digit: r${row}c${column}.`);
    await expect(cell.getAttribute('class')).resolves.toMatch(/\bwrong\b/);
    await page.getByTestId('undo').tap();
    await expect(cell.textContent()).resolves.toBe('');
    await page.getByTestId('redo').tap();
    await expect(cell.textContent()).resolves.toBe(String(wrong));
    await page.getByTestId('undo').tap();
    // Notes mode: pad digits toggle notes; the cell's text stays empty, its name lists them.
    await page.getByTestId('notes').tap();
    await page.getByTestId('digit-2').tap();
    await page.getByTestId('digit-3').tap();
    await expect(cell.textContent()).resolves.toBe('');
    await expect(notesOf(page, row, column)).resolves.toBe('23');
    await expect(cell.getAttribute('aria-label')).resolves.toBe(`Row ${row}, column ${column}: empty, notes 2 3`);
    await page.keyboard.press('n'); // back to digits
    await page.getByTestId(`digit-${right}`).tap();
    await expect(cell.textContent()).resolves.toBe(String(right));
    await page.getByTestId('check').tap();
    await expect(page.getByTestId('hint-text').textContent()).resolves.toBe('No mistakes so far.');
  });

  it('a hint after a wrong digit names the cell of the mistake', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    const solution = await solutionOf(PUZZLE);
    // The last empty cell, so the mistake is not simply the first cell there is.
    const empty = [...parse(PUZZLE).cells].map((d, k) => (d === 0 ? k : -1)).filter((k) => k >= 0).at(-1) ?? 0;
    const [row, column] = [Math.floor(empty / 9) + 1, (empty % 9) + 1];
    await page.getByTestId(`cell-${row}-${column}`).click();
    await page.keyboard.press(String(((solution[empty] ?? 0) % 9) + 1));
    await page.getByTestId('hint').click();
    await expect.poll(() => page.getByTestId('hint-text').textContent()).toMatch(new RegExp(`mistake in r${row}c${column}\\b`));
  });

  it('a reload in the middle of a game brings back digits, notes and time', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    const solution = await solutionOf(PUZZLE);
    const empties = [...parse(PUZZLE).cells].map((d, k) => (d === 0 ? k : -1)).filter((k) => k >= 0);
    const [first = 0, second = 0] = empties;
    await page.getByTestId(`cell-${Math.floor(first / 9) + 1}-${(first % 9) + 1}`).click();
    await page.keyboard.press(String(solution[first]));
    await page.getByTestId(`cell-${Math.floor(second / 9) + 1}-${(second % 9) + 1}`).click();
    await page.getByTestId('notes').click();
    await page.keyboard.press('1');
    await page.keyboard.press('5');
    await page.getByTestId('notes').click();
    await expect.poll(() => page.getByTestId('timer').textContent(), { timeout: 10_000 }).toMatch(/^0:0[2-9]$/);
    const before = { digits: await gridDigits(page, 9), notes: await notesOf(page, Math.floor(second / 9) + 1, (second % 9) + 1) };
    const seconds = Number((await page.getByTestId('timer').textContent())?.split(':')[1]);
    await page.reload();
    await expect.poll(() => page.getByTestId('game-status').textContent()).toBe('Playing.');
    expect(await gridDigits(page, 9)).toEqual(before.digits);
    expect(await notesOf(page, Math.floor(second / 9) + 1, (second % 9) + 1)).toBe(before.notes);
    expect(before.notes).toBe('15');
    expect(Number((await page.getByTestId('timer').textContent())?.split(':')[1])).toBeGreaterThanOrEqual(seconds);
    // The undo history came back too.
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    expect(await gridDigits(page, 9)).toEqual([...parse(PUZZLE).cells]);
  });

  it('stops the clock while the tab is hidden', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    const seconds = async (): Promise<number> => Number((await page.getByTestId('timer').textContent())?.split(':')[1]);
    await expect.poll(seconds, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const setHidden = (hidden: boolean): Promise<void> =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'visibilityState', { value: h ? 'hidden' : 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    const atHide = await seconds();
    await page.waitForTimeout(2500);
    await setHidden(false);
    expect(await seconds()).toBeLessThanOrEqual(atHide + 1);
    await expect.poll(seconds, { timeout: 10_000 }).toBeGreaterThan(atHide + 1);
  });

  it('after one visit, loads and makes a new puzzle with the network off', async () => {
    const page = await freshPage();
    await page.goto(server.url);
    await playing(page);
    // The service worker has stored the page once it controls it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const before = await givensOf(page);
    await page.context().setOffline(true);
    await page.reload();
    await playing(page);
    await page.getByTestId('new-game').click();
    await expect.poll(() => givensOf(page), { timeout: 30_000 }).not.toBe(before);
    await playing(page);
    const after = await givensOf(page);
    expect((await createSolver({ engine: 'js' })).solveUnique(after).status).toBe('solved');
    await page.context().setOffline(false);
  });

  it('completes an easy puzzle by pressing Hint twice per step', async () => {
    const page = await freshPage();
    await page.goto(server.url);
    await page.getByTestId('level').selectOption('easy');
    await page.getByTestId('size').selectOption('9');
    await page.getByTestId('new-game').click();
    await playing(page);
    const givens = await givensOf(page);
    const solution = await solutionOf(givens);
    for (let step = 0; step < 300; step++) {
      if ((await page.getByTestId('game-status').textContent())?.includes('solved')) break;
      await page.getByTestId('hint').click();
      await expect.poll(() => page.getByTestId('hint-text').textContent()).toMatch(/Press Hint again/);
      const marked = await page.locator('.pcell.pattern').count();
      expect(marked).toBeGreaterThan(0);
      await page.getByTestId('hint').click();
      await expect.poll(() => page.getByTestId('hint-text').textContent()).toBe('');
    }
    await expect(page.getByTestId('game-status').textContent()).resolves.toMatch(/solved in \d+:\d\d\b/);
    const digits = await gridDigits(page, 9);
    expect(isValidSolution(parse(givens).cells, digits, 9)).toBe(true);
    expect(digits).toEqual(solution);
  });

  it('a hint works from the player’s notes, a candidate removed by hand included', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    const solution = await solutionOf(PUZZLE);
    await page.getByTestId('fill-notes').click();
    // Remove by hand a candidate the solution does not have, in the first cell with three or more.
    const givens = [...parse(PUZZLE).cells];
    let removed: { row: number; column: number; digit: number } | undefined;
    for (let k = 0; k < 81 && removed === undefined; k++) {
      if (givens[k] !== 0) continue;
      const [row, column] = [Math.floor(k / 9) + 1, (k % 9) + 1];
      const notes = await notesOf(page, row, column);
      const digit = [...notes].map(Number).find((d) => d !== solution[k]);
      if (notes.length >= 3 && digit !== undefined) removed = { row, column, digit };
    }
    if (removed === undefined) throw new Error('no cell to remove a candidate from');
    await page.getByTestId(`cell-${removed.row}-${removed.column}`).click();
    await page.getByTestId('notes').click();
    await page.getByTestId(`digit-${removed.digit}`).click();
    await page.getByTestId('notes').click();
    expect(await notesOf(page, removed.row, removed.column)).not.toContain(String(removed.digit));
    const notesBefore = new Map<number, string>();
    for (let k = 0; k < 81; k++) if (givens[k] === 0) notesBefore.set(k, await notesOf(page, Math.floor(k / 9) + 1, (k % 9) + 1));
    await page.getByTestId('hint').click();
    await expect.poll(() => page.getByTestId('hint-text').textContent()).toMatch(/Press Hint again/);
    await page.getByTestId('hint').click();
    // What the hint changed: every placement is the solution's digit, every
    // removed note is not, and the hand-removed candidate stays removed.
    const digits = await gridDigits(page, 9);
    let changes = 0;
    for (const [k, notes] of notesBefore) {
      const [row, column] = [Math.floor(k / 9) + 1, (k % 9) + 1];
      if ((digits[k] ?? 0) !== 0) {
        expect(digits[k]).toBe(solution[k]);
        changes++;
        continue;
      }
      const now = await notesOf(page, row, column);
      for (const d of notes) {
        if (now.includes(d)) continue;
        expect(Number(d)).not.toBe(solution[k]);
        changes++;
      }
    }
    expect(changes).toBeGreaterThan(0);
    expect(await notesOf(page, removed.row, removed.column)).not.toContain(String(removed.digit));
  });

  it('marks a rule-breaking digit on both cells at once', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    const givens = [...parse(PUZZLE).cells];
    // The first empty cell, and a given of its row: typing that given's digit breaks the row's rule.
    const empty = givens.findIndex((d) => d === 0);
    const row = Math.floor(empty / 9);
    const given = givens.findIndex((d, k) => d !== 0 && Math.floor(k / 9) === row);
    const name = (cell: number): string => `cell-${Math.floor(cell / 9) + 1}-${(cell % 9) + 1}`;
    const conflicting = (): Promise<string[]> => page.locator('[data-conflict="true"]').evaluateAll((cells) => cells.map((c) => (c as HTMLElement).dataset['testid'] ?? ''));
    expect(await conflicting()).toEqual([]);
    await page.getByTestId(name(empty)).click();
    await page.keyboard.press(String(givens[given]));
    expect((await conflicting()).sort()).toEqual([name(empty), name(given)].sort());
    await page.keyboard.press('Backspace');
    expect(await conflicting()).toEqual([]);
    // Auto-check (off by default) marks a digit that breaks no rule but is not the solution's, and counts
    // every wrong digit placed: the clashing one above, and this one.
    const solution = await solutionOf(PUZZLE);
    const sees = (a: number, b: number): boolean =>
      Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9 || (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3));
    const allowed = (cell: number, d: number): boolean => !givens.some((g, k) => g === d && sees(cell, k));
    const other = givens.findIndex((g, k) => g === 0 && [1, 2, 3, 4, 5, 6, 7, 8, 9].some((d) => d !== solution[k] && allowed(k, d)));
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== solution[other] && allowed(other, d)) ?? 0;
    await page.getByTestId(name(other)).click();
    await page.keyboard.press(String(wrong));
    await expect(page.getByTestId(name(other)).textContent()).resolves.toBe(String(wrong));
    await expect(page.getByTestId(name(other)).getAttribute('class')).resolves.not.toMatch(/\bwrong\b/);
    await page.getByTestId('auto-check').check();
    await expect(page.getByTestId(name(other)).getAttribute('class')).resolves.toMatch(/\bwrong\b/);
    await expect(page.getByTestId('mistakes').textContent()).resolves.toBe('Mistakes: 2');
    expect(await conflicting()).toEqual([]);
  });

  it('follows the system’s dark theme until the switch picks one, and remembers it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    const theme = (): Promise<string | null> => page.evaluate(() => document.documentElement.dataset['theme'] ?? null);
    const background = (): Promise<string> => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(await theme()).toBe('dark');
    const dark = await background();
    await page.getByTestId('theme').click();
    expect(await theme()).toBe('light');
    expect(await background()).not.toBe(dark);
    await page.reload();
    await playing(page);
    expect(await theme()).toBe('light');
  });

  it('16×16 notes are at least 9 px on a phone', async () => {
    const page = await freshPage(390, 844);
    await page.goto(server.url);
    await playing(page);
    await page.getByTestId('size').selectOption('16');
    await page.getByTestId('new-game').tap();
    await expect.poll(() => page.locator('[data-testid^="cell-"]').count(), { timeout: 30_000 }).toBe(256);
    await playing(page);
    await page.getByTestId('fill-notes').tap();
    const sizes = await page.locator('.pcell:not(.given)').evaluateAll((cells) => cells.map((c) => parseFloat(getComputedStyle(c, '::before').fontSize)));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(9);
  });

  it('a hint that needs a wing draws its candidates with notes off, each one the rules allow', async () => {
    const position = KITE;
    const page = await freshPage();
    await page.goto(`${server.url}#play=${position}`);
    await playing(page);
    const solution = await solutionOf(position);
    await page.getByTestId('hint').click();
    await expect.poll(() => page.getByTestId('hint-text').textContent()).toMatch(/^2-string kite on \d .*\(SE \d\.\d\): .*Press Hint again/);
    // Notes are off: no cell shows any, yet the hint's candidates are drawn.
    expect((await page.locator('[data-testid^="cell-"]').evaluateAll((cells) => cells.map((c) => (c as HTMLElement).dataset['notes'] ?? ''))).join('')).toBe('');
    const drawn = await page.getByTestId('hint-candidate').evaluateAll((marks) =>
      marks.map((m) => ({ cell: Number(m.getAttribute('data-cell')), digit: Number(m.getAttribute('data-digit')), role: m.getAttribute('class') })),
    );
    expect(drawn.length).toBeGreaterThanOrEqual(5); // a kite's four ends and at least one removal
    const givens = [...parse(position).cells];
    const sees = (a: number, b: number): boolean =>
      a !== b && (Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9 || (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));
    for (const { cell, digit, role } of drawn) {
      expect(givens[cell]).toBe(0);
      expect(givens.some((d, peer) => d === digit && sees(cell, peer))).toBe(false);
      if (role === 'remove') expect(digit).not.toBe(solution[cell]);
    }
    expect(drawn.some((d) => d.role === 'remove')).toBe(true);
    await expect(page.getByTestId('hint-candidate').first().isVisible()).resolves.toBe(true);
  });

  it('a chain hint draws its chain with notes off: its candidates joined by arrows, each one the rules allow', async () => {
    const page = await freshPage(390, 844);
    await page.goto(`${server.url}#play=${CHAIN}`);
    await playing(page);
    const solution = await solutionOf(CHAIN);
    await page.getByTestId('hint').click();
    await expect.poll(() => page.getByTestId('hint-text').textContent()).toMatch(/^Forcing chain.*→.*Press Hint again/);
    const drawn = await page.getByTestId('hint-candidate').evaluateAll((marks) =>
      marks.map((m) => ({ cell: Number(m.getAttribute('data-cell')), digit: Number(m.getAttribute('data-digit')), role: m.getAttribute('class') })),
    );
    const arrows = await page.locator('svg line[marker-end]').count();
    // Eight links: seven arrows at least (a link may follow from several), a drawn candidate per link cell.
    expect(arrows).toBeGreaterThanOrEqual(7);
    expect(new Set(drawn.map((d) => d.cell)).size).toBeGreaterThanOrEqual(4);
    const givens = [...parse(CHAIN).cells];
    const sees = (a: number, b: number): boolean =>
      a !== b && (Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9 || (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));
    for (const { cell, digit, role } of drawn) {
      expect(givens[cell]).toBe(0); // drawn on empty cells only
      expect(givens.some((d, peer) => d === digit && sees(cell, peer))).toBe(false); // a candidate the rules allow
      expect(role === 'place' || role === 'remove' || role === 'use').toBe(true);
    }
    // The chain's conclusion (links set on are drawn as placed too, the
    // assumption's among them): r1c1 is 1, the solution's digit.
    expect(solution[0]).toBe(1);
    expect(drawn.some((d) => d.cell === 0 && d.digit === 1 && d.role === 'place')).toBe(true);
    mkdirSync(join(ROOT, 'test-artifacts'), { recursive: true });
    const shot = join(ROOT, 'test-artifacts', 'play-chain-390.png');
    await page.screenshot({ path: shot });
    const docsShot = join(ROOT, 'docs', 'play-chain-390.png');
    if (process.env['UPDATE_SCREENSHOT'] === '1' || !existsSync(docsShot)) copyFileSync(shot, docsShot);
  });

  it('marks several cells at once: a finger dragged across them, or Shift+click; centre, corner and colour', async () => {
    const page = await freshPage(390, 844);
    await page.goto(`${server.url}#play=${PUZZLE}`);
    await playing(page);
    // PUZZLE's row 5 is ".69...78.": r5c1, r5c4 and r5c5 are empty, r5c2 a given.
    const centre = async (id: string): Promise<[number, number]> => {
      const box = await page.getByTestId(id).boundingBox();
      if (box === null) throw new Error(`${id} is not drawn`);
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    const path = [await centre('cell-5-1'), await centre('cell-5-2'), await centre('cell-6-2')];
    // Playwright's touchscreen only taps: the drag is the pointer events a finger sends, then the click that ends it.
    await page.evaluate((points) => {
      const at = (x: number, y: number): Element => document.elementFromPoint(x, y) ?? document.body;
      const send = (type: string, [x, y]: number[], buttons: number): boolean =>
        at(x ?? 0, y ?? 0).dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch', pointerId: 7, clientX: x ?? 0, clientY: y ?? 0, buttons }));
      send('pointerdown', points[0] ?? [], 1);
      for (const point of points.slice(1)) send('pointermove', point, 1);
      send('pointerup', points.at(-1) ?? [], 0);
      (at(points[0]?.[0] ?? 0, points[0]?.[1] ?? 0) as HTMLElement).click();
    }, path);
    const selected = (): Promise<string[]> => page.locator('.pcell.selected').evaluateAll((cells) => cells.map((c) => (c as HTMLElement).dataset['testid'] ?? '').sort());
    expect(await selected()).toEqual(['cell-5-1', 'cell-5-2', 'cell-6-2']);
    await page.getByTestId('mark-centre').tap();
    await page.getByTestId('digit-2').tap();
    // The given keeps its digit and gets no note; the empty cells get one each, as one move.
    expect([await notesOf(page, 5, 1), await notesOf(page, 5, 2), await notesOf(page, 6, 2)]).toEqual(['2', '', '2']);
    await page.getByTestId('undo').tap();
    expect([await notesOf(page, 5, 1), await notesOf(page, 6, 2)]).toEqual(['', '']);
    // Shift+click adds a cell; Shift with a digit is a corner mark; colour mode paints with pad digits.
    await page.getByTestId('mark-centre').tap();
    await page.getByTestId('cell-5-4').click();
    await page.getByTestId('cell-5-5').click({ modifiers: ['Shift'] });
    await page.keyboard.press('Shift+Digit3');
    const corners = (id: string): Promise<string | null> => page.getByTestId(id).getAttribute('data-corners');
    expect([await corners('cell-5-4'), await corners('cell-5-5')]).toEqual(['3', '3']);
    await page.getByTestId('mark-colour').click();
    await page.getByTestId('digit-4').click();
    const colours = (): Promise<string[]> => page.locator('.pcell:not([data-colour="0"])').evaluateAll((cells) => cells.map((c) => (c as HTMLElement).dataset['testid'] ?? '').sort());
    expect(await colours()).toEqual(['cell-5-4', 'cell-5-5']);
    await page.getByTestId('erase').click();
    expect(await colours()).toEqual([]);
    expect([await corners('cell-5-4'), await corners('cell-5-5')]).toEqual(['3', '3']);
  });

  // Play controls: everything used to play the game on screen (level, size,
  // New puzzle, Pause, the grid, the pad, the mark and move buttons, the
  // settings and the share link). The list of games and the statistics are
  // for between games ("Nothing lost" in the page's brief, not play), so they
  // may sit below the fold.
  it('at 390 × 844, the grid and every play control are on the screen after a new game (9×9 and 16×16, light and dark)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, colorScheme });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(server.url);
      await playing(page);
      for (const size of ['9', '16']) {
        await page.getByTestId('size').selectOption(size);
        await page.getByTestId('new-game').tap();
        await expect.poll(() => page.locator('[data-testid^="cell-"]').count(), { timeout: 30_000 }).toBe(Number(size) ** 2);
        await playing(page);
        const outside = await page.locator('#play').evaluate((play) =>
          [...play.querySelectorAll<HTMLElement>('button, select, input, a, .play-grid')]
            .filter((e) => e.getClientRects().length > 0 && e.closest('#games, #stats') === null)
            .map((e) => ({ what: e.dataset['testid'] ?? e.id ?? e.className, box: e.getBoundingClientRect() }))
            .filter(({ box }) => box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
            .map(({ what, box }) => `${what} ${Math.round(box.top)}–${Math.round(box.bottom)}`),
        );
        expect(outside, `${size}×${size}, ${colorScheme}`).toEqual([]);
      }
      expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([390, 844]);
    }
  });

  it('saves screenshots at 1280 and 390 px, light and dark', async () => {
    mkdirSync(join(ROOT, 'test-artifacts'), { recursive: true });
    mkdirSync(join(ROOT, 'docs'), { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 760 }, hasTouch: width < 600, colorScheme: theme });
        contexts.push(context);
        const page = await context.newPage();
        page.on('pageerror', (error) => pageErrors.push(error.message));
        // The kite position: its hint draws candidates and removals with notes off; a few marks besides.
        await page.goto(`${server.url}#play=${KITE}`);
        await playing(page);
        await page.getByTestId('cell-9-1').click();
        await page.getByTestId('cell-9-2').click({ modifiers: ['Shift'] });
        await page.getByTestId('mark-colour').click();
        await page.getByTestId('digit-4').click();
        await page.getByTestId('mark-corner').click();
        await page.getByTestId('digit-1').click();
        await page.getByTestId('digit-9').click();
        await page.getByTestId('mark-corner').click();
        await page.getByTestId('cell-3-3').click();
        await page.getByTestId('hint').click();
        await expect.poll(() => page.getByTestId('hint-text').textContent()).toMatch(/Press Hint again/);
        const name = `play-${width}-${theme}.png`;
        const shot = join(ROOT, 'test-artifacts', name);
        await page.screenshot({ path: shot });
        const docsShot = join(ROOT, 'docs', name);
        if (process.env['UPDATE_SCREENSHOT'] === '1' || !existsSync(docsShot)) copyFileSync(shot, docsShot);
      }
    }
  });

  it('threw no uncaught error and loaded every file it asked for', () => {
    expect(pageErrors).toEqual([]);
    expect(server.failures).toEqual([]);
  });
});
