// What two threads can give on this machine for exactly the CLI's work, with
// nothing of the CLI around it: the ceiling its `--workers 2` can approach.
//
// The file is cut into the CLI's chunks (1024 lines, as UTF-8 bytes) up front.
// K fresh worker threads each get the compiled module (as the CLI's pool does)
// and every K-th chunk; once all are ready, a 'go' starts them together, and the
// clock runs from 'go' to the last thread done. No reading, no messages per chunk,
// no output, no start-up: only solving and what two busy threads cost each other
// (shared caches, memory, the cores' turbo, V8's helper threads).
// Threads are fresh, so their code starts cold, as the CLI's workers do.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

if (!isMainThread) {
  const { createChunkSolver } = await import('../dist/batch/chunk-solver.js');
  const solver = await createChunkSolver('wasm', workerData.module);
  const settings = { command: 'solve', format: 'line', limit: 1, timeoutMs: 0 };
  parentPort.once('message', () => {
    let solved = 0;
    workerData.chunks.forEach(({ firstLine, bytes }, seq) => {
      solved += solver.run({ type: 'chunk', seq, settings, block: { firstLine, bytes, csv: false } }).tally.solved;
    });
    parentPort.postMessage(solved);
  });
  parentPort.postMessage('ready');
}

/** The file's lines as the CLI's 1024-line chunks of bytes. */
export function chunksOf(text, linesPerChunk = 1024) {
  const lines = text.split('\n');
  const chunks = [];
  for (let i = 0; i < lines.length; i += linesPerChunk) {
    chunks.push({ firstLine: i + 1, bytes: new TextEncoder().encode(lines.slice(i, i + linesPerChunk).join('\n') + '\n') });
  }
  return chunks;
}

/**
 * Solves `chunks` on `threads` fresh threads (chunk i on thread i mod threads);
 * resolves to the wall ms from 'go' to the last thread done and the puzzles solved.
 */
export async function solveOnThreads(module, chunks, threads) {
  const workers = Array.from(
    { length: threads },
    (_, t) => new Worker(new URL(import.meta.url), { workerData: { module, chunks: chunks.filter((_, i) => i % threads === t) } }),
  );
  const next = (w) => new Promise((resolve, reject) => { w.once('message', resolve); w.once('error', reject); });
  await Promise.all(workers.map(next));
  const start = performance.now();
  const done = workers.map(next);
  for (const w of workers) w.postMessage('go');
  const solved = (await Promise.all(done)).reduce((a, b) => a + b, 0);
  const ms = performance.now() - start;
  await Promise.all(workers.map((w) => w.terminate()));
  return { ms, solved };
}
