/**
 * One game in localStorage, so a reload or a closed tab loses nothing:
 * puzzle, solution, digits, notes, undo history, time, and the notes
 * setting. One key per game (games.ts keeps the list of keys); a saved
 * value that does not read back as a game is ignored, never trusted.
 */
import { Game, type GameData } from './game.js';

/** The key of the one game the page kept before it kept a list (games.ts moves it into the list). */
export const SAVE_KEY = 'sudoku-wasm:play';

/** The layout version of what is saved: bump it when GameData changes shape. */
const SAVE_VERSION = 1;

/** The part of the Storage API this module uses (tests pass a Map-backed one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's localStorage, or, where reading it throws (storage off,
 * some private modes), a store that keeps games only while the page is open.
 */
export function browserStore(): KeyValueStore {
  try {
    const store = localStorage;
    store.getItem(SAVE_KEY);
    return store;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/** A saved game and what goes with it. */
export interface SavedPlay {
  game: Game;
  /** Time played, in ms. */
  elapsedMs: number;
  /** The notes setting (auto-update). */
  autoUpdateNotes: boolean;
}

interface SavedData {
  version: number;
  game: GameData;
  elapsedMs: number;
  autoUpdateNotes: boolean;
}

/** Writes the game under `key`; false when the store refuses (full, or private mode). */
export function saveGame(store: KeyValueStore, game: Game, elapsedMs: number, key = SAVE_KEY): boolean {
  const data: SavedData = { version: SAVE_VERSION, game: game.toData(), elapsedMs: Math.round(elapsedMs), autoUpdateNotes: game.autoUpdateNotes };
  try {
    store.setItem(key, JSON.stringify(data));
    return true;
  } catch {
    return false;
  }
}

/** The game saved under `key`, or undefined when there is none or it does not read as one. */
export function loadGame(store: KeyValueStore, key = SAVE_KEY): SavedPlay | undefined {
  let text: string | null;
  try {
    text = store.getItem(key);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    const data = JSON.parse(text) as SavedData;
    if (data.version !== SAVE_VERSION) return undefined;
    const game = Game.restore(data.game);
    game.autoUpdateNotes = data.autoUpdateNotes !== false;
    const elapsedMs = Number.isFinite(data.elapsedMs) && data.elapsedMs >= 0 ? data.elapsedMs : 0;
    return { game, elapsedMs, autoUpdateNotes: game.autoUpdateNotes };
  } catch {
    return undefined;
  }
}

/** Forgets the game saved under `key`. */
export function clearSavedGame(store: KeyValueStore, key = SAVE_KEY): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing saved can be read back either: nothing to do.
  }
}
