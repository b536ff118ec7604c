/**
 * Nested forcing chains of level 4 (Sudoku Explainer's "+ Dynamic Forcing
 * Chains": dynamic chains that run a whole dynamic forcing chains search on
 * their working grid), on JS and WASM. The reference is Sudoku Explainer
 * 1.2.1 itself: the forum's list of the hardest puzzles
 * (../shared/datasets/hardest_rated.txt) publishes 11.6/11.6/9.5 for the
 * puzzle below, whose hardest step needs level 4 (with levels up to 3 its
 * path stops at 20.0). On WASM the whole path must give those three ratings,
 * every step right by the unique solution, its level-4 step the hardest;
 * the JS engine, whose whole path takes long, must give the same level-4
 * step from the position just before it (the path played by the test's own
 * board, from the path's steps), chains and all. That step's chains are
 * judged link by link by test/support/chain-oracle.ts: a link an inner
 * dynamic forcing chain made must be false on the position less its
 * parents by a chain of that kind whose links are singles, and a link given
 * the wrong parents fails so.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../src/solver.js';
import { Logic } from '../src/logic/create-logic.js';
import type { ChainLink, Step } from '../src/logic/index.js';
import { TECHNIQUES } from '../src/logic/techniques.js';
import { INNER_DYNAMIC, linkFault, linkName, stepFault } from './support/chain-oracle.js';
import { JS_AND_WASM } from './support/engines.js';
import { applyStep, boardOf, copyBoard, oracleSolution, stateOf, wrongHint, type Board } from './support/player-board.js';

const PUZZLE = '003006700050080000090100000000090010007003200800500040370000400000004006004000072';
/** Published (Sudoku Explainer 1.2.1) ER, EP, ED. */
const PUBLISHED = { er: 11.6, ep: 11.6, ed: 9.5 };
const LEVEL4 = /^nested-dynamic-/;
const techniqueName = (id: string): string => TECHNIQUES.find((t) => t.id === id)?.name ?? id;
/** The links of a step's chains that an inner dynamic forcing chain made. */
const innerDynamicLinks = (step: Step): ChainLink[] =>
  step.chains.flat().filter((link) => link.rule.kind === 'technique' && INNER_DYNAMIC.has(link.rule.technique));

/** SE's three ratings of a path: the hardest step, the hardest up to the first placement, the first step. */
function ratingsOf(steps: Step[]): { er: number; ep: number; ed: number } {
  const firstPlacement = steps.findIndex((step) => step.placements.length > 0);
  const max = (list: Step[]): number => Math.max(...list.map((step) => step.rating));
  return { er: max(steps), ep: max(steps.slice(0, firstPlacement + 1)), ed: steps[0]?.rating ?? 0 };
}

const [jsCase, wasmCase] = JS_AND_WASM as [(typeof JS_AND_WASM)[number], (typeof JS_AND_WASM)[number]];
let solution: number[];
/** WASM's level-4 step and the position before it (the test's board). */
let level4: { step: Step; board: Board } | undefined;

describe('nested forcing chains of level 4', () => {
  beforeAll(async () => {
    solution = oracleSolution(new Solver(await wasmCase.make()), PUZZLE);
  });

  it(`${wasmCase.name}: rates a hardest puzzle as published, every step right by the solution`, async () => {
    const logic = new Logic(await wasmCase.make());
    const path = logic.steps(PUZZLE, { scale: 'se121' });
    expect(path.status).toBe('solved');
    expect(ratingsOf(path.steps)).toEqual(PUBLISHED);
    const board = boardOf(PUZZLE);
    for (const step of path.steps) {
      expect(wrongHint({ status: 'hint', step }, solution, board)).toBeNull();
      if (LEVEL4.test(step.technique) && level4 === undefined) level4 = { step, board: copyBoard(board) };
      applyStep(board, step);
    }
    expect(level4?.step.rating).toBe(PUBLISHED.er);
  });

  it(`${wasmCase.name}: the level-4 step's chains follow link by link, naming the inner dynamic chains`, () => {
    expect(level4).toBeDefined();
    const { step, board } = level4 as { step: Step; board: Board };
    expect(stepFault(step, board), step.text).toBeNull();
    const inner = innerDynamicLinks(step);
    expect(inner.length).toBeGreaterThan(0);
    // A shortened chain names the first link of each inner technique in its middle, or the link itself at its ends.
    for (const technique of new Set(inner.map((link) => (link.rule.kind === 'technique' ? link.rule.technique : '')))) {
      expect(step.text).toContain(`(${techniqueName(technique)}`);
    }
  });

  it('names a level-4 link whose parents do not make its inner dynamic chain', () => {
    expect(level4).toBeDefined();
    const { step, board } = level4 as { step: Step; board: Board };
    let tampered = 0;
    for (const chain of step.chains) {
      chain.forEach((link, index) => {
        if (link.rule.kind !== 'technique' || !INNER_DYNAMIC.has(link.rule.technique)) return;
        // Only the assumption's first consequence (another digit of its cell off) as its parent.
        const wrong = chain.map((l, i) => (i === index ? { ...l, from: [1] } : l));
        expect(linkFault(wrong, index, board, 'nested-dynamic'), linkName(link)).toMatch(/does not follow from its parents/);
        tampered++;
        // Named as made by an inner chain of level 3, it fails whatever its parents.
        const misnamed = chain.map((l, i) => (i === index ? { ...l, rule: { kind: 'technique' as const, technique: 'cell-forcing-chains' } } : l));
        expect(linkFault(misnamed, index, board, 'nested-dynamic'), linkName(link)).toMatch(/not an "off" link from "off" links/);
      });
    }
    expect(tampered).toBeGreaterThan(0);
  });

  it(`${jsCase.name}: takes the same level-4 step from the position before it`, async () => {
    expect(level4).toBeDefined();
    const { step, board } = level4 as { step: Step; board: Board };
    const logic = new Logic(await jsCase.make());
    const hint = logic.hint(stateOf(board, PUZZLE), { scale: 'se121' });
    expect(hint.status).toBe('hint');
    expect(wrongHint(hint, solution, board)).toBeNull();
    expect((hint as { step: Step }).step).toEqual(step);
  });
});
