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
import { positionsOf } from "./positions";
import { popcount, trailingZeros } from "../../target/bits";
import { load32, loadU32, store32, storeU32 } from "../../target/memory";
import { addElimination, addPatternCell, addPatternDigit, addPatternUnit, beginStep, endStep, sePrefers, stepRoom } from "./step";
import { boxSide, side, unitBitsOf, unitCell } from "./state";
import { CELLS_PER_WORD, cellBit, peerWord } from "./cell-sets";
import { beginFreshSearch, cleanMark, CLEAN_TURBOT, changedSince, COMPUTED_TURBOT_DIGIT, digitChangedSince, digitsChangedSince, endFreshSearch, markComputed } from "./freshness";
import * as layout from "./layout";
import { TURBOT_LINK_WORDS, TURBOT_LINKS_PTR, TURBOT_MAX_LINKS, TURBOT_UNIT_LINKS_PTR } from "./layout";
import { T_GROUPED_TURBOT_FISH, T_SKYSCRAPER, T_TURBOT_FISH, T_TWO_STRING_KITE } from "./techniques";

/**
 * Link records (TURBOT_LINK_WORDS i32 words each, at TURBOT_LINKS_PTR):
 *   [0] unit   [1] grouped (0/1)   [2..4] end A cells   [5..7] end B cells (-1 = none)
 *   [8] units holding all of end A (bit u = unit u)     [9] the same for end B
 *   [10..12] the link's cells (cell set, cell-sets.ts)
 *   [13..15] cells seeing every cell of end A (cell set)  [16..18] the same for end B
 * The sets make each question about two links a few ANDs.
 */
/** Word of the units-of-end-A mask (end B: + 1). */
const END_UNITS: i32 = 8;
/** First word of the link's cell set. */
const LINK_CELLS: i32 = 10;
/** First word of the end-A peer set (end B: + 3). */
const END_PEERS: i32 = 13;
let linkCount: i32 = 0;
/** Cells holding the digit of the last collectLinks(), as a cell set. */
let digitCells0: u32 = 0;
let digitCells1: u32 = 0;
let digitCells2: u32 = 0;

/** Links collected by the last collectLinks(). */
export function collectedLinks(): i32 {
  return linkCount;
}

/** Word `word` of a link record. */
export function linkWord(link: i32, word: i32): i32 {
  return load32(TURBOT_LINKS_PTR + <usize>((link * TURBOT_LINK_WORDS + word) << 2));
}

/** Word `word` (0..2) of the cell set of a link's cells. */
export function linkCellsWord(link: i32, word: i32): u32 {
  return <u32>linkWord(link, LINK_CELLS + word);
}

/** Word `word` (0..2) of the cells that see every cell of end `end` of a link (and are none of them). */
export function endPeersWord(link: i32, end: i32, word: i32): u32 {
  return <u32>linkWord(link, END_PEERS + end * 3 + word);
}

/** Word `word` (0..2) of the cells holding the digit of the last collectLinks(). */
export function digitCellsWord(word: i32): u32 {
  return word == 0 ? digitCells0 : word == 1 ? digitCells1 : digitCells2;
}

/** Appends a link between the cells of `unit` at positions `a` and `b` (position masks). */
function addLink(unit: i32, a: u32, b: u32): void {
  if (linkCount >= TURBOT_MAX_LINKS) return;
  const base = TURBOT_LINKS_PTR + <usize>((linkCount * TURBOT_LINK_WORDS) << 2);
  store32(base, unit);
  store32(base + 4, popcount(a) > 1 || popcount(b) > 1 ? 1 : 0);
  let cells0: u32 = 0;
  let cells1: u32 = 0;
  let cells2: u32 = 0;
  for (let end = 0; end < 2; end++) {
    let rest = end == 0 ? a : b;
    let units: u32 = 0x7ffffff;
    let peers0: u32 = 0x7ffffff;
    let peers1: u32 = 0x7ffffff;
    let peers2: u32 = 0x7ffffff;
    for (let k = 0; k < 3; k++) {
      let cell = -1;
      if (rest != 0) {
        cell = unitCell(unit, trailingZeros(rest));
        rest &= rest - 1;
        units &= unitBitsOf(cell);
        peers0 &= peerWord(cell, 0);
        peers1 &= peerWord(cell, 1);
        peers2 &= peerWord(cell, 2);
        cells0 |= cellBit(cell, 0);
        cells1 |= cellBit(cell, 1);
        cells2 |= cellBit(cell, 2);
      }
      store32(base + <usize>((2 + end * 3 + k) << 2), cell);
    }
    store32(base + <usize>((END_UNITS + end) << 2), <i32>units);
    store32(base + <usize>((END_PEERS + end * 3) << 2), <i32>peers0);
    store32(base + <usize>((END_PEERS + end * 3 + 1) << 2), <i32>peers1);
    store32(base + <usize>((END_PEERS + end * 3 + 2) << 2), <i32>peers2);
  }
  store32(base + <usize>(LINK_CELLS << 2), <i32>cells0);
  store32(base + <usize>((LINK_CELLS + 1) << 2), <i32>cells1);
  store32(base + <usize>((LINK_CELLS + 2) << 2), <i32>cells2);
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
  digitCells0 = positionsOf(0, digit) | (positionsOf(1, digit) << 9) | (positionsOf(2, digit) << 18);
  digitCells1 = positionsOf(3, digit) | (positionsOf(4, digit) << 9) | (positionsOf(5, digit) << 18);
  digitCells2 = positionsOf(6, digit) | (positionsOf(7, digit) << 9) | (positionsOf(8, digit) << 18);
  for (let unit = 0; unit < 3 * side; unit++) {
    const positions = positionsOf(unit, digit);
    const count = popcount(positions);
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
    addBoxLinks(unit, positions);
  }
}

/**
 * The grouped links of a box whose places lie on one row and one column
 * through a heart cell (the first such heart, cells in row-major order).
 */
function addBoxLinks(unit: i32, positions: u32): void {
  for (let row = 0; row < boxSide; row++) {
    const rowMask = boxRowMask(row);
    for (let column = 0; column < boxSide; column++) {
      const columnMask = boxColumnMask(column);
      if ((positions & ~(rowMask | columnMask)) != 0) continue;
      const heartBit = <u32>1 << <u32>(row * boxSide + column);
      const rowBlade = positions & rowMask & ~heartBit;
      const columnBlade = positions & columnMask & ~heartBit;
      if (rowBlade == 0 || columnBlade == 0) continue;
      if (popcount(rowBlade) == 1) addLink(unit, rowBlade, positions & ~rowBlade);
      if (popcount(columnBlade) == 1) addLink(unit, columnBlade, positions & ~columnBlade);
      if (popcount(rowBlade) > 1 && popcount(columnBlade) > 1 && (positions & heartBit) == 0) addLink(unit, rowBlade, columnBlade);
      return;
    }
  }
}

/** Whether two links share a cell. */
export function linksOverlap(l1: i32, l2: i32): bool {
  return (linkCellsWord(l1, 0) & linkCellsWord(l2, 0)) != 0 || (linkCellsWord(l1, 1) & linkCellsWord(l2, 1)) != 0 || (linkCellsWord(l1, 2) & linkCellsWord(l2, 2)) != 0;
}

/** The units holding every cell of one end of a link or of the other (a unit mask). */
export function endUnitsOf(link: i32): u32 {
  return <u32>(linkWord(link, END_UNITS) | linkWord(link, END_UNITS + 1));
}

/** The units holding every cell of end `end` (0 or 1) of a link (a unit mask). */
export function endUnitsAt(link: i32, end: i32): u32 {
  return <u32>linkWord(link, END_UNITS + end);
}

/** Whether every cell of end e1 of l1 and end e2 of l2 lies in one row, one column or one box. */
export function endsShareUnit(l1: i32, e1: i32, l2: i32, e2: i32): bool {
  return (linkWord(l1, END_UNITS + e1) & linkWord(l2, END_UNITS + e2)) != 0;
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
  return rating10 == 40 ? T_SKYSCRAPER : rating10 == 41 ? T_TWO_STRING_KITE : rating10 == 42 ? T_TURBOT_FISH : T_GROUPED_TURBOT_FISH;
}

/** Word `word` of the victims: cells holding the digit that see both far ends and lie on neither link. */
function victimsWord(l1: i32, far1: i32, l2: i32, far2: i32, word: i32): u32 {
  return digitCellsWord(word) & endPeersWord(l1, far1, word) & endPeersWord(l2, far2, word) & ~(linkCellsWord(l1, word) | linkCellsWord(l2, word));
}

/** Counts (or, when `emit`, eliminates, in cell order) the cells that see both far ends. */
function eliminations(digit: i32, l1: i32, far1: i32, l2: i32, far2: i32, emit: bool): i32 {
  let count = 0;
  for (let word = 0; word < 3; word++) {
    let victims = victimsWord(l1, far1, l2, far2, word);
    count += popcount(victims);
    while (emit && victims != 0) {
      addElimination(word * CELLS_PER_WORD + trailingZeros(victims), digit);
      victims &= victims - 1;
    }
  }
  return count;
}

/** Builds the step of one instance (its eliminations are known to be there); true when the list is full. */
function emitInstance(digit: i32, l1: i32, near1: i32, l2: i32, near2: i32, rating: i32): bool {
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
  return endStep();
}

// SE's choice among instances is kept in one place: a record per digit at
// TURBOT_CACHE_PTR (CHOICE_WORDS i32 words), filled by scanDigit and valid
// while the digit's candidates are unchanged (the links, their order and the
// victims depend on them only).
const TURBOT_CACHE_PTR: usize = layout.TURBOT_CACHE_PTR;
/** i32 words per digit's record (layout.ts reserves 8). */
const CHOICE_WORDS: i32 = 8;
/** Record words: rating × 10 (0 = no instance), eliminations, then the pair: link 1, its near end, link 2, its near end. */
const CHOICE_RATING: i32 = 0;
const CHOICE_COUNT: i32 = 1;
const CHOICE_LINK1: i32 = 2;
const CHOICE_NEAR1: i32 = 3;
const CHOICE_LINK2: i32 = 4;
const CHOICE_NEAR2: i32 = 5;

/** Address of word `word` of `digit`'s choice record. */
function choiceAt(digit: i32, word: i32): usize {
  return TURBOT_CACHE_PTR + <usize>(((digit - 1) * CHOICE_WORDS + word) << 2);
}

/** Word `word` of `digit`'s choice record. */
function choiceWord(digit: i32, word: i32): i32 {
  return load32(choiceAt(digit, word));
}

/**
 * The instances of one digit in SE's order: with `all` each is emitted
 * (find()); else the digit's choice goes to its record. True when the list is full.
 */
function scanDigit(digit: i32, all: bool): bool {
  if (!all) store32(choiceAt(digit, CHOICE_RATING), 0);
  collectLinks(digit);
  const indexed = linkCount <= MAX_INDEXED_LINKS;
  if (indexed) indexLinksByUnit();
  for (let l1 = 0; l1 < linkCount; l1++) {
    const unit1 = linkWord(l1, 0);
    const ends1 = linkWord(l1, END_UNITS) | linkWord(l1, END_UNITS + 1);
    // The links after l1 with an end in a unit of an end of l1 (the others cannot pair with it).
    let partners: u32 = indexed ? linksMeeting(<u32>ends1) & ~((<u32>2 << <u32>l1) - 1) : 0;
    for (let l2 = l1 + 1; l2 < linkCount; l2++) {
      if (indexed) {
        if (partners == 0) break;
        l2 = trailingZeros(partners);
        partners &= partners - 1;
      } else if ((ends1 & (linkWord(l2, END_UNITS) | linkWord(l2, END_UNITS + 1))) == 0) {
        continue; // no two ends meet in a unit
      }
      if (linkWord(l2, 0) == unit1) continue;
      if (linksOverlap(l1, l2)) continue;
      for (let near1 = 0; near1 < 2; near1++) {
        for (let near2 = 0; near2 < 2; near2++) {
          if (!endsShareUnit(l1, near1, l2, near2)) continue;
          const rating = pairRating(l1, l2);
          // Choosing, a harder instance than the digit's choice so far cannot replace it: not counted.
          const choiceRating = all ? 0 : choiceWord(digit, CHOICE_RATING);
          if (choiceRating != 0 && rating > choiceRating) continue;
          const count = eliminations(digit, l1, 1 - near1, l2, 1 - near2, false);
          if (count == 0) continue;
          if (all) {
            if (emitInstance(digit, l1, near1, l2, near2, rating)) return true;
            continue;
          }
          if (sePrefers(rating, count, choiceRating, choiceWord(digit, CHOICE_COUNT))) {
            store32(choiceAt(digit, CHOICE_RATING), rating);
            store32(choiceAt(digit, CHOICE_COUNT), count);
            store32(choiceAt(digit, CHOICE_LINK1), l1);
            store32(choiceAt(digit, CHOICE_NEAR1), near1);
            store32(choiceAt(digit, CHOICE_LINK2), l2);
            store32(choiceAt(digit, CHOICE_NEAR2), near2);
          }
        }
      }
    }
  }
  return false;
}

/** Links of one digit indexed by unit when they fit in one mask (bits 0..30). */
export const MAX_INDEXED_LINKS: i32 = 31;

/** Fills TURBOT_UNIT_LINKS_PTR from the links collected (at most MAX_INDEXED_LINKS of them). */
export function indexLinksByUnit(): void {
  for (let unit = 0; unit < 27; unit++) storeU32(TURBOT_UNIT_LINKS_PTR + <usize>(unit << 2), 0);
  for (let link = 0; link < linkCount; link++) {
    let units = <u32>(linkWord(link, END_UNITS) | linkWord(link, END_UNITS + 1));
    const bit = <u32>1 << <u32>link;
    while (units != 0) {
      const at = TURBOT_UNIT_LINKS_PTR + <usize>(trailingZeros(units) << 2);
      storeU32(at, loadU32(at) | bit);
      units &= units - 1;
    }
  }
}

/** The links with an end lying in one of the units of `units` (a unit mask; after indexLinksByUnit). */
export function linksMeeting(units: u32): u32 {
  let links: u32 = 0;
  let rest = units;
  while (rest != 0) {
    links |= loadU32(TURBOT_UNIT_LINKS_PTR + <usize>(trailingZeros(rest) << 2));
    rest &= rest - 1;
  }
  return links;
}

/**
 * SE's choice over all digits: the digit whose record holds it (0 = no
 * instance). Each digit's record is scanned again only when the digit
 * changed since; digits are folded in order (a later one wins only when
 * strictly preferred).
 */
function chooseAcrossDigits(): i32 {
  let chosen = 0;
  for (let digit = 1; digit <= side; digit++) {
    const key = COMPUTED_TURBOT_DIGIT + digit - 1;
    if (digitChangedSince(digit, cleanMark(key))) {
      scanDigit(digit, false);
      markComputed(key);
    }
    const rating = choiceWord(digit, CHOICE_RATING);
    if (rating == 0) continue;
    const chosenRating = chosen == 0 ? 0 : choiceWord(chosen, CHOICE_RATING);
    const chosenCount = chosen == 0 ? 0 : choiceWord(chosen, CHOICE_COUNT);
    if (sePrefers(rating, choiceWord(digit, CHOICE_COUNT), chosenRating, chosenCount)) chosen = digit;
  }
  return chosen;
}

/** Skyscrapers, 2-string kites, turbot fish (plain and grouped). True when the step list is full. */
export function findTurbotFish(): bool {
  const mark = beginFreshSearch(CLEAN_TURBOT);
  if (!changedSince(mark)) return false;
  if (stepRoom() > 1) {
    // find(): every instance, digits unchanged since an empty search skipped
    const digits = digitsChangedSince(mark);
    for (let digit = 1; digit <= side; digit++) {
      if ((digits & (<u32>1 << <u32>(digit - 1))) != 0 && scanDigit(digit, true)) return true;
    }
  } else {
    // One step wanted: find SE's choice, then emit it (its digit's links collected again, in the same order).
    const digit = chooseAcrossDigits();
    if (digit != 0) {
      collectLinks(digit);
      return emitInstance(
        digit, choiceWord(digit, CHOICE_LINK1), choiceWord(digit, CHOICE_NEAR1),
        choiceWord(digit, CHOICE_LINK2), choiceWord(digit, CHOICE_NEAR2), choiceWord(digit, CHOICE_RATING),
      );
    }
  }
  endFreshSearch(CLEAN_TURBOT);
  return false;
}
