/**
 * 2,000 puzzles sampled from the shared datasets (test/data/sample-2000.txt,
 * sources named inside) solved by both engines; every solution validated.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from '../src/grid.js';
import { Solver } from '../src/solver.js';
import type { SolveResult } from '../src/result.js';
import { solutionProblem } from '../src/validate.js';
import { JS_AND_WASM } from './support/engines.js';
import { solutionOf } from './support/results.js';

const SAMPLE = readFileSync(new URL('./data/sample-2000.txt', import.meta.url), 'utf8')
  .split(/\r?\n/)
  .filter((line) => line !== '' && !line.startsWith('#'));

describe('dataset sample', () => {
  const answers = new Map<string, SolveResult[]>();
  const solvers = new Map<string, Solver>();
  beforeAll(async () => {
    for (const engine of JS_AND_WASM) solvers.set(engine.name, new Solver(await engine.make()));
  });

  it('holds at least 2,000 well-formed 9×9 puzzles', () => {
    expect(SAMPLE.length).toBeGreaterThanOrEqual(2000);
    for (const line of SAMPLE) expect(parse(line).side).toBe(9);
  });

  it.each(JS_AND_WASM.map((e) => e.name))('%s engine solves every puzzle, and every solution validates', (name) => {
    const results = (solvers.get(name) as Solver).solveBatch(SAMPLE);
    const failures: string[] = [];
    results.forEach((result, i) => {
      const puzzle = SAMPLE[i] as string;
      if (result.status !== 'solved') failures.push(`${puzzle}: ${result.status}`);
      else {
        const problem = solutionProblem(parse(puzzle).cells, parse(result.solution).cells, 9);
        if (problem !== null) failures.push(`${puzzle}: ${problem}`);
      }
    });
    expect(failures).toEqual([]);
    answers.set(name, results);
  });

  it('both engines give the same solutions (each puzzle has one)', () => {
    const [js, wasm] = JS_AND_WASM.map((e) => answers.get(e.name));
    expect(js).toBeDefined();
    expect(wasm).toBeDefined();
    expect(js?.map((r) => solutionOf(r))).toEqual(wasm?.map((r) => solutionOf(r)));
  });

  it('every puzzle is unique (WASM, limit 2)', () => {
    const wasm = solvers.get(JS_AND_WASM[1]?.name as string) as Solver;
    const statuses = wasm.solveBatch(SAMPLE, { limit: 2 }).map((r) => r.status);
    expect(statuses.filter((s) => s !== 'solved')).toEqual([]);
  });
});
