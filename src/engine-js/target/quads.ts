/**
 * Work on 16-byte groups of four i32 words ("quads") for the shared engine
 * sources, TypeScript form: the same names and results as
 * assembly/target/quads.ts (read that file for what each does; its SIMD
 * build uses v128 there), in plain scalar JS over the JS engine's memory.
 */
import { memoryBuffer } from './memory.js';

// A view of its own, not memory.ts's: V8 folds a module's own constant into
// the code, but reads an imported binding on every access.
const I32 = new Int32Array(memoryBuffer);

/**
 * Bit k (k < 28) set where word k of the 28-word regions at `a` and `b`
 * differ. Unrolled by hand, branch-free, and with no helper call: a loop
 * with a (mispredicted) branch per changed word cost the JS engine 8% on
 * forum_hardest, a loop without one 1.5%, a helper per word (not inlined
 * 28 times) 17%. `(d | -d) >>> 31` is 1 exactly when d != 0.
 */
export function differingWords(a: number, b: number): number {
  const x = a >>> 2;
  const y = b >>> 2;
  let d = I32[x]! ^ I32[y]!;
  let mask = (d | -d) >>> 31;
  d = I32[x + 1]! ^ I32[y + 1]!; mask |= ((d | -d) >>> 31) << 1;
  d = I32[x + 2]! ^ I32[y + 2]!; mask |= ((d | -d) >>> 31) << 2;
  d = I32[x + 3]! ^ I32[y + 3]!; mask |= ((d | -d) >>> 31) << 3;
  d = I32[x + 4]! ^ I32[y + 4]!; mask |= ((d | -d) >>> 31) << 4;
  d = I32[x + 5]! ^ I32[y + 5]!; mask |= ((d | -d) >>> 31) << 5;
  d = I32[x + 6]! ^ I32[y + 6]!; mask |= ((d | -d) >>> 31) << 6;
  d = I32[x + 7]! ^ I32[y + 7]!; mask |= ((d | -d) >>> 31) << 7;
  d = I32[x + 8]! ^ I32[y + 8]!; mask |= ((d | -d) >>> 31) << 8;
  d = I32[x + 9]! ^ I32[y + 9]!; mask |= ((d | -d) >>> 31) << 9;
  d = I32[x + 10]! ^ I32[y + 10]!; mask |= ((d | -d) >>> 31) << 10;
  d = I32[x + 11]! ^ I32[y + 11]!; mask |= ((d | -d) >>> 31) << 11;
  d = I32[x + 12]! ^ I32[y + 12]!; mask |= ((d | -d) >>> 31) << 12;
  d = I32[x + 13]! ^ I32[y + 13]!; mask |= ((d | -d) >>> 31) << 13;
  d = I32[x + 14]! ^ I32[y + 14]!; mask |= ((d | -d) >>> 31) << 14;
  d = I32[x + 15]! ^ I32[y + 15]!; mask |= ((d | -d) >>> 31) << 15;
  d = I32[x + 16]! ^ I32[y + 16]!; mask |= ((d | -d) >>> 31) << 16;
  d = I32[x + 17]! ^ I32[y + 17]!; mask |= ((d | -d) >>> 31) << 17;
  d = I32[x + 18]! ^ I32[y + 18]!; mask |= ((d | -d) >>> 31) << 18;
  d = I32[x + 19]! ^ I32[y + 19]!; mask |= ((d | -d) >>> 31) << 19;
  d = I32[x + 20]! ^ I32[y + 20]!; mask |= ((d | -d) >>> 31) << 20;
  d = I32[x + 21]! ^ I32[y + 21]!; mask |= ((d | -d) >>> 31) << 21;
  d = I32[x + 22]! ^ I32[y + 22]!; mask |= ((d | -d) >>> 31) << 22;
  d = I32[x + 23]! ^ I32[y + 23]!; mask |= ((d | -d) >>> 31) << 23;
  d = I32[x + 24]! ^ I32[y + 24]!; mask |= ((d | -d) >>> 31) << 24;
  d = I32[x + 25]! ^ I32[y + 25]!; mask |= ((d | -d) >>> 31) << 25;
  d = I32[x + 26]! ^ I32[y + 26]!; mask |= ((d | -d) >>> 31) << 26;
  d = I32[x + 27]! ^ I32[y + 27]!; mask |= ((d | -d) >>> 31) << 27;
  return mask;
}

/**
 * Over 9 rows of 3 words at `rows`, per column c: bits in at least one row
 * → word c at `out`, in at least two → word 4 + c.
 */
export function seenOnceTwice(rows: number, out: number): void {
  const r = rows >>> 2;
  const o = out >>> 2;
  for (let c = 0; c < 3; c++) {
    let one = I32[r + c]!;
    let two = 0;
    for (let k = r + c + 3; k < r + 27; k += 3) {
      const m = I32[k]!;
      two |= one & m;
      one |= m;
    }
    I32[o + c] = one;
    I32[o + 4 + c] = two;
  }
}

/** As seenOnceTwice, plus bits in at least three rows → word 8 + c. */
export function seenTwiceThrice(rows: number, out: number): void {
  const r = rows >>> 2;
  const o = out >>> 2;
  for (let c = 0; c < 3; c++) {
    let one = 0;
    let two = 0;
    let three = 0;
    for (let k = r + c; k < r + 27; k += 3) {
      const m = I32[k]!;
      three |= two & m;
      two |= one & m;
      one |= m;
    }
    I32[o + c] = one;
    I32[o + 4 + c] = two;
    I32[o + 8 + c] = three;
  }
}

/** Copies `quads` quads from `source` to `target` (the ranges must not overlap). */
export function copyQuads(target: number, source: number, quads: number): void {
  // Its own loop rather than memory.ts's copyWords (same words copied): the
  // call with copyWords' overlap check measured 2–6% slower on magictour and
  // forum_hardest, in both orders.
  const to = target >>> 2;
  const from = source >>> 2;
  const words = quads << 2;
  for (let k = 0; k < words; k++) I32[to + k] = I32[from + k]!;
}
