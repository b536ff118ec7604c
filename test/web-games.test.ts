/**
 * The page's list of games (web/play/games.ts) and its statistics
 * (web/play/stats.ts), in Node over a Map-backed store: games come back as
 * they were saved, a full store drops other games' states (finished first)
 * but never the one being played, a damaged list starts afresh, the old
 * single save slot moves into the list. The solution comes from the solver
 * and is checked by the engine-free validator.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from '../src/grid.js';
import { createSolver } from '../src/index.js';
import { isValidSolution } from '../src/validate.js';
import { Game } from '../web/play/game.js';
import { GAME_KEY_PREFIX, GAMES_KEY, GameShelf } from '../web/play/games.js';
import { SAVE_KEY, saveGame, type KeyValueStore } from '../web/play/save.js';
import { statsOf } from '../web/play/stats.js';

const PUZZLE = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';
let givens: number[];
let solution: number[];

beforeAll(async () => {
  const result = (await createSolver({ engine: 'js' })).solve(PUZZLE);
  if (result.status !== 'solved' || typeof result.solution !== 'string') throw new Error('no solution');
  givens = [...parse(PUZZLE).cells];
  solution = [...parse(result.solution).cells];
  if (!isValidSolution(givens, solution, 9)) throw new Error('the solver’s answer does not validate');
});

/** A Map-backed store that refuses writes beyond `limit` characters in all, as a full localStorage does. */
class LimitedStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  constructor(public limit = Infinity) {}
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    const used = [...this.map].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0);
    if (used + value.length > this.limit) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

/** A game with its first empty cell filled by the solution's digit. */
function playedGame(info = { level: 'easy', er: 1.5 }): Game {
  const game = Game.start(9, givens, solution, info);
  const cell = givens.findIndex((digit) => digit === 0);
  game.place(cell, solution[cell] ?? 0);
  return game;
}

/** A game with every cell filled by the solution. */
function solvedGame(): Game {
  const game = Game.start(9, givens, solution, { level: 'easy', er: 1.5 });
  givens.forEach((digit, cell) => {
    if (digit === 0) game.place(cell, solution[cell] ?? 0);
  });
  return game;
}

describe('the games list', () => {
  it('brings every game back as saved, newest first, the last played as current', () => {
    const store = new LimitedStore();
    const shelf = new GameShelf(store);
    const first = playedGame();
    const second = Game.start(9, givens, solution, {});
    const a = shelf.add(first);
    expect(shelf.save(a, first, 4_000)).toBe(true);
    const b = shelf.add(second);
    expect(shelf.save(b, second, 1_000)).toBe(true);
    const again = new GameShelf(store);
    expect(again.games.map((s) => s.id)).toEqual([b.id, a.id]);
    expect(again.current?.id).toBe(b.id);
    const back = again.load(a.id);
    expect(back?.game.toData()).toEqual(first.toData());
    expect(back?.elapsedMs).toBe(4_000);
    expect(again.find(a.id)).toMatchObject({ side: 9, level: 'easy', er: 1.5, elapsedMs: 4_000, solved: false, hints: 0, kept: true });
    expect(back?.game.undo()).toBe(true); // the undo history came back too
  });

  it('keeps newest first for games begun in the same millisecond', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    try {
      const store = new LimitedStore();
      const shelf = new GameShelf(store);
      const first = playedGame();
      const second = Game.start(9, givens, solution, {});
      const a = shelf.add(first);
      shelf.save(a, first, 10);
      const b = shelf.add(second);
      shelf.save(b, second, 10);
      expect(new GameShelf(store).games.map((s) => s.id)).toEqual([b.id, a.id]);
    } finally {
      now.mockRestore();
    }
  });

  it('when the store is full, drops other games’ states (finished first), keeps their summaries, never the game played', () => {
    const store = new LimitedStore();
    const shelf = new GameShelf(store);
    const finished = solvedGame();
    const old = playedGame();
    const f = shelf.add(finished);
    shelf.save(f, finished, 60_000);
    const o = shelf.add(old);
    shelf.save(o, old, 5_000);
    const current = playedGame();
    const c = shelf.add(current);
    // Room for the list and about two games' states: the finished one goes first.
    store.limit = [...store.map.values()].reduce((sum, v) => sum + v.length, 0) - 10;
    expect(shelf.save(c, current, 1_000)).toBe(true);
    expect(store.getItem(GAME_KEY_PREFIX + f.id)).toBeNull();
    expect(shelf.find(f.id)).toMatchObject({ kept: false, solved: true, elapsedMs: 60_000 });
    expect(shelf.load(o.id)?.game.toData()).toEqual(old.toData());
    // No room at all: the game played is not dropped, and save says it failed.
    store.limit = 10;
    expect(shelf.save(c, current, 2_000)).toBe(false);
    expect(shelf.find(c.id)?.kept).toBe(true);
    expect(statsOf(new GameShelf(store).games)[0]).toMatchObject({ played: 3, solved: 1 });
  });

  it('makes room in games saved by an earlier visit too', () => {
    const store = new LimitedStore();
    const earlier = new GameShelf(store);
    const old = playedGame();
    const o = earlier.add(old);
    earlier.save(o, old, 5_000);
    const shelf = new GameShelf(store); // a later visit
    const current = playedGame();
    const c = shelf.add(current);
    store.limit = [...store.map.values()].reduce((sum, v) => sum + v.length, 0) + 300;
    expect(shelf.save(c, current, 1_000)).toBe(true);
    expect(store.getItem(GAME_KEY_PREFIX + o.id)).toBeNull();
    expect(new GameShelf(store).find(o.id)).toMatchObject({ kept: false, elapsedMs: 5_000 });
    expect(new GameShelf(store).load(c.id)?.game.toData()).toEqual(current.toData());
  });

  it('keeps the games of two tabs playing at once', () => {
    const store = new LimitedStore();
    const [left, right] = [new GameShelf(store), new GameShelf(store)];
    const [a, b] = [playedGame(), Game.start(9, givens, solution, {})];
    const fromLeft = left.add(a);
    left.save(fromLeft, a, 1_000);
    const fromRight = right.add(b);
    right.save(fromRight, b, 2_000);
    left.save(fromLeft, a, 3_000); // left writes again, after right's game
    const ids = new GameShelf(store).games.map((summary) => summary.id).sort();
    expect(ids).toEqual([fromLeft.id, fromRight.id].sort());
    expect(new GameShelf(store).find(fromLeft.id)?.elapsedMs).toBe(3_000);
    expect(new GameShelf(store).find(fromRight.id)?.elapsedMs).toBe(2_000);
  });

  it('starts afresh, and says so, when the saved list is damaged or of another version', () => {
    for (const text of ['{not json', JSON.stringify({ version: 99, current: null, games: [] }), 'null']) {
      const store = new LimitedStore();
      store.setItem(GAMES_KEY, text);
      const shelf = new GameShelf(store);
      expect(shelf.damaged).toBe(true);
      expect(shelf.games).toEqual([]);
    }
    const store = new LimitedStore();
    const shelf = new GameShelf(store);
    const game = playedGame();
    const summary = shelf.add(game);
    shelf.save(summary, game, 0);
    store.setItem(GAME_KEY_PREFIX + summary.id, '{"version":1,"game":{}}'); // one game's state damaged
    const again = new GameShelf(store);
    expect(again.damaged).toBe(false);
    expect(again.load(summary.id)).toBeUndefined();
  });

  it('moves the single game saved before the list existed into the list', () => {
    const store = new LimitedStore();
    const game = playedGame();
    saveGame(store, game, 9_000);
    const shelf = new GameShelf(store);
    expect(shelf.games).toHaveLength(1);
    const only = shelf.games[0];
    expect(shelf.load(only?.id ?? '')?.game.toData()).toEqual(game.toData());
    expect(only?.elapsedMs).toBe(9_000);
    expect(store.getItem(SAVE_KEY)).toBeNull();
  });
});

describe('statistics', () => {
  it('counts per size and level: played, solved, best and average time of the solved, hints', () => {
    const base = { started: 0, hints: 0, kept: true };
    const stats = statsOf([
      { ...base, id: 'a', side: 9, level: 'hard', elapsedMs: 300_000, solved: true, hints: 2 },
      { ...base, id: 'b', side: 16, elapsedMs: 50_000, solved: false },
      { ...base, id: 'c', side: 9, level: 'easy', elapsedMs: 90_000, solved: true, hints: 1 },
      { ...base, id: 'd', side: 9, level: 'easy', elapsedMs: 150_000, solved: true },
      { ...base, id: 'e', side: 9, level: 'easy', elapsedMs: 20_000, solved: false, hints: 4 },
      { ...base, id: 'f', side: 4, elapsedMs: 8_000, solved: true },
    ]);
    expect(stats).toEqual([
      { group: '4×4', played: 1, solved: 1, bestMs: 8_000, averageMs: 8_000, hints: 0 },
      { group: '9×9 easy', played: 3, solved: 2, bestMs: 90_000, averageMs: 120_000, hints: 5 },
      { group: '9×9 hard', played: 1, solved: 1, bestMs: 300_000, averageMs: 300_000, hints: 2 },
      { group: '16×16', played: 1, solved: 0, hints: 0 },
    ]);
  });
});
