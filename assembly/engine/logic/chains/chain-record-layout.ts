/**
 * The memory of chain-record.ts, which writes a chain step's chains when
 * the host asks for steps, hints or find: the top of the spare range,
 * 0x3E0000–0x3FF000 (the ranges: docs/engine.md). Never used by the rating
 * walk. Each region starts where the one before it ends;
 * test/layout.test.ts checks that every region fits inside the range.
 *
 *   0x3E0000 ┌──────────────────────────────────────────────┐ CR_BLOCK
 *            │ i32 × 16384: the chains of the step being    │
 *            │ written (format in chain-record.ts)          │
 *   0x3F0000 ├──────────────────────────────────────────────┤ CR_VISIT
 *            │ i32 × 1458: per node ref, the stamp of the   │
 *            │ chain it was last put in                     │
 *   0x3F16C8 ├──────────────────────────────────────────────┤ CR_INDEX
 *            │ u16 × 1458: its link index in that chain     │
 *   0x3F222C ├──────────────────────────────────────────────┤ CR_STACK
 *            │ u16 × 1458: node refs still to visit         │
 *   0x3F2D90 ├──────────────────────────────────────────────┤ CR_PARENTS
 *            │ u16 × 64: the parents of one link            │
 *   0x3F2E10 ├──────────────────────────────────────────────┤ CR_WALK
 *            │ u16 × 1460: a static walk's chain, last link │
 *            │ first (captured as the step is found)        │
 *   0x3F3978 ├──────────────────────────────────────────────┤ CR_KEPT_AT
 *            │ i32 × 769 × 2: find's kept steps' walk       │
 *            │ chains: start and links in CR_KEPT_WALKS     │
 *   0x3F5180 ├──────────────────────────────────────────────┤ CR_KEPT_WALKS
 *            │ u16 × 14336: those chains                    │
 *   0x3FC180 ├──────────────────────────────────────────────┤ CR_RUNS
 *            │ u16 × 9: the start nodes of the propagations │
 *            │ a forcing step's chains are run again from   │
 *   0x3FC192 ├──────────────────────────────────────────────┤ CR_FREE
 *            │ free                                         │
 *   0x3FF000 └──────────────────────────────────────────────┘ CR_END
 */

/** Start of the range. */
export const CR_BASE: usize = 0x3e0000;
/** End of the range (exclusive): the text range starts here. */
export const CR_END: usize = 0x3ff000;

/** Words the chains of one step may take. */
export const CR_BLOCK_WORDS: i32 = 16384;
/** The chains of the step being written (i32 words). */
export const CR_BLOCK: usize = CR_BASE;
export const CR_BLOCK_BYTES: usize = <usize>(CR_BLOCK_WORDS * 4);
/** i32 × 1458: per node ref, the stamp of the chain it was last put in. */
export const CR_VISIT: usize = CR_BLOCK + CR_BLOCK_BYTES;
export const CR_VISIT_BYTES: usize = 1458 * 4;
/** u16 × 1458: per node ref, its link index in the chain being written. */
export const CR_INDEX: usize = CR_VISIT + CR_VISIT_BYTES;
export const CR_INDEX_BYTES: usize = 1458 * 2;
/** u16 × 1458: node refs still to visit (a chain's ancestors are gathered depth first). */
export const CR_STACK: usize = CR_INDEX + CR_INDEX_BYTES;
export const CR_STACK_BYTES: usize = 1458 * 2;
/** Most parents one link can have (a dynamic "on" link: the node that implied it and 8 removed candidates). */
export const CR_PARENTS_CAPACITY: i32 = 64;
/** u16 × 64: the parent refs of the link being written. */
export const CR_PARENTS: usize = CR_STACK + CR_STACK_BYTES;
export const CR_PARENTS_BYTES: usize = <usize>(CR_PARENTS_CAPACITY * 2);
/** Most links of a static walk's chain (every node once, and the conclusion). */
export const CR_WALK_CAPACITY: i32 = 1460;
/** u16 × 1460: the node refs of a static walk's chain, its last link first. */
export const CR_WALK: usize = CR_PARENTS + CR_PARENTS_BYTES;
export const CR_WALK_BYTES: usize = <usize>(CR_WALK_CAPACITY * 2);
/** Steps find's list of one chain producer can keep (every-step.ts), and one staged. */
export const CR_KEPT_STEPS: i32 = 769;
/** i32 × 769 × 2: per kept step of forcing chains & cycles, where its walk chain starts in CR_KEPT_WALKS and its links. */
export const CR_KEPT_AT: usize = CR_WALK + CR_WALK_BYTES;
export const CR_KEPT_AT_BYTES: usize = <usize>(CR_KEPT_STEPS * 8);
/** Links CR_KEPT_WALKS holds. */
export const CR_KEPT_WALKS_CAPACITY: i32 = 14336;
/** u16 × 14336: the walk chains of the kept steps (each last link first, as CR_WALK). */
export const CR_KEPT_WALKS: usize = CR_KEPT_AT + CR_KEPT_AT_BYTES;
export const CR_KEPT_WALKS_BYTES: usize = <usize>(CR_KEPT_WALKS_CAPACITY * 2);
/** Most propagations one step's chains take (a cell forcing chain: one per candidate). */
export const CR_RUNS_CAPACITY: i32 = 9;
/** u16 × 9: the start nodes of the propagations a forcing step's chains are run again from. */
export const CR_RUNS: usize = CR_KEPT_WALKS + CR_KEPT_WALKS_BYTES;
export const CR_RUNS_BYTES: usize = <usize>(CR_RUNS_CAPACITY * 2);
/** First free byte. */
export const CR_FREE: usize = CR_RUNS + CR_RUNS_BYTES;
