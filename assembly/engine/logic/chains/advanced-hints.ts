/**
 * The output of the "advanced" rules that dynamic forcing chains (+) and
 * nested chains run on a propagation's working grid (advanced-offs.ts and
 * advanced-offs-se121.ts find the instances; this file keeps them).
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
import { trailingZeros } from "../../../target/bits";
import { load16, load32, load8, store16, store32, store8 } from "../../../target/memory";
import { regionCell } from "./geometry";
import { baseCands } from "./grid";

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

/** Starts the output afresh (a rule, or SE's list of rules, runs). */
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

/** The instance behind removal `index`. */
export function advancedItemHint(index: i32): i32 {
  return load16(ADV_ITEM_HINTS + <usize>(index << 1));
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

/** Whether the instance being built removes anything yet. */
export function hintRemoves(): bool {
  return entryCount != 0;
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

/** Empty cells of `region` (cells without a digit in the searched position). */
export function emptyCellsIn(region: i32): i32 {
  let count: i32 = 0;
  for (let i: i32 = 0; i < 9; i++) {
    if (baseCands(regionCell(region, i)) != 0) count++;
  }
  return count;
}

/** SE's region type order for sets: box, column, row. */
export function setRegionType(pass: i32): i32 {
  return pass == 0 ? 0 : pass == 1 ? 2 : 1;
}
