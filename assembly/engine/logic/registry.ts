/**
 * The technique registry: which finders run, in which order, and how the
 * next step is chosen.
 *
 * The rule (Sukaku Explainer v1.15.10, default technique set): the finders
 * run in the order of `SLOT_*` below, which is SE's producer order; the
 * first step any of them reports is the step taken. Inside a finder the
 * order of discovery follows SE's own loops (units as boxes, then columns,
 * then rows; digits ascending; combinations in SE's order), except where SE
 * sorts its hints (the chain producers sort theirs by rating, easiest first).
 *
 * ── How to add a technique (the chain helper's guide) ──────────────────────
 * 1. Write the finder in its own file, e.g. chains/forcing-x-chains.ts:
 *
 *      import { beginStep, addElimination, addPlacement, addPatternCell,
 *               addPatternUnit, addPatternDigit, endStep, stepsFull } from "../step";
 *      import { candidatesAt, valueAt, side, cellCount, unitCell, … } from "../state";
 *      import { T_FORCING_X_CHAIN } from "../techniques";
 *
 *      // Returns true when the step list is full: stop at once and return true.
 *      export function findForcingXChains(): bool {
 *        …for each instance, in the order SE would add it:
 *        beginStep(T_FORCING_X_CHAIN, rating10);   // rating × 10, e.g. 66 + length bonus
 *        addPatternCell(c); addPatternDigit(d);   // what justifies the step
 *        addElimination(cell, digit);             // and/or addPlacement(cell, digit)
 *        if (endStep()) return true;
 *        return false;                            // searched everything
 *      }
 *
 *    The board is read through state.ts (candidatesAt, valueAt, unitCell,
 *    rowOf/columnOf/boxOf, sees, positionsIn); never change it inside a
 *    finder (saveState/restoreState exist for what-if work: call saveState()
 *    before and restoreState() before returning). Memory of your own goes in
 *    CHAINS_SCRATCH_PTR..LOGIC_END (layout.ts), laid out in chains/layout.ts.
 *    Long searches call `deadlinePassed()` (rate.ts) now and then and return
 *    false when it is true (the caller then reports a timeout).
 * 2. A producer that SE sorts by difficulty (Chaining.getHints does) must
 *    find all its instances first and emit the easiest first: when
 *    `stepsFull()` would stop you after one, emit the one with the lowest
 *    rating (ties: SE's order). The pattern of a step is free-form but the
 *    placements/eliminations must be exactly SE's hint's.
 * 3. Declare the rating: the id's lowest rating is in techniques.ts
 *    (`baseRating10`, already filled for the reserved chain ids 64..80);
 *    the rating of each step is what you pass to beginStep (SE's base +
 *    length difficulty). EP (rate.ts) treats a step with a placement as
 *    SE treats a hint whose getCell() is not null.
 * 4. Hook it in chains/dispatch.ts: one `case SLOT_…: return findX();` line
 *    (the slot ids for the chains are below; they already run in SE's order).
 * 5. Name it for the host: src/logic/techniques.ts has a row per id; the
 *    reserved chain ids have their names already.
 * ───────────────────────────────────────────────────────────────────────────
 */
import { runChainSlot } from "./chains/dispatch";
import { findFullHouses, findHiddenSingles, findNakedSingles } from "./singles";
import { findDirectLocking, findLocking } from "./intersections";
import { findDirectHiddenSets, findHiddenSets, findNakedSets } from "./subsets";
import { findFish } from "./fish";
import { findTurbotFish } from "./turbot";
import { findXYWings, findXYZWings } from "./wings";
import { findUniqueLoops } from "./uniqueness";
import { findBug } from "./bug";
import { findThreeStrongLinks } from "./strong-links";
import { findWXYZWings, findVWXYZWings } from "./big-wings";
import { side } from "./state";

// Slots in SE's producer order (Solver.java, revisedRating 0).
export const SLOT_HIDDEN_SINGLE: i32 = 0; //        full house, then box, column, row
export const SLOT_DIRECT_POINTING: i32 = 1; //      direct pointing, then direct claiming
export const SLOT_DIRECT_HIDDEN_PAIR: i32 = 2;
export const SLOT_NAKED_SINGLE: i32 = 3;
export const SLOT_DIRECT_HIDDEN_TRIPLET: i32 = 4;
export const SLOT_POINTING_CLAIMING: i32 = 5;
export const SLOT_NAKED_PAIR: i32 = 6;
export const SLOT_X_WING: i32 = 7;
export const SLOT_HIDDEN_PAIR: i32 = 8;
export const SLOT_NAKED_TRIPLET: i32 = 9;
export const SLOT_SWORDFISH: i32 = 10;
export const SLOT_HIDDEN_TRIPLET: i32 = 11;
export const SLOT_TURBOT_FISH: i32 = 12; //         skyscraper, 2-string kite, turbot fish
export const SLOT_XY_WING: i32 = 13;
export const SLOT_XYZ_WING: i32 = 14;
export const SLOT_UNIQUE_LOOP: i32 = 15; //         unique rectangles and loops
export const SLOT_NAKED_QUAD: i32 = 16;
export const SLOT_JELLYFISH: i32 = 17;
export const SLOT_HIDDEN_QUAD: i32 = 18;
export const SLOT_THREE_STRONG_LINKS: i32 = 19;
export const SLOT_WXYZ_WING: i32 = 20;
export const SLOT_BUG: i32 = 21;
export const SLOT_VWXYZ_WING: i32 = 22;
// The chain slots (chains/dispatch.ts runs them).
export const SLOT_ALIGNED_PAIR_EXCLUSION: i32 = 23;
export const SLOT_FORCING_CHAINS_CYCLES: i32 = 24; // X/Y-cycles, forcing X/Y chains
export const SLOT_ALIGNED_TRIPLET_EXCLUSION: i32 = 25;
export const SLOT_NISHIO: i32 = 26;
export const SLOT_MULTIPLE_FORCING_CHAINS: i32 = 27; // cell and region forcing chains
export const SLOT_DYNAMIC_FORCING_CHAINS: i32 = 28;
export const SLOT_DYNAMIC_FORCING_CHAINS_PLUS: i32 = 29;
export const SLOT_NESTED_FORCING_CHAINS: i32 = 30; //  SE's two nested producers (levels 2, 3)
/** Slots in all. */
export const SLOT_COUNT: i32 = 31;

/**
 * Runs one slot's finder over the current board. Returns true when the step
 * list became full (the search stops). Sides other than 9 run the slots that
 * SE's rules define for any side: singles, intersections, subsets and fish.
 */
export function runSlot(slot: i32): bool {
  if (side != 9 && !slotWorksOnAnySide(slot)) return false;
  switch (slot) {
    case SLOT_HIDDEN_SINGLE: return findFullHouses() || findHiddenSingles();
    case SLOT_DIRECT_POINTING: return findDirectLocking();
    case SLOT_DIRECT_HIDDEN_PAIR: return findDirectHiddenSets(2);
    case SLOT_NAKED_SINGLE: return findNakedSingles();
    case SLOT_DIRECT_HIDDEN_TRIPLET: return findDirectHiddenSets(3);
    case SLOT_POINTING_CLAIMING: return findLocking();
    case SLOT_NAKED_PAIR: return findNakedSets(2);
    case SLOT_X_WING: return findFish(2);
    case SLOT_HIDDEN_PAIR: return findHiddenSets(2);
    case SLOT_NAKED_TRIPLET: return findNakedSets(3);
    case SLOT_SWORDFISH: return findFish(3);
    case SLOT_HIDDEN_TRIPLET: return findHiddenSets(3);
    case SLOT_TURBOT_FISH: return findTurbotFish();
    case SLOT_XY_WING: return findXYWings();
    case SLOT_XYZ_WING: return findXYZWings();
    case SLOT_UNIQUE_LOOP: return findUniqueLoops();
    case SLOT_NAKED_QUAD: return findNakedSets(4);
    case SLOT_JELLYFISH: return findFish(4);
    case SLOT_HIDDEN_QUAD: return findHiddenSets(4);
    case SLOT_THREE_STRONG_LINKS: return findThreeStrongLinks();
    case SLOT_WXYZ_WING: return findWXYZWings();
    case SLOT_BUG: return findBug();
    case SLOT_VWXYZ_WING: return findVWXYZWings();
    default: return runChainSlot(slot);
  }
}

/** Whether a slot's technique is defined for every side (4×4, 16×16 …), not only 9×9. */
export function slotWorksOnAnySide(slot: i32): bool {
  return slot <= SLOT_HIDDEN_TRIPLET || slot == SLOT_NAKED_QUAD || slot == SLOT_JELLYFISH || slot == SLOT_HIDDEN_QUAD;
}

/** The slot that emits a technique id (find() runs only that slot). */
export function slotOfTechnique(technique: i32): i32 {
  switch (technique) {
    case 0: case 1: case 2: return SLOT_HIDDEN_SINGLE;
    case 3: case 4: return SLOT_DIRECT_POINTING;
    case 5: return SLOT_DIRECT_HIDDEN_PAIR;
    case 6: return SLOT_NAKED_SINGLE;
    case 7: return SLOT_DIRECT_HIDDEN_TRIPLET;
    case 8: case 9: return SLOT_POINTING_CLAIMING;
    case 10: return SLOT_NAKED_PAIR;
    case 11: return SLOT_X_WING;
    case 12: return SLOT_HIDDEN_PAIR;
    case 13: return SLOT_NAKED_TRIPLET;
    case 14: return SLOT_SWORDFISH;
    case 15: return SLOT_HIDDEN_TRIPLET;
    case 16: case 17: case 18: case 19: return SLOT_TURBOT_FISH;
    case 20: return SLOT_XY_WING;
    case 21: return SLOT_XYZ_WING;
    case 22: case 23: case 24: case 25: case 26: case 27: case 28: case 29: return SLOT_UNIQUE_LOOP;
    case 30: return SLOT_NAKED_QUAD;
    case 31: return SLOT_JELLYFISH;
    case 32: return SLOT_HIDDEN_QUAD;
    case 33: return SLOT_THREE_STRONG_LINKS;
    case 34: return SLOT_WXYZ_WING;
    case 35: case 36: case 37: case 38: return SLOT_BUG;
    case 39: return SLOT_VWXYZ_WING;
    case 64: return SLOT_ALIGNED_PAIR_EXCLUSION;
    case 65: case 66: case 67: case 68: case 69: case 70: return SLOT_FORCING_CHAINS_CYCLES;
    case 71: return SLOT_ALIGNED_TRIPLET_EXCLUSION;
    case 72: return SLOT_NISHIO;
    case 73: case 74: return SLOT_MULTIPLE_FORCING_CHAINS;
    case 75: case 76: case 77: case 78: return SLOT_DYNAMIC_FORCING_CHAINS;
    case 79: return SLOT_DYNAMIC_FORCING_CHAINS_PLUS;
    case 80: return SLOT_NESTED_FORCING_CHAINS;
    default: return -1;
  }
}

/**
 * Finds the next step by SE's rule: slots in order, the first step found.
 * The step list (reset by the caller to a limit of 1) then holds it. Returns
 * whether a step was found; `lastSlot` (exclusive) lets a caller leave out
 * the chains.
 */
export function findNextStep(lastSlot: i32): bool {
  return findNextStepFrom(0, lastSlot);
}

/** findNextStep starting at `firstSlot` (the slots before it are known to find nothing on this board). */
export function findNextStepFrom(firstSlot: i32, lastSlot: i32): bool {
  for (let slot = firstSlot; slot < lastSlot; slot++) {
    if (runSlot(slot)) return true;
  }
  return false;
}
