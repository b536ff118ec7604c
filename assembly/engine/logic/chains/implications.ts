/**
 * The implication engine shared by the forcing-chain techniques: from one
 * assumption ("candidate X is on" or "… is off") it derives every node that
 * follows, remembering for each node the parents that implied it, exactly in
 * the order Sukaku Explainer v1.15.10 derives them, because that order fixes
 * which parents a node gets, hence its ancestor count, hence the rating.
 *
 * Rules (a node's parents are listed first to last):
 * - on → off (parent: the on node): the cell's other candidates (only with
 *   `cellRules`), then the digit's other places in the box, in the row
 *   outside the box, in the column outside the box;
 * - off → on (parent: the off node, then the "hidden" parents below): the
 *   cell's last other candidate when the cell has two left (only with
 *   `cellRules`), then, for box, row and column in turn, the digit's only
 *   other place in that region.
 * - On nodes are expanded before any off node (a FIFO per kind).
 * - Dynamic: each off node, once expanded, is removed from a working copy of
 *   the candidates, so later rules see a smaller grid; a node implied that way
 *   also gets as parents the off nodes whose removal made the rule apply (the
 *   cell's or region's removed candidates, in cell / region order).
 * - The run stops at the first contradiction (a candidate both on and off).
 */
import {
  ADV_CAUSE,
  CAND_WORDS,
  CH_PROPAGATION_A,
  CH_WORK_GRID,
  CH_ANC_STACK,
  CH_ANC_VISIT,
  PROPAGATION_HEADER,
  PROPAGATION_OFF_QUEUE,
  PROPAGATION_OFF_STAMP,
  PROPAGATION_ON_QUEUE,
  PROPAGATION_ON_STAMP,
  PROPAGATION_ORDER,
  PROPAGATION_PAR_LEN,
  PROPAGATION_PAR_START,
  PROPAGATION_POOL,
  PROPAGATION_POOL_CAPACITY,
} from "./layout";
import { popcount, trailingZeros } from "../../../target/bits";
import { load16, load32, load8, store16, store32, store8 } from "../../../target/memory";
import { cellRegion, positionIn, regionCell, weakSkip } from "./geometry";
import { fillBytes } from "../../../target/memory";
import { baseCands, basePlaces, resetWork, workCands, workPlaces, workPlacesAt } from "./grid";
import {
  ADVANCED_OVERFLOW,
  advancedItemHint,
  advancedItemId,
  advancedItemParentCount,
  advancedItemParentStart,
  advancedItemTechnique,
  advancedParent,
  collectAdvancedOffs,
} from "./advanced-offs";
import { noteNestedNode } from "./nested-nodes";
import { NESTED_CHAINS, SPEED_CODE } from "../../../target/build-goal";

/** The run derived everything that follows (no contradiction). */
export const END_DONE: i32 = 0;
/** The run met a candidate both on and off. */
export const END_ABSURD: i32 = 1;
/** The parent pool filled up; the run is unusable (never seen on 9×9). */
export const END_OVERFLOW: i32 = 2;
/**
 * The run paused at a fixpoint where the level-1 rules found nothing, for
 * the caller to run the nested rule (chains/nested.ts, level 2 and up) and
 * resume it with resumePropagation. Never returned below level 2.
 */
export const END_NESTED: i32 = 3;

// Record header fields (byte offsets from PROPAGATION_HEADER).
const H_RUN: usize = 0;
const H_COUNT: usize = 4;
const H_POOL: usize = 8;
const H_END: usize = 12;
const H_ABS_STORED: usize = 16;
const H_ABS_NEW: usize = 20;
const H_ABS_NEW_START: usize = 24;
const H_ABS_NEW_LEN: usize = 28;

/** Parent refs a single rule can add (one node plus up to 8 hidden parents), with room to spare. */
const POOL_MARGIN: i32 = 16;

let runCounter: i32 = 0;
// The run in progress (written to the record header when it ends).
let runStamp: i32 = 0;
let runCount: i32 = 0;
let runPool: i32 = 0;
let visitCounter: i32 = 0;
let onTail: i32 = 0;
let offTail: i32 = 0;
/** SE's chaining level: 0 the unit rules only; 1 and up also the advanced rules (advanced-offs.ts) at each fixpoint. */
let advancedLevel: i32 = 0;
/** Removals the last advanced-rule call found (already "off" ones included). */
let lastRuleCount: i32 = 0;
// A run paused for the nested rule (END_NESTED): where its queues stood, and its rules.
let pausedOnHead: i32 = 0;
let pausedOffHead: i32 = 0;
let pausedDynamic: bool = false;
let pausedCellRules: bool = false;

/**
 * Copies the state of the run that paused with END_NESTED to `dest`: the
 * inner search that the nested rule runs propagates too (multiple forcing
 * chains), and the paused run must resume where it stood. The run counter
 * is not kept: stamps stay unique. 11 words.
 */
export function savePausedRun(dest: usize): void {
  store32(dest, runStamp);
  store32(dest + 4, runCount);
  store32(dest + 8, runPool);
  store32(dest + 12, onTail);
  store32(dest + 16, offTail);
  store32(dest + 20, advancedLevel);
  store32(dest + 24, lastRuleCount);
  store32(dest + 28, pausedOnHead);
  store32(dest + 32, pausedOffHead);
  store32(dest + 36, pausedDynamic ? 1 : 0);
  store32(dest + 40, pausedCellRules ? 1 : 0);
}

/** Gives the paused run back its state (savePausedRun). */
export function restorePausedRun(from: usize): void {
  runStamp = load32(from);
  runCount = load32(from + 4);
  runPool = load32(from + 8);
  onTail = load32(from + 12);
  offTail = load32(from + 16);
  advancedLevel = load32(from + 20);
  lastRuleCount = load32(from + 24);
  pausedOnHead = load32(from + 28);
  pausedOffHead = load32(from + 32);
  pausedDynamic = load32(from + 36) != 0;
  pausedCellRules = load32(from + 40) != 0;
}

/**
 * How many entries of the record's parent pool are in use: its last run's
 * (kept in the header when it ended), or the run in progress or paused
 * (which may be this record's). The rest of the pool is never read.
 */
export function poolInUse(record: usize): i32 {
  const ended: i32 = header(record, H_POOL);
  return runPool > ended ? runPool : ended;
}

/** Sets the chaining level of the propagations that follow (0 restores the plain rules). */
export function setChainingLevel(level: i32): void {
  advancedLevel = level;
}

/** A stamp no run has used yet (other searches mark their own sets with it). */
export function nextRunStamp(): i32 {
  runCounter++;
  return runCounter;
}

function header(record: usize, field: usize): i32 {
  return load32(record + PROPAGATION_HEADER + field);
}
function setHeader(record: usize, field: usize, value: i32): void {
  store32(record + PROPAGATION_HEADER + field, value);
}

/** Whether candidate `id` is "on" in the record's last run. */
export function isOnIn(record: usize, id: i32): bool {
  return load32(record + PROPAGATION_ON_STAMP + <usize>(id << 2)) == header(record, H_RUN);
}

/** Whether candidate `id` is "off" in the record's last run. */
export function isOffIn(record: usize, id: i32): bool {
  return load32(record + PROPAGATION_OFF_STAMP + <usize>(id << 2)) == header(record, H_RUN);
}

/** Whether node `ref` (id * 2 + on) is in the record's last run. */
export function hasNode(record: usize, ref: i32): bool {
  return (ref & 1) != 0 ? isOnIn(record, ref >> 1) : isOffIn(record, ref >> 1);
}

/** The stamp of the record's last run (each run has its own). */
export function recordRun(record: usize): i32 {
  return header(record, H_RUN);
}

/** Number of nodes the record's last run derived (the assumption included). */
export function nodeCount(record: usize): i32 {
  return header(record, H_COUNT);
}

/** Parent refs the record's last run wrote to its pool (so far, for a paused run). */
export function poolUsed(record: usize): i32 {
  return header(record, H_POOL);
}

/** The `index`-th node ref derived by the record's last run. */
export function nodeAt(record: usize, index: i32): i32 {
  return load16(record + PROPAGATION_ORDER + <usize>(index << 1));
}

function addNode(record: usize, ref: i32, parStart: i32, parLen: i32): void {
  const id: i32 = ref >> 1;
  if ((ref & 1) != 0) store32(record + PROPAGATION_ON_STAMP + <usize>(id << 2), runStamp);
  else store32(record + PROPAGATION_OFF_STAMP + <usize>(id << 2), runStamp);
  store32(record + PROPAGATION_PAR_START + <usize>(ref << 2), parStart);
  store16(record + PROPAGATION_PAR_LEN + <usize>(ref << 1), parLen);
  store16(record + PROPAGATION_ORDER + <usize>(runCount << 1), ref);
  runCount++;
}

function poolPush(record: usize, ref: i32): void {
  store16(record + PROPAGATION_POOL + <usize>(runPool << 1), ref);
  runPool++;
}

/** During a run: whether candidate `id` is on / off already. */
function onNow(record: usize, id: i32): bool {
  return load32(record + PROPAGATION_ON_STAMP + <usize>(id << 2)) == runStamp;
}
function offNow(record: usize, id: i32): bool {
  return load32(record + PROPAGATION_OFF_STAMP + <usize>(id << 2)) == runStamp;
}

/** Ends the run: its counts go to the record header. */
function endRun(record: usize, end: i32): i32 {
  setHeader(record, H_COUNT, runCount);
  setHeader(record, H_POOL, runPool);
  setHeader(record, H_END, end);
  return end;
}

/**
 * Whether run `stamp` holds candidate `id` "on" and not "off": deriving it
 * "on" again changes nothing (deriveOn). A rule's "on" node is mostly held
 * already; an "off" node mostly new, so deriveOff has no such test.
 */
function holdsOnOnly(record: usize, stamp: i32, id: i32): bool {
  return load32(record + PROPAGATION_ON_STAMP + <usize>(id << 2)) == stamp && load32(record + PROPAGATION_OFF_STAMP + <usize>(id << 2)) != stamp;
}

/** Derives an "off" node from "on" node `parentRef`; true on a contradiction. */
function deriveOff(record: usize, id: i32, parentRef: i32): bool {
  if (onNow(record, id)) {
    const start: i32 = runPool;
    poolPush(record, parentRef);
    setHeader(record, H_ABS_STORED, (id << 1) | 1);
    setHeader(record, H_ABS_NEW, id << 1);
    setHeader(record, H_ABS_NEW_START, start);
    setHeader(record, H_ABS_NEW_LEN, 1);
    return true;
  }
  if (!SPEED_CODE) {
    if (!offNow(record, id)) {
      const start: i32 = runPool;
      poolPush(record, parentRef);
      addNode(record, id << 1, start, 1);
      store16(record + PROPAGATION_OFF_QUEUE + <usize>(offTail << 1), id);
      offTail++;
    }
    return false;
  }
  const stampPtr: usize = record + PROPAGATION_OFF_STAMP + <usize>(id << 2);
  const stamp: i32 = runStamp;
  if (load32(stampPtr) != stamp) {
    // addNode and poolPush for this one case, each counter read once (most "off" nodes come this way).
    const pool: i32 = runPool;
    const count: i32 = runCount;
    const tail: i32 = offTail;
    store16(record + PROPAGATION_POOL + <usize>(pool << 1), parentRef);
    store32(stampPtr, stamp);
    store32(record + PROPAGATION_PAR_START + <usize>(id << 3), pool);
    store16(record + PROPAGATION_PAR_LEN + <usize>(id << 2), 1);
    store16(record + PROPAGATION_ORDER + <usize>(count << 1), id << 1);
    store16(record + PROPAGATION_OFF_QUEUE + <usize>(tail << 1), id);
    runPool = pool + 1;
    runCount = count + 1;
    offTail = tail + 1;
  }
  return false;
}

/** Writes the parents of an "on" node implied by off node (cell, digit) under rule `kind`. */
function pushOnParents(record: usize, cell: i32, digit: i32, kind: i32): void {
  poolPush(record, ((cell * 9 + digit - 1) << 1));
  if (kind == 3) {
    const removed: i32 = baseCands(cell) & ~workCands(cell);
    for (let f: i32 = 0; f < 9; f++) {
      if ((removed & (1 << f)) != 0) poolPush(record, (cell * 9 + f) << 1);
    }
  } else {
    const region: i32 = cellRegion(cell, kind);
    let removed: i32 = basePlaces(region, digit) & ~workPlaces(region, digit);
    while (removed != 0) {
      const index: i32 = trailingZeros(<u32>removed);
      removed &= removed - 1;
      poolPush(record, (regionCell(region, index) * 9 + digit - 1) << 1);
    }
  }
}

/** Derives "on" node `onId` from off node (cell, digit) under rule `kind`; true on a contradiction. */
function deriveOn(record: usize, onId: i32, cell: i32, digit: i32, kind: i32): bool {
  if (offNow(record, onId)) {
    const start: i32 = runPool;
    pushOnParents(record, cell, digit, kind);
    setHeader(record, H_ABS_STORED, onId << 1);
    setHeader(record, H_ABS_NEW, (onId << 1) | 1);
    setHeader(record, H_ABS_NEW_START, start);
    setHeader(record, H_ABS_NEW_LEN, runPool - start);
    return true;
  }
  if (!onNow(record, onId)) {
    const start: i32 = runPool;
    pushOnParents(record, cell, digit, kind);
    addNode(record, (onId << 1) | 1, start, runPool - start);
    store16(record + PROPAGATION_ON_QUEUE + <usize>(onTail << 1), onId);
    onTail++;
  }
  return false;
}

/**
 * Runs the propagation of node `startRef` into `record`. `dynamic`: removes
 * expanded off nodes from the working grid; `cellRules`: uses the one-cell
 * rules (Nishio chains do not). Returns END_*.
 */
export function propagate(record: usize, startRef: i32, dynamic: bool, cellRules: bool): i32 {
  runCounter++;
  runStamp = runCounter;
  runCount = 0;
  runPool = 0;
  setHeader(record, H_RUN, runCounter);
  resetWork();
  onTail = 0;
  offTail = 0;
  addNode(record, startRef, 0, 0);
  if ((startRef & 1) != 0) {
    store16(record + PROPAGATION_ON_QUEUE, startRef >> 1);
    onTail = 1;
  } else {
    store16(record + PROPAGATION_OFF_QUEUE, startRef >> 1);
    offTail = 1;
  }
  return propagateFrom(record, 0, 0, dynamic, cellRules);
}

/**
 * Resumes the run that paused with END_NESTED, with the nested rule's
 * `count` removals (advanced-offs.ts output; ADVANCED_OVERFLOW: full).
 * Returns END_* as propagate does.
 */
export function resumePropagation(record: usize, count: i32): i32 {
  if (count < 0) return endRun(record, END_OVERFLOW);
  const added: i32 = addCollectedOffs(record, count, true);
  if (added < 0) return endRun(record, END_OVERFLOW);
  // Nothing new: the run is complete (SE's loop ends when the rules add nothing).
  if (added == 0) return endRun(record, END_DONE);
  return propagateFrom(record, pausedOnHead, pausedOffHead, pausedDynamic, pausedCellRules);
}

/** The propagation loop from queue positions (onHead, offHead); see propagate. */
function propagateFrom(record: usize, onHeadAt: i32, offHeadAt: i32, dynamic: bool, cellRules: bool): i32 {
  let onHead: i32 = onHeadAt;
  let offHead: i32 = offHeadAt;
  // The "on" node a rule implies is mostly held already: that test stays here, the rest is a call.
  const stamp: i32 = runStamp;
  while (true) {
    if (runPool > PROPAGATION_POOL_CAPACITY - POOL_MARGIN * 4) return endRun(record, END_OVERFLOW);
    if (onHead < onTail) {
      const id: i32 = load16(record + PROPAGATION_ON_QUEUE + <usize>(onHead << 1));
      onHead++;
      const cell: i32 = (id / 9) | 0;
      const digit: i32 = id - cell * 9 + 1;
      const bit: i32 = 1 << (digit - 1);
      const onRef: i32 = (id << 1) | 1;
      if (cellRules) {
        let others: i32 = workCands(cell) & ~bit;
        while (others != 0) {
          const f: i32 = trailingZeros(<u32>others);
          others &= others - 1;
          const offId: i32 = cell * 9 + f;
          if (deriveOff(record, offId, onRef)) return endAbsurd(record);
        }
      }
      // Box places, then row and column places outside the box.
      if (SPEED_CODE) {
        // The three region types written out: constant types fold into the table offsets, no loop counter.
        const box: i32 = cellRegion(cell, 0);
        let boxPlaces: i32 = workPlaces(box, digit) & ~weakSkip(cell, 0);
        for (; boxPlaces != 0; boxPlaces &= boxPlaces - 1) {
          if (deriveOff(record, regionCell(box, trailingZeros(<u32>boxPlaces)) * 9 + digit - 1, onRef)) return endAbsurd(record);
        }
        const row: i32 = cellRegion(cell, 1);
        let rowPlaces: i32 = workPlaces(row, digit) & ~weakSkip(cell, 1);
        for (; rowPlaces != 0; rowPlaces &= rowPlaces - 1) {
          if (deriveOff(record, regionCell(row, trailingZeros(<u32>rowPlaces)) * 9 + digit - 1, onRef)) return endAbsurd(record);
        }
        const column: i32 = cellRegion(cell, 2);
        let columnPlaces: i32 = workPlaces(column, digit) & ~weakSkip(cell, 2);
        for (; columnPlaces != 0; columnPlaces &= columnPlaces - 1) {
          if (deriveOff(record, regionCell(column, trailingZeros(<u32>columnPlaces)) * 9 + digit - 1, onRef)) return endAbsurd(record);
        }
        continue;
      }
      for (let type: i32 = 0; type < 3; type++) {
        const region: i32 = cellRegion(cell, type);
        let places: i32 = workPlaces(region, digit) & ~weakSkip(cell, type);
        while (places != 0) {
          const index: i32 = trailingZeros(<u32>places);
          places &= places - 1;
          const offId: i32 = regionCell(region, index) * 9 + digit - 1;
          if (deriveOff(record, offId, onRef)) return endAbsurd(record);
        }
      }
      continue;
    }
    if (offHead < offTail) {
      const id: i32 = load16(record + PROPAGATION_OFF_QUEUE + <usize>(offHead << 1));
      offHead++;
      const cell: i32 = (id / 9) | 0;
      const digit: i32 = id - cell * 9 + 1;
      const bit: i32 = 1 << (digit - 1);
      // The cell's last other candidate, then the digit's last other place in box, row and column, each
      // taken as found: none changes what the next rule reads, and a repeat is "on" already. A dynamic run
      // removes the candidate from each place once its rule has read it (the rest of the run sees the smaller
      // grid; after a contradiction nothing reads the working grid before the next run resets it).
      const cands: i32 = workCands(cell);
      if (cellRules && popcount(<u32>cands) == 2) {
        const onId: i32 = cell * 9 + trailingZeros(<u32>(cands & ~bit));
        if (!holdsOnOnly(record, stamp, onId) && deriveOn(record, onId, cell, digit, 3)) return endAbsurd(record);
      }
      if (dynamic) store16(CH_WORK_GRID + <usize>(cell << 1), cands & ~bit);
      if (SPEED_CODE) {
        // The loop below written out for box, row and column: each type a constant, so no loop counter
        // and the table offsets fold (a helper taking the type stays a call in binaryen's output).
        const box: i32 = cellRegion(cell, 0);
        const boxPtr: usize = workPlacesAt(box, digit);
        const boxLeft: i32 = load16(boxPtr) & ~(1 << positionIn(cell, 0));
        if (boxLeft != 0 && (boxLeft & (boxLeft - 1)) == 0) {
          const onId: i32 = regionCell(box, trailingZeros(<u32>boxLeft)) * 9 + digit - 1;
          if (!holdsOnOnly(record, stamp, onId) && deriveOn(record, onId, cell, digit, 0)) return endAbsurd(record);
        }
        if (dynamic) store16(boxPtr, boxLeft);
        const row: i32 = cellRegion(cell, 1);
        const rowPtr: usize = workPlacesAt(row, digit);
        const rowLeft: i32 = load16(rowPtr) & ~(1 << positionIn(cell, 1));
        if (rowLeft != 0 && (rowLeft & (rowLeft - 1)) == 0) {
          const onId: i32 = regionCell(row, trailingZeros(<u32>rowLeft)) * 9 + digit - 1;
          if (!holdsOnOnly(record, stamp, onId) && deriveOn(record, onId, cell, digit, 1)) return endAbsurd(record);
        }
        if (dynamic) store16(rowPtr, rowLeft);
        const column: i32 = cellRegion(cell, 2);
        const columnPtr: usize = workPlacesAt(column, digit);
        const columnLeft: i32 = load16(columnPtr) & ~(1 << positionIn(cell, 2));
        if (columnLeft != 0 && (columnLeft & (columnLeft - 1)) == 0) {
          const onId: i32 = regionCell(column, trailingZeros(<u32>columnLeft)) * 9 + digit - 1;
          if (!holdsOnOnly(record, stamp, onId) && deriveOn(record, onId, cell, digit, 2)) return endAbsurd(record);
        }
        if (dynamic) store16(columnPtr, columnLeft);
      } else {
        for (let type: i32 = 0; type < 3; type++) {
          const region: i32 = cellRegion(cell, type);
          const placesPtr: usize = workPlacesAt(region, digit);
          const left: i32 = load16(placesPtr) & ~(1 << positionIn(cell, type));
          if (left != 0 && (left & (left - 1)) == 0) {
            const onId: i32 = regionCell(region, trailingZeros(<u32>left)) * 9 + digit - 1;
            if (!holdsOnOnly(record, stamp, onId) && deriveOn(record, onId, cell, digit, type)) return endAbsurd(record);
          }
          if (dynamic) store16(placesPtr, left);
        }
      }
      continue;
    }
    if (advancedLevel > 0) {
      const added: i32 = addAdvancedOffs(record);
      if (added < 0) return endRun(record, END_OVERFLOW);
      if (added > 0) continue;
      if (NESTED_CHAINS && advancedLevel >= 2 && lastRuleCount == 0) {
        pausedOnHead = onHead;
        pausedOffHead = offHead;
        pausedDynamic = dynamic;
        pausedCellRules = cellRules;
        // The header counts what the paused run holds, so that an inner search can keep it aside (chain-frames.ts).
        setHeader(record, H_COUNT, runCount);
        setHeader(record, H_POOL, runPool);
        return END_NESTED;
      }
    }
    break;
  }
  return endRun(record, END_DONE);
}

/** Where the technique behind advanced node `ref` of `record` is kept (ADV_CAUSE). */
export function causeSlot(record: usize, ref: i32): usize {
  return ADV_CAUSE + <usize>((record == CH_PROPAGATION_A ? 0 : 1458) + ref);
}

/**
 * The technique id (T_*) whose pattern implied node `ref` in the record's last
 * run, for an "off" node an advanced rule added (its parents are "off"
 * nodes: the removals the pattern needed); 0 for a node the unit rules
 * implied.
 */
export function advancedCauseOf(record: usize, ref: i32): i32 {
  if ((ref & 1) != 0) return 0;
  const parLen: i32 = load16(record + PROPAGATION_PAR_LEN + <usize>(ref << 1));
  if (parLen == 0) return 0;
  const first: i32 = load16(record + PROPAGATION_POOL + <usize>(load32(record + PROPAGATION_PAR_START + <usize>(ref << 2)) << 1));
  return (first & 1) == 0 ? load8(causeSlot(record, ref)) : 0;
}

/**
 * At a fixpoint: the "off" nodes the advanced rules add (SE adds them without
 * checking them against "on" nodes), each with the rule's parents. Returns
 * how many are new, or -1 when the pool or the rule scratch is full.
 */
function addAdvancedOffs(record: usize): i32 {
  const count: i32 = collectAdvancedOffs();
  lastRuleCount = count;
  return addCollectedOffs(record, count, false);
}

/**
 * Adds the `count` removals an advanced rule wrote (advanced-offs.ts output)
 * as "off" nodes; `nested`: the nested rule wrote them (nested-nodes.ts notes
 * each node's inner chain). Returns how many are new, or -1 when full.
 */
function addCollectedOffs(record: usize, count: i32, nested: bool): i32 {
  if (count == ADVANCED_OVERFLOW) return -1;
  let added: i32 = 0;
  for (let i: i32 = 0; i < count; i++) {
    const id: i32 = advancedItemId(i);
    if (offNow(record, id)) continue;
    const parStart: i32 = advancedItemParentStart(i);
    const parLen: i32 = advancedItemParentCount(i);
    if (runPool + parLen > PROPAGATION_POOL_CAPACITY - POOL_MARGIN * 4) return -1;
    const start: i32 = runPool;
    for (let j: i32 = 0; j < parLen; j++) poolPush(record, advancedParent(parStart + j));
    addNode(record, id << 1, start, parLen);
    store8(causeSlot(record, id << 1), advancedItemTechnique(i));
    if (NESTED_CHAINS && nested) noteNestedNode(record, runStamp, id << 1, advancedItemHint(i));
    store16(record + PROPAGATION_OFF_QUEUE + <usize>(offTail << 1), id);
    offTail++;
    added++;
  }
  return added;
}

function endAbsurd(record: usize): i32 {
  return endRun(record, END_ABSURD);
}

/** Counts the distinct nodes reachable from the parent list (start, len), the list included. */
function closureSize(record: usize, start: i32, len: i32): i32 {
  visitCounter++;
  const stamp: i32 = visitCounter;
  let top: i32 = 0;
  let count: i32 = 0;
  for (let i: i32 = 0; i < len; i++) {
    const ref: i32 = load16(record + PROPAGATION_POOL + <usize>((start + i) << 1));
    const visitPtr: usize = CH_ANC_VISIT + <usize>(ref << 2);
    if (load32(visitPtr) != stamp) {
      store32(visitPtr, stamp);
      store16(CH_ANC_STACK + <usize>(top << 1), ref);
      top++;
      count++;
    }
  }
  while (top > 0) {
    top--;
    const ref: i32 = load16(CH_ANC_STACK + <usize>(top << 1));
    const parStart: i32 = load32(record + PROPAGATION_PAR_START + <usize>(ref << 2));
    const parLen: i32 = load16(record + PROPAGATION_PAR_LEN + <usize>(ref << 1));
    for (let i: i32 = 0; i < parLen; i++) {
      const parent: i32 = load16(record + PROPAGATION_POOL + <usize>((parStart + i) << 1));
      const visitPtr: usize = CH_ANC_VISIT + <usize>(parent << 2);
      if (load32(visitPtr) != stamp) {
        store32(visitPtr, stamp);
        store16(CH_ANC_STACK + <usize>(top << 1), parent);
        top++;
        count++;
      }
    }
  }
  return count;
}

/** Number of distinct nodes in the chain that implied `ref` in the record's last run, `ref` included. */
export function ancestorCount(record: usize, ref: i32): i32 {
  const parStart: i32 = load32(record + PROPAGATION_PAR_START + <usize>(ref << 2));
  const parLen: i32 = load16(record + PROPAGATION_PAR_LEN + <usize>(ref << 1));
  return 1 + closureSize(record, parStart, parLen);
}

/** Sum of the ancestor counts of both sides of the record's contradiction (its chain complexity). */
export function absurdComplexity(record: usize): i32 {
  const stored: i32 = ancestorCount(record, header(record, H_ABS_STORED));
  const fresh: i32 = 1 + closureSize(record, header(record, H_ABS_NEW_START), header(record, H_ABS_NEW_LEN));
  return stored + fresh;
}

/**
 * Writes the record's last run as two candidate sets at `dest` (u32 × 23 "on",
 * then u32 × 23 "off").
 */
export function writeRunSets(record: usize, dest: usize): void {
  fillBytes(dest, 0, CAND_WORDS * 8);
  const count: i32 = nodeCount(record);
  for (let i: i32 = 0; i < count; i++) {
    const ref: i32 = nodeAt(record, i);
    const id: i32 = ref >> 1;
    const word: i32 = (id >> 5) + ((ref & 1) != 0 ? 0 : CAND_WORDS);
    const ptr: usize = dest + <usize>(word << 2);
    store32(ptr, load32(ptr) | (1 << (id & 31)));
  }
}

// Reading a run's graph back (chain-record.ts writes a step's chains from it).

/** Index in the record's parent pool of node `ref`'s first parent (read with parentAt). */
export function parentStart(record: usize, ref: i32): i32 {
  return load32(record + PROPAGATION_PAR_START + <usize>(ref << 2));
}

/** Number of parents of node `ref` in the record's last run. */
export function parentCount(record: usize, ref: i32): i32 {
  return load16(record + PROPAGATION_PAR_LEN + <usize>(ref << 1));
}

/** The parent ref at `index` of the record's parent pool. */
export function parentAt(record: usize, index: i32): i32 {
  return load16(record + PROPAGATION_POOL + <usize>(index << 1));
}

/** The node of the record's contradiction that the run had derived before (its chain is in the record). */
export function absurdStoredRef(record: usize): i32 {
  return header(record, H_ABS_STORED);
}

/** The node the run was deriving when it met its contradiction (the opposite of absurdStoredRef; not in the record). */
export function absurdNewRef(record: usize): i32 {
  return header(record, H_ABS_NEW);
}

/** Where the parents of absurdNewRef start in the record's parent pool. */
export function absurdNewParentStart(record: usize): i32 {
  return header(record, H_ABS_NEW_START);
}

/** Number of parents of absurdNewRef. */
export function absurdNewParentCount(record: usize): i32 {
  return header(record, H_ABS_NEW_LEN);
}
