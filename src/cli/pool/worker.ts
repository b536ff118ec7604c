/**
 * A pool worker thread (started by WorkerPool from dist/cli/pool/worker.js).
 * First message: `init` with the engine kind, the compiled WASM module
 * (instantiated here: every worker has its own memory) and the test hooks.
 * Then one `chunk` per message, answered by the handler of its job kind
 * (jobs.ts): the chunk's printed bytes and totals.
 *
 * Test hooks (set by tests through `main(argv, io, hooks)`, never by users):
 * a chunk with `crash: true` makes the thread exit instead of answering;
 * `hooks.crashLine` makes it exit on any chunk holding that input line.
 */
import { parentPort } from 'node:worker_threads';
import type { Engine } from '../../engine.js';
import { selectEngine } from '../../engines-full.js';
import { loadJob } from './jobs.js';
import { requestRecords, type ChunkRequest, type InitMessage, type JobHandler, type ReadyMessage, type TestHooks } from './protocol.js';

/** Exit code of a test-hook crash (EX_SOFTWARE). */
const CRASH_EXIT_CODE = 70;

const port = parentPort;
if (port === null) throw new Error('worker.js runs only as a worker thread');

let engine: Promise<Engine> | undefined;
let hooks: TestHooks = {};
/** Handlers by job kind, made on this thread's first chunk of that kind. */
const handlers = new Map<string, Promise<JobHandler>>();

function handlerFor(kind: string, ready: Engine): Promise<JobHandler> {
  let handler = handlers.get(kind);
  if (handler === undefined) {
    handler = loadJob(kind).then((job) => job.createHandler({ engine: ready, hooks }));
    handlers.set(kind, handler);
  }
  return handler;
}

port.on('message', (msg: InitMessage | ChunkRequest) => {
  if (msg.type === 'init') {
    hooks = msg.hooks ?? {};
    const made = selectEngine(msg.module !== undefined ? { engine: msg.engine, wasm: msg.module } : { engine: msg.engine });
    engine = made;
    made.then(
      (e) => port.postMessage({ type: 'ready', engine: e.kind } satisfies ReadyMessage),
      (e: unknown) => port.postMessage({ type: 'init-failed', message: String(e) } satisfies ReadyMessage),
    );
    return;
  }
  if (engine === undefined) throw new Error('chunk before init');
  // Errors here are uncaught on purpose: the pool sees the worker die and redoes the chunk.
  void engine.then(async (ready) => {
    const handler = await handlerFor(msg.settings.job, ready);
    // After 'ready' went out (posted by an earlier callback on the same promise).
    if (msg.crash === true) process.exit(CRASH_EXIT_CODE);
    // Splitting the block only to look for the hook's line costs time: only when it is set.
    if (hooks.crashLine !== undefined && requestRecords(msg).some((r) => r.line === hooks.crashLine)) process.exit(CRASH_EXIT_CODE);
    const result = handler.run(msg);
    port.postMessage(result, [result.output.buffer as ArrayBuffer]);
  });
});
