/**
 * The givens of a 9×9 puzzle as one mask per digit and band, for the band
 * solver's set-up (engine/band9.ts), AssemblyScript form: in the SIMD build
 * each band's 27 cell bytes are two v128 loads, and a digit's cells in the
 * band are two byte compares and two bitmasks; the scalar build reads byte
 * by byte. The TypeScript form, src/engine-js/target/givens.ts, exports the
 * same name with the same results.
 *
 * Why: on easy puzzles the set-up was a sixth of the band solver's work
 * (givens placed one by one, ~110 instructions each); band9 now builds the
 * starting state from these masks in one pass per digit.
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
