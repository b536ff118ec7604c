/**
 * The turbot-fish family, as Sukaku Explainer's TurbotFish producer rates
 * it: two strong links on one digit (a unit where the digit has exactly two
 * places, or two groups of places) whose near ends see each other: one far
 * end holds the digit, so cells seeing both far ends lose it.
 * - skyscraper (4.0): both links in rows, or both in columns;
 * - 2-string kite (4.1): one in a row, one in a column;
 * - turbot fish (4.2): a link in a box;
 * - grouped (4.3): a link between groups of cells (a line whose places fall
 *   in two boxes; a box whose places lie on one row and one column).
 * SE collects them all and takes the easiest, then the one eliminating
 * most; so does this finder when one step is wanted.
 */
import { AFTER_POSITIONS_PTR } from "./positions";
import { getI32, setI32, bitCount, lowestBitIndex } from "./memory";
import { addElimination, addPatternCell, addPatternDigit, addPatternUnit, beginStep, endStep, stepRoom } from "./step";
import { boxOf, boxSide, candidatesAt, columnOf, peerCount, peerOf, rowOf, side, unitCell } from "./state";
import { positionsIn } from "./state";
import { T_GROUPED_TURBOT, T_SKYSCRAPER, T_TURBOT_FISH, T_TWO_STRING_KITE } from "./techniques";

/** Link records: unit, grouped, end A (3 cells, -1 = none), end B (3 cells). */
const LINKS_PTR: usize = AFTER_POSITIONS_PTR;
const LINK_WORDS: i32 = 14; // + per end: the row, column and box all its cells share (-1 if none)
const MAX_LINKS: i32 = 256;
let linkCount: i32 = 0;
/** Links collected by the last collectLinks(). */
export function collectedLinks(): i32 {
  return linkCount;
}

export function linkWord(link: i32, word: i32): i32 {
  return getI32(LINKS_PTR + <usize>((link * LINK_WORDS + word) << 2));
}

/** Appends a link between the cells of `unit` at positions `a` and `b` (position masks). */
function addLink(unit: i32, a: u32, b: u32): void {
  if (linkCount >= MAX_LINKS) return;
  const base = LINKS_PTR + <usize>((linkCount * LINK_WORDS) << 2);
  setI32(base, unit);
  setI32(base + 4, bitCount(a) > 1 || bitCount(b) > 1 ? 1 : 0);
  for (let end = 0; end < 2; end++) {
    let rest = end == 0 ? a : b;
    for (let k = 0; k < 3; k++) {
      let cell = -1;
      if (rest != 0) {
        cell = unitCell(unit, lowestBitIndex(rest));
        rest &= rest - 1;
      }
      setI32(base + <usize>((2 + end * 3 + k) << 2), cell);
    }
    // The unit every cell of this end shares, per kind.
    const first = getI32(base + <usize>((2 + end * 3) << 2));
    let row = rowOf(first);
    let column = columnOf(first);
    let box = boxOf(first);
    for (let k = 1; k < 3; k++) {
      const cell = getI32(base + <usize>((2 + end * 3 + k) << 2));
      if (cell < 0) continue;
      if (rowOf(cell) != row) row = -1;
      if (columnOf(cell) != column) column = -1;
      if (boxOf(cell) != box) box = -1;
    }
    setI32(base + <usize>((8 + end * 3) << 2), row);
    setI32(base + <usize>((9 + end * 3) << 2), column);
    setI32(base + <usize>((10 + end * 3) << 2), box);
  }
  linkCount++;
}

/** Position mask of a unit's cells that lie in a given row-or-column line `lineIndex` of the box (box units). */
function boxRowMask(row: i32): u32 {
  return ((<u32>1 << <u32>boxSide) - 1) << <u32>(row * boxSide);
}
function boxColumnMask(column: i32): u32 {
  let mask: u32 = 0;
  for (let r = 0; r < boxSide; r++) mask |= <u32>1 << <u32>(r * boxSide + column);
  return mask;
}
function lineSegmentMask(segment: i32): u32 {
  return ((<u32>1 << <u32>boxSide) - 1) << <u32>(segment * boxSide);
}

/** Collects the strong links of one digit (plain and grouped). */
export function collectLinks(digit: i32): void {
  linkCount = 0;
  const bit = <u32>1 << <u32>(digit - 1);
  for (let unit = 0; unit < 3 * side; unit++) {
    const positions = positionsIn(unit, bit);
    const count = bitCount(positions);
    const isBox = unit >= 2 * side;
    if (count < 2 || count > 6 || (isBox && count > 5)) continue;
    if (count == 2) {
      const first = positions & (0 - positions);
      addLink(unit, first, positions & ~first);
      continue;
    }
    if (!isBox) {
      // Places in exactly two of the line's box segments: a grouped link between them.
      let used = 0;
      let s1: u32 = 0;
      let s2: u32 = 0;
      for (let segment = 0; segment < boxSide; segment++) {
        const inSegment = positions & lineSegmentMask(segment);
        if (inSegment == 0) continue;
        used++;
        if (s1 == 0) s1 = inSegment;
        else s2 = inSegment;
      }
      if (used == 2) addLink(unit, s1, s2);
      continue;
    }
    // A box whose places lie on one row and one column through a heart cell.
    for (let heart = 0; heart < side; heart++) {
      const row = (heart / boxSide) | 0;
      const column = heart % boxSide;
      const cross = boxRowMask(row) | boxColumnMask(column);
      if ((positions & ~cross) != 0) continue;
      const heartBit = <u32>1 << <u32>heart;
      const rowBlade = positions & boxRowMask(row) & ~heartBit;
      const columnBlade = positions & boxColumnMask(column) & ~heartBit;
      if (rowBlade == 0 || columnBlade == 0) continue;
      if (bitCount(rowBlade) == 1) addLink(unit, rowBlade, positions & ~rowBlade);
      if (bitCount(columnBlade) == 1) addLink(unit, columnBlade, positions & ~columnBlade);
      if (bitCount(rowBlade) > 1 && bitCount(columnBlade) > 1 && (positions & heartBit) == 0) addLink(unit, rowBlade, columnBlade);
      break;
    }
  }
}

/** The k-th cell of end `end` (0 = A, 1 = B) of a link, or -1. */
export function endCell(link: i32, end: i32, k: i32): i32 {
  return linkWord(link, 2 + end * 3 + k);
}

/** Whether two links share a cell. */
export function linksOverlap(l1: i32, l2: i32): bool {
  for (let i = 0; i < 6; i++) {
    const a = linkWord(l1, 2 + i);
    if (a < 0) continue;
    for (let j = 0; j < 6; j++) if (linkWord(l2, 2 + j) == a) return true;
  }
  return false;
}

/** Whether every cell of end e1 of l1 and end e2 of l2 lies in one row, one column or one box. */
export function endsShareUnit(l1: i32, e1: i32, l2: i32, e2: i32): bool {
  for (let kind = 0; kind < 3; kind++) {
    const a = linkWord(l1, 8 + e1 * 3 + kind);
    if (a >= 0 && a == linkWord(l2, 8 + e2 * 3 + kind)) return true;
  }
  return false;
}

/** Whether `cell` sees every cell of end `end` of `link` (and is none of them). */
export function seesEnd(cell: i32, link: i32, end: i32): bool {
  for (let k = 0; k < 3; k++) {
    const other = endCell(link, end, k);
    if (other < 0) continue;
    if (other == cell) return false;
    if (rowOf(other) != rowOf(cell) && columnOf(other) != columnOf(cell) && boxOf(other) != boxOf(cell)) return false;
  }
  return true;
}

/** Rating × 10 of a pair of links, as SE's TurbotFishHint rates it. */
function pairRating(l1: i32, l2: i32): i32 {
  if (linkWord(l1, 1) != 0 || linkWord(l2, 1) != 0) return 43;
  const u1 = linkWord(l1, 0);
  const u2 = linkWord(l2, 0);
  if (u1 >= 2 * side || u2 >= 2 * side) return 42;
  return (u1 < side) == (u2 < side) ? 40 : 41;
}

function techniqueOf(rating10: i32): i32 {
  return rating10 == 40 ? T_SKYSCRAPER : rating10 == 41 ? T_TWO_STRING_KITE : rating10 == 42 ? T_TURBOT_FISH : T_GROUPED_TURBOT;
}

/** Counts (or, when `emit`, eliminates) the cells that see both far ends. */
function eliminations(digit: i32, l1: i32, far1: i32, l2: i32, far2: i32, emit: bool): i32 {
  const bit = <u32>1 << <u32>(digit - 1);
  let count = 0;
  // A victim sees every cell of far end 1: it is a peer of that end's first cell.
  const anchor = endCell(l1, far1, 0);
  for (let i = 0; i < peerCount; i++) {
    const cell = peerOf(anchor, i);
    if ((candidatesAt(cell) & bit) == 0) continue;
    if (!seesEnd(cell, l1, far1) || !seesEnd(cell, l2, far2)) continue;
    if (seesEndContains(cell, l1) || seesEndContains(cell, l2)) continue;
    count++;
    if (emit) addElimination(cell, digit);
  }
  return count;
}

/** Whether a cell is part of a link. */
export function seesEndContains(cell: i32, link: i32): bool {
  for (let i = 0; i < 6; i++) if (linkWord(link, 2 + i) == cell) return true;
  return false;
}

/**
 * One pass over all instances: with `wantRating` 0 it finds the best
 * (lowest rating, then most eliminations) into bestRating/bestCount; else it
 * emits instances of that rating and count (all instances when `all`).
 */
let bestRating: i32 = 0;
let bestCount: i32 = 0;
function scan(emitRating: i32, emitCount: i32, all: bool): bool {
  for (let digit = 1; digit <= side; digit++) {
    collectLinks(digit);
    for (let l1 = 0; l1 < linkCount; l1++) {
      for (let l2 = l1 + 1; l2 < linkCount; l2++) {
        if (linkWord(l1, 0) == linkWord(l2, 0)) continue;
        // The cheap test first: do any two ends meet in a unit at all?
        if (!endsShareUnit(l1, 0, l2, 0) && !endsShareUnit(l1, 0, l2, 1) && !endsShareUnit(l1, 1, l2, 0) && !endsShareUnit(l1, 1, l2, 1)) continue;
        if (linksOverlap(l1, l2)) continue;
        for (let near1 = 0; near1 < 2; near1++) {
          for (let near2 = 0; near2 < 2; near2++) {
            if (!endsShareUnit(l1, near1, l2, near2)) continue;
            const rating = pairRating(l1, l2);
            const count = eliminations(digit, l1, 1 - near1, l2, 1 - near2, false);
            if (count == 0) continue;
            if (emitRating == 0) {
              if (bestRating == 0 || rating < bestRating || (rating == bestRating && count > bestCount)) {
                bestRating = rating;
                bestCount = count;
              }
              continue;
            }
            if (!all && (rating != emitRating || count != emitCount)) continue;
            beginStep(techniqueOf(rating), rating);
            addPatternDigit(digit);
            addPatternUnit(linkWord(l1, 0));
            addPatternUnit(linkWord(l2, 0));
            for (let i = 0; i < 6; i++) {
              const a = linkWord(l1, 2 + i);
              if (a >= 0) addPatternCell(a);
            }
            for (let i = 0; i < 6; i++) {
              const b = linkWord(l2, 2 + i);
              if (b >= 0) addPatternCell(b);
            }
            eliminations(digit, l1, 1 - near1, l2, 1 - near2, true);
            if (endStep()) return true;
          }
        }
      }
    }
  }
  return false;
}

/** Skyscrapers, 2-string kites, turbot fish (plain and grouped). True when the step list is full. */
export function findTurbotFish(): bool {
  if (stepRoom() > 1) return scan(-1, 0, true); // find(): every instance
  // One step wanted: find SE's choice first, then emit it.
  bestRating = 0;
  bestCount = 0;
  scan(0, 0, false);
  return bestRating != 0 && scan(bestRating, bestCount, false);
}
