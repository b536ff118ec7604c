/**
 * Statistics per size and level, computed from the games list (games.ts),
 * so they never disagree with it: games played, solved, best and average
 * time of the solved ones, hints applied.
 */
import { LEVEL_BOUNDS } from '../../src/logic/levels.js';
import type { GameSummary } from './games.js';
import { formatClock } from './timer.js';

/** One size and level's figures. */
export interface LevelStats {
  /** "9×9 easy", "16×16": the group's name. */
  group: string;
  played: number;
  solved: number;
  /** Best and average time of the solved games, ms (undefined before the first is solved). */
  bestMs?: number;
  averageMs?: number;
  hints: number;
}

/** The figures of `games`, one entry per size and level: smallest size first, then easiest level, unrated last. */
export function statsOf(games: readonly GameSummary[]): LevelStats[] {
  const levels: readonly string[] = LEVEL_BOUNDS.map(([level]) => level);
  const groups = new Map<string, { order: number; games: GameSummary[] }>();
  for (const game of games) {
    const group = `${game.side}×${game.side}${game.level === undefined ? '' : ` ${game.level}`}`;
    const rank = game.level === undefined ? levels.length : levels.indexOf(game.level);
    const entry = groups.get(group) ?? { order: game.side * 100 + (rank < 0 ? levels.length : rank), games: [] };
    entry.games.push(game);
    groups.set(group, entry);
  }
  return [...groups]
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([group, { games: list }]) => {
      const times = list.filter((game) => game.solved).map((game) => game.elapsedMs);
      const stats: LevelStats = { group, played: list.length, solved: times.length, hints: list.reduce((sum, game) => sum + game.hints, 0) };
      if (times.length > 0) {
        stats.bestMs = Math.min(...times);
        stats.averageMs = times.reduce((sum, ms) => sum + ms, 0) / times.length;
      }
      return stats;
    });
}

/** Draws `games`' statistics into the table `table` (the `stats` hook): one row per size and level. */
export function showStats(table: HTMLTableElement, games: readonly GameSummary[]): void {
  const time = (ms: number | undefined): string => (ms === undefined ? '—' : formatClock(ms));
  const rows = statsOf(games).map((s) => {
    const row = table.ownerDocument.createElement('tr');
    for (const text of [s.group, s.played, s.solved, time(s.bestMs), time(s.averageMs), s.hints]) row.insertCell().textContent = String(text);
    return row;
  });
  table.tBodies[0]?.replaceChildren(...rows);
}
