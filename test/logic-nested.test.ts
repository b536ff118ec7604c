/**
 * Nested forcing chains (Sukaku Explainer's chaining level 2: dynamic
 * chains that run forcing chains & cycles on their working grid), on JS and
 * WASM. The reference is Sukaku Explainer v1.15.10 itself: on the 30th
 * puzzle of ../shared/datasets/hardest_rated.txt (published 10.9/10.9/10.7),
 * `serate --techs=11111111010111011011011011000101001111111 --after='%r %s'`
 * (the 1.2.1 mask, ../shared/tools/se/rate.sh with SE_SCALE=121) starts with
 * "10.8 Contradiction Forcing Chain: B6.8 on ==> D4.3 both on & off": the
 * assumption r6c2=8 meets a contradiction, so r6c2 is not 8. The first step
 * is no easier technique's (SE tries every producer before this one), so
 * hint, the path and find must all give that step, rated 10.8; the
 * elimination is judged by the unique solution (the search solver's).
 *
 * Level 3 (static multiple forcing chains inside the chain): a puzzle of
 * the stand-in for the held-out band (a hardest puzzle made easier by
 * adding solution digits) that Sukaku Explainer v1.15.10 rates 11.1/11.1/2.6
 * on the 1.2.1 scale (same command), its hardest step a level-3
 * contradiction: our path must give the same three ratings, every step
 * right by the solution.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../src/solver.js';
import { Logic } from '../src/logic/create-logic.js';
import type { HintResult, Step } from '../src/logic/index.js';
import { JS_AND_WASM } from './support/engines.js';
import { boardOf, oracleSolution, place, wrongHint } from './support/player-board.js';

const PUZZLE = '003000700400080006090000010000000600600004008001600390070002000500800002000045000';
/** r6c2 (cell 46) cannot be 8. */
const SE_FIRST_STEP = { technique: 'nested-contradiction-forcing-chains', rating: 10.8, eliminations: [{ cell: 46, digit: 8 }], placements: [] };

/** Sukaku Explainer's ratings of a level-3 puzzle (1.2.1 scale). */
const LEVEL3_PUZZLE = '003050700000700000080002006204000001010000860800001200500390000008000090040008002';
const LEVEL3_SE = { er: 11.1, ep: 11.1, ed: 2.6 };

/** SE's three ratings of a path: the hardest step, the hardest up to the first placement, the first step. */
function ratingsOf(steps: Step[]): { er: number; ep: number; ed: number } {
  const firstPlacement = steps.findIndex((step) => step.placements.length > 0);
  const max = (list: Step[]): number => Math.max(...list.map((step) => step.rating));
  return { er: max(steps), ep: max(steps.slice(0, firstPlacement + 1)), ed: steps[0]?.rating ?? 0 };
}

const answers = new Map<string, { hint: HintResult; first: Step | undefined; found: Step[] }>();
const level3Paths = new Map<string, Step[]>();

describe.each(JS_AND_WASM)('nested forcing chains on $name', ({ name, make }) => {
  let logic: Logic;
  let solver: Solver;
  let solution: number[];
  beforeAll(async () => {
    const engine = await make();
    logic = new Logic(engine);
    solver = new Solver(engine);
    solution = oracleSolution(solver, PUZZLE);
  });

  it("takes Sukaku Explainer's first step of a hardest puzzle on the 1.2.1 scale, right by the solution", () => {
    const hint = logic.hint(PUZZLE, { scale: 'se121' });
    expect(hint.status).toBe('hint');
    const step = (hint as { step: Step }).step;
    expect({ technique: step.technique, rating: step.rating, eliminations: step.eliminations, placements: step.placements }).toEqual(SE_FIRST_STEP);
    expect(wrongHint(hint, solution, boardOf(PUZZLE))).toBeNull();
    // The whole path takes level-3 steps of seconds each: its start is enough (a generous bound for the first step).
    const path = logic.steps(PUZZLE, { scale: 'se121', timeoutMs: 5000 });
    const first = path.steps[0];
    expect(first).toEqual(step);
    const found = logic.find(PUZZLE, 'nested-contradiction-forcing-chains', { scale: 'se121' });
    expect(found[0]).toEqual(step);
    answers.set(name, { hint, first, found });
  });

  it('rates a level-3 puzzle as Sukaku Explainer does, every step right by the solution', () => {
    const path = logic.steps(LEVEL3_PUZZLE, { scale: 'se121' });
    expect(path.status).toBe('solved');
    expect(ratingsOf(path.steps)).toEqual(LEVEL3_SE);
    expect(path.steps.some((step) => step.technique === 'nested-multiple-contradiction-forcing-chains')).toBe(true);
    const level3Solution = oracleSolution(solver, LEVEL3_PUZZLE);
    const board = boardOf(LEVEL3_PUZZLE);
    for (const step of path.steps) {
      expect(wrongHint({ status: 'hint', step }, level3Solution, board)).toBeNull();
      for (const { cell, digit } of step.eliminations) board.masks[cell] = (board.masks[cell] ?? 0) & ~(1 << (digit - 1));
      for (const { cell, digit } of step.placements) place(board, cell, digit);
    }
    level3Paths.set(name, path.steps);
  });
});

describe('nested forcing chains across engines', () => {
  it('JS and WASM give the same hint, path start, find list and level-3 path', () => {
    const [js, wasm] = JS_AND_WASM.map(({ name }) => ({ ...answers.get(name), level3: level3Paths.get(name) }));
    expect(js?.hint).toBeDefined();
    expect(js?.level3).toBeDefined();
    expect(wasm).toEqual(js);
  });
});
