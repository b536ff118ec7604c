/**
 * Re-entrancy for nested forcing chains. The chain techniques keep their
 * state at fixed pointers (layout.ts), so an inner chain search run inside
 * an outer propagation would overwrite the outer search's memory. Before the
 * inner search, pushChainFrame copies the outer's live memory to a new frame
 * on a stack (nested-layout.ts NEST_FRAMES); popChainFrame copies it back.
 * An inner search may nest again (level 4's inner dynamic chains run level
 * 1 or 2 rules of their own), so frames stack.
 *
 * What is live in an interrupted search (forcing.ts, implications.ts,
 * result.ts, every-step.ts, nested-offers.ts, nested.ts) and not rebuilt by
 * each search: the paused propagation's own variables (its queues' ends,
 * pool and node counts, run stamp), the searched and working grids with
 * their digit places, the set scratch (the intersections being formed),
 * the best step, the targets and their sums, both propagation records
 * (only around an inner search that propagates),
 * find's step pool, the inner steps offered so far with their rule parents
 * (an inner search offers to the search it runs in) and the distinct inner
 * chains counted for the step being weighed. The set cache is not kept: the
 * outer search caches in the chain techniques' cache and every inner search
 * that caches in its own (set-cache.ts useInnerCache); no search two levels
 * down caches.
 *
 * A frame is packed, since a full copy of those regions (270 KB) would leave
 * room for one: the fixed parts (outer-position.ts), then each record's
 * header and, for each node its run derived, the node with its parents'
 * place in the pool, its advanced cause and nested chain, then the pool's
 * used part and the queues; then the kept steps, the offered inner steps
 * and the distinct chains. A record's "on" and "off" stamps are written
 * back for the nodes of its run only: every other stamp is another run's.
 */
import {
  CH_BASE_GRID,
  CH_BASE_PLACES,
  CH_PROPAGATION_A,
  CH_PROPAGATION_B,
  CH_SET_SCRATCH,
  CH_STEP_POOL,
  CH_STEP_POOL_CAPACITY,
  CH_STEP_POOL_RECORD,
  PROPAGATION_HEADER,
  PROPAGATION_OFF_QUEUE,
  PROPAGATION_OFF_STAMP,
  PROPAGATION_ON_QUEUE,
  PROPAGATION_ON_STAMP,
  PROPAGATION_ORDER,
  PROPAGATION_PAR_LEN,
  PROPAGATION_PAR_START,
  PROPAGATION_POOL,
} from "./layout";
import {
  NEST_DISTINCT,
  NEST_END,
  NEST_FRAME_CAPACITY,
  NEST_FRAME_STARTS,
  NEST_FRAMES,
  NEST_OFFER_CAPACITY,
  NEST_OFFER_HASH,
  NEST_OFFER_LEN,
  NEST_OFFER_PARENTS,
  NEST_OFFER_START,
} from "./nested-layout";
import {
  FRAME_GRIDS,
  FRAME_GRIDS_BYTES,
  FRAME_PACKED,
  FRAME_PLACES,
  FRAME_PLACES_BYTES,
  FRAME_SETS,
  FRAME_SETS_BYTES,
  setTopFrame,
} from "./outer-position";
import { causeSlot, nodeCount, poolUsed, recordRun, restorePausedRun, savePausedRun } from "./implications";
import { copyWords, load16, load32, load8, store16, store32, store8 } from "../../../target/memory";
import { collectingEvery, setCollecting } from "./result";
import { keptSteps, offeredCount, poolStaged, setPoolState } from "./every-step";
import { offeredParentTotal, restoreOfferState, saveOfferState } from "./nested-offers";
import {
  distinctCounted,
  nestedNodeComplexity,
  nestedNodeHash,
  nestedRecordRun,
  setDistinctCounted,
  setNestedNode,
  setNestedRecordRun,
} from "./nested-nodes";
import { innerCacheInUse, useInnerCache } from "./set-cache";

// Scalar slots of a frame (i32 words from FRAME_SCALARS).
const S_PAUSED_RUN: usize = 0; // 11 words (implications.ts savePausedRun)
const S_COLLECTING: usize = 48;
const S_KEPT: usize = 52;
const S_OFFERED: usize = 56;
const S_STAGED: usize = 60;
const S_OFFER_STATE: usize = 64; // 5 words (nested-offers.ts saveOfferState)
const S_DISTINCT: usize = 84;
const S_INNER_CACHE: usize = 88;
const S_RECORD_RUN_A: usize = 92;
const S_RECORD_RUN_B: usize = 96;
const S_HAS_RECORDS: usize = 100;

/** Bytes one node of a record takes in a frame: parent start, parent count, cause, nested chain. */
const NODE_BYTES: i32 = 16;

/** Frames pushed. */
let depth: i32 = 0;

function frameStart(index: i32): usize {
  return <usize>load32(NEST_FRAME_STARTS + <usize>(index << 2));
}

/** Where the next frame starts. */
function stackTop(): usize {
  if (depth == 0) return NEST_FRAMES;
  return <usize>load32(NEST_FRAME_STARTS + <usize>(depth << 2));
}

/** Forgets every frame (a top-level producer starts; a search cut short by an exception left none behind). */
export function resetFrameStack(): void {
  depth = 0;
  setTopFrame(0);
}

/** Frames pushed now (0: no inner search runs). */
export function frameDepth(): i32 {
  return depth;
}

function words(bytes: i32): i32 {
  return (bytes + 3) >> 2;
}

/** Bytes `record`'s run takes in a frame. */
function recordBytes(record: usize): i32 {
  const count: i32 = nodeCount(record);
  return 64 + count * (NODE_BYTES + 6) + 12 + (words(poolUsed(record) * 2) << 2);
}

function saveRecord(record: usize, at: usize): usize {
  copyWords(at, record + PROPAGATION_HEADER, 16);
  let to: usize = at + 64;
  const count: i32 = nodeCount(record);
  const nodes: usize = to;
  for (let i: i32 = 0; i < count; i++) {
    const ref: i32 = load16(record + PROPAGATION_ORDER + <usize>(i << 1));
    const ptr: usize = nodes + <usize>(i * NODE_BYTES);
    store32(ptr, load32(record + PROPAGATION_PAR_START + <usize>(ref << 2)));
    store16(ptr + 4, load16(record + PROPAGATION_PAR_LEN + <usize>(ref << 1)));
    store8(ptr + 6, load8(causeSlot(record, ref)));
    store32(ptr + 8, nestedNodeHash(record, ref));
    store16(ptr + 12, nestedNodeComplexity(record, ref));
  }
  to = nodes + <usize>(count * NODE_BYTES);
  // The order and both queues (a queue never holds more entries than the run has nodes).
  const listWords: i32 = words(count * 2);
  copyWords(to, record + PROPAGATION_ORDER, listWords);
  to += <usize>(listWords << 2);
  copyWords(to, record + PROPAGATION_ON_QUEUE, listWords);
  to += <usize>(listWords << 2);
  copyWords(to, record + PROPAGATION_OFF_QUEUE, listWords);
  to += <usize>(listWords << 2);
  const poolWords: i32 = words(poolUsed(record) * 2);
  copyWords(to, record + PROPAGATION_POOL, poolWords);
  return to + <usize>(poolWords << 2);
}

function restoreRecord(record: usize, from: usize): usize {
  copyWords(record + PROPAGATION_HEADER, from, 16);
  const count: i32 = nodeCount(record);
  const run: i32 = recordRun(record);
  const nodes: usize = from + 64;
  let at: usize = nodes + <usize>(count * NODE_BYTES);
  const listWords: i32 = words(count * 2);
  copyWords(record + PROPAGATION_ORDER, at, listWords);
  at += <usize>(listWords << 2);
  copyWords(record + PROPAGATION_ON_QUEUE, at, listWords);
  at += <usize>(listWords << 2);
  copyWords(record + PROPAGATION_OFF_QUEUE, at, listWords);
  at += <usize>(listWords << 2);
  for (let i: i32 = 0; i < count; i++) {
    const ref: i32 = load16(record + PROPAGATION_ORDER + <usize>(i << 1));
    const ptr: usize = nodes + <usize>(i * NODE_BYTES);
    const id: i32 = ref >> 1;
    if ((ref & 1) != 0) store32(record + PROPAGATION_ON_STAMP + <usize>(id << 2), run);
    else store32(record + PROPAGATION_OFF_STAMP + <usize>(id << 2), run);
    store32(record + PROPAGATION_PAR_START + <usize>(ref << 2), load32(ptr));
    store16(record + PROPAGATION_PAR_LEN + <usize>(ref << 1), load16(ptr + 4));
    store8(causeSlot(record, ref), load8(ptr + 6));
    setNestedNode(record, ref, load32(ptr + 8), load16(ptr + 12));
  }
  const poolWords: i32 = words(poolUsed(record) * 2);
  copyWords(record + PROPAGATION_POOL, at, poolWords);
  return at + <usize>(poolWords << 2);
}

/** Offered inner steps whose notes (nested-offers.ts) are live. */
function offersNoted(): i32 {
  const offered: i32 = offeredCount();
  return offered < NEST_OFFER_CAPACITY ? offered : NEST_OFFER_CAPACITY;
}

/**
 * Copies the live chain memory of the search going on to a new frame.
 * `records`: the inner search propagates, so the frame keeps both
 * propagation records too; forcing chains & cycles walk in a record of
 * their own (cycles.ts) and leave them alone, which spares packing and
 * unpacking them around each of the thousands of level-2 inner searches.
 * Returns false, pushing nothing, when the stack has no room for it (the
 * inner search must not run).
 */
export function pushChainFrame(records: bool): bool {
  if (depth + 1 >= NEST_FRAME_CAPACITY) return false;
  const frame: usize = stackTop();
  const kept: i32 = keptSteps();
  const offers: i32 = offersNoted();
  const parents: i32 = offeredParentTotal();
  const distinct: i32 = distinctCounted();
  const recordsBytes: i32 = records ? recordBytes(CH_PROPAGATION_A) + recordBytes(CH_PROPAGATION_B) : 0;
  const needed: usize =
    FRAME_PACKED +
    <usize>recordsBytes +
    <usize>((kept + 1) * CH_STEP_POOL_RECORD) +
    <usize>(offers * 8 + (words(offers * 2) << 2) + (words(parents * 2) << 2) + distinct * 8);
  if (frame + needed > NEST_END) return false;

  savePausedRun(frame + S_PAUSED_RUN);
  store32(frame + S_COLLECTING, collectingEvery() ? 1 : 0);
  store32(frame + S_KEPT, kept);
  store32(frame + S_OFFERED, offeredCount());
  store32(frame + S_STAGED, poolStaged() ? 1 : 0);
  saveOfferState(frame + S_OFFER_STATE);
  store32(frame + S_DISTINCT, distinct);
  store32(frame + S_INNER_CACHE, innerCacheInUse() ? 1 : 0);
  store32(frame + S_RECORD_RUN_A, nestedRecordRun(CH_PROPAGATION_A));
  store32(frame + S_RECORD_RUN_B, nestedRecordRun(CH_PROPAGATION_B));
  store32(frame + S_HAS_RECORDS, records ? 1 : 0);
  copyWords(frame + FRAME_GRIDS, CH_BASE_GRID, <i32>(FRAME_GRIDS_BYTES >> 2));
  copyWords(frame + FRAME_PLACES, CH_BASE_PLACES, <i32>(FRAME_PLACES_BYTES >> 2));
  copyWords(frame + FRAME_SETS, CH_SET_SCRATCH, <i32>(FRAME_SETS_BYTES >> 2));

  let at: usize = frame + FRAME_PACKED;
  if (records) {
    at = saveRecord(CH_PROPAGATION_A, at);
    at = saveRecord(CH_PROPAGATION_B, at);
  }
  copyWords(at, CH_STEP_POOL, (kept * CH_STEP_POOL_RECORD) >> 2);
  at += <usize>(kept * CH_STEP_POOL_RECORD);
  const stage: usize = CH_STEP_POOL + <usize>(CH_STEP_POOL_CAPACITY * CH_STEP_POOL_RECORD);
  copyWords(at, stage, CH_STEP_POOL_RECORD >> 2);
  at += <usize>CH_STEP_POOL_RECORD;
  copyWords(at, NEST_OFFER_START, offers);
  at += <usize>(offers << 2);
  copyWords(at, NEST_OFFER_HASH, offers);
  at += <usize>(offers << 2);
  for (let i: i32 = 0; i < offers; i++) store16(at + <usize>(i << 1), load16(NEST_OFFER_LEN + <usize>(i << 1)));
  at += <usize>(words(offers * 2) << 2);
  copyWords(at, NEST_OFFER_PARENTS, words(parents * 2));
  at += <usize>(words(parents * 2) << 2);
  copyWords(at, NEST_DISTINCT, distinct * 2);
  at += <usize>(distinct * 8);

  store32(NEST_FRAME_STARTS + <usize>(depth << 2), <i32>frame);
  depth++;
  store32(NEST_FRAME_STARTS + <usize>(depth << 2), <i32>at);
  setTopFrame(frame);
  return true;
}

/** Copies the innermost frame back and pops it: the interrupted search goes on as if nothing had run. */
export function popChainFrame(): void {
  depth--;
  const frame: usize = frameStart(depth);
  setTopFrame(depth > 0 ? frameStart(depth - 1) : 0);

  restorePausedRun(frame + S_PAUSED_RUN);
  setCollecting(load32(frame + S_COLLECTING) != 0);
  const kept: i32 = load32(frame + S_KEPT);
  setPoolState(kept, load32(frame + S_OFFERED), load32(frame + S_STAGED) != 0);
  const offers: i32 = offersNoted();
  const distinct: i32 = load32(frame + S_DISTINCT);
  setDistinctCounted(distinct);
  useInnerCache(load32(frame + S_INNER_CACHE) != 0);
  setNestedRecordRun(CH_PROPAGATION_A, load32(frame + S_RECORD_RUN_A));
  setNestedRecordRun(CH_PROPAGATION_B, load32(frame + S_RECORD_RUN_B));
  copyWords(CH_BASE_GRID, frame + FRAME_GRIDS, <i32>(FRAME_GRIDS_BYTES >> 2));
  copyWords(CH_BASE_PLACES, frame + FRAME_PLACES, <i32>(FRAME_PLACES_BYTES >> 2));
  copyWords(CH_SET_SCRATCH, frame + FRAME_SETS, <i32>(FRAME_SETS_BYTES >> 2));

  let at: usize = frame + FRAME_PACKED;
  if (load32(frame + S_HAS_RECORDS) != 0) {
    at = restoreRecord(CH_PROPAGATION_A, at);
    at = restoreRecord(CH_PROPAGATION_B, at);
  }
  copyWords(CH_STEP_POOL, at, (kept * CH_STEP_POOL_RECORD) >> 2);
  at += <usize>(kept * CH_STEP_POOL_RECORD);
  const stage: usize = CH_STEP_POOL + <usize>(CH_STEP_POOL_CAPACITY * CH_STEP_POOL_RECORD);
  copyWords(stage, at, CH_STEP_POOL_RECORD >> 2);
  at += <usize>CH_STEP_POOL_RECORD;
  copyWords(NEST_OFFER_START, at, offers);
  at += <usize>(offers << 2);
  copyWords(NEST_OFFER_HASH, at, offers);
  at += <usize>(offers << 2);
  for (let i: i32 = 0; i < offers; i++) store16(NEST_OFFER_LEN + <usize>(i << 1), load16(at + <usize>(i << 1)));
  at += <usize>(words(offers * 2) << 2);
  // Its first word is the parent total; the state comes back after the parents, which it stamps again.
  const parents: i32 = load32(frame + S_OFFER_STATE);
  copyWords(NEST_OFFER_PARENTS, at, words(parents * 2));
  restoreOfferState(frame + S_OFFER_STATE);
  at += <usize>(words(parents * 2) << 2);
  copyWords(NEST_DISTINCT, at, distinct * 2);
}
