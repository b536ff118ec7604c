/**
 * The rating benches' one batch loop (bench/rating.js, bench/lib/compare/rating.js):
 * 9×9 puzzles through the logic engine's logicRateBatch, a batch capacity at
 * a time, timed in CPU time around the engine calls alone. `views` is a
 * build's logic views (dist/logic/abi.js logicOf), so the loop serves any
 * build.
 */

/**
 * Rates `puzzles` (objects with an 81-digit `puzzle`, 0 = blank) on the
 * engine's rating scale number `scale` (0, the default: Sukaku Explainer's;
 * src/logic/scale.ts); returns every result word (`logicBatchWords()` per
 * puzzle, in order) and the CPU ms of the batch calls.
 */
export function rateInBatches(views, puzzles, scale = 0) {
  const capacity = views.abi.logicBatchCapacity();
  const words = views.abi.logicBatchWords();
  const out = new Int32Array(puzzles.length * words);
  let cpuMs = 0;
  for (let start = 0; start < puzzles.length; start += capacity) {
    const chunk = puzzles.slice(start, start + capacity);
    chunk.forEach((p, i) => {
      for (let c = 0; c < 81; c++) views.batchPuzzles[i * 81 + c] = p.puzzle.charCodeAt(c) - 48;
    });
    const before = process.cpuUsage();
    views.abi.logicRateBatch(chunk.length, 0, scale);
    const used = process.cpuUsage(before);
    cpuMs += (used.user + used.system) / 1000;
    out.set(views.batchResults.subarray(0, chunk.length * words), start * words);
  }
  return { out, words, cpuMs };
}
