/**
 * The cache of "on" propagations as candidate sets (u32 × 23 "on", then
 * u32 × 23 "off", per candidate), each entry valid for the search whose stamp
 * it carries. Multiple forcing chains need the static propagation of every
 * candidate; forcing chains & cycles have walked exactly those implications
 * (same rules, no grid change) just before, at the same position, whenever
 * they found no step. So their complete walks leave their sets here under a
 * "static" stamp, and multiple forcing chains adopt that stamp when the
 * position has not changed since (Nishio chains, run in between, leave the
 * cache alone).
 */
import {
  CACHE_WORDS,
  CAND_WORDS,
  CH_BASE_GRID,
  CH_CACHE_ABSURD,
  CH_CACHE_BITS,
  CH_CACHE_STAMP,
  CH_STATIC_POSITION,
} from "./layout";
import { load16, load32, load8, store32, store8 } from "../../../target/memory";
import { trailingZeros } from "../../../target/bits";
import { SPEED_CODE } from "../../../target/build-goal";
import { NEST_CACHE_ABSURD, NEST_CACHE_BITS, NEST_CACHE_STAMP } from "./nested-layout";
import { nextRunStamp } from "./implications";
import { copyWords, fillBytes } from "../../../target/memory";
import { weakCellCount, weakLink, weakRegionCount, weakStart } from "./links";

/** The stamp of the static sets left by the last forcing chains & cycles search (-1: none). */
let staticStamp: i32 = -1;

// Where the cache lives: the chain techniques' own, or, while a nested chain's
// inner multiple forcing chains run, their own copy (nested-layout.ts), so that
// the outer search's sets survive the inner search.
let bitsAt: usize = CH_CACHE_BITS;
let stampAt: usize = CH_CACHE_STAMP;
let absurdAt: usize = CH_CACHE_ABSURD;
let innerCache: bool = false;

/** Makes the calls that follow use the inner search's cache (true) or the chain techniques' own (false). */
export function useInnerCache(on: bool): void {
  innerCache = on;
  bitsAt = on ? NEST_CACHE_BITS : CH_CACHE_BITS;
  stampAt = on ? NEST_CACHE_STAMP : CH_CACHE_STAMP;
  absurdAt = on ? NEST_CACHE_ABSURD : CH_CACHE_ABSURD;
}

/** Whether the calls use the inner search's cache now (chain-frames.ts keeps it for an interrupted search). */
export function innerCacheInUse(): bool {
  return innerCache;
}

/** Where the cached sets of candidate `id` live. */
export function cachePtr(id: i32): usize {
  return bitsAt + <usize>(id * CACHE_WORDS * 4);
}

/**
 * The end (in place of implications.ts END_*) of a static entry whose "off" set is
 * not written yet: the speed builds' storeStaticSets leaves it to the first reader
 * (completeStaticSets).
 */
const OFF_SET_PENDING: i32 = 0x80;

/** Whether candidate `id` has sets cached under `stamp`. */
export function cachedUnder(id: i32, stamp: i32): bool {
  if (load32(stampAt + <usize>(id << 2)) != stamp) return false;
  if (!SPEED_CODE) return true;
  return load8(absurdAt + <usize>id) != OFF_SET_PENDING || completeStaticSets(id);
}

/** Whether candidate `id`'s cached run ended in a contradiction. */
export function cachedAbsurd(id: i32): bool {
  return load8(absurdAt + <usize>id) != 0;
}

/** Marks candidate `id`'s cached sets as those of the search `stamp`; `end` is how its run ended (implications.ts END_*). */
export function stampCached(id: i32, stamp: i32, end: i32): void {
  store32(stampAt + <usize>(id << 2), stamp);
  store8(absurdAt + <usize>id, end);
}

/** Starts a new set of static sets for the searched position (CH_BASE_GRID). */
export function beginStaticSets(): void {
  staticStamp = nextRunStamp();
  copyWords(CH_STATIC_POSITION, CH_BASE_GRID, 41);
}

function setBit(set: usize, index: i32): void {
  const ptr: usize = set + <usize>((index >> 5) << 2);
  store32(ptr, load32(ptr) | (1 << (index & 31)));
}

/**
 * Caches the static propagation of "candidate id on" from a complete walk:
 * its "on" nodes are the `count` candidates listed at `onList` (u16 each);
 * its "off" nodes, every weak link of those (writeOffSet). The speed builds
 * leave the "off" set to the first reader: most walks are stored for a
 * search that then finds a step, and no one reads them (the weak lists stay
 * those of the static position for as long as its stamp is current: only
 * the search that lists them anew begins new static sets).
 */
export function storeStaticSets(id: i32, onList: usize, count: i32): void {
  const dest: usize = cachePtr(id);
  fillBytes(dest, 0, CACHE_WORDS * 4);
  for (let i: i32 = 0; i < count; i++) setBit(dest, load16(onList + <usize>(i << 1)));
  if (SPEED_CODE) stampCached(id, staticStamp, OFF_SET_PENDING);
  else if (writeOffSet(dest)) stampCached(id, staticStamp, 0);
}

/** Writes the "off" set of a static entry (storeStaticSets) whose reader came first; returns whether the entry stands. */
function completeStaticSets(id: i32): bool {
  if (!writeOffSet(cachePtr(id))) {
    // No stamp is 0 (run stamps count from 1).
    stampCached(id, 0, 0);
    return false;
  }
  store8(absurdAt + <usize>id, 0);
  return true;
}

/**
 * Writes the (zeroed) "off" set of the static entry at `dest` from its "on" set: every
 * weak link of its on nodes. Returns false when some candidate is both on and
 * off: the propagation stops at the first contradiction, so such sets are
 * partial and only a real run gives them (the entry is not cached).
 */
function writeOffSet(dest: usize): bool {
  const offSet: usize = dest + <usize>(CAND_WORDS * 4);
  for (let w: i32 = 0; w < CAND_WORDS; w++) {
    let ons: i32 = load32(dest + <usize>(w << 2));
    while (ons != 0) {
      const on: i32 = (w << 5) + trailingZeros(<u32>ons);
      ons &= ons - 1;
      const first: i32 = weakStart(on);
      const to: i32 = first + weakCellCount(on) + weakRegionCount(on);
      for (let k: i32 = first; k < to; k++) setBit(offSet, weakLink(k));
    }
  }
  for (let w: i32 = 0; w < CAND_WORDS; w++) {
    if ((load32(dest + <usize>(w << 2)) & load32(offSet + <usize>(w << 2))) != 0) return false;
  }
  return true;
}

/** The stamp of the static sets if they belong to the searched position, else -1. */
export function reusableStaticStamp(): i32 {
  if (staticStamp < 0 || innerCache) return -1;
  for (let w: i32 = 0; w < 41; w++) {
    if (load32(CH_STATIC_POSITION + <usize>(w << 2)) != load32(CH_BASE_GRID + <usize>(w << 2))) return -1;
  }
  return staticStamp;
}
