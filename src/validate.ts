/**
 * The engine-free judge. Correctness is the rule of the game — every unit (row,
 * column, box) holds each digit at most once, and a solution holds each
 * exactly once — checked here with no search and no engine, so that tests can
 * judge both engines by something that is neither.
 */
import { SudokuError } from './errors.js';
import { parse, type Puzzle } from './grid.js';
import { isSide } from './sides.js';

/** A row, a column or a box. */
export type Unit = 'row' | 'column' | 'box';

/** A cell position: 1-based row and column, 0-based cell index. */
export interface CellPlace {
  row: number;
  column: number;
  cell: number;
}

/** Two givens with the same digit in one unit. */
export interface Clash extends CellPlace {
  /** The repeated digit. */
  digit: number;
  /** The unit they share. */
  unit: Unit;
  /** The earlier of the two givens (the reported place is the later one). */
  earlier: CellPlace;
}

function placeOf(cell: number, side: number): CellPlace {
  return { row: Math.floor(cell / side) + 1, column: (cell % side) + 1, cell };
}

/** Index of the box holding `cell` (boxes numbered row by row). */
function boxOf(cell: number, side: number, box: number): number {
  const r = Math.floor(cell / side);
  const c = cell % side;
  return Math.floor(r / box) * box + Math.floor(c / box);
}

/** Cell indices of unit `index` of kind `unit`, in order. */
function unitCells(unit: Unit, index: number, side: number): number[] {
  const box = Math.round(Math.sqrt(side));
  const cells: number[] = [];
  for (let k = 0; k < side; k++) {
    if (unit === 'row') cells.push(index * side + k);
    else if (unit === 'column') cells.push(k * side + index);
    else {
      const r = Math.floor(index / box) * box + Math.floor(k / box);
      const c = (index % box) * box + (k % box);
      cells.push(r * side + c);
    }
  }
  return cells;
}

/**
 * The first clash among the givens, scanning cells in order (checking the
 * row, then the column, then the box of each), or null if there is none.
 * Values above `side` are ignored here (the parser refuses them).
 * @param cells side*side values at `offset`; 0 = blank
 */
export function findClash(cells: ArrayLike<number>, side: number, offset = 0): Clash | null {
  // Checked because it is public: a bad argument is a RangeError naming it, not a TypeError from the scan.
  if (!isSide(side)) throw new RangeError(`findClash: side must be 4, 9, 16 or 25, got ${typeof side === 'number' ? side : typeof side}`);
  if (!Number.isInteger(offset) || offset < 0 || !hasCells(cells, offset + side * side)) {
    throw new RangeError(`findClash: cells must hold ${side * side} values from offset ${typeof offset === 'number' ? offset : typeof offset}`);
  }
  const units = unitTables(side);
  // One bitmask of seen digits per unit: bit d-1 for digit d (side ≤ 25 < 32).
  // Rows at [0, side), columns at [side, 2*side), boxes at [2*side, 3*side).
  const seen = SEEN.fill(0, 0, 3 * side);
  for (let cell = 0; cell < side * side; cell++) {
    const digit = cells[offset + cell] as number;
    if (digit === 0 || digit > side) continue;
    const bit = 1 << (digit - 1);
    const r = units.rowOf[cell] as number;
    const c = side + (units.columnOf[cell] as number);
    const b = 2 * side + (units.boxOf[cell] as number);
    if ((((seen[r] as number) | (seen[c] as number) | (seen[b] as number)) & bit) !== 0) {
      const unit: Unit = (seen[r] as number) & bit ? 'row' : (seen[c] as number) & bit ? 'column' : 'box';
      const index = unit === 'row' ? r : unit === 'column' ? c - side : b - 2 * side;
      const earlier = unitCells(unit, index, side).find((k) => k !== cell && cells[offset + k] === digit);
      return { ...placeOf(cell, side), digit, unit, earlier: placeOf(earlier ?? cell, side) };
    }
    seen[r] = (seen[r] as number) | bit;
    seen[c] = (seen[c] as number) | bit;
    seen[b] = (seen[b] as number) | bit;
  }
  return null;
}

/** Scratch masks for findClash (3 units × up to 25), reused: it runs once per puzzle solved. */
const SEEN = new Int32Array(3 * 25);

/** Row, column and box index of each cell, for one side. */
interface UnitTables {
  rowOf: Uint8Array;
  columnOf: Uint8Array;
  boxOf: Uint8Array;
}

const unitTableCache = new Map<number, UnitTables>();

function unitTables(side: number): UnitTables {
  let tables = unitTableCache.get(side);
  if (tables === undefined) {
    const box = Math.round(Math.sqrt(side));
    const n = side * side;
    tables = { rowOf: new Uint8Array(n), columnOf: new Uint8Array(n), boxOf: new Uint8Array(n) };
    for (let cell = 0; cell < n; cell++) {
      tables.rowOf[cell] = Math.floor(cell / side);
      tables.columnOf[cell] = cell % side;
      tables.boxOf[cell] = boxOf(cell, side, box);
    }
    unitTableCache.set(side, tables);
  }
  return tables;
}

/** The clash as a `SudokuError` (code DUPLICATE_GIVEN, placed at the later given). */
export function clashError(clash: Clash): SudokuError {
  const unitIndex = clash.unit === 'row' ? clash.row : clash.unit === 'column' ? clash.column : undefined;
  const unitName = unitIndex === undefined ? 'its box' : `${clash.unit} ${unitIndex}`;
  const what = `digit ${clash.digit} is given twice in ${unitName} ` +
    `(also at row ${clash.earlier.row}, column ${clash.earlier.column})`;
  return new SudokuError(
    'DUPLICATE_GIVEN',
    what,
    { row: clash.row, column: clash.column, cell: clash.cell },
    { digit: clash.digit, unit: clash.unit, other: clash.earlier },
  );
}

/**
 * Why `solution` is not a solution of `puzzle`, in words, or null when it is:
 * complete, every unit a permutation of 1..side, every given kept.
 */
export function solutionProblem(puzzle: ArrayLike<number>, solution: ArrayLike<number>, side: number): string | null {
  if (typeof side !== 'number') return `side ${typeof side} is not a number`;
  const n = side * side;
  const box = Math.round(Math.sqrt(side));
  if (box * box !== side) return `side ${side} is not a square`;
  if (!hasCells(puzzle, n) || !hasCells(solution, n)) return `expected ${n} cells`;
  for (let cell = 0; cell < n; cell++) {
    const v = solution[cell] as number;
    const { row, column } = placeOf(cell, side);
    if (!Number.isInteger(v) || v < 1 || v > side) return `cell ${cell} (row ${row}, column ${column}) holds ${typeof v === 'number' ? v : typeof v}`;
    const given = puzzle[cell] as number;
    if (given !== 0 && given !== v) return `given ${given} at row ${row}, column ${column} became ${v}`;
  }
  const all = side === 32 ? -1 : (1 << side) - 1;
  for (const unit of ['row', 'column', 'box'] as const) {
    for (let index = 0; index < side; index++) {
      let seen = 0;
      for (const cell of unitCells(unit, index, side)) seen |= 1 << ((solution[cell] as number) - 1);
      if (seen !== all) return `${unit} ${index + 1} is not a permutation of 1..${side}`;
    }
  }
  return null;
}

/** True when `value` is array-like with at least `count` entries. */
function hasCells(value: unknown, count: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const length = (value as { length?: unknown }).length;
  return typeof length === 'number' && length >= count;
}

/** True when `solution` solves `puzzle` (see {@link solutionProblem}). */
export function isValidSolution(puzzle: ArrayLike<number>, solution: ArrayLike<number>, side: number): boolean {
  return solutionProblem(puzzle, solution, side) === null;
}

/**
 * Outcome of {@link validate}, a union on `valid`: a well-formed puzzle with no
 * clashing givens has its side; any other has the reason, and its side when
 * it parsed (a clash).
 */
export type Validation =
  | { valid: true; side: number }
  | {
      valid: false;
      /** The grid side, when the input parsed (a clash, not a malformed puzzle). */
      side?: number;
      /** Why not: a parse error (BAD_*, EMPTY_INPUT) or the clash (DUPLICATE_GIVEN). */
      error: SudokuError;
    };

/**
 * Checks a puzzle without solving it: it must parse and its givens must not
 * clash. It does not say whether a solution exists (that needs search). Never
 * throws for bad puzzles; the reason is in `error`.
 */
export function validate(puzzle: Puzzle): Validation {
  let grid;
  try {
    grid = parse(puzzle);
  } catch (error) {
    if (error instanceof SudokuError) return { valid: false, error };
    throw error;
  }
  const clash = findClash(grid.cells, grid.side);
  if (clash !== null) return { valid: false, side: grid.side, error: clashError(clash) };
  return { valid: true, side: grid.side };
}
