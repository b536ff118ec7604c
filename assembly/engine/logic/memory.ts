/**
 * Memory access and bit helpers for the logic engine, over the per-target
 * glue (../../target/memory, ../../target/bits): the names logic/ uses,
 * with values widened to i32/u32.
 */
import { load16, load32, load8, loadU32, store16, store32, store8, storeU32 } from "../../target/memory";
import { popcount, trailingZeros } from "../../target/bits";

/** The u8 at `ptr`. */
export function getU8(ptr: usize): i32 {
  return load8(ptr);
}
/** Stores the low 8 bits of `value` at `ptr`. */
export function setU8(ptr: usize, value: i32): void {
  store8(ptr, value);
}
/** The u16 at `ptr`. */
export function getU16(ptr: usize): i32 {
  return load16(ptr);
}
/** Stores the low 16 bits of `value` at `ptr`. */
export function setU16(ptr: usize, value: i32): void {
  store16(ptr, value);
}
/** The u32 at `ptr`. */
export function getU32(ptr: usize): u32 {
  return loadU32(ptr);
}
/** Stores `value` at `ptr`. */
export function setU32(ptr: usize, value: u32): void {
  storeU32(ptr, value);
}
/** The i32 at `ptr`. */
export function getI32(ptr: usize): i32 {
  return load32(ptr);
}
/** Stores `value` at `ptr`. */
export function setI32(ptr: usize, value: i32): void {
  store32(ptr, value);
}
/** Number of set bits of a mask. */
export function bitCount(mask: u32): i32 {
  return popcount(mask);
}
/** Index of the lowest set bit (mask ≠ 0). */
export function lowestBitIndex(mask: u32): i32 {
  return trailingZeros(mask);
}
