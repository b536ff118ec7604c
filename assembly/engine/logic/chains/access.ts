/**
 * Memory access for the chain techniques' shared code. A stand-in until the
 * per-target glue of the one-source mechanism (issue #12, `target/memory`
 * and `target/bits`) lands: then these bodies call it and nothing else in
 * chains/ changes. Values are widened to i32 so callers never do u8/u16
 * arithmetic.
 */

/** The u8 at `ptr`. */
export function getU8(ptr: usize): i32 {
  return <i32>load<u8>(ptr);
}
/** Stores the low 8 bits of `value` at `ptr`. */
export function setU8(ptr: usize, value: i32): void {
  store<u8>(ptr, <u8>value);
}
/** The u16 at `ptr`. */
export function getU16(ptr: usize): i32 {
  return <i32>load<u16>(ptr);
}
/** Stores the low 16 bits of `value` at `ptr`. */
export function setU16(ptr: usize, value: i32): void {
  store<u16>(ptr, <u16>value);
}
/** The i32 at `ptr`. */
export function getI32(ptr: usize): i32 {
  return load<i32>(ptr);
}
/** Stores `value` at `ptr`. */
export function setI32(ptr: usize, value: i32): void {
  store<i32>(ptr, value);
}
/** Number of set bits of `mask`. */
export function bitCount(mask: i32): i32 {
  return <i32>popcnt<i32>(mask);
}
/** Index of the lowest set bit of `mask` (32 when `mask` is 0). */
export function lowBitIndex(mask: i32): i32 {
  return <i32>ctz<i32>(mask);
}
