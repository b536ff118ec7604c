/**
 * XY-wing (4.2) and XYZ-wing (4.4), as Sukaku Explainer's XYWing producer
 * finds them: a pivot with candidates {x,y} (XYZ: {x,y,z}) sees two
 * bivalue pincers {x,z} and {y,z}; one pincer (or the pivot) holds z, so
 * cells seeing both pincers (XYZ: and the pivot) lose z. Pivots in cell
 * order, pincers among the pivot's peers.
 */
import { addElimination, addPatternCell, addPatternDigits, beginStep, endStep } from "./step";
import { candidatesAt, cellCount, peerCount, peerOf, sees } from "./state";
import { bitCount, lowestBitIndex } from "./memory";
import { T_XY_WING, T_XYZ_WING } from "./techniques";

/** Wings with pivots of `pivotSize` candidates (2 = XY, 3 = XYZ); pincers among the pivot's peers, as SE. */
function findWings(pivotSize: i32): bool {
  const isXYZ = pivotSize == 3;
  for (let pivot = 0; pivot < cellCount; pivot++) {
    const xy = candidatesAt(pivot);
    if (bitCount(xy) != pivotSize) continue;
    for (let i = 0; i < peerCount; i++) {
      const first = peerOf(pivot, i);
      const xz = candidatesAt(first);
      if (bitCount(xz) != 2 || bitCount(xy & ~xz) != 1) continue;
      for (let j = 0; j < peerCount; j++) {
        const second = peerOf(pivot, j);
        const yz = candidatesAt(second);
        if (bitCount(yz) != 2) continue;
        const union = xy | xz | yz;
        const common = xy & xz & yz;
        if (bitCount(union) != 3 || bitCount(common) != (isXYZ ? 1 : 0)) continue;
        const zBit = xz & yz;
        if (zBit == 0) continue;
        const z = lowestBitIndex(zBit) + 1;
        // Victims see both pincers (XYZ: and the pivot): look among the first pincer's peers.
        let any = false;
        for (let k = 0; k < peerCount; k++) {
          const cell = peerOf(first, k);
          if ((candidatesAt(cell) & zBit) != 0 && cell != pivot && cell != second && sees(cell, second) && (!isXYZ || sees(cell, pivot))) any = true;
        }
        if (!any) continue;
        beginStep(isXYZ ? T_XYZ_WING : T_XY_WING, isXYZ ? 44 : 42);
        addPatternCell(pivot);
        addPatternCell(first);
        addPatternCell(second);
        addPatternDigits(union);
        for (let k = 0; k < peerCount; k++) {
          const cell = peerOf(first, k);
          if (cell == pivot || cell == second || !sees(cell, second) || (isXYZ && !sees(cell, pivot))) continue;
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
