/**
 * The worker's side of the play requests (messages.ts): a new puzzle from
 * the generator, a hint from the logic engine, a rating. It turns the
 * library's results into the page's shapes.
 */
import type { Solver } from '../../src/solver.js';
import type { GeneratedPuzzle, PlayAnswer, PlayRefusal, PlayRequest } from './messages.js';

/** A generation that takes longer than this gives up and says so. */
const GENERATE_TIMEOUT_MS = 20_000;

/** Answers one play request with `solver` (the worker's engine of choice). */
export async function answerPlay(request: PlayRequest, solver: () => Promise<Solver>): Promise<PlayAnswer> {
  const engine = await solver();
  try {
    switch (request.kind) {
      case 'generate':
        return generateFor(engine, request.size, request.level, request.seed);
      case 'hint':
      case 'rate':
        return refusal(`${request.kind === 'hint' ? 'hints need' : 'a rating needs'} the logic engine, which is not in this build yet`);
    }
  } catch (error) {
    return refusal(error instanceof Error ? error.message : String(error));
  }
}

/**
 * A new puzzle of `size`: at `level` when the library can rate (9×9 with
 * the logic engine); otherwise any minimal unique puzzle, reported unrated.
 */
function generateFor(solver: Solver, size: number, level: string, seed: number): GeneratedPuzzle | PlayRefusal {
  const base = { size, seed, timeoutMs: GENERATE_TIMEOUT_MS, symmetry: 'rotate180' as const };
  let result;
  try {
    result = solver.generate(size === 9 ? { ...base, level } : base);
  } catch (error) {
    // This build cannot rate: no level to honour, so make one unrated.
    if (!(error instanceof RangeError) || !/logic engine/.test(error.message)) throw error;
    result = solver.generate(base);
  }
  if (result.status !== 'generated') return refusal(`no ${level} puzzle within ${GENERATE_TIMEOUT_MS / 1000} s; try again`);
  const { puzzle, solution, er, level: rated, clues } = result;
  return { status: 'generated', side: size, puzzle, solution, er, level: rated, clues, seed: result.seed };
}

function refusal(message: string): PlayRefusal {
  return { status: 'refused', message };
}
