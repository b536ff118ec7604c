/**
 * XY-wing (4.2) and XYZ-wing (4.4), as Sukaku Explainer's XYWing producer
 * finds them: a pivot with candidates {x,y} (XYZ: {x,y,z}) sees two
 * bivalue pincers {x,z} and {y,z}; one pincer (or the pivot) holds z, so
 * cells seeing both pincers (XYZ: and the pivot) lose z. Pivots in cell
 * order, pincers among the pivot's peers.
 */
import { addElimination, addPatternCell, addPatternDigits, beginStep, endStep } from "./step";
import { candidatesAt, cellCount, peerCount, peerOf } from "./state";
import { CELLS_PER_WORD, cellBit, peerWord } from "./cell-sets";
import { popcount, trailingZeros } from "../../target/bits";
import { T_XY_WING, T_XYZ_WING } from "./techniques";

/**
 * Word `word` of the cells (cell-sets.ts) that see both pincers (and, for
 * an XYZ-wing, the pivot), the pivot itself left out; ascending cell order,
 * the order SE lists the first pincer's peers in.
 */
function victimsWord(pivot: i32, first: i32, second: i32, isXYZ: bool, word: i32): u32 {
  let seen = peerWord(first, word) & peerWord(second, word) & ~cellBit(pivot, word);
  if (isXYZ) seen &= peerWord(pivot, word);
  return seen;
}

/** Wings with pivots of `pivotSize` candidates (2 = XY, 3 = XYZ); pincers among the pivot's peers, as SE (9×9: 20 peers fit a mask). */
function findWings(pivotSize: i32): bool {
  const isXYZ = pivotSize == 3;
  for (let pivot = 0; pivot < cellCount; pivot++) {
    const xy = candidatesAt(pivot);
    if (popcount(xy) != pivotSize) continue;
    // The pivot's bivalue peers (bit i: its i-th peer), the only possible pincers; read once per pivot.
    let pincers: u32 = 0;
    for (let i = 0; i < peerCount; i++) {
      if (popcount(candidatesAt(peerOf(pivot, i))) == 2) pincers |= <u32>1 << <u32>i;
    }
    let firsts = pincers;
    while (firsts != 0) {
      const first = peerOf(pivot, trailingZeros(firsts));
      firsts &= firsts - 1;
      const xz = candidatesAt(first);
      if (popcount(xy & ~xz) != 1) continue;
      let seconds = pincers;
      while (seconds != 0) {
        const second = peerOf(pivot, trailingZeros(seconds));
        seconds &= seconds - 1;
        const yz = candidatesAt(second);
        const union = xy | xz | yz;
        const common = xy & xz & yz;
        if (popcount(union) != 3 || popcount(common) != (isXYZ ? 1 : 0)) continue;
        const zBit = xz & yz;
        if (zBit == 0) continue;
        const z = trailingZeros(zBit) + 1;
        // Victims see both pincers (XYZ: and the pivot), are not the pivot, and hold z.
        let any = false;
        for (let word = 0; word < 3 && !any; word++) {
          let seen = victimsWord(pivot, first, second, isXYZ, word);
          while (seen != 0) {
            if ((candidatesAt(word * CELLS_PER_WORD + trailingZeros(seen)) & zBit) != 0) {
              any = true;
              break;
            }
            seen &= seen - 1;
          }
        }
        if (!any) continue;
        beginStep(isXYZ ? T_XYZ_WING : T_XY_WING, isXYZ ? 44 : 42);
        addPatternCell(pivot);
        addPatternCell(first);
        addPatternCell(second);
        addPatternDigits(union);
        for (let word = 0; word < 3; word++) {
          let seen = victimsWord(pivot, first, second, isXYZ, word);
          while (seen != 0) {
            addElimination(word * CELLS_PER_WORD + trailingZeros(seen), z);
            seen &= seen - 1;
          }
        }
        if (endStep()) return true;
      }
    }
  }
  return false;
}

/** XY-wings. True when the step list is full. */
export function findXYWings(): bool {
  return findWings(2);
}

/** XYZ-wings. True when the step list is full. */
export function findXYZWings(): bool {
  return findWings(3);
}
