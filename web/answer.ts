/**
 * One puzzle in, one SolveAnswer out, the same way on whichever thread
 * solves it: the worker (worker.ts), or the page for its first answer
 * (first-answer.ts). Imports library files one by one, not src/index.ts, so
 * the page's bundle takes only what it uses.
 */
import type { EngineKind } from '../src/engine.js';
import { SudokuError } from '../src/errors.js';
import { format, parse } from '../src/grid.js';
import type { SolveResult } from '../src/result.js';
import type { Solver } from '../src/solver.js';
import type { ErrorInfo, SolveAnswer, SolvingThread } from './protocol.js';

/** An error as plain data (a class instance would lose its fields in postMessage). */
export function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof SudokuError) return error.toJSON();
  return { code: 'ERROR', message: error instanceof Error ? error.message : String(error) };
}

/** The puzzle as one normalised line, or the reason it cannot be read. */
export function readLine(text: string): { side: number; line: string } | { error: ErrorInfo } {
  try {
    const grid = parse(text);
    return { side: grid.side, line: format(grid, 'line') };
  } catch (error) {
    return { error: errorInfo(error) };
  }
}

/**
 * Solves (`solve`) or judges (`check`: unique / multiple / none / clash)
 * `text` with `solver` on this thread; `thread` says which one that is.
 */
export function answerFor(solver: Solver, kind: 'solve' | 'check', text: string, timeoutMs: number, thread: SolvingThread): SolveAnswer {
  const started = performance.now();
  const read = readLine(text);
  if ('error' in read) {
    return { status: 'invalid', engine: solver.engine, thread, side: 0, givens: '', guesses: 0, ms: performance.now() - started, error: read.error };
  }
  const result = kind === 'solve' ? solver.solve(read.line, { timeoutMs }) : solver.solveUnique(read.line);
  return answerOf(kind, read, result, solver.engine, thread, started);
}

/**
 * The SolveAnswer for `result`, the library's answer to `kind` on the
 * readable puzzle `read`; `started` is when the work began (performance.now()).
 */
export function answerOf(
  kind: 'solve' | 'check',
  read: { side: number; line: string },
  result: SolveResult<string>,
  engine: EngineKind,
  thread: SolvingThread,
  started: number,
): SolveAnswer {
  const answer: SolveAnswer = {
    status: result.status,
    engine,
    thread,
    side: read.side,
    givens: read.line,
    guesses: result.guesses,
    ms: performance.now() - started,
  };
  if (result.status === 'solved') answer.solution = result.solution;
  if (result.status === 'invalid') answer.error = errorInfo(result.error);
  if (kind === 'check') {
    answer.count = result.count;
    if (result.status === 'solved') answer.status = 'unique';
  }
  return answer;
}
