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
 *
 * SE's second step there is "11.3 Contradiction Forcing Chain: E5.2 on ==>
 * B4.8 both on & off" (r5c5 is not 2): levels 2 finds nothing after the
 * first step, so it comes from level 3 (static multiple forcing chains
 * inside the chain), and the hint from that position must be it.
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

/** r5c5 (cell 40) cannot be 2: SE's second step, a level-3 contradiction. */
const SE_SECOND_STEP = { technique: 'nested-multiple-contradiction-forcing-chains', eliminations: [{ cell: 40, digit: 2 }], placements: [] };

/** The position after SE's first step: the puzzle's candidates less r6c2=8. */
function afterFirstStep(): { cells: number[]; candidates: number[][]; puzzle: string } {
  const board = boardOf(PUZZLE);
  board.masks[46] = (board.masks[46] ?? 0) & ~(1 << 7);
  const candidates = board.masks.map((mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => (mask & (1 << (digit - 1))) !== 0));
  return { cells: board.cells, candidates, puzzle: PUZZLE };
}

const answers = new Map<string, { hint: HintResult; first: Step | undefined; found: Step[]; second: HintResult }>();

describe.each(JS_AND_WASM)('nested forcing chains on $name', ({ name, make }) => {
  let logic: Logic;
  let solution: number[];
  beforeAll(async () => {
    const engine = await make();
    logic = new Logic(engine);
    solution = oracleSolution(new Solver(engine), PUZZLE);
  });

  it("takes Sukaku Explainer's first two steps of a hardest puzzle on the 1.2.1 scale (levels 2 and 3), right by the solution", () => {
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
    const second = logic.hint(afterFirstStep(), { scale: 'se121' });
    expect(second.status).toBe('hint');
    const level3 = (second as { step: Step }).step;
    expect({ technique: level3.technique, eliminations: level3.eliminations, placements: level3.placements }).toEqual(SE_SECOND_STEP);
    expect(level3.rating).toBeGreaterThanOrEqual(11.0);
    const afterBoard = boardOf(PUZZLE);
    afterBoard.masks[46] = (afterBoard.masks[46] ?? 0) & ~(1 << 7);
    expect(wrongHint(second, solution, afterBoard)).toBeNull();
    answers.set(name, { hint, first, found, second });
  });
});

describe('nested forcing chains across engines', () => {
  it('JS and WASM give the same hints, path start and find list', () => {
    const [js, wasm] = JS_AND_WASM.map(({ name }) => answers.get(name));
    expect(js).toBeDefined();
    expect(wasm).toEqual(js);
  });
});
