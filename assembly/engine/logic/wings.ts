/**
 * XY-wing (4.2) and XYZ-wing (4.4), as Sukaku Explainer's XYWing producer
 * finds them: a pivot with candidates {x,y} (XYZ: {x,y,z}) sees two
 * bivalue pincers {x,z} and {y,z}; one pincer (or the pivot) holds z, so
 * cells seeing both pincers (XYZ: and the pivot) lose z. Pivots in cell
 * order, pincers among the pivot's peers.
 */
import { addElimination, addPatternCell, addPatternDigits, beginStep, endStep } from "./step";
import { candidatesAt, cellCount, sees } from "./state";
import { bitCount, lowestBitIndex } from "./memory";
import { T_XY_WING, T_XYZ_WING } from "./techniques";

/** Wings with pivots of `pivotSize` candidates (2 = XY, 3 = XYZ). */
function findWings(pivotSize: i32): bool {
  const isXYZ = pivotSize == 3;
  for (let pivot = 0; pivot < cellCount; pivot++) {
    const xy = candidatesAt(pivot);
    if (bitCount(xy) != pivotSize) continue;
    for (let first = 0; first < cellCount; first++) {
      const xz = candidatesAt(first);
      if (bitCount(xz) != 2 || !sees(pivot, first) || bitCount(xy & ~xz) != 1) continue;
      for (let second = 0; second < cellCount; second++) {
        const yz = candidatesAt(second);
        if (bitCount(yz) != 2 || !sees(pivot, second)) continue;
        const union = xy | xz | yz;
        const common = xy & xz & yz;
        if (bitCount(union) != 3 || bitCount(common) != (isXYZ ? 1 : 0)) continue;
        const zBit = xz & yz;
        if (zBit == 0) continue;
        const z = lowestBitIndex(zBit) + 1;
        beginStep(isXYZ ? T_XYZ_WING : T_XY_WING, isXYZ ? 44 : 42);
        addPatternCell(pivot);
        addPatternCell(first);
        addPatternCell(second);
        addPatternDigits(union);
        for (let cell = 0; cell < cellCount; cell++) {
          if (cell == pivot || cell == first || cell == second) continue;
          if (!sees(cell, first) || !sees(cell, second) || (isXYZ && !sees(cell, pivot))) continue;
          addElimination(cell, z);
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
