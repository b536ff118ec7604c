/**
 * A pool of Web Workers that solve, rate and generate batches on every
 * core, each worker running the library itself (pool-worker.ts).
 *
 *   batch ──chunks──▶ queue ──▶ worker 1..N (≤ 2 chunks each) ──▶ ReorderBuffer ──▶ results, in order
 *
 * - A batch is cut into chunks: many puzzles per message, so the message
 *   cost is spread over them (batches.ts says how many); each is made when
 *   it is posted.
 * - Each worker holds at most TASKS_PER_WORKER chunks; workers start on
 *   demand, up to the pool's size, so a one-chunk batch starts one.
 * - Results come back in any order and are handed out in input order as
 *   soon as the next chunk is there (the CLI's ReorderBuffer); progress
 *   counts the results handed out.
 * - The first worker to compile a WASM build shares the module; the pool
 *   gives it to every other worker (messages.ts ModuleMessage).
 * - Cancel (an AbortSignal): the batch's waiting chunks are dropped and the
 *   workers busy with its chunks are ended at once (a search in a worker
 *   cannot be interrupted any other way) and restarted on demand; their
 *   chunks of other batches go back to the front of the queue.
 */
import { ReorderBuffer } from '../reorder.js';
import type { AnswerMessage, ChunkMessage, ChunkResults, InitMessage, ModuleKind, ModuleMessage } from './messages.js';
import { appendSolveResults, chunkTransfers, errorFromWire, fromWire, textPiece, unpackJson } from './wire.js';

/** What the pool needs of a worker (a Web Worker has it; named without the DOM's types, so a Node-only project can read them). */
export interface PoolWorker {
  postMessage(message: InitMessage | ModuleMessage | ChunkMessage, transfer?: ArrayBuffer[]): void;
  terminate(): void;
  onmessage: ((event: { data: AnswerMessage }) => void) | null;
  onerror: ((event: { message?: string; preventDefault(): void }) => void) | null;
  onmessageerror: ((event: unknown) => void) | null;
}

/** Progress of a batch: results handed out (in input order) so far, of `total` (solveText: lines of its text). */
export type ProgressCallback = (done: number, total: number) => void;

/** A chunk's message before it gets its id, and the batch it belongs to. */
export type ChunkBody = ChunkMessage extends infer C ? (C extends ChunkMessage ? Omit<C, 'id'> : never) : never;

/**
 * A chunk, or how to make it: made when it is posted, so the first chunks
 * go out while the rest of the batch is still its caller's strings (on 2
 * cores, packing a whole batch first kept both workers waiting).
 */
export type ChunkSource = ChunkBody | (() => ChunkBody);

/**
 * Chunks posted to one worker at a time. Two: the next chunk already waits
 * in the worker when it posts a result, so it never idles for the round
 * trip through the app's thread (busy with the page, or on a 2-core machine
 * waiting for a core).
 */
const TASKS_PER_WORKER = 2;

interface Task {
  id: number;
  batch: Batch;
  seq: number;
  body: ChunkSource;
}

interface Slot {
  worker: PoolWorker;
  /** Posted to this worker, oldest first: it answers them in this order. */
  tasks: Task[];
}

/**
 * Where a batch's chunk answers go, in input order: `add` gives the items
 * the answer holds (what progress counts), `finish` the batch's result, with
 * the results made on the app's thread (`local`, by index) in their places.
 */
export interface Collector {
  add(answer: ChunkResults): number;
  finish(local: ReadonlyMap<number, unknown>): unknown;
}

/**
 * The results as one array, one per item (a text batch's: one TextPiece per
 * chunk), each made as its chunk comes in order.
 */
export class ResultList implements Collector {
  readonly #results: unknown[] = [];

  add(answer: ChunkResults): number {
    if (Array.isArray(answer)) {
      for (const result of answer) this.#results.push(fromWire(result));
      return answer.length;
    }
    if (answer.packed === 'solve') {
      appendSolveResults(this.#results, answer);
      return answer.count;
    }
    if (answer.packed === 'json') {
      for (const result of unpackJson(answer)) this.#results.push(result);
      return answer.count;
    }
    this.#results.push(textPiece(answer));
    return answer.lines;
  }

  finish(local: ReadonlyMap<number, unknown>): unknown[] {
    // The workers answered null for these: their results were made here.
    for (const [index, result] of local) this.#results[index] = result;
    return this.#results;
  }
}

/** One running batch: its chunks' answers put back in order and handed to its collector. */
class Batch {
  /** Items handed out so far: what progress counts. */
  done = 0;
  readonly reorder = new ReorderBuffer<ChunkResults>();
  settled = false;
  /** Called once when the batch ends, however it ends. */
  cleanup: () => void = () => undefined;

  constructor(
    readonly total: number,
    private readonly collector: Collector,
    private readonly resolve: (result: unknown) => void,
    private readonly reject: (reason: unknown) => void,
    private readonly onProgress: ProgressCallback | undefined,
    /** Results made on this thread (puzzles that cannot cross to a worker), by index; filled as the chunks are made. */
    private readonly local: ReadonlyMap<number, unknown>,
  ) {}

  /**
   * Stores chunk `seq`'s answer and hands every chunk now in order to the
   * collector: while the workers solve the next chunks, so that little is
   * left to do on this thread once the last one is in.
   */
  put(seq: number, answer: ChunkResults): void {
    this.reorder.put(seq, answer);
    let handed = false;
    for (let chunk = this.reorder.take(); chunk !== undefined; chunk = this.reorder.take()) {
      this.done += this.collector.add(chunk);
      handed = true;
    }
    if (!handed) return;
    try {
      this.onProgress?.(this.done, this.total);
    } catch (error) {
      this.fail(error);
      return;
    }
    if (this.done >= this.total) this.finish();
  }

  finish(): void {
    if (this.settled) return;
    this.settled = true;
    this.cleanup();
    this.resolve(this.collector.finish(this.local));
  }

  fail(reason: unknown): void {
    if (this.settled) return;
    this.settled = true;
    this.cleanup();
    this.reject(reason);
  }
}

/** Runs chunks on a fixed number of workers; see the file comment. */
export class WorkerRunner {
  private readonly slots = new Set<Slot>();
  private queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  /**
   * @param size workers at most
   * @param spawn makes one worker (the pool's script)
   * @param init the first message every worker gets
   */
  constructor(
    readonly size: number,
    private readonly spawn: () => PoolWorker,
    private readonly init: InitMessage,
  ) {}

  /**
   * Runs `chunks` (their results, in order, are the batch's `total`
   * items) and resolves with every result in input order.
   * @param local results already known for some indexes: they replace what the worker answers there
   */
  run(
    chunks: readonly ChunkSource[],
    total: number,
    options: { signal?: AbortSignal | undefined; onProgress?: ProgressCallback | undefined; local?: ReadonlyMap<number, unknown> },
  ): Promise<unknown[]>;
  /** The same, with the answers gathered by `collector`: resolves with what its `finish` gives. */
  run(
    chunks: readonly ChunkSource[],
    total: number,
    options: { signal?: AbortSignal | undefined; onProgress?: ProgressCallback | undefined; local?: ReadonlyMap<number, unknown>; collector: Collector },
  ): Promise<unknown>;
  run(
    chunks: readonly ChunkSource[],
    total: number,
    options: { signal?: AbortSignal | undefined; onProgress?: ProgressCallback | undefined; local?: ReadonlyMap<number, unknown>; collector?: Collector },
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.closed) {
        reject(new Error('sudoku-wasm pool: closed'));
        return;
      }
      const { signal } = options;
      if (signal?.aborted === true) {
        reject(signal.reason);
        return;
      }
      const batch = new Batch(total, options.collector ?? new ResultList(), resolve, reject, options.onProgress, options.local ?? new Map());
      if (total === 0 || chunks.length === 0) {
        batch.finish();
        return;
      }
      if (signal !== undefined) {
        const abort = (): void => this.cancel(batch, signal.reason);
        signal.addEventListener('abort', abort, { once: true });
        batch.cleanup = () => signal.removeEventListener('abort', abort);
      }
      chunks.forEach((body, seq) => this.queue.push({ id: this.nextId++, batch, seq, body }));
      this.pump();
    });
  }

  /** Ends every worker; running batches reject. */
  close(): void {
    this.closed = true;
    const error = new Error('sudoku-wasm pool: closed');
    for (const slot of this.slots) {
      slot.worker.terminate();
      for (const task of slot.tasks) task.batch.fail(error);
    }
    this.slots.clear();
    for (const task of this.queue.splice(0)) task.batch.fail(error);
  }

  /** Workers running now (they start on demand and after a cancel). */
  get running(): number {
    return this.slots.size;
  }

  private addWorker(): void {
    const slot: Slot = { worker: this.spawn(), tasks: [] };
    this.slots.add(slot);
    slot.worker.onmessage = (event) => this.onAnswer(slot, event.data);
    slot.worker.onerror = (event) => {
      // An uncaught error in the worker: its script failed to load, or the engine could not start.
      event.preventDefault();
      this.onBroken(slot, new Error(`sudoku-wasm pool: a worker failed: ${event.message || 'its script could not be loaded'}`));
    };
    slot.worker.onmessageerror = () => this.onBroken(slot, new Error('sudoku-wasm pool: a worker answer could not be read'));
    slot.worker.postMessage(this.init);
  }

  /** Gives every worker but `from`, running or yet to start, the compiled build of `kind`. */
  private share(from: Slot, kind: ModuleKind, module: WebAssembly.Module): void {
    if (this.init.modules?.[kind] !== undefined) return;
    this.init.modules = { ...this.init.modules, [kind]: module };
    for (const slot of this.slots) if (slot !== from) slot.worker.postMessage({ type: 'module', kind, module });
  }

  private onAnswer(slot: Slot, answer: AnswerMessage): void {
    if (answer.type === 'compiled') {
      this.share(slot, answer.kind, answer.module);
      return;
    }
    const task = slot.tasks[0];
    if (!this.slots.has(slot) || task === undefined || task.id !== answer.id) return;
    slot.tasks.shift();
    if (answer.type === 'failed') {
      this.dropQueued(task.batch);
      task.batch.fail(errorFromWire(answer.name, answer.message));
    } else if (!task.batch.settled) {
      task.batch.put(task.seq, answer.results);
    }
    this.pump();
  }

  /** A worker that cannot go on: its batches fail, the others carry on with a fresh one. */
  private onBroken(slot: Slot, error: Error): void {
    if (!this.slots.delete(slot)) return;
    slot.worker.terminate();
    for (const task of slot.tasks) {
      this.dropQueued(task.batch);
      task.batch.fail(error);
    }
    this.pump();
  }

  private cancel(batch: Batch, reason: unknown): void {
    this.dropQueued(batch);
    for (const slot of [...this.slots]) {
      if (!slot.tasks.some((task) => task.batch === batch)) continue;
      // Its chunk cannot be interrupted: end the worker, give its other batches' chunks back.
      this.slots.delete(slot);
      slot.worker.terminate();
      this.queue.unshift(...slot.tasks.filter((task) => task.batch !== batch));
    }
    batch.fail(reason);
    this.pump();
  }

  private dropQueued(batch: Batch): void {
    this.queue = this.queue.filter((task) => task.batch !== batch);
  }

  private pump(): void {
    if (this.closed) return;
    this.queue = this.queue.filter((task) => !task.batch.settled);
    const idle = [...this.slots].filter((slot) => slot.tasks.length === 0).length;
    try {
      for (let i = idle; i < this.queue.length && this.slots.size < this.size; i++) this.addWorker();
    } catch (error) {
      // No worker can be made here (no Web Workers, a refused script URL): nothing queued can run.
      for (const task of this.queue.splice(0)) task.batch.fail(error);
    }
    // Every worker gets one chunk before any gets a second.
    for (let depth = 1; depth <= TASKS_PER_WORKER; depth++) {
      for (const slot of this.slots) {
        const task = this.queue[0];
        if (task === undefined) return;
        if (slot.tasks.length >= depth) continue;
        this.queue.shift();
        try {
          // Made as it goes out, each time: a chunk given back after a cancel lost the buffers it handed over.
          const body = typeof task.body === 'function' ? task.body() : task.body;
          slot.worker.postMessage({ ...body, id: task.id } as ChunkMessage, chunkTransfers(body.job === 'solveText' ? body.lines : body.job === 'solve' ? body : {}));
        } catch (error) {
          // A puzzle the structured clone refuses (an array holding a function, say).
          this.dropQueued(task.batch);
          task.batch.fail(error);
          continue;
        }
        slot.tasks.push(task);
      }
    }
  }
}
