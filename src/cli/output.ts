/**
 * Prints one puzzle's outcome in the chosen format. Every format gives exactly
 * one record per puzzle; `grid` is the only one spanning several lines (the
 * boxed grid, then a blank line). The help text documents the same rules.
 */
import type { JobSettings, Outcome } from '../batch/protocol.js';

/** Draws a solved grid (one line of cells) the seeds' boxed way (injected: the core's `format`). */
export type DrawGrid = (line: string) => string;

/**
 * The text for `o`, ending in '\n'. `drawGrid` is only called for `--format grid`.
 */
export function renderOutcome(o: Outcome, settings: JobSettings, drawGrid: DrawGrid): string {
  switch (settings.format) {
    case 'line':
      return lineText(o, settings) + '\n';
    case 'vector':
      return vectorText(o, settings.limit) + '\n';
    case 'json':
      return jsonText(o) + '\n';
    case 'grid': {
      const body = o.solution !== undefined ? drawGrid(o.solution) : lineText(o, settings);
      return body.replace(/\n+$/, '') + '\n\n';
    }
  }
}

/** `invalid: <reason>` with the reason on one printable line. */
export function invalidText(o: Outcome): string {
  return 'invalid: ' + oneLine(o.error?.message ?? 'unreadable puzzle');
}

function lineText(o: Outcome, settings: JobSettings): string {
  if (o.status === 'invalid') return invalidText(o);
  if (o.status === 'timeout') return 'timeout';
  switch (settings.command) {
    case 'count':
      return String(o.count ?? 0);
    case 'check':
      return o.status === 'solved' ? 'unique' : o.status;
    default:
      // With --limit 2 or more, solve reports 'multiple' like solveUnique.
      return o.solution ?? o.status;
  }
}

/**
 * `puzzle:count[:solution]` as in test/vectors: `N+` when the count reached the
 * limit (at least N), the solution only when the count is exactly 1.
 */
function vectorText(o: Outcome, limit: number): string {
  if (o.puzzle === undefined) return invalidText(o);
  if (o.status === 'timeout') return `${o.puzzle}:timeout`;
  const count = o.count ?? 0;
  const exact = count < limit;
  if (count === 1 && exact && o.solution !== undefined) return `${o.puzzle}:1:${o.solution}`;
  return `${o.puzzle}:${count}${exact ? '' : '+'}`;
}

function jsonText(o: Outcome): string {
  return JSON.stringify({
    line: o.line,
    status: o.status,
    solution: o.solution ?? null,
    count: o.count ?? null,
    guesses: o.guesses,
    error: o.error === undefined ? null : { code: o.error.code, message: oneLine(o.error.message) },
  });
}

/**
 * One printable line: control characters (binary garbage, stray CRs) become
 * `\xNN` and the text is cut at 200 characters, so a bad line cannot mangle the
 * terminal or the one-line-per-puzzle rule.
 */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\x00-\x1f\x7f-\x9f\ufffd]/g, (c) => {
    if (c === '\ufffd') return '?';
    return '\\x' + c.charCodeAt(0).toString(16).padStart(2, '0');
  });
  return clean.length > 200 ? clean.slice(0, 197) + '...' : clean;
}
