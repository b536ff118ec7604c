/**
 * Line-level facts shared by the reader (main thread) and the workers.
 */

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
