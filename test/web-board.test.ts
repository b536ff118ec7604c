/**
 * What the play grid shows and the marks a player makes, without a browser:
 * rule-breaking digits, the selection's house, digits left, corner marks,
 * colours and several cells at once, Fill notes after a note was removed by
 * hand, a hint's line, its evidence drawing (a hand-made chain step), and
 * the reveal step. Judged by the rules (peers computed here from row,
 * column and box) and by the puzzle's unique solution, checked by the
 * engine-free validator.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../src/index.js';
import { parse } from '../src/grid.js';
import type { ChainLink } from '../src/logic/index.js';
import { isValidSolution } from '../src/validate.js';
import { bitOf, candidatesOf, digitsOf } from '../web/play/board.js';
import { conflictingCells, digitsLeft, houseOf } from '../web/play/conflicts.js';
import { Game } from '../web/play/game.js';
import { evidenceOf, evidenceSvg, slotOf } from '../web/play/hint-evidence.js';
import { gridSymbols, hintLine } from '../web/play/hint-text.js';
import { applyMark, keyOfCode } from '../web/play/marks.js';
import { revealStep } from '../web/play/reveal.js';

const PUZZLE = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';
let givens: number[];
let solution: number[];

beforeAll(async () => {
  const result = (await createSolver({ engine: 'js' })).solve(PUZZLE);
  if (result.status !== 'solved' || typeof result.solution !== 'string') throw new Error('no solution');
  givens = [...parse(PUZZLE).cells];
  solution = [...parse(result.solution).cells];
  expect(isValidSolution(givens, solution, 9)).toBe(true);
});

/** Same row, same column or same box, by the rule of the game (not board.ts). */
function sees(a: number, b: number): boolean {
  const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
  return a !== b && (ra === rb || ca === cb || (Math.floor(ra / 3) === Math.floor(rb / 3) && Math.floor(ca / 3) === Math.floor(cb / 3)));
}

describe('what the grid marks', () => {
  it('marks both cells of a repeated digit, and only them', () => {
    const values = [...givens];
    // r1c1 gets the 4 that r1c3 holds: a row clash.
    values[0] = 4;
    expect([...conflictingCells(values, 9)].sort((a, b) => a - b)).toEqual([0, 2]);
    // r9c9 gets a digit of its box, column and row at once: it and every cell it repeats.
    const last = 80;
    const digit = values.find((v, cell) => v !== 0 && sees(last, cell)) ?? 0;
    values[last] = digit;
    const expected = [0, 2, last, ...values.flatMap((v, cell) => (v === digit && sees(last, cell) ? [cell] : []))];
    expect([...conflictingCells(values, 9)].sort((a, b) => a - b)).toEqual([...new Set(expected)].sort((a, b) => a - b));
    expect(conflictingCells(solution, 9).size).toBe(0);
  });

  it('shades the selection’s row, column and box: 21 cells on 9×9', () => {
    const house = houseOf(40, 9);
    expect(house.size).toBe(21);
    for (let cell = 0; cell < 81; cell++) expect(house.has(cell)).toBe(cell === 40 || sees(40, cell));
  });

  it('counts the digits left to place', () => {
    const left = digitsLeft(givens, 9);
    for (let d = 1; d <= 9; d++) expect(left[d - 1]).toBe(9 - givens.filter((v) => v === d).length);
    expect(digitsLeft(solution, 9)).toEqual(new Array<number>(9).fill(0));
  });
});

describe('marks', () => {
  const empties = (): number[] => givens.flatMap((v, cell) => (v === 0 ? [cell] : []));

  it('puts corner marks, centre notes and colours in every selected cell as one move, undone as one', () => {
    const game = Game.start(9, givens, solution);
    const [a = 0, b = 0] = empties();
    const given = givens.findIndex((v) => v !== 0);
    expect(applyMark(game, 'corner', a, [a, b, given], 5)).toBe(true);
    expect([game.cornersAt(a), game.cornersAt(b), game.cornersAt(given)]).toEqual([bitOf(5), bitOf(5), 0]);
    expect(applyMark(game, 'centre', a, [a, b], 7)).toBe(true);
    expect([game.notesAt(a), game.notesAt(b)]).toEqual([bitOf(7), bitOf(7)]);
    expect(applyMark(game, 'colour', a, [a, given], 3)).toBe(true);
    expect([game.colourAt(a), game.colourAt(given), game.colourAt(b)]).toEqual([3, 3, 0]);
    // The same colour again on cells that all have it clears it.
    expect(game.paint([a, given], 3)).toBe(true);
    expect(game.colourAt(a)).toBe(0);
    game.undo();
    expect(game.colourAt(a)).toBe(3);
    game.undo();
    game.undo();
    expect([game.notesAt(a), game.notesAt(b)]).toEqual([0, 0]);
    game.undo();
    expect(game.cornersAt(a) | game.cornersAt(b)).toBe(0);
    expect(game.canUndo).toBe(false);
    // In digit mode only the cell the keys act on gets the digit.
    applyMark(game, 'digit', a, [a, b], solution[a] ?? 0);
    expect([game.valueAt(a), game.valueAt(b)]).toEqual([solution[a], 0]);
  });

  it('Fill notes leaves out a note the player removed by hand, until they put it back', () => {
    const game = Game.start(9, givens, solution);
    const cell = empties().find((c) => digitsOf(candidatesOf(givens, 9)[c] ?? 0).length >= 2) ?? 0;
    const allowed = candidatesOf(givens, 9)[cell] ?? 0;
    const removed = digitsOf(allowed)[0] ?? 0;
    game.fillCandidates();
    game.toggleNote(cell, removed);
    game.fillCandidates();
    expect(game.notesAt(cell)).toBe(allowed & ~bitOf(removed));
    game.toggleNote(cell, removed);
    game.toggleNote(cell, removed);
    game.toggleNote(cell, removed);
    expect(game.notesAt(cell)).toBe(allowed);
    game.erase(cell);
    game.fillCandidates();
    expect(game.notesAt(cell)).toBe(allowed);
  });

  it('saves the marks with the game and brings them back exactly, undo history included', () => {
    const game = Game.start(9, givens, solution);
    const [a = 0, b = 0] = empties();
    game.toggleCorner([a], 2);
    game.paint([b], 6);
    game.autoCheck = true;
    game.place(a, ((solution[a] ?? 0) % 9) + 1);
    expect(game.mistakes).toBe(1);
    const back = Game.restore(JSON.parse(JSON.stringify(game.toData())));
    expect(back.toData()).toEqual(game.toData());
    back.undo();
    back.undo();
    expect(back.colourAt(b)).toBe(0);
    // A game saved before marks existed still opens, with none.
    const { corners: _c, colours: _o, struck: _s, autoCheck: _a, mistakes: _m, ...old } = Game.start(9, givens, solution).toData();
    expect(Game.restore(old).cornersAt(a)).toBe(0);
    expect(() => Game.restore({ ...old, colours: [1] })).toThrow(/wrong cell lists/);
  });

  it('reads Shift+digit by the key’s place, on every layout', () => {
    expect(keyOfCode('Digit4', 9)).toBe(4);
    expect(keyOfCode('Numpad7', 9)).toBe(7);
    expect(keyOfCode('KeyB', 16)).toBe(11);
    expect(keyOfCode('KeyB', 9)).toBe(0);
    expect(keyOfCode('Digit0', 9)).toBe(0);
  });
});

describe('hint line', () => {
  it('names the technique once, with its rating', () => {
    expect(hintLine('Pointing', 2.6, 'Pointing: 4 in box 1 lies only in row 2, so r2c5 cannot be 4.', 9)).toBe(
      'Pointing (SE 2.6): 4 in box 1 lies only in row 2, so r2c5 cannot be 4.',
    );
    expect(hintLine('Naked single', 2.3, 'r1c2 can only be 5: every other digit is already in its row, column or box.', 9)).toBe(
      'Naked single (SE 2.3): r1c2 can only be 5: every other digit is already in its row, column or box.',
    );
    expect(hintLine('X-Wing', 3.2, 'X-Wing on 3: in row 1 and row 5 …', 9)).toBe('X-Wing on 3 (SE 3.2): in row 1 and row 5 …');
    expect(hintLine('Nested forcing chains', 10.5, 'Nested forcing chains: r1c1 cannot be 12.', 16)).toBe('Nested forcing chains (SE 10.5): r1c1 cannot be C.');
    expect(hintLine('Hidden single', 1.2, 'r1c1 can only be 10: it is the only place for 10 in row 1.', 16)).toBe(
      'Hidden single (SE 1.2): r1c1 can only be A: it is the only place for A in row 1.',
    );
  });

  it('writes 16×16 digits as the grid shows them, and leaves cell, row, column and box numbers alone', () => {
    expect(gridSymbols('r5c11 can only be 10: it is the only place for 10 in row 12.', 16)).toBe('r5c11 can only be A: it is the only place for A in row 12.');
    expect(gridSymbols('r16c16 and r1c2 cannot be 16; column 14, box 13, the 12s lie in 2 boxes', 16)).toBe(
      'r16c16 and r1c2 cannot be G; column 14, box 13, the Cs lie in 2 boxes',
    );
    expect(gridSymbols('r5c1 can only be 9', 9)).toBe('r5c1 can only be 9');
  });
});

describe('hint evidence', () => {
  /** A hand-made chain: r1c1=1 is on, so r1c5 is off for 1, so r2c5 (its box's other place) is 1, so r2c7 is not 1. */
  const link = (cell: number, digit: number, on: boolean, from: number[]): ChainLink => ({
    cell,
    digit,
    on,
    from,
    rule: from.length === 0 ? { kind: 'assumption' } : { kind: 'cell' },
  });
  const chain = [link(0, 1, true, []), link(4, 1, false, [0]), link(13, 1, true, [1]), link(15, 1, false, [2, 0])];

  it('draws a chain’s links in their candidate slots, with an arrow from each cause to its effect', () => {
    const all = new Array<number>(81).fill(0b111111111);
    const drawing = evidenceOf({ pattern: { cells: [], units: [], digits: [] }, placements: [], eliminations: [{ cell: 15, digit: 1 }], chains: [chain] }, all, 9);
    expect(drawing.size).toBe(27);
    expect(drawing.candidates.map(({ cell, digit, role }) => [cell, digit, role])).toEqual([
      [0, 1, 'place'],
      [4, 1, 'remove'],
      [13, 1, 'place'],
      [15, 1, 'remove'],
    ]);
    // Digit 1 sits in the top-left slot of its cell: r2c5 is column 4, row 1 → slot (12.5, 3.5).
    expect(slotOf(13, 1, 9)).toEqual({ x: 12.5, y: 3.5 });
    expect(slotOf(80, 9, 9)).toEqual({ x: 26.5, y: 26.5 });
    expect(drawing.arrows).toHaveLength(4);
    const ends = drawing.arrows.map(({ x1, y1, x2, y2 }) => `${x1},${y1}>${x2},${y2}`);
    expect(ends).toEqual(['0.5,0.5>12.5,0.5', '12.5,0.5>12.5,3.5', '12.5,3.5>18.5,3.5', '0.5,0.5>18.5,3.5']);
    const svg = evidenceSvg(drawing);
    expect(svg.match(/data-testid="hint-candidate"/g)).toHaveLength(4);
    expect(svg.match(/<line /g)).toHaveLength(4);
  });

  it('draws, for a pattern, its digits where they are still candidates, and what the hint removes and places', () => {
    const candidates = candidatesOf(givens, 9);
    const cells = givens.flatMap((v, cell) => (v === 0 && (candidates[cell] ?? 0) & bitOf(2) ? [cell] : [])).slice(0, 3);
    const other = givens.findIndex((v, cell) => v === 0 && ((candidates[cell] ?? 0) & bitOf(2)) === 0);
    const [a = 0, b = 0, c = 0] = cells;
    const drawing = evidenceOf(
      { pattern: { cells: [a, b, other], units: [], digits: [2] }, placements: [{ cell: c, digit: 5 }], eliminations: [{ cell: b, digit: 2 }], chains: [] },
      candidates,
      9,
    );
    expect(drawing.candidates.map(({ cell, digit, role }) => [cell, digit, role])).toEqual([
      [a, 2, 'use'],
      [b, 2, 'remove'],
      [c, 5, 'place'],
    ]);
    expect(drawing.arrows).toEqual([]);
  });
});

describe('reveal a cell', () => {
  it('gives the solution’s digit in the empty cell with the fewest candidates', () => {
    const game = Game.start(9, givens, solution);
    const position = game.hintPosition();
    const step = revealStep(position, solution);
    const counts = position.cells.flatMap((v, cell) => (v === 0 ? [digitsOf(position.candidates[cell] ?? 0).length] : []));
    const cell = step?.placements[0]?.cell ?? -1;
    expect(digitsOf(position.candidates[cell] ?? 0).length).toBe(Math.min(...counts));
    expect(step?.placements).toEqual([{ cell, digit: solution[cell] }]);
    expect(revealStep({ ...position, cells: solution }, solution)).toBeUndefined();
  });
});
