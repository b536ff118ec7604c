/** Reading puzzle lists: the batch box and the bundled race sets. */

/** Non-empty lines that are not `#` comments, trimmed (CRLF or LF). */
export function puzzleLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
