/**
 * The page's side of the worker: one request at a time, as a promise, with
 * progress callbacks. `stop()` ends a runaway job by replacing the worker
 * (a synchronous solve cannot be interrupted any other way).
 */
import type {
  BatchAnswer,
  BatchRequest,
  BenchAnswer,
  BenchRequest,
  RaceAnswer,
  RaceLap,
  RaceRequest,
  Reply,
  SolveAnswer,
  SolveRequest,
  InitMessage,
} from './protocol.js';

/** Any request, before it gets its id. */
type Unsent = Omit<SolveRequest, 'id'> | Omit<BatchRequest, 'id'> | Omit<RaceRequest, 'id'> | Omit<BenchRequest, 'id'>;

/** Progress of a long job: `done` out of `total`, plus race laps so far. */
export type Progress = (done: number, total: number, laps?: RaceLap[]) => void;

type Pending = { resolve: (value: unknown) => void; reject: (reason: Error) => void; progress?: Progress };

/** Talks to worker.ts. */
export class SolverClient {
  private worker: Worker;
  /** The engine module compiled on this thread, handed to every worker. */
  private readonly wasm: Promise<WebAssembly.Module | undefined>;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /**
   * Starts the worker at once, then (while it starts) calls `compileWasm`.
   * @param onWasmRefused called once, with the reason, when the worker falls back to JS
   * @param compileWasm starts compiling the engine module on this thread
   *   (wasm-early.ts); undefined from it: the worker loads its own
   */
  constructor(
    private readonly onWasmRefused: (reason: string) => void,
    compileWasm: () => Promise<WebAssembly.Module | undefined> = () => Promise.resolve(undefined),
  ) {
    this.worker = this.start();
    this.wasm = compileWasm();
    void this.init(this.worker);
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

  /** Times one engine over the lines, inside the worker (the bench hook). */
  bench(request: Omit<BenchRequest, 'id'>): Promise<BenchAnswer> {
    return this.send(request) as Promise<BenchAnswer>;
  }

  /** Abandons every running job (their promises reject) and starts a fresh worker. */
  stop(): void {
    this.worker.terminate();
    for (const job of this.pending.values()) job.reject(new Error('stopped'));
    this.pending.clear();
    this.worker = this.start();
    void this.init(this.worker);
  }

  /**
   * Sends the worker its InitMessage once the page's compile has settled.
   * Requests do not wait for it: the worker holds WASM work until it comes.
   */
  private async init(worker: Worker): Promise<void> {
    const module = await this.wasm;
    const message: InitMessage = module === undefined ? { kind: 'init' } : { kind: 'init', wasm: module };
    worker.postMessage(message);
  }

  private start(): Worker {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'sudoku-solver' });
    // For the e2e log's first-answer breakdown.
    performance.mark('worker-created');
    worker.addEventListener('message', (event: MessageEvent<Reply>) => this.receive(event.data));
    worker.addEventListener('error', (event) => {
      const reason = new Error(`the solver worker failed: ${event.message || 'could not start'}`);
      for (const job of this.pending.values()) job.reject(reason);
      this.pending.clear();
    });
    return worker;
  }

  private send(request: Unsent, progress?: Progress): Promise<unknown> {
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
