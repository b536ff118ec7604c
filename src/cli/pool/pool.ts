/**
 * A pool of `worker_threads` that answer chunks of puzzles, for any job kind.
 *
 * Extension point: a chunk's `settings.job` names its handler, and each worker
 * runs the handler registered for that kind in jobs.ts (read its comment to
 * add a command: one handler module, one line in JOBS). The pool itself knows
 * nothing of solving; it moves chunks, keeps their order and survives crashes:
 *
 * - One compiled `WebAssembly.Module` goes to every worker in its `init`
 *   message; each worker instantiates its own copy (own memory, no sharing).
 *   Workers start on demand, up to `size`.
 * - Each worker holds up to TASKS_PER_WORKER chunks and answers them in order.
 * - A worker that dies (crash, exit, uncaught error) is replaced and the chunks it
 *   held are queued again at the front, so no line is lost and none is doubled
 *   (a result is only accepted once, from the worker that holds the chunk). Only
 *   the oldest, the one it was solving, counts as having killed it.
 * - A chunk that kills workers twice is split in halves and retried, down to the
 *   single puzzle that does it, which `giveUp` turns into an `invalid` result.
 * - Workers that die before they are ready three times in a row mean the engine
 *   cannot start here: every pending chunk is rejected with that reason.
 */
import type { Worker } from 'node:worker_threads';
import type { ChunkRequest, ChunkResult, InitMessage, ReadyMessage } from './protocol.js';
import { addTally, emptyTally, requestRecords } from './protocol.js';
import { takeWorker } from './spawn.js';

/** Anything that turns chunk requests into results (the pool, or the main thread). */
export interface ChunkRunner {
  /** Threads doing the work (0 = the main thread). */
  readonly workers: number;
  run(request: ChunkRequest): Promise<ChunkResult>;
  /** Stops all threads; pending runs are abandoned. */
  close(): Promise<void>;
  /** Workers replaced after dying so far. */
  restarts(): number;
}

/** How to build a pool. */
export interface PoolOptions {
  size: number;
  init: InitMessage;
  /** The result for a chunk of one record that keeps killing workers. */
  giveUp: (request: ChunkRequest, reason: string) => ChunkResult | Promise<ChunkResult>;
  /** Makes a worker; the default adopts a prestarted one or runs dist/cli/pool/worker.js. */
  spawn?: () => Worker;
}

interface Task {
  request: ChunkRequest;
  attempts: number;
  resolve: (r: ChunkResult) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  dead: boolean;
  /** Posted to this worker, oldest first: it answers them in this order. */
  tasks: Task[];
}

/**
 * Chunks posted to one worker at a time. Two: the next chunk already waits in the
 * worker's queue when it posts a result, so it never idles for the round trip
 * through the main thread (which, on a busy 2-core machine, can take a while to
 * be scheduled).
 */
const TASKS_PER_WORKER = 2;

/** Tries per chunk before it is split. */
const ATTEMPTS_BEFORE_SPLIT = 2;
/** Workers in a row that die before `ready` before the pool gives up. */
const MAX_FAILED_STARTS = 3;

/** A fixed-size pool of solver threads; see the file comment. */
export class WorkerPool implements ChunkRunner {
  readonly workers: number;
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private failedStarts = 0;
  private fatal: Error | undefined;
  private closing = false;
  private deaths = 0;

  constructor(private readonly options: PoolOptions) {
    this.workers = options.size;
    // One worker boots at once, overlapping its start-up with the first read.
    if (options.size > 0) this.addWorker();
  }

  run(request: ChunkRequest): Promise<ChunkResult> {
    return new Promise((resolve, reject) => {
      if (this.fatal !== undefined) {
        reject(this.fatal);
        return;
      }
      this.queue.push({ request, attempts: 0, resolve, reject });
      this.pump();
    });
  }

  restarts(): number {
    return this.deaths;
  }

  async close(): Promise<void> {
    this.closing = true;
    const all = [...this.slots].map((s) => s.worker.terminate());
    this.slots.clear();
    await Promise.allSettled(all);
  }

  private addWorker(): void {
    const spawn = this.options.spawn ?? takeWorker;
    const worker = spawn();
    const slot: Slot = { worker, ready: false, dead: false, tasks: [] };
    this.slots.add(slot);
    worker.on('message', (msg: ChunkResult | ReadyMessage) => this.onMessage(slot, msg));
    worker.on('error', (err) => this.onDeath(slot, `worker error: ${err.message}`));
    worker.on('exit', (code) => this.onDeath(slot, `worker exited with code ${code}`));
    worker.postMessage(this.options.init);
  }

  private onMessage(slot: Slot, msg: ChunkResult | ReadyMessage): void {
    if (slot.dead || this.closing) return;
    if (msg.type === 'ready') {
      slot.ready = true;
      this.failedStarts = 0;
      return;
    }
    if (msg.type === 'init-failed') {
      this.fail(new Error(`cannot start the ${this.options.init.engine} engine in a worker: ${msg.message}`));
      return;
    }
    const task = slot.tasks[0];
    if (task === undefined || task.request.seq !== msg.seq) return;
    slot.tasks.shift();
    task.resolve(msg);
    this.pump();
  }

  private onDeath(slot: Slot, reason: string): void {
    if (slot.dead || this.closing) return;
    slot.dead = true;
    this.slots.delete(slot);
    this.deaths++;
    void slot.worker.terminate();
    const [task, ...waiting] = slot.tasks;
    slot.tasks = [];
    // Chunks still waiting in its queue never ran: back to the front, in order.
    this.queue.unshift(...waiting);
    if (task !== undefined) {
      // The oldest chunk is the one it was solving. A worker that never started
      // is not the chunk's fault: requeue it as it was.
      if (slot.ready) this.retry(task, reason);
      else this.queue.unshift({ ...task, request: { ...task.request, crash: false } });
    }
    if (!slot.ready && ++this.failedStarts >= MAX_FAILED_STARTS) {
      this.fail(new Error(`workers keep dying before they start (${reason})`));
      return;
    }
    this.pump();
  }

  private retry(task: Task, reason: string): void {
    task.attempts++;
    // The crash test hook fires on the first dispatch only.
    const request: ChunkRequest = { ...task.request, crash: false };
    if (task.attempts < ATTEMPTS_BEFORE_SPLIT) {
      this.queue.unshift({ ...task, request });
      return;
    }
    const records = requestRecords(request);
    if (records.length <= 1) {
      Promise.resolve(this.options.giveUp(request, reason)).then(task.resolve, task.reject);
      return;
    }
    const half = Math.ceil(records.length / 2);
    const parts = [records.slice(0, half), records.slice(half)].map((part) =>
      this.run({ type: 'chunk', seq: request.seq, settings: request.settings, records: part }),
    );
    Promise.all(parts).then((results) => task.resolve(mergeResults(request.seq, results)), task.reject);
  }

  private pump(): void {
    // After close() nothing may start: a thread started now would keep the
    // process alive (seen as a rare hang after `| head -1`, when a result
    // arrived between close() and the worker's exit).
    if (this.closing) return;
    // Workers start on demand, so a one-puzzle run starts one thread, not all.
    const idle = [...this.slots].filter((s) => s.tasks.length === 0 && !s.dead).length;
    for (let i = idle; i < this.queue.length && this.slots.size < this.workers; i++) this.addWorker();
    // Every worker gets one chunk before any gets a second.
    for (let depth = 1; depth <= TASKS_PER_WORKER; depth++) {
      for (const slot of this.slots) {
        if (this.queue.length === 0) return;
        if (slot.tasks.length >= depth || slot.dead) continue;
        const task = this.queue.shift() as Task;
        slot.tasks.push(task);
        slot.worker.postMessage(task.request);
      }
    }
  }

  private fail(error: Error): void {
    if (this.fatal !== undefined) return;
    this.fatal = error;
    for (const slot of this.slots) {
      for (const task of slot.tasks) task.reject(error);
      slot.tasks = [];
    }
    for (const task of this.queue.splice(0)) task.reject(error);
    void this.close();
  }
}

/** Concatenates results of consecutive parts of one chunk. */
export function mergeResults(seq: number, results: readonly ChunkResult[]): ChunkResult {
  const tally = emptyTally();
  for (const r of results) addTally(tally, r.tally);
  return {
    type: 'result',
    seq,
    output: Buffer.concat(results.map((r) => r.output)),
    tally,
    problems: results.flatMap((r) => r.problems),
  };
}
