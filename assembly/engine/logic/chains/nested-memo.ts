/**
 * The nested rules' results remembered by working grid and what they read
 * of the searched position. A nested rule runs a whole chain search on the working grid of
 * an outer propagation, and the same grids come back: an outer search
 * propagates the same assumption more than once (a run whose sets were
 * cached is run again for the chains of a step), and the walk tries the
 * nested levels in turn at one position, each running the previous level's
 * outer propagations again. On the hardest puzzles 88% of level 3's inner
 * forcing chains & cycles searches ran on a grid level 2 had just searched
 * at the same position, and 40% of level 4's inner searches on a grid level
 * 4 had searched before.
 *
 * What a rule writes (advanced-offs.ts output and each instance's inner
 * chain, nested-nodes.ts NEST_HINT_*) depends on its kind, the working grid
 * and the searched position (the rule parents are the candidates the outer
 * chain removed from it), and on nothing else; and the inner search reads
 * that position only through outer-position.ts, which notes what it read.
 * So each result is kept under its kind and working grid with those reads,
 * and is given back wherever the working grid is the same and the searched
 * position reads the same: at the same position, and at the next positions
 * of a path, where a step changed nothing the inner chains look at (the
 * hardest list's 17th puzzle: 3,402 of its top search's nested rule calls
 * answered, 2,491 when results lasted one position). Only the top
 * search's rules are remembered (an inner search that nests again searches
 * another position).
 *
 * Index (NEST_MEMO_INDEX): i32 × NEST_MEMO_INDEX_SLOTS, open addressing on
 * the entry's hash; each slot holds its entry's offset in the arena plus
 * one (0: empty).
 *
 * An entry (NEST_MEMO_ARENA, one after another, 4-aligned):
 *   0 hash of the kind and working grid   4 kind
 *   8 the rule's return value   12 instances   16 parents   20 reads
 *  24 the working grid (u16 × 81, 41 words)
 * 188 the reads (u32 each, as NEST_MEMO_READS holds them),
 *     the instances' first parents (i32 each) and inner chain hashes (u32),
 *     the removals' ids (u16) and instances (u16), the instances' parent
 *     counts (u16) and inner chain complexities (u16), the parents (u16),
 *     the instances' techniques (u8): widest first, so that every access is
 *     aligned (the JS engine's views need it)
 * When the arena or the index is full, the older half of the entries is
 * forgotten (the rest moved to the arena's start and indexed again): a
 * level-4 search fills the arena two or three times on one position, and
 * the grids it meets again are mostly recent ones (on the hardest list's
 * fourth puzzle, forgetting everything instead cost 286 of its 1,791 inner
 * searches, each run again on a grid searched before at the same position).
 */
import {
  ADV_HINT_LEN,
  ADV_HINT_START,
  ADV_HINT_TECHNIQUE,
  ADV_ITEM_HINTS,
  ADV_ITEM_IDS,
  ADV_PARENTS,
  CH_WORK_GRID,
} from "./layout";
import {
  NEST_HINT_COMPLEXITY,
  NEST_HINT_HASH,
  NEST_MEMO_ARENA,
  NEST_MEMO_ARENA_BYTES,
  NEST_MEMO_INDEX,
  NEST_MEMO_INDEX_SLOTS,
  NEST_MEMO_READS,
} from "./nested-layout";
import { copyWords, fillBytes, load16, load32, load8, store16, store32, store8 } from "../../../target/memory";
import { advancedHintCount, advancedParentTotal } from "./advanced-hints";
import { ratingScale } from "../scale";
import { baseCands, basePlaces } from "./grid";
import { beginReadLog, endReadLog } from "./outer-position";

/** recallInnerResult's answer when the working grid's result is not remembered. */
export const NOT_REMEMBERED: i32 = -2;

const GRID_WORDS: i32 = 41;
const M_HASH: usize = 0;
const M_KIND: usize = 4;
const M_COUNT: usize = 8;
const M_HINTS: usize = 12;
const M_PARENTS: usize = 16;
const M_READS: usize = 20;
const M_GRID: usize = 24;
const M_DATA: usize = 188;

/** Arena bytes in use, entries kept, and the scale the results were found on (-1: nothing kept). */
let arenaUsed: i32 = 0;
let entries: i32 = 0;
let resultsScale: i32 = -1;

function forgetAll(): void {
  fillBytes(NEST_MEMO_INDEX, 0, NEST_MEMO_INDEX_SLOTS * 4);
  arenaUsed = 0;
  entries = 0;
}

/** Bytes the entry at `entry` takes (entryBytes of what its header counts). */
function entrySize(entry: usize): i32 {
  const count: i32 = load32(entry + M_COUNT);
  const items: i32 = count > 0 ? count : 0;
  return entryBytes(load32(entry + M_READS), items, load32(entry + M_HINTS), load32(entry + M_PARENTS));
}

/** Puts the entry at arena offset `offset` in the index (which has room). */
function indexEntry(offset: i32): void {
  const mask: i32 = NEST_MEMO_INDEX_SLOTS - 1;
  let slot: i32 = load32(NEST_MEMO_ARENA + <usize>offset + M_HASH) & mask;
  while (load32(NEST_MEMO_INDEX + <usize>(slot << 2)) != 0) slot = (slot + 1) & mask;
  store32(NEST_MEMO_INDEX + <usize>(slot << 2), offset + 1);
}

/**
 * Forgets the older entries, at least half the arena's bytes and half its
 * entries, so that one of `bytes` fits after the rest; everything when it
 * would not. Which entries are kept changes no answer: each is checked
 * whole (grid and reads) before it answers.
 */
function forgetOlderHalf(bytes: i32): void {
  let dropped: i32 = 0;
  let from: i32 = 0;
  while (from < arenaUsed && (from < arenaUsed >> 1 || dropped < entries >> 1)) {
    from += entrySize(NEST_MEMO_ARENA + <usize>from);
    dropped++;
  }
  const left: i32 = arenaUsed - from;
  if (left + bytes > <i32>NEST_MEMO_ARENA_BYTES) {
    forgetAll();
    return;
  }
  copyWords(NEST_MEMO_ARENA, NEST_MEMO_ARENA + <usize>from, left >> 2);
  fillBytes(NEST_MEMO_INDEX, 0, NEST_MEMO_INDEX_SLOTS * 4);
  arenaUsed = left;
  entries -= dropped;
  for (let at: i32 = 0; at < arenaUsed; at += entrySize(NEST_MEMO_ARENA + <usize>at)) indexEntry(at);
}

/**
 * Keeps the results remembered if they were found on the current scale,
 * else forgets them (the scale picks the rules inside the chains). Called
 * at the start of every nested producer call.
 */
export function rememberScale(): void {
  if (resultsScale == ratingScale) return;
  forgetAll();
  resultsScale = ratingScale;
}

/** Whether the searched position reads what the entry's rule read of its own (the reads it noted). */
function readsHold(entry: usize): bool {
  const reads: i32 = load32(entry + M_READS);
  for (let i: i32 = 0; i < reads; i++) {
    const read: i32 = load32(entry + M_DATA + <usize>(i << 2));
    const key: i32 = read >>> 16;
    const region: i32 = ((key - 81) / 9) | 0;
    const now: i32 = key < 81 ? baseCands(key) : basePlaces(region, key - 81 - region * 9 + 1);
    if (now != (read & 0xffff)) return false;
  }
  return true;
}

function entryHash(kind: i32): i32 {
  // i32 arithmetic that wraps alike in both engines: the product stays below 2^53 before `| 0`.
  let hash: i32 = (0x3c6ef372 ^ kind) | 0;
  for (let w: i32 = 0; w < GRID_WORDS; w++) hash = ((hash ^ load32(CH_WORK_GRID + <usize>(w << 2))) * 65599) | 0;
  return hash;
}

function sameGrid(entry: usize): bool {
  for (let w: i32 = 0; w < GRID_WORDS; w++) {
    if (load32(entry + M_GRID + <usize>(w << 2)) != load32(CH_WORK_GRID + <usize>(w << 2))) return false;
  }
  return true;
}

/**
 * Copies a rule's output between its scratch (advanced-hints.ts, the
 * nested hints' hashes and complexities) and an entry's data at `data`:
 * into the entry (`toArena`), or back out. The one list of what an entry
 * holds, in its order (entryBytes counts the same).
 */
function copyResult(data: usize, items: i32, hints: i32, parents: i32, toArena: bool): void {
  let at: usize = data;
  at = moveWords(at, ADV_HINT_START, hints, toArena);
  at = moveWords(at, NEST_HINT_HASH, hints, toArena);
  at = moveHalves(at, ADV_ITEM_IDS, items, toArena);
  at = moveHalves(at, ADV_ITEM_HINTS, items, toArena);
  at = moveHalves(at, ADV_HINT_LEN, hints, toArena);
  at = moveHalves(at, NEST_HINT_COMPLEXITY, hints, toArena);
  at = moveHalves(at, ADV_PARENTS, parents, toArena);
  for (let h: i32 = 0; h < hints; h++) {
    if (toArena) store8(at + <usize>h, load8(ADV_HINT_TECHNIQUE + <usize>h));
    else store8(ADV_HINT_TECHNIQUE + <usize>h, load8(at + <usize>h));
  }
}

/** copyResult's 32-bit arrays: `count` words between the entry at `at` and `scratch`; the entry's next array. */
function moveWords(at: usize, scratch: usize, count: i32, toArena: bool): usize {
  if (toArena) copyWords(at, scratch, count);
  else copyWords(scratch, at, count);
  return at + <usize>(count << 2);
}

/** copyResult's 16-bit arrays, as moveWords. */
function moveHalves(at: usize, scratch: usize, count: i32, toArena: bool): usize {
  for (let k: i32 = 0; k < count; k++) {
    const offset: usize = <usize>(k << 1);
    if (toArena) store16(at + offset, load16(scratch + offset));
    else store16(scratch + offset, load16(at + offset));
  }
  return at + <usize>(count << 1);
}

/** Bytes an entry of `reads` reads, `items` removals, `hints` instances and `parents` parents takes, 4-aligned. */
function entryBytes(reads: i32, items: i32, hints: i32, parents: i32): i32 {
  return (<i32>M_DATA + reads * 4 + items * 4 + hints * 13 + parents * 2 + 3) & ~3;
}

/**
 * The result of rule `kind` for the current working grid and searched
 * position, written back as the rule wrote it, or NOT_REMEMBERED: then the
 * rule is to run, and what it reads of the position is noted from now on
 * (rememberInnerResult ends that).
 */
export function recallInnerResult(kind: i32): i32 {
  const hash: i32 = entryHash(kind);
  const mask: i32 = NEST_MEMO_INDEX_SLOTS - 1;
  let slot: i32 = hash & mask;
  // The index is never full (rememberInnerResult), so the probe ends at an empty slot.
  for (let probe: i32 = 0; probe < NEST_MEMO_INDEX_SLOTS; probe++) {
    const held: i32 = load32(NEST_MEMO_INDEX + <usize>(slot << 2));
    if (held == 0) break;
    const entry: usize = NEST_MEMO_ARENA + <usize>(held - 1);
    slot = (slot + 1) & mask;
    if (load32(entry + M_HASH) != hash || load32(entry + M_KIND) != kind || !sameGrid(entry) || !readsHold(entry)) continue;
    const count: i32 = load32(entry + M_COUNT);
    const items: i32 = count > 0 ? count : 0;
    const hints: i32 = load32(entry + M_HINTS);
    const parents: i32 = load32(entry + M_PARENTS);
    copyResult(entry + M_DATA + <usize>(load32(entry + M_READS) << 2), items, hints, parents, false);
    return count;
  }
  beginReadLog();
  return NOT_REMEMBERED;
}

/**
 * Ends noting the reads of rule `kind`, which recallInnerResult did not
 * know, and remembers what it just wrote for the current working grid (its
 * return value `count`) with them, if `complete` (a search the deadline
 * cut short is not the rule's result).
 */
export function rememberInnerResult(kind: i32, count: i32, complete: bool): void {
  const reads: i32 = endReadLog();
  if (!complete) return;
  const items: i32 = count > 0 ? count : 0;
  const hints: i32 = count > 0 ? advancedHintCount() : 0;
  const parents: i32 = count > 0 ? advancedParentTotal() : 0;
  const bytes: i32 = entryBytes(reads, items, hints, parents);
  if (bytes > <i32>NEST_MEMO_ARENA_BYTES) return;
  // The index stays at most three quarters full, so that a search for a grid not kept ends soon.
  if (arenaUsed + bytes > <i32>NEST_MEMO_ARENA_BYTES || (entries + 1) * 4 > NEST_MEMO_INDEX_SLOTS * 3) forgetOlderHalf(bytes);
  const entry: usize = NEST_MEMO_ARENA + <usize>arenaUsed;
  store32(entry + M_HASH, entryHash(kind));
  indexEntry(arenaUsed);
  arenaUsed += bytes;
  entries++;
  store32(entry + M_KIND, kind);
  store32(entry + M_COUNT, count);
  store32(entry + M_HINTS, hints);
  store32(entry + M_PARENTS, parents);
  store32(entry + M_READS, reads);
  copyWords(entry + M_GRID, CH_WORK_GRID, GRID_WORDS);
  copyWords(entry + M_DATA, NEST_MEMO_READS, reads);
  copyResult(entry + M_DATA + <usize>(reads << 2), items, hints, parents, true);
}
