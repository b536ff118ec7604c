/**
 * Puzzle lists as text: the one rule for which lines hold a puzzle, shared by
 * the CLI's reader and workers and the page's batch box. A line holds a
 * puzzle unless it is blank or a `#` comment (after leading spaces); CR LF and
 * LF endings both end a line.
 */

/** Lines starting with this (after spaces) are comments. */
export const COMMENT = '#';

/** Its character code, for byte-level readers. */
export const COMMENT_CODE = 0x23;

/** True for `#` comments and blank lines, which hold no puzzle. */
export function isCommentOrBlank(text: string): boolean {
  const t = text.trim();
  return t === '' || t.startsWith(COMMENT);
}

/** The puzzle lines of a list, trimmed, in order (comments and blank lines dropped). */
export function puzzleLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => !isCommentOrBlank(line));
}
