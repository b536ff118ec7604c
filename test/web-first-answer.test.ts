// The page's first answer (web/first-answer.ts): when the page thread may answer
// itself, and that it hands everything else to the worker (by answering undefined).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWasmModule } from '../src/engine-wasm.js';
import { parse } from '../src/grid.js';
import { isValidSolution } from '../src/validate.js';

/** magictour top1465 #1: needs search (guesses), so a tiny time bound stops it. */
const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const SIXTEEN = '.'.repeat(256);
const solve = (text: string, engine: 'wasm' | 'js' = 'wasm') => ({ kind: 'solve' as const, engine, text, timeoutMs: 60_000 });
const notReady = (): boolean => false;

// A fresh module each time: the page gets one try, kept in module state.
let answerOnPage: typeof import('../web/first-answer.js').answerOnPage;
beforeEach(async () => {
  vi.resetModules();
  ({ answerOnPage } = await import('../web/first-answer.js'));
});

describe('answerOnPage', async () => {
  // The build the page inlines (web/wasm-early.ts): the solvers alone.
  const wasm = await loadWasmModule(new URL('../build/page/solver.wasm', import.meta.url));

  it('answers the first 9x9 solve on the page, with a valid solution, and only the first', () => {
    const answer = answerOnPage(solve(HARD), wasm, notReady);
    expect(answer).toMatchObject({ status: 'solved', engine: 'wasm', thread: 'page', side: 9 });
    expect(isValidSolution(parse(HARD).cells, parse(answer?.solution ?? '').cells, 9)).toBe(true);
    expect(answerOnPage(solve(HARD), wasm, notReady)).toBeUndefined();
  });

  it('leaves it to the worker once the worker is ready', () => {
    expect(answerOnPage(solve(HARD), wasm, () => true)).toBeUndefined();
  });
  it.each([
    ['no compiled module (a strict CSP)', () => answerOnPage(solve(HARD), undefined, notReady)],
    ['the JS engine chosen', () => answerOnPage(solve(HARD, 'js'), wasm, notReady)],
    ['a check', () => answerOnPage({ ...solve(HARD), kind: 'check' }, wasm, notReady)],
    ['a 16x16', () => answerOnPage(solve(SIXTEEN), wasm, notReady)],
    ['text that is not a puzzle', () => answerOnPage(solve('hello'), wasm, notReady)],
  ])('leaves it to the worker: %s', (_, ask) => {
    expect(ask()).toBeUndefined();
  });

  it('hands a search that outlasts its time bound to the worker', async () => {
    // No 9x9 runs long enough for the engine's deadline check (every 2,048
    // guesses) to fire: stand in for the engine's answer with a timeout.
    vi.resetModules();
    vi.doMock('../web/answer.js', async (original) => ({
      ...(await original<typeof import('../web/answer.js')>()),
      answerOf: () => ({ status: 'timeout', engine: 'wasm', thread: 'page', side: 9, givens: HARD, guesses: 2048, ms: 25 }),
    }));
    const fresh = await import('../web/first-answer.js');
    expect(fresh.answerOnPage(solve(HARD), wasm, notReady)).toBeUndefined();
    vi.doUnmock('../web/answer.js');
  });
});
