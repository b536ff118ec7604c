/**
 * Progress on stderr, never on stdout. The bar: only when stderr is a
 * terminal (the caller decides), redrawn at most every 100 ms, so it costs
 * nothing measurable.
 *
 *   [#########...........]  45%  22,016/49,158  31,204/s  ETA 1s
 *
 * The total is estimated from the puzzles per byte read so far and the input
 * size (regular files); for a pipe it shows the count and the rate only. A
 * run that has gone on for 10 s also shows how long ("elapsed 1m05s"), so a
 * long rating visibly moves on. The log (`rate --log-progress`): the same
 * text as plain lines, for a stderr that is no terminal (a CI log).
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
/** From how long a run the line shows its elapsed time. */
const SHOW_ELAPSED_FROM_MS = 10_000;

/** `42s`, `1m05s`, `2h03m`. */
export function durationText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}

/** The bar's text for `s` (no carriage return or clearing). */
export function progressLine(s: ProgressState): string {
  const line = countsLine(s);
  return s.elapsedMs >= SHOW_ELAPSED_FROM_MS ? `${line}  elapsed ${durationText(s.elapsedMs)}` : line;
}

/** progressLine without the elapsed time. */
function countsLine(s: ProgressState): string {
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

/** What the batch commands draw progress on: a bar or a log. */
export interface ProgressView {
  /** Shows `s`, unless it showed something too recently (`force` shows it anyway). */
  update(s: ProgressState, force?: boolean): void;
  /** Makes room for other stderr text (and for the summary at the end). */
  clear(): void;
}

/**
 * `progressLine` as plain lines (`rate --log-progress`): a line when more
 * puzzles are done and a second has passed since the last, or when a minute
 * has (a long rating still shows it runs); never `\r` or escapes.
 */
export class ProgressLog implements ProgressView {
  private lastWrite = 0;
  private lastDone = -1;

  constructor(
    private readonly stream: NodeJS.WritableStream,
    private readonly command: string,
  ) {}

  update(s: ProgressState): void {
    const now = Date.now();
    const since = now - this.lastWrite;
    if (!(s.done !== this.lastDone && since >= 1000) && since < 60_000) return;
    this.lastWrite = now;
    this.lastDone = s.done;
    this.stream.write(`sudoku-wasm ${this.command}: ${progressLine(s)}\n`);
  }

  clear(): void {}
}

/** Draws `progressLine` on a terminal stream, throttled; `clear` erases it. */
export class ProgressBar implements ProgressView {
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
