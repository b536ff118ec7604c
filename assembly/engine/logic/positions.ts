/**
 * The table of position masks, one per (unit, digit), that fish, locked
 * candidates, subsets and strong links read: state.ts keeps it in step with
 * every change of the board (layout.ts POSITIONS_PTR); the readers are
 * re-exported here.
 */
export { placedTimes, positionsOf } from "./state";
