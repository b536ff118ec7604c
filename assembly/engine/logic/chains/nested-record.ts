/**
 * The chains of nested forcing chains' steps, for hints, steps and find
 * (never while rating: only when chain-record.ts records). Their
 * propagations pause for the nested rule, which runs a whole inner chain
 * search (nested.ts) and so sits above the modules that write steps
 * (result.ts, every-step.ts, chain-record.ts). So the producer writes its
 * nested steps through here: just before each step is written, its
 * propagations are run again with the nested rule (nested-propagation.ts)
 * and chain-record.ts writes their chains, which it then hands to that
 * step. An "off" link that an inner chain made names the inner chain's
 * technique (a forcing chain or cycle) and has its rule parents as parents:
 * the links the outer chain turned off for the inner chain to exist.
 */
import { CH_PROPAGATION_A } from "./layout";
import {
  beginStepChains,
  chainRunAt,
  chainRunsCellRules,
  chainRunsDynamic,
  endPreparedChains,
  planChainRuns,
  putRunChains,
  stepChainsFailed,
} from "./chain-record";
import { propagateNested } from "./nested-propagation";
import {
  bestConclusion,
  bestFound,
  bestRegion,
  bestSourceCell,
  bestSourceDigit,
  bestSourceOn,
  bestTechnique,
  collectingEvery,
  emitBest,
} from "./result";
import { keptConclusion, keptRegion, keptSourceRef, keptStep, keptTechnique, nextPoolStep, settleKept, writeStep } from "./every-step";

/** Runs a nested step's propagations again and writes its chains, for the step written next. */
function prepareChains(technique: i32, sourceCell: i32, sourceDigit: i32, sourceOn: bool, conclusion: i32, region: i32): void {
  const runs: i32 = planChainRuns(technique, sourceCell, sourceDigit, sourceOn, region);
  if (runs == 0) return; // none planned: the step goes without chains
  beginStepChains();
  const dynamic: bool = chainRunsDynamic();
  const cellRules: bool = chainRunsCellRules();
  // The inner searches leave the planned starts alone: they write no chains.
  for (let i: i32 = 0; i < runs && !stepChainsFailed(); i++) {
    putRunChains(propagateNested(CH_PROPAGATION_A, chainRunAt(i), dynamic, cellRules), conclusion);
  }
  endPreparedChains();
}

/**
 * Writes the nested producer's steps with their chains, as result.ts
 * emitBest writes them without: the best step, or (find) every kept step
 * in SE's order. Returns true when the step list is full.
 */
export function emitNestedSteps(): bool {
  if (!collectingEvery()) {
    if (bestFound()) {
      prepareChains(bestTechnique(), bestSourceCell(), bestSourceDigit(), bestSourceOn(), bestConclusion(), bestRegion());
    }
    return emitBest();
  }
  settleKept();
  for (let index: i32 = nextPoolStep(); index >= 0; index = nextPoolStep()) {
    const r: usize = keptStep(index);
    const source: i32 = keptSourceRef(r);
    const cell: i32 = ((source >> 1) / 9) | 0;
    prepareChains(keptTechnique(r), cell, (source >> 1) - cell * 9 + 1, (source & 1) != 0, keptConclusion(r), keptRegion(r));
    if (writeStep(r, index)) return true;
  }
  return false;
}
