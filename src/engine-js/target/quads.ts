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
 * differ. Branch-free, two words a turn: small enough (bytecode) that V8
 * inlines it at both of band9 propagate's call sites, where the pointers
 * are constants. Against the fully unrolled form, which V8 would not inline:
 * 2% fewer instructions on magictour (callgrind), 1–2% faster (jsonly,
 * both orders); four words a turn is inlined at one site only, one a turn
 * measured 2–3% slower. (A branch per changed word cost 8% on
 * forum_hardest.) `(d | -d) >>> 31` is 1 exactly when d != 0.
 */
export function differingWords(a: number, b: number): number {
  const x = a >>> 2;
  const y = b >>> 2;
  let mask = 0;
  for (let k = 0; k < 28; k += 2) {
    const d0 = I32[x + k]! ^ I32[y + k]!;
    const d1 = I32[x + k + 1]! ^ I32[y + k + 1]!;
    mask |= (((d0 | -d0) >>> 31) | (((d1 | -d1) >>> 31) << 1)) << k;
  }
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
