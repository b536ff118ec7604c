/**
 * The end-of-run summary printed on stderr (unless --quiet).
 */
import type { Command } from './args.js';
import { statusCount, type Tally } from './pool/protocol.js';
import { groupThousands } from './numbers.js';

/** What the summary reports besides the tally. */
export interface RunInfo {
  command: Command;
  elapsedMs: number;
  engine: string;
  /** Worker threads; 0 = main thread. */
  workers: number;
  limit: number;
  /** Workers replaced after dying. */
  restarts: number;
}

/**
 * Two or three lines, e.g.
 * ```
 * sudoku-wasm solve: 49158 puzzles: 49158 solved, 0 unsolvable, 0 invalid, 0 multiple, 0 timeout
 * elapsed 1.52 s, 32,340 puzzles/s, 12.3 guesses/puzzle, engine wasm, 2 workers
 * ```
 */
export function summaryText(t: Tally, info: RunInfo): string {
  const lines = [`sudoku-wasm ${info.command}: ${t.puzzles} puzzles: ${statusesText(t, info.command)}`];
  if (info.command === 'count') lines.push('counts: ' + countsText(t, info.limit));
  if (info.command === 'check') {
    const solved = statusCount(t, 'solved');
    const verdict = solved === t.puzzles && t.puzzles > 0 ? 'all valid and unique' : 'not all valid and unique';
    lines.push(`check: ${solved} of ${t.puzzles} valid and unique (${verdict})`);
  }
  const seconds = info.elapsedMs / 1000;
  const rate = seconds > 0 ? Math.round(t.puzzles / seconds) : 0;
  // Guesses are a solver's measure; rate and generate have none to report.
  const guesses = isSolveLike(info.command) ? `${t.puzzles > 0 ? (t.guesses / t.puzzles).toFixed(1) : '0'} guesses/puzzle, ` : '';
  const threads = info.workers === 0 ? 'main thread' : `${info.workers} worker${info.workers === 1 ? '' : 's'}`;
  const restarts = info.restarts > 0 ? `, ${info.restarts} worker restart${info.restarts === 1 ? '' : 's'}` : '';
  lines.push(
    `elapsed ${seconds.toFixed(2)} s, ${groupThousands(rate)} puzzles/s, ${guesses}` +
      `engine ${info.engine}, ${threads}${restarts}`,
  );
  return lines.join('\n') + '\n';
}

/** The solve job's five statuses, always all named; any other job's statuses as they came. */
const SOLVE_STATUSES = ['solved', 'unsolvable', 'invalid', 'multiple', 'timeout'];

/** Commands that run the solver (and so report its statuses and guesses). */
function isSolveLike(command: Command): boolean {
  return command === 'solve' || command === 'count' || command === 'check';
}

/** "40 solved, 0 unsolvable, 2 invalid, …" */
function statusesText(t: Tally, command: Command): string {
  const names = isSolveLike(command) ? SOLVE_STATUSES : Object.keys(t.statuses).sort();
  return names.length === 0 ? 'none' : names.map((name) => `${statusCount(t, name)} ${name}`).join(', ');
}

/** "0 solutions: 3, 1 solution: 40, 2+ solutions: 7" (the top count is "at least"). */
function countsText(t: Tally, limit: number): string {
  const keys = Object.keys(t.counts)
    .map(Number)
    .sort((a, b) => a - b);
  if (keys.length === 0) return 'none';
  return keys
    .map((k) => {
      const label = k >= limit ? `${k}+` : String(k);
      return `${label} solution${k === 1 ? '' : 's'}: ${t.counts[k]}`;
    })
    .join(', ');
}

