/**
 * The progress bar on stderr: only when stderr is a terminal (the caller
 * decides) and redrawn at most every 100 ms, so it costs nothing measurable.
 *
 *   [#########...........]  45%  22,016/49,158  31,204/s  ETA 1s
 *
 * The total is estimated from the puzzles per byte read so far and the input
 * size (regular files); for a pipe it shows the count and the rate only.
 */
import { groupThousands } from './numbers.js';

/** What the bar needs to know about the run so far. */
export interface ProgressState {
  /** Puzzles answered. */
  done: number;
  /** Puzzles read (ahead of `done` by the chunks in flight). */
  read: number;
  bytesRead: number;
  /** Total bytes of input when known (regular files), else 0. */
  totalBytes: number;
  elapsedMs: number;
}

const WIDTH = 20;

/** The bar's text for `s` (no carriage return or clearing). */
export function progressLine(s: ProgressState): string {
  const rate = s.elapsedMs > 0 ? (s.done * 1000) / s.elapsedMs : 0;
  const rateText = `${groupThousands(Math.round(rate))}/s`;
  if (s.totalBytes <= 0) return `${groupThousands(s.done)} puzzles  ${rateText}`;
  // Puzzles per byte so far, times the input size: the expected total.
  const readFraction = Math.min(1, s.bytesRead / s.totalBytes);
  const total = readFraction > 0 ? Math.max(s.read, s.done, Math.round(s.read / readFraction)) : 0;
  const fraction = total > 0 ? Math.min(1, s.done / total) : 0;
  const filled = Math.round(fraction * WIDTH);
  const bar = '#'.repeat(filled) + '.'.repeat(WIDTH - filled);
  const etaSec = rate > 0 && total > s.done ? Math.ceil((total - s.done) / rate) : 0;
  const pct = `${Math.floor(fraction * 100)}%`.padStart(4);
  return `[${bar}] ${pct}  ${groupThousands(s.done)}/~${groupThousands(total)}  ${rateText}  ETA ${etaSec}s`;
}

/** Draws `progressLine` on a terminal stream, throttled; `clear` erases it. */
export class ProgressBar {
  private lastDraw = 0;
  private drawn = false;

  constructor(private readonly stream: NodeJS.WriteStream) {}

  /** Redraws when 100 ms have passed since the last draw (or `force`). */
  update(s: ProgressState, force = false): void {
    const now = Date.now();
    if (!force && now - this.lastDraw < 100) return;
    this.lastDraw = now;
    this.drawn = true;
    const width = this.stream.columns ?? 80;
    this.stream.write('\r' + progressLine(s).slice(0, width - 1) + '\x1b[K');
  }

  /** Erases the bar so the summary starts on a clean line. */
  clear(): void {
    if (this.drawn) this.stream.write('\r\x1b[K');
    this.drawn = false;
  }
}
