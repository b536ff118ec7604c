/**
 * The boards the logic API takes ("states"), parsed and checked by one
 * function, and written into the logic engine's input region:
 * - a puzzle in any form `parse` reads (candidates follow from the givens);
 * - the pencil-mark form: N characters per cell (729 for 9×9, 64 for 4×4,
 *   4096 for 16×16), each a candidate symbol or '.'/'0'; a cell with one
 *   symbol is a placed digit;
 * - `{ cells, candidates, puzzle? }`: digits (0 = empty) and, per empty
 *   cell, its candidate digits; optionally the puzzle the position was
 *   played from, so that an unsolvable position can name its wrong digits.
 */
import { SudokuError } from '../errors.js';
import { parse, SYMBOL_VALUE, type Puzzle } from '../grid.js';
import { findClash, clashError } from '../validate.js';
import { isSide } from '../engine.js';
import type { LogicViews } from './abi.js';

/** A board with candidates already removed. */
export interface CandidateState {
  /** N×N digits, row by row; 0 = empty. */
  cells: ArrayLike<number>;
  /** Per cell, its candidate digits (ignored for placed cells). */
  candidates: ArrayLike<ArrayLike<number>>;
  /**
   * The puzzle this position was played from, in any form `parse` reads,
   * same size. Optional; used only when the position cannot be completed:
   * a placed digit alone can make a position unsolvable without clashing
   * with anything, and only the puzzle's own solution tells which one it is
   * (the answer then names it). Its givens must not clash.
   */
  puzzle?: Puzzle;
}

/** What the logic API accepts as a board. */
export type LogicState = Puzzle | CandidateState;

/** A checked board: side, digits and (when given) candidate masks. */
export interface ParsedState {
  side: number;
  cells: Uint8Array;
  /** Candidate masks (bit d-1 = digit d), or null to derive them from the digits. */
  masks: Uint32Array | null;
  /** The cells of the puzzle the position was played from, when the state gave it. */
  puzzle: Uint8Array | null;
}

const PENCIL_SIDES = new Map([
  [64, 4],
  [729, 9],
  [4096, 16],
]);

/** 1-based row/column place of a cell. */
function placeOf(cell: number, side: number): { row: number; column: number; cell: number } {
  return { row: Math.floor(cell / side) + 1, column: (cell % side) + 1, cell };
}

/** Parses the pencil-mark form (whitespace ignored). */
function parsePencilMarks(text: string, side: number): ParsedState {
  const cells = new Uint8Array(side * side);
  const masks = new Uint32Array(side * side);
  for (let cell = 0; cell < side * side; cell++) {
    let mask = 0;
    for (let k = 0; k < side; k++) {
      const ch = text.charCodeAt(cell * side + k);
      if (ch === 46 || ch === 48) continue; // '.' or '0'
      const digit = ch < 128 ? (SYMBOL_VALUE[ch] ?? -1) : -1;
      if (digit < 1 || digit > side) {
        throw new SudokuError('BAD_SYMBOL', `bad symbol '${text[cell * side + k]}' in the candidates`, placeOf(cell, side));
      }
      mask |= 1 << (digit - 1);
    }
    if (mask === 0) throw new SudokuError('NO_CANDIDATE', 'empty cell with no candidate left', placeOf(cell, side));
    if ((mask & (mask - 1)) === 0) {
      cells[cell] = 31 - Math.clz32(mask) + 1;
    } else {
      masks[cell] = mask;
    }
  }
  return { side, cells, masks, puzzle: null };
}

/** Most entries a cell's candidate list may have: enough for a list that repeats digits, bounded so a hostile length cannot hang the parse. */
const MAX_CANDIDATE_LIST = 1024;

/** The length of an array-like (an array, a typed array, `{ length }`), or null for anything else. */
function arrayLikeLength(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const length = (value as { length?: unknown }).length;
  return typeof length === 'number' && Number.isInteger(length) && length >= 0 ? length : null;
}

/** Checks `{ cells, candidates }`: arrays of the wrong kind are a SudokuError like any other malformed state, never a TypeError. */
function parseCandidateState(state: CandidateState): ParsedState {
  const count = arrayLikeLength(state.cells);
  const listCount = arrayLikeLength(state.candidates);
  if (count === null || listCount === null) {
    throw new SudokuError('BAD_SHAPE', 'a state\'s cells and candidates must be arrays (one entry per cell)');
  }
  const side = Math.round(Math.sqrt(count));
  if (side * side !== count || !isSide(side) || listCount !== count) {
    throw new SudokuError('BAD_LENGTH', `a state needs N×N cells and as many candidate lists (got ${count} and ${listCount})`);
  }
  const cells = new Uint8Array(count);
  const masks = new Uint32Array(count);
  for (let cell = 0; cell < count; cell++) {
    const digit = state.cells[cell] ?? 0;
    if (!Number.isInteger(digit) || digit < 0 || digit > side) {
      throw new SudokuError('BAD_SYMBOL', `bad digit ${String(digit)}`, placeOf(cell, side));
    }
    cells[cell] = digit;
    if (digit !== 0) continue;
    const list = state.candidates[cell];
    const length = list === undefined || list === null ? 0 : arrayLikeLength(list);
    if (length === null || length > MAX_CANDIDATE_LIST) {
      throw new SudokuError('BAD_SHAPE', 'a cell\'s candidates must be an array of digits', placeOf(cell, side));
    }
    let mask = 0;
    for (let k = 0; k < length; k++) {
      const candidate = (list as ArrayLike<number>)[k];
      if (!Number.isInteger(candidate) || (candidate as number) < 1 || (candidate as number) > side) {
        throw new SudokuError('BAD_SYMBOL', `bad candidate ${String(candidate)}`, placeOf(cell, side));
      }
      mask |= 1 << ((candidate as number) - 1);
    }
    if (mask === 0) throw new SudokuError('NO_CANDIDATE', 'empty cell with no candidate left', placeOf(cell, side));
    masks[cell] = mask;
  }
  return { side, cells, masks, puzzle: state.puzzle === undefined ? null : parseOriginal(state.puzzle, side) };
}

/** Checks the puzzle a `{ cells, candidates }` state names as its origin. */
function parseOriginal(puzzle: Puzzle, side: number): Uint8Array {
  const grid = parse(puzzle);
  if (grid.side !== side) {
    throw new SudokuError('BAD_SIZE', `the state's puzzle is ${grid.side}×${grid.side}, the state ${side}×${side}`);
  }
  const clash = findClash(grid.cells, side);
  if (clash !== null) throw clashError(clash);
  return grid.cells;
}

/** Refuses a placed digit that is still a candidate of a peer (and clashing digits). */
function checkPeers(state: ParsedState): void {
  const clash = findClash(state.cells, state.side);
  if (clash !== null) throw clashError(clash);
  const { side, cells, masks } = state;
  if (masks === null) return;
  const box = Math.round(Math.sqrt(side));
  for (let cell = 0; cell < side * side; cell++) {
    const digit = cells[cell] ?? 0;
    if (digit === 0) continue;
    const bit = 1 << (digit - 1);
    const row = Math.floor(cell / side);
    const column = cell % side;
    for (let other = 0; other < side * side; other++) {
      if ((cells[other] ?? 0) !== 0 || ((masks[other] ?? 0) & bit) === 0) continue;
      const r = Math.floor(other / side);
      const c = other % side;
      const sameBox = Math.floor(r / box) === Math.floor(row / box) && Math.floor(c / box) === Math.floor(column / box);
      if (r === row || c === column || sameBox) {
        throw new SudokuError(
          'PLACED_CANDIDATE',
          `candidate ${digit} is placed at r${row + 1}c${column + 1} and still a candidate of r${r + 1}c${c + 1}`,
          placeOf(other, side),
        );
      }
    }
  }
}

/**
 * Parses and checks a state.
 * @throws SudokuError BAD_LENGTH, BAD_SYMBOL, … (as `parse`), NO_CANDIDATE,
 *   PLACED_CANDIDATE or DUPLICATE_GIVEN, naming the cell (also for the
 *   state's `puzzle`; BAD_SIZE when that puzzle's size differs)
 */
export function parseState(input: LogicState): ParsedState {
  let state: ParsedState;
  if (typeof input === 'string') {
    const compact = input.replace(/\s+/g, '');
    const pencilSide = PENCIL_SIDES.get(compact.length);
    state = pencilSide !== undefined ? parsePencilMarks(compact, pencilSide) : fromPuzzle(input);
  } else if (input instanceof Uint8Array || Array.isArray(input)) {
    state = fromPuzzle(input as Puzzle);
  } else if (typeof input === 'object' && input !== null && 'cells' in input && 'candidates' in input) {
    state = parseCandidateState(input);
  } else {
    throw new SudokuError('BAD_SHAPE', 'a state is a puzzle, a pencil-mark string or { cells, candidates }');
  }
  checkPeers(state);
  return state;
}

function fromPuzzle(input: Puzzle): ParsedState {
  const grid = parse(input);
  return { side: grid.side, cells: grid.cells, masks: null, puzzle: null };
}

/** Writes a checked state into the logic engine and loads it. */
export function loadState(views: LogicViews, state: ParsedState): void {
  views.values.set(state.cells);
  if (state.masks !== null) views.candidates.set(state.masks);
  if (views.abi.logicLoad(state.side, state.masks === null ? 0 : 1) !== 1) {
    throw new SudokuError('BAD_SIZE', `the logic engine takes 4×4, 9×9, 16×16 and 25×25 grids, not ${state.side}×${state.side}`);
  }
}
