/**
 * The "advanced" implications of dynamic forcing chains (+) and nested
 * chains: when a propagation has derived everything the unit rules give, SE
 * runs ordinary techniques on the propagation's working grid (the searched
 * position less every candidate the chain turned off) and turns their
 * eliminations into new "off" nodes (Chaining.getAdvancedPotentials). Only
 * the first rule that yields anything is used, with every instance it finds
 * (advanced-hints.ts keeps them, with their rule parents, in SE's order).
 *
 * The rules depend on the scale, as they do in the two programs:
 * - Sukaku Explainer v1.15.10 (default FCPlus 0, 9×9 without variants):
 *   generalized intersections (VLocking), hidden pairs, generalized naked
 *   pairs, X-wings. Its 1.2.1 mode is only a technique mask, which leaves
 *   these alone.
 * - Sudoku Explainer 1.2.1 (the `se121` scale): intersections (Locking,
 *   advanced-offs-se121.ts), hidden pairs, naked pairs (NakedSet: below),
 *   X-wings.
 */
import { popcount, trailingZeros } from "../../../target/bits";
import { SCALE_SE121, T_CLAIMING, T_HIDDEN_PAIR, T_NAKED_PAIR, T_POINTING, T_X_WING } from "../techniques";
import { regionCell } from "./geometry";
import { CELLS_PER_WORD, peerWord } from "../cell-sets";
import { baseCands, basePlaces, workCands, workPlaces } from "./grid";
import {
  ADVANCED_OVERFLOW,
  addParent,
  addRemoval,
  advancedItemCount,
  advancedOverflowed,
  beginAdvancedRule,
  beginHint,
  emptyCellsIn,
  endHint,
  hintRemoves,
  setRegionType,
} from "./advanced-hints";
import { intersections121 } from "./advanced-offs-se121";
import { ratingScale } from "../scale";
import { SE121_CHAIN_RULES, SPEED_CODE } from "../../../target/build-goal";

export {
  ADVANCED_OVERFLOW,
  addParent,
  addRemoval,
  advancedItemCount,
  advancedItemHint,
  advancedItemId,
  advancedItemParentCount,
  advancedItemParentStart,
  advancedItemTechnique,
  advancedOverflowed,
  advancedParent,
  beginAdvancedRule,
  beginHint,
  endHint,
} from "./advanced-hints";

/** Word `word` of the cells that see every cell of `region` at a position in `positions` (at least one). */
function commonPeers(region: i32, positions: i32, word: i32): u32 {
  let common: u32 = 0x7ffffff;
  let rest: i32 = positions;
  while (rest != 0) {
    common &= peerWord(regionCell(region, trailingZeros(<u32>rest)), word);
    rest &= rest - 1;
  }
  return common;
}

/** Adds to the instance `digit` of every cell of the peer-set word `cells` (word `word`) that still has it. */
function addRemovalsIn(cells: u32, word: i32, digit: i32): void {
  let rest: u32 = cells;
  while (rest != 0) {
    const cell: i32 = word * CELLS_PER_WORD + trailingZeros(rest);
    rest &= rest - 1;
    if ((workCands(cell) & (1 << (digit - 1))) != 0) addRemoval(cell, digit);
  }
}

/** Adds to the instance `digit` at the places `places` of `region` (ascending positions are ascending cells). */
function addRemovalsAt(region: i32, places: i32, digit: i32): void {
  let rest: i32 = places;
  while (rest != 0) {
    addRemoval(regionCell(region, trailingZeros(<u32>rest)), digit);
    rest &= rest - 1;
  }
}

/**
 * The places of `digit` that see all of its `positions` in `region`, as the
 * crossing region's positions (low 9 bits) and that region (bits 9 up); 0:
 * none. On the 9×9 grid the cells seeing 2 or more places of a region all
 * lie in one crossing region (the places share a row or column of a box, or
 * a box of a line), and only its places outside `region` can hold the digit:
 * the rest of `region` holds none, the places see each other but not
 * themselves.
 */
export function lockedPlaces(type: i32, index: i32, positions: i32, digit: i32): i32 {
  if (type == 0) {
    // A box: its places in one of its rows, or one of its columns.
    const boxRow: i32 = ((index / 3) | 0) * 3;
    const boxCol: i32 = index - boxRow;
    for (let k: i32 = 0; k < 3; k++) {
      if ((positions & ~(7 << (3 * k))) == 0) {
        const row: i32 = 9 + boxRow + k;
        return (row << 9) | (workPlaces(row, digit) & ~(7 << (3 * boxCol)));
      }
      if ((positions & ~(0x49 << k)) == 0) {
        const col: i32 = 18 + boxCol * 3 + k;
        return (col << 9) | (workPlaces(col, digit) & ~(7 << boxRow));
      }
    }
    return 0;
  }
  // A line: its places in one box (rows: columns 3k..3k+2; columns: rows 3k..3k+2).
  for (let k: i32 = 0; k < 3; k++) {
    if ((positions & ~(7 << (3 * k))) != 0) continue;
    const box: i32 = type == 1 ? ((index / 3) | 0) * 3 + k : k * 3 + ((index / 3) | 0);
    const own: i32 = type == 1 ? 7 << (3 * (index % 3)) : 0x49 << (index % 3);
    return (box << 9) | (workPlaces(box, digit) & ~own);
  }
  return 0;
}

/** Adds to the instance's parents the places of `digit` in `region` the searched position has and `kept` does not. */
function addLostPlaces(region: i32, digit: i32, kept: i32): void {
  const gone: i32 = basePlaces(region, digit) & ~kept;
  for (let p: i32 = 0; p < 9; p++) {
    if ((gone & (1 << p)) != 0) addParent(regionCell(region, p), digit);
  }
}

/** The hidden pair of digits lo+1, hi+1 at the two places `common` of `region`: its removals, then its rule parents. */
function emitHiddenPair(region: i32, lo: i32, hi: i32, common: i32): void {
  beginHint(T_HIDDEN_PAIR);
  const pair: i32 = (1 << lo) | (1 << hi);
  for (let i: i32 = 0; i < 9; i++) {
    if ((common & (1 << i)) == 0) continue;
    const cell: i32 = regionCell(region, i);
    let extra: i32 = workCands(cell) & ~pair;
    while (extra != 0) {
      addRemoval(cell, trailingZeros(<u32>extra) + 1);
      extra &= extra - 1;
    }
  }
  if (!hintRemoves()) return;
  for (let i: i32 = 0; i < 9; i++) {
    if ((common & (1 << i)) != 0) continue;
    const cell: i32 = regionCell(region, i);
    if ((baseCands(cell) & (1 << lo)) != 0) addParent(cell, lo + 1);
    if ((baseCands(cell) & (1 << hi)) != 0) addParent(cell, hi + 1);
  }
  endHint();
}

/** The naked pair `values` at positions lo, hi of `region` (see nakedPairs): its removals, then its rule parents. */
function emitNakedPair(region: i32, lo: i32, hi: i32, values: i32, inRegionOnly: bool): void {
  const a: i32 = regionCell(region, lo);
  const b: i32 = regionCell(region, hi);
  beginHint(T_NAKED_PAIR);
  const pair: i32 = (1 << lo) | (1 << hi);
  let rest: i32 = values;
  while (rest != 0) {
    const d: i32 = trailingZeros(<u32>rest);
    rest &= rest - 1;
    if (!inRegionOnly) {
      for (let word: i32 = 0; word < 3; word++) addRemovalsIn(commonPeers(region, pair, word), word, d + 1);
      continue;
    }
    for (let p: i32 = 0; p < 9; p++) {
      const cell: i32 = regionCell(region, p);
      if ((pair & (1 << p)) == 0 && (workCands(cell) & (1 << d)) != 0) addRemoval(cell, d + 1);
    }
  }
  if (!hintRemoves()) return;
  for (let d: i32 = 0; d < 9; d++) {
    if ((baseCands(a) & (1 << d)) != 0 && (values & (1 << d)) == 0) addParent(a, d + 1);
  }
  for (let d: i32 = 0; d < 9; d++) {
    if ((baseCands(b) & (1 << d)) != 0 && (values & (1 << d)) == 0) addParent(b, d + 1);
  }
  endHint();
}

/** The X-wing of `digit` on base lines lo, hi of type `baseType` and cover lines `covers`: its removals, then its rule parents. */
function emitXWing(baseType: i32, lo: i32, hi: i32, digit: i32, covers: i32): void {
  const coverType: i32 = 3 - baseType;
  const baseSet: i32 = (1 << lo) | (1 << hi);
  beginHint(T_X_WING);
  for (let i: i32 = 0; i < 9; i++) {
    if ((covers & (1 << i)) == 0) continue;
    const cover: i32 = coverType * 9 + i;
    const outside: i32 = workPlaces(cover, digit) & ~baseSet;
    for (let j: i32 = 0; j < 9; j++) {
      if ((outside & (1 << j)) != 0) addRemoval(regionCell(cover, j), digit);
    }
  }
  if (!hintRemoves()) return;
  for (let k: i32 = 0; k < 2; k++) {
    const line: i32 = baseType * 9 + (k == 0 ? lo : hi);
    addLostPlaces(line, digit, workPlaces(line, digit) | covers);
  }
  endHint();
}

/** Generalized intersections: a digit's 2..6 places in a region; cells seeing them all lose it. */
function vLocking(): void {
  for (let type: i32 = 0; type < 3; type++) {
    for (let digit: i32 = 1; digit <= 9; digit++) {
      for (let i: i32 = 0; i < 9; i++) {
        const region: i32 = type * 9 + i;
        const positions: i32 = workPlaces(region, digit);
        const count: i32 = popcount(<u32>positions);
        if (count < 2 || count > 6) continue;
        const locked: i32 = lockedPlaces(type, i, positions, digit);
        if ((locked & 0x1ff) == 0) continue;
        // SE's generalized intersection: in a box it points, in a line it claims.
        beginHint(type == 0 ? T_POINTING : T_CLAIMING);
        addRemovalsAt(locked >> 9, locked & 0x1ff, digit);
        addLostPlaces(region, digit, positions);
        endHint();
      }
    }
  }
}

/** Hidden pairs: two digits whose places in a region are the same two cells. */
function hiddenPairs(): void {
  for (let pass: i32 = 0; pass < 3; pass++) {
    const type: i32 = setRegionType(pass);
    for (let r: i32 = 0; r < 9; r++) {
      const region: i32 = type * 9 + r;
      // Only digits with exactly two places can pair (two digits, the same two places).
      // A pair's rule parents are the places its digits lost: one of the two must have lost some.
      let twoPlaces: i32 = 0;
      let lost: i32 = 0;
      for (let d: i32 = 0; d < 9; d++) {
        const places: i32 = workPlaces(region, d + 1);
        if (popcount(<u32>places) != 2) continue;
        twoPlaces |= 1 << d;
        if (basePlaces(region, d + 1) != places) lost |= 1 << d;
      }
      if (lost == 0 || (twoPlaces & (twoPlaces - 1)) == 0 || emptyCellsIn(region) <= 4) continue;
      let his: i32 = twoPlaces & (twoPlaces - 1);
      while (his != 0) {
        const hi: i32 = trailingZeros(<u32>his);
        his &= his - 1;
        let los: i32 = twoPlaces & ((1 << hi) - 1);
        if ((lost & (1 << hi)) == 0) los &= lost;
        while (los != 0) {
          const lo: i32 = trailingZeros(<u32>los);
          los &= los - 1;
          const common: i32 = workPlaces(region, lo + 1);
          if (workPlaces(region, hi + 1) != common) continue;
          emitHiddenPair(region, lo, hi, common);
        }
      }
    }
  }
}

/**
 * Naked pairs: two cells of a region holding the same two digits. Sukaku's
 * generalized ones remove the digits from every common peer of the two;
 * 1.2.1's (`inRegionOnly`, NakedSet) from the region's other cells only, so
 * that a pair in a box and a line is two instances, one per region.
 */
function nakedPairs(inRegionOnly: bool): void {
  for (let pass: i32 = 0; pass < 3; pass++) {
    const type: i32 = setRegionType(pass);
    for (let r: i32 = 0; r < 9; r++) {
      const region: i32 = type * 9 + r;
      // Only cells with exactly two candidates can pair (two cells, the same two digits).
      // A pair's rule parents are the candidates its cells lost: one of the two must have lost some.
      let twoCands: i32 = 0;
      let lost: i32 = 0;
      for (let i: i32 = 0; i < 9; i++) {
        const cell: i32 = regionCell(region, i);
        const cands: i32 = workCands(cell);
        if (popcount(<u32>cands) != 2) continue;
        twoCands |= 1 << i;
        if (baseCands(cell) != cands) lost |= 1 << i;
      }
      if (lost == 0 || (twoCands & (twoCands - 1)) == 0 || emptyCellsIn(region) < 4) continue;
      let his: i32 = twoCands & (twoCands - 1);
      while (his != 0) {
        const hi: i32 = trailingZeros(<u32>his);
        his &= his - 1;
        let los: i32 = twoCands & ((1 << hi) - 1);
        if ((lost & (1 << hi)) == 0) los &= lost;
        while (los != 0) {
          const lo: i32 = trailingZeros(<u32>los);
          los &= los - 1;
          const a: i32 = regionCell(region, lo);
          const b: i32 = regionCell(region, hi);
          const values: i32 = workCands(a);
          if (workCands(b) != values) continue;
          emitNakedPair(region, lo, hi, values, inRegionOnly);
        }
      }
    }
  }
}

/** Rows in which `digit` is placed in the searched position (SE's count of the digit's occurrences). */
function placedCount(digit: i32): i32 {
  let count: i32 = 0;
  for (let row: i32 = 9; row < 18; row++) {
    if (basePlaces(row, digit) == 0) count++;
  }
  return count;
}

/** Digits that can make an X-wing in the searched position: SE's fishermen skip a digit placed 6 times or more. */
function fishableDigits(): i32 {
  let fishable: i32 = 0;
  for (let digit: i32 = 1; digit <= 9; digit++) {
    if (placedCount(digit) + 4 <= 9) fishable |= 1 << (digit - 1);
  }
  return fishable;
}

// xWings' digits with exactly two places per base line, 9 bits a line, three lines a word; then those of them
// whose places the chain changed (an X-wing needs one such base line for its rule parents).
let linesTwoA: i32 = 0;
let linesTwoB: i32 = 0;
let linesTwoC: i32 = 0;
let linesLostA: i32 = 0;
let linesLostB: i32 = 0;
let linesLostC: i32 = 0;

function lineDigits(a: i32, b: i32, c: i32, line: i32): i32 {
  const word: i32 = line < 3 ? a : line < 6 ? b : c;
  return (word >> (9 * (line % 3))) & 0x1ff;
}

/**
 * X-wings of the `fishable` digits with base lines of type `baseType` (2
 * columns, then 1 rows) and cover lines of the other type. Only base lines
 * the chain changed give rule parents, so a pair of lines whose digit kept
 * its places in both is passed over.
 */
function xWings(baseType: i32, fishable: i32): void {
  // Per base line, the fishable digits with exactly two places there (only those can make an X-wing).
  linesTwoA = 0;
  linesTwoB = 0;
  linesTwoC = 0;
  linesLostA = 0;
  linesLostB = 0;
  linesLostC = 0;
  let anyLost: i32 = 0;
  for (let line: i32 = 0; line < 9; line++) {
    let digits: i32 = 0;
    let lost: i32 = 0;
    for (let rest: i32 = fishable; rest != 0; rest &= rest - 1) {
      const d: i32 = trailingZeros(<u32>rest);
      const places: i32 = workPlaces(baseType * 9 + line, d + 1);
      if (popcount(<u32>places) != 2) continue;
      digits |= 1 << d;
      if (basePlaces(baseType * 9 + line, d + 1) != places) lost |= 1 << d;
    }
    anyLost |= lost;
    const shift: i32 = 9 * (line % 3);
    if (line < 3) {
      linesTwoA |= digits << shift;
      linesLostA |= lost << shift;
    } else if (line < 6) {
      linesTwoB |= digits << shift;
      linesLostB |= lost << shift;
    } else {
      linesTwoC |= digits << shift;
      linesLostC |= lost << shift;
    }
  }
  if (anyLost == 0) return;
  for (let hi: i32 = 1; hi < 9; hi++) {
    const hiDigits: i32 = lineDigits(linesTwoA, linesTwoB, linesTwoC, hi);
    if (hiDigits == 0) continue;
    const hiLost: i32 = lineDigits(linesLostA, linesLostB, linesLostC, hi);
    for (let lo: i32 = 0; lo < hi; lo++) {
      const baseA: i32 = baseType * 9 + lo;
      const baseB: i32 = baseType * 9 + hi;
      let digits: i32 = hiDigits & lineDigits(linesTwoA, linesTwoB, linesTwoC, lo) & (hiLost | lineDigits(linesLostA, linesLostB, linesLostC, lo));
      while (digits != 0) {
        const digit: i32 = trailingZeros(<u32>digits) + 1;
        digits &= digits - 1;
        const covers: i32 = workPlaces(baseA, digit);
        if (workPlaces(baseB, digit) != covers) continue;
        emitXWing(baseType, lo, hi, digit, covers);
      }
    }
  }
}

// The same rules for size builds (the page's): smaller, slower, the same output.

/** vLocking for size builds: the cells that see every place, by intersecting peer sets. */
function vLockingBySets(): void {
  for (let type: i32 = 0; type < 3; type++) {
    for (let digit: i32 = 1; digit <= 9; digit++) {
      for (let i: i32 = 0; i < 9; i++) {
        const region: i32 = type * 9 + i;
        const positions: i32 = workPlaces(region, digit);
        const count: i32 = popcount(<u32>positions);
        if (count < 2 || count > 6) continue;
        // SE's generalized intersection: in a box it points, in a line it claims.
        beginHint(type == 0 ? T_POINTING : T_CLAIMING);
        for (let word: i32 = 0; word < 3; word++) addRemovalsIn(commonPeers(region, positions, word), word, digit);
        if (!hintRemoves()) continue;
        addLostPlaces(region, digit, positions);
        endHint();
      }
    }
  }
}

/** hiddenPairs for size builds: every pair of digits tried. */
function hiddenPairsEveryDigit(): void {
  for (let pass: i32 = 0; pass < 3; pass++) {
    const type: i32 = setRegionType(pass);
    for (let r: i32 = 0; r < 9; r++) {
      const region: i32 = type * 9 + r;
      if (emptyCellsIn(region) <= 4) continue;
      for (let hi: i32 = 1; hi < 9; hi++) {
        for (let lo: i32 = 0; lo < hi; lo++) {
          const pa: i32 = workPlaces(region, lo + 1);
          const pb: i32 = workPlaces(region, hi + 1);
          if (popcount(<u32>pa) <= 1 || popcount(<u32>pb) <= 1) continue;
          const common: i32 = pa | pb;
          if (popcount(<u32>common) != 2) continue;
          emitHiddenPair(region, lo, hi, common);
        }
      }
    }
  }
}

/** nakedPairs for size builds: every pair of cells tried. */
function nakedPairsEveryCell(inRegionOnly: bool): void {
  for (let pass: i32 = 0; pass < 3; pass++) {
    const type: i32 = setRegionType(pass);
    for (let r: i32 = 0; r < 9; r++) {
      const region: i32 = type * 9 + r;
      if (emptyCellsIn(region) < 4) continue;
      for (let hi: i32 = 1; hi < 9; hi++) {
        for (let lo: i32 = 0; lo < hi; lo++) {
          const a: i32 = regionCell(region, lo);
          const b: i32 = regionCell(region, hi);
          const ca: i32 = workCands(a);
          const cb: i32 = workCands(b);
          if (popcount(<u32>ca) <= 1 || popcount(<u32>cb) <= 1) continue;
          const values: i32 = ca | cb;
          if (popcount(<u32>values) != 2) continue;
          emitNakedPair(region, lo, hi, values, inRegionOnly);
        }
      }
    }
  }
}

/**
 * xWings for size builds, every digit of every pair of lines tried: X-wings with base lines of type `baseType` (2 columns, then 1 rows) and
 * cover lines of the other type.
 */
function xWingsEveryDigit(baseType: i32): void {
  const fishable: i32 = fishableDigits();
  for (let hi: i32 = 1; hi < 9; hi++) {
    for (let lo: i32 = 0; lo < hi; lo++) {
      const baseA: i32 = baseType * 9 + lo;
      const baseB: i32 = baseType * 9 + hi;
      for (let digit: i32 = 1; digit <= 9; digit++) {
        if ((fishable & (1 << (digit - 1))) == 0) continue;
        const pa: i32 = workPlaces(baseA, digit);
        const pb: i32 = workPlaces(baseB, digit);
        if (popcount(<u32>pa) <= 1 || popcount(<u32>pb) <= 1) continue;
        const covers: i32 = pa | pb;
        if (popcount(<u32>covers) != 2) continue;
        emitXWing(baseType, lo, hi, digit, covers);
      }
    }
  }
}

/** Rule number `rule` of collectAdvancedOffs, in its size-build form. */
function collectBySize(rule: i32, se121: bool): void {
  if (rule == 0) {
    if (se121) intersections121();
    else vLockingBySets();
  } else if (rule == 1) hiddenPairsEveryDigit();
  else if (rule == 2) nakedPairsEveryCell(se121);
  else {
    xWingsEveryDigit(2);
    xWingsEveryDigit(1);
  }
}

/**
 * Runs the scale's advanced rules on the working grid, in order, until one
 * yields a removal. Returns how many candidates it removes (0: none), or
 * ADVANCED_OVERFLOW.
 */
export function collectAdvancedOffs(): i32 {
  beginAdvancedRule();
  const se121: bool = SE121_CHAIN_RULES && ratingScale == SCALE_SE121;
  for (let rule: i32 = 0; rule < 4 && advancedItemCount() == 0; rule++) {
    if (!SPEED_CODE) collectBySize(rule, se121);
    else if (rule == 0) {
      if (se121) intersections121();
      else vLocking();
    } else if (rule == 1) hiddenPairs();
    else if (rule == 2) nakedPairs(se121);
    else {
      const fishable: i32 = fishableDigits();
      xWings(2, fishable);
      xWings(1, fishable);
    }
    if (advancedOverflowed()) return ADVANCED_OVERFLOW;
  }
  return advancedItemCount();
}

