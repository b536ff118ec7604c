/**
 * Basic fish, in Sukaku Explainer's order (its Fisherman producer): first
 * columns as base lines (rows cover, rows lose the digit), then rows as base
 * lines; base-line combinations in SE's order, digits ascending inside.
 * k base lines whose candidates of d (≥ 2 in each) lie in k cover lines
 * together: the cover lines lose d outside the base lines. X-wing (k = 2)
 * 3.2, swordfish (3) 3.8, jellyfish (4) 5.2. SE skips a digit already
 * placed more than N - 2k times.
 */
import { addElimination, addPatternCell, addPatternDigit, addPatternUnit, beginStep, endStep, stepRoom } from "./step";
import { side, unitCell } from "./state";
import { popcount, trailingZeros } from "../../target/bits";
import { firstCombination, nextCombination, spreadOver } from "./combinations";
import { placedTimes, positionsOf } from "./positions";
import { T_JELLYFISH, T_SWORDFISH, T_X_WING } from "./techniques";
import { beginFreshSearch, CLEAN_FISH, changedSince, digitsChangedSince, endFreshSearch } from "./freshness";

/** Builds the step of the fish of `digit` on base lines `bases` (covers `covers`); true when the list is full. */
function fishStep(k: i32, baseStart: i32, coverStart: i32, bases: u32, covers: u32, digit: i32): bool {
  beginStep(k == 2 ? T_X_WING : k == 3 ? T_SWORDFISH : T_JELLYFISH, k == 2 ? 32 : k == 3 ? 38 : 52);
  addPatternDigit(digit);
  for (let i = 0; i < side; i++) {
    if ((bases & (<u32>1 << <u32>i)) != 0) addPatternUnit(baseStart + i);
  }
  for (let i = 0; i < side; i++) {
    if ((covers & (<u32>1 << <u32>i)) == 0) continue;
    const cover = coverStart + i;
    addPatternUnit(cover);
    for (let j = 0; j < side; j++) {
      const cell = unitCell(cover, j);
      if ((bases & (<u32>1 << <u32>j)) != 0) {
        if ((positionsOf(baseStart + j, digit) & (<u32>1 << <u32>i)) != 0) addPatternCell(cell);
      } else {
        addElimination(cell, digit);
      }
    }
  }
  return endStep();
}

/** The cover lines of `digit` over base lines `bases`: the union of their positions (0 if a base line has < 2). */
function coversOf(baseStart: i32, bases: u32, digit: i32): u32 {
  let covers: u32 = 0;
  let rest = bases;
  while (rest != 0) {
    const positions = positionsOf(baseStart + trailingZeros(rest), digit);
    rest &= rest - 1;
    if (popcount(positions) < 2) return 0;
    covers |= positions;
  }
  return covers;
}

/** Whether a fish eliminates anything: a cover line holds the digit outside the base lines. */
function fishEliminates(coverStart: i32, bases: u32, covers: u32, digit: i32): bool {
  let rest = covers;
  while (rest != 0) {
    if ((positionsOf(coverStart + trailingZeros(rest), digit) & ~bases) != 0) return true;
    rest &= rest - 1;
  }
  return false;
}

/** Whether SE looks for fish of size k on this digit (it skips a digit placed more than N - 2k times). */
function fishDigit(k: i32, digit: i32, digits: u32): bool {
  return (digits & (<u32>1 << <u32>(digit - 1))) != 0 && placedTimes(digit) + 2 * k <= side;
}

/**
 * One orientation, every instance (find()), over the digits of `digits`:
 * base lines are columns when `columnsBase`, else rows; SE's order, base
 * combinations outer, digits inner.
 */
function fishPassAll(k: i32, columnsBase: bool, digits: u32): bool {
  const end = <u32>1 << <u32>side;
  const baseStart = columnsBase ? side : 0;
  const coverStart = columnsBase ? 0 : side;
  for (let bases = firstCombination(k); bases < end; bases = nextCombination(bases)) {
    for (let digit = 1; digit <= side; digit++) {
      if (!fishDigit(k, digit, digits)) continue;
      const covers = coversOf(baseStart, bases, digit);
      if (popcount(covers) != k) continue;
      if (fishStep(k, baseStart, coverStart, bases, covers, digit)) return true;
    }
  }
  return false;
}

/**
 * One orientation, the first instance in SE's order (base combinations
 * outer, digits inner) when one step is wanted: per digit, its first
 * combination (over the lines where the digit has 2..k places, in the same
 * increasing order) that eliminates something; the least combination wins,
 * the lower digit on a tie. True when the step list is full.
 */
function fishPassFirst(k: i32, columnsBase: bool, digits: u32): bool {
  const baseStart = columnsBase ? side : 0;
  const coverStart = columnsBase ? 0 : side;
  let bestBases: u32 = 0;
  let bestCovers: u32 = 0;
  let bestDigit = 0;
  for (let digit = 1; digit <= side; digit++) {
    if (!fishDigit(k, digit, digits)) continue;
    let eligible: u32 = 0;
    for (let line = 0; line < side; line++) {
      const places = popcount(positionsOf(baseStart + line, digit));
      if (places >= 2 && places <= k) eligible |= <u32>1 << <u32>line;
    }
    const poolEnd = <u32>1 << <u32>popcount(eligible);
    for (let pick = firstCombination(k); pick < poolEnd; pick = nextCombination(pick)) {
      const bases = spreadOver(pick, eligible);
      if (bestDigit != 0 && bases >= bestBases) break;
      const covers = coversOf(baseStart, bases, digit);
      if (popcount(covers) != k || !fishEliminates(coverStart, bases, covers, digit)) continue;
      bestBases = bases;
      bestCovers = covers;
      bestDigit = digit;
      break;
    }
  }
  return bestDigit != 0 && fishStep(k, baseStart, coverStart, bestBases, bestCovers, bestDigit);
}

/** One orientation: every instance, or only the first when one step is wanted. */
function fishPass(k: i32, columnsBase: bool, digits: u32): bool {
  return stepRoom() > 1 ? fishPassAll(k, columnsBase, digits) : fishPassFirst(k, columnsBase, digits);
}

/**
 * Fish of size k (2 = X-wing, 3 = swordfish, 4 = jellyfish). True when the
 * step list is full. A fish is about one digit: digits unchanged since the
 * last search that found nothing are skipped (freshness.ts).
 */
export function findFish(k: i32): bool {
  const key = CLEAN_FISH + k - 2;
  const mark = beginFreshSearch(key);
  if (!changedSince(mark)) return false;
  const digits = digitsChangedSince(mark);
  if (fishPass(k, true, digits) || fishPass(k, false, digits)) return true;
  endFreshSearch(key);
  return false;
}
