/**
 * Memory access and bit helpers for the logic engine: the per-target glue
 * (../../target/memory, ../../target/bits) under the names logic/ uses.
 * Re-exported, not wrapped: the glue already has exactly these signatures
 * (values widened to i32/u32), and a wrapper per access doubled the call
 * depth the JS engine's JIT must inline before the hot loops run fast.
 */
export {
  load8 as getU8,
  store8 as setU8,
  load16 as getU16,
  store16 as setU16,
  loadU32 as getU32,
  storeU32 as setU32,
  load32 as getI32,
  store32 as setI32,
} from "../../target/memory";
export { popcount as bitCount, trailingZeros as lowestBitIndex } from "../../target/bits";
