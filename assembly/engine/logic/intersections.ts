/**
 * Locked candidates, in Sukaku Explainer's order (its Locking producer):
 * region pairs (box→column), (box→row), (column→box), (row→box); digits
 * ascending; first regions, then second regions, by index.
 * - pointing (2.6): a box's candidates of d all lie in one line: the rest of
 *   the line loses d; claiming (2.8): a line's all lie in one box.
 * - direct pointing (1.7) / direct claiming (1.9): the same lock leaves d
 *   one place in another region of the first kind: SE places that digit
 *   (and applies nothing else).
 * Position masks (positions.ts) make each test a mask operation: inside a
 * box, bit i = the i-th cell row-major; inside a line, bit i = the i-th cell.
 */
import { addElimination, addPatternCell, addPatternDigit, addPatternUnit, addPlacement, beginStep, endStep } from "./step";
import { boxSide, side, unitCell } from "./state";
import { popcount, trailingZeros } from "../../target/bits";
import { positionsOf } from "./positions";
import { T_CLAIMING, T_DIRECT_CLAIMING, T_DIRECT_POINTING, T_POINTING } from "./techniques";
import { SPEED_CODE } from "../../target/build-goal";
import { beginFreshSearch, CLEAN_DIRECT_LOCKING, CLEAN_LOCKING, changedSince, digitsChangedSince, endFreshSearch } from "./freshness";

/** Cells of row `r` of a box (0..B-1), as a box position mask. */
function boxRowMask(r: i32): u32 {
  return ((<u32>1 << <u32>boxSide) - 1) << <u32>(r * boxSide);
}

/** Cells of column `c` of a box, as a box position mask. */
function boxColumnMask(c: i32): u32 {
  let mask: u32 = 0;
  for (let r = 0; r < boxSide; r++) mask |= <u32>1 << <u32>(r * boxSide + c);
  return mask;
}

/** Cells of a line inside its k-th box (segment k), as a line position mask. */
function segmentMask(k: i32): u32 {
  return ((<u32>1 << <u32>boxSide) - 1) << <u32>(k * boxSide);
}

/** Adds the locked cells: the cells of `unit` at `positions`. */
function addCells(unit: i32, positions: u32): void {
  let rest = positions;
  while (rest != 0) {
    addPatternCell(unitCell(unit, trailingZeros(rest)));
    rest &= rest - 1;
  }
}

/** Emits a pointing/claiming step: `first` locks d into `second`; `second` loses d at `victims` (positions in second). */
function lockStep(fromBox: bool, first: i32, second: i32, lockedInFirst: u32, victims: u32, digit: i32): bool {
  if (victims == 0) return false;
  beginStep(fromBox ? T_POINTING : T_CLAIMING, fromBox ? 26 : 28);
  addPatternUnit(first);
  addPatternUnit(second);
  addPatternDigit(digit);
  addCells(first, lockedInFirst);
  let rest = victims;
  while (rest != 0) {
    addElimination(unitCell(second, trailingZeros(rest)), digit);
    rest &= rest - 1;
  }
  return endStep();
}

/** Emits a direct step: the lock leaves d one place (`left`, positions in `third`). */
function directStep(fromBox: bool, first: i32, second: i32, third: i32, lockedInFirst: u32, left: u32, digit: i32): bool {
  const target = unitCell(third, trailingZeros(left));
  beginStep(fromBox ? T_DIRECT_POINTING : T_DIRECT_CLAIMING, fromBox ? 17 : 19);
  addPatternUnit(first);
  addPatternUnit(second);
  addPatternUnit(third);
  addPatternDigit(digit);
  addCells(first, lockedInFirst);
  addPatternCell(target);
  addPlacement(target, digit);
  return endStep();
}

/** Box → line passes over the digits of `digits`: `toColumns` picks (box, column), else (box, row). */
function boxPass(toColumns: bool, direct: bool, digits: u32): bool {
  for (let digit = 1; digit <= side; digit++) {
    if ((digits & (<u32>1 << <u32>(digit - 1))) == 0) continue;
    for (let b = 0; b < side; b++) {
      const box = 2 * side + b;
      const positions = positionsOf(box, digit);
      if (popcount(positions) < 2) continue;
      const band = (b / boxSide) | 0;
      const stack = b % boxSide;
      // Only the line through its first place can hold them all.
      const first = trailingZeros(positions);
      const k = toColumns ? first % boxSide : (first / boxSide) | 0;
      const inLine = toColumns ? boxColumnMask(k) : boxRowMask(k);
      if ((positions & ~inLine) == 0) {
        const line = toColumns ? side + stack * boxSide + k : band * boxSide + k;
        const lineSegment = segmentMask(toColumns ? band : stack);
        if (!direct) {
          if (lockStep(true, box, line, positions, positionsOf(line, digit) & ~lineSegment, digit)) return true;
          continue;
        }
        for (let j = 0; j < boxSide; j++) {
          const b3 = toColumns ? j * boxSide + stack : band * boxSide + j;
          if (b3 == b) continue;
          const third = 2 * side + b3;
          const positions3 = positionsOf(third, digit);
          if (popcount(positions3) < 2) continue;
          const left = positions3 & ~inLine;
          if (popcount(left) == 1 && directStep(true, box, line, third, positions, left, digit)) return true;
        }
      }
    }
  }
  return false;
}

/** Line → box passes over the digits of `digits`: `fromColumns` picks (column, box), else (row, box). */
function linePass(fromColumns: bool, direct: bool, digits: u32): bool {
  for (let digit = 1; digit <= side; digit++) {
    if ((digits & (<u32>1 << <u32>(digit - 1))) == 0) continue;
    for (let index = 0; index < side; index++) {
      const line = fromColumns ? side + index : index;
      const positions = positionsOf(line, digit);
      if (popcount(positions) < 2) continue;
      const lineBlock = (index / boxSide) | 0; // the stack (columns) or band (rows) of the line
      const within = index % boxSide;
      // Only the segment of its first place can hold them all.
      const k = (trailingZeros(positions) / boxSide) | 0;
      if ((positions & ~segmentMask(k)) == 0) {
        const b = fromColumns ? k * boxSide + lineBlock : lineBlock * boxSide + k;
        const box = 2 * side + b;
        const inBox = fromColumns ? boxColumnMask(within) : boxRowMask(within);
        if (!direct) {
          if (lockStep(false, line, box, positions, positionsOf(box, digit) & ~inBox, digit)) return true;
          continue;
        }
        for (let j = 0; j < boxSide; j++) {
          const other = lineBlock * boxSide + j;
          if (other == index) continue;
          const third = fromColumns ? side + other : other;
          const positions3 = positionsOf(third, digit);
          if (popcount(positions3) < 2) continue;
          const left = positions3 & ~segmentMask(k);
          if (popcount(left) == 1 && directStep(false, line, box, third, positions, left, digit)) return true;
        }
      }
    }
  }
  return false;
}

/**
 * boxPass on a 9×9 board: the same instances in the same order, with the
 * box side a constant, so that no integer division is left on the path of
 * a (digit, box) that locks nothing (most of the walk's searches).
 */
function boxPass9(toColumns: bool, direct: bool, digits: u32): bool {
  for (let digit = 1; digit <= 9; digit++) {
    if ((digits & (<u32>1 << <u32>(digit - 1))) == 0) continue;
    for (let b = 0; b < 9; b++) {
      const box = 18 + b;
      const positions = positionsOf(box, digit);
      if (popcount(positions) < 2) continue;
      // Only the line through its first place can hold them all.
      const first = trailingZeros(positions);
      const k = toColumns ? first % 3 : (first / 3) | 0;
      const inLine: u32 = toColumns ? <u32>0x49 << <u32>k : <u32>7 << <u32>(3 * k);
      if ((positions & ~inLine) != 0) continue;
      const band = (b / 3) | 0;
      const stack = b - 3 * band;
      const line = toColumns ? 9 + stack * 3 + k : band * 3 + k;
      if (!direct) {
        const lineSegment: u32 = <u32>7 << <u32>(3 * (toColumns ? band : stack));
        if (lockStep(true, box, line, positions, positionsOf(line, digit) & ~lineSegment, digit)) return true;
        continue;
      }
      for (let j = 0; j < 3; j++) {
        const b3 = toColumns ? j * 3 + stack : band * 3 + j;
        if (b3 == b) continue;
        const third = 18 + b3;
        const positions3 = positionsOf(third, digit);
        if (popcount(positions3) < 2) continue;
        const left = positions3 & ~inLine;
        if (popcount(left) == 1 && directStep(true, box, line, third, positions, left, digit)) return true;
      }
    }
  }
  return false;
}

/** linePass on a 9×9 board, as boxPass9 is boxPass. */
function linePass9(fromColumns: bool, direct: bool, digits: u32): bool {
  for (let digit = 1; digit <= 9; digit++) {
    if ((digits & (<u32>1 << <u32>(digit - 1))) == 0) continue;
    for (let index = 0; index < 9; index++) {
      const line = fromColumns ? 9 + index : index;
      const positions = positionsOf(line, digit);
      if (popcount(positions) < 2) continue;
      // Only the segment of its first place can hold them all.
      const k = (trailingZeros(positions) / 3) | 0;
      const segment: u32 = <u32>7 << <u32>(3 * k);
      if ((positions & ~segment) != 0) continue;
      const lineBlock = (index / 3) | 0; // the stack (columns) or band (rows) of the line
      const within = index - 3 * lineBlock;
      const box = 18 + (fromColumns ? k * 3 + lineBlock : lineBlock * 3 + k);
      if (!direct) {
        const inBox: u32 = fromColumns ? <u32>0x49 << <u32>within : <u32>7 << <u32>(3 * within);
        if (lockStep(false, line, box, positions, positionsOf(box, digit) & ~inBox, digit)) return true;
        continue;
      }
      for (let j = 0; j < 3; j++) {
        const other = lineBlock * 3 + j;
        if (other == index) continue;
        const third = fromColumns ? 9 + other : other;
        const positions3 = positionsOf(third, digit);
        if (popcount(positions3) < 2) continue;
        const left = positions3 & ~segment;
        if (popcount(left) == 1 && directStep(false, line, box, third, positions, left, digit)) return true;
      }
    }
  }
  return false;
}

/**
 * The four passes of SE's order (box→column, box→row, column→box, row→box)
 * over `digits`; true when the step list is full. (The page's size builds
 * leave the 9×9 copies out: same steps, a little slower.)
 */
function lockingPasses(direct: bool, digits: u32): bool {
  if (SPEED_CODE && side == 9) return boxPass9(true, direct, digits) || boxPass9(false, direct, digits) || linePass9(true, direct, digits) || linePass9(false, direct, digits);
  return boxPass(true, direct, digits) || boxPass(false, direct, digits) || linePass(true, direct, digits) || linePass(false, direct, digits);
}

/**
 * Direct pointing and direct claiming. True when the step list is full.
 * Each instance is about one digit: digits unchanged since the last search
 * that found nothing are skipped (freshness.ts).
 */
export function findDirectLocking(): bool {
  const mark = beginFreshSearch(CLEAN_DIRECT_LOCKING);
  if (!changedSince(mark)) return false;
  const digits = digitsChangedSince(mark);
  if (lockingPasses(true, digits)) return true;
  endFreshSearch(CLEAN_DIRECT_LOCKING);
  return false;
}

/** Pointing and claiming. True when the step list is full. Digits skipped as in findDirectLocking. */
export function findLocking(): bool {
  const mark = beginFreshSearch(CLEAN_LOCKING);
  if (!changedSince(mark)) return false;
  const digits = digitsChangedSince(mark);
  if (lockingPasses(false, digits)) return true;
  endFreshSearch(CLEAN_LOCKING);
  return false;
}
