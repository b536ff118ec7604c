/**
 * The untimed correctness pass: every solver solves the whole sample once,
 * and every answer is judged by the engine-free validator (src/validate.ts,
 * built to dist/validate.js) before anything is timed. A solver that throws
 * or answers wrongly is reported as such; one that needs longer than the cap
 * is reported as "> cap" and never timed.
 */
import { isValidSolution } from '../dist/validate.js';
import { cpuClock } from './cpu-clock.js';

/**
 * @returns {{status: 'ok'|'wrong'|'failed'|'capped', detail?: string, ms: number, guesses?: number}}
 *   `ms`: CPU time of the pass (it also decides how long to time the solver); `capMs` is CPU time too.
 */
export function checkSolver(solver, prepared, set, cells, mode, capMs) {
  const start = cpuClock.fn();
  let raws;
  try {
    raws = prepared.solveAll(mode, start + capMs);
  } catch (e) {
    return { status: 'failed', detail: `threw: ${String(e?.message ?? e).split('\n')[0]}`, ms: cpuClock.fn() - start };
  }
  const ms = cpuClock.fn() - start;
  if (raws.length < cells.length || ms > capMs) {
    return { status: 'capped', detail: `${raws.length} of ${cells.length} done in ${(ms / 1000).toFixed(1)} s CPU`, ms };
  }
  let guesses = 0;
  for (let i = 0; i < cells.length; i++) {
    let o;
    try {
      o = prepared.decode(raws[i], mode);
    } catch (e) {
      return { status: 'failed', detail: `puzzle ${i + 1}: answer unreadable (${e.message})`, ms };
    }
    if (o.count < 0) return { status: 'capped', detail: `gave up on puzzle ${i + 1}`, ms };
    const want = mode === 'first' ? 'a solution' : 'exactly one solution';
    const countOk = mode === 'first' ? o.count >= 1 : o.count === 1;
    if (!countOk) return { status: 'wrong', detail: `puzzle ${i + 1}: count ${o.count}, expected ${want}`, ms };
    if (o.solution !== null && !isValidSolution(cells[i], o.solution, set.side)) {
      return { status: 'wrong', detail: `puzzle ${i + 1}: invalid solution`, ms };
    }
    if (mode === 'first' && o.solution === null) return { status: 'wrong', detail: `puzzle ${i + 1}: no solution returned`, ms };
    guesses += o.guesses ?? 0;
  }
  return { status: 'ok', ms, guesses: solver.hasGuesses ? guesses / cells.length : undefined };
}
