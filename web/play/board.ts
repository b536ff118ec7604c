/**
 * The geometry of a play grid: side, boxes, peers, the digit symbols and the
 * "r4c7" names the hints and messages use. Plain data, no DOM.
 */
import { SYMBOLS } from '../../src/grid.js';

/** The sizes the play page offers. */
export const PLAY_SIDES = [4, 9, 16] as const;

/** One of the sizes the play page offers. */
export type PlaySide = (typeof PLAY_SIDES)[number];

/** Row, column and box of every cell, and every cell's peers, for one side. */
export interface Board {
  side: number;
  /** side × side. */
  cellCount: number;
  /** Box height and width (equal: every offered side is a square). */
  boxSide: number;
  /** All digits as a bit mask: bit d-1 for digit d. */
  allDigits: number;
  /** peers[cell]: the other cells of its row, column and box. */
  peers: readonly (readonly number[])[];
}

const boards = new Map<number, Board>();

/** True for 4, 9 and 16. */
export function isPlaySide(side: number): side is PlaySide {
  return (PLAY_SIDES as readonly number[]).includes(side);
}

/** The board of `side` (made once, then shared). */
export function boardOf(side: number): Board {
  const known = boards.get(side);
  if (known !== undefined) return known;
  const boxSide = Math.round(Math.sqrt(side));
  if (!isPlaySide(side)) throw new Error(`the play page has no ${side}×${side} grid`);
  const cellCount = side * side;
  const peers: number[][] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const row = Math.floor(cell / side);
    const column = cell % side;
    const set = new Set<number>();
    for (let k = 0; k < side; k++) {
      set.add(row * side + k);
      set.add(k * side + column);
    }
    const top = row - (row % boxSide);
    const left = column - (column % boxSide);
    for (let r = top; r < top + boxSide; r++) for (let c = left; c < left + boxSide; c++) set.add(r * side + c);
    set.delete(cell);
    peers.push([...set].sort((a, b) => a - b));
  }
  const board: Board = { side, cellCount, boxSide, allDigits: (1 << side) - 1, peers };
  boards.set(side, board);
  return board;
}

/** `r4c7`: the cell's 1-based row and column, as hints write them. */
export function cellName(cell: number, side: number): string {
  return `r${Math.floor(cell / side) + 1}c${(cell % side) + 1}`;
}

/** The symbol of digit `digit` (1 → "1", 10 → "A"), or "" for 0. */
export function symbolOf(digit: number): string {
  return digit === 0 ? '' : (SYMBOLS[digit - 1] ?? '?');
}

/** The digit a key stands for on a `side` grid (a-g too), or 0. */
export function digitOfKey(key: string, side: number): number {
  if (key.length !== 1) return 0;
  const digit = SYMBOLS.indexOf(key.toUpperCase()) + 1;
  return digit >= 1 && digit <= side ? digit : 0;
}

/** The digits set in `mask`, ascending. */
export function digitsOf(mask: number): number[] {
  const digits: number[] = [];
  for (let d = 1; mask >>> (d - 1) !== 0; d++) if ((mask >>> (d - 1)) & 1) digits.push(d);
  return digits;
}

/** The bit of digit `digit` in a candidate mask. */
export function bitOf(digit: number): number {
  return 1 << (digit - 1);
}

/**
 * The digits still possible in each cell by the rules alone: every digit
 * but those of the cell's peers (0 for a filled cell).
 */
export function candidatesOf(values: ArrayLike<number>, side: number): number[] {
  const board = boardOf(side);
  const masks: number[] = new Array<number>(board.cellCount).fill(0);
  for (let cell = 0; cell < board.cellCount; cell++) {
    if (values[cell] !== 0) continue;
    let mask = board.allDigits;
    for (const peer of board.peers[cell] ?? []) {
      const value = values[peer] ?? 0;
      if (value !== 0) mask &= ~bitOf(value);
    }
    masks[cell] = mask;
  }
  return masks;
}
