/**
 * The chain slots (registry.ts SLOT_ALIGNED_PAIR_EXCLUSION..SLOT_NESTED_FORCING_CHAINS):
 * one `case` per slot, calling that slot's finder. Owned by the chains
 * helper; it starts empty (every chain slot finds nothing).
 */

/** Runs a chain slot's finder; true when the step list became full. */
export function runChainSlot(slot: i32): bool {
  switch (slot) {
    default: return false;
  }
}
