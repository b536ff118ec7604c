/**
 * What the last fruitless aligned exclusion search of each kind (pairs,
 * triplets) already settled. Whether a set of base cells
 * eliminates anything depends only on its cells'
 * candidates and on its common excluders (cells of 2–3 candidates that see
 * every cell of the set), so when the last search of the same kind looked at
 * every set and eliminated nothing, a set whose cells were base cells then
 * and whose cells and common peers kept their candidates since eliminates
 * nothing now either, and is skipped. The rating walk runs these searches at
 * every position where the easier techniques fail, and a step between two
 * of them changes few cells.
 *
 * One record per kind (CH_ALIGNED_PAIR_MEMO, CH_ALIGNED_MEMO): u16 × 81 the
 * searched position then (164 bytes); u32 × 3 its base cells (cell bits, 27
 * per word); i32 1 when the record is usable.
 */
import { CH_ALIGNED_INDEX, CH_BASE_GRID } from "./layout";
import { load16, load32, load8, store32 } from "../../../target/memory";
import { peerWord } from "../cell-sets";

const BASE_OFFSET: usize = 164;
const VALID_OFFSET: usize = 176;

// Cells whose candidates changed since the kind's last fruitless search (all when there is none).
let changed0: i32 = 0;
let changed1: i32 = 0;
let changed2: i32 = 0;
// The base cells of that search.
let was0: i32 = 0;
let was1: i32 = 0;
let was2: i32 = 0;
// Base cells now that were not then.
let new0: i32 = 0;
let new1: i32 = 0;
let new2: i32 = 0;
/** The search in progress emitted a step. */
let emitted: bool = false;
/** The record of the search in progress. */
let memo: usize = 0;

/** Starts a search over the base cells just collected, with the record of its kind at `record`. */
export function beginAlignedMemo(record: usize): void {
  memo = record;
  emitted = false;
  changed0 = 0x7ffffff;
  changed1 = 0x7ffffff;
  changed2 = 0x7ffffff;
  if (load32(memo + VALID_OFFSET) == 0) return;
  store32(memo + VALID_OFFSET, 0);
  changed0 = 0;
  changed1 = 0;
  changed2 = 0;
  for (let cell: i32 = 0; cell < 81; cell++) {
    if (load16(memo + <usize>(cell << 1)) == load16(CH_BASE_GRID + <usize>(cell << 1))) continue;
    const bit: i32 = 1 << (cell % 27);
    const word: i32 = (cell / 27) | 0;
    if (word == 0) changed0 |= bit;
    else if (word == 1) changed1 |= bit;
    else changed2 |= bit;
  }
  was0 = load32(memo + BASE_OFFSET);
  was1 = load32(memo + BASE_OFFSET + 4);
  was2 = load32(memo + BASE_OFFSET + 8);
  new0 = 0;
  new1 = 0;
  new2 = 0;
  for (let cell: i32 = 0; cell < 81; cell++) {
    if (load8(CH_ALIGNED_INDEX + <usize>cell) == 255 || wasBase(cell)) continue;
    const bit: i32 = 1 << (cell % 27);
    const word: i32 = (cell / 27) | 0;
    if (word == 0) new0 |= bit;
    else if (word == 1) new1 |= bit;
    else new2 |= bit;
  }
}

/** Notes that the search emitted a step (its record then settles nothing). */
export function noteAlignedStep(): void {
  emitted = true;
}

/** Ends a search that looked at every set: a fruitless one is recorded for the next. */
export function endAlignedMemo(): void {
  if (emitted) return;
  for (let w: i32 = 0; w < 41; w++) store32(memo + <usize>(w << 2), load32(CH_BASE_GRID + <usize>(w << 2)));
  let b0: i32 = 0;
  let b1: i32 = 0;
  let b2: i32 = 0;
  for (let cell: i32 = 0; cell < 81; cell++) {
    if (load8(CH_ALIGNED_INDEX + <usize>cell) == 255) continue;
    const bit: i32 = 1 << (cell % 27);
    const word: i32 = (cell / 27) | 0;
    if (word == 0) b0 |= bit;
    else if (word == 1) b1 |= bit;
    else b2 |= bit;
  }
  store32(memo + BASE_OFFSET, b0);
  store32(memo + BASE_OFFSET + 4, b1);
  store32(memo + BASE_OFFSET + 8, b2);
  store32(memo + VALID_OFFSET, 1);
}

function cellWord(cell: i32, word: i32): i32 {
  return ((cell / 27) | 0) == word ? 1 << (cell % 27) : 0;
}

function changedWord(word: i32): i32 {
  return word == 0 ? changed0 : word == 1 ? changed1 : changed2;
}

/** Whether `cell` was a base cell of the recorded search. */
function wasBase(cell: i32): bool {
  const bit: i32 = 1 << (cell % 27);
  const word: i32 = (cell / 27) | 0;
  return ((word == 0 ? was0 : word == 1 ? was1 : was2) & bit) != 0;
}

/**
 * Whether every triplet the pair of base cells (a, b) starts was settled by
 * the recorded search: a and b were base cells then, nothing changed in them
 * or their peers (where the third cell and the common excluders are), and
 * no possible third cell (`third0..2`, cell bits) became a base cell since.
 */
export function pairTripletsSettled(a: i32, b: i32, third0: i32, third1: i32, third2: i32): bool {
  if (!wasBase(a) || !wasBase(b)) return false;
  if ((third0 & new0) != 0 || (third1 & new1) != 0 || (third2 & new2) != 0) return false;
  for (let w: i32 = 0; w < 3; w++) {
    const around: i32 = cellWord(a, w) | cellWord(b, w) | <i32>(peerWord(a, w) | peerWord(b, w));
    if ((changedWord(w) & around) != 0) return false;
  }
  return true;
}

/**
 * Whether the pair of base cells (a, b) was settled by the recorded search:
 * both were base cells then, and nothing changed in them or in the cells
 * seeing both (where their common excluders are).
 */
export function pairSettled(a: i32, b: i32): bool {
  if (!wasBase(a) || !wasBase(b)) return false;
  for (let w: i32 = 0; w < 3; w++) {
    const around: i32 = cellWord(a, w) | cellWord(b, w) | <i32>(peerWord(a, w) & peerWord(b, w));
    if ((changedWord(w) & around) != 0) return false;
  }
  return true;
}

/** Whether the triplet of base cells (a, b, c) was settled by the recorded search. */
export function tripletSettled(a: i32, b: i32, c: i32): bool {
  if (!wasBase(a) || !wasBase(b) || !wasBase(c)) return false;
  for (let w: i32 = 0; w < 3; w++) {
    const around: i32 =
      cellWord(a, w) | cellWord(b, w) | cellWord(c, w) | <i32>(peerWord(a, w) & peerWord(b, w) & peerWord(c, w));
    if ((changedWord(w) & around) != 0) return false;
  }
  return true;
}
