/**
 * The chain slots (registry.ts SLOT_ALIGNED_PAIR_EXCLUSION..SLOT_NESTED_FORCING_CHAINS):
 * one `case` per slot, calling that slot's finder. Owned by the chains
 * helper. Dynamic forcing chains (+) and nested forcing chains have no
 * finder yet: those slots find nothing, so a puzzle that needs them is
 * rated 20.0 (SE's "beyond solver") rather than given a wrong rating.
 *
 * The forcing-chain finders report only their easiest step to the walk and
 * hints (SE sorts its chain hints and applies the first; they prune what
 * cannot beat it); when `find` asks for more than one step they list every
 * step, one per conclusion, in SE's order (result.ts, every-step.ts). The
 * aligned exclusions report every instance in SE's order.
 */
import { findAlignedPairExclusions, findAlignedTripletExclusions } from "./aligned";
import { findForcingChainsAndCycles } from "./cycles";
import { findDynamicForcingChains, findMultipleForcingChains, findNishioForcingChains } from "./forcing";
import {
  SLOT_ALIGNED_PAIR_EXCLUSION,
  SLOT_ALIGNED_TRIPLET_EXCLUSION,
  SLOT_DYNAMIC_FORCING_CHAINS,
  SLOT_FORCING_CHAINS_CYCLES,
  SLOT_MULTIPLE_FORCING_CHAINS,
  SLOT_NISHIO,
} from "../registry";

/** Runs a chain slot's finder; true when the step list became full. */
export function runChainSlot(slot: i32): bool {
  switch (slot) {
    case SLOT_ALIGNED_PAIR_EXCLUSION: return findAlignedPairExclusions();
    case SLOT_FORCING_CHAINS_CYCLES: return findForcingChainsAndCycles();
    case SLOT_ALIGNED_TRIPLET_EXCLUSION: return findAlignedTripletExclusions();
    case SLOT_NISHIO: return findNishioForcingChains();
    case SLOT_MULTIPLE_FORCING_CHAINS: return findMultipleForcingChains();
    case SLOT_DYNAMIC_FORCING_CHAINS: return findDynamicForcingChains();
    default: return false;
  }
}
