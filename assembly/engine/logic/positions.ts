/**
 * The table of position masks, one per (unit, digit), that fish, locked
 * candidates, subsets and strong links read: state.ts keeps it in step with
 * every change of the board (layout.ts POSITIONS_PTR); the readers are
 * re-exported here. The finders' own scratch memory starts after it.
 */
import { SCRATCH_PTR } from "./layout";

export { placedTimes, positionsOf } from "./state";

/** First scratch byte of the finders (after the tables of the state). */
export const AFTER_POSITIONS_PTR: usize = SCRATCH_PTR;
