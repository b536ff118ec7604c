/**
 * Bit builtins for the shared engine sources, TypeScript form: the same
 * names and results as assembly/target/bits.ts, for masks read as u32.
 */

/**
 * Math.clz32 as a module constant: V8 still compiles a call of it to one
 * instruction, and trailingZeros' bytecode is smaller without the property
 * load (band9's propagate inlines it twice within a tight budget: see
 * quads.ts clearFromBand).
 */
const clz32 = Math.clz32;

/** Number of set bits of `mask` (SWAR: counts in 2-, 4-, 8-bit groups, then the bytes summed). */
export function popcount(mask: number): number {
  let x = mask - ((mask >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
/**
 * Index of the lowest set bit of `mask` (32 when mask is 0): the bits below
 * the lowest set bit, counted as 32 minus the leading zeros of that run of
 * ones (no branch, and the 0 case falls out as -1 → 32).
 */
export function trailingZeros(mask: number): number {
  return 32 - clz32((mask & -mask) - 1);
}
/** Number of zero bits above the highest set bit of `mask` (32 when mask is 0). */
export function leadingZeros(mask: number): number {
  return clz32(mask);
}
/**
 * `mask` if it has at most one bit set, else 0. Branch-free: V8 compiles the
 * AssemblyScript form's ternary to a branch (no cmov), which band9's hidden
 * singles mispredict (that ternary cost the JS engine 10% on magictour).
 * `(rest | -rest) >> 31` is -1 exactly when rest != 0.
 */
export function singleBitOrZero(mask: number): number {
  const rest = mask & (mask - 1);
  return mask & ~((rest | -rest) >> 31);
}
