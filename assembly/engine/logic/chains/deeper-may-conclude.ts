/**
 * Whether a level-4 inner search of level 1 or 2 (Sukaku Explainer's
 * nesting limits 1 and 2, and the level-2 search of Sudoku Explainer
 * 1.2.1's level 5) can conclude anything on the working grid, tested
 * without running it. Such a search costs a whole dynamic search, and it
 * runs at every fixpoint of every outer propagation, so where nothing is
 * left to find (an empty grid) it is skipped only when a proof says so; any
 * doubt runs it.
 *
 * The proof starts where forcing.ts's levelZeroMayConclude ends: no cell
 * with two candidates and no digit with two to four places in a region
 * (else the search runs). There every inner propagation, of "X on" or
 * "X off", derives nothing but its assumption's own "off" nodes before its
 * first fixpoint, so the search can conclude only if, at that fixpoint, the
 * level-1 rules (advanced-offs.ts) or, at level 2, the nested rule (which
 * needs a strong link) find something. The grid there is this one less
 * those "off" nodes:
 * - "X off" takes one candidate: a cell keeps two or more, a region's
 *   places of the digit four or more (or it was a solved cell's one). No
 *   rule has a pattern to fire on; a cell of three candidates becomes a
 *   strong link.
 * - "X on" at cell c: c keeps X; its peers lose X (a cell of three
 *   candidates is left with two), a region without c loses its places of
 *   X that c sees (at most three, one segment: its cells in c's row,
 *   column or box) and other digits lose only c. So only digit X in a
 *   region without c can be down to two or three places, and only c's
 *   peers down to two candidates:
 *   - hidden pairs need two digits with two places in a region: never;
 *   - naked pairs need two cells of a region with the same three
 *     candidates in this grid (both lose X);
 *   - X-wings and strong links need a digit with five places in a region,
 *     three of them a whole segment that c sees;
 *   - intersections need a digit with five or six places in a region that
 *     keep at most three, all in one crossing region, once c's segment is
 *     gone, and a place of the digit in the crossing region that c does not
 *     see (checked for each such c).
 * The cells and regions tested are a superset of those the rules look at,
 * so a "no" is exact; a "yes" may be a search that finds nothing.
 */
import { popcount, trailingZeros } from "../../../target/bits";
import { cellRegion, regionCell, sees } from "./geometry";
import { workCands, workPlaces } from "./grid";
import { lockedPlaces } from "./advanced-offs";

/**
 * Whether an inner dynamic search of level `level` (1 or 2) may conclude
 * anything on the working grid, given that levelZeroMayConclude said no.
 */
export function deeperRulesMayFire(level: i32): bool {
  if (level >= 2 ? hasThreeCandidateCell() : hasThreeCandidatePair()) return true;
  for (let region: i32 = 0; region < 27; region++) {
    for (let digit: i32 = 1; digit <= 9; digit++) {
      const places: i32 = workPlaces(region, digit);
      const count: i32 = popcount(<u32>places);
      if (count == 5 && hasWholeSegment(region, places)) return true;
      if ((count == 5 || count == 6) && intersectionMayFire(region, places, digit)) return true;
    }
  }
  return false;
}

/** Whether a cell has three candidates (one "off" node makes it a strong link, or one of c's peers). */
function hasThreeCandidateCell(): bool {
  for (let cell: i32 = 0; cell < 81; cell++) {
    if (popcount(<u32>workCands(cell)) == 3) return true;
  }
  return false;
}

/** Whether two cells of a region hold the same three candidates (a naked pair once both lose one). */
function hasThreeCandidatePair(): bool {
  for (let region: i32 = 0; region < 27; region++) {
    for (let i: i32 = 1; i < 9; i++) {
      const cands: i32 = workCands(regionCell(region, i));
      if (popcount(<u32>cands) != 3) continue;
      for (let j: i32 = 0; j < i; j++) {
        if (workCands(regionCell(region, j)) == cands) return true;
      }
    }
  }
  return false;
}

/** The positions, in `region` (0–8 boxes, 9–17 rows, 18–26 columns), of its segment `k` (boxes: rows 0–2, then columns 3–5). */
function segment(region: i32, k: i32): i32 {
  if (region >= 9) return 7 << (3 * k);
  return k < 3 ? 7 << (3 * k) : 0x49 << (k - 3);
}

/** How many segments `region` has: a box's three rows and three columns, a line's three boxes. */
function segmentCount(region: i32): i32 {
  return region < 9 ? 6 : 3;
}

/** Whether `places` hold a whole segment of `region` (the three places a cell outside it can see at once). */
function hasWholeSegment(region: i32, places: i32): bool {
  for (let k: i32 = 0; k < segmentCount(region); k++) {
    const seg: i32 = segment(region, k);
    if ((places & seg) == seg) return true;
  }
  return false;
}

/**
 * The region crossing `region` at its segment `k`, whose cells outside
 * `region` are the cells that see that segment's three places at once (a
 * box's row or column, a line's box).
 */
function crossingRegion(region: i32, k: i32): i32 {
  const cell: i32 = regionCell(region, trailingZeros(<u32>segment(region, k)));
  return cellRegion(cell, region >= 9 ? 0 : k < 3 ? 1 : 2);
}

/**
 * Whether "X on" for `digit` at some cell c outside `region` leaves its
 * places there (five or six here) all in one crossing region with a place
 * of the digit in that crossing region, outside `region`, that c neither is
 * nor sees: an intersection (VLocking, or 1.2.1's Locking) with a removal.
 * A cell outside a region sees at most one of its segments (or one place,
 * which leaves four or more).
 */
function intersectionMayFire(region: i32, places: i32, digit: i32): bool {
  const type: i32 = regionType(region);
  const index: i32 = region - type * 9;
  for (let k: i32 = 0; k < segmentCount(region); k++) {
    const seg: i32 = segment(region, k);
    const kept: i32 = places & ~seg;
    if (popcount(<u32>kept) > 3) continue;
    const locked: i32 = lockedPlaces(type, index, kept, digit);
    const targets: i32 = locked & 0x1ff;
    if (targets == 0) continue;
    const target: i32 = locked >> 9;
    // The cells that see segment k: its crossing region's cells outside `region` with the digit and 2+ candidates.
    const seeing: i32 = crossingRegion(region, k);
    for (let i: i32 = 0; i < 9; i++) {
      const c: i32 = regionCell(seeing, i);
      const cands: i32 = workCands(c);
      if ((cands & (1 << (digit - 1))) == 0 || popcount(<u32>cands) < 2 || inRegion(c, region)) continue;
      if (keepsTarget(c, target, targets)) return true;
    }
  }
  return false;
}

/** Whether a cell of `region` at one of `positions` is not a peer of `c` (or is c itself, which cannot happen: c would see both segments). */
function keepsTarget(c: i32, region: i32, positions: i32): bool {
  let rest: i32 = positions;
  while (rest != 0) {
    const cell: i32 = regionCell(region, trailingZeros(<u32>rest));
    rest &= rest - 1;
    if (cell == c || !sees(c, cell)) return true;
  }
  return false;
}

/** Whether `cell` lies in `region`. */
function inRegion(cell: i32, region: i32): bool {
  return cellRegion(cell, regionType(region)) == region;
}

/** A region's type: 0 boxes (0–8), 1 rows (9–17), 2 columns (18–26). */
function regionType(region: i32): i32 {
  return region < 9 ? 0 : region < 18 ? 1 : 2;
}
