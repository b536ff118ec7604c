/**
 * The chain techniques' memory: everything they keep lives at fixed pointers
 * in the top half of the logic engine's range, 0x280000–0x300000 (the
 * logic layout's CHAINS_SCRATCH_PTR..LOGIC_END; the ranges: docs/engine.md;
 * the core step engine keeps the bottom half). Nothing here outlives one
 * search except the geometry tables, built once. Each region starts where
 * the one before it ends (its pointer plus its _BYTES), as in ../layout.ts;
 * test/layout.test.ts checks that every region fits inside the range.
 *
 * Glossary (the chain techniques' own words):
 * - candidate: a digit still possible in a cell; its id is cell * 9 + digit - 1
 *   (0..728). A digit's bit in a cell mask is 1 << (digit - 1).
 * - node: a candidate assumed true ("on") or false ("off"); its ref is
 *   id * 2 + (on ? 1 : 0) (0..1457).
 * - region: boxes 0..8, rows 9..17, columns 18..26 (Sukaku Explainer's order of
 *   region types: box, row, column — the order implications are tried in).
 * - propagation: the nodes implied by one assumption, each with the parents
 *   that implied it (a propagation record, CH_PROPAGATION_A or _B, holds one).
 *
 *   0x280000 ┌──────────────────────────────────────────────┐ CH_REGION_CELLS
 *            │ u8 × 27 × 9: cells of each region, in order  │
 *   0x280100 ├──────────────────────────────────────────────┤ CH_CELL_REGIONS
 *            │ u8 × 81 × 3: box, row, column of each cell   │
 *   0x280200 ├──────────────────────────────────────────────┤ CH_BASE_GRID
 *            │ u16 × 81: candidates of the searched         │
 *            │ position                                     │
 *   0x280300 ├──────────────────────────────────────────────┤ CH_WORK_GRID
 *            │ u16 × 81: candidates during a propagation    │
 *   0x280400 ├──────────────────────────────────────────────┤ CH_PROPAGATION_A
 *            │ a propagation record (PROPAGATION_* below)   │
 *   0x291440 ├──────────────────────────────────────────────┤ CH_PROPAGATION_B
 *            │ another (double forcing chains)              │
 *   0x2A2480 ├──────────────────────────────────────────────┤ CH_ANC_VISIT
 *            │ i32 × 1458: ancestor-count visit stamps      │
 *   0x2A3B50 ├──────────────────────────────────────────────┤ CH_ANC_STACK
 *            │ u16 × 1458: ancestor-count stack             │
 *   0x2A46C0 ├──────────────────────────────────────────────┤ CH_CACHE_BITS
 *            │ u32 × 46 × 729: each candidate's "on"        │
 *            │ propagation as node bits (set-cache.ts)      │
 *   0x2C52B8 ├──────────────────────────────────────────────┤ CH_CACHE_STAMP
 *            │ i32 × 729: their search stamps               │
 *   0x2C5E28 ├──────────────────────────────────────────────┤ CH_CACHE_ABSURD
 *            │ u8 × 729: 1 = ended in a contradiction       │
 *   0x2C6108 ├──────────────────────────────────────────────┤ CH_SET_SCRATCH
 *            │ u32 × 46 × 4: node sets of forcing.ts or     │
 *            │ cycles.ts (drawn below)                      │
 *   0x2C63E8 ├──────────────────────────────────────────────┤ CH_ALIGNED_BASE
 *            │ aligned exclusion: u8 × 81 base cells        │
 *   0x2C6448 ├──────────────────────────────────────────────┤ CH_ALIGNED_EXCL
 *            │ u32 × 81 × 3: their excluders                │
 *   0x2C6848 ├──────────────────────────────────────────────┤ CH_ALIGNED_INDEX
 *            │ u8 × 81: each cell's base-cell index         │
 *   0x2C6948 ├──────────────────────────────────────────────┤ CH_BEST
 *            │ the best step found so far (result.ts)       │
 *   0x2C7948 ├──────────────────────────────────────────────┤ CH_TARGETS
 *            │ u16 × 1458: targets of cell/region chains    │
 *   0x2C84B8 ├──────────────────────────────────────────────┤ CH_TARGET_SUMS
 *            │ i32 × 1458: their complexity sums            │
 *   0x2C9B88 ├──────────────────────────────────────────────┤ CH_LINK_START
 *            │ static links of the position (links.ts):     │
 *            │ i32 × 729 list starts                        │
 *   0x2CA6F8 ├──────────────────────────────────────────────┤ CH_LINK_COUNTS
 *            │ u8 × 729 × 2: cell, region link counts       │
 *   0x2CACB8 ├──────────────────────────────────────────────┤ CH_LINK_WEAK
 *            │ u16 × 729 × 28: "on" → "off" links           │
 *   0x2D4C30 ├──────────────────────────────────────────────┤ CH_LINK_STRONG
 *            │ i16 × 729 × 4: "off" → "on" links            │
 *   0x2D62F8 ├──────────────────────────────────────────────┤ CH_BASE_PLACES
 *            │ u16 × 27 × 9: digit places per region        │
 *   0x2D64E8 ├──────────────────────────────────────────────┤ CH_WORK_PLACES
 *            │ u16 × 27 × 9: the same, working copy         │
 *   0x2D66D8 ├──────────────────────────────────────────────┤ CH_LINK_LIVE
 *            │ u16 × 729 × 28: one pass's weak links to     │
 *            │ "off" nodes that lead on (links.ts)          │
 *   0x2E0650 ├──────────────────────────────────────────────┤ CH_LINK_LIVE_COUNT
 *            │ u8 × 729: their counts                       │
 *   0x2E0930 ├──────────────────────────────────────────────┤ CH_LINK_LEADS
 *            │ u8 × 729: each candidate's strong links      │
 *   0x2E0C10 ├──────────────────────────────────────────────┤ CH_ALIGNED_BLOCKED
 *            │ i32 × 512: aligned exclusion, digit sets     │
 *            │ an excluder rules out, stamped               │
 *   0x2E1410 ├──────────────────────────────────────────────┤ CH_STATIC_POSITION
 *            │ u16 × 82: the position of the cached sets    │
 *   0x2E14B8 ├──────────────────────────────────────────────┤ CH_ALIGNED_MEMO
 *            │ aligned triplet exclusion: its last          │
 *            │ fruitless search (aligned-memo.ts)           │
 *   0x2E1578 ├──────────────────────────────────────────────┤ CH_CELL_POSITIONS
 *            │ u8 × 81 × 3: each cell's position in its     │
 *            │ regions (geometry.ts)                        │
 *   0x2E166C ├──────────────────────────────────────────────┤ CH_WEAK_SKIP
 *            │ u16 × 81 × 3: positions its weak links skip  │
 *   0x2E1854 ├──────────────────────────────────────────────┤ CH_STEP_POOL
 *            │ find's list of every step of a chain         │
 *            │ producer (every-step.ts)                     │
 *   0x2FB0DC ├──────────────────────────────────────────────┤ ADV_SEEN
 *            │ i32 × 729: candidates one advanced rule      │
 *            │ removed already, stamped (advanced-offs.ts)  │
 *   0x2FBC4C ├──────────────────────────────────────────────┤ ADV_ITEM_IDS
 *            │ u16 × 729: the candidates it removes         │
 *   0x2FC1FE ├──────────────────────────────────────────────┤ ADV_ITEM_HINTS
 *            │ u16 × 729: the instance that removes each    │
 *   0x2FC7B0 ├──────────────────────────────────────────────┤ ADV_HINT_START
 *            │ i32 × 256: each instance's first parent      │
 *   0x2FCBB0 ├──────────────────────────────────────────────┤ ADV_HINT_LEN
 *            │ u16 × 256: its number of parents             │
 *   0x2FCDB0 ├──────────────────────────────────────────────┤ ADV_PARENTS
 *            │ u16 × 4096: the parents, "off" node refs     │
 *   0x2FEDB0 ├──────────────────────────────────────────────┤ ADV_ENTRIES
 *            │ u16 × 96 × 2: one instance's removals, cell  │
 *            │ and digits, before hash order                │
 *   0x2FEF30 ├──────────────────────────────────────────────┤ ADV_HINT_TECHNIQUE
 *            │ u8 × 256: each instance's technique id       │
 *   0x2FF030 ├──────────────────────────────────────────────┤ ADV_CAUSE
 *            │ u8 × 1458 × 2: per propagation record, the   │
 *            │ technique id behind each advanced node       │
 *   0x2FFB94 ├──────────────────────────────────────────────┤ CH_LINK_LIVE_PLACES
 *            │ u16 × 27 × 9: per region and digit, the      │
 *            │ places that lead on in one pass (links.ts)   │
 *   0x2FFD7C ├──────────────────────────────────────────────┤ CH_ALIGNED_PAIR_MEMO
 *            │ aligned pair exclusion: its last fruitless   │
 *            │ search (aligned-memo.ts)                     │
 *   0x2FFE3C ├──────────────────────────────────────────────┤ CH_X_PASS_MEMO
 *            │ u32 × 9 × 3: per digit, its cells when the   │
 *            │ X links found nothing for it (cycles.ts)     │
 *   0x2FFEA8 ├──────────────────────────────────────────────┤ CH_FREE
 *            │ free                                         │
 *   0x300000 └──────────────────────────────────────────────┘ CH_END
 *
 * A propagation record (offsets from its start):
 *   PROPAGATION_ON_STAMP   i32 × 729   == the record's run stamp: candidate is "on"
 *   PROPAGATION_OFF_STAMP  i32 × 729   == the record's run stamp: candidate is "off"
 *   PROPAGATION_PAR_START  i32 × 1458  first parent of node ref in the pool
 *   PROPAGATION_PAR_LEN    u16 × 1458  number of parents of node ref
 *   PROPAGATION_ORDER      u16 × 1458  node refs in the order they were implied
 *   PROPAGATION_ON_QUEUE   u16 × 729   candidates waiting to be expanded as "on"
 *   PROPAGATION_OFF_QUEUE  u16 × 729   candidates waiting to be expanded as "off"
 *   PROPAGATION_POOL       u16 × POOL  parent refs
 *   PROPAGATION_HEADER     i32 × 16    run stamp, counts, how the run ended
 *
 * CH_SET_SCRATCH holds, at different times, the sets of forcing.ts and
 * those of cycles.ts (each lays its own out from the start):
 *
 *   0x2C6108 ┌──────────────────────────────────┐ FORCING_MEET_SET
 *            │ u32 × 46: "on" sets intersected  │
 *   0x2C61C0 ├──────────────────────────────────┤ FORCING_OFF_RUN_SETS
 *            │ u32 × 46: an "off" run as sets   │
 *   0x2C63E8 └──────────────────────────────────┘ CH_SET_SCRATCH_END
 *
 *   0x2C6108 ┌──────────────────────────────────┐ CYCLE_FORWARD_SET
 *            │ u32 × 3 × 9: "on" eliminations   │
 *   0x2C6174 ├──────────────────────────────────┤ CYCLE_BACKWARD_SET
 *            │ u32 × 3 × 9: "off" eliminations  │
 *   0x2C61E0 ├──────────────────────────────────┤ CYCLE_CELLS
 *            │ u32 × 3: the cycle's cells       │
 *   0x2C61EC ├──────────────────────────────────┤ CYCLE_DIGIT_CELLS
 *            │ u32 × 27: each digit's cells     │
 *   0x2C63E8 └──────────────────────────────────┘ CH_SET_SCRATCH_END
 */

/** Number of candidates (81 cells × 9 digits). */
export const CANDIDATES: i32 = 729;
/** Number of node refs (candidates × on/off). */
export const NODES: i32 = 1458;
/** Number of u32 words of a set of 729 candidates. */
export const CAND_WORDS: i32 = 23;
/** Words per cached propagation: "on" candidates, then "off" candidates. */
export const CACHE_WORDS: i32 = CAND_WORDS * 2;
/** Bytes of an i32 per candidate (2,916), rounded up to 16. */
const CANDIDATE_I32_BYTES: usize = 2928;
/** Bytes of an i32 per node ref (5,832), rounded up to 16. */
const NODE_I32_BYTES: usize = 5840;
/** Bytes of a u16 per node ref (2,916), rounded up to 16. */
const NODE_U16_BYTES: usize = 2928;
/** Bytes of a u8 per candidate (729), rounded up to 16. */
const CANDIDATE_U8_BYTES: usize = 736;

// ---- a propagation record (offsets from its start) -----------------------------

/** Parent refs one propagation record can hold (dynamic "on" nodes carry up to 9 parents). */
export const PROPAGATION_POOL_CAPACITY: i32 = 24576;
export const PROPAGATION_ON_STAMP: usize = 0;
export const PROPAGATION_ON_STAMP_BYTES: usize = CANDIDATE_I32_BYTES;
export const PROPAGATION_OFF_STAMP: usize = PROPAGATION_ON_STAMP + PROPAGATION_ON_STAMP_BYTES;
export const PROPAGATION_OFF_STAMP_BYTES: usize = CANDIDATE_I32_BYTES;
export const PROPAGATION_PAR_START: usize = PROPAGATION_OFF_STAMP + PROPAGATION_OFF_STAMP_BYTES;
export const PROPAGATION_PAR_START_BYTES: usize = NODE_I32_BYTES;
export const PROPAGATION_PAR_LEN: usize = PROPAGATION_PAR_START + PROPAGATION_PAR_START_BYTES;
export const PROPAGATION_PAR_LEN_BYTES: usize = NODE_U16_BYTES;
export const PROPAGATION_ORDER: usize = PROPAGATION_PAR_LEN + PROPAGATION_PAR_LEN_BYTES;
export const PROPAGATION_ORDER_BYTES: usize = NODE_U16_BYTES;
export const PROPAGATION_ON_QUEUE: usize = PROPAGATION_ORDER + PROPAGATION_ORDER_BYTES;
/** u16 × 729 (1,458 B), rounded up to 8. */
export const PROPAGATION_ON_QUEUE_BYTES: usize = 1464;
export const PROPAGATION_OFF_QUEUE: usize = PROPAGATION_ON_QUEUE + PROPAGATION_ON_QUEUE_BYTES;
export const PROPAGATION_OFF_QUEUE_BYTES: usize = 1464;
export const PROPAGATION_POOL: usize = PROPAGATION_OFF_QUEUE + PROPAGATION_OFF_QUEUE_BYTES;
export const PROPAGATION_POOL_BYTES: usize = <usize>(PROPAGATION_POOL_CAPACITY * 2);
/** Record header: i32 fields (see implications.ts). */
export const PROPAGATION_HEADER: usize = PROPAGATION_POOL + PROPAGATION_POOL_BYTES;
export const PROPAGATION_HEADER_BYTES: usize = 16 * 4;
/** Bytes of one propagation record. */
export const PROPAGATION_BYTES: usize = PROPAGATION_HEADER + PROPAGATION_HEADER_BYTES;

// ---- the chain range: 0x280000–0x300000 ----------------------------------------

/** Start of the chain techniques' range. */
export const CH_BASE: usize = 0x280000;
/** End (exclusive) of the chain techniques' range. */
export const CH_END: usize = 0x300000;

/** u8 × 27 × 9: the cells of each region, in order. */
export const CH_REGION_CELLS: usize = CH_BASE;
export const CH_REGION_CELLS_BYTES: usize = 256;
/** u8 × 81 × 3: the box, row and column region of each cell. */
export const CH_CELL_REGIONS: usize = CH_REGION_CELLS + CH_REGION_CELLS_BYTES;
export const CH_CELL_REGIONS_BYTES: usize = 256;
/** u16 × 81: candidates of the searched position. */
export const CH_BASE_GRID: usize = CH_CELL_REGIONS + CH_CELL_REGIONS_BYTES;
export const CH_BASE_GRID_BYTES: usize = 256;
/** u16 × 81: candidates during a propagation. */
export const CH_WORK_GRID: usize = CH_BASE_GRID + CH_BASE_GRID_BYTES;
export const CH_WORK_GRID_BYTES: usize = 256;

/** The propagation of an assumption (and of its "on" assumptions). */
export const CH_PROPAGATION_A: usize = CH_WORK_GRID + CH_WORK_GRID_BYTES;
export const CH_PROPAGATION_A_BYTES: usize = PROPAGATION_BYTES;
/** The propagation of the opposite assumption (double forcing chains). */
export const CH_PROPAGATION_B: usize = CH_PROPAGATION_A + CH_PROPAGATION_A_BYTES;
export const CH_PROPAGATION_B_BYTES: usize = PROPAGATION_BYTES;

/** i32 × 1458: ancestor-count visit stamps. */
export const CH_ANC_VISIT: usize = CH_PROPAGATION_B + CH_PROPAGATION_B_BYTES;
export const CH_ANC_VISIT_BYTES: usize = NODE_I32_BYTES;
/** u16 × 1458: ancestor-count stack. */
export const CH_ANC_STACK: usize = CH_ANC_VISIT + CH_ANC_VISIT_BYTES;
export const CH_ANC_STACK_BYTES: usize = NODE_U16_BYTES;

/** u32 × 46 × 729: cached "on" propagations, one per candidate. */
export const CH_CACHE_BITS: usize = CH_ANC_STACK + CH_ANC_STACK_BYTES;
export const CH_CACHE_BITS_BYTES: usize = <usize>(CACHE_WORDS * 4 * CANDIDATES);
/** i32 × 729: search stamp of each cached propagation (stale if different). */
export const CH_CACHE_STAMP: usize = CH_CACHE_BITS + CH_CACHE_BITS_BYTES;
export const CH_CACHE_STAMP_BYTES: usize = CANDIDATE_I32_BYTES;
/** u8 × 729: 1 when the cached propagation ended in a contradiction. */
export const CH_CACHE_ABSURD: usize = CH_CACHE_STAMP + CH_CACHE_STAMP_BYTES;
export const CH_CACHE_ABSURD_BYTES: usize = CANDIDATE_U8_BYTES;
/** u32 × 46 × 4: scratch node sets for intersections (its users: below). */
export const CH_SET_SCRATCH: usize = CH_CACHE_ABSURD + CH_CACHE_ABSURD_BYTES;
export const CH_SET_SCRATCH_BYTES: usize = <usize>(CACHE_WORDS * 4 * 4);

/** Aligned exclusion: u8 × 81 base cells. */
export const CH_ALIGNED_BASE: usize = CH_SET_SCRATCH + CH_SET_SCRATCH_BYTES;
export const CH_ALIGNED_BASE_BYTES: usize = 96;
/** Aligned exclusion: u32 × 81 × 3, the base cells' excluders. */
export const CH_ALIGNED_EXCL: usize = CH_ALIGNED_BASE + CH_ALIGNED_BASE_BYTES;
export const CH_ALIGNED_EXCL_BYTES: usize = 1024;
/** u8 × 81: each cell's index in the base-cell list (255: not a base cell). */
export const CH_ALIGNED_INDEX: usize = CH_ALIGNED_EXCL + CH_ALIGNED_EXCL_BYTES;
export const CH_ALIGNED_INDEX_BYTES: usize = 256;

/** The best step found so far (result.ts). */
export const CH_BEST: usize = CH_ALIGNED_INDEX + CH_ALIGNED_INDEX_BYTES;
export const CH_BEST_BYTES: usize = 4096;
/** u16 × 1458: the targets (node refs) of a multiple forcing chain, in SE's order. */
export const CH_TARGETS: usize = CH_BEST + CH_BEST_BYTES;
export const CH_TARGETS_BYTES: usize = NODE_U16_BYTES;
/** i32 × 1458: each target's complexity, summed over the chains that reach it. */
export const CH_TARGET_SUMS: usize = CH_TARGETS + CH_TARGETS_BYTES;
export const CH_TARGET_SUMS_BYTES: usize = NODE_I32_BYTES;
/** Static links of the searched position (links.ts): i32 × 729 list starts. */
export const CH_LINK_START: usize = CH_TARGET_SUMS + CH_TARGET_SUMS_BYTES;
export const CH_LINK_START_BYTES: usize = CANDIDATE_I32_BYTES;
/** u8 × 729 × 2: per candidate, how many cell links, then region links, its list holds. */
export const CH_LINK_COUNTS: usize = CH_LINK_START + CH_LINK_START_BYTES;
export const CH_LINK_COUNTS_BYTES: usize = 1472;
/** u16 × 729 × 28: "on" → "off" links, cell part first (SE's order). */
export const CH_LINK_WEAK: usize = CH_LINK_COUNTS + CH_LINK_COUNTS_BYTES;
export const CH_LINK_WEAK_BYTES: usize = 729 * 28 * 2;
/** i16 × 729 × 4: "off" → "on" links: the cell's other candidate (or -1), then up to 3 region ones (-1 ends). */
export const CH_LINK_STRONG: usize = CH_LINK_WEAK + CH_LINK_WEAK_BYTES;
export const CH_LINK_STRONG_BYTES: usize = 729 * 4 * 2;
/** u16 × 27 × 9: places of each digit in each region (bit i = i-th cell) in the searched position. */
export const CH_BASE_PLACES: usize = CH_LINK_STRONG + CH_LINK_STRONG_BYTES;
export const CH_BASE_PLACES_BYTES: usize = 496;
/** u16 × 27 × 9: the same in the working copy. */
export const CH_WORK_PLACES: usize = CH_BASE_PLACES + CH_BASE_PLACES_BYTES;
export const CH_WORK_PLACES_BYTES: usize = 496;
/** u16 × 729 × 28: the weak links a pass of forcing chains & cycles follows, to "off" nodes that lead on (links.ts). */
export const CH_LINK_LIVE: usize = CH_WORK_PLACES + CH_WORK_PLACES_BYTES;
export const CH_LINK_LIVE_BYTES: usize = 729 * 28 * 2;
/** u8 × 729: how many links each candidate's CH_LINK_LIVE list holds. */
export const CH_LINK_LIVE_COUNT: usize = CH_LINK_LIVE + CH_LINK_LIVE_BYTES;
export const CH_LINK_LIVE_COUNT_BYTES: usize = CANDIDATE_U8_BYTES;
/** u8 × 729: which strong links each candidate has (LEADS_BY_CELL | LEADS_BY_REGION, links.ts). */
export const CH_LINK_LEADS: usize = CH_LINK_LIVE_COUNT + CH_LINK_LIVE_COUNT_BYTES;
export const CH_LINK_LEADS_BYTES: usize = CANDIDATE_U8_BYTES;
/** i32 × 512: per digit set, the stamp of the aligned-exclusion set whose excluders rule it out. */
export const CH_ALIGNED_BLOCKED: usize = CH_LINK_LEADS + CH_LINK_LEADS_BYTES;
export const CH_ALIGNED_BLOCKED_BYTES: usize = 512 * 4;
/** u16 × 82: the position the static sets of set-cache.ts belong to (a copy of CH_BASE_GRID). */
export const CH_STATIC_POSITION: usize = CH_ALIGNED_BLOCKED + CH_ALIGNED_BLOCKED_BYTES;
export const CH_STATIC_POSITION_BYTES: usize = 168;
/** Aligned triplet exclusion: what its last fruitless search settled (aligned-memo.ts), 180 bytes. */
export const CH_ALIGNED_MEMO: usize = CH_STATIC_POSITION + CH_STATIC_POSITION_BYTES;
export const CH_ALIGNED_MEMO_BYTES: usize = 192;
/** u8 × 81 × 3: position (0..8) of each cell in its box, row, column (geometry.ts). */
export const CH_CELL_POSITIONS: usize = CH_ALIGNED_MEMO + CH_ALIGNED_MEMO_BYTES;
export const CH_CELL_POSITIONS_BYTES: usize = 244;
/** u16 × 81 × 3: per cell and region type, the region positions an "on" node does not reach: itself in its box, its box's three in its row and column. */
export const CH_WEAK_SKIP: usize = CH_CELL_POSITIONS + CH_CELL_POSITIONS_BYTES;
export const CH_WEAK_SKIP_BYTES: usize = 488;
/** Steps find's list of one chain producer keeps (every-step.ts): the easiest ones when there are more. */
export const CH_STEP_POOL_CAPACITY: i32 = 768;
/** Bytes of one kept step: 11 i32 fields, then its eliminations as a set of 729 candidate bits. */
export const CH_STEP_POOL_RECORD: i32 = 136;
/** Every step a chain producer finds, when find lists them all, and one staged step after them (every-step.ts). */
export const CH_STEP_POOL: usize = CH_WEAK_SKIP + CH_WEAK_SKIP_BYTES;
export const CH_STEP_POOL_BYTES: usize = <usize>((CH_STEP_POOL_CAPACITY + 1) * CH_STEP_POOL_RECORD);
/** i32 × 729: the stamp of the last advanced-rule call that removed each candidate (advanced-offs.ts). */
export const ADV_SEEN: usize = CH_STEP_POOL + CH_STEP_POOL_BYTES;
export const ADV_SEEN_BYTES: usize = CANDIDATE_I32_BYTES;
/** u16 × 729: the candidates the advanced rule removes, in Sukaku Explainer's order. */
export const ADV_ITEM_IDS: usize = ADV_SEEN + ADV_SEEN_BYTES;
export const ADV_ITEM_IDS_BYTES: usize = 1458;
/** u16 × 729: the rule instance (hint) that removes each of them. */
export const ADV_ITEM_HINTS: usize = ADV_ITEM_IDS + ADV_ITEM_IDS_BYTES;
export const ADV_ITEM_HINTS_BYTES: usize = 1458;
/** Rule instances one advanced-rule call may keep. */
export const ADV_HINT_CAPACITY: i32 = 256;
/** i32 × 256: each instance's first parent in ADV_PARENTS. */
export const ADV_HINT_START: usize = ADV_ITEM_HINTS + ADV_ITEM_HINTS_BYTES;
export const ADV_HINT_START_BYTES: usize = <usize>(ADV_HINT_CAPACITY * 4);
/** u16 × 256: each instance's number of parents. */
export const ADV_HINT_LEN: usize = ADV_HINT_START + ADV_HINT_START_BYTES;
export const ADV_HINT_LEN_BYTES: usize = <usize>(ADV_HINT_CAPACITY * 2);
/** Parent refs one advanced-rule call may keep. */
export const ADV_PARENT_CAPACITY: i32 = 4096;
/** u16 × 4096: the instances' parents ("off" node refs: the removals the rule needed). */
export const ADV_PARENTS: usize = ADV_HINT_LEN + ADV_HINT_LEN_BYTES;
export const ADV_PARENTS_BYTES: usize = <usize>(ADV_PARENT_CAPACITY * 2);
/** u16 × 96 × 2: one instance's removals (cell, digit mask) in the order its rule finds them. */
export const ADV_ENTRIES: usize = ADV_PARENTS + ADV_PARENTS_BYTES;
export const ADV_ENTRIES_BYTES: usize = 384;
/** u8 × 256: the technique id (T_*) of each instance of the last advanced-rule call. */
export const ADV_HINT_TECHNIQUE: usize = ADV_ENTRIES + ADV_ENTRIES_BYTES;
export const ADV_HINT_TECHNIQUE_BYTES: usize = <usize>ADV_HINT_CAPACITY;
/**
 * u8 × 1458 per record (CH_PROPAGATION_A, then _B): the technique id behind
 * each "off" node an advanced rule added, by node ref. Valid only for such a
 * node (an "off" node whose parents are "off" nodes); other bytes are stale.
 */
export const ADV_CAUSE: usize = ADV_HINT_TECHNIQUE + ADV_HINT_TECHNIQUE_BYTES;
export const ADV_CAUSE_BYTES: usize = 2916;
/**
 * u16 × 27 × 9: per region and digit, the places whose candidate has a strong
 * link of the kinds one pass of forcing chains & cycles follows (links.ts
 * buildLiveLinks; scratch).
 */
export const CH_LINK_LIVE_PLACES: usize = ADV_CAUSE + ADV_CAUSE_BYTES;
export const CH_LINK_LIVE_PLACES_BYTES: usize = 27 * 9 * 2;
/** Aligned pair exclusion: what its last fruitless search settled (aligned-memo.ts; after a 2-byte gap, 4-aligned). */
export const CH_ALIGNED_PAIR_MEMO: usize = CH_LINK_LIVE_PLACES + CH_LINK_LIVE_PLACES_BYTES + 2;
export const CH_ALIGNED_PAIR_MEMO_BYTES: usize = 192;
/** Forcing chains & cycles: per digit, the cells (3 words of 27 cell bits) it had when its X-link walks last found nothing (cycles.ts). */
export const CH_X_PASS_MEMO: usize = CH_ALIGNED_PAIR_MEMO + CH_ALIGNED_PAIR_MEMO_BYTES;
export const CH_X_PASS_MEMO_BYTES: usize = 9 * 3 * 4;
/** First free byte. */
export const CH_FREE: usize = CH_X_PASS_MEMO + CH_X_PASS_MEMO_BYTES;

// ---- the set scratch: CH_SET_SCRATCH–CH_SET_SCRATCH_END ----------------------------

/** End of the set scratch (exclusive). */
export const CH_SET_SCRATCH_END: usize = CH_SET_SCRATCH + CH_SET_SCRATCH_BYTES;

/** forcing.ts: the intersection of "on" propagations (u32 × 46: on set, off set). */
export const FORCING_MEET_SET: usize = CH_SET_SCRATCH;
export const FORCING_MEET_SET_BYTES: usize = <usize>(CACHE_WORDS * 4);
/** forcing.ts: the "off" run of the candidate being searched, as sets (u32 × 46). */
export const FORCING_OFF_RUN_SETS: usize = FORCING_MEET_SET + FORCING_MEET_SET_BYTES;
export const FORCING_OFF_RUN_SETS_BYTES: usize = <usize>(CACHE_WORDS * 4);

/**
 * cycles.ts, a cycle's eliminations: per digit, the cells (3 words of 27
 * cell bits) its "on" nodes cancel, then those its "off" nodes cancel.
 */
export const CYCLE_FORWARD_SET: usize = CH_SET_SCRATCH;
export const CYCLE_FORWARD_SET_BYTES: usize = 9 * 3 * 4;
export const CYCLE_BACKWARD_SET: usize = CYCLE_FORWARD_SET + CYCLE_FORWARD_SET_BYTES;
export const CYCLE_BACKWARD_SET_BYTES: usize = 9 * 3 * 4;
/** cycles.ts: the cycle's cells (u32 × 3, a cell set). */
export const CYCLE_CELLS: usize = CYCLE_BACKWARD_SET + CYCLE_BACKWARD_SET_BYTES;
export const CYCLE_CELLS_BYTES: usize = 3 * 4;
/** cycles.ts: per digit, the cells where it is a candidate (u32 × 27). */
export const CYCLE_DIGIT_CELLS: usize = CYCLE_CELLS + CYCLE_CELLS_BYTES;
export const CYCLE_DIGIT_CELLS_BYTES: usize = 27 * 4;
