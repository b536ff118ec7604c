/**
 * The page's side of the solver worker (web/solver-client.ts), without a
 * browser: a stand-in Worker that either fails to load (its error event, and
 * no answer ever after, as Chromium does) or answers every request.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SolverClient } from '../web/solver-client.js';

/** The stand-ins made so far, oldest first; each knows whether it loads. */
const made: FakeWorker[] = [];
/** Whether the next stand-in fails to load. */
let nextFails: boolean[] = [];

class FakeWorker extends EventTarget {
  readonly fails = nextFails.shift() ?? false;
  terminated = false;
  received = 0;

  constructor() {
    super();
    made.push(this);
    if (this.fails) queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('error'), { message: '' })));
  }

  postMessage(request: { id: number }): void {
    this.received++;
    if (this.fails || this.terminated) return; // a worker that did not load answers nothing, ever
    const reply = { id: request.id, done: true, result: { status: 'solved' } };
    queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('message'), { data: reply })));
  }

  terminate(): void {
    this.terminated = true;
  }
}

const native = globalThis.Worker;
beforeEach(() => {
  made.length = 0;
  Object.assign(globalThis, { Worker: FakeWorker });
});
afterEach(() => {
  Object.assign(globalThis, { Worker: native });
  nextFails = [];
});

const request = { kind: 'solve', engine: 'wasm', text: '.'.repeat(81), timeoutMs: 1000 } as const;

describe('SolverClient', () => {
  it('rejects the request of a worker that could not load, and answers the next one on a fresh worker', async () => {
    nextFails = [true];
    const client = new SolverClient({ onWasmRefused: () => undefined });
    await expect(client.solve(request)).rejects.toThrow('the solver worker failed: could not start');
    expect(made[0]?.terminated).toBe(true);
    await expect(client.solve(request)).resolves.toEqual({ status: 'solved' });
    expect(made).toHaveLength(2);
    expect(made[1]?.received).toBe(1);
  });

  it('a request sent after the failure, before any other, also gets a fresh worker rather than waiting forever', async () => {
    nextFails = [true];
    const client = new SolverClient({ onWasmRefused: () => undefined });
    await new Promise((done) => setTimeout(done, 0)); // the error event has fired, with nothing pending
    await expect(client.play({ kind: 'rate', puzzle: '.'.repeat(81) })).resolves.toEqual({ status: 'solved' });
    expect(made.map((worker) => worker.received)).toEqual([0, 1]);
  });

  it('keeps a worker that loaded: every request goes to the one worker', async () => {
    const client = new SolverClient({ onWasmRefused: () => undefined });
    await client.solve(request);
    await client.solve(request);
    expect(made).toHaveLength(1);
    expect(made[0]?.received).toBe(2);
  });
});
