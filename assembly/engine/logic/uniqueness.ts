/**
 * Unique rectangles and loops, as Sukaku Explainer's UniqueLoops producer
 * finds and rates them (9×9). A loop of cells holding both of {v1, v2},
 * alternating through boxes, rows and columns so that every unit it visits
 * holds two of its cells, would allow two solutions if every cell held only
 * v1 and v2; the cells with other candidates ("extra" cells) must break it:
 * - type 1: one extra cell: it loses v1 and v2;
 * - type 2: the extra cells share one extra digit: cells seeing them all
 *   lose it;
 * - type 3: two extra cells in one unit form a naked (or hidden) subset with
 *   other cells of that unit;
 * - type 4: two extra cells in a unit where v1 has no other place: they
 *   lose v2.
 * Rating 4.5 for a rectangle (4 cells), 4.6 for 6 cells, 4.7 for 8, 5.0 for
 * 10 or more; type 3 adds 0.1 per subset digit beyond the first (naked) or
 * beyond the second (hidden). SE sorts by rating, then type: so does this
 * finder when one step is wanted.
 *
 * After a search that found nothing, the next one skips the pairs {v1, v2}
 * none of whose instances can be new (freshness.ts, and a snapshot of the
 * board then). A loop's cells hold both digits, type 3 and 4 read the
 * units where two of its extra cells meet, and type 2's targets only lose
 * candidates while none comes back. So when no cell holding both digits
 * changed, and no unit holding two such cells with extra candidates did,
 * the pair's loops are loops of then with the same cells (the search from
 * a start then met them all, unless it hit its bound of visits: such a
 * search marks nothing), and what they allow is still nothing. Same steps,
 * same order.
 */
import { UNIQUENESS_EXTRA_PTR, UNIQUENESS_LOOP_PTR, UNIQUENESS_MAX_LOOP } from "./layout";
import { popcount, trailingZeros } from "../../target/bits";
import { load32, store32 } from "../../target/memory";
import { addElimination, addEliminations, addPatternCell, addPatternDigits, addPatternUnit, beginStep, endStep, stepRoom } from "./step";
import { positionsOf } from "./positions";
import { boxOf, candidatesAt, columnOf, emptyCellsIn, rowOf, sees, side, unitBitsOf, unitCell } from "./state";
import { firstCombination, nextCombination } from "./combinations";
import { beginFreshSearch, cleanMark, CLEAN_UNIQUE_LOOPS, endFreshSearch } from "./freshness";
import { SPEED_CODE } from "../../target/build-goal";
import { LOOP_SNAPSHOT_PTR } from "./layout";
import { loadU32, storeU32 } from "../../target/memory";
import {
  T_UNIQUE_LOOP_1,
  T_UNIQUE_LOOP_2,
  T_UNIQUE_LOOP_3,
  T_UNIQUE_LOOP_4,
  T_UNIQUE_RECTANGLE_1,
  T_UNIQUE_RECTANGLE_2,
  T_UNIQUE_RECTANGLE_3,
  T_UNIQUE_RECTANGLE_4,
} from "./techniques";

let loopLength: i32 = 0;
let v1Bit: u32 = 0;
let v2Bit: u32 = 0;
let v1Digit: i32 = 0;
let v2Digit: i32 = 0;

// Selection: with `selecting`, instances only update the best (rating, type);
// otherwise instances matching (wantRating, wantType), or all when `emitAll`, are emitted.
let selecting: bool = false;
let emitAll: bool = false;
let bestRating: i32 = 0;
let bestType: i32 = 0;
let wantRating: i32 = 0;
let wantType: i32 = 0;
/**
 * The bivalue cell whose loops hold the first instance of the best (rating,
 * type): no loop from an earlier cell has that pair, so emitting starts there.
 */
let bestStart: i32 = 0;
let stop: bool = false;
/** Searches visited (a bound against pathological boards). */
let visits: i32 = 0;

function loopCell(i: i32): i32 {
  return load32(UNIQUENESS_LOOP_PTR + <usize>(i << 2));
}

function inLoop(cell: i32): bool {
  for (let i = 0; i < loopLength; i++) if (loopCell(i) == cell) return true;
  return false;
}

/** Unit of SE's region type (0 box, 1 row, 2 column) holding a cell. */
function regionOf(type: i32, cell: i32): i32 {
  return type == 0 ? 2 * side + boxOf(cell) : type == 1 ? rowOf(cell) : side + columnOf(cell);
}

/** SE's isValidLoop: each parity visits distinct units, and both parities the same units. */
function isValidLoop(): bool {
  let odd: u32 = 0;
  let even: u32 = 0;
  for (let i = 0; i < loopLength; i++) {
    const cell = loopCell(i);
    for (let type = 0; type < 3; type++) {
      const bit = <u32>1 << <u32>regionOf(type, cell);
      if ((i & 1) != 0) {
        if ((odd & bit) != 0) return false;
        odd |= bit;
      } else {
        if ((even & bit) != 0) return false;
        even |= bit;
      }
    }
  }
  return odd == even;
}

function loopRating(): i32 {
  if (loopLength >= 10) return 50;
  if (loopLength >= 8) return 47;
  if (loopLength >= 6) return 46;
  return 45;
}

function techniqueFor(type: i32): i32 {
  const rectangle = loopLength == 4;
  if (type == 1) return rectangle ? T_UNIQUE_RECTANGLE_1 : T_UNIQUE_LOOP_1;
  if (type == 2) return rectangle ? T_UNIQUE_RECTANGLE_2 : T_UNIQUE_LOOP_2;
  if (type == 3) return rectangle ? T_UNIQUE_RECTANGLE_3 : T_UNIQUE_LOOP_3;
  return rectangle ? T_UNIQUE_RECTANGLE_4 : T_UNIQUE_LOOP_4;
}

/**
 * Decides what to do with an instance of (rating, type): true when its
 * step must be built now (beginStep is called, pattern added).
 */
function offer(rating: i32, type: i32): bool {
  if (selecting) {
    if (bestRating == 0 || rating < bestRating || (rating == bestRating && type < bestType)) {
      bestRating = rating;
      bestType = type;
      bestStart = loopCell(0);
      // Nothing beats a rectangle of type 1: the rest of the selection cannot change the choice.
      if (rating == 45 && type == 1) stop = true;
    }
    return false;
  }
  if (!emitAll && (rating != wantRating || type != wantType)) return false;
  beginStep(techniqueFor(type), rating);
  addPatternDigits(v1Bit | v2Bit);
  for (let i = 0; i < loopLength; i++) addPatternCell(loopCell(i));
  return true;
}

/** Finishes an offered step; in selection mode the would-be eliminations are counted instead. */
function finish(): void {
  if (endStep()) stop = true;
}

// Selection mode must know whether an instance eliminates anything; the
// finders below compute that before offering.

function typeOne(rescue: i32): void {
  if ((candidatesAt(rescue) & (v1Bit | v2Bit)) == 0) return;
  if (!offer(loopRating(), 1)) return;
  addEliminations(rescue, v1Bit | v2Bit);
  finish();
}

/** Extra cells are kept at UNIQUENESS_EXTRA_PTR. */
let extraCount: i32 = 0;
function extraCell(i: i32): i32 {
  return load32(UNIQUENESS_EXTRA_PTR + <usize>(i << 2));
}

function seesAllExtras(cell: i32): bool {
  for (let i = 0; i < extraCount; i++) {
    const extra = extraCell(i);
    if (extra == cell || !sees(extra, cell)) return false;
  }
  return true;
}

function typeTwo(): void {
  const rest = candidatesAt(extraCell(0)) & ~(v1Bit | v2Bit);
  if (rest == 0) return;
  const digitBit = rest & (0 - rest);
  const digit = trailingZeros(digitBit) + 1;
  let any = false;
  for (let cell = 0; cell < side * side; cell++) {
    if ((candidatesAt(cell) & digitBit) != 0 && seesAllExtras(cell)) any = true;
  }
  if (!any || !offer(loopRating(), 2)) return;
  for (let cell = 0; cell < side * side; cell++) {
    if (seesAllExtras(cell)) addElimination(cell, digit);
  }
  finish();
}

/** Index of a cell inside a unit. */
function indexIn(unit: i32, cell: i32): i32 {
  for (let i = 0; i < side; i++) if (unitCell(unit, i) == cell) return i;
  return -1;
}

/** Position mask of a digit bit in a unit. */
function positionsOfBit(unit: i32, bit: u32): u32 {
  let mask: u32 = 0;
  for (let i = 0; i < side; i++) if ((candidatesAt(unitCell(unit, i)) & bit) != 0) mask |= <u32>1 << <u32>i;
  return mask;
}

function typeThree(c1: i32, c2: i32): void {
  const extra = (candidatesAt(c1) | candidatesAt(c2)) & ~(v1Bit | v2Bit);
  const extraSize = popcount(extra);
  const end = <u32>1 << <u32>side;
  for (let degree = 2; degree <= 7 && !stop; degree++) {
    for (let type = 0; type < 3 && !stop; type++) {
      const unit = regionOf(type, c1);
      if (unit != regionOf(type, c2)) continue;
      const empty = emptyCellsIn(unit);
      const index1 = indexIn(unit, c1);
      const index2 = indexIn(unit, c2);
      const bit1 = <u32>1 << <u32>index1;
      const bit2 = <u32>1 << <u32>index2;
      if (degree * 2 <= empty && degree >= extraSize) {
        for (let cells = firstCombination(degree); cells < end && !stop; cells = nextCombination(cells)) {
          if ((cells & bit1) == 0 || (cells & bit2) != 0) continue;
          let naked = extra & candidatesAt(c1) & candidatesAt(c2);
          let union: u32 = extra;
          let ok = extraSize >= 2;
          let rest = cells & ~bit1;
          while (rest != 0 && ok) {
            const mask = candidatesAt(unitCell(unit, trailingZeros(rest)));
            rest &= rest - 1;
            if (popcount(mask) < 2) ok = false;
            naked |= mask;
            union |= mask;
          }
          if (!ok || popcount(naked) != degree || popcount(union) != degree) continue;
          // Eliminations: the subset's digits from the unit's other cells.
          let any = false;
          for (let i = 0; i < side; i++) {
            const cell = unitCell(unit, i);
            if ((cells & (<u32>1 << <u32>i)) != 0 || cell == c2) continue;
            if ((candidatesAt(cell) & union) != 0) any = true;
          }
          if (!any || !offer(loopRating() + degree - 1, 3)) continue;
          addPatternUnit(unit);
          for (let i = 0; i < side; i++) {
            const cell = unitCell(unit, i);
            if ((cells & (<u32>1 << <u32>i)) != 0 || cell == c2) continue;
            addEliminations(cell, union);
          }
          finish();
        }
      }
      if (degree * 2 < empty) {
        const others = ((<u32>1 << <u32>side) - 1) & ~(v1Bit | v2Bit | extra);
        const otherCount = popcount(others);
        if (degree - 2 > otherCount) continue;
        // pick = 0 (degree 2) is the one empty combination: the loop ends after it.
        for (let pick = firstCombination(degree - 2); pick < (<u32>1 << <u32>otherCount) && !stop; pick = pick == 0 ? <u32>1 << <u32>otherCount : nextCombination(pick)) {
          // Map the pick (indexes into `others`) to digits.
          let hidden: u32 = v1Bit | v2Bit;
          let index = 0;
          let scan = others;
          while (scan != 0) {
            const low = scan & (0 - scan);
            scan &= scan - 1;
            if ((pick & (<u32>1 << <u32>index)) != 0) hidden |= low;
            index++;
          }
          let union: u32 = 0;
          let ok = true;
          let digits = hidden;
          while (digits != 0) {
            const low = digits & (0 - digits);
            digits &= digits - 1;
            const positions = positionsOfBit(unit, low) & ~bit2;
            if (positions == 0) ok = false;
            union |= positions;
          }
          if (!ok || popcount(union) != degree) continue;
          const targets = union & ~bit1 & ~bit2;
          let any = false;
          for (let i = 0; i < side; i++) {
            if ((targets & (<u32>1 << <u32>i)) != 0 && (candidatesAt(unitCell(unit, i)) & ~hidden) != 0) any = true;
          }
          if (!any || !offer(loopRating() + popcount(targets) - 1, 3)) continue;
          addPatternUnit(unit);
          for (let i = 0; i < side; i++) {
            if ((targets & (<u32>1 << <u32>i)) != 0) {
              const cell = unitCell(unit, i);
              addEliminations(cell, candidatesAt(cell) & ~hidden);
            }
          }
          finish();
        }
      }
    }
  }
}

function typeFour(c1: i32, c2: i32): void {
  let lockUnit1 = -1;
  let lockUnit2 = -1;
  for (let type = 0; type < 3; type++) {
    const unit = regionOf(type, c1);
    if (unit != regionOf(type, c2)) continue;
    let has1 = false;
    let has2 = false;
    for (let i = 0; i < side; i++) {
      const cell = unitCell(unit, i);
      if (cell == c1 || cell == c2) continue;
      if ((candidatesAt(cell) & v1Bit) != 0) has1 = true;
      if ((candidatesAt(cell) & v2Bit) != 0) has2 = true;
    }
    if (!has1) lockUnit1 = unit;
    if (!has2) lockUnit2 = unit;
  }
  let removeBit: u32 = 0;
  let unit = -1;
  if (lockUnit1 >= 0) {
    unit = lockUnit1;
    removeBit = v2Bit;
  } else if (lockUnit2 >= 0) {
    unit = lockUnit2;
    removeBit = v1Bit;
  } else {
    return;
  }
  if (((candidatesAt(c1) | candidatesAt(c2)) & removeBit) == 0) return;
  if (!offer(loopRating(), 4)) return;
  addPatternUnit(unit);
  addEliminations(c1, removeBit);
  addEliminations(c2, removeBit);
  finish();
}

/** Classifies a closed, valid loop by its extra cells and reports what it allows. */
function examineLoop(): void {
  extraCount = 0;
  for (let i = 0; i < loopLength; i++) {
    const cell = loopCell(i);
    if (popcount(candidatesAt(cell)) > 2) {
      store32(UNIQUENESS_EXTRA_PTR + <usize>(extraCount << 2), cell);
      extraCount++;
    }
  }
  if (extraCount == 1) {
    typeOne(extraCell(0));
  } else if (extraCount > 2) {
    typeTwo();
  } else if (extraCount == 2) {
    const c1 = extraCell(0);
    const c2 = extraCell(1);
    const rest = (candidatesAt(c1) | candidatesAt(c2)) & ~(v1Bit | v2Bit);
    if (popcount(rest) == 1) typeTwo();
    else if (popcount(rest) >= 2) typeThree(c1, c2);
    if (!stop) typeFour(c1, c2);
  }
}

/** SE's checkForLoops: extends the loop from `cell` through units of another type than the last. */
function extend(cell: i32, allowedExtra: i32, extraValues: u32, lastType: i32): void {
  store32(UNIQUENESS_LOOP_PTR + <usize>(loopLength << 2), cell);
  loopLength++;
  visits++;
  const start = loopCell(0);
  for (let type = 0; type < 3 && !stop; type++) {
    if (type == lastType) continue;
    const unit = regionOf(type, cell);
    // Only the unit's cells holding both v1 and v2 can continue or close the loop (the start holds both).
    let places = positionsOf(unit, v1Digit) & positionsOf(unit, v2Digit);
    while (places != 0 && !stop) {
      const next = unitCell(unit, trailingZeros(places));
      places &= places - 1;
      if (next == start && loopLength >= 4) {
        if (isValidLoop()) examineLoop();
      } else if (visits >= 200000) {
        boundHit = true;
      } else if (loopLength < UNIQUENESS_MAX_LOOP) {
        const mask = candidatesAt(next);
        // A loop through an earlier bivalue {v1, v2} cell was already found from that cell.
        if (next < start && mask == (v1Bit | v2Bit)) continue;
        if (inLoop(next)) continue;
        const newExtra = (extraValues | mask) & ~(v1Bit | v2Bit);
        const size = popcount(mask);
        if (size == 2 || popcount(newExtra) == 1 || allowedExtra > 0) {
          extend(next, size > 2 ? allowedExtra - 1 : allowedExtra, newExtra, type);
        }
      }
    }
  }
  loopLength--;
}

/** Whether every pair is searched (no usable clean mark, or a candidate came back since). */
let everyPair: bool = true;
/** Cells changed since the clean mark (27 a word, rows 3w to 3w + 2). */
let changed0: u32 = 0;
let changed1: u32 = 0;
let changed2: u32 = 0;
/** Units (bit u) holding a changed cell. */
let changedUnits: u32 = 0;
/** A search from some start stopped at its bound of visits (it may have missed loops). */
let boundHit: bool = false;

/** Compares the board with the snapshot of the last search that found nothing (clean mark `mark`, 0: none). */
function noteChanges(mark: i32): void {
  everyPair = true;
  boundHit = false;
  if (!SPEED_CODE || mark == 0) return;
  changed0 = 0;
  changed1 = 0;
  changed2 = 0;
  changedUnits = 0;
  for (let cell = 0; cell < 81; cell++) {
    const now = candidatesAt(cell);
    const then = loadU32(LOOP_SNAPSHOT_PTR + <usize>(cell << 2));
    if (now == then) continue;
    if ((now & ~then) != 0) return;
    const word = (cell / 27) | 0;
    const bit = <u32>1 << <u32>(cell - word * 27);
    if (word == 0) changed0 |= bit;
    else if (word == 1) changed1 |= bit;
    else changed2 |= bit;
    changedUnits |= unitBitsOf(cell);
  }
  everyPair = false;
}

/** Keeps the board of a search that found nothing, for the next one. */
function keepSnapshot(): void {
  if (!SPEED_CODE) return;
  for (let cell = 0; cell < 81; cell++) storeU32(LOOP_SNAPSHOT_PTR + <usize>(cell << 2), candidatesAt(cell));
}

/** Word `word` of the cells holding both v1 and v2 (rows 3·word … 3·word + 2). */
function pairCellsWord(word: i32): u32 {
  const row = word * 3;
  return (
    (positionsOf(row, v1Digit) & positionsOf(row, v2Digit)) |
    ((positionsOf(row + 1, v1Digit) & positionsOf(row + 1, v2Digit)) << 9) |
    ((positionsOf(row + 2, v1Digit) & positionsOf(row + 2, v2Digit)) << 18)
  );
}

/** Whether the pair {v1, v2} surely has no instance now, as at the last search that found nothing. */
function pairSettled(): bool {
  // The size builds keep no snapshot: every pair is searched (same steps, less code).
  if (!SPEED_CODE || everyPair) return false;
  // Units met once, and twice, by the pair's cells with extra candidates.
  let once: u32 = 0;
  let twice: u32 = 0;
  for (let word = 0; word < 3; word++) {
    let cells = pairCellsWord(word);
    if ((cells & (word == 0 ? changed0 : word == 1 ? changed1 : changed2)) != 0) return false;
    while (cells != 0) {
      const cell = word * 27 + trailingZeros(cells);
      cells &= cells - 1;
      if (popcount(candidatesAt(cell)) < 3) continue;
      const units = unitBitsOf(cell);
      twice |= once & units;
      once |= units;
    }
  }
  return (twice & changedUnits) == 0;
}

/** One pass over every loop from every bivalue cell from `firstCell` on. */
function scanLoops(firstCell: i32): void {
  stop = false;
  for (let cell = firstCell; cell < side * side && !stop; cell++) {
    const mask = candidatesAt(cell);
    if (popcount(mask) != 2) continue;
    v1Bit = mask & (0 - mask);
    v2Bit = mask & ~v1Bit;
    v1Digit = trailingZeros(v1Bit) + 1;
    v2Digit = trailingZeros(v2Bit) + 1;
    if (pairSettled()) continue;
    loopLength = 0;
    visits = 0;
    extend(cell, 2, 0, -1);
  }
}

/** After a search of every pair: a fruitless one is the clean mark of the next, unless it may have missed loops. */
function searchedAll(): void {
  if (!SPEED_CODE || boundHit) return;
  const mark = cleanMark(CLEAN_UNIQUE_LOOPS);
  endFreshSearch(CLEAN_UNIQUE_LOOPS);
  if (cleanMark(CLEAN_UNIQUE_LOOPS) != mark) keepSnapshot();
}

/** Unique rectangles and loops (9×9). True when the step list is full. */
export function findUniqueLoops(): bool {
  noteChanges(beginFreshSearch(CLEAN_UNIQUE_LOOPS));
  if (stepRoom() > 1) {
    selecting = false;
    emitAll = true;
    scanLoops(0);
    if (!stop) searchedAll();
    return stop;
  }
  selecting = true;
  emitAll = false;
  bestRating = 0;
  scanLoops(0);
  if (bestRating == 0) {
    searchedAll();
    return false;
  }
  selecting = false;
  wantRating = bestRating;
  wantType = bestType;
  scanLoops(bestStart);
  return stop;
}
