/**
 * A chain step's chains, on every engine: on puzzles whose paths take every
 * kind of chain step, each link is re-derived on the step's position by
 * the rules of the game (test/support/chain-oracle.ts, not the engine's
 * code), each step follows from its chains, and every engine gives the same
 * chains. A link that a technique made inside a chain ((+) and nested
 * chains) is "off" and false once its "off" parents are: on the position
 * less those candidates, assuming it meets a contradiction by singles alone.
 * Level 4's chains are checked in test/logic-nested-dynamic.test.ts.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Logic } from '../src/logic/create-logic.js';
import type { ChainLink, Step } from '../src/logic/step-types.js';
import { TECHNIQUES } from '../src/logic/techniques.js';
import { ENGINES } from './support/engines.js';
import {
  boardOfMarks,
  CHAIN_TECHNIQUES,
  INNER,
  INNER_MULTIPLE,
  linkFault,
  linkName as name,
  NESTED,
  PLUS,
  stepFault,
} from './support/chain-oracle.js';
import { applyStep, boardOf, copyBoard, stateOf, type Board } from './support/player-board.js';

/** Puzzles of test/data/chains-sample.txt and chain-kinds-sample.txt: `hash puzzle ER` lines. */
function samples(file: string): { hash: string; puzzle: string }[] {
  return readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [hash = '', puzzle = ''] = line.trim().split(/\s+/);
      return { hash, puzzle };
    });
}

const SAMPLE = [...samples('chains-sample.txt'), ...samples('chain-kinds-sample.txt')];

/** The third of ../shared/datasets/hardest_rated.txt (published ER 11): its path takes dynamic contradiction forcing chains (+). */
const PLUS_PUZZLE = '........94....9.2..8.1..5....5..86..3.86......6..15.....2....47.3.5..8......7....';
/** The first of ../shared/datasets/hardest_rated.txt: its first step on the 1.2.1 scale is a nested contradiction (test/logic-nested.test.ts). */
const NESTED_PUZZLE = '003000700400080006090000010000000600600004008001600390070002000500800002000045000';
/**
 * Pencil marks (9 characters a cell) of test/logic-nested.test.ts's level-3
 * puzzle just before its hardest step on the 1.2.1 scale, a level-3
 * contradiction (rated 11.1 by Sukaku Explainer): its hint takes well under
 * a second.
 */
const LEVEL3_POSITION =
  '1..4.6..9.2...6..9..3......1..4.6.89....5.......4.6..9......7..12.....8....4...89' +
  '1..4.6..9.2..56..912..56..9......7..1.34.6.8...34.6..91.345...912345..8...345..89' +
  '1..4..7.9.......8.1...5.7.91..4....91.34......2.......1.345...91.345.........6...' +
  '.2.........3.567.9...4.........56.89..3..678...3.567.9..3.5...9..3.5.7..1........' +
  '..3...7.91............5.7.9.2.45...9.234..7....345.7.9.......8......6.....345.7.9' +
  '.......8...3.567.9....567.9...456..9..34.67..1.........2.........345.7....345.7.9' +
  '....5.....2...67..12...67....3..............9...4.67..1..4.6...1..4..78....4..78.' +
  '1.3..67....3..67.........8.12.456...12.4.67.....4567..1.3456...........9..345.7..' +
  '1.3..67.9...4.....1....67.91...56...1....67.........8.1.3.56...1.3.5.7...2.......';
/**
 * Pencil marks of a puzzle of bench/data/se121-standin-9.7-11.5.txt
 * (100000700050080003…, rated 10.4 by Sukaku Explainer on the 1.2.1 scale)
 * just before its first nested step: find lists a nested double, cell and
 * region forcing chain there.
 */
const NESTED_KINDS_POSITION =
  '1.........2.4...8...3.........456.......5...9...4.6..9......7...2.4.6.8..2.4....9' +
  '.2.4.6..9....5.......4.6..9...4.67.........8....4.67.912...6..912.4.6.....3......' +
  '......7.....4...89...4.6.89.2.........3......1............56.89...456.8....45...9' +
  '.2.4...89.....6...1..4..7.91..4..7..12....7.9....5....1......89..3......12....7.9' +
  '..34....912.4..7.9....5...........8.12....7.9..34..7.912......912....7.......6...' +
  '.23....8912....7891.....7891.3...7.......6.....3...7.9...4.....12..5.78.12..5.7.9' +
  '...456.8.1..4..78..2...............91...5.7.......678...3......1..4.67..1..45.7..' +
  '...456.8.1..4..78.1..4.678.1.3.567..1...5.7....3..678.12..56...........912.45.7..' +
  '....56..9..3......1....67.91...567.....4......2.......1...56...1...567.........8.';

const paths = new Map<string, Step[][]>();
/** Each engine's nested step (NESTED_PUZZLE's first). */
const nestedSteps = new Map<string, Step>();
/** Each engine's level-3 step (LEVEL3_POSITION's hint). */
const level3Steps = new Map<string, Step>();
/** Each engine's nested double, cell and region steps (find at NESTED_KINDS_POSITION). */
const nestedKindSteps = new Map<string, Step[]>();
const techniqueName = (id: string): string => TECHNIQUES.find((t) => t.id === id)?.name ?? id;

describe.each(ENGINES)('chains of chain steps on $name', ({ name: engineName, make }) => {
  let logic: Logic;
  /** The position before the first step of each chain technique on the paths. */
  const firstOfKind = new Map<string, Board>();
  beforeAll(async () => {
    logic = new Logic(await make());
    paths.set(engineName, []);
  });

  it('every link follows from the links it names by its rule, and the step from its chains', () => {
    const kinds = new Set<string>();
    for (const { hash, puzzle } of SAMPLE) {
      const result = logic.steps(puzzle);
      expect(result.status, hash).toBe('solved');
      paths.get(engineName)?.push(result.steps);
      const board = boardOf(puzzle);
      for (const step of result.steps) {
        if (CHAIN_TECHNIQUES.has(step.technique)) {
          kinds.add(step.technique);
          if (!firstOfKind.has(step.technique)) firstOfKind.set(step.technique, copyBoard(board));
          expect(stepFault(step, board), `${hash}: ${step.text}`).toBeNull();
        } else expect(step.chains, step.technique).toEqual([]);
        applyStep(board, step);
      }
    }
    // Every kind but the forcing Y-chain (SE's Y pass finds cycles only); the (+) and nested kinds have tests of their own.
    for (const technique of CHAIN_TECHNIQUES) {
      if (technique !== 'forcing-y-chain' && !PLUS.has(technique) && !NESTED.has(technique)) expect(kinds, technique).toContain(technique);
    }
  });

  it('a dynamic chain (+) names the technique behind an advanced link', () => {
    const board = boardOf(PLUS_PUZZLE.replaceAll('.', '0'));
    let advanced = 0;
    for (const step of logic.steps(PLUS_PUZZLE, { timeoutMs: 60_000 }).steps) {
      if (PLUS.has(step.technique)) {
        expect(stepFault(step, board), step.text).toBeNull();
        advanced += step.chains.flat().filter((link) => link.rule.kind === 'technique').length;
      }
      applyStep(board, step);
    }
    expect(advanced).toBeGreaterThan(0);
  });

  it('a nested chain names the inner chain behind a link, whose candidate is false once its rule parents are', () => {
    const hint = logic.hint(NESTED_PUZZLE, { scale: 'se121' });
    const step = hint.status === 'hint' ? hint.step : undefined;
    expect(step?.technique).toBe('nested-contradiction-forcing-chains');
    if (step === undefined) return;
    expect(stepFault(step, boardOf(NESTED_PUZZLE)), step.text).toBeNull();
    const inner = step.chains.flat().filter((link) => link.rule.kind === 'technique' && INNER.has(link.rule.technique));
    expect(inner.length).toBeGreaterThan(0);
    // A shortened chain names the first link of each inner technique in its middle; a walked one names every link.
    for (const technique of new Set(inner.map((link) => (link.rule.kind === 'technique' ? link.rule.technique : '')))) {
      expect(step.text).toContain(`(${techniqueName(technique)})`);
    }
    nestedSteps.set(engineName, step);
  });

  it('a level-3 chain names the inner multiple forcing chains behind its links, each false once its rule parents are', () => {
    const hint = logic.hint(LEVEL3_POSITION, { scale: 'se121' });
    const step = hint.status === 'hint' ? hint.step : undefined;
    expect(step?.technique).toBe('nested-multiple-contradiction-forcing-chains');
    if (step === undefined) return;
    expect(stepFault(step, boardOfMarks(LEVEL3_POSITION)), step.text).toBeNull();
    const inner = step.chains.flat().filter((link) => link.rule.kind === 'technique' && INNER_MULTIPLE.has(link.rule.technique));
    expect(inner.length).toBeGreaterThan(0);
    const named = inner.filter((link) => step.text.includes(`${name(link)} (${techniqueName(link.rule.kind === 'technique' ? link.rule.technique : '')})`));
    expect(named.length).toBeGreaterThan(0);
    expect(step.text).toMatch(/and \d+ more made by inner chains/);
    level3Steps.set(engineName, step);
  });

  it('a nested double, cell and region forcing chain carry chains that make them', () => {
    const board = boardOfMarks(NESTED_KINDS_POSITION);
    nestedKindSteps.set(engineName, []);
    for (const technique of ['nested-double-forcing-chains', 'nested-cell-forcing-chains', 'nested-region-forcing-chains']) {
      const found = logic.find(NESTED_KINDS_POSITION, technique, { scale: 'se121' });
      expect(found.length, technique).toBeGreaterThan(0);
      for (const step of found) expect(stepFault(step, board), `find ${technique}: ${step.text}`).toBeNull();
      nestedKindSteps.get(engineName)?.push(...found);
    }
  });

  it('every instance find lists with chains carries chains that make it', () => {
    expect(firstOfKind.size).toBeGreaterThan(10);
    for (const [technique, board] of firstOfKind) {
      const found = logic.find(stateOf(board), technique);
      // A long list runs out of room in the engine's step list: its later instances go without chains.
      expect(found[0]?.chains.length, technique).toBeGreaterThan(0);
      for (const step of found) {
        if (step.chains.length > 0) expect(stepFault(step, board), `find ${technique}: ${step.text}`).toBeNull();
      }
    }
  });

  it('a hint carries the same chains as the path', () => {
    const { puzzle } = SAMPLE[0] as { puzzle: string };
    const path = logic.steps(puzzle).steps;
    const board = boardOf(puzzle);
    const index = path.findIndex((step) => step.chains.length > 0);
    for (const step of path.slice(0, index)) applyStep(board, step);
    const hint = logic.hint(stateOf(board));
    expect(hint.status === 'hint' ? hint.step : hint).toEqual(path[index]);
  });

  it('rating takes the same path without the chains', () => {
    const { puzzle } = SAMPLE[0] as { puzzle: string };
    const rated = logic.rate(puzzle);
    const path = logic.steps(puzzle).steps;
    expect(rated.status === 'rated' ? rated.er : rated.status).toBe(Math.max(...path.map((step) => step.rating)));
  });
});

describe('chains across engines', () => {
  it('every engine gives the same chains', () => {
    const [first, ...others] = [...paths.values()];
    expect(first?.length).toBe(SAMPLE.length);
    for (const other of others) expect(other).toEqual(first);
    const [nested, ...otherNested] = [...nestedSteps.values()];
    expect(nestedSteps.size).toBe(ENGINES.length);
    for (const other of otherNested) expect(other).toEqual(nested);
    const [level3, ...otherLevel3] = [...level3Steps.values()];
    expect(level3Steps.size).toBe(ENGINES.length);
    for (const other of otherLevel3) expect(other).toEqual(level3);
    const [kinds, ...otherKinds] = [...nestedKindSteps.values()];
    expect(nestedKindSteps.size).toBe(ENGINES.length);
    for (const other of otherKinds) expect(other).toEqual(kinds);
  });
});

describe('a bad link is caught', () => {
  it('names a real link with a parent taken away or its unit changed', () => {
    const path = [...paths.values()][0]?.[SAMPLE.length - 1] ?? [];
    const board = boardOf(SAMPLE[SAMPLE.length - 1]?.puzzle ?? '');
    let tampered = 0;
    for (const step of path) {
      for (const chain of step.chains) {
        chain.forEach((link, index) => {
          if (!link.on || link.rule.kind !== 'unit' || link.from.length < 2) return;
          const fewer = chain.map((l, i) => (i === index ? { ...l, from: l.from.slice(0, -1) } : l));
          expect(linkFault(fewer, index, board), step.text).toMatch(/other places left/);
          tampered++;
        });
      }
      applyStep(board, step);
    }
    expect(tampered).toBeGreaterThan(0);
  });

  it.each([
    { level: 2, steps: nestedSteps, board: () => boardOf(NESTED_PUZZLE), inside: 'nested' as const, inner: INNER },
    { level: 3, steps: level3Steps, board: () => boardOfMarks(LEVEL3_POSITION), inside: 'nested-multiple' as const, inner: INNER_MULTIPLE },
  ])('names a level-$level nested link whose parents do not make its inner chain', ({ steps, board, inside, inner }) => {
    let tampered = 0;
    for (const chain of [...steps.values()][0]?.chains ?? []) {
      chain.forEach((link, index) => {
        if (link.rule.kind !== 'technique' || !inner.has(link.rule.technique)) return;
        expect(linkFault(chain, index, board(), inside)).toBeNull();
        // Only the assumption's first consequence (another digit of its cell off) as its parent.
        const wrong = chain.map((l, i) => (i === index ? { ...l, from: [1] } : l));
        expect(linkFault(wrong, index, board(), inside), name(link)).toMatch(/does not follow from its parents/);
        tampered++;
      });
    }
    expect(tampered).toBeGreaterThan(0);
  });

  it('names a level-3 inner chain in a chain of level 2', () => {
    const step = [...level3Steps.values()][0];
    const chain = step?.chains.find((c) => c.some((link) => link.rule.kind === 'technique' && INNER_MULTIPLE.has(link.rule.technique))) ?? [];
    const index = chain.findIndex((link) => link.rule.kind === 'technique' && INNER_MULTIPLE.has(link.rule.technique));
    expect(index).toBeGreaterThan(0);
    expect(linkFault(chain, index, boardOfMarks(LEVEL3_POSITION), 'nested')).toMatch(/not an "off" link from "off" links/);
  });

  it('names a link whose unit has other places left', () => {
    const board = boardOf('0'.repeat(81));
    const chain: ChainLink[] = [
      { cell: 0, digit: 1, on: false, from: [], rule: { kind: 'assumption' } },
      { cell: 1, digit: 1, on: true, from: [0], rule: { kind: 'unit', unit: { type: 'row', index: 1 } } },
    ];
    expect(linkFault(chain, 1, board)).toBe('r1c2=1: the unit has other places left');
    expect(linkFault(chain, 0, board)).toBeNull();
  });
});
