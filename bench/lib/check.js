/**
 * The untimed correctness pass: every solver solves the whole sample once,
 * and every answer is judged by the engine-free validator (src/validate.ts,
 * built to dist/validate.js) before anything is timed. A solver that throws
 * or answers wrongly is reported as such; one that needs longer than the cap
 * is stopped there, judged on the prefix it finished, reported from that one
 * pass ("≈ … capped") and never timed again.
 */
import { isValidSolution } from '../../dist/validate.js';
import { cpuClock } from './cpu-clock.js';
import { uniquenessAnswer } from './datasets.js';

/**
 * @returns {{status: 'ok'|'wrong'|'failed'|'capped', detail?: string, ms: number, done: number, guesses?: number, decisions?: number}}
 *   `ms`: CPU time of the pass (it also decides how long to time the solver); `capMs` is CPU time too.
 *   `done`: puzzles answered and validated. A capped solver is judged on the
 *   prefix it finished (the lists are in spread order, datasets.js), and that
 *   pass is its only measurement: `done` puzzles in `ms`.
 */
export function checkSolver(solver, prepared, set, cells, mode, capMs) {
  const start = cpuClock.fn();
  let raws;
  try {
    raws = prepared.solveAll(mode, start + capMs);
  } catch (e) {
    return { status: 'failed', detail: `threw: ${String(e?.message ?? e).split('\n')[0]}`, ms: cpuClock.fn() - start, done: 0 };
  }
  const ms = cpuClock.fn() - start;
  let guesses = 0;
  let decisions = 0;
  let withDecisions = 0;
  let done = 0;
  for (let i = 0; i < Math.min(raws.length, cells.length); i++) {
    let o;
    try {
      o = prepared.decode(raws[i], mode);
    } catch (e) {
      return { status: 'failed', detail: `puzzle ${i + 1}: answer unreadable (${e.message})`, ms, done };
    }
    if (o.count < 0) break; // gave up at the deadline: the prefix before it counts
    const want = mode === 'first' ? 'a solution' : uniquenessAnswer(set) === 1 ? 'exactly one solution' : 'two solutions (the set has several each)';
    const countOk = mode === 'first' ? o.count >= 1 : o.count === uniquenessAnswer(set);
    if (!countOk) return { status: 'wrong', detail: `puzzle ${i + 1}: count ${o.count}, expected ${want}`, ms, done };
    if (o.solution !== null && !isValidSolution(cells[i], o.solution, set.side)) {
      return { status: 'wrong', detail: `puzzle ${i + 1}: invalid solution`, ms, done };
    }
    if (mode === 'first' && o.solution === null) return { status: 'wrong', detail: `puzzle ${i + 1}: no solution returned`, ms, done };
    guesses += o.guesses ?? 0;
    if (o.decisions !== undefined) {
      decisions += o.decisions;
      withDecisions++;
    }
    done++;
  }
  const meanGuesses = solver.hasGuesses && done > 0 ? guesses / done : undefined;
  // Branch decisions (tdoku's measure), when the answers carry them (our engine rows).
  const meanDecisions = withDecisions > 0 && withDecisions === done ? decisions / done : undefined;
  if (done < cells.length || ms > capMs) {
    return { status: 'capped', detail: `${done} of ${cells.length} done in ${(ms / 1000).toFixed(1)} s CPU`, ms, done, guesses: meanGuesses, decisions: meanDecisions };
  }
  return { status: 'ok', ms, done, guesses: meanGuesses, decisions: meanDecisions };
}
