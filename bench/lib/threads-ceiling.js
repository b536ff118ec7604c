// What two threads can give on this machine for exactly the CLI's work, with
// nothing of the CLI around it: the ceiling its `--workers 2` can approach.
//
// The file is cut into the CLI's chunks up front, by the CLI's own reader
// (1024 lines of UTF-8 bytes each).
// K fresh worker threads each get the compiled module (as the CLI's pool does)
// and every K-th chunk. Two passes, each started for all threads at once by a
// 'go': the first cold (fresh code, as the CLI's workers start), the second warm.
// The clock runs from 'go' to the last thread done. No reading, no messages per
// chunk, no output, no start-up: only solving and what two busy threads cost each
// other (shared caches, memory, the cores' clocks, V8's helper threads).
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

if (!isMainThread) {
  const { createHandler } = await import('../../dist/cli/solve/job.js');
  const { createWasmEngine } = await import('../../dist/engine-wasm.js');
  const solver = createHandler({ engine: await createWasmEngine(workerData.module), hooks: {} });
  const settings = { job: 'solve', command: 'solve', format: 'line', limit: 1, timeoutMs: 0 };
  parentPort.on('message', () => {
    let solved = 0;
    workerData.chunks.forEach(({ firstLine, bytes }, seq) => {
      solved += solver.run({ type: 'chunk', seq, settings, block: { firstLine, bytes, csv: false } }).tally.statuses.solved ?? 0;
    });
    parentPort.postMessage(solved);
  });
  parentPort.postMessage('ready');
}

/** The file's bytes cut as the CLI cuts them (dist/cli/reader.js), 1024 lines per chunk. */
export async function chunksOf(bytes, linesPerChunk = 1024) {
  const { readPieces } = await import('../../dist/cli/reader.js');
  const chunks = [];
  for await (const piece of readPieces([bytes], linesPerChunk)) {
    if (piece.kind !== 'lines') throw new Error(`line ${piece.line} is too long for a puzzle file`);
    chunks.push({ firstLine: piece.firstLine, bytes: piece.bytes });
  }
  return chunks;
}

/**
 * Solves `chunks` twice on `threads` fresh threads (chunk i on thread i mod
 * threads); resolves to the wall ms of each pass (`coldMs`, `warmMs`) and the
 * puzzles solved in each.
 */
export async function solveOnThreads(module, chunks, threads) {
  const workers = Array.from(
    { length: threads },
    (_, t) => new Worker(new URL(import.meta.url), { workerData: { module, chunks: chunks.filter((_, i) => i % threads === t) } }),
  );
  const next = (w) => new Promise((resolve, reject) => { w.once('message', resolve); w.once('error', reject); });
  await Promise.all(workers.map(next));
  const pass = async () => {
    const start = performance.now();
    const done = workers.map(next);
    for (const w of workers) w.postMessage('go');
    const solved = (await Promise.all(done)).reduce((a, b) => a + b, 0);
    return { ms: performance.now() - start, solved };
  };
  const cold = await pass();
  const warm = await pass();
  await Promise.all(workers.map((w) => w.terminate()));
  return { coldMs: cold.ms, warmMs: warm.ms, solved: Math.min(cold.solved, warm.solved) };
}
