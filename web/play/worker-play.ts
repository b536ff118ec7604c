/**
 * The worker's side of the play requests (messages.ts): a new puzzle from
 * the generator, a hint from the logic engine, a rating. It turns the
 * library's results into the page's shapes.
 */
import type { Solver } from '../../src/solver.js';
import { digitsOf } from './board.js';
import type { GeneratedPuzzle, HintRequest, HintStep, PlayAnswer, PlayRefusal, PlayRequest, PuzzleRating } from './messages.js';

/** A generation that takes longer than this gives up and says so. */
const GENERATE_TIMEOUT_MS = 20_000;
/** A hint or a rating that takes longer than this (the hardest chains) gives up and says so. */
const LOGIC_TIMEOUT_MS = 10_000;

/** A unit as the logic engine names it (1-based). */
interface LibraryUnit {
  type: 'row' | 'column' | 'box';
  index: number;
}

/** A step as the logic engine gives it. */
interface LibraryStep {
  technique: string;
  rating: number;
  placements: { cell: number; digit: number }[];
  eliminations: { cell: number; digit: number }[];
  pattern: { cells: number[]; units: LibraryUnit[] };
  text: string;
}

/** The logic engine's methods on the solver (issue #14), when the build has them. */
interface LogicMethods {
  hint(state: { cells: number[]; candidates: number[][] }, options?: { timeoutMs?: number }): LibraryStep | null;
  rate(puzzle: string, options?: { timeoutMs?: number }): { status: string; er?: number; level?: string };
}

/** The solver's logic methods, or undefined when this build has no logic engine. */
function logicOf(solver: Solver): LogicMethods | undefined {
  const maybe = solver as Solver & Partial<LogicMethods>;
  return typeof maybe.hint === 'function' && typeof maybe.rate === 'function' ? (maybe as unknown as LogicMethods) : undefined;
}

/** Answers one play request with `solver` (the worker's engine of choice). */
export async function answerPlay(request: PlayRequest, solver: () => Promise<Solver>): Promise<PlayAnswer> {
  const engine = await solver();
  try {
    switch (request.kind) {
      case 'generate':
        return generateFor(engine, request.size, request.level, request.seed);
      case 'hint':
      case 'rate': {
        const logic = logicOf(engine);
        if (logic === undefined) return refusal(`${request.kind === 'hint' ? 'hints need' : 'a rating needs'} the logic engine, which this build lacks`);
        return request.kind === 'hint' ? hintFor(logic, request) : rateFor(logic, request.puzzle);
      }
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

/** The next step from the player's position, with its units spelled out as cells. */
function hintFor(logic: LogicMethods, request: HintRequest): HintStep | PlayRefusal {
  const candidates = request.candidates.map((mask, cell) => (request.cells[cell] === 0 ? digitsOf(mask) : []));
  const step = logic.hint({ cells: request.cells, candidates }, { timeoutMs: LOGIC_TIMEOUT_MS });
  if (step === null) return refusal('no technique applies from here');
  const units = step.pattern.units.map((unit) => unitCells(unit, request.side));
  return {
    status: 'hint',
    technique: step.technique,
    rating: step.rating,
    placements: step.placements.map(({ cell, digit }) => ({ cell, digit })),
    eliminations: step.eliminations.map(({ cell, digit }) => ({ cell, digit })),
    pattern: { cells: [...step.pattern.cells], units },
    text: step.text,
  };
}

/** The cells of a 1-based row, column or box (boxes in reading order). */
export function unitCells(unit: LibraryUnit, side: number): number[] {
  const boxSide = Math.round(Math.sqrt(side));
  const k = unit.index - 1;
  return Array.from({ length: side }, (_, i) => {
    if (unit.type === 'row') return k * side + i;
    if (unit.type === 'column') return i * side + k;
    const top = Math.floor(k / boxSide) * boxSide;
    const left = (k % boxSide) * boxSide;
    return (top + Math.floor(i / boxSide)) * side + left + (i % boxSide);
  });
}

/** A 9×9 puzzle's rating. */
function rateFor(logic: LogicMethods, puzzle: string): PuzzleRating | PlayRefusal {
  const rated = logic.rate(puzzle, { timeoutMs: LOGIC_TIMEOUT_MS });
  if (rated.status !== 'rated' || rated.er === undefined) return refusal(`not rated: ${rated.status}`);
  return { status: 'rated', er: rated.er, level: rated.level ?? '' };
}

function refusal(message: string): PlayRefusal {
  return { status: 'refused', message };
}
