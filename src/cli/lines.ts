/**
 * Line-level facts shared by the reader (main thread) and the workers: the
 * record a puzzle line becomes, the line-length cap, the CSV field rule and
 * the byte decoding. (Which lines hold puzzles is the core's rule: ../lines.ts.)
 */
export { isCommentOrBlank as isSkippable } from '../lines.js';

/** Longest line kept. Far above any puzzle (625 cells) or CSV row of a puzzle dump. */
export const MAX_LINE_CHARS = 65_536;

/** One physical line of input. */
export interface TextLine {
  /** 1-based line number in its file. */
  line: number;
  /** The text without its line ending (CR LF or LF); empty when overlong. */
  text: string;
  /** True when the line was longer than MAX_LINE_CHARS (its text is not kept). */
  overlong: boolean;
}

/** One puzzle to solve, as text the core's `parse` reads. */
export interface PuzzleRecord {
  /** 1-based line (first row, for a block) in its file. */
  line: number;
  /** The puzzle text: one line, or rows joined by '\n' for a block. */
  text: string;
  /** The line was cut for being too long; it is reported invalid. */
  tooLong?: boolean;
}

/** The first CSV field, without surrounding quotes and spaces. */
export function firstCsvField(text: string): string {
  const t = text.trimStart();
  if (t.startsWith('"')) {
    const end = t.indexOf('"', 1);
    return (end < 0 ? t.slice(1) : t.slice(1, end)).trim();
  }
  const comma = t.indexOf(',');
  return (comma < 0 ? t : t.slice(0, comma)).trim();
}

const DECODER = new TextDecoder();

/** The text of UTF-8 `bytes` (invalid sequences become U+FFFD, as Node's stream decoding does). */
export function decodeUtf8(bytes: Uint8Array): string {
  return DECODER.decode(bytes);
}
