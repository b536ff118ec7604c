/**
 * The chain techniques' memory (issue #14): everything they keep lives at
 * fixed pointers in the top half of the logic engine's range, 0x280000–
 * 0x300000 (the logic range 0x200000–0x300000 is set in CONTRACT.md; the
 * core step engine keeps the bottom half). Nothing here outlives one search
 * except the geometry tables, built once.
 *
 * Glossary (the chain techniques' own words):
 * - candidate: a digit still possible in a cell; its id is cell * 9 + digit - 1
 *   (0..728). A digit's bit in a cell mask is 1 << (digit - 1).
 * - node: a candidate assumed true ("on") or false ("off"); its ref is
 *   id * 2 + (on ? 1 : 0) (0..1457).
 * - region: boxes 0..8, rows 9..17, columns 18..26 (Sukaku Explainer's order of
 *   region types: box, row, column — the order implications are tried in).
 * - propagation: the nodes implied by one assumption, each with the parents
 *   that implied it (a "slot" holds one propagation).
 *
 *   0x280000 ┌──────────────────────────────────────────────┐ CH_REGION_CELLS
 *            │ u8 × 27 × 9: cells of each region, in order  │
 *            ├──────────────────────────────────────────────┤ CH_CELL_REGIONS
 *            │ u8 × 81 × 3: box, row, column of each cell   │
 *            ├──────────────────────────────────────────────┤ CH_BASE_GRID
 *            │ u16 × 81: candidates of the searched position│
 *            ├──────────────────────────────────────────────┤ CH_WORK_GRID
 *            │ u16 × 81: candidates during a propagation    │
 *            ├──────────────────────────────────────────────┤ CH_SLOT_A, CH_SLOT_B
 *            │ 2 propagation slots (layout: SLOT_* offsets) │
 *            ├──────────────────────────────────────────────┤ CH_ANC_VISIT
 *            │ i32 × 1458 visit stamps, u16 × 1458 stack    │
 *            ├──────────────────────────────────────────────┤ CH_CACHE
 *            │ per candidate: its "on" propagation as node  │
 *            │ bits (u32 × 46), a stamp and a flag          │
 *            │ (set-cache.ts)                               │
 *            ├──────────────────────────────────────────────┤ CH_ALIGNED
 *            │ aligned exclusion scratch                    │
 *            ├──────────────────────────────────────────────┤ CH_BEST
 *            │ the best step found so far (see result.ts)   │
 *            ├──────────────────────────────────────────────┤ CH_TARGETS
 *            │ targets of cell/region chains and their sums │
 *            ├──────────────────────────────────────────────┤ CH_LINK_START
 *            │ static links of the position (links.ts)      │
 *            ├──────────────────────────────────────────────┤ CH_BASE_PLACES
 *            │ digit places per region: searched, working   │
 *            ├──────────────────────────────────────────────┤ CH_LINK_LIVE
 *            │ one pass's weak links to "off" nodes that    │
 *            │ lead on, their counts, each candidate's kinds│
 *            │ of strong links (links.ts)                   │
 *            ├──────────────────────────────────────────────┤ CH_ALIGNED_BLOCKED
 *            │ aligned exclusion: digit sets an excluder    │
 *            │ rules out, stamped per set of base cells     │
 *            ├──────────────────────────────────────────────┤ CH_STATIC_POSITION
 *            │ the position of the cached static sets       │
 *            ├──────────────────────────────────────────────┤ CH_ALIGNED_MEMO
 *            │ aligned triplet exclusion: its last fruitless│
 *            │ search (aligned-memo.ts)                     │
 *            ├──────────────────────────────────────────────┤ CH_CELL_POSITIONS
 *            │ each cell's position in its regions, and the │
 *            │ positions its weak links skip (geometry.ts)  │
 *            ├──────────────────────────────────────────────┤ CH_STEP_POOL
 *            │ find's list of every step of a chain producer│
 *            │ (every-step.ts)                              │
 *            ├──────────────────────────────────────────────┤ CH_FREE
 *   0x300000 └──────────────────────────────────────────────┘ CH_END
 *
 * A propagation slot (offsets from its start):
 *   SLOT_ON_STAMP   i32 × 729   == slot's run stamp: candidate is "on"
 *   SLOT_OFF_STAMP  i32 × 729   == slot's run stamp: candidate is "off"
 *   SLOT_PAR_START  i32 × 1458  first parent of node ref in the pool
 *   SLOT_PAR_LEN    u16 × 1458  number of parents of node ref
 *   SLOT_ORDER      u16 × 1458  node refs in the order they were implied
 *   SLOT_ON_QUEUE   u16 × 729   candidates waiting to be expanded as "on"
 *   SLOT_OFF_QUEUE  u16 × 729   candidates waiting to be expanded as "off"
 *   SLOT_POOL       u16 × POOL  parent refs
 *   SLOT_HEADER     i32 × 16    run stamp, counts, how the run ended
 */

/** Start of the chain techniques' range. */
export const CH_BASE: usize = 0x280000;
/** End (exclusive) of the chain techniques' range. */
export const CH_END: usize = 0x300000;

/** Number of candidates (81 cells × 9 digits). */
export const CANDIDATES: i32 = 729;
/** Number of node refs (candidates × on/off). */
export const NODES: i32 = 1458;
/** Number of u32 words of a set of 729 candidates. */
export const CAND_WORDS: i32 = 23;

/** u8 × 27 × 9. */
export const CH_REGION_CELLS: usize = CH_BASE;
/** u8 × 81 × 3. */
export const CH_CELL_REGIONS: usize = CH_REGION_CELLS + 256;
/** u16 × 81. */
export const CH_BASE_GRID: usize = CH_CELL_REGIONS + 256;
/** u16 × 81. */
export const CH_WORK_GRID: usize = CH_BASE_GRID + 256;

/** Parent refs one slot can hold (dynamic "on" nodes carry up to 9 parents). */
export const SLOT_POOL_CAPACITY: i32 = 24576;
export const SLOT_ON_STAMP: usize = 0;
export const SLOT_OFF_STAMP: usize = SLOT_ON_STAMP + 2928;
export const SLOT_PAR_START: usize = SLOT_OFF_STAMP + 2928;
export const SLOT_PAR_LEN: usize = SLOT_PAR_START + 5840;
export const SLOT_ORDER: usize = SLOT_PAR_LEN + 2928;
export const SLOT_ON_QUEUE: usize = SLOT_ORDER + 2928;
export const SLOT_OFF_QUEUE: usize = SLOT_ON_QUEUE + 1464;
export const SLOT_POOL: usize = SLOT_OFF_QUEUE + 1464;
/** Slot header: i32 fields (see implications.ts). */
export const SLOT_HEADER: usize = SLOT_POOL + <usize>(SLOT_POOL_CAPACITY * 2);
/** Bytes of one propagation slot. */
export const SLOT_SIZE: usize = SLOT_HEADER + 64;

/** The propagation of an assumption (and of its "on" assumptions). */
export const CH_SLOT_A: usize = CH_WORK_GRID + 256;
/** The propagation of the opposite assumption (double forcing chains). */
export const CH_SLOT_B: usize = CH_SLOT_A + SLOT_SIZE;

/** i32 × 1458: ancestor-count visit stamps. */
export const CH_ANC_VISIT: usize = CH_SLOT_B + SLOT_SIZE;
/** u16 × 1458: ancestor-count stack. */
export const CH_ANC_STACK: usize = CH_ANC_VISIT + 5840;

/** Words per cached propagation: "on" candidates, then "off" candidates. */
export const CACHE_WORDS: i32 = CAND_WORDS * 2;
/** u32 × 46 × 729: cached "on" propagations, one per candidate. */
export const CH_CACHE_BITS: usize = CH_ANC_STACK + 2928;
/** i32 × 729: search stamp of each cached propagation (stale if different). */
export const CH_CACHE_STAMP: usize = CH_CACHE_BITS + <usize>(CACHE_WORDS * 4 * CANDIDATES);
/** u8 × 729: 1 when the cached propagation ended in a contradiction. */
export const CH_CACHE_ABSURD: usize = CH_CACHE_STAMP + 2928;
/** u32 × 46 × 4: scratch node sets for intersections. */
export const CH_SET_SCRATCH: usize = CH_CACHE_ABSURD + 736;

/** Aligned exclusion: u8 × 81 base cells, u32 × 81 × 3 their excluders. */
export const CH_ALIGNED: usize = CH_SET_SCRATCH + <usize>(CACHE_WORDS * 4 * 4);
export const CH_ALIGNED_BASE: usize = CH_ALIGNED;
export const CH_ALIGNED_EXCL: usize = CH_ALIGNED + 96;
/** u8 × 81: each cell's index in the base-cell list (255: not a base cell). */
export const CH_ALIGNED_INDEX: usize = CH_ALIGNED_EXCL + 1024;

/** The best step found so far (result.ts). */
export const CH_BEST: usize = CH_ALIGNED_INDEX + 256;
/** Bytes of the best-step record. */
export const CH_BEST_SIZE: usize = 4096;
/** u16 × 1458: the targets (node refs) of a multiple forcing chain, in SE's order. */
export const CH_TARGETS: usize = CH_BEST + CH_BEST_SIZE;
/** i32 × 1458: each target's complexity, summed over the chains that reach it. */
export const CH_TARGET_SUMS: usize = CH_TARGETS + 2928;
/** Static links of the searched position (links.ts): i32 × 729 list starts. */
export const CH_LINK_START: usize = CH_TARGET_SUMS + 5840;
/** u8 × 729 × 2: per candidate, how many cell links, then region links, its list holds. */
export const CH_LINK_COUNTS: usize = CH_LINK_START + 2928;
/** u16 × 729 × 28: "on" → "off" links, cell part first (SE's order). */
export const CH_LINK_WEAK: usize = CH_LINK_COUNTS + 1472;
/** i16 × 729 × 4: "off" → "on" links: the cell's other candidate (or -1), then up to 3 region ones (-1 ends). */
export const CH_LINK_STRONG: usize = CH_LINK_WEAK + 729 * 28 * 2;
/** u16 × 27 × 9: places of each digit in each region (bit i = i-th cell) in the searched position. */
export const CH_BASE_PLACES: usize = CH_LINK_STRONG + 729 * 4 * 2;
/** u16 × 27 × 9: the same in the working copy. */
export const CH_WORK_PLACES: usize = CH_BASE_PLACES + 496;
/** u16 × 729 × 28: the weak links a pass of forcing chains & cycles follows, to "off" nodes that lead on (links.ts). */
export const CH_LINK_LIVE: usize = CH_WORK_PLACES + 496;
/** u8 × 729: how many links each candidate's CH_LINK_LIVE list holds. */
export const CH_LINK_LIVE_COUNT: usize = CH_LINK_LIVE + 729 * 28 * 2;
/** u8 × 729: which strong links each candidate has (LEADS_BY_CELL | LEADS_BY_REGION, links.ts). */
export const CH_LINK_LEADS: usize = CH_LINK_LIVE_COUNT + 736;
/** i32 × 512: per digit set, the stamp of the aligned-exclusion set whose excluders rule it out. */
export const CH_ALIGNED_BLOCKED: usize = CH_LINK_LEADS + 736;
/** u16 × 82: the position the static sets of set-cache.ts belong to (a copy of CH_BASE_GRID). */
export const CH_STATIC_POSITION: usize = CH_ALIGNED_BLOCKED + 2048;
/** Aligned triplet exclusion: what its last fruitless search settled (aligned-memo.ts), 180 bytes. */
export const CH_ALIGNED_MEMO: usize = CH_STATIC_POSITION + 168;
/** u8 × 81 × 3: position (0..8) of each cell in its box, row, column (geometry.ts). */
export const CH_CELL_POSITIONS: usize = CH_ALIGNED_MEMO + 192;
/** u16 × 81 × 3: per cell and region type, the region positions an "on" node does not reach: itself in its box, its box's three in its row and column. */
export const CH_WEAK_SKIP: usize = CH_CELL_POSITIONS + 244;
/** Steps find's list of one chain producer keeps (every-step.ts): the easiest ones when there are more. */
export const CH_STEP_POOL_CAPACITY: i32 = 768;
/** Bytes of one kept step: 11 i32 fields, then its eliminations as a set of 729 candidate bits. */
export const CH_STEP_POOL_RECORD: i32 = 136;
/** Every step a chain producer finds, when find lists them all, and one staged step after them (every-step.ts). */
export const CH_STEP_POOL: usize = CH_WEAK_SKIP + 488;
/** First free byte. */
export const CH_FREE: usize = CH_STEP_POOL + <usize>((CH_STEP_POOL_CAPACITY + 1) * CH_STEP_POOL_RECORD);
