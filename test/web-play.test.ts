/**
 * The play page's model, without a browser: game rules, notes, undo/redo,
 * mistakes, the hint position, the clock, saving and the share link.
 * Solutions come from the solver and are checked by the engine-free
 * validator before use; candidates are checked against the rules directly.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../src/index.js';
import { createLogic } from '../src/logic/index.js';
import { parse } from '../src/grid.js';
import { isValidSolution } from '../src/validate.js';
import { bitOf, boardOf, candidatesOf, cellName, digitOfKey, digitsOf } from '../web/play/board.js';
import { Game } from '../web/play/game.js';
import { History, HISTORY_LIMIT } from '../web/play/history.js';
import { clearSavedGame, loadGame, saveGame, SAVE_KEY, type KeyValueStore } from '../web/play/save.js';
import { isPlayHash, readShareHash, shareHash } from '../web/play/share.js';
import { formatClock, GameTimer } from '../web/play/timer.js';
import { answerPlay, unitCells } from '../web/play/worker-play.js';

const PUZZLE = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';
let givens: number[];
let solution: number[];

beforeAll(async () => {
  const solver = await createSolver({ engine: 'js' });
  const result = solver.solve(PUZZLE);
  if (result.status !== 'solved' || typeof result.solution !== 'string') throw new Error('no solution');
  givens = [...parse(PUZZLE).cells];
  solution = [...parse(result.solution).cells];
  expect(isValidSolution(givens, solution, 9)).toBe(true);
});

class MapStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

/** The first empty cell with two candidates or more, and one of its peers alike. */
function emptyPair(game: Game): { cell: number; peer: number } {
  const board = boardOf(game.side);
  const candidates = candidatesOf(game.currentValues(), game.side);
  const open = (cell: number): boolean => digitsOf(candidates[cell] ?? 0).length >= 2;
  for (let cell = 0; cell < game.cellCount; cell++) {
    if (!open(cell)) continue;
    const peer = board.peers[cell]?.find(open);
    if (peer !== undefined) return { cell, peer };
  }
  throw new Error('no empty pair');
}

describe('board', () => {
  it('knows each cell’s peers on every size', () => {
    expect(boardOf(4).peers[0]).toEqual([1, 2, 3, 4, 5, 8, 12]);
    expect(boardOf(9).peers.every((p) => p.length === 20)).toBe(true);
    expect(boardOf(16).peers.every((p) => p.length === 39)).toBe(true);
    expect(() => boardOf(5)).toThrow(/5×5/);
  });

  it('names cells and reads keys', () => {
    expect(cellName(0, 9)).toBe('r1c1');
    expect(cellName(3 * 9 + 6, 9)).toBe('r4c7');
    expect(digitOfKey('7', 9)).toBe(7);
    expect(digitOfKey('a', 16)).toBe(10);
    expect(digitOfKey('a', 9)).toBe(0);
    expect(digitOfKey('5', 4)).toBe(0);
    expect(digitsOf(0b101001)).toEqual([1, 4, 6]);
  });

  it('gives the candidates the rules allow', () => {
    const masks = candidatesOf(givens, 9);
    const board = boardOf(9);
    for (let cell = 0; cell < 81; cell++) {
      if (givens[cell] !== 0) {
        expect(masks[cell]).toBe(0);
        continue;
      }
      for (let d = 1; d <= 9; d++) {
        const seen = board.peers[cell]?.some((p) => givens[p] === d) ?? false;
        expect(((masks[cell] ?? 0) & bitOf(d)) !== 0).toBe(!seen);
      }
      // The solution's digit is always among them.
      expect((masks[cell] ?? 0) & bitOf(solution[cell] ?? 0)).not.toBe(0);
    }
  });
});

describe('game', () => {
  it('locks the givens', () => {
    const game = Game.start(9, givens, solution);
    const given = givens.findIndex((d) => d !== 0);
    expect(game.place(given, 1)).toBe(false);
    expect(game.erase(given)).toBe(false);
    expect(game.toggleNote(given, 1)).toBe(false);
    expect(game.valueAt(given)).toBe(givens[given]);
    expect(game.canUndo).toBe(false);
  });

  it('places, undoes and redoes; the same digit again empties the cell', () => {
    const game = Game.start(9, givens, solution);
    const { cell } = emptyPair(game);
    expect(game.place(cell, 5)).toBe(true);
    expect(game.valueAt(cell)).toBe(5);
    expect(game.place(cell, 5)).toBe(true);
    expect(game.valueAt(cell)).toBe(0);
    expect(game.undo()).toBe(true);
    expect(game.valueAt(cell)).toBe(5);
    expect(game.undo()).toBe(true);
    expect(game.valueAt(cell)).toBe(0);
    expect(game.undo()).toBe(false);
    expect(game.redo()).toBe(true);
    expect(game.valueAt(cell)).toBe(5);
    // A new move ends the redo.
    game.place(cell, 6);
    expect(game.canRedo).toBe(false);
  });

  it('keeps notes; auto-update takes a placed digit off the peers’ notes, in the same move', () => {
    const game = Game.start(9, givens, solution);
    const { cell, peer } = emptyPair(game);
    game.toggleNote(peer, 3);
    game.toggleNote(peer, 4);
    expect(digitsOf(game.notesAt(peer))).toEqual([3, 4]);
    game.place(cell, 3);
    expect(digitsOf(game.notesAt(peer))).toEqual([4]);
    game.undo();
    expect(game.valueAt(cell)).toBe(0);
    expect(digitsOf(game.notesAt(peer))).toEqual([3, 4]);
    game.autoUpdateNotes = false;
    game.place(cell, 3);
    expect(digitsOf(game.notesAt(peer))).toEqual([3, 4]);
  });

  it('fills all candidates as one move', () => {
    const game = Game.start(9, givens, solution);
    expect(game.fillCandidates()).toBe(true);
    expect(Array.from({ length: 81 }, (_, c) => game.notesAt(c))).toEqual(candidatesOf(givens, 9));
    game.undo();
    expect(Array.from({ length: 81 }, (_, c) => game.notesAt(c)).every((n) => n === 0)).toBe(true);
  });

  it('builds the hint position from the player’s notes, removed candidates included', () => {
    const game = Game.start(9, givens, solution);
    const { cell } = emptyPair(game);
    const allowed = candidatesOf(givens, 9)[cell] ?? 0;
    expect(game.hintPosition().candidates[cell]).toBe(allowed);
    game.fillCandidates();
    const removable = digitsOf(allowed).find((d) => d !== solution[cell]);
    if (removable === undefined) throw new Error('cell has one candidate');
    game.toggleNote(cell, removable);
    expect(game.hintPosition().candidates[cell]).toBe(allowed & ~bitOf(removable));
    // A stale note (a digit a peer now holds) does not reach the hint.
    const other = boardOf(9).peers[cell]?.find((p) => game.valueAt(p) === 0 && (game.notesAt(p) & game.notesAt(cell)) !== 0);
    if (other !== undefined) {
      game.autoUpdateNotes = false;
      const digit = digitsOf(game.notesAt(other) & game.notesAt(cell))[0] ?? 0;
      game.place(other, digit);
      expect(game.notesAt(cell) & bitOf(digit)).not.toBe(0);
      expect((game.hintPosition().candidates[cell] ?? 0) & bitOf(digit)).toBe(0);
    }
  });

  it('finds mistakes: a wrong digit, or notes that lost the solution’s digit', () => {
    const game = Game.start(9, givens, solution);
    expect(game.firstMistake()).toBeUndefined();
    const { cell } = emptyPair(game);
    const right = solution[cell] ?? 0;
    game.fillCandidates();
    game.toggleNote(cell, right);
    expect(game.firstMistake()).toEqual({ cell, kind: 'notes' });
    game.undo();
    const wrong = right === 9 ? 1 : right + 1;
    game.place(cell, wrong);
    expect(game.firstMistake()).toEqual({ cell, kind: 'value' });
    expect(game.wrongCells()).toEqual([cell]);
    expect(Game.mistakeText({ cell: 3 * 9 + 6, kind: 'value' }, 9)).toMatch(/mistake in r4c7/);
  });

  it('applies a step: eliminations on the notes, placements in the grid; solved when all match', () => {
    const game = Game.start(9, givens, solution);
    const { cell, peer } = emptyPair(game);
    const wrongForPeer = digitsOf(candidatesOf(givens, 9)[peer] ?? 0).find((d) => d !== solution[peer]);
    if (wrongForPeer === undefined) throw new Error('peer has one candidate');
    game.applyStep({ placements: [{ cell, digit: solution[cell] ?? 0 }], eliminations: [{ cell: peer, digit: wrongForPeer }] });
    expect(game.valueAt(cell)).toBe(solution[cell]);
    expect(game.notesAt(peer) & bitOf(wrongForPeer)).toBe(0);
    expect(game.notesAt(peer) & bitOf(solution[cell] ?? 0)).toBe(0); // auto-update
    expect(game.notesAt(peer) & bitOf(solution[peer] ?? 0)).not.toBe(0);
    expect(game.isSolved()).toBe(false);
    for (let c = 0; c < 81; c++) if (game.valueAt(c) === 0) game.place(c, solution[c] ?? 0);
    expect(game.isSolved()).toBe(true);
    // Without a known solution, solved means full and breaking no rule.
    const unknown = Game.start(9, givens);
    solution.forEach((d, c) => unknown.valueAt(c) === 0 && unknown.place(c, d));
    expect(unknown.isSolved()).toBe(true);
  });
});

describe('hint units', () => {
  it('spells a 1-based row, column or box out as its cells', () => {
    expect(unitCells({ type: 'row', index: 2 }, 9)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(unitCells({ type: 'column', index: 1 }, 4)).toEqual([0, 4, 8, 12]);
    expect(unitCells({ type: 'box', index: 5 }, 9)).toEqual([30, 31, 32, 39, 40, 41, 48, 49, 50]);
    expect(unitCells({ type: 'box', index: 4 }, 4)).toEqual([10, 11, 14, 15]);
    // Every box's cells are the peers of its first cell that share its box, plus that cell.
    for (let box = 1; box <= 16; box++) {
      const cells = unitCells({ type: 'box', index: box }, 16);
      expect(new Set(cells).size).toBe(16);
      const first = cells[0] ?? 0;
      expect(cells.slice(1).every((c) => boardOf(16).peers[first]?.includes(c))).toBe(true);
    }
  });
});

describe('hint answers', () => {
  it('says why there is no hint: no technique applies, or the grid is full', async () => {
    const logic = await createLogic({ engine: 'js' });
    const library = { logic: async () => logic, generator: () => Promise.reject(new Error('no generator here')) };
    const ask = (cells: number[], candidates: number[]) => answerPlay({ id: 1, kind: 'hint', side: 4, cells, candidates }, library);
    // An empty 4×4: every candidate is some solution's digit, so no step can be right.
    await expect(ask(new Array<number>(16).fill(0), new Array<number>(16).fill(0b1111))).resolves.toEqual({
      status: 'refused',
      message: 'no technique applies from here',
      stuck: true,
    });
    const full = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    await expect(ask(full, new Array<number>(16).fill(0))).resolves.toEqual({ status: 'refused', message: 'the grid is full' });
    const oneLeft = [0, ...full.slice(1)];
    const answer = await ask(oneLeft, [0b0001, ...new Array<number>(15).fill(0)]);
    expect(answer.status === 'hint' ? answer.placements : answer).toEqual([{ cell: 0, digit: 1 }]);
  });
});

describe('history', () => {
  it('keeps the last HISTORY_LIMIT moves', () => {
    const history = new History();
    for (let k = 0; k <= HISTORY_LIMIT; k++) history.record([{ cell: 0, before: { value: 0, notes: 0 }, after: { value: k, notes: 0 } }]);
    expect(history.toData().done).toHaveLength(HISTORY_LIMIT);
    history.record([]);
    expect(history.toData().done).toHaveLength(HISTORY_LIMIT);
  });
});

describe('timer', () => {
  it('counts only while running', () => {
    const timer = new GameTimer(1000);
    expect(timer.elapsed(50)).toBe(1000);
    timer.start(100);
    expect(timer.elapsed(600)).toBe(1500);
    timer.pause(700);
    expect(timer.elapsed(5000)).toBe(1600);
    timer.start(6000);
    timer.start(7000); // already running: no restart
    expect(timer.elapsed(8000)).toBe(3600);
    expect(formatClock(3600)).toBe('0:03');
    expect(formatClock(61_000)).toBe('1:01');
    expect(formatClock(3_725_000)).toBe('1:02:05');
  });
});

describe('saving', () => {
  it('brings back digits, notes, history, time and the setting', () => {
    const store = new MapStore();
    const game = Game.start(9, givens, solution, { level: 'easy', er: 1.5, seed: 7 });
    const { cell, peer } = emptyPair(game);
    game.toggleNote(peer, 2);
    game.place(cell, 4);
    game.autoUpdateNotes = false;
    expect(saveGame(store, game, 12_345.6)).toBe(true);
    const back = loadGame(store);
    if (back === undefined) throw new Error('not restored');
    expect(back.elapsedMs).toBe(12_346);
    expect(back.autoUpdateNotes).toBe(false);
    expect(back.game.toData()).toEqual(game.toData());
    expect(back.game.undo()).toBe(true);
    expect(back.game.valueAt(cell)).toBe(0);
    expect(back.game.info).toEqual({ level: 'easy', er: 1.5, seed: 7 });
  });

  it('ignores what does not read back as a game', () => {
    const store = new MapStore();
    expect(loadGame(store)).toBeUndefined();
    store.setItem(SAVE_KEY, '{not json');
    expect(loadGame(store)).toBeUndefined();
    const game = Game.start(9, givens, solution);
    saveGame(store, game, 0);
    const data = JSON.parse(store.getItem(SAVE_KEY) ?? '') as { game: { values: number[] } };
    const given = givens.findIndex((d) => d !== 0);
    data.game.values[given] = ((givens[given] ?? 0) % 9) + 1;
    store.setItem(SAVE_KEY, JSON.stringify(data));
    expect(loadGame(store)).toBeUndefined();
    clearSavedGame(store);
    expect(store.map.size).toBe(0);
  });
});

describe('share link', () => {
  it('carries the puzzle there and back, on every size', () => {
    expect(shareHash(givens)).toBe(`#play=${PUZZLE}`);
    expect(readShareHash(shareHash(givens))).toEqual({ side: 9, givens });
    const sixteen = Array.from({ length: 256 }, (_, k) => (k % 17 === 0 ? (k % 16) + 1 : 0));
    expect(readShareHash(shareHash(sixteen))).toEqual({ side: 16, givens: sixteen });
    expect(isPlayHash('#play=1...')).toBe(true);
    expect(isPlayHash(`#${PUZZLE}`)).toBe(false);
  });

  it('says what is wrong with a bad link', () => {
    expect(readShareHash('#play=123')).toEqual(new Error("the link's puzzle has 3 characters; a 4×4, 9×9 or 16×16 one has 16, 81 or 256"));
    expect(String(readShareHash(`#play=x${PUZZLE.slice(1)}`))).toMatch(/"x" at character 1/);
    expect(String(readShareHash(`#play=A${PUZZLE.slice(1)}`))).toMatch(/"A" at character 1, not a 9×9 digit/);
  });
});
