/**
 * The page's side of the worker: one request at a time, as a promise, with
 * progress callbacks. `stop()` ends a runaway job by replacing the worker
 * (a synchronous solve cannot be interrupted any other way).
 */
import type {
  BenchAnswer,
  BenchRequest,
  RaceAnswer,
  RaceLap,
  RaceRequest,
  Reply,
  SolveAnswer,
  SolveRequest,
  WorkerReady,
} from './protocol.js';
import type { PlayAnswer, PlayRequest } from './play/messages.js';

/** Any request, before it gets its id. */
type Unsent = Omit<SolveRequest, 'id'> | Omit<RaceRequest, 'id'> | Omit<BenchRequest, 'id'> | UnsentPlay;

/** A play request (generate, hint, rate) before it gets its id. */
export type UnsentPlay = PlayRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** Progress of a long job: `done` out of `total`, plus race laps so far. */
export type Progress = (done: number, total: number, laps?: RaceLap[]) => void;

type Pending = { resolve: (value: unknown) => void; reject: (reason: Error) => void; progress?: Progress };

/** What a SolverClient is told about its worker, and what it hands it. */
export interface SolverClientOptions {
  /** Called once, with the reason, when the worker falls back to JS. */
  onWasmRefused: (reason: string) => void;
  /** Called each time a worker (the first, or a fresh one after `stop()`) has its engine ready. */
  onWorkerReady?: (ready: WorkerReady) => void;
  /**
   * False: do not start the worker yet; `start()` or the first request
   * does. For a page that answers its first puzzle itself (first-answer.ts):
   * a worker starting on a 2-core machine slows the page thread meanwhile.
   * Default true.
   */
  startNow?: boolean;
}

/** Talks to worker.ts. */
export class SolverClient {
  private worker: Worker | undefined;
  private readonly options: SolverClientOptions;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** True once the current worker said its engine is ready. */
  private workerReady = false;

  /** Starts the worker at once, unless `options.startNow` is false. */
  constructor(options: SolverClientOptions) {
    this.options = options;
    if (options.startNow !== false) this.start();
  }

  /** Starts the worker, unless it is running already (every request calls this). */
  start(): Worker {
    this.worker ??= this.spawn();
    return this.worker;
  }

  /** True once the current worker has its engine ready (false again after `stop()`, until the fresh one is). */
  get ready(): boolean {
    return this.workerReady;
  }

  /** Solves or checks one puzzle. */
  solve(request: Omit<SolveRequest, 'id'>): Promise<SolveAnswer> {
    return this.send(request) as Promise<SolveAnswer>;
  }

  /** Races both engines over the same lines. */
  race(request: Omit<RaceRequest, 'id'>, progress: Progress): Promise<RaceAnswer> {
    return this.send(request, progress) as Promise<RaceAnswer>;
  }

  /** Times one engine over the lines, inside the worker (the bench hook). */
  bench(request: Omit<BenchRequest, 'id'>): Promise<BenchAnswer> {
    return this.send(request) as Promise<BenchAnswer>;
  }

  /** A play request (web/play/messages.ts): a new puzzle, a hint, a rating. */
  play(request: UnsentPlay): Promise<PlayAnswer> {
    return this.send(request) as Promise<PlayAnswer>;
  }

  /** Abandons every running job (their promises reject) and starts a fresh worker. */
  stop(): void {
    this.drop(new Error('stopped'));
    this.worker = this.spawn();
  }

  /** Ends the current worker, if any, and rejects its jobs with `reason`; the next request starts a fresh one. */
  private drop(reason: Error): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.workerReady = false;
    for (const job of this.pending.values()) job.reject(reason);
    this.pending.clear();
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'sudoku-solver' });
    // For the e2e log's first-answer breakdown.
    performance.mark('worker-created');
    worker.addEventListener('message', (event: MessageEvent<Reply | WorkerReady>) => {
      // A terminated worker's last messages may still be queued: only the current one counts.
      if (worker === this.worker) this.receive(event.data);
    });
    // A worker that could not load drops every later message unanswered: a
    // request sent to it would wait forever (New puzzle stuck on "Making…").
    // So it goes, and the next request starts a fresh one.
    worker.addEventListener('error', (event) => {
      if (worker === this.worker) this.drop(new Error(`the solver worker failed: ${event.message || 'could not start'}`));
    });
    return worker;
  }

  private send(request: Unsent, progress?: Progress): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const job: Pending = { resolve, reject };
      if (progress !== undefined) job.progress = progress;
      this.pending.set(id, job);
      this.start().postMessage({ ...request, id });
    });
  }

  private receive(reply: Reply | WorkerReady): void {
    if ('kind' in reply) {
      this.workerReady = true;
      this.options.onWorkerReady?.(reply);
      return;
    }
    const job = this.pending.get(reply.id);
    if (job === undefined) return;
    if (!reply.done) {
      job.progress?.(reply.progress, reply.total, reply.laps);
      return;
    }
    this.pending.delete(reply.id);
    if (reply.wasmRefused !== undefined) this.options.onWasmRefused(reply.wasmRefused);
    if ('failure' in reply) job.reject(new Error(reply.failure));
    else job.resolve(reply.result);
  }
}
