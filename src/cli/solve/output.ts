/**
 * Prints one puzzle's outcome in the chosen format. Every format gives exactly
 * one record per puzzle; `grid` is the only one spanning several lines (the
 * boxed grid, then a blank line). The help text documents the same rules.
 */
import type { SolveResult } from '../../result.js';
import { vectorLine } from '../../vector.js';
import type { JobSettings } from '../pool/protocol.js';

/** A line the CLI refused before the core saw it (too long, or it kept killing workers). */
export interface Refused {
  status: 'invalid';
  error: { code: string; message: string };
  count: 0;
  guesses: 0;
}

/** What became of one input line: the core's result, or the CLI's refusal. */
export type LineResult = SolveResult<string> | Refused;

/** One puzzle's outcome, as a worker prints it. */
export interface Outcome {
  /** 1-based line in its file. */
  line: number;
  /** The puzzle as one line, when it could be read. */
  puzzle?: string;
  /** The result, its solution (if any) as one line. */
  result: LineResult;
}

/** Draws a solved grid (one line of cells) the seeds' boxed way (injected: the core's `format`). */
export type DrawGrid = (line: string) => string;

/**
 * The text for `o`, ending in '\n'. `drawGrid` is only called for `--format grid`.
 */
export function renderOutcome(o: Outcome, settings: JobSettings, drawGrid: DrawGrid): string {
  switch (settings.format) {
    case 'line':
      return lineText(o.result, settings) + '\n';
    case 'vector':
      return (o.puzzle === undefined ? invalidText(o.result) : vectorLine(o.puzzle, o.result, settings.limit)) + '\n';
    case 'json':
      return jsonText(o) + '\n';
    case 'grid': {
      const body = o.result.status === 'solved' ? drawGrid(o.result.solution) : lineText(o.result, settings);
      return body.replace(/\n+$/, '') + '\n\n';
    }
  }
}

/** The message of an invalid result, or '' for any other. */
export function invalidReason(r: LineResult): string {
  return r.status === 'invalid' ? oneLine(r.error.message) : '';
}

/** `invalid: <reason>` with the reason on one printable line. */
function invalidText(r: LineResult): string {
  return 'invalid: ' + (invalidReason(r) || 'unreadable puzzle');
}

function lineText(r: LineResult, settings: JobSettings): string {
  if (r.status === 'invalid') return invalidText(r);
  if (r.status === 'timeout') return 'timeout';
  switch (settings.command) {
    case 'count':
      return String(r.count);
    case 'check':
      return r.status === 'solved' ? 'unique' : r.status;
    default:
      // With --limit 2 or more, solve reports 'multiple' like solveUnique.
      return r.status === 'solved' ? r.solution : r.status;
  }
}

function jsonText(o: Outcome): string {
  const r = o.result;
  return JSON.stringify({
    line: o.line,
    status: r.status,
    solution: r.status === 'solved' ? r.solution : null,
    count: r.count,
    guesses: r.guesses,
    error: r.status === 'invalid' ? { code: r.error.code, message: oneLine(r.error.message) } : null,
  });
}

/**
 * One printable line: control characters (binary garbage, stray CRs) become
 * `\xNN` and the text is cut at 200 characters, so a bad line cannot mangle the
 * terminal or the one-line-per-puzzle rule.
 */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  const clean = text.replace(/[\x00-\x1f\x7f-\x9f\ufffd]/g, (c) => {
    if (c === '\ufffd') return '?';
    return '\\x' + c.charCodeAt(0).toString(16).padStart(2, '0');
  });
  return clean.length > 200 ? clean.slice(0, 197) + '...' : clean;
}
