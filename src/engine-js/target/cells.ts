/**
 * A 9×9 grid's cell bytes to one mask per digit and band and back,
 * TypeScript form: the same names and results as assembly/target/cells.ts
 * (read that file for what each does; its SIMD build handles 16 cells a
 * step), a cell a step over the JS engine's memory.
 */
import { memoryBuffer } from './memory.js';

// Views of its own, not memory.ts's: V8 folds a module's own constant into
// the code, but reads an imported binding on every access.
const U8 = new Uint8Array(memoryBuffer);
const I32 = new Int32Array(memoryBuffer);

/** The 27 cells of a band. */
const BAND_CELLS = (1 << 27) - 1;

/** Words d*3 + b at `out`: band b's cells holding digit d + 1; words 28..30 the blanks; non-zero when a byte is above 9. */
export function givenMasks(puzzle: number, out: number): number {
  const o = out >>> 2;
  for (let k = 0; k < 27; k++) I32[o + k] = 0;
  for (let b = 0; b < 3; b++) {
    const first = puzzle + b * 27;
    let givens = 0;
    let above = 0;
    // the givens as a mask first (no branch per cell), then each given's digit
    for (let bit = 0; bit < 27; bit++) {
      const v = U8[first + bit]!;
      givens |= ((-v) >>> 31) << bit; // 1 when v != 0
      above |= 9 - v; // negative when v > 9
    }
    if (above < 0) return 1;
    I32[o + 28 + b] = ~givens & BAND_CELLS;
    while (givens !== 0) {
      const bit = 31 - Math.clz32(givens & -givens);
      givens &= givens - 1;
      const at = o + (U8[first + bit]! - 1) * 3 + b;
      I32[at] = I32[at]! | (1 << bit);
    }
  }
  return 0;
}

/** The 81 cell bytes (1..9) of a solved grid at `out`, from its 27 digit-band masks at `masks`. */
export function solvedCells(masks: number, out: number): void {
  const m0 = masks >>> 2;
  for (let d = 0; d < 9; d++) {
    for (let b = 0; b < 3; b++) {
      let m = I32[m0 + d * 3 + b]!;
      while (m !== 0) {
        U8[out + b * 27 + 31 - Math.clz32(m & -m)] = d + 1;
        m &= m - 1;
      }
    }
  }
}
