/**
 * Inside dynamic (+) and nested forcing chains, the `se121` scale runs
 * Sudoku Explainer 1.2.1's own rules on the chain's grid (intersections by
 * Locking, naked pairs by NakedSet), not the ones Sukaku Explainer keeps in
 * its 1.2.1 mode (generalized intersections and naked pairs). The reference
 * is 1.2.1 itself: a puzzle of the forum's hardest list
 * (../shared/datasets/hardest_rated.txt) whose published ratings, 11.0/11.0/2.6,
 * come from it. With Sukaku's rules inside the chains the same path rates
 * 10.9/10.9/2.6: its hardest step, a level-3 nested contradiction, takes
 * the same elimination with a chain one notch shorter (the inner rules'
 * removals and rule parents decide its nodes' parents). Every step is judged
 * by the unique solution (the search solver's).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../src/solver.js';
import { Logic } from '../src/logic/create-logic.js';
import type { Step } from '../src/logic/index.js';
import { JS_AND_WASM } from './support/engines.js';
import { boardOf, oracleSolution, place, wrongHint } from './support/player-board.js';

/** The 27th puzzle of hardest_rated.txt, published 11.0/11.0/2.6 (Sudoku Explainer 1.2.1). */
const PUZZLE = '003000000400080036008000100040060073000900000000002005004070068600004000700000500';
const PUBLISHED = { er: 11, ep: 11, ed: 2.6 };

/** SE's three ratings of a path: the hardest step, the hardest up to the first placement, the first step. */
function ratingsOf(steps: Step[]): { er: number; ep: number; ed: number } {
  const firstPlacement = steps.findIndex((step) => step.placements.length > 0);
  const max = (list: Step[]): number => Math.max(...list.map((step) => step.rating));
  return { er: max(steps), ep: max(steps.slice(0, firstPlacement + 1)), ed: steps[0]?.rating ?? 0 };
}

const paths = new Map<string, Step[]>();

describe.each(JS_AND_WASM)("1.2.1's rules inside chains on $name", ({ name, make }) => {
  let logic: Logic;
  let solver: Solver;
  beforeAll(async () => {
    const engine = await make();
    logic = new Logic(engine);
    solver = new Solver(engine);
  });

  it('rates a hardest puzzle as Sudoku Explainer 1.2.1 published it, every step right by the solution', () => {
    const path = logic.steps(PUZZLE, { scale: 'se121' });
    expect(path.status).toBe('solved');
    expect(ratingsOf(path.steps)).toEqual(PUBLISHED);
    const hardest = path.steps.find((step) => step.rating === PUBLISHED.er);
    expect(hardest?.technique).toBe('nested-multiple-contradiction-forcing-chains');
    const solution = oracleSolution(solver, PUZZLE);
    const board = boardOf(PUZZLE);
    for (const step of path.steps) {
      expect(wrongHint({ status: 'hint', step }, solution, board)).toBeNull();
      for (const { cell, digit } of step.eliminations) board.masks[cell] = (board.masks[cell] ?? 0) & ~(1 << (digit - 1));
      for (const { cell, digit } of step.placements) place(board, cell, digit);
    }
    expect(logic.rate(PUZZLE, { scale: 'se121' })).toMatchObject({ status: 'rated', ...PUBLISHED });
    paths.set(name, path.steps);
  });
});

describe("1.2.1's rules inside chains across engines", () => {
  it('JS and WASM take the same path', () => {
    const [js, wasm] = JS_AND_WASM.map(({ name }) => paths.get(name));
    expect(js).toBeDefined();
    expect(wasm).toEqual(js);
  });
});
