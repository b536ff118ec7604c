/**
 * `find` on the forcing-chain techniques ("every instance of one
 * technique in a position"), on every engine. The positions are those just
 * before the first step of each chain technique on the paths of puzzles
 * Sukaku Explainer rates 6.6–9.8 (test/data/chains-sample.txt, and two 9.0
 * puzzles whose paths take double forcing chains); the pencil marks are
 * built here from the puzzle and the steps taken. On each: find lists the technique's instances easiest
 * first, the first is the step hint (and the walk) takes, every placement is
 * the unique solution's digit (the search solver's, not the logic engine's)
 * and no elimination removes it, no two instances conclude the same, and
 * JS and WASM list the very same instances.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../src/solver.js';
import { Logic } from '../src/logic/create-logic.js';
import type { Step } from '../src/logic/index.js';
import { ENGINES } from './support/engines.js';

/** The techniques whose finders search forcing chains and cycles (src/logic/techniques.ts). */
const CHAIN_TECHNIQUES = new Set([
  'x-cycle',
  'y-cycle',
  'forcing-x-chain',
  'forcing-y-chain',
  'bidirectional-cycle',
  'forcing-chain',
  'nishio-forcing-chain',
  'cell-forcing-chains',
  'region-forcing-chains',
  'contradiction-forcing-chains',
  'double-forcing-chains',
  'dynamic-cell-forcing-chains',
  'dynamic-region-forcing-chains',
  'contradiction-forcing-chains-plus',
  'double-forcing-chains-plus',
  'dynamic-cell-forcing-chains-plus',
  'dynamic-region-forcing-chains-plus',
]);

/** `hash puzzle ER` lines; the last two from ../shared/datasets/se_rated_sample.txt (SE 9.0, double forcing chains). */
const PUZZLES = [
  ...readFileSync(new URL('./data/chains-sample.txt', import.meta.url), 'utf8').split('\n'),
  'c207c14384b7 003004000040075000010600700070000200300908007005000040001003090000560080000400100 9.0',
  'c24cfff7614e 009075008020000000407200000200006700010080020003900004000009501000000060300850900 9.0',
]
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [hash, puzzle] = line.trim().split(/\s+/);
    return { hash: hash as string, puzzle: puzzle as string };
  });

/** A position just before a chain step of a puzzle's path. */
interface Position {
  name: string;
  solution: string;
  marks: string;
  step: Step;
}

function peersOf(cell: number): number[] {
  const row = Math.floor(cell / 9);
  const column = cell % 9;
  const box = Math.floor(row / 3) * 3 + Math.floor(column / 3);
  const peers: number[] = [];
  for (let other = 0; other < 81; other++) {
    const r = Math.floor(other / 9);
    const c = other % 9;
    if (other !== cell && (r === row || c === column || Math.floor(r / 3) * 3 + Math.floor(c / 3) === box)) peers.push(other);
  }
  return peers;
}

/** The candidates of a puzzle's cells by the rules alone: a given is its digit, an empty cell every digit its peers lack. */
function candidatesOf(puzzle: string): Set<number>[] {
  const given = [...puzzle].map((ch) => (ch === '.' || ch === '0' ? 0 : Number(ch)));
  return given.map((digit, cell) =>
    digit !== 0
      ? new Set([digit])
      : new Set([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !peersOf(cell).some((peer) => given[peer] === d))),
  );
}

/** The 729-character pencil-mark form of cell candidates. */
function pencilMarks(candidates: Set<number>[]): string {
  return candidates.map((set) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (set.has(d) ? String(d) : '.')).join('')).join('');
}

/** The position just before the first step of each chain technique on the puzzle's path (steps applied to the pencil marks here). */
function chainPositions(logic: Logic, hash: string, puzzle: string, solution: string): Position[] {
  const path = logic.steps(puzzle);
  if (path.status !== 'solved') throw new Error(`${hash}: the path ends ${path.status}`);
  const candidates = candidatesOf(puzzle);
  const positions: Position[] = [];
  path.steps.forEach((step, index) => {
    if (CHAIN_TECHNIQUES.has(step.technique) && !positions.some((position) => position.step.technique === step.technique)) {
      positions.push({ name: `${hash} step ${index + 1} (${step.technique})`, solution, marks: pencilMarks(candidates), step });
    }
    for (const { cell, digit } of step.eliminations) candidates[cell]?.delete(digit);
    for (const { cell, digit } of step.placements) {
      candidates[cell] = new Set([digit]);
      for (const peer of peersOf(cell)) candidates[peer]?.delete(digit);
    }
  });
  return positions;
}

function conclusionOf(step: Step): string {
  return JSON.stringify([step.placements, step.eliminations]);
}

/** Lists found per engine and position, for the cross-engine check. */
const listsByEngine = new Map<string, Map<string, Step[]>>();
let positions: Position[] = [];

beforeAll(async () => {
  // The paths come from the last engine (WASM release: the quickest); each engine's own steps are checked below.
  const engine = await (ENGINES[ENGINES.length - 1] as (typeof ENGINES)[number]).make();
  const solver = new Solver(engine);
  positions = PUZZLES.flatMap(({ hash, puzzle }) => {
    const solved = solver.solveUnique(puzzle);
    if (solved.status !== 'solved') throw new Error(`${hash} is not uniquely solvable`);
    return chainPositions(new Logic(engine), hash, puzzle, String(solved.solution));
  });
});

describe.each(ENGINES)('find lists every forcing chain on $name', ({ name, make }) => {
  let logic: Logic;
  const lists = new Map<string, Step[]>();
  beforeAll(async () => {
    logic = new Logic(await make());
    listsByEngine.set(name, lists);
  });

  it('lists each technique easiest first, the walk and hint step first, every instance right by the solution', () => {
    expect(positions.length).toBeGreaterThan(40);
    for (const { name: where, solution, marks, step } of positions) {
      const found = logic.find(marks, step.technique);
      lists.set(where, found);
      const hint = logic.hint(marks);
      expect(hint.status, where).toBe('hint');
      expect(found[0], `${where}: the first instance`).toEqual(step);
      if (hint.status === 'hint') expect(found[0], `${where}: the first instance and hint`).toEqual(hint.step);
      const conclusions = new Set<string>();
      found.forEach((instance, i) => {
        expect(instance.technique, where).toBe(step.technique);
        if (i > 0) expect(instance.rating, `${where}: instance ${i + 1} is easier than the one before`).toBeGreaterThanOrEqual(found[i - 1]?.rating as number);
        expect(instance.placements.length + instance.eliminations.length, where).toBeGreaterThan(0);
        for (const { cell, digit } of instance.placements) {
          expect(digit, `${where}: instance ${i + 1} places ${digit} in cell ${cell}`).toBe(Number(solution[cell]));
        }
        for (const { cell, digit } of instance.eliminations) {
          expect(digit, `${where}: instance ${i + 1} removes the solution's digit from cell ${cell}`).not.toBe(Number(solution[cell]));
          expect(marks[cell * 9 + digit - 1], `${where}: instance ${i + 1} removes ${digit} from cell ${cell}, not a candidate`).toBe(String(digit));
        }
        conclusions.add(conclusionOf(instance));
      });
      expect(conclusions.size, `${where}: two instances conclude the same`).toBe(found.length);
    }
  });

  it('finds several instances of every kind of chain where there are several', () => {
    const most = new Map<string, number>();
    for (const { name: where, step } of positions) {
      most.set(step.technique, Math.max(most.get(step.technique) ?? 0, lists.get(where)?.length ?? 0));
    }
    const several = [...most].filter(([, count]) => count > 1).map(([technique]) => technique);
    for (const technique of [
      'forcing-chain',
      'nishio-forcing-chain',
      'cell-forcing-chains',
      'region-forcing-chains',
      'contradiction-forcing-chains',
      'double-forcing-chains',
      'dynamic-region-forcing-chains',
    ]) {
      expect(several, `several instances of ${technique} somewhere`).toContain(technique);
    }
    const multiple = positions.filter(({ name: where }) => (lists.get(where)?.length ?? 0) > 1).length;
    expect(multiple).toBeGreaterThan(positions.length / 2);
  });
});

describe('find on forcing chains across engines', () => {
  it('every engine lists the same instances byte for byte', () => {
    const [first, ...others] = [...listsByEngine.values()];
    expect(first?.size).toBe(positions.length);
    for (const other of others) {
      for (const { name: where } of positions) expect(JSON.stringify(other.get(where)), where).toBe(JSON.stringify(first?.get(where)));
    }
  });
});
