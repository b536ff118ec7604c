/**
 * The chain oracle's rules one level deeper (test/support/deep-rules.ts)
 * are sound: on the positions of test/data/nested-dynamic-positions.txt,
 * whose unique solution the search solver gives, the advanced rules never
 * remove a solution digit and no static chain refutes one, while both
 * remove something (a rule that removes nothing would prove nothing).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../src/solver.js';
import { advancedRemovals, staticChainRefutes } from './support/deep-rules.js';
import { JS_AND_WASM } from './support/engines.js';
import { bit, oracleSolution } from './support/player-board.js';

const POSITIONS = readFileSync(new URL('./data/nested-dynamic-positions.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [, , puzzle = '', cells = '', marks = ''] = line.trim().split(/\s+/);
    // A placed digit as a cell of one candidate, as the oracle's propagations hold it.
    const masks = [...cells].map((digit, cell) =>
      digit !== '0' ? bit(Number(digit)) : [...marks.slice(cell * 9, cell * 9 + 9)].reduce((mask, ch) => (ch === '.' ? mask : mask | bit(Number(ch))), 0),
    );
    return { puzzle, masks };
  });

describe('the chain oracle one level deeper', () => {
  let solutions: number[][];
  beforeAll(async () => {
    const solver = new Solver(await (JS_AND_WASM[1] as (typeof JS_AND_WASM)[number]).make());
    solutions = POSITIONS.map(({ puzzle }) => oracleSolution(solver, puzzle));
  });

  it('the advanced rules of (+) chains remove no solution digit, and remove some', () => {
    let removed = 0;
    POSITIONS.forEach(({ masks }, i) => {
      for (const id of advancedRemovals(masks)) {
        const cell = Math.floor(id / 9);
        expect((id % 9) + 1, `position ${i + 1}, cell ${cell}`).not.toBe(solutions[i]?.[cell]);
        removed++;
      }
    });
    expect(removed).toBeGreaterThan(0);
  });

  it('no static chain refutes a solution digit, and some refute other candidates', () => {
    let refuted = 0;
    POSITIONS.forEach(({ masks }, i) => {
      masks.forEach((mask, cell) => {
        if ((mask & (mask - 1)) === 0) return;
        for (let digit = 1; digit <= 9; digit++) {
          if ((mask & bit(digit)) === 0 || !staticChainRefutes(masks, cell, digit)) continue;
          expect(digit, `position ${i + 1}, cell ${cell}`).not.toBe(solutions[i]?.[cell]);
          refuted++;
        }
      });
    });
    expect(refuted).toBeGreaterThan(0);
  });
});
