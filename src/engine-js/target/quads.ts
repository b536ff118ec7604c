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
 * differ. Branch-free, two words a turn, each compared with `!==` and the
 * boolean taken as 0 or 1 (`| 0`: V8 keeps it a setcc, no branch): small
 * enough (113 bytes of bytecode on Node 20) that V8 inlines it into band9's
 * propagate, where the pointers are constants. Against the xor form
 * (`(d | -d) >>> 31` per word, 129 bytes), 8% less time in a loop of its
 * own and fewer instructions in propagate (docs/performance.md, The JS
 * engine). Against the fully unrolled form, which V8 would not inline:
 * 2% fewer instructions on magictour (callgrind); four words a turn is too
 * big to be inlined, one a turn measured 2–3% slower. (A branch per changed
 * word cost 8% on forum_hardest.)
 */
export function differingWords(a: number, b: number): number {
  // (the view in a local: 15 bytes less bytecode than four reads of the
  // module constant, each with its hole check; room in propagate's inlining
  // budget, see clearFromBand)
  const memory = I32;
  const x = a >>> 2;
  const y = b >>> 2;
  let mask = 0;
  for (let k = 0; k < 28; k += 2) {
    mask |= ((+(memory[x + k] !== memory[y + k])) | ((+(memory[x + k + 1] !== memory[y + k + 1])) << 1)) << k;
  }
  return mask;
}

/**
 * Over 9 rows of 3 words at `rows`, per column c: bits in at least one row
 * → word c at `out`, in at least two → word 4 + c, in at least three →
 * word 8 + c. The three columns in one loop over the rows (nine turns, not
 * three loops of nine): 1.8% fewer instructions on magictour (callgrind),
 * 1.5–2% faster on magictour and forum_hardest (jsonly, both orders).
 */
export function seenTwiceThrice(rows: number, out: number): void {
  const r = rows >>> 2;
  const o = out >>> 2;
  let one0 = 0;
  let one1 = 0;
  let one2 = 0;
  let two0 = 0;
  let two1 = 0;
  let two2 = 0;
  let three0 = 0;
  let three1 = 0;
  let three2 = 0;
  for (let k = r; k < r + 27; k += 3) {
    const m0 = I32[k]!;
    const m1 = I32[k + 1]!;
    const m2 = I32[k + 2]!;
    three0 |= two0 & m0;
    two0 |= one0 & m0;
    one0 |= m0;
    three1 |= two1 & m1;
    two1 |= one1 & m1;
    one1 |= m1;
    three2 |= two2 & m2;
    two2 |= one2 & m2;
    one2 |= m2;
  }
  I32[o] = one0;
  I32[o + 1] = one1;
  I32[o + 2] = one2;
  I32[o + 4] = two0;
  I32[o + 5] = two1;
  I32[o + 6] = two2;
  I32[o + 8] = three0;
  I32[o + 9] = three1;
  I32[o + 10] = three2;
}

/**
 * Copies `quads` quads from `source` to `target` (the ranges must not overlap).
 * @inline-js written in place at each call of the engine's copy (scripts/engine-js-inline.mjs)
 */
export function copyQuads(target: number, source: number, quads: number): void {
  // Its own loop rather than memory.ts's copyWords (same words copied): the
  // call with copyWords' overlap check measured 2–6% slower on magictour and
  // forum_hardest, in both orders.
  // A quad a turn, not a word: a quarter of the loop's turns, each with its
  // stack check (band9's save and restore: 7 quads of state and 1 of
  // unsolved cells, some 5 saves a puzzle on one_band_10000).
  const to = target >>> 2;
  const from = source >>> 2;
  const words = quads << 2;
  for (let k = 0; k < words; k += 4) {
    I32[to + k] = I32[from + k]!;
    I32[to + k + 1] = I32[from + k + 1]!;
    I32[to + k + 2] = I32[from + k + 2]!;
    I32[to + k + 3] = I32[from + k + 3]!;
  }
}

/**
 * Clears `cells` from the 9 words b, b + 3, …, b + 24 of the 28 words at `words` (band b's digit-bands).
 *
 * V8 stops inlining into a function once the bytecode it has inlined there
 * reaches 920 bytes (--max-inlined-bytecode-size-cumulative), every
 * i32At/setI32At counted (20/25 bytes). band9's propagate spends ~720 on
 * accessors, which leaves room for differingWords (129) but not for this
 * (316): check with `node --trace-turbo-inlining` after changing either.
 * A 9-turn loop (60 bytes) is inlined instead of differingWords, and that
 * measured slower (magictour 9.7 against 9.6 µs, separate runs). Hence:
 * @inline-js written in place at each call of the engine's copy (scripts/engine-js-inline.mjs)
 */
export function clearFromBand(words: number, b: number, cells: number): void {
  const at = (words >>> 2) + b;
  const keep = ~cells;
  I32[at] = I32[at]! & keep;
  I32[at + 3] = I32[at + 3]! & keep;
  I32[at + 6] = I32[at + 6]! & keep;
  I32[at + 9] = I32[at + 9]! & keep;
  I32[at + 12] = I32[at + 12]! & keep;
  I32[at + 15] = I32[at + 15]! & keep;
  I32[at + 18] = I32[at + 18]! & keep;
  I32[at + 21] = I32[at + 21]! & keep;
  I32[at + 24] = I32[at + 24]! & keep;
}
