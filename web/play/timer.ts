/**
 * The game clock: time spent playing, which stops while the tab is hidden or
 * the puzzle is solved. The clock is passed in (`now`), so tests need no
 * real time and a restored game continues from its saved total.
 */
export class GameTimer {
  private totalMs: number;
  private runningSince: number | undefined;

  /** A stopped timer at `elapsedMs` (a saved game's time, or 0). */
  constructor(elapsedMs = 0) {
    this.totalMs = elapsedMs;
  }

  /** Starts counting from `now` (no effect while running). */
  start(now: number): void {
    this.runningSince ??= now;
  }

  /** Stops counting at `now`, keeping the total (no effect while stopped). */
  pause(now: number): void {
    if (this.runningSince === undefined) return;
    this.totalMs += Math.max(0, now - this.runningSince);
    this.runningSince = undefined;
  }

  /** True while counting. */
  get running(): boolean {
    return this.runningSince !== undefined;
  }

  /** Time played up to `now`, in ms. */
  elapsed(now: number): number {
    return this.totalMs + (this.runningSince === undefined ? 0 : Math.max(0, now - this.runningSince));
  }
}

/** `m:ss`, or `h:mm:ss` from an hour up: how the page shows a time. */
export function formatClock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const s = String(seconds % 60).padStart(2, '0');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}:${s}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${s}`;
}
