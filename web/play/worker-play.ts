/**
 * The worker's side of the play requests (messages.ts): a new puzzle from
 * the generator, a hint from the logic engine, a rating. It turns the
 * library's results into the page's shapes.
 */
import type { Solver } from '../../src/solver.js';
import type { PlayAnswer, PlayRequest } from './messages.js';

/** Answers one play request with `solver` (the worker's engine of choice). */
export async function answerPlay(request: PlayRequest, solver: () => Promise<Solver>): Promise<PlayAnswer> {
  await solver();
  const missing = { generate: 'the generator', hint: 'the logic engine (hints)', rate: 'the logic engine (ratings)' }[request.kind];
  return { status: 'refused', message: `${missing} is not in this build yet` };
}
