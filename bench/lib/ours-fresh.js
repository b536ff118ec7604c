/**
 * Our rows timed in fresh Node processes, one per round (ours-process.js),
 * rather than in the bench's own process.
 *
 * Why: on this machine a Node process runs at a speed of its own for
 * seconds at a time. Ten back-to-back pairs on unbiased_1000 (engine alone,
 * best of 7 rounds each) gave WASM 2.57–3.54 µs/puzzle and JS 4.02–6.04,
 * both slow together in the same processes, while native tdoku between
 * them stayed at 2.7–2.8; wall clock agreed with CPU time, and pinned or
 * unpinned made no difference a few minutes later. In one process, every
 * round of every one of our rows sits in the same spell. With a fresh
 * process per round, spread over the run and interleaved with tdoku's own
 * processes, each row's median round (the figure every row reports) is
 * taken over several processes, as tdoku's rounds each get a process of
 * their own. The rows of one process are timed back to back, so their ratios
 * (WASM ÷ JS, per puzzle ÷ batched) compare like with like.
 */
import { runJsonChild } from './child-json.js';

/**
 * Times our rows `ids` on `lines` in one fresh process.
 * @param {{side: number, mode: 'first' | 'unique', lines: string[], ids: string[], timeMs: number, shift: number}} request
 *   `shift` rotates the rows' order (pass the round number)
 * @returns {Record<string, number>} CPU ms per run (one solveAll of the whole list), by row id
 */
export function timeOursInFreshProcess(request) {
  return runJsonChild('ours-process.js', [], JSON.stringify(request), "our rows' timing").ms;
}
