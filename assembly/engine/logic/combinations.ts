/**
 * k-subsets of {0..n-1} as bit masks, in Sukaku Explainer's order (its
 * Permutations class): increasing as numbers, i.e. {0,1}, {0,2}, {1,2},
 * {0,3} … (Gosper's hack). The order decides which of two equal steps is
 * found first.
 */
import { trailingZeros } from "../../target/bits";

/** The first k-subset. */
export function firstCombination(k: i32): u32 {
  return (<u32>1 << <u32>k) - 1;
}

/** The k-subset after `combination` (≥ 1 << n once they are exhausted). */
export function nextCombination(combination: u32): u32 {
  const lowest = combination & (0 - combination);
  const ripple = combination + lowest;
  const changed = combination ^ ripple;
  return ripple | ((changed >>> 2) >>> <u32>trailingZeros(lowest));
}

/**
 * Spreads a combination over the set bits of `pool`: bit i of `combination`
 * becomes the i-th lowest set bit of `pool`. Enumerating k-subsets of a
 * pool of m bits this way keeps SE's order (the mapping is increasing) and
 * skips every subset that uses a bit outside the pool.
 */
export function spreadOver(combination: u32, pool: u32): u32 {
  let result: u32 = 0;
  let rest = pool;
  let bits = combination;
  while (bits != 0 && rest != 0) {
    const low = rest & (0 - rest);
    if ((bits & 1) != 0) result |= low;
    bits = bits >>> 1;
    rest &= rest - 1;
  }
  return result;
}
