/**
 * Every game the player has begun, kept in localStorage: a list of short
 * summaries under one key (what the games list and the statistics show)
 * and each game's whole state under a key of its own (save.ts). A move
 * rewrites only its own game and the list.
 *
 * When the store is full, the whole states of other games go first
 * (finished ones before games in progress, oldest first); their summaries
 * stay, so the statistics still count them. The game being played is
 * never dropped: if even it cannot be written, `save` says so. A list that
 * does not read back (corrupt, or another version) starts afresh, and
 * `damaged` says so once. Several tabs may play at once: each writes the
 * list merged with what the others wrote, so none loses another's games.
 */
import type { Game } from './game.js';
import { clearSavedGame, loadGame, saveGame, type KeyValueStore, type SavedPlay } from './save.js';

/** The list's key; each game's key is GAME_KEY_PREFIX and its id. */
export const GAMES_KEY = 'sudoku-wasm:games';
export const GAME_KEY_PREFIX = 'sudoku-wasm:game:';

/** The list's layout version: bump it when GameSummary changes shape. */
const GAMES_VERSION = 1;

/** One game as the list and the statistics see it. */
export interface GameSummary {
  id: string;
  side: number;
  level?: string;
  er?: number;
  /** When the game began, epoch ms. */
  started: number;
  /** Time played so far (the final time once solved). */
  elapsedMs: number;
  solved: boolean;
  /** Hints applied. */
  hints: number;
  /** False once the game's whole state was dropped to make room: it can no longer be resumed. */
  kept: boolean;
}

interface GamesData {
  version: number;
  /** The game played last: a reload without a link comes back to it. */
  current: string | null;
  games: GameSummary[];
}

/** The list of games and their saved states. */
export class GameShelf {
  /** True when a saved list was there but did not read back (the page says so). */
  readonly damaged: boolean;
  private data: GamesData;
  /** The games this page has saved or dropped: its summaries of them are the newest. */
  private readonly mine = new Set<string>();

  constructor(private readonly store: KeyValueStore) {
    const read = readList(store);
    this.damaged = read === 'damaged';
    this.data = typeof read === 'object' ? read : { version: GAMES_VERSION, current: null, games: [] };
    if (read === undefined) this.adoptSingleSlot();
  }

  /** Every game, newest first. */
  get games(): readonly GameSummary[] {
    return this.data.games;
  }

  /** The game played last, if any. */
  get current(): GameSummary | undefined {
    return this.find(this.data.current ?? '');
  }

  /** The summary of game `id`. */
  find(id: string): GameSummary | undefined {
    return this.data.games.find((summary) => summary.id === id);
  }

  /** A summary for a game about to begin, added at the top of the list (saved by the first `save`). */
  add(game: Game): GameSummary {
    // Strictly after every game listed: the list is ordered by `started`, and two games begun in one millisecond would otherwise tie.
    const started = Math.max(Date.now(), ...this.data.games.map((listed) => listed.started + 1));
    const summary: GameSummary = { id: newId(), side: game.side, started, elapsedMs: 0, solved: false, hints: 0, kept: true };
    this.data.games.unshift(summary);
    return summary;
  }

  /** Game `id`'s saved state, or undefined when it is gone or unreadable. */
  load(id: string): SavedPlay | undefined {
    return loadGame(this.store, GAME_KEY_PREFIX + id);
  }

  /**
   * Writes `game` (time `elapsedMs`) and its summary, making room when the
   * store is full; it becomes the current game. False when it could not be
   * written even then.
   */
  save(summary: GameSummary, game: Game, elapsedMs: number): boolean {
    Object.assign(summary, { elapsedMs: Math.round(elapsedMs), solved: summary.solved || game.isSolved(), kept: true });
    if (game.info.level !== undefined) summary.level = game.info.level;
    if (game.info.er !== undefined) summary.er = game.info.er;
    this.data.current = summary.id;
    this.mine.add(summary.id);
    const write = (): boolean => saveGame(this.store, game, elapsedMs, GAME_KEY_PREFIX + summary.id) && this.writeList();
    while (!write()) if (!this.dropOne(summary.id)) return false;
    return true;
  }

  /** Drops the whole state of one game other than `keepId`: finished ones first, oldest first. False when none is left. */
  private dropOne(keepId: string): boolean {
    const droppable = this.data.games.filter((summary) => summary.kept && summary.id !== keepId).reverse();
    const victim = droppable.find((summary) => summary.solved) ?? droppable[0];
    if (victim === undefined) return false;
    victim.kept = false;
    this.mine.add(victim.id); // this page's word on it is now the newest: refresh() keeps it
    clearSavedGame(this.store, GAME_KEY_PREFIX + victim.id);
    return true;
  }

  /** Takes in what other tabs wrote to the list: their games, and their summaries of the games this page has not saved. */
  refresh(): void {
    const stored = readList(this.store);
    if (typeof stored !== 'object') return;
    const byId = new Map(stored.games.map((summary) => [summary.id, summary]));
    for (const summary of this.data.games) if (this.mine.has(summary.id) || !byId.has(summary.id)) byId.set(summary.id, summary);
    this.data.games = [...byId.values()].sort((a, b) => b.started - a.started);
  }

  private writeList(): boolean {
    this.refresh();
    try {
      this.store.setItem(GAMES_KEY, JSON.stringify(this.data));
      return true;
    } catch {
      return false;
    }
  }

  /** Moves the game the page kept before it kept a list (one slot, save.ts's SAVE_KEY) into the list. */
  private adoptSingleSlot(): void {
    const old = loadGame(this.store);
    if (old === undefined) return;
    const summary = this.add(old.game);
    if (this.save(summary, old.game, old.elapsedMs)) clearSavedGame(this.store);
  }
}

/** The saved list; undefined when there is none, 'damaged' when it does not read back as one. */
function readList(store: KeyValueStore): GamesData | 'damaged' | undefined {
  let text: string | null;
  try {
    text = store.getItem(GAMES_KEY);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    const data = JSON.parse(text) as GamesData;
    const wellFormed = (summary: GameSummary): boolean =>
      typeof summary?.id === 'string' && Number.isInteger(summary.side) && Number.isFinite(summary.elapsedMs) && Number.isFinite(summary.started);
    if (data?.version !== GAMES_VERSION || !Array.isArray(data.games)) return 'damaged';
    data.games = data.games.filter(wellFormed);
    for (const summary of data.games) summary.hints = Number(summary.hints) || 0;
    return data;
  } catch {
    return 'damaged';
  }
}

/** A short id, unique enough within one browser's list. */
function newId(): string {
  return Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
}
