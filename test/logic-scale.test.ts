/**
 * The two rating scales on every engine. The oracle of the ratings is
 * Sukaku Explainer itself in Sudoku Explainer 1.2.1 mode
 * (test/data/se121-midband.md); the oracle of the steps is each puzzle's
 * unique solution from the search solver and the rules of the game
 * (test/support/player-board.ts). The whole reference is in the rating
 * bench (bench/rating.js); here, every tenth puzzle of it.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../src/engine.js';
import { SudokuError } from '../src/errors.js';
import { findSteps, hintStep, pathSteps, ratePuzzle } from '../src/logic/logic.js';
import { createLogic, DEFAULT_SCALE, SCALES } from '../src/logic/index.js';
import { Solver } from '../src/solver.js';
import * as TABLE from '../assembly/engine/logic/technique-table.mjs';
import { ENGINES } from './support/engines.js';
import { applyStep, boardOf, oracleSolution, wrongHint } from './support/player-board.js';

/** `puzzle ER EP ED` on Sudoku Explainer 1.2.1's scale, every tenth line (source: test/data/se121-midband.md). */
const SE121 = readFileSync(new URL('./data/se121-midband.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .filter((_, index) => index % 10 === 0)
  .map((line) => {
    const [puzzle = '', er = '', ep = '', ed = ''] = line.split(' ');
    return { puzzle, er: Number(er), ep: Number(ep), ed: Number(ed) };
  });

/** The technique ids whose finder Sudoku Explainer 1.2.1 does not have (from the technique table). */
const NOT_IN_SE121 = new Set(
  TABLE.FINDERS.filter((finder) => (finder as { scales?: string[] }).scales?.includes('se121') === false).flatMap((finder) => finder.techniques.map((t) => t.id)),
);

/** A puzzle whose default path takes a skyscraper where 1.2.1 needs a forcing X-chain (default ER 4.0, 1.2.1 ER 6.6). */
const SKYSCRAPER_PUZZLE = '100275006020000070008000900006020100200109003000603000450030069001000800300000005';
/** ER 9.1 on both scales (../shared/datasets/se_rated_sample.txt). */
const HARD_PUZZLE = '007080001000100780000006000780005230201000507035200014000600000059004000100020300';
/** Start positions that hold instances of the techniques 1.2.1 lacks (the second has the 2-string kite). */
const RICH_PUZZLES = [
  '000050000504609803010000050802105409000070000050204080308000104145000736000000000',
  '601000209020090080090406030070000090000070000908050304000000000380602017000738000',
];
const [RICH_PUZZLE = ''] = RICH_PUZZLES;

describe('the scales', () => {
  it('are named by the technique table, the default first', () => {
    expect(SCALES).toEqual(['sukaku', 'se121']);
    expect(DEFAULT_SCALE).toBe('sukaku');
    expect([...NOT_IN_SE121].sort()).toEqual(
      ['grouped-turbot-fish', 'skyscraper', 'three-strong-links', 'turbot-fish', 'two-string-kite', 'vwxyz-wing', 'wxyz-wing'],
    );
  });
});

describe.each(ENGINES)('scales on $name', ({ make }) => {
  let engine: Engine;
  let solver: Solver;
  beforeAll(async () => {
    engine = await make();
    solver = new Solver(engine);
  });

  it("rates as Sukaku Explainer does in 1.2.1 mode (ER, EP and ED), and the subset holds puzzles the scales rate apart", () => {
    let apart = 0;
    for (const { puzzle, er, ep, ed } of SE121) {
      const rated = ratePuzzle(engine, puzzle, { scale: 'se121' });
      expect(rated, puzzle).toMatchObject({ status: 'rated', er, ep, ed });
      const onDefault = ratePuzzle(engine, puzzle);
      if (onDefault.status === 'rated' && onDefault.er !== er) apart++;
    }
    expect(apart).toBeGreaterThanOrEqual(15);
  });

  it("gives the default scale's answer, byte for byte, for scale 'sukaku' and for no scale", () => {
    for (const { puzzle } of SE121.slice(0, 20)) {
      expect(ratePuzzle(engine, puzzle, { scale: 'sukaku' })).toEqual(ratePuzzle(engine, puzzle));
      expect(pathSteps(engine, puzzle, { scale: 'sukaku' })).toEqual(pathSteps(engine, puzzle));
    }
  });

  it('walks a 1.2.1 path of right steps with no technique 1.2.1 lacks; hint gives its first step', () => {
    const solution = oracleSolution(solver, SKYSCRAPER_PUZZLE);
    const onDefault = pathSteps(engine, SKYSCRAPER_PUZZLE);
    expect(onDefault.steps.some((step) => step.technique === 'skyscraper')).toBe(true);
    const path = pathSteps(engine, SKYSCRAPER_PUZZLE, { scale: 'se121' });
    expect(path.status).toBe('solved');
    const board = boardOf(SKYSCRAPER_PUZZLE);
    for (const step of path.steps) {
      expect(NOT_IN_SE121.has(step.technique), step.text).toBe(false);
      expect(wrongHint({ status: 'hint', step }, solution, board)).toBeNull();
      applyStep(board, step);
    }
    expect(board.cells).toEqual(solution);
    expect(path.steps.some((step) => step.technique === 'forcing-x-chain')).toBe(true);
    expect(hintStep(engine, SKYSCRAPER_PUZZLE, { scale: 'se121' })).toEqual({ status: 'hint', step: path.steps[0] });
  });

  it('finds no instance of a technique the scale lacks', () => {
    for (const technique of NOT_IN_SE121) {
      if (technique === 'grouped-turbot-fish') continue; // none on these positions
      const found = RICH_PUZZLES.reduce((n, puzzle) => n + findSteps(engine, puzzle, technique).length, 0);
      expect(found, technique).toBeGreaterThan(0);
      for (const puzzle of RICH_PUZZLES) expect(findSteps(engine, puzzle, technique, { scale: 'se121' }), technique).toEqual([]);
    }
    expect(findSteps(engine, RICH_PUZZLE, 'x-wing', { scale: 'se121' })).toEqual(findSteps(engine, RICH_PUZZLE, 'x-wing'));
  });

  it('refuses a scale that is not one, naming the call and the option', () => {
    for (const scale of ['SE121', '1.2.1', '', 0, 1, null, {}]) {
      const options = { scale } as unknown as { scale: 'se121' };
      expect(() => ratePuzzle(engine, SKYSCRAPER_PUZZLE, options)).toThrow(RangeError);
      expect(() => ratePuzzle(engine, SKYSCRAPER_PUZZLE, options)).toThrow(/^rate: scale must be 'sukaku' or 'se121', got /);
      expect(() => hintStep(engine, SKYSCRAPER_PUZZLE, options)).toThrow(/^hint: scale must be/);
      expect(() => pathSteps(engine, SKYSCRAPER_PUZZLE, options)).toThrow(/^steps: scale must be/);
      expect(() => findSteps(engine, SKYSCRAPER_PUZZLE, 'x-wing', options)).toThrow(/^find: scale must be/);
    }
  });

  it('bounds find by timeoutMs: a SudokuError TIMEOUT once it has run out', () => {
    // Listing every dynamic region forcing chain of this ER 9.1 puzzle takes 20–300 ms here: 1 ms runs out inside the engine.
    const outcome = (): unknown => {
      try {
        return findSteps(engine, HARD_PUZZLE, 'dynamic-region-forcing-chains', { timeoutMs: 1 });
      } catch (error) {
        return error;
      }
    };
    const error = outcome();
    expect(error).toBeInstanceOf(SudokuError);
    expect((error as SudokuError).code).toBe('TIMEOUT');
    expect(() => findSteps(engine, RICH_PUZZLE, 'x-wing', { timeoutMs: -1 })).toThrow(/^find: timeoutMs must be/);
    expect(findSteps(engine, RICH_PUZZLE, 'x-wing', { timeoutMs: 60_000 })).toEqual(findSteps(engine, RICH_PUZZLE, 'x-wing'));
  });
});

describe("createLogic's scale and timeoutMs: the defaults of every call", () => {
  it.each(['wasm', 'js'] as const)('on %s, a logic made for se121 rates, hints and finds on se121 unless a call says otherwise', async (kind) => {
    const [sukaku, se121] = await Promise.all([createLogic({ engine: kind }), createLogic({ engine: kind, scale: 'se121' })]);
    expect(se121.defaults).toEqual({ scale: 'se121' });
    // The skyscraper puzzle: 4.0 on the default scale, 6.6 on 1.2.1's (test/data and Sukaku Explainer).
    const onDefault = sukaku.rate(SKYSCRAPER_PUZZLE);
    const on121 = se121.rate(SKYSCRAPER_PUZZLE);
    expect(onDefault.status === 'rated' && onDefault.er).toBe(4);
    expect(on121.status === 'rated' && on121.er).toBe(6.6);
    expect(se121.rate(SKYSCRAPER_PUZZLE, { scale: 'sukaku' })).toEqual(onDefault);
    expect(se121.rate(SKYSCRAPER_PUZZLE, { scale: undefined })).toEqual(on121);
    expect(se121.steps(SKYSCRAPER_PUZZLE)).toEqual(sukaku.steps(SKYSCRAPER_PUZZLE, { scale: 'se121' }));
    expect(se121.hint(RICH_PUZZLE)).toEqual(sukaku.hint(RICH_PUZZLE, { scale: 'se121' }));
    const kitePuzzle = RICH_PUZZLES[1] ?? '';
    const kites = sukaku.find(kitePuzzle, 'two-string-kite');
    expect(kites.length).toBeGreaterThan(0);
    expect(se121.find(kitePuzzle, 'two-string-kite')).toEqual([]);
    expect(se121.find(kitePuzzle, 'two-string-kite', { scale: 'sukaku' })).toEqual(kites);
  });

  it('a default time limit applies to every call, and a call may lift it', async () => {
    const logic = await createLogic({ engine: 'js', timeoutMs: 1e-9 });
    expect(logic.rate(HARD_PUZZLE).status).toBe('timeout');
    expect(logic.rate(HARD_PUZZLE, { timeoutMs: 0 }).status).toBe('rated');
  });

  it('refuses a bad default at creation, naming createLogic and the option', async () => {
    await expect(createLogic({ scale: 'se12' as never })).rejects.toThrow(/^createLogic: scale must be 'sukaku' or 'se121', got se12$/);
    await expect(createLogic({ timeoutMs: -1 })).rejects.toThrow(/^createLogic: timeoutMs must be/);
  });
});
