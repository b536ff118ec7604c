/**
 * The worker's side of the play requests (messages.ts): a new puzzle from
 * the generator, a hint from the logic engine, a rating. It turns the
 * library's results into the page's shapes.
 */
import type { Generator } from '../../src/generate/index.js';
import { TECHNIQUES, type Logic, type UnitRef } from '../../src/logic/index.js';
import { digitsOf } from './board.js';
import type { GeneratedPuzzle, HintRequest, HintStep, PlayAnswer, PlayRefusal, PlayRequest, PuzzleRating } from './messages.js';

/** A generation that takes longer than this gives up and says so. */
const GENERATE_TIMEOUT_MS = 20_000;
/** A hint or a rating that takes longer than this (the hardest chains) gives up and says so. */
const LOGIC_TIMEOUT_MS = 10_000;

/** The worker's play objects, each made on first use. */
export interface PlayLibrary {
  logic(): Promise<Logic>;
  generator(): Promise<Generator>;
}

/** Answers one play request with the worker's `library`: generator, hints and ratings. */
export async function answerPlay(request: PlayRequest, library: PlayLibrary): Promise<PlayAnswer> {
  try {
    switch (request.kind) {
      case 'generate':
        return generateFor(await library.generator(), request.size, request.level, request.seed);
      case 'hint':
        return hintFor(await library.logic(), request);
      case 'rate':
        return rateFor(await library.logic(), request.puzzle);
    }
  } catch (error) {
    return refusal(error instanceof Error ? error.message : String(error));
  }
}

/** A new puzzle of `size`, symmetric, at `level` on 9×9 (the generator rates 9×9 only). */
function generateFor(generator: Generator, size: number, level: string, seed: number): GeneratedPuzzle | PlayRefusal {
  const options = { size, seed, timeoutMs: GENERATE_TIMEOUT_MS, symmetry: 'rotate180' as const };
  const result = generator.generate(size === 9 ? { ...options, level } : options);
  if (result.status !== 'generated') return refusal(`no ${level} puzzle within ${GENERATE_TIMEOUT_MS / 1000} s; try again`);
  const { puzzle, solution, er, level: rated, clues } = result;
  return { status: 'generated', side: size, puzzle, solution, er, level: rated, clues, seed: result.seed };
}

/** The next step from the player's position, with its units spelled out as cells. */
function hintFor(logic: Logic, request: HintRequest): HintStep | PlayRefusal {
  const candidates = request.candidates.map((mask, cell) => (request.cells[cell] === 0 ? digitsOf(mask) : []));
  const hint = logic.hint({ cells: request.cells, candidates }, { timeoutMs: LOGIC_TIMEOUT_MS });
  if (hint.status === 'timeout') return refusal(`the next step takes longer than ${LOGIC_TIMEOUT_MS / 1000} s to find`);
  if (hint.status === 'stuck') return { ...refusal('no technique applies from here'), stuck: true };
  if (hint.status === 'solved') return refusal('the grid is full');
  if (hint.status === 'unsolvable') return refusal(`no solution from here: ${hint.reason}`);
  const { step } = hint;
  const units = step.pattern.units.map((unit) => unitCells(unit, request.side));
  return {
    status: 'hint',
    technique: step.technique,
    name: TECHNIQUES.find((technique) => technique.id === step.technique)?.name ?? step.technique,
    rating: step.rating,
    placements: step.placements.map(({ cell, digit }) => ({ cell, digit })),
    eliminations: step.eliminations.map(({ cell, digit }) => ({ cell, digit })),
    pattern: { cells: [...step.pattern.cells], units, digits: [...step.pattern.digits] },
    chains: step.chains,
    text: step.text,
  };
}

/** The cells of a 1-based row, column or box (boxes in reading order). */
export function unitCells(unit: UnitRef, side: number): number[] {
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
function rateFor(logic: Logic, puzzle: string): PuzzleRating | PlayRefusal {
  const rated = logic.rate(puzzle, { timeoutMs: LOGIC_TIMEOUT_MS });
  if (rated.status !== 'rated') return refusal(`not rated: ${rated.status}`);
  return { status: 'rated', er: rated.er, level: rated.level };
}

function refusal(message: string): PlayRefusal {
  return { status: 'refused', message };
}
