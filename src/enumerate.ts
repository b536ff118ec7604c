/**
 * Lists every solution of a puzzle, lazily, using the engine only as an
 * oracle that finds *a* solution (limit 1). No engine has to know how to
 * resume a search.
 *
 * Partition after each solution: once S solves problem P, every other
 * solution T of P differs from S first at some blank b_i of P (blanks in cell
 * order). So the rest of P's solutions split into disjoint sub-problems
 *
 *     child(i, d) = P + S on b_0..b_{i-1} + digit d at b_i,   d ≠ S[b_i]
 *
 * and each is solved the same way, depth first. Disjoint children mean no
 * solution is found twice; covering children mean none is missed. A child
 * whose new digit clashes with a peer is skipped without asking the engine
 * (the engine requires clash-free givens).
 */
import type { Engine } from './engine.js';

/** A solved problem whose remaining solutions are still being split. */
interface Split {
  problem: Uint8Array;
  solution: Uint8Array;
  /** Blank cells of `problem`, ascending. */
  blanks: number[];
  /** Index into `blanks` of the cell being varied. */
  at: number;
  /** Last digit tried at `blanks[at]` (0 = none yet). */
  digit: number;
}

/**
 * Yields the solutions of `puzzle` (clash-free givens, side*side cells), each
 * a fresh array, at most `max` of them. Each step costs a few engine calls;
 * nothing is computed before it is asked for.
 */
export function* enumerateSolutions(
  engine: Engine,
  puzzle: Uint8Array,
  side: number,
  max = Number.POSITIVE_INFINITY,
): Generator<Uint8Array, void, undefined> {
  const peers = peerTable(side);
  const stack: (Uint8Array | Split)[] = [puzzle.slice(0, side * side)];
  let found = 0;
  while (stack.length > 0 && found < max) {
    const top = stack[stack.length - 1] as Uint8Array | Split;
    if (top instanceof Uint8Array) {
      stack.pop();
      const solution = solveOne(engine, top, side);
      if (solution === null) continue;
      found++;
      yield solution.slice();
      const blanks: number[] = [];
      for (let cell = 0; cell < top.length; cell++) if (top[cell] === 0) blanks.push(cell);
      if (blanks.length > 0) stack.push({ problem: top, solution, blanks, at: 0, digit: 0 });
    } else {
      const child = nextChild(top, side, peers);
      if (child === null) stack.pop();
      else stack.push(child);
    }
  }
}

/** The first solution of `cells` from the engine, or null. */
function solveOne(engine: Engine, cells: Uint8Array, side: number): Uint8Array | null {
  engine.puzzles.set(cells, 0);
  const count = engine.solve(side, 1);
  if (count < 1) return null;
  return engine.solutions.slice(0, side * side);
}

/** Advances `split` to its next clash-free child and returns it, or null when none is left. */
function nextChild(split: Split, side: number, peers: Int32Array[]): Uint8Array | null {
  const { problem, solution, blanks } = split;
  for (; split.at < blanks.length; split.at++, split.digit = 0) {
    const cell = blanks[split.at] as number;
    const cellPeers = peers[cell] as Int32Array;
    for (let d = split.digit + 1; d <= side; d++) {
      if (d === solution[cell]) continue;
      // In the child a peer holds its given, or S's digit if it is an earlier blank.
      let free = true;
      for (const p of cellPeers) {
        const value = problem[p] !== 0 ? problem[p] : p < cell ? solution[p] : 0;
        if (value === d) {
          free = false;
          break;
        }
      }
      if (!free) continue;
      split.digit = d;
      const child = problem.slice();
      for (let p = 0; p < cell; p++) if (child[p] === 0) child[p] = solution[p] as number;
      child[cell] = d;
      return child;
    }
  }
  return null;
}

const peerTables = new Map<number, Int32Array[]>();

/** For each cell, the other cells of its row, column and box (each once). */
function peerTable(side: number): Int32Array[] {
  const cached = peerTables.get(side);
  if (cached !== undefined) return cached;
  const box = Math.round(Math.sqrt(side));
  const table: Int32Array[] = [];
  for (let cell = 0; cell < side * side; cell++) {
    const r = Math.floor(cell / side);
    const c = cell % side;
    const set = new Set<number>();
    for (let k = 0; k < side; k++) {
      set.add(r * side + k);
      set.add(k * side + c);
      set.add((Math.floor(r / box) * box + Math.floor(k / box)) * side + Math.floor(c / box) * box + (k % box));
    }
    set.delete(cell);
    table.push(Int32Array.from(set));
  }
  peerTables.set(side, table);
  return table;
}
