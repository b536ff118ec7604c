/**
 * The logic engine on every engine: each step of `steps` is
 * judged by the puzzle's unique solution (found by the search solver, not
 * the logic engine) and by a board model kept here: a placement is the
 * solution's digit in an empty cell, an elimination removes a candidate the
 * solution does not have there, and applying the steps in order fills the
 * grid with the solution. Ratings agree with Sukaku Explainer on the sample;
 * every engine gives the same answers byte for byte; malformed states and
 * timeouts answer as documented.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../src/engine.js';
import { SudokuError } from '../src/errors.js';
import { findSteps, hintStep, pathSteps, ratePuzzle, type HintResult } from '../src/logic/logic.js';
import { TECHNIQUES, type Step } from '../src/logic/index.js';
import { ENGINES } from './support/engines.js';
import { blanked, prng, randomFullGrid } from './support/random-grids.js';
import { Solver } from '../src/solver.js';

/** Sample lines `hash puzzle ER` (source: test/data/se-rated-sample.md). */
const SAMPLE = readFileSync(new URL('./data/se-rated-sample.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => {
    const [, puzzle = '', er = '0'] = line.split(' ');
    return { puzzle, er: Number(er) };
  });

/** The unique solution by the search solver (the oracle), or null. */
function solutionOf(solver: Solver, puzzle: string): Uint8Array | null {
  const result = solver.solveUnique(puzzle);
  if (result.status !== 'solved') return null;
  return Uint8Array.from(result.solution as string, (ch) => Number(ch));
}

/** A board model independent of the engine: digits and candidate masks. */
function boardOf(cells: ArrayLike<number>, side: number): { cells: number[]; masks: number[] } {
  const box = Math.round(Math.sqrt(side));
  const out = { cells: Array.from(cells), masks: new Array<number>(side * side).fill(0) };
  for (let cell = 0; cell < side * side; cell++) {
    if (out.cells[cell] !== 0) continue;
    let mask = (1 << side) - 1;
    for (let other = 0; other < side * side; other++) {
      const digit = out.cells[other] ?? 0;
      if (digit === 0) continue;
      const [r, c, r2, c2] = [Math.floor(cell / side), cell % side, Math.floor(other / side), other % side];
      const sameBox = Math.floor(r / box) === Math.floor(r2 / box) && Math.floor(c / box) === Math.floor(c2 / box);
      if (r === r2 || c === c2 || sameBox) mask &= ~(1 << (digit - 1));
    }
    out.masks[cell] = mask;
  }
  return out;
}

/** Applies a step to the model after checking it against the solution. */
function applyChecked(board: { cells: number[]; masks: number[] }, step: Step, solution: ArrayLike<number>, side: number): void {
  const box = Math.round(Math.sqrt(side));
  for (const { cell, digit } of step.eliminations) {
    expect(solution[cell], `${step.text} removes the solution's digit`).not.toBe(digit);
    expect((board.masks[cell] ?? 0) & (1 << (digit - 1)), `${step.text} removes a non-candidate`).not.toBe(0);
    board.masks[cell] = (board.masks[cell] ?? 0) & ~(1 << (digit - 1));
  }
  for (const { cell, digit } of step.placements) {
    expect(digit, `${step.text}`).toBe(solution[cell]);
    expect(board.cells[cell], `${step.text} places into a filled cell`).toBe(0);
    board.cells[cell] = digit;
    board.masks[cell] = 0;
    for (let other = 0; other < side * side; other++) {
      const [r, c, r2, c2] = [Math.floor(cell / side), cell % side, Math.floor(other / side), other % side];
      const sameBox = Math.floor(r / box) === Math.floor(r2 / box) && Math.floor(c / box) === Math.floor(c2 / box);
      if (r === r2 || c === c2 || sameBox) board.masks[other] = (board.masks[other] ?? 0) & ~(1 << (digit - 1));
    }
  }
  expect(step.placements.length + step.eliminations.length, step.text).toBeGreaterThan(0);
  expect(step.text).toMatch(/^[^\n]+[.]$/);
}

/** The step of a hint, failing the test when the hint has none. */
function stepOf(hint: HintResult): Step {
  if (hint.status !== 'hint') throw new Error(`expected a hint, got status '${hint.status}'`);
  return hint.step;
}

/** A model board as the `{ cells, candidates }` state. */
function stateOf(board: { cells: number[]; masks: number[] }, side: number): { cells: number[]; candidates: number[][] } {
  const digits = Array.from({ length: side }, (_, i) => i + 1);
  return { cells: [...board.cells], candidates: board.masks.map((mask) => digits.filter((d) => (mask & (1 << (d - 1))) !== 0)) };
}

/** Seeded random 9×9 puzzles with a unique solution. */
function randomPuzzles(solver: Solver, count: number, seed: number): string[] {
  const random = prng(seed);
  const puzzles: string[] = [];
  while (puzzles.length < count) {
    const puzzle = Array.from(blanked(randomFullGrid(9, random), 0.62, random)).join('');
    if (solver.solveUnique(puzzle).status === 'solved') puzzles.push(puzzle);
  }
  return puzzles;
}

describe.each(ENGINES)('logic engine: $name', ({ make }) => {
  let engine: Engine;
  let solver: Solver;
  beforeAll(async () => {
    engine = await make();
    solver = new Solver(engine);
  });

  it('rates the SE sample as Sukaku Explainer does (≥ 95% exact, the rest within 0.2)', () => {
    let exact = 0;
    for (const { puzzle, er } of SAMPLE) {
      const result = ratePuzzle(engine, puzzle);
      if (result.status !== 'rated') throw new Error(`${puzzle}: ${result.status}`);
      if (result.er === er) exact++;
      else expect(Math.abs(result.er - er), puzzle).toBeLessThanOrEqual(0.2 + 1e-9);
      expect(result.ep).toBeLessThanOrEqual(result.er);
      expect(result.ed).toBeLessThanOrEqual(result.ep === 0 ? result.er : result.ep);
      expect(Object.values(result.techniques).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    }
    expect(exact / SAMPLE.length).toBeGreaterThanOrEqual(0.95);
  });

  it('every step of the sample paths is right and the path solves the puzzle', () => {
    for (const { puzzle } of SAMPLE) {
      const solution = solutionOf(solver, puzzle);
      expect(solution).not.toBeNull();
      const board = boardOf(Array.from(puzzle, Number), 9);
      const path = pathSteps(engine, puzzle);
      expect(path.status, puzzle).toBe('solved');
      for (const step of path.steps) applyChecked(board, step, solution as Uint8Array, 9);
      expect(board.cells).toEqual(Array.from(solution as Uint8Array));
    }
  });

  it('every step on seeded random puzzles is right (a stuck path stops short, never wrong)', () => {
    for (const puzzle of randomPuzzles(solver, 30, 1414)) {
      const solution = solutionOf(solver, puzzle) as Uint8Array;
      const board = boardOf(Array.from(puzzle, Number), 9);
      const path = pathSteps(engine, puzzle);
      for (const step of path.steps) applyChecked(board, step, solution, 9);
      if (path.status === 'solved') expect(board.cells).toEqual(Array.from(solution));
      const rated = ratePuzzle(engine, puzzle);
      expect(rated.status).toBe('rated');
      if (rated.status === 'rated' && path.status === 'stuck') expect(rated.er).toBe(20);
    }
  });

  it('hint is the first step of the path, also from a pencil-mark state part way', () => {
    const { puzzle } = SAMPLE[60] as { puzzle: string };
    const path = pathSteps(engine, puzzle).steps;
    expect(hintStep(engine, puzzle)).toEqual({ status: 'hint', step: path[0] });
    // Replay half the path on the model and ask again from its pencil marks.
    const solution = solutionOf(solver, puzzle) as Uint8Array;
    const board = boardOf(Array.from(puzzle, Number), 9);
    const half = Math.floor(path.length / 2);
    for (const step of path.slice(0, half)) applyChecked(board, step, solution, 9);
    const marks = board.cells.map((digit, cell) => (digit !== 0 ? [digit] : [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => ((board.masks[cell] ?? 0) & (1 << (d - 1))) !== 0)));
    const pencil = marks.map((digits) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (digits.includes(d) ? String(d) : '.')).join('')).join('');
    expect(pencil).toHaveLength(729);
    const next = stepOf(hintStep(engine, pencil));
    applyChecked({ cells: [...board.cells], masks: [...board.masks] }, next, solution, 9);
    // In { cells, candidates } a one-candidate cell stays a candidate (a naked single to take),
    // where the pencil-mark text reads it as placed: the hints may differ, both must be right.
    const fromObject = stepOf(hintStep(engine, { cells: board.cells, candidates: marks }));
    applyChecked({ cells: [...board.cells], masks: [...board.masks] }, fromObject, solution, 9);
  });

  it('find lists every instance of a technique, each one right', () => {
    for (const { puzzle } of SAMPLE.slice(20, 60)) {
      const solution = solutionOf(solver, puzzle) as Uint8Array;
      const board = boardOf(Array.from(puzzle, Number), 9);
      for (const step of pathSteps(engine, puzzle).steps) {
        if (!step.technique.startsWith('hidden-single') && step.technique !== 'full-house') {
          const state = { cells: board.cells, candidates: board.masks.map((mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (mask & (1 << (d - 1))) !== 0)) };
          const found = findSteps(engine, state, step.technique);
          expect(found.length, step.text).toBeGreaterThan(0);
          expect(found.map((s) => s.text)).toContain(step.text);
          for (const other of found) applyChecked({ cells: [...board.cells], masks: [...board.masks] }, other, solution, 9);
        }
        applyChecked(board, step, solution, 9);
      }
    }
  });

  it("a turbot-family hint is SE's pick among what find lists: the easiest, then the most eliminations, the first of equals", () => {
    // Skyscraper 4.0, 2-string kite 4.1, turbot fish 4.2, grouped 4.3: one finder, one choice (SE's TurbotFish producer).
    const family = ['skyscraper', 'two-string-kite', 'turbot-fish', 'grouped-turbot-fish'];
    let choices = 0;
    let withRivals = 0;
    for (const { puzzle } of SAMPLE) {
      const solution = solutionOf(solver, puzzle) as Uint8Array;
      const board = boardOf(Array.from(puzzle, Number), 9);
      for (const step of pathSteps(engine, puzzle).steps) {
        if (family.includes(step.technique)) {
          const state = stateOf(board, 9);
          const easiest = family.map((technique) => findSteps(engine, state, technique)).find((found) => found.length > 0) ?? [];
          const most = Math.max(...easiest.map((s) => s.eliminations.length));
          expect(step, puzzle).toEqual(easiest.find((s) => s.eliminations.length === most));
          choices++;
          if (easiest.length > 1) withRivals++;
        }
        applyChecked(board, step, solution, 9);
      }
    }
    expect(withRivals, `${choices} turbot-family hints, ${withRivals} with rivals`).toBeGreaterThanOrEqual(10);
  });

  it('hints on 4×4 and 16×16 are right', () => {
    const random = prng(99);
    for (const side of [4, 16]) {
      for (let round = 0; round < 3; round++) {
        const grid = randomFullGrid(side, random);
        const puzzle = blanked(grid, 0.4, random);
        applyChecked(boardOf(puzzle, side), stepOf(hintStep(engine, puzzle)), grid, side);
      }
    }
  });

  it('does not rate puzzles without exactly one solution, and refuses bad input', () => {
    expect(ratePuzzle(engine, '.'.repeat(81)).status).toBe('multiple');
    expect(ratePuzzle(engine, '12345678.' + '.'.repeat(63) + '........9').status).toBe('unsolvable');
    const clash = ratePuzzle(engine, '11' + '.'.repeat(79));
    expect(clash.status).toBe('invalid');
    if (clash.status === 'invalid') expect(clash.error.code).toBe('DUPLICATE_GIVEN');
    expect(ratePuzzle(engine, 'x'.repeat(81)).status).toBe('invalid');
  });

  it('names the cell of a malformed pencil-mark state', () => {
    const full = '123456789'.repeat(81);
    const expectError = (state: Parameters<typeof hintStep>[1], code: string, cell?: number): void => {
      try {
        hintStep(engine, state);
      } catch (error) {
        expect(error).toBeInstanceOf(SudokuError);
        expect((error as SudokuError).code).toBe(code);
        if (cell !== undefined) expect((error as SudokuError).cell).toBe(cell);
        expect((error as SudokuError).message).not.toContain('\n');
        return;
      }
      throw new Error(`no ${code}`);
    };
    expectError(full + '1', 'BAD_LENGTH');
    expectError(full.slice(0, 9 * 5) + '12x456789' + full.slice(9 * 6), 'BAD_SYMBOL', 5);
    expectError(full.slice(0, 9 * 7) + '.........' + full.slice(9 * 8), 'NO_CANDIDATE', 7);
    expectError('1........' + full.slice(9), 'PLACED_CANDIDATE', 1);
    expectError({ cells: new Array<number>(81).fill(0), candidates: new Array(81).fill([]) }, 'NO_CANDIDATE', 0);
  });

  it('answers timeout within the budget on a hard puzzle', () => {
    const hard = '800000000003600000070090200050007000000045700000100030001000068008500010090000400';
    const started = performance.now();
    expect(ratePuzzle(engine, hard, { timeoutMs: 1 }).status).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('a hint that runs out of time says timeout, where only chains apply', () => {
    // SE ER 9.2 (../shared/datasets/se_rated_sample.txt): walk its easy steps
    // on the model board up to the first one rated 7.0 or more (forcing chains).
    const puzzle = '000800060405000900000090008200670500070040020004031007300080000009000801050007000';
    const solution = solutionOf(solver, puzzle) as Uint8Array;
    const board = boardOf(Array.from(puzzle, Number), 9);
    let step = stepOf(hintStep(engine, puzzle));
    while (step.rating < 7) {
      applyChecked(board, step, solution, 9);
      step = stepOf(hintStep(engine, stateOf(board, 9)));
    }
    applyChecked({ cells: [...board.cells], masks: [...board.masks] }, step, solution, 9);
    const started = performance.now();
    // 10 µs: the WASM chains find this step in about a millisecond, so a 1 ms budget no longer runs out.
    expect(hintStep(engine, stateOf(board, 9), { timeoutMs: 0.01 })).toEqual({ status: 'timeout' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('a hint beyond the techniques says stuck, and on a full grid solved', () => {
    // Empty grids: every candidate is some solution's digit, so no step can be right.
    expect(hintStep(engine, '.'.repeat(16))).toEqual({ status: 'stuck' });
    expect(hintStep(engine, '.'.repeat(81), { timeoutMs: 60_000 })).toEqual({ status: 'stuck' });
    const solution = solutionOf(solver, SAMPLE[0]?.puzzle ?? '') as Uint8Array;
    expect(hintStep(engine, solution.join(''))).toEqual({ status: 'solved' });
  });

  it('knows every technique id it writes', () => {
    const ids = TECHNIQUES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('the engines agree byte for byte', () => {
  it('rate, hint and steps give identical JSON on JS and WASM', async () => {
    const engines = await Promise.all(ENGINES.map((e) => e.make()));
    const solver = new Solver(engines[0] as Engine);
    const puzzles = [...SAMPLE.map((s) => s.puzzle), ...randomPuzzles(solver, 20, 77)];
    for (const puzzle of puzzles) {
      const answers = engines.map((engine) =>
        JSON.stringify([ratePuzzle(engine, puzzle), hintStep(engine, puzzle), pathSteps(engine, puzzle)]),
      );
      for (const answer of answers) expect(answer).toBe(answers[0]);
    }
  });
});
