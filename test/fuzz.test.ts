/**
 * The library fuzzer (test/support/fuzz.ts), a few seconds of it, on the JS
 * engine and the WASM release-simd build: player states never get a hint
 * that disagrees with the unique solution, faulty ones get 'unsolvable',
 * and hostile arguments to every public call give a SudokuError or a
 * RangeError, never another error, a hang or a changed engine.
 *
 * scripts/fuzz.mjs runs the same file longer: FUZZ_ROUNDS scales it and
 * FUZZ_REPORT names a JSON file for the figures.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../src/solver.js';
import { Logic } from '../src/logic/index.js';
import { Generator } from '../src/generate/index.js';
import { JS_AND_WASM } from './support/engines.js';
import { fuzzHostileArguments, fuzzPlayerStates, type FuzzFigures, type FuzzTargets } from './support/fuzz.js';

/** Rounds per engine: player states in `npm test`, and passes over the hostile-argument table. */
const SCALE = Number(process.env.FUZZ_ROUNDS ?? 1);
const PLAYER_STATES = 120 * SCALE;
const HOSTILE_PASSES = SCALE;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);

const PUZZLES = readFileSync(new URL('./data/se-rated-sample.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(' ')[1] ?? '');

const report: Record<string, FuzzFigures> = {};

afterAll(() => {
  const path = process.env.FUZZ_REPORT;
  if (path !== undefined) writeFileSync(path, `${JSON.stringify({ seed: SEED, playerStates: PLAYER_STATES, hostilePasses: HOSTILE_PASSES, report }, null, 2)}\n`);
});

describe.each(JS_AND_WASM)('fuzz on $name', ({ name, make }) => {
  let targets: FuzzTargets;
  beforeAll(async () => {
    targets = { solver: new Solver(await make()), logic: new Logic(await make()), generator: new Generator(await make()) };
  });

  it('player states: right hints on valid positions, unsolvable on faulty ones', () => {
    const seen = fuzzPlayerStates(targets, PUZZLES, PLAYER_STATES, SEED);
    report[`${name}: player states`] = seen;
    expect(seen.failures).toEqual([]);
    // Every kind of state was tried, and the faulty ones were answered.
    expect(Object.keys(seen.tried).sort()).toEqual(['lost-candidate', 'valid', 'wrong-digit']);
  });

  it('hostile arguments: only SudokuError or RangeError, promptly, engines unchanged after', () => {
    const seen = fuzzHostileArguments(targets, PUZZLES[0] as string, HOSTILE_PASSES, SEED);
    report[`${name}: hostile arguments`] = seen;
    expect(seen.failures).toEqual([]);
  });
});
