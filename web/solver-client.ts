/**
 * The page's side of the worker: one request at a time, as a promise, with
 * progress callbacks. `stop()` ends a runaway job by replacing the worker
 * (a synchronous solve cannot be interrupted any other way).
 */
import type { BatchAnswer, BatchRequest, RaceAnswer, RaceLap, RaceRequest, Reply, SolveAnswer, SolveRequest } from './protocol.js';

/** Progress of a long job: `done` out of `total`, plus race laps so far. */
export type Progress = (done: number, total: number, laps?: RaceLap[]) => void;

type Pending = { resolve: (value: unknown) => void; reject: (reason: Error) => void; progress?: Progress };

/** Talks to worker.ts. */
export class SolverClient {
  private worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /** @param onWasmRefused called once, with the reason, when the worker falls back to JS */
  constructor(private readonly onWasmRefused: (reason: string) => void) {
    this.worker = this.start();
  }

  /** Solves or checks one puzzle. */
  solve(request: Omit<SolveRequest, 'id'>): Promise<SolveAnswer> {
    return this.send(request) as Promise<SolveAnswer>;
  }

  /** Solves many lines. */
  batch(request: Omit<BatchRequest, 'id'>, progress: Progress): Promise<BatchAnswer> {
    return this.send(request, progress) as Promise<BatchAnswer>;
  }

  /** Races both engines over the same lines. */
  race(request: Omit<RaceRequest, 'id'>, progress: Progress): Promise<RaceAnswer> {
    return this.send(request, progress) as Promise<RaceAnswer>;
  }

  /** Abandons every running job (their promises reject) and starts a fresh worker. */
  stop(): void {
    this.worker.terminate();
    for (const job of this.pending.values()) job.reject(new Error('stopped'));
    this.pending.clear();
    this.worker = this.start();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'sudoku-solver' });
    worker.addEventListener('message', (event: MessageEvent<Reply>) => this.receive(event.data));
    worker.addEventListener('error', (event) => {
      const reason = new Error(`the solver worker failed: ${event.message || 'could not start'}`);
      for (const job of this.pending.values()) job.reject(reason);
      this.pending.clear();
    });
    return worker;
  }

  private send(request: Omit<SolveRequest, 'id'> | Omit<BatchRequest, 'id'> | Omit<RaceRequest, 'id'>, progress?: Progress): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const job: Pending = { resolve, reject };
      if (progress !== undefined) job.progress = progress;
      this.pending.set(id, job);
      this.worker.postMessage({ ...request, id });
    });
  }

  private receive(reply: Reply): void {
    const job = this.pending.get(reply.id);
    if (job === undefined) return;
    if (!reply.done) {
      job.progress?.(reply.progress, reply.total, reply.laps);
      return;
    }
    this.pending.delete(reply.id);
    if (reply.wasmRefused !== undefined) this.onWasmRefused(reply.wasmRefused);
    if ('failure' in reply) job.reject(new Error(reply.failure));
    else job.resolve(reply.result);
  }
}
