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
import { createSolver } from '../index.js';
import { requestRecords, type ChunkRequest, type InitMessage, type ReadyMessage } from './protocol.js';
import { solveChunk, type BatchSolver } from './solve-chunk.js';

/** Exit code of a test-hook crash (EX_SOFTWARE). */
const CRASH_EXIT_CODE = 70;

const port = parentPort;
if (port === null) throw new Error('worker.js runs only as a worker thread');
const crashLine = Number(process.env.SUDOKU_WASM_TEST_CRASH_LINE ?? NaN);

let solver: Promise<BatchSolver> | undefined;

port.on('message', (msg: InitMessage | ChunkRequest) => {
  if (msg.type === 'init') {
    const made = createSolver(msg.module !== undefined ? { engine: msg.engine, wasm: msg.module } : { engine: msg.engine });
    solver = made;
    made.then(
      (s) => port.postMessage({ type: 'ready', engine: s.engine } satisfies ReadyMessage),
      (e: unknown) => port.postMessage({ type: 'init-failed', message: String(e) } satisfies ReadyMessage),
    );
    return;
  }
  if (solver === undefined) throw new Error('chunk before init');
  // Errors here are uncaught on purpose: the pool sees the worker die and redoes the chunk.
  void solver.then((s) => {
    // After 'ready' went out (posted by an earlier callback on the same promise).
    const records = requestRecords(msg);
    if (msg.crash === true || records.some((r) => r.line === crashLine)) process.exit(CRASH_EXIT_CODE);
    const result = solveChunk(s, msg.seq, msg.settings, records);
    port.postMessage(result, [result.output.buffer as ArrayBuffer]);
  });
});
