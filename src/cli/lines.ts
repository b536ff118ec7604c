/**
 * Splits a byte stream into numbered text lines without ever holding more than
 * one bounded line: a megabyte line (or binary garbage with no newline) is cut at
 * MAX_LINE_CHARS and flagged, so memory stays flat whatever comes in.
 */
import { StringDecoder } from 'node:string_decoder';

/** Longest line kept. Far above any puzzle (625 cells) or CSV row of a puzzle dump. */
export const MAX_LINE_CHARS = 65_536;

/** One physical line of input. */
export interface TextLine {
  /** 1-based line number in its file. */
  line: number;
  /** The text without its line ending (CR LF or LF); at most MAX_LINE_CHARS. */
  text: string;
  /** True when the line was longer than MAX_LINE_CHARS and got cut. */
  overlong: boolean;
}

/**
 * Yields the lines of `chunks` (Buffers or strings, as a Readable gives them).
 * `onBytes` is told how many bytes each chunk held (the progress bar's measure).
 */
export async function* splitLines(
  chunks: AsyncIterable<Buffer | string>,
  onBytes: (n: number) => void = () => {},
): AsyncGenerator<TextLine> {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let overlong = false;
  let line = 0;
  let first = true;
  for await (const chunk of chunks) {
    onBytes(chunk.length);
    let text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a UTF-8 byte order mark
      first = false;
    }
    let start = 0;
    for (;;) {
      const nl = text.indexOf('\n', start);
      if (nl < 0) break;
      const piece = text.slice(start, nl);
      yield finish(++line, carry, piece, overlong);
      carry = '';
      overlong = false;
      start = nl + 1;
    }
    if (!overlong) {
      carry += text.slice(start);
      if (carry.length > MAX_LINE_CHARS) {
        carry = carry.slice(0, MAX_LINE_CHARS);
        overlong = true;
      }
    }
  }
  carry += decoder.end();
  if (carry.length > 0 || overlong) yield finish(++line, carry, '', overlong);
}

function finish(line: number, carry: string, piece: string, overlong: boolean): TextLine {
  let text = overlong ? carry : carry + piece;
  if (text.length > MAX_LINE_CHARS) {
    text = text.slice(0, MAX_LINE_CHARS);
    overlong = true;
  }
  if (text.endsWith('\r')) text = text.slice(0, -1);
  return { line, text, overlong };
}
