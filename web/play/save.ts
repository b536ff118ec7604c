/**
 * Keeps the game in progress in localStorage, so a reload or a closed tab
 * loses nothing: puzzle, solution, digits, notes, undo history, time, and
 * the notes setting. One key; a saved value that does not read back as a
 * game is ignored (and the page starts afresh), never trusted.
 */
import { Game, type GameData } from './game.js';

/** The localStorage key. */
export const SAVE_KEY = 'sudoku-wasm:play';

/** The layout version of what is saved: bump it when GameData changes shape. */
const SAVE_VERSION = 1;

/** The part of the Storage API this module uses (tests pass a Map-backed one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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

/** Writes the game; false when the store refuses (full, or private mode). */
export function saveGame(store: KeyValueStore, game: Game, elapsedMs: number): boolean {
  const data: SavedData = { version: SAVE_VERSION, game: game.toData(), elapsedMs: Math.round(elapsedMs), autoUpdateNotes: game.autoUpdateNotes };
  try {
    store.setItem(SAVE_KEY, JSON.stringify(data));
    return true;
  } catch {
    return false;
  }
}

/** The saved game, or undefined when there is none or it does not read as one. */
export function loadGame(store: KeyValueStore): SavedPlay | undefined {
  let text: string | null;
  try {
    text = store.getItem(SAVE_KEY);
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

/** Forgets the saved game. */
export function clearSavedGame(store: KeyValueStore): void {
  try {
    store.removeItem(SAVE_KEY);
  } catch {
    // Nothing saved can be read back either: nothing to do.
  }
}
