/**
 * What each step of a nested chain's inner search hands to the outer chain
 * (Sukaku Explainer v1.15.10, ChainingHint.getRuleParents): its "rule
 * parents", the candidates the outer chain had to turn off for the inner
 * chain to exist. The inner search runs on the outer chain's working grid
 * (the outer search's position less what the chain turned off); an inner
 * "on" node that a cell or a region forced there (its cell, or the digit's
 * places in that region, down to two on the working grid) has as rule
 * parents the cell's candidates (the region's places of the digit) that the
 * outer position has and the working grid no longer has. The inner chain's
 * assumption has none. A step without rule parents exists without the outer
 * chain and is not used.
 *
 * Each offered step (every-step.ts's order found) keeps its rule parents and
 * its chain's identity: a hash of its nodes, so that the outer step counts
 * each distinct inner chain's complexity once (SE's FullChain), however many
 * of its nodes or branches the chain implied.
 */
import {
  NEST_OFFER_CAPACITY,
  NEST_OFFER_HASH,
  NEST_OFFER_LEN,
  NEST_OFFER_PARENTS,
  NEST_OFFER_START,
  NEST_PARENT_CAPACITY,
  NEST_PARENT_SEEN,
  NEST_TARGET_CAPACITY,
  NEST_TARGET_HASH,
  NEST_TARGET_SETS,
  NEST_TARGET_SET_WORDS,
} from "./nested-layout";
import { load16, load32, store16, store32 } from "../../../target/memory";
import { popcount, trailingZeros } from "../../../target/bits";
import { fillBytes } from "../../../target/memory";
import { cellRegion, positionIn, regionCell } from "./geometry";
import { baseCands, basePlaces } from "./grid";
import { outerBaseCands, outerBasePlaces } from "./outer-position";
import { offeredCount } from "./every-step";
import { absurdNewParentCount, absurdNewParentStart, absurdNewRef, absurdStoredRef, nextRunStamp, parentAt, parentCount, parentStart } from "./implications";
import { NEST_STACK, NEST_VISIT } from "./nested-layout";

/** The identity of a chain before any node is mixed in. */
const CHAIN_HASH_SEED: i32 = 0x3c6ef372;
/** Rule parents kept so far (all offered steps of this inner search). */
let parentTotal: i32 = 0;
/** The inner search offered more steps or parents than the scratch holds. */
let overflowed: bool = false;
/** The step being noted: its first rule parent, its hash, the node before (-1: none yet). */
let stepStart: i32 = 0;
let stepHash: i32 = 0;
let previousRef: i32 = -1;
let seenStamp: i32 = 0;
/** While gathering a target's rule parents (gatherTargetChain): its set, which addParent fills instead. */
let gatherInto: usize = 0;

/** Rule parents kept so far by the inner search going on (NEST_OFFER_PARENTS entries). */
export function offeredParentTotal(): i32 {
  return parentTotal;
}

/** Writes the noting state (5 words) to `dest`: an inner search that nests again is about to reuse it. */
export function saveOfferState(dest: usize): void {
  store32(dest, parentTotal);
  store32(dest + 4, overflowed ? 1 : 0);
  store32(dest + 8, stepStart);
  store32(dest + 12, stepHash);
  store32(dest + 16, previousRef);
}

/**
 * Gives the noting state back (saveOfferState; the scratch arrays are
 * copied back by chain-frames.ts). The rule parents of a step being noted
 * are stamped again under a new stamp: the nested search stamped its own.
 */
export function restoreOfferState(from: usize): void {
  parentTotal = load32(from);
  overflowed = load32(from + 4) != 0;
  stepStart = load32(from + 8);
  stepHash = load32(from + 12);
  previousRef = load32(from + 16);
  seenStamp++;
  for (let i: i32 = stepStart; i < parentTotal; i++) {
    store32(NEST_PARENT_SEEN + <usize>((load16(NEST_OFFER_PARENTS + <usize>(i << 1)) >> 1) << 2), seenStamp);
  }
}

/** Forgets every noted step (an inner search starts). */
export function resetInnerOffers(): void {
  parentTotal = 0;
  overflowed = false;
}

/** Whether the inner search noted more than the scratch holds (its result is unusable). */
export function innerOffersOverflowed(): bool {
  return overflowed;
}

/** Starts noting the chain of the step just offered (its nodes follow, from its conclusion back). */
export function beginInnerChain(): void {
  stepStart = parentTotal;
  stepHash = CHAIN_HASH_SEED;
  previousRef = -1;
  seenStamp++;
}

function addParent(id: i32): void {
  if (gatherInto != 0) {
    const word: usize = gatherInto + <usize>((id >> 5) << 2);
    store32(word, load32(word) | (1 << (id & 31)));
    return;
  }
  const seenPtr: usize = NEST_PARENT_SEEN + <usize>(id << 2);
  if (load32(seenPtr) == seenStamp) return;
  store32(seenPtr, seenStamp);
  if (parentTotal >= NEST_PARENT_CAPACITY) {
    overflowed = true;
    return;
  }
  store16(NEST_OFFER_PARENTS + <usize>(parentTotal << 1), id << 1);
  parentTotal++;
}

/** Adds `cell`'s candidates `digits` (bit d - 1 for digit d) as rule parents, in ascending order. */
function addCellParents(cell: i32, digits: i32): void {
  if (digits == 0) return;
  if (gatherInto != 0) {
    // A set: the cell's nine ids are consecutive, in one word or two.
    const first: i32 = cell * 9;
    const word: usize = gatherInto + <usize>((first >> 5) << 2);
    const shift: i32 = first & 31;
    store32(word, load32(word) | (digits << shift));
    if (shift > 23) store32(word + 4, load32(word + 4) | (digits >>> (32 - shift)));
    return;
  }
  for (let d: i32 = 0; d < 9; d++) {
    if ((digits & (1 << d)) != 0) addParent(cell * 9 + d);
  }
}

/**
 * The rule parents of the link from `previousRef` to `ref`, where `ref` is
 * the node that implied `previousRef` (nodes come from the conclusion back).
 */
function linkParents(onRef: i32, offRef: i32): void {
  const onId: i32 = onRef >> 1;
  const onCell: i32 = (onId / 9) | 0;
  const digit: i32 = onId - onCell * 9 + 1;
  const offCell: i32 = ((offRef >> 1) / 9) | 0;
  if (offCell == onCell) {
    addCellParents(onCell, outerBaseCands(onCell) & ~baseCands(onCell));
    return;
  }
  // The first region (box, row, column) where the digit's two places are these two cells: SE's order of links.
  for (let type: i32 = 0; type < 3; type++) {
    const region: i32 = cellRegion(onCell, type);
    if (region != cellRegion(offCell, type)) continue;
    const pair: i32 = (1 << positionIn(onCell, type)) | (1 << positionIn(offCell, type));
    if (basePlaces(region, digit) != pair) continue;
    const gone: i32 = outerBasePlaces(region, digit) & ~pair;
    for (let p: i32 = 0; p < 9; p++) {
      if ((gone & (1 << p)) != 0) addParent(regionCell(region, p) * 9 + digit - 1);
    }
    return;
  }
}

/** The next node of the chain being noted (the one that implied the node added before it). */
export function addInnerChainNode(ref: i32): void {
  // i32 arithmetic that wraps alike in both engines: the product stays below 2^53 before `| 0`.
  stepHash = ((stepHash ^ ref) * 65599) | 0;
  if (previousRef >= 0 && (previousRef & 1) != 0 && (ref & 1) == 0) linkParents(previousRef, ref);
  previousRef = ref;
}

let visitStamp: i32 = 0;

function push(ref: i32, top: i32): i32 {
  const ptr: usize = NEST_VISIT + <usize>(ref << 2);
  if (load32(ptr) == visitStamp) return top;
  store32(ptr, visitStamp);
  store16(NEST_STACK + <usize>(top << 1), ref);
  return top + 1;
}

/**
 * Adds one branch of a multiple forcing chain: the chain to `target` in
 * `record`'s last run (a static run: each node has one parent), every node
 * from the target back to the branch's assumption.
 */
export function addInnerRunChain(record: usize, target: i32): void {
  visitStamp = nextRunStamp();
  let top: i32 = push(target, 0);
  while (top > 0) {
    top--;
    const ref: i32 = load16(NEST_STACK + <usize>(top << 1));
    stepHash = ((stepHash ^ ref) * 65599) | 0;
    const count: i32 = parentCount(record, ref);
    if (count == 0) continue;
    const first: i32 = parentStart(record, ref);
    if ((ref & 1) != 0 && (parentAt(record, first) & 1) == 0) linkParents(ref, parentAt(record, first));
    for (let i: i32 = 0; i < count; i++) top = push(parentAt(record, first + i), top);
  }
}

/**
 * The rule parents of "on" node `onRef`, implied in `record`'s run by the
 * parents listed at (start, len): its first parent is the "off" node whose
 * expansion implied it, the others (dynamic runs) the candidates the chain
 * had removed for the cell or region to force it. A cell forced it (SE's
 * naked single) when the first parent is in its cell; else the first
 * region (box, row, column) holding both cells whose other places of the
 * digit on the searched grid are all among those removed ones (SE's hidden
 * single in that region).
 */
function onNodeParents(record: usize, onRef: i32, start: i32, len: i32): void {
  if (len == 0) return;
  const trigger: i32 = parentAt(record, start);
  if ((trigger & 1) != 0) return;
  const onId: i32 = onRef >> 1;
  const onCell: i32 = (onId / 9) | 0;
  const digit: i32 = onId - onCell * 9 + 1;
  const offCell: i32 = ((trigger >> 1) / 9) | 0;
  if (offCell == onCell) {
    addCellParents(onCell, outerBaseCands(onCell) & ~baseCands(onCell));
    return;
  }
  // Whichever region forced it, it adds only places the outer chain turned off there: mostly none.
  if (!sharedRegionLostPlaces(onCell, offCell, digit)) return;
  for (let type: i32 = 0; type < 3; type++) {
    const region: i32 = cellRegion(onCell, type);
    if (region != cellRegion(offCell, type)) continue;
    const pair: i32 = (1 << positionIn(onCell, type)) | (1 << positionIn(offCell, type));
    const others: i32 = basePlaces(region, digit) & ~pair;
    if (popcount(<u32>others) != len - 1) continue;
    let removed: bool = true;
    for (let p: i32 = 0; p < 9 && removed; p++) {
      if ((others & (1 << p)) == 0) continue;
      const ref: i32 = (regionCell(region, p) * 9 + digit - 1) << 1;
      let listed: bool = false;
      for (let i: i32 = 1; i < len && !listed; i++) listed = parentAt(record, start + i) == ref;
      removed = listed;
    }
    if (!removed) continue;
    const gone: i32 = outerBasePlaces(region, digit) & ~basePlaces(region, digit);
    for (let p: i32 = 0; p < 9; p++) {
      if ((gone & (1 << p)) != 0) addParent(regionCell(region, p) * 9 + digit - 1);
    }
    return;
  }
}

/** Whether a region holding both cells has places of `digit` on the searched grid that the working grid lacks. */
function sharedRegionLostPlaces(cell: i32, otherCell: i32, digit: i32): bool {
  for (let type: i32 = 0; type < 3; type++) {
    const region: i32 = cellRegion(cell, type);
    if (region != cellRegion(otherCell, type)) continue;
    if ((outerBasePlaces(region, digit) & ~basePlaces(region, digit)) != 0) return true;
  }
  return false;
}

/** A walk's bound that no chain reaches (walkDynamic). */
const WHOLE_CHAIN: i32 = 0x7fffffff;

/**
 * Walks the chain behind the stack's nodes in `record`'s last run: hashes
 * each node, notes each "on" node's rule parents. Returns how many nodes it
 * walked (each once); it stops once it has walked `most` (what it noted is
 * then incomplete).
 */
function walkDynamic(record: usize, stackTop: i32, most: i32): i32 {
  let top: i32 = stackTop;
  let walked: i32 = 0;
  while (top > 0 && walked < most) {
    top--;
    walked++;
    const ref: i32 = load16(NEST_STACK + <usize>(top << 1));
    stepHash = ((stepHash ^ ref) * 65599) | 0;
    const count: i32 = parentCount(record, ref);
    if (count == 0) continue;
    const first: i32 = parentStart(record, ref);
    if ((ref & 1) != 0) onNodeParents(record, ref, first, count);
    for (let i: i32 = 0; i < count; i++) top = push(parentAt(record, first + i), top);
  }
  return walked;
}

/**
 * Adds the chain to `target` in `record`'s last run, a dynamic run (nodes
 * may have several parents; SE's collectRuleParents walks them all).
 * Returns its node count, `target` and each ancestor once
 * (implications.ts ancestorCount).
 */
export function addInnerDynamicChain(record: usize, target: i32): i32 {
  visitStamp = nextRunStamp();
  return walkDynamic(record, push(target, 0), WHOLE_CHAIN);
}

/**
 * Adds the two chains of `record`'s contradiction: to the node the run had
 * derived, and to its opposite, which the run was deriving from the parents
 * it notes for it.
 */
export function addInnerAbsurdChains(record: usize): void {
  visitStamp = nextRunStamp();
  let top: i32 = push(absurdStoredRef(record), 0);
  const fresh: i32 = absurdNewRef(record);
  const start: i32 = absurdNewParentStart(record);
  const len: i32 = absurdNewParentCount(record);
  stepHash = ((stepHash ^ fresh) * 65599) | 0;
  if ((fresh & 1) != 0) onNodeParents(record, fresh, start, len);
  for (let i: i32 = 0; i < len; i++) top = push(parentAt(record, start + i), top);
  walkDynamic(record, top, WHOLE_CHAIN);
}

// ---- rule parents gathered per target while a cell or region chain's branches run ----
//
// A dynamic inner cell or region forcing chain offers one step per target,
// each needing every branch's chain to it; the branches run one after
// another in the two records, so each target's rule parents and identity
// are gathered as each branch's run is there (forcing.ts addAncestors)
// rather than by running every branch again for every target.

/** Starts gathering for `targets` targets; false when there are more than the scratch holds (each step then runs its branches again). */
export function beginTargetGathering(targets: i32): bool {
  if (targets > NEST_TARGET_CAPACITY) return false;
  fillBytes(NEST_TARGET_SETS, 0, targets * NEST_TARGET_SET_WORDS * 4);
  for (let t: i32 = 0; t < targets; t++) store32(NEST_TARGET_HASH + <usize>(t << 2), CHAIN_HASH_SEED);
  return true;
}

/**
 * Adds the chain to target `t` (node `ref`) in `record`'s last run, one
 * branch of its step; returns the chain's node count (its ancestor count:
 * the walk visits exactly those nodes, so the branch's complexity needs no
 * walk of its own). It stops at `most` nodes, returning `most`: the caller
 * then drops the target, whatever it gathered.
 */
export function gatherTargetChain(record: usize, t: i32, ref: i32, most: i32): i32 {
  const hashPtr: usize = NEST_TARGET_HASH + <usize>(t << 2);
  const savedHash: i32 = stepHash;
  stepHash = load32(hashPtr);
  gatherInto = NEST_TARGET_SETS + <usize>(t * NEST_TARGET_SET_WORDS * 4);
  visitStamp = nextRunStamp();
  const nodes: i32 = walkDynamic(record, push(ref, 0), most);
  gatherInto = 0;
  store32(hashPtr, stepHash);
  stepHash = savedHash;
  return nodes;
}

/** Adds what was gathered for target `t` to the step being noted (after its assumption's parents). */
export function addGatheredChains(t: i32): void {
  const set: usize = NEST_TARGET_SETS + <usize>(t * NEST_TARGET_SET_WORDS * 4);
  for (let w: i32 = 0; w < NEST_TARGET_SET_WORDS; w++) {
    let bits: i32 = load32(set + <usize>(w << 2));
    while (bits != 0) {
      const b: i32 = trailingZeros(<u32>bits);
      bits &= bits - 1;
      addParent((w << 5) + b);
    }
  }
  stepHash = load32(NEST_TARGET_HASH + <usize>(t << 2));
}

/** The assumption of a cell forcing chain: the cell's candidates the outer chain turned off (SE's naked single cause). */
export function addInnerSourceCell(cell: i32): void {
  addCellParents(cell, outerBaseCands(cell) & ~baseCands(cell));
}

/** The assumption of a region forcing chain: the digit's places in the region the outer chain turned off. */
export function addInnerSourceRegion(region: i32, digit: i32): void {
  const gone: i32 = outerBasePlaces(region, digit) & ~basePlaces(region, digit);
  for (let p: i32 = 0; p < 9; p++) {
    if ((gone & (1 << p)) != 0) addParent(regionCell(region, p) * 9 + digit - 1);
  }
}

/**
 * Passes over the step just offered without noting its chain: the pool will
 * drop it (every-step.ts stagedStepDropped), so nothing reads its entry. An
 * offer beyond the scratch still overflows, as if it had been noted.
 */
export function skipInnerChain(): void {
  if (offeredCount() > NEST_OFFER_CAPACITY) overflowed = true;
}

/** Ends the chain being noted: it becomes offered step `offeredCount() - 1`'s. */
export function endInnerChain(): void {
  const order: i32 = offeredCount() - 1;
  if (order < 0 || order >= NEST_OFFER_CAPACITY) {
    overflowed = true;
    return;
  }
  store32(NEST_OFFER_START + <usize>(order << 2), stepStart);
  store16(NEST_OFFER_LEN + <usize>(order << 1), parentTotal - stepStart);
  store32(NEST_OFFER_HASH + <usize>(order << 2), stepHash == 0 ? 1 : stepHash);
}
