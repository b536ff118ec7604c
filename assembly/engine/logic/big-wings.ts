/**
 * WXYZ-wing and VWXYZ-wing, as Sukaku Explainer rates them: an almost
 * locked set of k cells in one unit (k + 1 digits; k = 3 for WXYZ, 4 for
 * VWXYZ) and a bivalue cell {x, z} outside it whose two digits are in the
 * set, where every set cell holding x sees the bivalue cell (x is the
 * restricted common). Then z is true in the bivalue cell or in the set: cells
 * seeing the bivalue cell and every set cell holding z lose z. When z is a
 * restricted common too (doubly linked), x likewise, and each other digit of
 * the set is lost by cells seeing all its set cells.
 * Ratings by the largest set cell's candidate count b: WXYZ 5.5 + 0.1 when
 * b = 3; VWXYZ 6.2 + 0.1 × (2 - |3 - b|). SE sorts by rating, then by
 * eliminations (most first): so does this finder when one step is wanted
 * (best-instance.ts).
 *
 * After a search that found nothing, the next one skips every (set, pincer)
 * none of whose cells changed since (freshness.ts): those cells hold what
 * they held then, and as long as no candidate came back anywhere (checked
 * against a snapshot of the board), every other cell holds a subset of
 * what it held, so the wing still eliminates nothing. Same steps, same order.
 */
import { addElimination, addPatternCell, addPatternDigits, addPatternUnit, beginStep, endStep, stepCount } from "./step";
import { anotherInstancePass, beginInstancePasses, writeInstance } from "./best-instance";
import { boxOf, candidatesAt, side, unitCell } from "./state";
import { positionsOf } from "./positions";
import { popcount, trailingZeros } from "../../target/bits";
import { loadU32, storeU32 } from "../../target/memory";
import { cellBit, CELLS_PER_WORD, peerWord } from "./cell-sets";
import { beginFreshSearch, CLEAN_VWXYZ_WING, CLEAN_WXYZ_WING, endFreshSearch } from "./freshness";
import { WING_SNAPSHOTS_PTR } from "./layout";
import { T_VWXYZ_WING, T_WXYZ_WING } from "./techniques";

let setUnit: i32 = 0;
let setCells: u32 = 0;
/** The set's cells as a cell set (cell-sets.ts), one word each. */
let setWord0: u32 = 0;
let setWord1: u32 = 0;
let setWord2: u32 = 0;
/** The bivalue cells of the board as a cell set (the only possible pincers). */
let bivalue0: u32 = 0;
let bivalue1: u32 = 0;
let bivalue2: u32 = 0;

/** Whether every (set, pincer) is searched (no usable clean mark). */
let everyCell: bool = true;
/** Cells changed since the clean mark: bit c of word ⌊c / 32⌋ (cells 0–31, 32–63, 64–80). */
let changedLow: u32 = 0;
let changedMid: u32 = 0;
let changedHigh: u32 = 0;
/** Whether a changed cell is bivalue now (so can pincer a set of unchanged cells). */
let changedPincer: bool = false;

function snapshotOf(k: i32): usize {
  return WING_SNAPSHOTS_PTR + <usize>(k == 3 ? 0 : 81 * 4);
}

function cellChanged(cell: i32): bool {
  if (everyCell) return true;
  const word = cell < 32 ? changedLow : cell < 64 ? changedMid : changedHigh;
  return (word & (<u32>1 << <u32>(cell & 31))) != 0;
}

/**
 * Compares the board with the snapshot of the last fruitless search (none
 * since the load: mark 0): which cells changed, or everyCell when any
 * candidate came back. False when nothing changed (still no wing).
 */
function noteChanges(mark: i32, k: i32): bool {
  everyCell = true;
  if (mark == 0) return true;
  const snapshot = snapshotOf(k);
  changedLow = 0;
  changedMid = 0;
  changedHigh = 0;
  changedPincer = false;
  for (let cell = 0; cell < 81; cell++) {
    const now = candidatesAt(cell);
    const then = loadU32(snapshot + <usize>(cell << 2));
    if (now == then) continue;
    if ((now & ~then) != 0) return true;
    const bit = <u32>1 << <u32>(cell & 31);
    if (cell < 32) changedLow |= bit;
    else if (cell < 64) changedMid |= bit;
    else changedHigh |= bit;
    if (popcount(now) == 2) changedPincer = true;
  }
  everyCell = false;
  return (changedLow | changedMid | changedHigh) != 0;
}

/** Fills the bivalue cell set from the board. */
function collectBivalueCells(): void {
  bivalue0 = 0;
  bivalue1 = 0;
  bivalue2 = 0;
  for (let cell = 0; cell < 81; cell++) {
    if (popcount(candidatesAt(cell)) != 2) continue;
    bivalue0 |= cellBit(cell, 0);
    bivalue1 |= cellBit(cell, 1);
    bivalue2 |= cellBit(cell, 2);
  }
}

/** Whether a cell of the unit changed since the clean mark. */
function unitChanged(unit: i32): bool {
  for (let i = 0; i < side; i++) if (cellChanged(unitCell(unit, i))) return true;
  return false;
}

function setWord(word: i32): u32 {
  return word == 0 ? setWord0 : word == 1 ? setWord1 : setWord2;
}

function bivalueWord(word: i32): u32 {
  return word == 0 ? bivalue0 : word == 1 ? bivalue1 : bivalue2;
}

/** Word `word` of the cells holding the candidate `bit` (rows 3·word … 3·word + 2). */
function digitCellsWord(bit: u32, word: i32): u32 {
  const digit = trailingZeros(bit) + 1;
  const row = word * 3;
  return positionsOf(row, digit) | (positionsOf(row + 1, digit) << 9) | (positionsOf(row + 2, digit) << 18);
}

/**
 * Word `word` of the cells outside the set that hold `bit` and see every
 * set cell holding it, and see the pincer too when `seePincer` (else are
 * not the pincer).
 */
function victimsWord(bit: u32, word: i32, pincer: i32, seePincer: bool): u32 {
  let cells = digitCellsWord(bit, word) & ~setWord(word);
  cells &= seePincer ? peerWord(pincer, word) : ~cellBit(pincer, word);
  let rest = setCells;
  while (rest != 0 && cells != 0) {
    const member = unitCell(setUnit, trailingZeros(rest));
    rest &= rest - 1;
    if ((candidatesAt(member) & bit) != 0) cells &= peerWord(member, word);
  }
  return cells;
}

/**
 * Counts, or emits, the eliminations of one wing: z from cells seeing the
 * pincer and every set cell holding z; when doubly linked, x likewise, and
 * every other digit of the set from cells seeing all its set cells. Emitted
 * cell by cell in ascending order, each cell's digits as z, x, the others
 * ascending.
 */
function eliminations(pincer: i32, xBit: u32, zBit: u32, union: u32, doubly: bool, emit: bool): i32 {
  let count = 0;
  const others = union & ~(xBit | zBit);
  for (let word = 0; word < 3; word++) {
    const zVictims = victimsWord(zBit, word, pincer, true);
    let all = zVictims;
    count += popcount(zVictims);
    let xVictims: u32 = 0;
    if (doubly) {
      xVictims = victimsWord(xBit, word, pincer, true);
      all |= xVictims;
      count += popcount(xVictims);
      let rest = others;
      while (rest != 0) {
        const bit = rest & (0 - rest);
        rest &= rest - 1;
        const victims = victimsWord(bit, word, pincer, false);
        all |= victims;
        count += popcount(victims);
      }
    }
    if (!emit) continue;
    while (all != 0) {
      const at = trailingZeros(all);
      all &= all - 1;
      const cell = word * CELLS_PER_WORD + at;
      const mask = <u32>1 << <u32>at;
      if ((zVictims & mask) != 0) addElimination(cell, trailingZeros(zBit) + 1);
      if (!doubly) continue;
      if ((xVictims & mask) != 0) addElimination(cell, trailingZeros(xBit) + 1);
      let rest = others;
      while (rest != 0) {
        const bit = rest & (0 - rest);
        rest &= rest - 1;
        if ((victimsWord(bit, word, pincer, false) & mask) != 0) addElimination(cell, trailingZeros(bit) + 1);
      }
    }
  }
  return count;
}

/** Whether every set cell holding `bit` sees the pincer. */
function restricted(pincer: i32, bit: u32): bool {
  let rest = setCells;
  while (rest != 0) {
    const member = unitCell(setUnit, trailingZeros(rest));
    rest &= rest - 1;
    if ((candidatesAt(member) & bit) == 0) continue;
    const word = (member / CELLS_PER_WORD) | 0;
    if ((peerWord(pincer, word) & cellBit(member, word)) == 0) return false;
  }
  return true;
}

/** Whether the set (position mask in `unit`, a line) lies inside one box (then the box lists it). */
function lineSetInOneBox(unit: i32, cells: u32): bool {
  let box = -1;
  for (let i = 0; i < side; i++) {
    if ((cells & (<u32>1 << <u32>i)) == 0) continue;
    const b = boxOf(unitCell(unit, i));
    if (box >= 0 && b != box) return false;
    box = b;
  }
  return true;
}

function rate(k: i32, biggest: i32): i32 {
  const distance = biggest > 3 ? biggest - 3 : 3 - biggest;
  return k == 3 ? 55 + (1 - distance) : 62 + (2 - distance);
}

/** The candidates of the cell at position bit `bit` of `unit`. */
function candidatesOfBit(unit: i32, bit: u32): u32 {
  return candidatesAt(unitCell(unit, trailingZeros(bit)));
}

/**
 * One pass over the wings of sets of k cells, writing the instances
 * best-instance.ts wants. Sets of k cells in SE's order (units, then
 * combinations increasing as numbers: by their highest cell, then the next),
 * only of cells with 2 to k + 1 candidates (any other cell makes the union
 * too big or too small), a branch left once its cells hold more than k + 1
 * digits; pincers in ascending cell order, only bivalue cells that see a set
 * cell.
 */
function scan(k: i32): bool {
  const digits = k + 1;
  for (let unit = 0; unit < 3 * side; unit++) {
    if (!everyCell && !changedPincer && !unitChanged(unit)) continue;
    let eligible: u32 = 0;
    for (let i = 0; i < side; i++) {
      const size = popcount(candidatesAt(unitCell(unit, i)));
      if (size >= 2 && size <= digits) eligible |= <u32>1 << <u32>i;
    }
    // The fourth cell of a VWXYZ set; a WXYZ set has none (one pass, past the unit's cells).
    let fourths: u32 = k == 4 ? eligible : <u32>1 << <u32>side;
    while (fourths != 0) {
      const fourth = fourths & (0 - fourths);
      fourths &= fourths - 1;
      const fourthCells: u32 = k == 4 ? fourth : 0;
      const fourthUnion: u32 = k == 4 ? candidatesOfBit(unit, fourth) : 0;
      let thirds = eligible & (fourth - 1);
      while (thirds != 0) {
        const third = thirds & (0 - thirds);
        thirds &= thirds - 1;
        const thirdUnion = fourthUnion | candidatesOfBit(unit, third);
        if (popcount(thirdUnion) > digits) continue;
        let seconds = eligible & (third - 1);
        while (seconds != 0) {
          const second = seconds & (0 - seconds);
          seconds &= seconds - 1;
          const secondUnion = thirdUnion | candidatesOfBit(unit, second);
          if (popcount(secondUnion) > digits) continue;
          let firsts = eligible & (second - 1);
          while (firsts != 0) {
            const first = firsts & (0 - firsts);
            firsts &= firsts - 1;
            const union = secondUnion | candidatesOfBit(unit, first);
            if (popcount(union) != digits) continue;
            if (trySet(k, unit, first | second | third | fourthCells, union)) return true;
          }
        }
      }
    }
  }
  return false;
}

/** The wings of the set `cells` (positions in `unit`) whose candidates are `union`, k + 1 digits. True when the step list is full. */
function trySet(k: i32, unit: i32, cells: u32, union: u32): bool {
  if (unit < 2 * side && lineSetInOneBox(unit, cells)) return false;
  let biggest = 0;
  let setChanged = false;
  setUnit = unit;
  setCells = cells;
  setWord0 = 0;
  setWord1 = 0;
  setWord2 = 0;
  let reach0: u32 = 0;
  let reach1: u32 = 0;
  let reach2: u32 = 0;
  let rest = cells;
  while (rest != 0) {
    const member = unitCell(unit, trailingZeros(rest));
    rest &= rest - 1;
    if (cellChanged(member)) setChanged = true;
    const size = popcount(candidatesAt(member));
    if (size > biggest) biggest = size;
    setWord0 |= cellBit(member, 0);
    setWord1 |= cellBit(member, 1);
    setWord2 |= cellBit(member, 2);
    reach0 |= peerWord(member, 0);
    reach1 |= peerWord(member, 1);
    reach2 |= peerWord(member, 2);
  }
  // An unchanged set needs a changed pincer, and no changed cell is bivalue.
  if (!setChanged && !changedPincer) return false;
  const rating = rate(k, biggest);
  for (let word = 0; word < 3; word++) {
    let pincers = bivalueWord(word) & ~setWord(word) & (word == 0 ? reach0 : word == 1 ? reach1 : reach2);
    while (pincers != 0) {
      const pincer = word * CELLS_PER_WORD + trailingZeros(pincers);
      pincers &= pincers - 1;
      if (!setChanged && !cellChanged(pincer)) continue;
      const pair = candidatesAt(pincer);
      if ((pair & ~union) != 0) continue;
      const low = pair & (0 - pair);
      const high = pair & ~low;
      const lowRestricted = restricted(pincer, low);
      const highRestricted = restricted(pincer, high);
      if (!lowRestricted && !highRestricted) continue;
      const doubly = lowRestricted && highRestricted;
      const xBit = lowRestricted ? low : high;
      const zBit = lowRestricted ? high : low;
      const count = eliminations(pincer, xBit, zBit, union, doubly, false);
      if (count == 0 || !writeInstance(rating, count)) continue;
      beginStep(k == 3 ? T_WXYZ_WING : T_VWXYZ_WING, rating);
      addPatternUnit(unit);
      addPatternDigits(union);
      for (let i = 0; i < side; i++) if ((cells & (<u32>1 << <u32>i)) != 0) addPatternCell(unitCell(unit, i));
      addPatternCell(pincer);
      eliminations(pincer, xBit, zBit, union, doubly, true);
      if (endStep()) return true;
    }
  }
  return false;
}

function findBigWings(k: i32): bool {
  if (side != 9) return false;
  const key = k == 3 ? CLEAN_WXYZ_WING : CLEAN_VWXYZ_WING;
  if (!noteChanges(beginFreshSearch(key), k)) return false;
  collectBivalueCells();
  const stepsBefore = stepCount();
  beginInstancePasses();
  if (scan(k)) return true;
  if (anotherInstancePass() && scan(k)) return true;
  endFreshSearch(key);
  if (stepCount() == stepsBefore) {
    const snapshot = snapshotOf(k);
    for (let cell = 0; cell < 81; cell++) storeU32(snapshot + <usize>(cell << 2), candidatesAt(cell));
  }
  return false;
}

/** WXYZ-wings. True when the step list is full. */
export function findWXYZWings(): bool {
  return findBigWings(3);
}

/** VWXYZ-wings. True when the step list is full. */
export function findVWXYZWings(): bool {
  return findBigWings(4);
}
