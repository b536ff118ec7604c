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
} from "./nested-layout";
import { load16, load32, store16, store32 } from "../../../target/memory";
import { cellRegion, positionIn, regionCell } from "./geometry";
import { baseCands, basePlaces } from "./grid";
import { outerBaseCands, outerBasePlaces } from "./chain-frames";
import { offeredCount } from "./every-step";
import { nextRunStamp, parentAt, parentCount, parentStart } from "./implications";
import { NEST_STACK, NEST_VISIT } from "./nested-layout";

/** Rule parents kept so far (all offered steps of this inner search). */
let parentTotal: i32 = 0;
/** The inner search offered more steps or parents than the scratch holds. */
let overflowed: bool = false;
/** The step being noted: its first rule parent, its hash, the node before (-1: none yet). */
let stepStart: i32 = 0;
let stepHash: i32 = 0;
let previousRef: i32 = -1;
let seenStamp: i32 = 0;

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
  stepHash = 0x3c6ef372;
  previousRef = -1;
  seenStamp++;
}

function addParent(id: i32): void {
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
    const gone: i32 = outerBaseCands(onCell) & ~baseCands(onCell);
    for (let d: i32 = 0; d < 9; d++) {
      if ((gone & (1 << d)) != 0) addParent(onCell * 9 + d);
    }
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

/** The assumption of a cell forcing chain: the cell's candidates the outer chain turned off (SE's naked single cause). */
export function addInnerSourceCell(cell: i32): void {
  const gone: i32 = outerBaseCands(cell) & ~baseCands(cell);
  for (let d: i32 = 0; d < 9; d++) {
    if ((gone & (1 << d)) != 0) addParent(cell * 9 + d);
  }
}

/** The assumption of a region forcing chain: the digit's places in the region the outer chain turned off. */
export function addInnerSourceRegion(region: i32, digit: i32): void {
  const gone: i32 = outerBasePlaces(region, digit) & ~basePlaces(region, digit);
  for (let p: i32 = 0; p < 9; p++) {
    if ((gone & (1 << p)) != 0) addParent(regionCell(region, p) * 9 + digit - 1);
  }
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
