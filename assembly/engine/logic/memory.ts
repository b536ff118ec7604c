/**
 * Memory access and bit helpers for the logic engine's shared code. A
 * stand-in until the per-target glue of the one-source mechanism (issue #12,
 * `target/memory`, `target/bits`) lands: then these bodies call it and
 * nothing else in logic/ changes. Values are widened to i32/u32.
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
/** The u32 at `ptr`. */
export function getU32(ptr: usize): u32 {
  return load<u32>(ptr);
}
/** Stores `value` at `ptr`. */
export function setU32(ptr: usize, value: u32): void {
  store<u32>(ptr, value);
}
/** The i32 at `ptr`. */
export function getI32(ptr: usize): i32 {
  return load<i32>(ptr);
}
/** Stores `value` at `ptr`. */
export function setI32(ptr: usize, value: i32): void {
  store<i32>(ptr, value);
}
/** Number of set bits of a mask. */
export function bitCount(mask: u32): i32 {
  return <i32>popcnt<u32>(mask);
}
/** Index of the lowest set bit (mask ≠ 0). */
export function lowestBitIndex(mask: u32): i32 {
  return <i32>ctz<u32>(mask);
}
