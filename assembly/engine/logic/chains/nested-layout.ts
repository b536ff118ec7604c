/**
 * Memory of the nested forcing chains (nested.ts, chain-frames.ts): the
 * spare range 0x380000–0x3E0000 (docs/engine.md). A nested chain runs a
 * whole chain search on the working grid of an outer propagation that is
 * still going on, and every chain technique keeps its state at fixed
 * pointers (layout.ts); so the outer search's live memory is pushed on a
 * stack of frames here before the inner search and popped after it (an
 * inner search may nest again: level 4 runs dynamic chains that run chains
 * of their own). The rest holds what the inner search hands to the outer
 * one: each inner step's rule parents and chain identity, and, per
 * propagation record, which inner step implied each node it derived that
 * way.
 *
 *   0x380000 ┌──────────────────────────────────────────────┐ NEST_OFFER_START
 *            │ i32 × 4096: each offered inner step's first  │
 *            │ rule parent in NEST_OFFER_PARENTS            │
 *   0x384000 ├──────────────────────────────────────────────┤ NEST_OFFER_LEN
 *            │ u16 × 4096: its number of rule parents       │
 *   0x386000 ├──────────────────────────────────────────────┤ NEST_OFFER_HASH
 *            │ u32 × 4096: its chain's identity (a hash of  │
 *            │ the chain's nodes)                           │
 *   0x38A000 ├──────────────────────────────────────────────┤ NEST_OFFER_PARENTS
 *            │ u16 × 12288: the rule parents ("off" refs)   │
 *   0x390000 ├──────────────────────────────────────────────┤ NEST_PARENT_SEEN
 *            │ i32 × 729: rule parents of one step, stamped │
 *   0x390B70 ├──────────────────────────────────────────────┤ NEST_HINT_HASH
 *            │ u32 × 256: per advanced-rule instance, the   │
 *            │ identity of its inner chain (0: not nested)  │
 *   0x390F70 ├──────────────────────────────────────────────┤ NEST_HINT_COMPLEXITY
 *            │ u16 × 256: that chain's complexity           │
 *   0x391170 ├──────────────────────────────────────────────┤ NEST_NODE_HASH
 *            │ u32 × 1458 × 2: per propagation record, the  │
 *            │ inner chain behind each node a nested rule   │
 *            │ added (valid for NEST_RECORD_RUN's run)      │
 *   0x393F00 ├──────────────────────────────────────────────┤ NEST_NODE_COMPLEXITY
 *            │ u16 × 1458 × 2: that chain's complexity      │
 *   0x3955D0 ├──────────────────────────────────────────────┤ NEST_RECORD_RUN
 *            │ i32 × 4: per record, the run that added      │
 *            │ nested nodes                                 │
 *   0x3955E0 ├──────────────────────────────────────────────┤ NEST_VISIT
 *            │ i32 × 1458: closure visit stamps             │
 *   0x396CB0 ├──────────────────────────────────────────────┤ NEST_STACK
 *            │ u16 × 1458: closure stack                    │
 *   0x397820 ├──────────────────────────────────────────────┤ NEST_DISTINCT
 *            │ (i32 owner, u32 hash) × 2048: the distinct   │
 *            │ inner chains counted for a step's targets    │
 *   0x39B820 ├──────────────────────────────────────────────┤ NEST_FRAME_STARTS
 *            │ i32 × 16: where each pushed frame starts     │
 *   0x39B860 ├──────────────────────────────────────────────┤ NEST_TARGET_SETS
 *            │ u32 × 24 × 256: the rule parents gathered    │
 *            │ for each target of a dynamic inner cell or   │
 *            │ region forcing chain (nested-offers.ts)      │
 *   0x3A1860 ├──────────────────────────────────────────────┤ NEST_TARGET_HASH
 *            │ i32 × 256: each target's chain identity      │
 *   0x3A1C60 ├──────────────────────────────────────────────┤ NEST_WALK_RECORD
 *            │ a propagation record's stamps, parents and   │
 *            │ queues (no pool): the walks of an inner      │
 *            │ forcing chains & cycles search (cycles.ts)   │
 *   0x3A6C60 ├──────────────────────────────────────────────┤ NEST_FRAMES
 *            │ the stack of frames, each the live memory of │
 *            │ a search an inner one interrupts, packed     │
 *            │ (chain-frames.ts): its scalars, grids, set   │
 *            │ scratch, the nodes of both propagation       │
 *            │ records, find's kept steps, the offered      │
 *            │ inner steps and the distinct inner chains    │
 *   0x3E0000 └──────────────────────────────────────────────┘ NEST_END
 *
 * The inner search's set cache, a range of its own:
 *
 *   0x1A0000 ┌──────────────────────────────────────────────┐ NEST_CACHE_BITS
 *            │ u32 × 46 × 729: the inner searches' cached   │
 *            │ propagations (level 3's static multiple      │
 *            │ forcing chains, level 4's dynamic chains)    │
 *   0x1C0BF8 ├──────────────────────────────────────────────┤ NEST_CACHE_STAMP
 *            │ i32 × 729: their search stamps               │
 *   0x1C175C ├──────────────────────────────────────────────┤ NEST_CACHE_ABSURD
 *            │ u8 × 729: 1 = ended in a contradiction       │
 *   0x1C1A38 ├──────────────────────────────────────────────┤ NEST_TARGET_TWIN
 *            │ i32 × 256: per target of a dynamic inner     │
 *            │ cell or region forcing chain, the complexity │
 *            │ from which its kept twin comes first         │
 *            │ (forcing.ts)                                 │
 *   0x1C1E38 ├──────────────────────────────────────────────┤ DISTINCT_INDEX
 *            │ (i32 stamp, i32 entry) × 4096: the distinct  │
 *            │ inner chains (NEST_DISTINCT) by owner and    │
 *            │ identity, open-addressed (nested.ts)         │
 *   0x1C9E38 ├──────────────────────────────────────────────┤ NEST_WALK_STARTS
 *            │ u16 × 81 × 2: per cell, the digits whose     │
 *            │ "on" walk, then whose "off" walk, the next   │
 *            │ inner forcing chains & cycles search takes   │
 *            │ (inner-steps-may-exist.ts)                   │
 *   0x1C9F7C ├──────────────────────────────────────────────┤ NEST_LIVE_UNITS
 *            │ u16 × 81: per cell, the units the next inner │
 *            │ multiple forcing chains search takes there   │
 *            │ (inner-steps-may-exist.ts)                   │
 *   0x1CA01E ├──────────────────────────────────────────────┤
 *            │ free                                         │
 *   0x1D0000 └──────────────────────────────────────────────┘ NEST_CACHE_END
 */
import { CACHE_WORDS, PROPAGATION_POOL } from "./layout";

/** Start of the nested chains' range. */
export const NEST_BASE: usize = 0x380000;
/** End (exclusive) of the nested chains' range. */
export const NEST_END: usize = 0x3e0000;

/** Inner steps one inner search may offer (more: the nested rule overflows). */
export const NEST_OFFER_CAPACITY: i32 = 4096;
/** Rule parents all offered inner steps of one search may have. */
export const NEST_PARENT_CAPACITY: i32 = 12288;

export const NEST_OFFER_START: usize = NEST_BASE;
export const NEST_OFFER_START_BYTES: usize = <usize>(NEST_OFFER_CAPACITY * 4);
export const NEST_OFFER_LEN: usize = NEST_OFFER_START + NEST_OFFER_START_BYTES;
export const NEST_OFFER_LEN_BYTES: usize = <usize>(NEST_OFFER_CAPACITY * 2);
export const NEST_OFFER_HASH: usize = NEST_OFFER_LEN + NEST_OFFER_LEN_BYTES;
export const NEST_OFFER_HASH_BYTES: usize = <usize>(NEST_OFFER_CAPACITY * 4);
export const NEST_OFFER_PARENTS: usize = NEST_OFFER_HASH + NEST_OFFER_HASH_BYTES;
export const NEST_OFFER_PARENTS_BYTES: usize = <usize>(NEST_PARENT_CAPACITY * 2);
export const NEST_PARENT_SEEN: usize = NEST_OFFER_PARENTS + NEST_OFFER_PARENTS_BYTES;
export const NEST_PARENT_SEEN_BYTES: usize = 2928;
/** Advanced-rule instances (layout.ts ADV_HINT_CAPACITY). */
export const NEST_HINT_HASH: usize = NEST_PARENT_SEEN + NEST_PARENT_SEEN_BYTES;
export const NEST_HINT_HASH_BYTES: usize = 256 * 4;
export const NEST_HINT_COMPLEXITY: usize = NEST_HINT_HASH + NEST_HINT_HASH_BYTES;
export const NEST_HINT_COMPLEXITY_BYTES: usize = 256 * 2;
export const NEST_NODE_HASH: usize = NEST_HINT_COMPLEXITY + NEST_HINT_COMPLEXITY_BYTES;
export const NEST_NODE_HASH_BYTES: usize = 1458 * 2 * 4;
export const NEST_NODE_COMPLEXITY: usize = NEST_NODE_HASH + NEST_NODE_HASH_BYTES;
export const NEST_NODE_COMPLEXITY_BYTES: usize = 1458 * 2 * 2 + 8;
export const NEST_RECORD_RUN: usize = NEST_NODE_COMPLEXITY + NEST_NODE_COMPLEXITY_BYTES;
export const NEST_RECORD_RUN_BYTES: usize = 16;
export const NEST_VISIT: usize = NEST_RECORD_RUN + NEST_RECORD_RUN_BYTES;
export const NEST_VISIT_BYTES: usize = 5824 + 16;
export const NEST_STACK: usize = NEST_VISIT + NEST_VISIT_BYTES;
export const NEST_STACK_BYTES: usize = 2928;
/** Distinct inner chains one step's complexity may count. */
export const NEST_DISTINCT_CAPACITY: i32 = 2048;
export const NEST_DISTINCT: usize = NEST_STACK + NEST_STACK_BYTES;
export const NEST_DISTINCT_BYTES: usize = <usize>(NEST_DISTINCT_CAPACITY * 8);
/** Frames the stack can hold (an inner search that nests again pushes a second one). */
export const NEST_FRAME_CAPACITY: i32 = 16;
export const NEST_FRAME_STARTS: usize = NEST_DISTINCT + NEST_DISTINCT_BYTES;
export const NEST_FRAME_STARTS_BYTES: usize = <usize>(NEST_FRAME_CAPACITY * 4);
/** Targets of one inner cell or region forcing chain whose rule parents are gathered as its branches run (more: run again). */
export const NEST_TARGET_CAPACITY: i32 = 256;
/** Words of one target's set of rule parents (729 candidate bits, rounded up). */
export const NEST_TARGET_SET_WORDS: i32 = 24;
export const NEST_TARGET_SETS: usize = NEST_FRAME_STARTS + NEST_FRAME_STARTS_BYTES;
export const NEST_TARGET_SETS_BYTES: usize = <usize>(NEST_TARGET_CAPACITY * NEST_TARGET_SET_WORDS * 4);
export const NEST_TARGET_HASH: usize = NEST_TARGET_SETS + NEST_TARGET_SETS_BYTES;
export const NEST_TARGET_HASH_BYTES: usize = <usize>(NEST_TARGET_CAPACITY * 4);
/**
 * The walks of a nested chain's inner forcing chains & cycles run here, not
 * in the outer search's record A (cycles.ts), so that the frame around that
 * inner search need not hold the outer search's walk. A record's first
 * part, up to its parent pool, which walks do not use.
 */
export const NEST_WALK_RECORD: usize = (NEST_TARGET_HASH + NEST_TARGET_HASH_BYTES + 7) & ~(<usize>7);
export const NEST_WALK_RECORD_BYTES: usize = PROPAGATION_POOL;
/** The frames, packed one after another up to NEST_END. */
export const NEST_FRAMES: usize = NEST_WALK_RECORD + NEST_WALK_RECORD_BYTES;
export const NEST_FRAMES_BYTES: usize = NEST_END - NEST_FRAMES;

/**
 * While no frame is pushed (the top search, before it starts an inner
 * search), the frames' range is the scratch of inner-steps-may-exist.ts: the
 * working grid's candidates numbered, their strong links, and per
 * candidate the "on" nodes one link pair away and all it reaches, as bit
 * sets of those numbers (NEST_REACH_CAPACITY candidates at most: on a grid
 * with more, the test does not run). In order: NEST_REACH_INDEX (u16 × 729,
 * a candidate's number; padded to a whole word, since the sets after it are
 * read as 32-bit words and the JS engine's word view needs them 4-aligned),
 * NEST_REACH_IDS, NEST_REACH_STRONG, NEST_REACH_ORDER, NEST_REACH_LOW,
 * NEST_REACH_COMPONENT, NEST_REACH_STACK, NEST_REACH_CALLS, and the bit sets
 * NEST_REACH_WEAK, NEST_REACH_NEXT, NEST_REACH_SETS, NEST_REACH_OFFS.
 */
export const NEST_REACH_CAPACITY: i32 = 512;
export const NEST_REACH_INDEX: usize = NEST_FRAMES;
export const NEST_REACH_INDEX_BYTES: usize = 729 * 2 + 2;
export const NEST_REACH_IDS: usize = NEST_REACH_INDEX + NEST_REACH_INDEX_BYTES;
export const NEST_REACH_IDS_BYTES: usize = <usize>(NEST_REACH_CAPACITY * 2);
export const NEST_REACH_STRONG: usize = NEST_REACH_IDS + NEST_REACH_IDS_BYTES;
export const NEST_REACH_STRONG_BYTES: usize = <usize>(NEST_REACH_CAPACITY * 8);
/** Per candidate: its order of visit, lowest order it reaches back to, component (Tarjan's). */
export const NEST_REACH_ORDER: usize = NEST_REACH_STRONG + NEST_REACH_STRONG_BYTES;
export const NEST_REACH_ORDER_BYTES: usize = <usize>(NEST_REACH_CAPACITY * 2);
export const NEST_REACH_LOW: usize = NEST_REACH_ORDER + NEST_REACH_ORDER_BYTES;
export const NEST_REACH_LOW_BYTES: usize = <usize>(NEST_REACH_CAPACITY * 2);
export const NEST_REACH_COMPONENT: usize = NEST_REACH_LOW + NEST_REACH_LOW_BYTES;
export const NEST_REACH_COMPONENT_BYTES: usize = <usize>(NEST_REACH_CAPACITY * 2);
/** Candidates visited whose component is open. */
export const NEST_REACH_STACK: usize = NEST_REACH_COMPONENT + NEST_REACH_COMPONENT_BYTES;
export const NEST_REACH_STACK_BYTES: usize = <usize>(NEST_REACH_CAPACITY * 2);
/** The depth-first walk: per level, its candidate (u16), the word of its successors it is at (u16), that word's bits left (i32). */
export const NEST_REACH_CALLS: usize = NEST_REACH_STACK + NEST_REACH_STACK_BYTES;
export const NEST_REACH_CALLS_BYTES: usize = <usize>(NEST_REACH_CAPACITY * 8);
/** Words of one bit set over the numbered candidates. */
export const NEST_REACH_SET_WORDS: i32 = NEST_REACH_CAPACITY >> 5;
/** Per candidate: its weak partners. */
export const NEST_REACH_WEAK: usize = NEST_REACH_CALLS + NEST_REACH_CALLS_BYTES;
export const NEST_REACH_WEAK_BYTES: usize = <usize>(NEST_REACH_CAPACITY * NEST_REACH_SET_WORDS * 4);
/** Per candidate: the "on" nodes one weak and one strong link away. */
export const NEST_REACH_NEXT: usize = NEST_REACH_WEAK + NEST_REACH_WEAK_BYTES;
export const NEST_REACH_NEXT_BYTES: usize = <usize>(NEST_REACH_CAPACITY * NEST_REACH_SET_WORDS * 4);
/** Per component: all its "on" nodes reach. */
export const NEST_REACH_SETS: usize = NEST_REACH_NEXT + NEST_REACH_NEXT_BYTES;
export const NEST_REACH_SETS_BYTES: usize = <usize>(NEST_REACH_CAPACITY * NEST_REACH_SET_WORDS * 4);
/** Per component: the "off" nodes its "on" nodes and all they reach imply. */
export const NEST_REACH_OFFS: usize = NEST_REACH_SETS + NEST_REACH_SETS_BYTES;
export const NEST_REACH_OFFS_BYTES: usize = <usize>(NEST_REACH_CAPACITY * NEST_REACH_SET_WORDS * 4);

// ---- the inner search's set cache: 0x1A0000–0x1D0000 ---------------------------

/**
 * Level 3's inner multiple forcing chains cache their propagations as every
 * multiple forcing chains search does (set-cache.ts), here rather than in the
 * chain techniques' cache, which holds the outer search's (the top of the
 * general engine's free space, given up by engine/layout.ts GENERAL_END).
 */
export const NEST_CACHE_BASE: usize = 0x1a0000;
export const NEST_CACHE_END: usize = 0x1d0000;
export const NEST_CACHE_BITS: usize = NEST_CACHE_BASE;
export const NEST_CACHE_BITS_BYTES: usize = <usize>(729 * CACHE_WORDS * 4);
export const NEST_CACHE_STAMP: usize = NEST_CACHE_BITS + NEST_CACHE_BITS_BYTES;
export const NEST_CACHE_STAMP_BYTES: usize = 729 * 4;
export const NEST_CACHE_ABSURD: usize = NEST_CACHE_STAMP + NEST_CACHE_STAMP_BYTES;
export const NEST_CACHE_ABSURD_BYTES: usize = 729;
/** Per target of a dynamic inner cell or region forcing chain (NEST_TARGET_CAPACITY), the complexity from which the kept step with its conclusion comes before its step (forcing.ts findTwins). */
export const NEST_TARGET_TWIN: usize = (NEST_CACHE_ABSURD + NEST_CACHE_ABSURD_BYTES + 3) & ~(<usize>3);
export const NEST_TARGET_TWIN_BYTES: usize = 256 * 4;
/** Slots of the distinct inner chains' index (nested.ts countOnce): twice the NEST_DISTINCT entries it can hold. */
export const DISTINCT_INDEX_SLOTS: i32 = 4096;
export const DISTINCT_INDEX: usize = NEST_TARGET_TWIN + NEST_TARGET_TWIN_BYTES;
export const DISTINCT_INDEX_BYTES: usize = <usize>(DISTINCT_INDEX_SLOTS * 8);
/**
 * The walks the reachability test lets an inner forcing chains & cycles
 * search take: it is worked out before that search pushes its frame over
 * the test's scratch, so it lives here, outside the frames' range.
 */
export const NEST_WALK_STARTS: usize = (DISTINCT_INDEX + DISTINCT_INDEX_BYTES + 7) & ~(<usize>7);
export const NEST_WALK_STARTS_BYTES: i32 = 81 * 2 * 2;
/** Likewise the units the multiple forcing chains test lets that search take (it pushes a frame too). */
export const NEST_LIVE_UNITS: usize = NEST_WALK_STARTS + <usize>NEST_WALK_STARTS_BYTES;
export const NEST_LIVE_UNITS_BYTES: i32 = 81 * 2;

// ---- the remembered nested rule results: 0x400000–0x600000 ----------------------

/**
 * A range above the 4 MiB that every build has: only the full builds, the
 * ones with nested chains, have this memory (asconfig.json).
 *
 *   0x400000 ┌──────────────────────────────────────────────┐ NEST_MEMO_INDEX
 *            │ i32 × 16384: the remembered nested rule      │
 *            │ results by kind and working grid             │
 *            │ (nested-memo.ts)                             │
 *   0x410000 ├──────────────────────────────────────────────┤ NEST_MEMO_READS
 *            │ u32 × 324: what the rule running now read of │
 *            │ the searched position (outer-position.ts)    │
 *   0x410510 ├──────────────────────────────────────────────┤ NEST_MEMO_READ_SEEN
 *            │ u32 × 12: which of it is noted already       │
 *   0x410540 ├──────────────────────────────────────────────┤ NEST_PLAIN_ABSENT_GRID
 *            │ u16 × 82: the last searched grid where       │
 *            │ forcing chains & cycles found nothing        │
 *            │ (plain-chains-absent.ts)                     │
 *   0x4105E4 ├──────────────────────────────────────────────┤ NEST_MEMO_ARENA
 *            │ those results, one after another             │
 *   0x600000 └──────────────────────────────────────────────┘ NEST_MEMO_END
 */
export const NEST_MEMO_BASE: usize = 0x400000;
export const NEST_MEMO_END: usize = 0x600000;
/** Entries of the remembered results' index (a power of two; nested-memo.ts). */
export const NEST_MEMO_INDEX_SLOTS: i32 = 16384;
export const NEST_MEMO_INDEX: usize = NEST_MEMO_BASE;
export const NEST_MEMO_INDEX_BYTES: usize = <usize>(NEST_MEMO_INDEX_SLOTS * 4);
/**
 * The reads of the searched position that the nested rule running now made
 * (outer-position.ts), one word each: the key (a cell 0..80, or 81 + region
 * × 9 + digit - 1) in the high half, what it read in the low half.
 */
export const NEST_MEMO_READ_KEYS: i32 = 324;
export const NEST_MEMO_READS: usize = NEST_MEMO_INDEX + NEST_MEMO_INDEX_BYTES;
export const NEST_MEMO_READS_BYTES: usize = <usize>(NEST_MEMO_READ_KEYS * 4);
/** One bit per key: noted already in this log. */
export const NEST_MEMO_READ_SEEN: usize = NEST_MEMO_READS + NEST_MEMO_READS_BYTES;
export const NEST_MEMO_READ_SEEN_BYTES: usize = 48;
/** A copy of the searched grid (CH_BASE_GRID) where forcing chains & cycles last found nothing (plain-chains-absent.ts). */
export const NEST_PLAIN_ABSENT_GRID: usize = NEST_MEMO_READ_SEEN + NEST_MEMO_READ_SEEN_BYTES;
export const NEST_PLAIN_ABSENT_GRID_BYTES: usize = 164;
/** The remembered results themselves, one after another, up to the end of the range. */
export const NEST_MEMO_ARENA: usize = NEST_PLAIN_ABSENT_GRID + NEST_PLAIN_ABSENT_GRID_BYTES;
export const NEST_MEMO_ARENA_BYTES: usize = NEST_MEMO_END - NEST_MEMO_ARENA;

// ---- the runs one listing dynamic search keeps: 0x600000–0x680000 ----------------

/**
 * Full builds only, above the memo (104 pages; asconfig.json).
 *
 *   0x600000 ┌──────────────────────────────────────────────┐ RUN_STORE_SLOTS
 *            │ i32 × 729 × 3: per candidate, the search it  │
 *            │ was kept in, its offset, how its run ended   │
 *            │ (run-store.ts)                               │
 *   0x60222C ├──────────────────────────────────────────────┤ RUN_STORE_ARENA
 *            │ the runs, compact, one after another         │
 *   0x680000 └──────────────────────────────────────────────┘ RUN_STORE_END
 */
export const RUN_STORE_BASE: usize = 0x600000;
export const RUN_STORE_END: usize = 0x680000;
export const RUN_STORE_SLOTS: usize = RUN_STORE_BASE;
export const RUN_STORE_SLOTS_BYTES: usize = 729 * 12;
export const RUN_STORE_ARENA: usize = RUN_STORE_SLOTS + RUN_STORE_SLOTS_BYTES;
export const RUN_STORE_ARENA_BYTES: usize = RUN_STORE_END - RUN_STORE_ARENA;
