/**
 * The games list on the page (the `games` hook): one `game-item` per game,
 * newest first, with its size, level, rating, time, date and whether it is
 * solved (or playing now); choosing one resumes it.
 */
import type { GameSummary } from './games.js';
import { formatClock } from './timer.js';

/** Draws `games` into `list`, `currentId` marked; `onOpen(id)` when the player picks one. */
export function showGames(list: HTMLElement, games: readonly GameSummary[], currentId: string | undefined, onOpen: (id: string) => void): void {
  const items = games.map((game) => {
    const item = list.ownerDocument.createElement('li');
    const button = item.appendChild(list.ownerDocument.createElement('button'));
    button.type = 'button';
    button.dataset['testid'] = 'game-item';
    button.dataset['id'] = game.id;
    button.disabled = !game.kept;
    if (game.id === currentId) button.setAttribute('aria-current', 'true');
    const date = new Date(game.started).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
    const rating = game.er === undefined ? '' : ` · SE ${game.er.toFixed(1)}`;
    const state = game.solved ? 'solved' : game.id === currentId ? 'playing now' : game.kept ? 'in progress' : 'no longer stored';
    button.textContent = `${game.side}×${game.side} · ${game.level ?? 'not rated'}${rating} · ${formatClock(game.elapsedMs)} · ${date} · ${state}`;
    button.addEventListener('click', () => onOpen(game.id));
    return item;
  });
  list.replaceChildren(...items);
}
