/**
 * Bare one-line puzzles as bytes, straight into engine memory: the byte
 * paths of the CLI's workers (src/cli/solve/fast-block.ts) and of the
 * browser pool's workers (src/pool/solve-text.ts), which skip the parser
 * for the common case. A line this refuses goes to the parser, which
 * names the fault; a line this accepts, the parser reads as the same cells
 * in the 'line' shape.
 */
import { SYMBOL_VALUE } from './grid.js';

/**
 * Writes the cell values of bytes[start, start + length) at `cells[offset ..)`;
 * false at the first byte that is not a symbol of a grid of `side` (what it
 * wrote before then is scratch).
 */
export function writeLineCells(bytes: Uint8Array, start: number, length: number, side: number, cells: Uint8Array, offset: number): boolean {
  for (let i = 0; i < length; i++) {
    const code = bytes[start + i] as number;
    const v = code < 128 ? (SYMBOL_VALUE[code] as number) : -1;
    if (v < 0 || v > side) return false;
    cells[offset + i] = v;
  }
  return true;
}
