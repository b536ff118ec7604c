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

/** Bit 7 of each byte. */
const HIGH_BITS = 0x80808080 | 0;
/** The other seven bits of each byte. */
const LOW_BITS = 0x7f7f7f7f;
/** Added to a byte's low seven bits: sets bit 7 when the byte is 10 or more. */
const ABOVE_NINE = 0x76767676;
/**
 * Bits 0, 8, 16 and 24 multiplied by this land on bits 21, 22, 23 and 24
 * (and elsewhere below 32 on bits no two of them share, so no carry reaches
 * those four): a word's four byte flags as four adjacent bits.
 */
const GATHER_BYTE_FLAGS = 0x00204081;

/**
 * The four bytes at `ptr` (any alignment) as one word, byte 0 lowest: two
 * aligned reads joined. `(high << 1) << (31 - shift)` is `high << (32 -
 * shift)`, and 0 when shift is 0, where JS would shift by 0 instead.
 */
function wordAt(ptr: number): number {
  const at = ptr >>> 2;
  const shift = (ptr & 3) << 3;
  return (I32[at]! >>> shift) | ((I32[at + 1]! << 1) << (31 - shift));
}

/**
 * Words d*3 + b at `out`: band b's cells holding digit d + 1; words 28..30
 * the blanks; non-zero when a byte is above 9.
 *
 * Which cells are givens, and whether any byte is above 9, four cells a
 * step (a byte loop cost about as much as the rest of the set-up, perf on
 * one_band_10000); then each given's digit from its byte.
 */
export function givenMasks(puzzle: number, out: number): number {
  const o = out >>> 2;
  for (let k = 0; k < 27; k++) I32[o + k] = 0;
  for (let b = 0; b < 3; b++) {
    const first = puzzle + b * 27;
    let givens = 0;
    let above = 0;
    // cells 0..3, 4..7, …, 20..23, then 23..26 (cell 23 read again rather than past the band)
    for (let step = 0; step < 7; step++) {
      const cell = Math.min(step << 2, 23);
      const bytes = wordAt(first + cell);
      const low = bytes & LOW_BITS;
      const given = ((low + LOW_BITS) | bytes) & HIGH_BITS;
      givens |= ((Math.imul(given >>> 7, GATHER_BYTE_FLAGS) >>> 21) & 15) << cell;
      above |= ((low + ABOVE_NINE) | bytes) & HIGH_BITS;
    }
    if (above !== 0) return 1;
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
