/**
 * Nested forcing chains (Sukaku Explainer's chaining level 2: dynamic
 * chains that run forcing chains & cycles on their working grid), on JS and
 * WASM. The reference is Sukaku Explainer v1.15.10 itself: on the first
 * puzzle of ../shared/datasets/hardest_rated.txt (published 10.9/10.9/10.7),
 * `serate --techs=11111111010111011011011011000101001111111 --after='%r %s'`
 * (the 1.2.1 mask, ../shared/tools/se/rate.sh with SE_SCALE=121) starts with
 * "10.8 Contradiction Forcing Chain: B6.8 on ==> D4.3 both on & off": the
 * assumption r6c2=8 meets a contradiction, so r6c2 is not 8. The first step
 * is no easier technique's (SE tries every producer before this one), so
 * hint, the path and find must all give that step, rated 10.8; the
 * elimination is judged by the unique solution (the search solver's).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../src/solver.js';
import { Logic } from '../src/logic/create-logic.js';
import type { HintResult, Step } from '../src/logic/index.js';
import { JS_AND_WASM } from './support/engines.js';
import { boardOf, oracleSolution, wrongHint } from './support/player-board.js';

const PUZZLE = '003000700400080006090000010000000600600004008001600390070002000500800002000045000';
/** r6c2 (cell 46) cannot be 8. */
const SE_FIRST_STEP = { technique: 'nested-contradiction-forcing-chains', rating: 10.8, eliminations: [{ cell: 46, digit: 8 }], placements: [] };

const answers = new Map<string, { hint: HintResult; first: Step | undefined; found: Step[] }>();

describe.each(JS_AND_WASM)('nested forcing chains on $name', ({ name, make }) => {
  let logic: Logic;
  let solution: number[];
  beforeAll(async () => {
    const engine = await make();
    logic = new Logic(engine);
    solution = oracleSolution(new Solver(engine), PUZZLE);
  });

  it("takes Sukaku Explainer's first step of a hardest puzzle on the 1.2.1 scale, right by the solution", () => {
    const hint = logic.hint(PUZZLE, { scale: 'se121' });
    expect(hint.status).toBe('hint');
    const step = (hint as { step: Step }).step;
    expect({ technique: step.technique, rating: step.rating, eliminations: step.eliminations, placements: step.placements }).toEqual(SE_FIRST_STEP);
    expect(wrongHint(hint, solution, boardOf(PUZZLE))).toBeNull();
    const path = logic.steps(PUZZLE, { scale: 'se121' });
    const first = path.steps[0];
    expect(first).toEqual(step);
    const found = logic.find(PUZZLE, 'nested-contradiction-forcing-chains', { scale: 'se121' });
    expect(found[0]).toEqual(step);
    answers.set(name, { hint, first, found });
  });
});

describe('nested forcing chains across engines', () => {
  it('JS and WASM give the same hint, path start and find list', () => {
    const [js, wasm] = JS_AND_WASM.map(({ name }) => answers.get(name));
    expect(js).toBeDefined();
    expect(wasm).toEqual(js);
  });
});
