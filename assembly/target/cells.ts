/**
 * A 9×9 grid's 81 cell bytes to one mask per digit and band and back, for
 * the band solver (engine/band9.ts: its set-up and its solution),
 * AssemblyScript form: in the SIMD build a band's 27 cell bytes are two
 * v128 values (its cells 0..15 and 11..26 on the way out), elsewhere cells
 * are read and written one by one. The TypeScript form,
 * src/engine-js/target/cells.ts, exports the same names with the same results.
 *
 * Why: on easy puzzles the set-up was a sixth of the band solver's work
 * (givens placed one by one, ~110 instructions each), and writing the
 * solution a twentieth (a loop per digit-band over its cells, whose exit the
 * branch predictor mostly misses).
 */

/** The 27 cells of a band. */
const BAND_CELLS: i32 = (1 << 27) - 1;

/**
 * Reads the 81 cell bytes at `puzzle` (0 = blank, 1..9 a digit) and writes
 * at `out`, as i32 words: word d*3 + b the cells of band b holding digit
 * d + 1 (bit i = the band's cell i, row-major), words 28..30 the blanks of
 * bands 0..2. Returns non-zero when a byte is above 9 (then `out` may hold
 * anything). Words 27 and 31 may be overwritten. The SIMD form reads up to
 * 5 bytes past the puzzle (never past linear memory: the puzzles are far
 * below its end).
 */
export function givenMasks(puzzle: usize, out: usize): i32 {
  if (ASC_FEATURE_SIMD) {
    const nines = i8x16.splat(9);
    let above = 0;
    for (let b = 0; b < 3; b++) {
      const at = puzzle + <usize>(b * 27);
      const low = v128.load(at);
      const high = v128.load(at, 16);
      above |= i8x16.bitmask(i8x16.gt_u(low, nines)) | (i8x16.bitmask(i8x16.gt_u(high, nines)) << 16);
      const blanks = i8x16.splat(0);
      store<i32>(out + (<usize>(28 + b) << 2),
        (i8x16.bitmask(i8x16.eq(low, blanks)) | (i8x16.bitmask(i8x16.eq(high, blanks)) << 16)) & BAND_CELLS);
      for (let d = 0; d < 9; d++) {
        const digit = i8x16.splat(<i8>(d + 1));
        store<i32>(out + (<usize>(d * 3 + b) << 2),
          (i8x16.bitmask(i8x16.eq(low, digit)) | (i8x16.bitmask(i8x16.eq(high, digit)) << 16)) & BAND_CELLS);
      }
    }
    return above & BAND_CELLS;
  }
  // scalar: per band the givens as a mask first (no branch per cell: blank
  // or given is a coin toss the predictor loses), then each given's digit
  memory.fill(out, 0, 27 << 2);
  for (let b = 0; b < 3; b++) {
    const first = puzzle + <usize>(b * 27);
    let givens = 0;
    let above = 0;
    for (let bit = 0; bit < 27; bit++) {
      const v = <i32>load<u8>(first + <usize>bit);
      givens |= ((-v) >>> 31) << bit; // 1 when v != 0
      above |= 9 - v; // negative when v > 9
    }
    if (above < 0) return 1;
    store<i32>(out + (<usize>(28 + b) << 2), ~givens & BAND_CELLS);
    while (givens != 0) {
      const bit = <i32>ctz(givens);
      givens &= givens - 1;
      const at = out + (<usize>((<i32>load<u8>(first + <usize>bit) - 1) * 3 + b) << 2);
      store<i32>(at, load<i32>(at) | (1 << bit));
    }
  }
  return 0;
}

/** Byte i of a v128: bit i % 8 set (expandBits' pattern). */
// @ts-ignore: decorator
@inline function bitOfLane(): v128 { return i8x16(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128); }

/** Bit i of `mask` (i < 16) as byte i of a v128: 0xFF where set, 0 where clear. */
// @ts-ignore: decorator
@inline function expandBits(mask: i32): v128 {
  // bytes 0..7 get the mask's low byte, bytes 8..15 its second byte
  const spread = i8x16.shuffle(i32x4.splat(mask), i32x4.splat(mask), 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1);
  return i8x16.eq(v128.and(spread, bitOfLane()), bitOfLane());
}

/**
 * The cell bytes 1..9 of 16 cells from the bits of the digit index (d, for
 * digit d + 1) of each: `bit0`…`bit3` hold the cells whose index has that
 * bit set, the 16 cells from bit `from` on.
 */
// @ts-ignore: decorator
@inline function digitBytes(bit0: i32, bit1: i32, bit2: i32, bit3: i32, from: i32): v128 {
  const index = v128.or(
    v128.or(v128.and(expandBits(bit0 >>> from), i8x16.splat(1)), v128.and(expandBits(bit1 >>> from), i8x16.splat(2))),
    v128.or(v128.and(expandBits(bit2 >>> from), i8x16.splat(4)), v128.and(expandBits(bit3 >>> from), i8x16.splat(8))));
  return i8x16.add(index, i8x16.splat(1));
}

/**
 * Writes the 81 cell bytes (1..9) of a solved grid at `out` from its 27
 * digit-band masks at `masks` (word d*3 + b: the cells of band b holding
 * digit d + 1; every cell in exactly one). Writes nothing else.
 */
export function solvedCells(masks: usize, out: usize): void {
  if (ASC_FEATURE_SIMD) {
    for (let b = 0; b < 3; b++) {
      const at = masks + (<usize>b << 2);
      const d1 = load<i32>(at, 12);
      const d2 = load<i32>(at, 24);
      const d3 = load<i32>(at, 36);
      const d4 = load<i32>(at, 48);
      const d5 = load<i32>(at, 60);
      const d6 = load<i32>(at, 72);
      const d7 = load<i32>(at, 84);
      const d8 = load<i32>(at, 96);
      // per cell its digit index (0..8) as four bit masks, then as bytes
      const bit0 = d1 | d3 | d5 | d7;
      const bit1 = d2 | d3 | d6 | d7;
      const bit2 = d4 | d5 | d6 | d7;
      const cells = out + <usize>(b * 27);
      // cells 11..26 first: the two stores overlap on cells 11..15, and no byte past the band is written
      v128.store(cells, digitBytes(bit0, bit1, bit2, d8, 11), 11);
      v128.store(cells, digitBytes(bit0, bit1, bit2, d8, 0));
    }
    return;
  }
  for (let d = 0; d < 9; d++) {
    for (let b = 0; b < 3; b++) {
      let m = load<i32>(masks + (<usize>(d * 3 + b) << 2));
      while (m != 0) {
        store<u8>(out + <usize>(b * 27 + <i32>ctz(m)), <u8>(d + 1));
        m &= m - 1;
      }
    }
  }
}
