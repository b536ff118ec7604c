/**
 * Runs of digit bytes to cell values and back, TypeScript form: the same
 * names and results as assembly/target/bytes.ts (read that file for what
 * each does; its SIMD build goes 16 bytes a step), a word a step over the
 * JS engine's memory.
 */
import { memoryBuffer } from './memory.js';

// A view of its own, not memory.ts's: V8 folds a module's own constant into
// the code, but reads an imported binding on every access.
const I32 = new Int32Array(memoryBuffer);

const LANES = 0x01010101;
const LOW_BITS = 0x7f7f7f7f;
const HIGH_BITS = ~LOW_BITS;

/** Blanks and digits at `from` as cell values at `to`, a word a step; how many bytes were read (see the AssemblyScript form). */
export function readDigits(from: number, to: number, count: number, blank: number, zero: number, top: number): number {
  const words = count >>> 2;
  const source = from >>> 2;
  const target = to >>> 2;
  const blankWord = LANES * blank;
  const zeroWord = LANES * zero;
  const pastWord = LANES * (zero + top + 1);
  const lift = zero - blank;
  let k = 0;
  for (; k < words; k++) {
    const bytes = I32[source + k]!;
    const fromBlank = bytes ^ blankWord;
    const other = ((fromBlank & LOW_BITS) + LOW_BITS) | fromBlank;
    const digits = (bytes + ((~other & HIGH_BITS) >>> 7) * lift) | HIGH_BITS;
    // Beyond 32 bits in JS, but only bitwise operators read them: the same low 32 bits as in WASM.
    const fromZero = digits - zeroWord;
    const past = digits - pastWord;
    if (((~fromZero | past | bytes) & HIGH_BITS) !== 0) break;
    I32[target + k] = fromZero & LOW_BITS;
  }
  return k << 2;
}

/** Cell values at `from` as the bytes `zero + value` at `to`, the `count & ~3` first; returns `count & ~3`. */
export function writeDigits(from: number, to: number, count: number, zero: number): number {
  const words = count >>> 2;
  const source = from >>> 2;
  const target = to >>> 2;
  const zeroWord = LANES * zero;
  for (let k = 0; k < words; k++) I32[target + k] = I32[source + k]! + zeroWord;
  return words << 2;
}
