/**
 * Runs of digit bytes to cell values and back, for the text of one-line
 * puzzles (engine/text.ts), AssemblyScript form: 16 bytes per v128
 * instruction in the SIMD build, a word (4 bytes) a step with arithmetic on
 * the whole word elsewhere. The TypeScript form, src/engine-js/target/bytes.ts,
 * exports the same names with the same results.
 *
 * Why here and not in text.ts: a line is read and written once per puzzle
 * string, and per byte a table lookup was most of the API layer's own work
 * (callgrind, 81-symbol lines: reading ~1,000 instructions in WASM, ~2,200
 * in the JS engine, where every memory access of the shared code is a
 * typed-array access through an imported binding).
 *
 * Bytes < 0x80 only: the callers (text.ts learnSymbols) check that the blank,
 * the zero digit and the digits up to `zero + top + 1` are all below 0x80.
 */

/** 0x01 in every byte of a word: `LANES * b` is b in every byte. */
const LANES: i32 = 0x01010101;
/** The low seven bits of every byte. */
const LOW_BITS: i32 = 0x7f7f7f7f;
/** The top bit of every byte. */
const HIGH_BITS: i32 = ~LOW_BITS;

/**
 * Reads the bytes at `from` as cell values while they are blanks or digits
 * (`blank` → 0, `zero + v` → v for v ≤ `top`) and writes the values at
 * `to`, in steps (16 bytes with SIMD, else 4) over at most `count & ~3`
 * bytes; stops before the first step that holds any other byte. Returns how
 * many bytes it read (a multiple of 4). `from` and `to` 4-aligned;
 * blank < zero.
 */
export function readDigits(from: usize, to: usize, count: i32, blank: i32, zero: i32, top: i32): i32 {
  let i = 0;
  if (ASC_FEATURE_SIMD) {
    const blanks = i8x16.splat(<i8>blank);
    const zeros = i8x16.splat(<i8>zero);
    const tops = i8x16.splat(<i8>top);
    for (; i + 16 <= count; i += 16) {
      const bytes = v128.load(from + <usize>i);
      // Blanks become zeros; then a byte below the zero digit wraps to ≥ 0x80, beyond `top` too.
      const values = i8x16.sub(v128.bitselect(zeros, bytes, i8x16.eq(bytes, blanks)), zeros);
      if (v128.any_true(i8x16.gt_u(values, tops))) return i;
      v128.store(to + <usize>i, values);
    }
  }
  const whole = count & ~3;
  const blankWord = LANES * blank;
  const zeroWord = LANES * zero;
  const pastWord = LANES * (zero + top + 1);
  const lift = zero - blank;
  for (; i < whole; i += 4) {
    const bytes = load<i32>(from + <usize>i);
    // `other`: the top bit set in every byte that is not a blank; blanks then become zeros.
    const fromBlank = bytes ^ blankWord;
    const other = ((fromBlank & LOW_BITS) + LOW_BITS) | fromBlank;
    const digits = (bytes + ((~other & HIGH_BITS) >>> 7) * lift) | HIGH_BITS;
    // With every top bit set nothing borrows across bytes: the top bit stays
    // in `fromZero` where the byte is at least the zero digit, in `past`
    // where it is beyond the last digit allowed.
    const fromZero = digits - zeroWord;
    const past = digits - pastWord;
    if (((~fromZero | past | bytes) & HIGH_BITS) != 0) return i;
    store<i32>(to + <usize>i, fromZero & LOW_BITS);
  }
  return i;
}

/**
 * Writes the cell values 0..9 at `from` as the bytes `zero + value` at `to`,
 * in steps (16 bytes with SIMD, else 4) over the `count & ~3` first; returns
 * how many it wrote (`count & ~3`). `from` and `to` 4-aligned.
 */
export function writeDigits(from: usize, to: usize, count: i32, zero: i32): i32 {
  const whole = count & ~3;
  let i = 0;
  if (ASC_FEATURE_SIMD) {
    const zeros = i8x16.splat(<i8>zero);
    for (; i + 16 <= whole; i += 16) v128.store(to + <usize>i, i8x16.add(v128.load(from + <usize>i), zeros));
  }
  const zeroWord = LANES * zero;
  for (; i < whole; i += 4) store<i32>(to + <usize>i, load<i32>(from + <usize>i) + zeroWord);
  return whole;
}
