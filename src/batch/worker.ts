/**
 * A batch worker thread (started by WorkerPool from dist/batch/worker.js).
 * First message: `init` with the engine kind and the compiled WASM module
 * (instantiated here: every worker has its own memory). Then one `chunk` per
 * message; the answer is the chunk's printed text and totals.
 *
 * Test hooks (documented in the CLI help): a chunk with `crash: true` makes the
 * thread exit instead of answering; SUDOKU_WASM_TEST_CRASH_LINE=N makes it exit
 * on any chunk holding input line N.
 */
import { parentPort } from 'node:worker_threads';
import { requestRecords, type ChunkRequest, type InitMessage, type ReadyMessage } from './protocol.js';
import { createChunkSolver, type ChunkSolver } from './chunk-solver.js';

/** Exit code of a test-hook crash (EX_SOFTWARE). */
const CRASH_EXIT_CODE = 70;

const port = parentPort;
if (port === null) throw new Error('worker.js runs only as a worker thread');
const crashLine = Number(process.env.SUDOKU_WASM_TEST_CRASH_LINE ?? NaN);

let solver: Promise<ChunkSolver> | undefined;

port.on('message', (msg: InitMessage | ChunkRequest) => {
  if (msg.type === 'init') {
    const made = createChunkSolver(msg.engine, msg.module);
    solver = made;
    made.then(
      (s) => port.postMessage({ type: 'ready', engine: s.kind } satisfies ReadyMessage),
      (e: unknown) => port.postMessage({ type: 'init-failed', message: String(e) } satisfies ReadyMessage),
    );
    return;
  }
  if (solver === undefined) throw new Error('chunk before init');
  // Errors here are uncaught on purpose: the pool sees the worker die and redoes the chunk.
  void solver.then((s) => {
    // After 'ready' went out (posted by an earlier callback on the same promise).
    if (msg.crash === true) process.exit(CRASH_EXIT_CODE);
    // Splitting the block only to look for the hook's line costs time: only when it is set.
    if (!Number.isNaN(crashLine) && requestRecords(msg).some((r) => r.line === crashLine)) process.exit(CRASH_EXIT_CODE);
    const result = s.run(msg);
    port.postMessage(result, [result.output.buffer as ArrayBuffer]);
  });
});
