/**
 * The "on" runs of a listing dynamic search of level 0 (level 4's inner
 * search), kept whole so that a run needed again is copied back into a
 * propagation record instead of being propagated again. A listing search
 * prunes nothing, so every cell or region forcing chain whose branches meet
 * needs each branch's run for its chains: on the hardest list's fourth
 * puzzle 118,425 of an inner search's 851,497 propagations repeated a run
 * the same search had made, nearly all of them long ones.
 *
 * A run depends only on its assumption, the searched grid and the rules,
 * all fixed for one search, so a copy is the run itself: the same nodes in
 * the same order, the same parents, the same end. It keeps its run stamp
 * (stamps are never reused, so no stale entry of the record it goes back
 * into carries it unless that record held this very run).
 *
 * A kept run (RUN_STORE_ARENA, one after another, 4-aligned): the record
 * header (i32 × 16), each node's first parent in the pool (i32 × n, in
 * derivation order), the nodes (u16 × n), their parent counts (u16 × n),
 * the pool (u16 × pool, padded to a word). Per candidate (RUN_STORE_SLOTS):
 * the search it was kept in, its offset in the arena, how the run ended.
 */
import { RUN_STORE_ARENA, RUN_STORE_ARENA_BYTES, RUN_STORE_SLOTS } from "./nested-layout";
import {
  PROPAGATION_HEADER,
  PROPAGATION_OFF_STAMP,
  PROPAGATION_ON_STAMP,
  PROPAGATION_ORDER,
  PROPAGATION_PAR_LEN,
  PROPAGATION_PAR_START,
  PROPAGATION_POOL,
} from "./layout";
import { copyWords, load16, load32, store16, store32 } from "../../../target/memory";
import { nodeAt, nodeCount, poolUsed, recordRun } from "./implications";

const HEADER_WORDS: i32 = 16;
/** The search whose runs are kept (slots of other searches are stale). */
let searchStamp: i32 = 0;
/** Arena bytes in use. */
let used: i32 = 0;

/** Forgets every kept run: a search starts (its grid is another). */
export function resetRunStore(): void {
  searchStamp++;
  used = 0;
}

function slot(id: i32): usize {
  return RUN_STORE_SLOTS + <usize>(id * 12);
}

/** Keeps the run of "`id` on" that `record` holds, which ended with `end` (nothing when the arena is full). */
export function keepRun(record: usize, id: i32, end: i32): void {
  const nodes: i32 = nodeCount(record);
  const pool: i32 = poolUsed(record);
  const bytes: i32 = (HEADER_WORDS << 2) + nodes * 8 + (((pool + 1) >> 1) << 2);
  if (used + bytes > <i32>RUN_STORE_ARENA_BYTES) return;
  const at: usize = RUN_STORE_ARENA + <usize>used;
  copyWords(at, record + PROPAGATION_HEADER, HEADER_WORDS);
  const starts: usize = at + <usize>(HEADER_WORDS << 2);
  const refs: usize = starts + <usize>(nodes << 2);
  const counts: usize = refs + <usize>(nodes << 1);
  for (let i: i32 = 0; i < nodes; i++) {
    const ref: i32 = nodeAt(record, i);
    store32(starts + <usize>(i << 2), load32(record + PROPAGATION_PAR_START + <usize>(ref << 2)));
    store16(refs + <usize>(i << 1), ref);
    store16(counts + <usize>(i << 1), load16(record + PROPAGATION_PAR_LEN + <usize>(ref << 1)));
  }
  copyWords(counts + <usize>(nodes << 1), record + PROPAGATION_POOL, (pool + 1) >> 1);
  const s: usize = slot(id);
  store32(s, searchStamp);
  store32(s + 4, used);
  store32(s + 8, end);
  used += bytes;
}

/**
 * Copies the kept run of "`id` on" back into `record`; returns how it ended
 * (END_*), or -1 when it is not kept (then it must be propagated).
 */
export function restoreRun(record: usize, id: i32): i32 {
  const s: usize = slot(id);
  if (searchStamp == 0 || load32(s) != searchStamp) return -1;
  const at: usize = RUN_STORE_ARENA + <usize>load32(s + 4);
  copyWords(record + PROPAGATION_HEADER, at, HEADER_WORDS);
  const stamp: i32 = recordRun(record);
  const nodes: i32 = nodeCount(record);
  const pool: i32 = poolUsed(record);
  const starts: usize = at + <usize>(HEADER_WORDS << 2);
  const refs: usize = starts + <usize>(nodes << 2);
  const counts: usize = refs + <usize>(nodes << 1);
  for (let i: i32 = 0; i < nodes; i++) {
    const ref: i32 = load16(refs + <usize>(i << 1));
    const stampAt: usize = ((ref & 1) != 0 ? PROPAGATION_ON_STAMP : PROPAGATION_OFF_STAMP) + <usize>((ref >> 1) << 2);
    store32(record + stampAt, stamp);
    store32(record + PROPAGATION_PAR_START + <usize>(ref << 2), load32(starts + <usize>(i << 2)));
    store16(record + PROPAGATION_PAR_LEN + <usize>(ref << 1), load16(counts + <usize>(i << 1)));
    store16(record + PROPAGATION_ORDER + <usize>(i << 1), ref);
  }
  copyWords(record + PROPAGATION_POOL, counts + <usize>(nodes << 1), (pool + 1) >> 1);
  return load32(s + 8);
}
