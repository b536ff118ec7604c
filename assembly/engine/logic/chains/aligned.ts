/**
 * Aligned pair exclusion (6.2) and aligned triplet exclusion (7.5) as Sukaku
 * Explainer v1.15.10 finds them. Base cells: unsolved cells that see at
 * least one "excluder" (a cell with 2 candidates for pairs, 2–3 for
 * triplets). For a set of base cells with at least two common excluders,
 * every combination of their candidates is tried: it is impossible when two
 * base cells that see each other take the same digit, or when it would leave
 * a common excluder without a candidate. A base cell's digit that no
 * possible combination uses goes.
 *
 * Sets are visited in SE's order, which decides the step taken: base-cell
 * pairs (i, j) with j ascending, then i ascending below j; for triplets, the
 * third cell runs over the excluders of the first cell, then of the second,
 * that are base cells themselves.
 */
import { CH_ALIGNED_BASE, CH_ALIGNED_BLOCKED, CH_ALIGNED_EXCL, CH_ALIGNED_INDEX, CH_ALIGNED_MEMO, CH_ALIGNED_PAIR_MEMO } from "./layout";
import { popcount, trailingZeros } from "../../../target/bits";
import { SPEED_CODE } from "../../../target/build-goal";
import { load32, load8, store32, store8 } from "../../../target/memory";
import { sees, setupChainGeometry } from "./geometry";
import { peerWord } from "../cell-sets";
import { baseCands, loadBaseFromState } from "./grid";
import { addElimination, addPatternCell, beginStep, endStep } from "../step";
import { T_ALIGNED_PAIR_EXCLUSION, T_ALIGNED_TRIPLET_EXCLUSION } from "../techniques";
import { deadlinePassed } from "../deadline";
import { beginAlignedMemo, endAlignedMemo, noteAlignedStep, pairSettled, pairTripletsSettled, tripletSettled } from "./aligned-memo";

let baseCount: i32 = 0;
/** The base cells as cell sets (27 cells a word). */
let baseWord0: i32 = 0;
let baseWord1: i32 = 0;
let baseWord2: i32 = 0;

/** Word `w` of the excluder set (cell bits, 27 per word) of base cell `index`. */
function excluderWord(index: i32, w: i32): i32 {
  return load32(CH_ALIGNED_EXCL + <usize>((index * 3 + w) << 2));
}

/** Lists the base cells and their excluders (cells with 2..maxExcluder candidates). */
function collectBaseCells(maxExcluder: i32): void {
  baseCount = 0;
  if (SPEED_CODE) {
    baseWord0 = 0;
    baseWord1 = 0;
    baseWord2 = 0;
  }
  // The cells with one candidate and the excluders, as cell sets (27 cells a word): each base cell's test is then a few ANDs with its peers.
  let single0: i32 = 0;
  let single1: i32 = 0;
  let single2: i32 = 0;
  let excluder0: i32 = 0;
  let excluder1: i32 = 0;
  let excluder2: i32 = 0;
  for (let cell: i32 = 0; cell < 81; cell++) {
    store8(CH_ALIGNED_INDEX + <usize>cell, 255);
    const count: i32 = popcount(<u32>baseCands(cell));
    const word: i32 = (cell / 27) | 0;
    const bit: i32 = 1 << (cell - word * 27);
    if (count == 1) {
      if (word == 0) single0 |= bit;
      else if (word == 1) single1 |= bit;
      else single2 |= bit;
    } else if (count >= 2 && count <= maxExcluder) {
      if (word == 0) excluder0 |= bit;
      else if (word == 1) excluder1 |= bit;
      else excluder2 |= bit;
    }
  }
  for (let cell: i32 = 0; cell < 81; cell++) {
    if (popcount(<u32>baseCands(cell)) < 2) continue;
    const peers0: i32 = <i32>peerWord(cell, 0);
    const peers1: i32 = <i32>peerWord(cell, 1);
    const peers2: i32 = <i32>peerWord(cell, 2);
    // A peer with a single candidate (a naked single) rules the cell out.
    if (((peers0 & single0) | (peers1 & single1) | (peers2 & single2)) != 0) continue;
    const w0: i32 = peers0 & excluder0;
    const w1: i32 = peers1 & excluder1;
    const w2: i32 = peers2 & excluder2;
    if ((w0 | w1 | w2) == 0) continue;
    store8(CH_ALIGNED_BASE + <usize>baseCount, cell);
    store8(CH_ALIGNED_INDEX + <usize>cell, baseCount);
    store32(CH_ALIGNED_EXCL + <usize>((baseCount * 3) << 2), w0);
    store32(CH_ALIGNED_EXCL + <usize>((baseCount * 3 + 1) << 2), w1);
    store32(CH_ALIGNED_EXCL + <usize>((baseCount * 3 + 2) << 2), w2);
    baseCount++;
    if (!SPEED_CODE) continue;
    const word: i32 = (cell / 27) | 0;
    const bit: i32 = 1 << (cell - word * 27);
    if (word == 0) baseWord0 |= bit;
    else if (word == 1) baseWord1 |= bit;
    else baseWord2 |= bit;
  }
}

/** Index of `cell` in the base-cell list, or -1. */
function baseIndex(cell: i32): i32 {
  const index: i32 = load8(CH_ALIGNED_INDEX + <usize>cell);
  return index == 255 ? -1 : index;
}

function baseCell(index: i32): i32 {
  return load8(CH_ALIGNED_BASE + <usize>index);
}

let blockedStamp: i32 = 0;

function markBlocked(digits: i32): void {
  store32(CH_ALIGNED_BLOCKED + <usize>(digits << 2), blockedStamp);
}

/**
 * Marks, for the set of base cells being tried, every digit set a
 * combination of its cells can take (at most `size` digits, all among
 * `union`) that leaves some common excluder without a candidate: the digit
 * sets that hold all of an excluder's candidates. A combination is then
 * ruled out by one look-up (isBlocked) instead of a walk over the excluders.
 * Returns how many excluders can rule out a combination at all.
 */
function markExcluderBlocks(w0: i32, w1: i32, w2: i32, union: i32, size: i32): i32 {
  blockedStamp++;
  let useful: i32 = 0;
  for (let w: i32 = 0; w < 3; w++) {
    let bits: i32 = w == 0 ? w0 : w == 1 ? w1 : w2;
    while (bits != 0) {
      const low: i32 = bits & -bits;
      bits ^= low;
      const cands: i32 = baseCands(w * 27 + trailingZeros(<u32>low));
      if ((cands & ~union) != 0) continue;
      const count: i32 = popcount(<u32>cands);
      if (count > size) continue;
      useful++;
      markBlocked(cands);
      if (count == size) continue;
      let extra: i32 = union & ~cands;
      while (extra != 0) {
        const digit: i32 = extra & -extra;
        extra ^= digit;
        markBlocked(cands | digit);
      }
    }
  }
  return useful;
}

/** Whether the combination taking the digits `digits` leaves a common excluder empty (after markExcluderBlocks). */
function isBlocked(digits: i32): bool {
  return load32(CH_ALIGNED_BLOCKED + <usize>(digits << 2)) == blockedStamp;
}

/** Emits the eliminations of a set (cells and the digits some possible combination allows). */
function emitSet(technique: i32, rating: i32, cells: i32, c0: i32, c1: i32, c2: i32, a0: i32, a1: i32, a2: i32): bool {
  const r0: i32 = baseCands(c0) & ~a0;
  const r1: i32 = baseCands(c1) & ~a1;
  const r2: i32 = cells == 3 ? baseCands(c2) & ~a2 : 0;
  if ((r0 | r1 | r2) == 0) return false;
  noteAlignedStep();
  beginStep(technique, rating);
  addPatternCell(c0);
  addPatternCell(c1);
  if (cells == 3) addPatternCell(c2);
  for (let d: i32 = 1; d <= 9; d++) {
    const bit: i32 = 1 << (d - 1);
    if ((r0 & bit) != 0) addElimination(c0, d);
    if ((r1 & bit) != 0) addElimination(c1, d);
    if ((r2 & bit) != 0) addElimination(c2, d);
  }
  return endStep();
}

/** SE's aligned pair exclusion producer. Returns true when the step list is full. */
export function findAlignedPairExclusions(): bool {
  setupChainGeometry();
  loadBaseFromState();
  collectBaseCells(2);
  // Pairs are cheap to look at again: only the speed builds keep a record for them.
  if (SPEED_CODE) beginAlignedMemo(CH_ALIGNED_PAIR_MEMO);
  for (let j: i32 = 1; j < baseCount; j++) {
    for (let i: i32 = 0; i < j; i++) {
      const w0: i32 = excluderWord(i, 0) & excluderWord(j, 0);
      const w1: i32 = excluderWord(i, 1) & excluderWord(j, 1);
      const w2: i32 = excluderWord(i, 2) & excluderWord(j, 2);
      if (popcount(<u32>w0) + popcount(<u32>w1) + popcount(<u32>w2) < 2) continue;
      const c0: i32 = baseCell(i);
      const c1: i32 = baseCell(j);
      if (SPEED_CODE && pairSettled(c0, c1)) continue;
      const see: bool = sees(c0, c1);
      const m0: i32 = baseCands(c0);
      const m1: i32 = baseCands(c1);
      // Without an excluder to rule a combination out, only "same digit
      // twice" does, and a cell of two candidates always has another one.
      if (markExcluderBlocks(w0, w1, w2, m0 | m1, 2) == 0) continue;
      let allowed0: i32 = 0;
      let allowed1: i32 = 0;
      let rest0: i32 = m0;
      while (rest0 != 0) {
        const a: i32 = rest0 & -rest0;
        rest0 ^= a;
        let rest1: i32 = m1;
        while (rest1 != 0) {
          const b: i32 = rest1 & -rest1;
          rest1 ^= b;
          if ((a == b && see) || isBlocked(a | b)) continue;
          allowed0 |= a;
          allowed1 |= b;
        }
      }
      if (emitSet(T_ALIGNED_PAIR_EXCLUSION, 62, 2, c0, c1, 0, allowed0, allowed1, 0)) return true;
    }
  }
  if (SPEED_CODE) endAlignedMemo();
  return false;
}

/** SE's aligned triplet exclusion producer. Returns true when the step list is full. */
export function findAlignedTripletExclusions(): bool {
  setupChainGeometry();
  loadBaseFromState();
  collectBaseCells(3);
  beginAlignedMemo(CH_ALIGNED_MEMO);
  for (let j: i32 = 1; j < baseCount; j++) {
    if (deadlinePassed()) return false;
    for (let i: i32 = 0; i < j; i++) {
      // A third cell only narrows the common excluders: the pair needs two already.
      const p0: i32 = excluderWord(i, 0) & excluderWord(j, 0);
      const p1: i32 = excluderWord(i, 1) & excluderWord(j, 1);
      const p2: i32 = excluderWord(i, 2) & excluderWord(j, 2);
      if (popcount(<u32>p0) + popcount(<u32>p1) + popcount(<u32>p2) < 2) continue;
      const c0: i32 = baseCell(i);
      const c1: i32 = baseCell(j);
      if (
        pairTripletsSettled(
          c0,
          c1,
          excluderWord(i, 0) | excluderWord(j, 0),
          excluderWord(i, 1) | excluderWord(j, 1),
          excluderWord(i, 2) | excluderWord(j, 2),
        )
      )
        continue;
      // The set needs two common excluders, so the third cell sees two of the pair's at least:
      // the other thirds are passed over without a look.
      let once0: i32 = 0;
      let once1: i32 = 0;
      let once2: i32 = 0;
      let twice0: i32 = 0;
      let twice1: i32 = 0;
      let twice2: i32 = 0;
      for (let w: i32 = 0; w < 3; w++) {
        let common: i32 = w == 0 ? p0 : w == 1 ? p1 : p2;
        while (common != 0) {
          const excluder: i32 = w * 27 + trailingZeros(<u32>common);
          common &= common - 1;
          const q0: i32 = <i32>peerWord(excluder, 0);
          const q1: i32 = <i32>peerWord(excluder, 1);
          const q2: i32 = <i32>peerWord(excluder, 2);
          twice0 |= once0 & q0;
          twice1 |= once1 & q1;
          twice2 |= once2 & q2;
          once0 |= q0;
          once1 |= q1;
          once2 |= q2;
        }
      }
      // The third cell: excluders of c0, then those of c1 only, that are base cells (ascending).
      for (let pass: i32 = 0; pass < 2; pass++) {
        for (let w: i32 = 0; w < 3; w++) {
          const twice: i32 = w == 0 ? twice0 : w == 1 ? twice1 : twice2;
          const candidates: i32 = SPEED_CODE ? twice & (w == 0 ? baseWord0 : w == 1 ? baseWord1 : baseWord2) : twice;
          let bits: i32 = (pass == 0 ? excluderWord(i, w) : excluderWord(j, w) & ~excluderWord(i, w)) & candidates;
          while (bits != 0) {
            const low: i32 = bits & -bits;
            bits ^= low;
            const c2: i32 = w * 27 + trailingZeros(<u32>low);
            const k: i32 = baseIndex(c2);
            if (k < 0 || k == i || k == j || seenBefore(i, j, k)) continue;
            const w0: i32 = p0 & excluderWord(k, 0);
            const w1: i32 = p1 & excluderWord(k, 1);
            const w2: i32 = p2 & excluderWord(k, 2);
            if (popcount(<u32>w0) + popcount(<u32>w1) + popcount(<u32>w2) < 2) continue;
            if (tripletSettled(c0, c1, c2)) continue;
            if (tripletStep(c0, c1, c2, w0, w1, w2)) return true;
          }
        }
      }
    }
  }
  endAlignedMemo();
  return false;
}

/** Whether `cell` (a cell number) is an excluder of base cell x or of base cell y (list indices). */
function inUnion(x: i32, y: i32, cell: i32): bool {
  const word: i32 = (cell / 27) | 0;
  const bit: i32 = 1 << (cell % 27);
  return ((excluderWord(x, word) | excluderWord(y, word)) & bit) != 0;
}

/**
 * Whether the set {i, j, k} (found from pair i < j) was already tried from an
 * earlier pair: the same three cells give the same outcome, and an outcome
 * that eliminated something would have ended the search.
 */
function seenBefore(i: i32, j: i32, k: i32): bool {
  if (k > j) return false;
  if (k > i) return inUnion(i, k, baseCell(j));
  return inUnion(k, i, baseCell(j)) || inUnion(k, j, baseCell(i));
}

/** The excluders among cell bits (w0, w1, w2 are words 0..2) whose candidates all lie in `union`: only those can be emptied. */
function excludersWithin(bits: i32, word: i32, union: i32): i32 {
  let useful: i32 = 0;
  let rest: i32 = bits;
  while (rest != 0) {
    const low: i32 = rest & -rest;
    rest ^= low;
    if ((baseCands(word * 27 + trailingZeros(<u32>low)) & ~union) == 0) useful |= low;
  }
  return useful;
}

/**
 * The third digits c that, with the digits `ab` of the first two cells,
 * would leave one of the excluders (cell bits e0..e2, words 0..2) without a
 * candidate: an excluder is emptied when its candidates lie in ab ∪ {c}, so
 * one inside ab rules out every c, and one with a single digit outside ab
 * rules out that digit.
 */
function blockedThirds(ab: i32, e0: i32, e1: i32, e2: i32): i32 {
  let blocked: i32 = 0;
  for (let w: i32 = 0; w < 3; w++) {
    let rest: i32 = w == 0 ? e0 : w == 1 ? e1 : e2;
    while (rest != 0) {
      const low: i32 = rest & -rest;
      rest ^= low;
      const outside: i32 = baseCands(w * 27 + trailingZeros(<u32>low)) & ~ab;
      if (outside == 0) return 0x1ff;
      if ((outside & (outside - 1)) == 0) blocked |= outside;
    }
  }
  return blocked;
}

/**
 * Whether the triplet (c0, c1, c2), with the common excluders' cell bits
 * w0..w2, rules out a digit of one of its cells (and emits the step). Speed
 * builds take all third digits of a digit pair at once (blockedThirds); the
 * size builds look each combination up in the blocked table
 * (markExcluderBlocks, isBlocked): less code, the same outcome, since the
 * allowed digits are the union over every combination not ruled out.
 */
function tripletStep(c0: i32, c1: i32, c2: i32, w0: i32, w1: i32, w2: i32): bool {
  const s01: bool = sees(c0, c1);
  const s02: bool = sees(c0, c2);
  const s12: bool = sees(c1, c2);
  const m0: i32 = baseCands(c0);
  const m1: i32 = baseCands(c1);
  const m2: i32 = baseCands(c2);
  const union: i32 = m0 | m1 | m2;
  let e0: i32 = 0;
  let e1: i32 = 0;
  let e2: i32 = 0;
  let excluders: bool;
  if (SPEED_CODE) {
    e0 = excludersWithin(w0, 0, union);
    e1 = excludersWithin(w1, 1, union);
    e2 = excludersWithin(w2, 2, union);
    excluders = (e0 | e1 | e2) != 0;
  } else excluders = markExcluderBlocks(w0, w1, w2, union, 3) != 0;
  // Without an excluder, "same digit twice" alone rules combinations out,
  // and it can empty a digit only when all three cells see each other.
  if (!excluders && !(s01 && s02 && s12)) return false;
  // The combinations (a, b, c), all third digits c of one (a, b) at a time, as bits.
  let allowed0: i32 = 0;
  let allowed1: i32 = 0;
  let allowed2: i32 = 0;
  let rest0: i32 = m0;
  while (rest0 != 0) {
    const a: i32 = rest0 & -rest0;
    rest0 ^= a;
    let rest1: i32 = m1;
    while (rest1 != 0) {
      const b: i32 = rest1 & -rest1;
      rest1 ^= b;
      if (a == b && s01) continue;
      let thirds: i32 = m2;
      if (s02) thirds &= ~a;
      if (s12) thirds &= ~b;
      // Combinations that add no new digit to any cell cannot change the outcome.
      if ((allowed0 & a) != 0 && (allowed1 & b) != 0) thirds &= ~allowed2;
      if (thirds == 0) continue;
      if (SPEED_CODE) thirds &= ~blockedThirds(a | b, e0, e1, e2);
      else {
        let rest2: i32 = thirds;
        while (rest2 != 0) {
          const c: i32 = rest2 & -rest2;
          rest2 ^= c;
          if (isBlocked(a | b | c)) thirds ^= c;
        }
      }
      if (thirds == 0) continue;
      allowed0 |= a;
      allowed1 |= b;
      allowed2 |= thirds;
    }
    // Every digit of every cell is possible: nothing to eliminate.
    if (allowed0 == m0 && allowed1 == m1 && allowed2 == m2) return false;
  }
  return emitSet(T_ALIGNED_TRIPLET_EXCLUSION, 75, 3, c0, c1, c2, allowed0, allowed1, allowed2);
}
