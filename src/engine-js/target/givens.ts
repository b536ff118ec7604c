/**
 * The givens of a 9×9 puzzle as one mask per digit and band, TypeScript
 * form: the same name and results as assembly/target/givens.ts (read that
 * file for what it does; its SIMD build compares 16 bytes a step), a byte a
 * step over the JS engine's memory.
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
