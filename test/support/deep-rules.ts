/**
 * The rules an inner chain one level deeper propagates with, for the chain
 * oracle (chain-oracle.ts), written from the rules of the game and not from
 * the engine: on candidate masks (a mask a cell, bit d-1 for digit d; a cell
 * of one bit is solved), what the advanced rules of dynamic forcing chains
 * (+) remove (locked candidates, naked and hidden pairs, X-wings), and
 * whether a static chain of strong and weak links from a candidate meets a
 * contradiction (what the forcing chains & cycles inside a nested chain of
 * level 2 remove: a forcing chain from X reaches "X off", a cycle's
 * removal Z, once on, turns off both ends of one of its strong links).
 */
import { arePeers, bit } from './player-board.js';

const CELLS = Array.from({ length: 81 }, (_, cell) => cell);
const rowOf = (cell: number): number => Math.floor(cell / 9);
const columnOf = (cell: number): number => cell % 9;
const boxOf = (cell: number): number => Math.floor(rowOf(cell) / 3) * 3 + Math.floor(columnOf(cell) / 3);
const ROWS = Array.from({ length: 9 }, (_, i) => CELLS.filter((cell) => rowOf(cell) === i));
const COLUMNS = Array.from({ length: 9 }, (_, i) => CELLS.filter((cell) => columnOf(cell) === i));
const BOXES = Array.from({ length: 9 }, (_, i) => CELLS.filter((cell) => boxOf(cell) === i));
const UNITS = [...ROWS, ...COLUMNS, ...BOXES];
const PEERS = CELLS.map((cell) => CELLS.filter((other) => arePeers(cell, other)));
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

const open = (masks: number[], cell: number): boolean => {
  const mask = masks[cell] ?? 0;
  return (mask & (mask - 1)) !== 0;
};
/** The open cells of `cells` that hold `digit`. */
const placesOf = (masks: number[], cells: number[], digit: number): number[] =>
  cells.filter((cell) => open(masks, cell) && ((masks[cell] ?? 0) & bit(digit)) !== 0);
const solvedIn = (masks: number[], cells: number[], digit: number): boolean => cells.some((cell) => masks[cell] === bit(digit));

/** The candidates (cell × 9 + digit − 1) the advanced rules of (+) chains remove from `masks`, each rule applied to the same masks. */
export function advancedRemovals(masks: number[]): Set<number> {
  const gone = new Set<number>();
  const remove = (cells: number[], digit: number): void => {
    for (const cell of cells) if (open(masks, cell) && ((masks[cell] ?? 0) & bit(digit)) !== 0) gone.add(cell * 9 + digit - 1);
  };
  for (const digit of DIGITS) {
    // Locked candidates: a digit's places in one unit all in another unit leave the rest of that unit.
    for (const unit of UNITS) {
      if (solvedIn(masks, unit, digit)) continue;
      const places = placesOf(masks, unit, digit);
      if (places.length < 2) continue;
      for (const other of UNITS) {
        if (other !== unit && places.every((cell) => other.includes(cell))) remove(other.filter((cell) => !unit.includes(cell)), digit);
      }
    }
    // X-wing: two lines whose places of the digit are in the same two cross lines.
    for (const [lines, crosses] of [
      [ROWS, COLUMNS],
      [COLUMNS, ROWS],
    ] as const) {
      const spots = lines.map((line) => placesOf(masks, line, digit).map((cell) => crosses.findIndex((cross) => cross.includes(cell))));
      for (let a = 0; a < 9; a++) {
        for (let b = a + 1; b < 9; b++) {
          const [sa, sb] = [spots[a] ?? [], spots[b] ?? []];
          if (sa.length !== 2 || sa.join() !== sb.join()) continue;
          for (const index of sa) remove((crosses[index] ?? []).filter((cell) => !(lines[a] ?? []).includes(cell) && !(lines[b] ?? []).includes(cell)), digit);
        }
      }
    }
  }
  for (const unit of UNITS) {
    // Naked pair: two cells of the same two candidates take them from the unit.
    const pairs = unit.filter((cell) => DIGITS.filter((digit) => ((masks[cell] ?? 0) & bit(digit)) !== 0).length === 2);
    for (const a of pairs) {
      for (const b of pairs) {
        if (a < b && masks[a] === masks[b]) for (const digit of DIGITS) if (((masks[a] ?? 0) & bit(digit)) !== 0) remove(unit.filter((cell) => cell !== a && cell !== b), digit);
      }
    }
    // Hidden pair: two digits with the same two places leave those cells no other digit.
    for (const d1 of DIGITS) {
      for (const d2 of DIGITS) {
        if (d2 <= d1) continue;
        const [p1, p2] = [placesOf(masks, unit, d1), placesOf(masks, unit, d2)];
        if (p1.length !== 2 || p1.join() !== p2.join() || solvedIn(masks, unit, d1) || solvedIn(masks, unit, d2)) continue;
        for (const digit of DIGITS) if (digit !== d1 && digit !== d2) remove(p1, digit);
      }
    }
  }
  return gone;
}

/**
 * Whether assuming `digit` in `cell` on `masks` meets a contradiction by a
 * static chain: "on" turns off its cell's other candidates and its digit in
 * the peers; "off" turns on the other candidate of a cell of two, and the
 * other place of a digit with two places in a unit; a contradiction is a
 * candidate both on and off.
 */
export function staticChainRefutes(masks: number[], cell: number, digit: number): boolean {
  const on = new Set<number>();
  const off = new Set<number>();
  const queue: [number, boolean][] = [[cell * 9 + digit - 1, true]];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const [id, isOn] = next;
    if ((isOn ? off : on).has(id)) return true;
    if ((isOn ? on : off).has(id)) continue;
    (isOn ? on : off).add(id);
    const at = Math.floor(id / 9);
    const d = (id % 9) + 1;
    const mask = masks[at] ?? 0;
    if (isOn) {
      for (const other of DIGITS) if (other !== d && (mask & bit(other)) !== 0) queue.push([at * 9 + other - 1, false]);
      for (const peer of PEERS[at] ?? []) if (((masks[peer] ?? 0) & bit(d)) !== 0) queue.push([peer * 9 + d - 1, false]);
      continue;
    }
    const rest = DIGITS.filter((other) => other !== d && (mask & bit(other)) !== 0);
    if (rest.length === 1) queue.push([at * 9 + (rest[0] as number) - 1, true]);
    for (const unit of UNITS) {
      if (!unit.includes(at)) continue;
      const places = unit.filter((other) => ((masks[other] ?? 0) & bit(d)) !== 0);
      const other = places.find((place) => place !== at);
      if (places.length === 2 && other !== undefined) queue.push([other * 9 + d - 1, true]);
    }
  }
  return false;
}
