/**
 * Basic fish, in Sukaku Explainer's order (its Fisherman producer): first
 * columns as base lines (rows cover, rows lose the digit), then rows as base
 * lines; base-line combinations in SE's order, digits ascending inside.
 * k base lines whose candidates of d (≥ 2 in each) lie in k cover lines
 * together: the cover lines lose d outside the base lines. X-wing (k = 2)
 * 3.2, swordfish (3) 3.8, jellyfish (4) 5.2. SE skips a digit already
 * placed more than N - 2k times.
 */
import { addElimination, addPatternCell, addPatternDigit, addPatternUnit, beginStep, endStep } from "./step";
import { side, unitCell } from "./state";
import { bitCount, lowestBitIndex } from "./memory";
import { firstCombination, nextCombination } from "./combinations";
import { placedTimes, positionsOf, refreshPositions } from "./positions";
import { T_JELLYFISH, T_SWORDFISH, T_X_WING } from "./techniques";
import { beginFreshSearch, CLEAN_FISH, changedSince, digitsChangedSince, endFreshSearch } from "./freshness";

/** One orientation, over the digits of `digits`: base lines are columns when `columnsBase`, else rows. */
function fishPass(k: i32, columnsBase: bool, digits: u32): bool {
  const end = <u32>1 << <u32>side;
  const baseStart = columnsBase ? side : 0;
  const coverStart = columnsBase ? 0 : side;
  for (let bases = firstCombination(k); bases < end; bases = nextCombination(bases)) {
    for (let digit = 1; digit <= side; digit++) {
      if ((digits & (<u32>1 << <u32>(digit - 1))) == 0 || placedTimes(digit) + 2 * k > side) continue;
      let covers: u32 = 0;
      let rest = bases;
      let ok = true;
      while (rest != 0) {
        const positions = positionsOf(baseStart + lowestBitIndex(rest), digit);
        rest &= rest - 1;
        if (bitCount(positions) < 2) {
          ok = false;
          break;
        }
        covers |= positions;
      }
      if (!ok || bitCount(covers) != k) continue;
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
      if (endStep()) return true;
    }
  }
  return false;
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
  refreshPositions();
  if (fishPass(k, true, digits) || fishPass(k, false, digits)) return true;
  endFreshSearch(key);
  return false;
}
