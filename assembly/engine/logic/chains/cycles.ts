/**
 * "Forcing Chains & Cycles" as Sukaku Explainer v1.15.10 searches them: from
 * every candidate of every unsolved cell, a breadth-first walk of static
 * implications (the grid never changes), in three passes:
 *   1. X links only (a digit's conjugate places): X-cycles (6.5) and forcing
 *      X-chains (6.6);
 *   2. cell links only, from cells with two candidates: Y-cycles (6.5);
 *   3. both: bidirectional cycles and forcing chains (7.0).
 * A cycle is a walk that comes back "on" to its start after ≥ 4 links; every
 * candidate outside the cycle's cells that sees an "on" node and an "off"
 * node of its digit goes. A forcing chain is a walk from "X on" to "X off"
 * (X goes) or from "X off" to "X on" (X is placed). Each step adds SE's
 * length surcharge to the base; the easiest step wins, ties by
 * (complexity, kind) then by the order found.
 *
 * The walk alternates layers (all "on" nodes, then all "off" nodes), each
 * node keeping the first parent that reached it, so complexities (node
 * counts) are SE's. SE re-expands an "off" node once per path that reaches
 * it when looking for cycles; only the copies that lead straight back to the
 * start matter, so those are checked where they are made, in SE's order.
 */
import { SPEED_CODE } from "../../../target/build-goal";
import {
  CYCLE_BACKWARD_SET,
  CYCLE_CELLS,
  CYCLE_DIGIT_CELLS,
  CYCLE_FORWARD_SET,
  CH_PROPAGATION_A,
  CH_X_PASS_MEMO,
  PROPAGATION_OFF_QUEUE,
  PROPAGATION_OFF_STAMP,
  PROPAGATION_ON_QUEUE,
  PROPAGATION_ON_STAMP,
  PROPAGATION_PAR_START,
} from "./layout";
import { popcount, trailingZeros } from "../../../target/bits";
import { load16, load32, store16, store32 } from "../../../target/memory";
import { sees, setupChainGeometry } from "./geometry";
import { peerWord } from "../cell-sets";
import { baseCands, loadBaseFromState } from "./grid";
import { nextRunStamp } from "./implications";
import { addWalkLink, beginWalkChain, chainRecording, clearKeptWalkChains, keepWalkChainFor } from "./chain-record";
import { keptComplexity, keptEliminates, keptEliminationCount, keptSourceRef, keptStep, keptSteps, keptTechnique, settleKept } from "./every-step";
import { LEADS_BY_CELL, LEADS_BY_REGION, buildLinks, buildLiveLinks, buildStrongLinks, leadsBy, liveCount, liveLink, strongLink, weakStart } from "./links";
import { beginStaticSets, storeStaticSets } from "./set-cache";
import { addInnerChainNode, beginInnerChain, endInnerChain } from "./nested-offers";
import {
  addBestElimination,
  beatsBest,
  bestFound,
  clearBest,
  collectingEvery,
  emitBest,
  lengthSurcharge,
  setBest,
  setBestFalse,
  setBestTrue,
} from "./result";
import { deadlinePolled } from "../deadline";
import { NEST_WALK_RECORD } from "./nested-layout";
import { notePlainChainsAbsent } from "./plain-chains-absent";
import { innerOffWalkDigits, innerOnWalkDigits } from "./inner-steps-may-exist";
import {
  T_BIDIRECTIONAL_CYCLE,
  T_FORCING_CHAIN,
  T_FORCING_X_CHAIN,
  T_X_CYCLE,
  T_Y_CYCLE,
} from "../techniques";

/**
 * Where the walks mark their nodes (stamps, first parents and two FIFO
 * queues, one layer of nodes at a time): record A, or while nested, a record
 * of their own (nested-layout.ts).
 */
let walkRecord: usize = CH_PROPAGATION_A;
/** Digits whose CYCLE_FORWARD_SET / CYCLE_BACKWARD_SET words the last cycle tried may have set. */
let touchedDigits: i32 = 0x1ff;

let stamp: i32 = 0;
/** The "off" nodes that lead back to the walk's start (setBackLinks; -1: none). */
let back0: i32 = -1;
let back1: i32 = -1;
let back2: i32 = -1;
let back3: i32 = -1;
// The pass being searched.
let cellLinks: bool = false;
let regionLinks: bool = false;
let cycleTechnique: i32 = 0;
let cycleBase: i32 = 0;
let forcingTechnique: i32 = 0;
let forcingBase: i32 = 0;
let passSortKey: i32 = 0;
// find's replay of a kept step's walk (replayKeptWalks): the step, its technique and complexity, whether its chain is captured.
let replaying: bool = false;
let replayRecord: usize = 0;
let replayTechnique: i32 = 0;
let replayComplexity: i32 = 0;
let replayCaptured: bool = false;
/** The search lists every step of a nested chain's inner search (listForcingChainsAndCycles). */
let innerListing: bool = false;

function mark(ref: i32, parentRef: i32): void {
  const id: i32 = ref >> 1;
  if ((ref & 1) != 0) store32(walkRecord + PROPAGATION_ON_STAMP + <usize>(id << 2), stamp);
  else store32(walkRecord + PROPAGATION_OFF_STAMP + <usize>(id << 2), stamp);
  store32(walkRecord + PROPAGATION_PAR_START + <usize>(ref << 2), parentRef);
}
function parentOf(ref: i32): i32 {
  return load32(walkRecord + PROPAGATION_PAR_START + <usize>(ref << 2));
}

/**
 * Whether a step of this base and complexity could still replace the best.
 * (Any step can while none is known: the walks ask once per layer, so the
 * surcharge is not computed then.)
 */
function canBeat(base: i32, complexity: i32): bool {
  return !bestFound() || beatsBest(base + lengthSurcharge(complexity), complexity, passSortKey);
}

/**
 * Lists the "off" nodes that lead straight back to the start: a strong link
 * is symmetric, so they are the start's own strong links (under this pass's
 * links): its cell's other candidate, its digit's conjugate places.
 */
function setBackLinks(startId: i32): void {
  back0 = cellLinks ? strongLink(startId, 0) : -1;
  back1 = regionLinks ? strongLink(startId, 1) : -1;
  back2 = back1 >= 0 ? strongLink(startId, 2) : -1;
  back3 = back2 >= 0 ? strongLink(startId, 3) : -1;
}

/** Whether expanding "candidate id is off" turns the start candidate on. */
function leadsBackToStart(id: i32): bool {
  return id == back0 || id == back1 || id == back2 || id == back3;
}

/** Whether off node `offId` lies on the chain that reached on node `onRef`. */
function onChainOf(onRef: i32, offId: i32): bool {
  let ref: i32 = parentOf(onRef);
  while (ref >= 0) {
    if (ref == offId << 1) return true;
    ref = parentOf(ref);
  }
  return false;
}

/** Word `w` of the cells (27 per word) where `digit` is a candidate, in the searched position. */
function digitCells(digit: i32, w: i32): i32 {
  return load32(CYCLE_DIGIT_CELLS + <usize>(((digit - 1) * 3 + w) << 2));
}

/** Lists, per digit, the cells where it is a candidate (once per search, as the scratch sets are shared). */
function collectDigitCells(): void {
  touchedDigits = 0x1ff;
  for (let i: i32 = 0; i < 27; i++) store32(CYCLE_DIGIT_CELLS + <usize>(i << 2), 0);
  for (let cell: i32 = 0; cell < 81; cell++) {
    let cands: i32 = baseCands(cell);
    const w: i32 = (cell / 27) | 0;
    const bit: i32 = 1 << (cell - w * 27);
    while (cands != 0) {
      const d: i32 = ctzOf(cands);
      cands &= cands - 1;
      const ptr: usize = CYCLE_DIGIT_CELLS + <usize>((d * 3 + w) << 2);
      store32(ptr, load32(ptr) | bit);
    }
  }
}

/** Word `w` of the set (per digit, 3 words of cell bits) `set` for `digit`. */
function setWordPtr(set: usize, digit: i32, w: i32): usize {
  return set + <usize>(((digit - 1) * 3 + w) << 2);
}

/** Adds `cell` to the cycle's cells. */
function addCycleCell(cell: i32): void {
  const w: i32 = (cell / 27) | 0;
  const ptr: usize = CYCLE_CELLS + <usize>(w << 2);
  store32(ptr, load32(ptr) | (1 << (cell - w * 27)));
}

/** Marks what the chain node (cell, digit, on) cancels: the digit's places among the cell's peers. */
function cancelFrom(cell: i32, digit: i32, on: bool): void {
  const set: usize = on ? CYCLE_FORWARD_SET : CYCLE_BACKWARD_SET;
  touchedDigits |= 1 << (digit - 1);
  for (let w: i32 = 0; w < 3; w++) {
    const ptr: usize = setWordPtr(set, digit, w);
    store32(ptr, load32(ptr) | (<i32>peerWord(cell, w) & digitCells(digit, w)));
  }
}

/** Candidates of `digit` in word `w` that both sides cancel, outside the cycle's cells. */
function cancelledBoth(digit: i32, w: i32): i32 {
  return (
    load32(setWordPtr(CYCLE_FORWARD_SET, digit, w)) &
    load32(setWordPtr(CYCLE_BACKWARD_SET, digit, w)) &
    ~load32(CYCLE_CELLS + <usize>(w << 2))
  );
}

/**
 * The cycle closed by off node `offId` after on node `onRef` (the start is
 * `startId`): if it eliminates anything (a candidate outside the cycle's
 * cells that sees an "on" node and an "off" node of its digit), it becomes
 * the best step.
 */
function tryCycle(onRef: i32, offId: i32, startId: i32, complexity: i32): void {
  // Clear what the last try touched.
  while (touchedDigits != 0) {
    const d: i32 = ctzOf(touchedDigits) + 1;
    touchedDigits &= touchedDigits - 1;
    for (let w: i32 = 0; w < 3; w++) {
      store32(setWordPtr(CYCLE_FORWARD_SET, d, w), 0);
      store32(setWordPtr(CYCLE_BACKWARD_SET, d, w), 0);
    }
  }
  for (let w: i32 = 0; w < 3; w++) store32(CYCLE_CELLS + <usize>(w << 2), 0);
  const startCell: i32 = (startId / 9) | 0;
  const offCell: i32 = (offId / 9) | 0;
  addCycleCell(startCell);
  addCycleCell(offCell);
  cancelFrom(startCell, startId - startCell * 9 + 1, true);
  cancelFrom(offCell, offId - offCell * 9 + 1, false);
  let ref: i32 = onRef;
  while (parentOf(ref) >= 0) {
    const id: i32 = ref >> 1;
    const cell: i32 = (id / 9) | 0;
    addCycleCell(cell);
    cancelFrom(cell, id - cell * 9 + 1, (ref & 1) != 0);
    ref = parentOf(ref);
  }
  let any: i32 = 0;
  let digits: i32 = touchedDigits;
  while (digits != 0) {
    const d: i32 = ctzOf(digits) + 1;
    digits &= digits - 1;
    for (let w: i32 = 0; w < 3; w++) any |= cancelledBoth(d, w);
  }
  if (any == 0) return;
  if (replaying) {
    if (!replayCaptured && cycleTechnique == replayTechnique && complexity == replayComplexity && eliminationsAreReplayed()) {
      captureWalk(onRef, offId << 1, (startId << 1) | 1);
      replayCaptured = true;
    }
    return;
  }
  setBest(cycleTechnique, cycleBase + lengthSurcharge(complexity), complexity, passSortKey, startCell, startId - startCell * 9 + 1, true);
  recordWalk(onRef, offId << 1, (startId << 1) | 1);
  // Eliminations by cell, then digit (SE's candidate order).
  for (let w: i32 = 0; w < 3; w++) {
    let cells: i32 = 0;
    for (let d: i32 = 1; d <= 9; d++) cells |= cancelledBoth(d, w);
    while (cells != 0) {
      const index: i32 = ctzOf(cells);
      cells &= cells - 1;
      for (let d: i32 = 1; d <= 9; d++) {
        if ((cancelledBoth(d, w) & (1 << index)) != 0) addBestElimination(w * 27 + index, d);
      }
    }
  }
}

/**
 * Hands the chain of the step just settled to chain-record.ts when the host
 * wants chains: the walk from its start to `lastRef`, then `next` and (unless
 * -1) `closing`. Added last link first, as the parents lead back.
 */
function recordWalk(lastRef: i32, next: i32, closing: i32): void {
  if (innerListing) noteInnerWalk(lastRef, next, closing);
  // find's steps get theirs from replayKeptWalks.
  if (chainRecording() && !collectingEvery()) captureWalk(lastRef, next, closing);
}

/** Hands the walk of the step just offered to nested-offers.ts (its rule parents and identity). */
function noteInnerWalk(lastRef: i32, next: i32, closing: i32): void {
  beginInnerChain();
  if (closing >= 0) addInnerChainNode(closing);
  addInnerChainNode(next);
  for (let ref: i32 = lastRef; ref >= 0; ref = parentOf(ref)) addInnerChainNode(ref);
  endInnerChain();
}

function captureWalk(lastRef: i32, next: i32, closing: i32): void {
  beginWalkChain();
  if (closing >= 0) addWalkLink(closing);
  addWalkLink(next);
  for (let ref: i32 = lastRef; ref >= 0; ref = parentOf(ref)) addWalkLink(ref);
}

/** Whether the cycle just tried eliminates exactly what the replayed step does. */
function eliminationsAreReplayed(): bool {
  let count: i32 = 0;
  for (let w: i32 = 0; w < 3; w++) {
    for (let d: i32 = 1; d <= 9; d++) {
      let cells: i32 = cancelledBoth(d, w);
      while (cells != 0) {
        const index: i32 = ctzOf(cells);
        cells &= cells - 1;
        if (!keptEliminates(replayRecord, (w * 27 + index) * 9 + d - 1)) return false;
        count++;
      }
    }
  }
  return count == keptEliminationCount(replayRecord);
}

function ctzOf(mask: i32): i32 {
  return trailingZeros(<u32>mask);
}

/**
 * One walk from `startRef`. From an "on" start it looks for cycles (when
 * `wantCycles`) and for the chain to "start off"; from an "off" start, for
 * the chain to "start on".
 */
function walk(startRef: i32, wantCycles: bool, wantForcing: bool): void {
  // The run stamp and the queue ends live in locals: the loops below are the
  // hottest of the rating walk from ER 6.5 up, and module globals are memory.
  const runStamp: i32 = nextRunStamp();
  stamp = runStamp;
  const onStamps: usize = walkRecord + PROPAGATION_ON_STAMP;
  const offStamps: usize = walkRecord + PROPAGATION_OFF_STAMP;
  const firstParents: usize = walkRecord + PROPAGATION_PAR_START;
  const onQueue: usize = walkRecord + PROPAGATION_ON_QUEUE;
  const offQueue: usize = walkRecord + PROPAGATION_OFF_QUEUE;
  const startId: i32 = startRef >> 1;
  const startOn: bool = (startRef & 1) != 0;
  const lowBase: i32 = wantCycles && cycleBase < forcingBase ? cycleBase : forcingBase;
  setBackLinks(startId);
  mark(startRef, -1);
  let onHead: i32 = 0;
  let onTail: i32 = 0;
  let offHead: i32 = 0;
  let offTail: i32 = 0;
  if (startOn) {
    store16(onQueue, startId);
    onTail = 1;
  } else {
    store16(offQueue, startId);
    offTail = 1;
  }
  // An "off" start's forcing chain ends at "start on" (found at most once: the walk then ends).
  const offTarget: i32 = wantForcing && !startOn ? startId : -1;
  // The strong links this pass follows: index 0 the cell's, 1..3 the regions'.
  const firstStrong: i32 = cellLinks ? 0 : 1;
  const strongEnd: i32 = regionLinks ? 4 : 1;
  let targetComplexity: i32 = 0;
  /** The node the forcing chain reaches its conclusion from. */
  let targetRef: i32 = -1;
  // A complete static walk from "id on" while nothing is found yet may serve multiple forcing chains (set-cache.ts).
  const keepSets: bool = startOn && cellLinks && regionLinks && !bestFound() && !innerListing;
  const collecting: bool = collectingEvery();
  // The queues hold one layer at a time ("on" nodes, then the "off" nodes they imply, …): `depth` is the layer's.
  let depth: i32 = 1;
  while (onHead < onTail || offHead < offTail) {
    if (onHead < onTail) {
      // Once the forcing chain is known, only cycles at least as easy can still come before it.
      // (When find lists every step, the walk goes on: later cycles are steps too.)
      if (targetComplexity != 0 && !collecting && !cycleBeforeForcing(depth + 1, targetComplexity)) break;
      const closing: bool = wantCycles && depth >= 3;
      // The last layer: no step of the next "on" layer's complexity can replace the best (nor
      // later: it only gets better), so the walk would end there. The "off" nodes this layer
      // reaches then serve only to close cycles here (from an "on" start) or to reach the start
      // "on" in the next layer (from an "off" start): they are not marked or queued. (A walk that
      // may keep its sets is complete, never cut short: not here.)
      const lastLayer: bool = SPEED_CODE && !keepSets && !canBeat(lowBase, depth + 3);
      // Whether a step of this layer's complexity could still replace the best: asked at the
      // layer's first node, and again at the node after a cycle was tried (it may be the best now).
      let checkBest: bool = true;
      while (onHead < onTail) {
        const id: i32 = load16(onQueue + <usize>(onHead << 1));
        onHead++;
        if (checkBest) {
          checkBest = false;
          if (!canBeat(lowBase, depth + 1)) {
            finishWalk(startId, startOn, targetComplexity, targetRef);
            return;
          }
        }
        // The forcing target "start off" follows from any on node the start is weakly linked to.
        if (wantForcing && startOn && targetComplexity == 0 && weaklyLinked(id, startId)) {
          targetComplexity = depth + 1;
          targetRef = (id << 1) | 1;
        }
        const ref: i32 = (id << 1) | 1;
        const first: i32 = weakStart(id);
        const to: i32 = first + liveCount(id);
        if (lastLayer) {
          if (startOn) {
            if (closing && closeLastCycles(id, ref, depth, startId, first, to)) checkBest = true;
            continue;
          }
          // The "off" layer's first node (in the queue's order) that leads back to the start ends the walk there.
          const backId: i32 = firstNewBack(id, first, to, offStamps, runStamp);
          if (backId >= 0) {
            store32(firstParents + <usize>(backId << 3), ref);
            finishWalk(startId, startOn, depth + 2, backId << 1);
            return;
          }
          continue;
        }
        // "on" node `ref` makes each candidate it is live-linked to off.
        for (let i: i32 = first; i < to; i++) {
          const offId: i32 = liveLink(i);
          if (closing && leadsBackToStart(offId) && closeCycleAt(offId, ref, depth, startId)) checkBest = true;
          const offStamp: usize = offStamps + <usize>(offId << 2);
          if (load32(offStamp) != runStamp) {
            store32(offStamp, runStamp);
            store32(firstParents + <usize>(offId << 3), ref);
            store16(offQueue + <usize>(offTail << 1), offId);
            offTail++;
          }
        }
      }
      depth++;
    }
    while (offHead < offTail) {
      const id: i32 = load16(offQueue + <usize>(offHead << 1));
      offHead++;
      const ref: i32 = id << 1;
      for (let k: i32 = firstStrong; k < strongEnd; k++) {
        const onId: i32 = strongLink(id, k);
        if (onId < 0) {
          if (k == 0) continue;
          break;
        }
        if (onId == offTarget) {
          // From an "off" start there are no cycles: the walk has found all it can.
          finishWalk(startId, startOn, depth + 1, ref);
          return;
        }
        const onStamp: usize = onStamps + <usize>(onId << 2);
        if (load32(onStamp) != runStamp) {
          store32(onStamp, runStamp);
          store32(firstParents + <usize>(((onId << 1) | 1) << 2), ref);
          store16(onQueue + <usize>(onTail << 1), onId);
          onTail++;
        }
      }
    }
    depth++;
  }
  if (keepSets && targetComplexity == 0) storeStaticSets(startId, onQueue, onTail);
  finishWalk(startId, startOn, targetComplexity, targetRef);
}

/**
 * Whether a cycle of `complexity` found now would still be weighed before the
 * walk's forcing chain of `forcingComplexity` (offered when the walk ends):
 * when it is at least as easy (a tie goes to the one offered first).
 */
function cycleBeforeForcing(complexity: i32, forcingComplexity: i32): bool {
  const cycle: i32 = cycleBase + lengthSurcharge(complexity);
  const forcing: i32 = forcingBase + lengthSurcharge(forcingComplexity);
  return cycle < forcing || (cycle == forcing && complexity <= forcingComplexity);
}

/**
 * After the walk: the forcing chain (if any) is weighed after the start's
 * cycles, as SE lists them. `lastRef` is the node the chain reaches the
 * start's opposite from.
 */
function finishWalk(startId: i32, startOn: bool, targetComplexity: i32, lastRef: i32): void {
  if (targetComplexity == 0) return;
  const difficulty: i32 = forcingBase + lengthSurcharge(targetComplexity);
  if (!beatsBest(difficulty, targetComplexity, passSortKey)) return;
  if (replaying) {
    if (!replayCaptured && forcingTechnique == replayTechnique && targetComplexity == replayComplexity) {
      captureWalk(lastRef, startOn ? startId << 1 : (startId << 1) | 1, -1);
      replayCaptured = true;
    }
    return;
  }
  const cell: i32 = (startId / 9) | 0;
  setBest(forcingTechnique, difficulty, targetComplexity, passSortKey, cell, startId - cell * 9 + 1, startOn);
  if (startOn) setBestFalse(startId);
  else setBestTrue(startId);
  recordWalk(lastRef, startOn ? startId << 1 : (startId << 1) | 1, -1);
}

/**
 * "on" node `onRef` (at `depth` ≥ 3) makes candidate `offId` off, which
 * leads back to the start: tries the cycle that closes there, if any (the
 * walk tests leadsBackToStart in place: this is the rare path). Returns
 * whether it tried one (which may now be the best step).
 */
function closeCycleAt(offId: i32, onRef: i32, depth: i32, startId: i32): bool {
  if (onChainOf(onRef, offId)) return false;
  const complexity: i32 = depth + 1;
  if (!canBeat(cycleBase, complexity)) return false;
  tryCycle(onRef, offId, startId, complexity);
  return true;
}

/**
 * Live lists this long or shorter are read link by link in a last layer:
 * testing each node that leads back to the start (up to four) costs more.
 */
const SHORT_LIST: i32 = 8;

/**
 * The cycles "on" node `ref` (candidate `id`, at `depth` ≥ 3) closes in a
 * walk's last layer, in the order of its live links (`first` to `to`), as
 * the walk's loop tries them; returns whether it tried one. The nodes that
 * lead back to the start have strong links, so they are live: a link to one
 * is a weak link. With one of them linked, its cycle is the only one and
 * a long list is not read.
 */
function closeLastCycles(id: i32, ref: i32, depth: i32, startId: i32, first: i32, to: i32): bool {
  const linked: i32 = to - first > SHORT_LIST ? backNodesLinked(id) : 2;
  if (linked == 0) return false;
  if (linked == 1) return closeCycleAt(linkedBack, ref, depth, startId);
  let tried: bool = false;
  for (let i: i32 = first; i < to; i++) {
    const offId: i32 = liveLink(i);
    if (leadsBackToStart(offId) && closeCycleAt(offId, ref, depth, startId)) tried = true;
  }
  return tried;
}

/**
 * In an "off" start's last layer: the first node, in the order of "on"
 * node `id`'s live links (`first` to `to`), that leads back to the start
 * and is not marked yet (-1: none), i.e. the first such node the walk's
 * loop would queue from `id`. As in closeLastCycles, with one of them
 * linked a long list is not read.
 */
function firstNewBack(id: i32, first: i32, to: i32, offStamps: usize, runStamp: i32): i32 {
  const linked: i32 = to - first > SHORT_LIST ? backNodesLinked(id) : 2;
  if (linked == 0) return -1;
  if (linked == 1) return load32(offStamps + <usize>(linkedBack << 2)) != runStamp ? linkedBack : -1;
  for (let i: i32 = first; i < to; i++) {
    const offId: i32 = liveLink(i);
    if (leadsBackToStart(offId) && load32(offStamps + <usize>(offId << 2)) != runStamp) return offId;
  }
  return -1;
}

/** The last node backNodesLinked found linked. */
let linkedBack: i32 = -1;

/** How many of the nodes leading back to the start "on" node `id` is weakly linked to (the last in linkedBack). */
function backNodesLinked(id: i32): i32 {
  // Added left to right, so linkedBack ends on the last one linked.
  return backLinked(id, back0) + backLinked(id, back1) + backLinked(id, back2) + backLinked(id, back3);
}

/** 1 when `back` (a node leading back to the start, -1: none) is weakly linked to "on" node `id`, noted in linkedBack; else 0. */
function backLinked(id: i32, back: i32): i32 {
  if (back < 0 || !weaklyLinked(id, back)) return 0;
  linkedBack = back;
  return 1;
}

/** Whether "candidate a on" makes candidate b off under this pass's links (its cell's others only with cell links). */
function weaklyLinked(a: i32, b: i32): bool {
  const cellA: i32 = (a / 9) | 0;
  const cellB: i32 = (b / 9) | 0;
  if (cellA == cellB) return cellLinks && a != b;
  return a - cellA * 9 == b - cellB * 9 && sees(cellA, cellB);
}

/** Sets the rules and ratings of one of the three passes. */
function setPass(cells: bool, regions: bool): void {
  cellLinks = cells;
  regionLinks = regions;
  if (cells && regions) {
    cycleTechnique = T_BIDIRECTIONAL_CYCLE;
    cycleBase = 70;
    forcingTechnique = T_FORCING_CHAIN;
    forcingBase = 70;
    passSortKey = 4;
  } else if (cells) {
    cycleTechnique = T_Y_CYCLE;
    cycleBase = 65;
    forcingTechnique = T_FORCING_CHAIN;
    forcingBase = 70;
    passSortKey = 3;
  } else {
    cycleTechnique = T_X_CYCLE;
    cycleBase = 65;
    forcingTechnique = T_FORCING_X_CHAIN;
    forcingBase = 66;
    passSortKey = 2;
  }
}

/**
 * The digits whose X-link walks surely find nothing: the pass with X links
 * alone never leaves a digit (its links join places of one digit), so what
 * it finds from a digit's candidates depends only on that digit's cells.
 * CH_X_PASS_MEMO keeps, per digit, its cells at a search whose X pass found
 * nothing at all (every walk then ran to its end); a digit with the same
 * cells now finds nothing again. (A digit with no cells matches the zeroed
 * memory, and has no walks either.)
 */
function settledXDigits(): i32 {
  // Both hold the digits' cells alike: word 3(d - 1) + w.
  let changed: i32 = 0;
  for (let i: i32 = 0; i < 27; i++) {
    if (load32(CH_X_PASS_MEMO + <usize>(i << 2)) != load32(CYCLE_DIGIT_CELLS + <usize>(i << 2))) changed |= 1 << ((i / 3) | 0);
  }
  return ~changed & 0x1ff;
}

/** Records every digit's cells after an X pass that found nothing (settledXDigits). */
function recordXDigits(): void {
  for (let i: i32 = 0; i < 27; i++) store32(CH_X_PASS_MEMO + <usize>(i << 2), load32(CYCLE_DIGIT_CELLS + <usize>(i << 2)));
}

/**
 * Whether the walk from "id off" surely offers no step that could be the
 * pass's best, because it mirrors the walk from "x on" of id's only strong
 * link x (under this pass's links), which the pass also runs. From "id off"
 * the walk's one node in its second layer is "x on", and "id off" leads
 * nowhere else ("x on" is stamped), so from there it is the walk from
 * "x on" one layer later; it ends at "id on", which only "x off" leads to,
 * and "x off" is reached in the layer after the first "on" node weakly
 * linked to x: where the walk from "x on" finds its forcing chain (x off).
 * So the chain from "id off" is that chain two nodes longer: never easier
 * (the length surcharge never falls as complexity grows) and longer, it
 * loses to it, and when the walk from "x on" stops before finding it (no
 * step of its layer's complexity could beat the best, and the best only
 * gets better), longer chains could not beat the best either. Off walks
 * find no cycles. Not when every step is listed: that chain is a step too.
 */
function offWalkMirrored(id: i32): bool {
  let partner: i32 = -1;
  let partners: i32 = 0;
  const strongEnd: i32 = regionLinks ? 4 : 1;
  for (let k: i32 = cellLinks ? 0 : 1; k < strongEnd; k++) {
    const onId: i32 = strongLink(id, k);
    if (onId < 0) {
      if (k == 0) continue;
      break;
    }
    partner = onId;
    partners++;
  }
  if (partners != 1) return false;
  // The pass walks from "x on" only when x's cell has two candidates or more.
  return popcount(<u32>baseCands((partner / 9) | 0)) >= 2;
}

/**
 * One pass over every candidate of every unsolved cell, except those of
 * the digits in `skipDigits` (bit d - 1); false when the deadline passed.
 */
function searchPass(cells: bool, regions: bool, skipDigits: i32 = 0): bool {
  const filtered: bool = startsFiltered;
  setPass(cells, regions);
  // The shortest cycle has 4 nodes, the shortest forcing chain 3.
  if (!canBeat(cycleBase, 4) && !canBeat(forcingBase, 3)) return true;
  buildLiveLinks(cells, regions, skipDigits);
  const kinds: i32 = (cells ? LEADS_BY_CELL : 0) | (regions ? LEADS_BY_REGION : 0);
  // Every step is wanted when listing them all: an off walk's chain is one even when another is easier.
  const skipMirrored: bool = SPEED_CODE && !collectingEvery() && !innerListing;
  for (let cell: i32 = 0; cell < 81; cell++) {
    const cands: i32 = baseCands(cell);
    const count: i32 = popcount(<u32>cands);
    if (count < 2) continue;
    // Y-cycles start only from cells with two candidates.
    if (!regions && count > 2) continue;
    if (deadlinePolled()) return false;
    const onDigits: i32 = filtered ? innerOnWalkDigits(cell) : 0x1ff;
    const offDigits: i32 = filtered ? innerOffWalkDigits(cell) : 0x1ff;
    for (let digit: i32 = 1; digit <= 9; digit++) {
      const bit: i32 = 1 << (digit - 1);
      if ((cands & ~skipDigits & bit) == 0) continue;
      const id: i32 = cell * 9 + digit - 1;
      if ((onDigits & bit) != 0) walk((id << 1) | 1, true, regions);
      // "id off" can lead back to "id on" only through a strong link of id's own (they are symmetric).
      if (regions && (offDigits & bit) != 0 && (leadsBy(id) & kinds) != 0 && !(skipMirrored && offWalkMirrored(id))) walk(id << 1, false, true);
    }
  }
  return true;
}

/**
 * SE's "Forcing Chains & Cycles" producer: the easiest X-cycle, Y-cycle,
 * forcing X-chain, bidirectional cycle or forcing chain. Returns true when
 * the step list is full.
 */
export function findForcingChainsAndCycles(): bool {
  setupChainGeometry();
  loadBaseFromState();
  buildLinks();
  collectDigitCells();
  beginStaticSets();
  clearBest();
  // find lists every step, and gets every walk; the size builds walk every digit too (same steps, less code).
  const skipSettled: bool = SPEED_CODE && !collectingEvery();
  const settled: i32 = skipSettled ? settledXDigits() : 0;
  // Every digit settled: the X pass has no walk to run, and its link lists are not worth building.
  if (settled != 0x1ff && !searchPass(false, true, settled)) return false;
  if (skipSettled && !bestFound()) recordXDigits();
  if (!searchPass(true, false)) return false;
  if (!searchPass(true, true)) return false;
  if (!collectingEvery() && !bestFound()) notePlainChainsAbsent();
  if (collectingEvery() && chainRecording()) replayKeptWalks();
  return emitBest();
}

/** The next inner search's walks that surely find nothing (setInnerWalksIdle). */
let idleXDigits: i32 = 0;
let idleYPass: bool = false;
/** The next inner search takes only the walks the reachability test noted (filterInnerWalkStarts). */
let startsFilterNext: bool = false;
/** The search running takes only those walks. */
let startsFiltered: bool = false;

/**
 * Whether the next listForcingChainsAndCycles takes, in every pass, only
 * the walks that inner-steps-may-exist.ts's test just noted on its grid
 * (innerOnWalkDigits, innerOffWalkDigits): the others find no step (the
 * passes' links are among the test's), and a walk that finds nothing
 * offers nothing, so the steps and their order found are the same.
 */
export function filterInnerWalkStarts(filter: bool): void {
  startsFilterNext = filter;
}

/**
 * Tells the next listForcingChainsAndCycles which of its walks surely find
 * nothing (plain-chains-absent.ts): the X-links pass of the digits in
 * `xDigits` (bit d - 1), the Y-cycles pass when `yPass`. It skips them, and
 * forgets this.
 */
export function setInnerWalksIdle(xDigits: i32, yPass: bool): void {
  idleXDigits = xDigits;
  idleYPass = yPass;
}

/**
 * A nested chain's inner search (nested.ts): every step of SE's "Forcing
 * Chains & Cycles" on the searched grid as it stands (the outer chain's
 * working grid, loaded by the caller), kept in find's step pool with each
 * walk handed to nested-offers.ts; nothing is written to the step list,
 * the candidate-set cache is left alone and the walks mark their nodes in a
 * record of their own, so the propagation records stay the outer search's.
 * Returns false when the deadline passed.
 */
export function listForcingChainsAndCycles(): bool {
  setupChainGeometry();
  buildStrongLinks();
  collectDigitCells();
  clearBest();
  innerListing = true;
  walkRecord = NEST_WALK_RECORD;
  const xDigits: i32 = idleXDigits;
  const yPass: bool = idleYPass;
  setInnerWalksIdle(0, false);
  startsFiltered = startsFilterNext;
  startsFilterNext = false;
  const done: bool = (xDigits == 0x1ff || searchPass(false, true, xDigits)) && (yPass || searchPass(true, false)) && searchPass(true, true);
  startsFiltered = false;
  walkRecord = CH_PROPAGATION_A;
  innerListing = false;
  settleKept();
  // The set scratch goes back to the outer search's content: any digit's words may be stale for the next cycle.
  touchedDigits = 0x1ff;
  return done;
}

/**
 * find, when the host wants chains: the walks are gone once the search
 * ends, so the walk of each kept step is run again from its start, pass by
 * pass, and the first cycle or forcing chain that makes that very step
 * (technique, complexity, eliminations) gives its chain (kept for
 * every-step.ts to write).
 */
function replayKeptWalks(): void {
  settleKept();
  clearKeptWalkChains();
  const kept: i32 = keptSteps();
  replaying = true;
  for (let pass: i32 = 0; pass < 3; pass++) {
    const cells: bool = pass != 0;
    const regions: bool = pass != 1;
    setPass(cells, regions);
    buildLiveLinks(cells, regions);
    for (let i: i32 = 0; i < kept; i++) {
      const record: usize = keptStep(i);
      const technique: i32 = keptTechnique(record);
      if (technique != cycleTechnique && !(regions && technique == forcingTechnique)) continue;
      replayRecord = record;
      replayTechnique = technique;
      replayComplexity = keptComplexity(record);
      replayCaptured = false;
      const startRef: i32 = keptSourceRef(record);
      if ((startRef & 1) != 0) walk(startRef, true, regions);
      else walk(startRef, false, true);
      if (replayCaptured) keepWalkChainFor(i);
    }
  }
  replaying = false;
}
