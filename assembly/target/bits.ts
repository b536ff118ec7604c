/**
 * Bit builtins for the shared engine sources, AssemblyScript form (one
 * instruction each). The TypeScript form is src/engine-js/target/bits.ts.
 */

/** Number of set bits of `mask`. */
// @ts-ignore: decorator
@inline export function popcount(mask: u32): i32 { return <i32>popcnt<u32>(mask); }
/** Index of the lowest set bit of `mask` (32 when mask is 0). */
// @ts-ignore: decorator
@inline export function trailingZeros(mask: u32): i32 { return <i32>ctz<u32>(mask); }
/** Number of zero bits above the highest set bit of `mask` (32 when mask is 0). */
// @ts-ignore: decorator
@inline export function leadingZeros(mask: u32): i32 { return <i32>clz<u32>(mask); }
/** `mask` if it has at most one bit set, else 0 (a select). */
// @ts-ignore: decorator
@inline export function singleBitOrZero(mask: i32): i32 { return (mask & (mask - 1)) == 0 ? mask : 0; }
