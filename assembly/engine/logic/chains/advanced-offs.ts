/**
 * The "advanced" implications of Sukaku Explainer v1.15.10's dynamic forcing
 * chains (+) and nested chains: when a propagation has derived everything the
 * unit rules give, SE runs ordinary techniques on the propagation's working
 * grid (the searched position less every candidate the chain turned off) and
 * turns their eliminations into new "off" nodes. Its rules, in its order
 * (Chaining.getAdvancedPotentials, default FCPlus 0, 9×9 without variants):
 * generalized intersections (VLocking), hidden pairs, generalized naked
 * pairs, X-wings. Only the first rule that yields anything is used, with
 * every instance it finds.
 *
 * An instance counts only when some of its pattern's candidates were turned
 * off by the chain (SE's "rule parents": the candidates of the searched
 * position that the pattern needs gone); those become the parents of each
 * node it removes. An instance without them exists without the chain and is
 * skipped.
 *
 * Order matters for the rating (a node's parents decide its chain length):
 * instances come in each rule's order of search, and an instance's removals
 * in the order SE's HashMap<Cell, BitSet> iterates them (cells by
 * index & (capacity - 1), capacity 16 doubled while over 3/4 full; equal
 * buckets in insertion order; digits ascending). A candidate removed by two
 * instances keeps the first.
 *
 * Output (layout.ts ADV_*): the removed candidates in order, each with the
 * instance that removed it; each instance's parents as "off" node refs.
 */
import {
  ADV_ENTRIES,
  ADV_HINT_CAPACITY,
  ADV_HINT_LEN,
  ADV_HINT_START,
  ADV_HINT_TECHNIQUE,
  ADV_ITEM_HINTS,
  ADV_ITEM_IDS,
  ADV_PARENT_CAPACITY,
  ADV_PARENTS,
  ADV_SEEN,
} from "./layout";
import { popcount, trailingZeros } from "../../../target/bits";
import { load16, load32, load8, store16, store32, store8 } from "../../../target/memory";
import { T_CLAIMING, T_HIDDEN_PAIR, T_NAKED_PAIR, T_POINTING, T_X_WING } from "../techniques";
import { regionCell } from "./geometry";
import { CELLS_PER_WORD, peerWord } from "../cell-sets";
import { baseCands, basePlaces, workCands, workPlaces } from "./grid";

/** Too many instances or parents for the scratch (never seen on 9×9). */
export const ADVANCED_OVERFLOW: i32 = -1;

let seenStamp: i32 = 0;
let itemCount: i32 = 0;
let hintCount: i32 = 0;
let parentCount: i32 = 0;
let entryCount: i32 = 0;
let overflow: bool = false;
// The instance being built: its first parent, and whether it has any.
let hintParentStart: i32 = 0;
let hintTechnique: i32 = 0;

/** Number of candidates the last call removes. */
export function advancedItemCount(): i32 {
  return itemCount;
}

/** Number of instances the last call keeps (their parents, techniques: ADV_HINT_*). */
export function advancedHintCount(): i32 {
  return hintCount;
}

/** Number of parents the last call's instances have together (ADV_PARENTS entries). */
export function advancedParentTotal(): i32 {
  return parentCount;
}

/** Candidate id of removal `index`. */
export function advancedItemId(index: i32): i32 {
  return load16(ADV_ITEM_IDS + <usize>(index << 1));
}

/** First parent (index in ADV_PARENTS) of removal `index`. */
export function advancedItemParentStart(index: i32): i32 {
  return load32(ADV_HINT_START + <usize>(load16(ADV_ITEM_HINTS + <usize>(index << 1)) << 2));
}

/** Number of parents of removal `index`. */
export function advancedItemParentCount(index: i32): i32 {
  return load16(ADV_HINT_LEN + <usize>(load16(ADV_ITEM_HINTS + <usize>(index << 1)) << 1));
}

/** Technique id (T_*) of the instance behind removal `index`: how a chain's link names its rule. */
export function advancedItemTechnique(index: i32): i32 {
  return load8(ADV_HINT_TECHNIQUE + <usize>load16(ADV_ITEM_HINTS + <usize>(index << 1)));
}

/** Parent ref number `i` of the pool. */
export function advancedParent(i: i32): i32 {
  return load16(ADV_PARENTS + <usize>(i << 1));
}

/** Starts an instance of technique `technique` (its parents and removals follow). */
export function beginHint(technique: i32): void {
  hintTechnique = technique;
  hintParentStart = parentCount;
  entryCount = 0;
}

/** Adds candidate (cell, digit), turned off by the chain, to the instance's parents. */
export function addParent(cell: i32, digit: i32): void {
  if (parentCount >= ADV_PARENT_CAPACITY) {
    overflow = true;
    return;
  }
  store16(ADV_PARENTS + <usize>(parentCount << 1), (cell * 9 + digit - 1) << 1);
  parentCount++;
}

/** Adds removable `digit` of `cell` to the instance (a HashMap entry per cell, digits or'ed in). */
export function addRemoval(cell: i32, digit: i32): void {
  for (let i: i32 = 0; i < entryCount; i++) {
    const ptr: usize = ADV_ENTRIES + <usize>(i << 2);
    if (load16(ptr) == cell) {
      store16(ptr + 2, load16(ptr + 2) | (1 << (digit - 1)));
      return;
    }
  }
  const ptr: usize = ADV_ENTRIES + <usize>(entryCount << 2);
  store16(ptr, cell);
  store16(ptr + 2, 1 << (digit - 1));
  entryCount++;
}

/**
 * Ends the instance: skipped without parents; else its removals go out in
 * hash order. Returns its index, or -1 when skipped (or the scratch is full:
 * `overflow` is set).
 */
export function endHint(): i32 {
  const parents: i32 = parentCount - hintParentStart;
  if (parents == 0 || entryCount == 0) {
    parentCount = hintParentStart;
    return -1;
  }
  if (hintCount >= ADV_HINT_CAPACITY) {
    overflow = true;
    return -1;
  }
  const hint: i32 = hintCount;
  store32(ADV_HINT_START + <usize>(hint << 2), hintParentStart);
  store16(ADV_HINT_LEN + <usize>(hint << 1), parents);
  store8(ADV_HINT_TECHNIQUE + <usize>hint, hintTechnique);
  hintCount++;
  let capacity: i32 = 16;
  while (entryCount * 4 > capacity * 3) capacity <<= 1;
  for (let bucket: i32 = 0; bucket < capacity; bucket++) {
    for (let i: i32 = 0; i < entryCount; i++) {
      const ptr: usize = ADV_ENTRIES + <usize>(i << 2);
      const cell: i32 = load16(ptr);
      if ((cell & (capacity - 1)) != bucket) continue;
      let digits: i32 = load16(ptr + 2);
      while (digits != 0) {
        const d: i32 = trailingZeros(<u32>digits);
        digits &= digits - 1;
        const id: i32 = cell * 9 + d;
        const seenPtr: usize = ADV_SEEN + <usize>(id << 2);
        if (load32(seenPtr) == seenStamp) continue;
        store32(seenPtr, seenStamp);
        store16(ADV_ITEM_IDS + <usize>(itemCount << 1), id);
        store16(ADV_ITEM_HINTS + <usize>(itemCount << 1), hint);
        itemCount++;
      }
    }
  }
  return hint;
}

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

/** Generalized intersections: a digit's 2..6 places in a region; cells seeing them all lose it. */
function vLocking(): void {
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
        if (entryCount == 0) continue;
        const gone: i32 = basePlaces(region, digit) & ~positions;
        for (let p: i32 = 0; p < 9; p++) {
          if ((gone & (1 << p)) != 0) addParent(regionCell(region, p), digit);
        }
        endHint();
      }
    }
  }
}

/** Empty cells of `region` (cells without a digit in the searched position). */
function emptyCellsIn(region: i32): i32 {
  let count: i32 = 0;
  for (let i: i32 = 0; i < 9; i++) {
    if (baseCands(regionCell(region, i)) != 0) count++;
  }
  return count;
}

/** SE's region type order for sets: box, column, row. */
function setRegionType(pass: i32): i32 {
  return pass == 0 ? 0 : pass == 1 ? 2 : 1;
}

/** Hidden pairs: two digits whose places in a region are the same two cells. */
function hiddenPairs(): void {
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
          if (entryCount == 0) continue;
          for (let i: i32 = 0; i < 9; i++) {
            if ((common & (1 << i)) != 0) continue;
            const cell: i32 = regionCell(region, i);
            if ((baseCands(cell) & (1 << lo)) != 0) addParent(cell, lo + 1);
            if ((baseCands(cell) & (1 << hi)) != 0) addParent(cell, hi + 1);
          }
          endHint();
        }
      }
    }
  }
}

/** Generalized naked pairs: two cells of a region holding the same two digits; their common peers lose them. */
function nakedPairs(): void {
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
          beginHint(T_NAKED_PAIR);
          const pair: i32 = (1 << lo) | (1 << hi);
          let rest: i32 = values;
          while (rest != 0) {
            const d: i32 = trailingZeros(<u32>rest);
            rest &= rest - 1;
            for (let word: i32 = 0; word < 3; word++) addRemovalsIn(commonPeers(region, pair, word), word, d + 1);
          }
          if (entryCount == 0) continue;
          for (let d: i32 = 0; d < 9; d++) {
            if ((baseCands(a) & (1 << d)) != 0 && (values & (1 << d)) == 0) addParent(a, d + 1);
          }
          for (let d: i32 = 0; d < 9; d++) {
            if ((baseCands(b) & (1 << d)) != 0 && (values & (1 << d)) == 0) addParent(b, d + 1);
          }
          endHint();
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

/**
 * X-wings with base lines of type `baseType` (2 columns, then 1 rows) and
 * cover lines of the other type.
 */
function xWings(baseType: i32): void {
  const coverType: i32 = 3 - baseType;
  let fishable: i32 = 0;
  for (let digit: i32 = 1; digit <= 9; digit++) {
    if (placedCount(digit) + 4 <= 9) fishable |= 1 << (digit - 1);
  }
  for (let hi: i32 = 1; hi < 9; hi++) {
    for (let lo: i32 = 0; lo < hi; lo++) {
      const baseA: i32 = baseType * 9 + lo;
      const baseB: i32 = baseType * 9 + hi;
      const baseSet: i32 = (1 << lo) | (1 << hi);
      for (let digit: i32 = 1; digit <= 9; digit++) {
        if ((fishable & (1 << (digit - 1))) == 0) continue;
        const pa: i32 = workPlaces(baseA, digit);
        const pb: i32 = workPlaces(baseB, digit);
        if (popcount(<u32>pa) <= 1 || popcount(<u32>pb) <= 1) continue;
        const covers: i32 = pa | pb;
        if (popcount(<u32>covers) != 2) continue;
        beginHint(T_X_WING);
        for (let i: i32 = 0; i < 9; i++) {
          if ((covers & (1 << i)) == 0) continue;
          const cover: i32 = coverType * 9 + i;
          const outside: i32 = workPlaces(cover, digit) & ~baseSet;
          for (let j: i32 = 0; j < 9; j++) {
            if ((outside & (1 << j)) != 0) addRemoval(regionCell(cover, j), digit);
          }
        }
        if (entryCount == 0) continue;
        for (let k: i32 = 0; k < 2; k++) {
          const line: i32 = k == 0 ? baseA : baseB;
          const gone: i32 = basePlaces(line, digit) & ~workPlaces(line, digit) & ~covers;
          for (let p: i32 = 0; p < 9; p++) {
            if ((gone & (1 << p)) != 0) addParent(regionCell(line, p), digit);
          }
        }
        endHint();
      }
    }
  }
}

// The entry points of a rule written elsewhere (nested.ts: the inner chains of nested forcing chains).

/** Starts the output afresh for a rule of its own. */
export function beginAdvancedRule(): void {
  seenStamp++;
  itemCount = 0;
  hintCount = 0;
  parentCount = 0;
  overflow = false;
}

/** Whether the output overflowed its scratch. */
export function advancedOverflowed(): bool {
  return overflow;
}

/** The instance behind removal `index`. */
export function advancedItemHint(index: i32): i32 {
  return load16(ADV_ITEM_HINTS + <usize>(index << 1));
}

/**
 * Runs SE's advanced rules on the working grid, in order, until one yields a
 * removal. Returns how many candidates it removes (0: none), or
 * ADVANCED_OVERFLOW.
 */
export function collectAdvancedOffs(): i32 {
  seenStamp++;
  itemCount = 0;
  hintCount = 0;
  parentCount = 0;
  overflow = false;
  for (let rule: i32 = 0; rule < 4 && itemCount == 0; rule++) {
    if (rule == 0) vLocking();
    else if (rule == 1) hiddenPairs();
    else if (rule == 2) nakedPairs();
    else {
      xWings(2);
      xWings(1);
    }
    if (overflow) return ADVANCED_OVERFLOW;
  }
  return itemCount;
}

