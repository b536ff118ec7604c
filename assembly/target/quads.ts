/**
 * Work on 16-byte groups of four i32 words ("quads") for the shared engine
 * sources, AssemblyScript form: one `v128` instruction per quad in the SIMD
 * build (asc `--enable simd`, asconfig target "release-simd"), plain i32
 * loads and stores in every other build. The TypeScript form,
 * src/engine-js/target/quads.ts, exports the same names with the same
 * results. Shared code passes pointers and gets results back in linear
 * memory or as an i32: no v128 value ever leaves this file.
 *
 * `ASC_FEATURE_SIMD` is a compile-time constant, so each build keeps one
 * branch of every `if` below and pays nothing for the other.
 *
 * The band solver (engine/band9.ts) is the user: its 27 digit-band words
 * K = d*3 + b are padded to 28, so a quad at word 3d holds digit d's three
 * bands in lanes 0..2 (lane 3 is the next digit's band 0, or padding).
 * One helper works on the same region word by word in every build
 * (clearFromBand): a band's words are 3 apart, and it is here so that V8
 * can inline it where band9 writes a placement out in place.
 */

/**
 * Bit k (k < 28) set where word k of the 7 quads at `a` and at `b` differ
 * (both regions 28 words long).
 */
// @ts-ignore: decorator
@inline export function differingWords(a: usize, b: usize): i32 {
  if (ASC_FEATURE_SIMD) {
    // the equal words, inverted once at the end: x64 has no "not equal"
    // compare, and V8 made each i32x4.ne a compare, an all-ones and a xor
    // (14 instructions fewer per call)
    const equal = i32x4.bitmask(i32x4.eq(v128.load(a), v128.load(b)))
      | (i32x4.bitmask(i32x4.eq(v128.load(a, 16), v128.load(b, 16))) << 4)
      | (i32x4.bitmask(i32x4.eq(v128.load(a, 32), v128.load(b, 32))) << 8)
      | (i32x4.bitmask(i32x4.eq(v128.load(a, 48), v128.load(b, 48))) << 12)
      | (i32x4.bitmask(i32x4.eq(v128.load(a, 64), v128.load(b, 64))) << 16)
      | (i32x4.bitmask(i32x4.eq(v128.load(a, 80), v128.load(b, 80))) << 20)
      | (i32x4.bitmask(i32x4.eq(v128.load(a, 96), v128.load(b, 96))) << 24);
    return ~equal & ((1 << 28) - 1);
  }
  // scalar: unrolled and without a branch per word (a mispredicted branch
  // per changed word cost more than the compare; against band9's old scan
  // with one, this build took 0.98x the time with a branch-free loop and
  // 0.9x unrolled, on magictour and forum_hardest)
  let mask = <i32>(load<i32>(a) != load<i32>(b));
  mask |= <i32>(load<i32>(a, 4) != load<i32>(b, 4)) << 1;
  mask |= <i32>(load<i32>(a, 8) != load<i32>(b, 8)) << 2;
  mask |= <i32>(load<i32>(a, 12) != load<i32>(b, 12)) << 3;
  mask |= <i32>(load<i32>(a, 16) != load<i32>(b, 16)) << 4;
  mask |= <i32>(load<i32>(a, 20) != load<i32>(b, 20)) << 5;
  mask |= <i32>(load<i32>(a, 24) != load<i32>(b, 24)) << 6;
  mask |= <i32>(load<i32>(a, 28) != load<i32>(b, 28)) << 7;
  mask |= <i32>(load<i32>(a, 32) != load<i32>(b, 32)) << 8;
  mask |= <i32>(load<i32>(a, 36) != load<i32>(b, 36)) << 9;
  mask |= <i32>(load<i32>(a, 40) != load<i32>(b, 40)) << 10;
  mask |= <i32>(load<i32>(a, 44) != load<i32>(b, 44)) << 11;
  mask |= <i32>(load<i32>(a, 48) != load<i32>(b, 48)) << 12;
  mask |= <i32>(load<i32>(a, 52) != load<i32>(b, 52)) << 13;
  mask |= <i32>(load<i32>(a, 56) != load<i32>(b, 56)) << 14;
  mask |= <i32>(load<i32>(a, 60) != load<i32>(b, 60)) << 15;
  mask |= <i32>(load<i32>(a, 64) != load<i32>(b, 64)) << 16;
  mask |= <i32>(load<i32>(a, 68) != load<i32>(b, 68)) << 17;
  mask |= <i32>(load<i32>(a, 72) != load<i32>(b, 72)) << 18;
  mask |= <i32>(load<i32>(a, 76) != load<i32>(b, 76)) << 19;
  mask |= <i32>(load<i32>(a, 80) != load<i32>(b, 80)) << 20;
  mask |= <i32>(load<i32>(a, 84) != load<i32>(b, 84)) << 21;
  mask |= <i32>(load<i32>(a, 88) != load<i32>(b, 88)) << 22;
  mask |= <i32>(load<i32>(a, 92) != load<i32>(b, 92)) << 23;
  mask |= <i32>(load<i32>(a, 96) != load<i32>(b, 96)) << 24;
  mask |= <i32>(load<i32>(a, 100) != load<i32>(b, 100)) << 25;
  mask |= <i32>(load<i32>(a, 104) != load<i32>(b, 104)) << 26;
  mask |= <i32>(load<i32>(a, 108) != load<i32>(b, 108)) << 27;
  return mask;
}

/**
 * Over 9 rows of 3 words each at `rows` (row r at word 3r; a 4th word is
 * read after the last row), per column c = 0..2: the bits set in at least
 * one row → word c at `out`, in at least two rows → word 4 + c, in at least
 * three rows → word 8 + c. Words 3, 7 and 11 of `out` may be overwritten;
 * the rows' region must be 28 words. Unrolled (asc does not unroll loops):
 * it runs once per propagation, for the naked singles, whose counts the
 * branch choice then reuses.
 */
// @ts-ignore: decorator
@inline export function seenTwiceThrice(rows: usize, out: usize): void {
  if (ASC_FEATURE_SIMD) {
    let one = v128.load(rows);
    let m = v128.load(rows, 12);
    let two = v128.and(one, m);
    one = v128.or(one, m);
    m = v128.load(rows, 24);
    let three = v128.and(two, m);
    two = v128.or(two, v128.and(one, m));
    one = v128.or(one, m);
    m = v128.load(rows, 36);
    three = v128.or(three, v128.and(two, m));
    two = v128.or(two, v128.and(one, m));
    one = v128.or(one, m);
    m = v128.load(rows, 48);
    three = v128.or(three, v128.and(two, m));
    two = v128.or(two, v128.and(one, m));
    one = v128.or(one, m);
    m = v128.load(rows, 60);
    three = v128.or(three, v128.and(two, m));
    two = v128.or(two, v128.and(one, m));
    one = v128.or(one, m);
    m = v128.load(rows, 72);
    three = v128.or(three, v128.and(two, m));
    two = v128.or(two, v128.and(one, m));
    one = v128.or(one, m);
    m = v128.load(rows, 84);
    three = v128.or(three, v128.and(two, m));
    two = v128.or(two, v128.and(one, m));
    one = v128.or(one, m);
    m = v128.load(rows, 96);
    three = v128.or(three, v128.and(two, m));
    two = v128.or(two, v128.and(one, m));
    one = v128.or(one, m);
    v128.store(out, one);
    v128.store(out, two, 16);
    v128.store(out, three, 32);
    return;
  }
  // scalar: per column, the 9 rows unrolled
  for (let c = 0; c < 3; c++) {
    const at = rows + (<usize>c << 2);
    let one = load<i32>(at);
    let m = load<i32>(at, 12);
    let two = one & m;
    one |= m;
    m = load<i32>(at, 24);
    let three = two & m;
    two |= one & m;
    one |= m;
    m = load<i32>(at, 36);
    three |= two & m;
    two |= one & m;
    one |= m;
    m = load<i32>(at, 48);
    three |= two & m;
    two |= one & m;
    one |= m;
    m = load<i32>(at, 60);
    three |= two & m;
    two |= one & m;
    one |= m;
    m = load<i32>(at, 72);
    three |= two & m;
    two |= one & m;
    one |= m;
    m = load<i32>(at, 84);
    three |= two & m;
    two |= one & m;
    one |= m;
    m = load<i32>(at, 96);
    three |= two & m;
    two |= one & m;
    one |= m;
    store<i32>(out + (<usize>c << 2), one);
    store<i32>(out + (<usize>(4 + c) << 2), two);
    store<i32>(out + (<usize>(8 + c) << 2), three);
  }
}

/** Copies `quads` quads from `source` to `target` (the ranges must not overlap). */
// @ts-ignore: decorator
@inline export function copyQuads(target: usize, source: usize, quads: i32): void {
  if (ASC_FEATURE_SIMD) {
    for (let q = 0; q < quads; q++) {
      const offset = <usize>q << 4;
      v128.store(target + offset, v128.load(source + offset));
    }
    return;
  }
  memory.copy(target, source, <usize>quads << 4);
}

/**
 * Clears `cells` from the 9 words b, b + 3, …, b + 24 of the 28 words at
 * `words` (band b's digit-bands, b = 0..2): the cells leave every digit.
 * Unrolled (asc unrolls no loop). Scalar in every build: the words between
 * belong to the other bands, so a v128 form would load and store 28 words
 * for 9 (not tried).
 */
// @ts-ignore: decorator
@inline export function clearFromBand(words: usize, b: i32, cells: i32): void {
  const at = words + (<usize>b << 2);
  const keep = ~cells;
  store<i32>(at, load<i32>(at) & keep);
  store<i32>(at, load<i32>(at, 12) & keep, 12);
  store<i32>(at, load<i32>(at, 24) & keep, 24);
  store<i32>(at, load<i32>(at, 36) & keep, 36);
  store<i32>(at, load<i32>(at, 48) & keep, 48);
  store<i32>(at, load<i32>(at, 60) & keep, 60);
  store<i32>(at, load<i32>(at, 72) & keep, 72);
  store<i32>(at, load<i32>(at, 84) & keep, 84);
  store<i32>(at, load<i32>(at, 96) & keep, 96);
}
