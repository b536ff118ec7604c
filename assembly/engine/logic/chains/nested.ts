/**
 * Nested forcing chains, Sukaku Explainer v1.15.10's chaining level 2
 * (Chaining.getAdvancedPotentials): a dynamic forcing chain whose
 * propagation, when the unit rules and the four advanced rules of level 1
 * (advanced-offs.ts) give nothing more, runs SE's "Forcing Chains & Cycles"
 * on its working grid (forcing.ts drives the pause and resume). Every step
 * of the inner search, easiest first
 * (difficulty, complexity, kind, order found; one per conclusion), that has
 * rule parents (nested-offers.ts) turns what it removes into "off" nodes of
 * the outer chain, with those parents; the first to remove a candidate
 * wins.
 *
 * A step of the outer chain then weighs more: its complexity is its own node
 * count plus, once per distinct inner chain among the ancestors of its
 * conclusion, that inner chain's complexity (SE's getNestedComplexity).
 *
 * The inner search reuses the chain techniques' memory: chain-frames.ts
 * keeps the outer search's live memory aside while it runs.
 */
import {
  DISTINCT_INDEX,
  DISTINCT_INDEX_SLOTS,
  NEST_DISTINCT,
  NEST_DISTINCT_CAPACITY,
  NEST_OFFER_HASH,
  NEST_OFFER_LEN,
  NEST_OFFER_PARENTS,
  NEST_OFFER_START,
  NEST_STACK,
  NEST_VISIT,
} from "./nested-layout";
import { CAND_WORDS, CH_BASE_GRID, CH_BASE_PLACES, CH_WORK_GRID, CH_WORK_PLACES } from "./layout";
import { trailingZeros } from "../../../target/bits";
import {
  addDistinctCounted,
  distinctCountSets,
  distinctCounted,
  nestedNodeComplexity,
  nestedNodeHash,
  runHasNestedNodes,
  setDistinctCounted,
  setNestedHint,
} from "./nested-nodes";
import { copyWords, load16, load32, store16, store32 } from "../../../target/memory";
import { frameDepth, popChainFrame, pushChainFrame } from "./chain-frames";
import { setListingEvery } from "./result";
import { keptComplexity, keptEliminationWord, keptOrder, keptStep, keptStepBefore, keptSteps, keptTechnique, settleKept } from "./every-step";
import { listForcingChainsAndCycles } from "./cycles";
import { innerOffersOverflowed, resetInnerOffers } from "./nested-offers";
import {
  ADVANCED_OVERFLOW,
  addParent,
  addRemoval,
  advancedItemCount,
  advancedOverflowed,
  beginAdvancedRule,
  beginHint,
  endHint,
} from "./advanced-offs";
import { T_X_CYCLE } from "../techniques";
import { advancedCauseOf, ancestorCount, nextRunStamp, parentAt, parentCount, parentStart } from "./implications";

/**
 * Sorts the kept inner steps into SE's order (indices at NEST_STACK);
 * returns how many. Each step's place is found by bisection: the order is
 * total (no two kept steps share their order found), so this is the
 * insertion sort's result with a logarithmic number of comparisons.
 */
function sortKept(): i32 {
  const count: i32 = keptSteps();
  for (let i: i32 = 0; i < count; i++) {
    const step: usize = keptStep(i);
    let low: i32 = 0;
    let high: i32 = i;
    while (low < high) {
      const mid: i32 = (low + high) >> 1;
      if (keptStepBefore(step, keptStep(load16(NEST_STACK + <usize>(mid << 1))))) high = mid;
      else low = mid + 1;
    }
    for (let j: i32 = i; j > low; j--) store16(NEST_STACK + <usize>(j << 1), load16(NEST_STACK + <usize>((j - 1) << 1)));
    store16(NEST_STACK + <usize>(low << 1), i);
  }
  return count;
}

/** Turns one kept inner step into an advanced-rule instance (skipped without rule parents). */
function addInstance(r: usize): void {
  // The rule parents and identity nested-offers.ts noted for the step, by its order found.
  const order: i32 = keptOrder(r);
  const parents: i32 = load16(NEST_OFFER_LEN + <usize>(order << 1));
  if (parents == 0) return;
  beginHint(keptTechnique(r));
  const start: i32 = load32(NEST_OFFER_START + <usize>(order << 2));
  for (let i: i32 = 0; i < parents; i++) {
    const id: i32 = load16(NEST_OFFER_PARENTS + <usize>((start + i) << 1)) >> 1;
    const cell: i32 = (id / 9) | 0;
    addParent(cell, id - cell * 9 + 1);
  }
  // Ascending candidate ids, as SE's removals are listed.
  for (let w: i32 = 0; w < CAND_WORDS; w++) {
    let bits: i32 = keptEliminationWord(r, w);
    while (bits != 0) {
      const id: i32 = (w << 5) + trailingZeros(<u32>bits);
      bits &= bits - 1;
      const cell: i32 = (id / 9) | 0;
      addRemoval(cell, id - cell * 9 + 1);
    }
  }
  const hint: i32 = endHint();
  if (hint < 0) return;
  setNestedHint(hint, load32(NEST_OFFER_HASH + <usize>(order << 2)), keptComplexity(r));
}

/**
 * Starts an inner search at a fixpoint of an outer propagation
 * (implications.ts END_NESTED): keeps the outer search's memory aside
 * (chain-frames.ts; its propagation records only when the inner search
 * `propagates`) and makes the working grid the searched position. The inner producer then
 * runs in find's listing mode, handing each step's chain to
 * nested-offers.ts; endInnerSearch ends it. False when the frame stack is
 * full: the inner search must not run (its rule then overflows).
 */
export function beginInnerSearch(propagates: bool): bool {
  if (!pushChainFrame(propagates)) return false;
  copyWords(CH_BASE_GRID, CH_WORK_GRID, 41);
  copyWords(CH_BASE_PLACES, CH_WORK_PLACES, 122);
  resetInnerOffers();
  setListingEvery(true);
  return true;
}

/**
 * Ends an inner search (`done`: it was not cut short by the deadline):
 * writes the removals of its steps with rule parents as the advanced rules
 * do (advanced-offs.ts output) and gives the outer search its memory back.
 * Returns how many candidates the rule removes, or ADVANCED_OVERFLOW.
 */
export function endInnerSearch(done: bool): i32 {
  setListingEvery(false);
  settleKept();
  beginAdvancedRule();
  let result: i32 = 0;
  if (innerOffersOverflowed()) result = ADVANCED_OVERFLOW;
  else if (done) {
    const count: i32 = sortKept();
    for (let i: i32 = 0; i < count; i++) addInstance(keptStep(load16(NEST_STACK + <usize>(i << 1))));
    result = advancedOverflowed() ? ADVANCED_OVERFLOW : advancedItemCount();
  }
  popChainFrame();
  // Listing mode belongs to inner searches: one that ends inside another leaves it on.
  setListingEvery(frameDepth() > 0);
  return result;
}

/** Whether the last innerForcingChainsAndCycles ran to the end (the deadline did not cut it short). */
let lastSearchDone: bool = true;

/** Level 2's nested rule: every forcing chain & cycle on the outer chain's working grid. */
export function innerForcingChainsAndCycles(): i32 {
  lastSearchDone = true;
  if (!beginInnerSearch(false)) return ADVANCED_OVERFLOW;
  lastSearchDone = listForcingChainsAndCycles();
  return endInnerSearch(lastSearchDone);
}

/** Whether the last innerForcingChainsAndCycles was not cut short by the deadline. */
export function innerSearchDone(): bool {
  return lastSearchDone;
}

// ---- a step's nested complexity ------------------------------------------------

let visitStamp: i32 = 0;

/** Forgets the inner chains counted so far (a step's complexity starts). */
export function resetNestedCount(): void {
  setDistinctCounted(0);
}

// The entries (NEST_DISTINCT) are found through an open-addressed index by
// owner and identity: a cell or region chain's targets share one list,
// hundreds of entries on level 4's hardest steps, and scanning it whole for
// each inner chain met took a few percent of such a puzzle.

/** The index's stamp: a slot stamped otherwise is empty. Starts above the zeroed memory's 0. */
let distinctIndexStamp: i32 = 1;
/** The distinctCountSets() the index was built for (another: the entries changed without it, rebuild). */
let distinctIndexedFor: i32 = -1;

/** The index slot (stamp, entry) holding (owner, hash), else the empty one where it goes; half the slots at most are used. */
function distinctSlot(owner: i32, hash: i32): usize {
  let slot: i32 = (hash ^ (hash >>> 11) ^ (owner << 4)) & (DISTINCT_INDEX_SLOTS - 1);
  while (load32(DISTINCT_INDEX + <usize>(slot << 3)) == distinctIndexStamp) {
    const entry: usize = NEST_DISTINCT + <usize>(load32(DISTINCT_INDEX + <usize>(slot << 3) + 4) << 3);
    if (load32(entry) == owner && load32(entry + 4) == hash) break;
    slot = (slot + 1) & (DISTINCT_INDEX_SLOTS - 1);
  }
  return DISTINCT_INDEX + <usize>(slot << 3);
}

/** Counts inner chain `hash` for `owner` (a target, or 0); returns whether it is new. */
function countOnce(owner: i32, hash: i32): bool {
  if (distinctIndexedFor != distinctCountSets()) {
    // The count was set since (a new step, or a frame given back): index the entries again.
    distinctIndexStamp++;
    distinctIndexedFor = distinctCountSets();
    for (let i: i32 = 0; i < distinctCounted(); i++) {
      const entry: usize = NEST_DISTINCT + <usize>(i << 3);
      const ptr: usize = distinctSlot(load32(entry), load32(entry + 4));
      store32(ptr, distinctIndexStamp);
      store32(ptr + 4, i);
    }
  }
  const slot: usize = distinctSlot(owner, hash);
  if (load32(slot) == distinctIndexStamp) return false;
  const distinctCount: i32 = distinctCounted();
  // Beyond the scratch a chain counts again (a cell or region chain with hundreds of targets fills it).
  if (distinctCount >= NEST_DISTINCT_CAPACITY) return true;
  const entry: usize = NEST_DISTINCT + <usize>(distinctCount << 3);
  store32(entry, owner);
  store32(entry + 4, hash);
  store32(slot, distinctIndexStamp);
  store32(slot + 4, distinctCount);
  addDistinctCounted();
  return true;
}

function visit(ref: i32, top: i32): i32 {
  const ptr: usize = NEST_VISIT + <usize>(ref << 2);
  if (load32(ptr) == visitStamp) return top;
  store32(ptr, visitStamp);
  store16(NEST_STACK + <usize>(top << 1), ref);
  return top + 1;
}

/** Nodes the last walkNested walked (each once). */
let walkedNodes: i32 = 0;

/**
 * Walks from the `top` nodes on NEST_STACK (visited already) through their
 * ancestors in `record`'s last run, each node once: returns the complexity
 * of the distinct inner chains met for `owner` (countOnce); walkedNodes
 * says how many nodes it walked.
 */
function walkNested(record: usize, stackTop: i32, owner: i32): i32 {
  let top: i32 = stackTop;
  let walked: i32 = 0;
  let added: i32 = 0;
  while (top > 0) {
    top--;
    walked++;
    const node: i32 = load16(NEST_STACK + <usize>(top << 1));
    if (advancedCauseOf(record, node) >= T_X_CYCLE) {
      if (countOnce(owner, nestedNodeHash(record, node))) added += nestedNodeComplexity(record, node);
    }
    const first: i32 = parentStart(record, node);
    const count: i32 = parentCount(record, node);
    for (let i: i32 = 0; i < count; i++) top = visit(parentAt(record, first + i), top);
  }
  walkedNodes = walked;
  return added;
}

/**
 * The complexity that the inner chains behind `ref` (itself and its
 * ancestors in `record`'s last run), or behind the parent list (start, len)
 * when `ref` is -1, add for `owner`, each distinct chain once per owner
 * since resetNestedCount. `run` is the record's run (0 nested nodes in
 * other runs). A node a nested rule added is an advanced node whose
 * technique is a chain technique.
 */
export function nestedComplexity(record: usize, run: i32, ref: i32, start: i32, len: i32, owner: i32): i32 {
  if (!runHasNestedNodes(record, run)) return 0;
  visitStamp = nextRunStamp();
  let top: i32 = 0;
  if (ref >= 0) top = visit(ref, top);
  else {
    for (let i: i32 = 0; i < len; i++) top = visit(parentAt(record, start + i), top);
  }
  return walkNested(record, top, owner);
}

/**
 * ancestorCount(record, ref) plus nestedComplexity(record, run, ref, 0, 0,
 * owner), from one walk where the run has nested nodes: that walk visits
 * `ref` and each of its ancestors once, the nodes ancestorCount counts.
 */
export function ancestorsAndNested(record: usize, run: i32, ref: i32, owner: i32): i32 {
  if (!runHasNestedNodes(record, run)) return ancestorCount(record, ref);
  visitStamp = nextRunStamp();
  const added: i32 = walkNested(record, visit(ref, 0), owner);
  return walkedNodes + added;
}
