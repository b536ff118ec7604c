/**
 * The chain techniques (assembly/engine/logic/chains/**) on every
 * engine: on puzzles that Sukaku Explainer rates 6.6–9.8 (dynamic forcing
 * chains (+) from 9.5), every step of the
 * path is checked against the puzzle's unique solution found by the search
 * solver (a placement is the solution's digit, an elimination never is), the
 * path solves the grid, the ratings are SE's, and JS and WASM take the very
 * same steps.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../src/solver.js';
import type { Engine } from '../src/engine.js';
import { logicOf, RESULT, WALK_SOLVED, type LogicAbi } from '../src/logic/abi.js';
import { checkScale } from '../src/logic/scale.js';
import { ENGINES } from './support/engines.js';

/** One step as the step list records it (assembly/engine/logic/step.ts). */
interface Step {
  technique: number;
  rating10: number;
  placements: [number, number][];
  eliminations: [number, number][];
}

interface Walk {
  status: number;
  er10: number;
  steps: Step[];
}

/** Technique ids of the chain range (assembly/engine/logic/techniques.ts: 64..95). */
const FIRST_CHAIN_TECHNIQUE = 64;

const SAMPLE = readFileSync(new URL('./data/chains-sample.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [hash, puzzle, er] = line.trim().split(/\s+/);
    return { hash: hash as string, puzzle: puzzle as string, er10: Math.round(Number(er) * 10) };
  });

function cellName(cell: number): string {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

/** Walks the whole path of a 9×9 puzzle on the logic engine and reads every step record. */
function walk(abi: LogicAbi, puzzle: string): Walk {
  const values = new Uint8Array(abi.memory, abi.logicValuesPtr(), 81);
  for (let i = 0; i < 81; i++) values[i] = puzzle[i] === '.' ? 0 : Number(puzzle[i]);
  expect(abi.logicLoad(9, 0)).toBe(1);
  const status = abi.logicSteps(0, 0, checkScale('walk', undefined)); // the default scale
  const result = new Int32Array(abi.memory, abi.logicResultPtr(), 16);
  const words = new Int32Array(abi.memory);
  const steps: Step[] = [];
  let at = abi.logicStepsPtr() >> 2;
  for (let s = 0; s < (result[RESULT.steps] as number); s++) {
    const [technique, rating10, nPlaced, nEliminated, , , , length] = words.slice(at, at + 8);
    const items = (from: number, n: number): [number, number][] =>
      [...words.slice(from, from + n)].map((item) => [item >> 8, item & 255]);
    steps.push({
      technique: technique as number,
      rating10: rating10 as number,
      placements: items(at + 8, nPlaced as number),
      eliminations: items(at + 8 + (nPlaced as number), nEliminated as number),
    });
    at += length as number;
  }
  return { status, er10: result[RESULT.er] as number, steps };
}

const walks = new Map<string, Map<string, Walk>>();

describe.each(ENGINES)('chain techniques on $name', ({ name, make }) => {
  let engine: Engine;
  let solutions: Map<string, string>;
  beforeAll(async () => {
    engine = await make();
    const solver = new Solver(engine);
    solutions = new Map(
      SAMPLE.map(({ puzzle }) => {
        const solved = solver.solveUnique(puzzle);
        if (solved.status !== 'solved') throw new Error(`sample puzzle ${puzzle} is not uniquely solvable`);
        return [puzzle, String(solved.solution)];
      }),
    );
    walks.set(name, new Map());
  });

  it.each(SAMPLE)('every step of $hash (SE $er10) agrees with the unique solution', ({ puzzle, er10 }) => {
    const abi = logicOf(engine).abi;
    const solution = solutions.get(puzzle) as string;
    const result = walk(abi, puzzle);
    walks.get(name)?.set(puzzle, result);
    expect(result.status).toBe(WALK_SOLVED);
    const grid = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
    for (const step of result.steps) {
      expect(step.placements.length + step.eliminations.length, `technique ${step.technique} changes nothing`).toBeGreaterThan(0);
      for (const [cell, digit] of step.placements) {
        expect(digit, `technique ${step.technique} places ${digit} in ${cellName(cell)}`).toBe(Number(solution[cell]));
        grid[cell] = digit;
      }
      for (const [cell, digit] of step.eliminations) {
        expect(digit, `technique ${step.technique} removes the solution's ${digit} from ${cellName(cell)}`).not.toBe(
          Number(solution[cell]),
        );
      }
    }
    expect(grid.join('')).toBe(solution);
    expect(result.steps.some((step) => step.technique >= FIRST_CHAIN_TECHNIQUE)).toBe(true);
    expect(result.er10).toBe(er10);
  });
});

describe('chain techniques across engines', () => {
  it('every engine takes the same steps with the same ratings', () => {
    const [first, ...others] = [...walks.values()];
    expect(first?.size).toBe(SAMPLE.length);
    for (const other of others) {
      for (const { puzzle } of SAMPLE) expect(other.get(puzzle)).toEqual(first?.get(puzzle));
    }
  });
});
