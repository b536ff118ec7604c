/**
 * The dig order: the orbit representatives in the order their removal is
 * tried, one per dig step. It starts as a shuffle of every orbit and grows
 * when a removal is put off (dig.ts), so it runs on past GEN_MAX_CELLS
 * steps into a second region (GEN_ORDER_MORE_PTR).
 */
import { GEN_ORDER_BYTES, GEN_ORDER_MORE_PTR, GEN_ORDER_PTR } from "./layout";
import { load16, store16 } from "../../target/memory";

/** Steps the first region holds (GEN_MAX_CELLS, rounded up to whole 64-byte lines). */
const FIRST_REGION_STEPS: i32 = <i32>(GEN_ORDER_BYTES >>> 1);

/** The representative of the orbit tried at dig step `step`. */
export function orbitAt(step: i32): i32 {
  if (step < FIRST_REGION_STEPS) return load16(GEN_ORDER_PTR + (<usize>step << 1));
  return load16(GEN_ORDER_MORE_PTR + (<usize>(step - FIRST_REGION_STEPS) << 1));
}

/** Sets the orbit tried at dig step `step` to the one of `cell`. */
export function setOrbitAt(step: i32, cell: i32): void {
  if (step < FIRST_REGION_STEPS) store16(GEN_ORDER_PTR + (<usize>step << 1), cell);
  else store16(GEN_ORDER_MORE_PTR + (<usize>(step - FIRST_REGION_STEPS) << 1), cell);
}
