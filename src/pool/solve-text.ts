/**
 * A pool worker's answer to a chunk of puzzle strings (wire.ts PuzzleText),
 * at the byte level, as the CLI's workers do it (src/cli/solve/fast-block.ts):
 *
 *   text ──encodeInto──▶ bytes ──▶ engine.puzzles ──solveBatch (≤ capacity)──▶ engine.solutions ──▶ solution bytes (one buffer)
 *
 * No string, result object or parser call per puzzle: a chunk of bare
 * one-line puzzles costs one native string call and one engine call per
 * 1,024 puzzles. A puzzle that is not a bare line of side² symbols (spaces,
 * a grid over several lines, a bad symbol) and every puzzle of a chunk that
 * is not ASCII goes through `Solver.solveBatch` itself, and every result the
 * engine did not mark solved through the solver's own `resultAt`, so the
 * results are the solver's to the letter (test/pool.test.ts holds them to it).
 */
import { BATCH_CAPACITY, type Engine } from '../engine.js';
import { sideForCellCount, writeLineCodes } from '../grid.js';
import { writeLineCells } from '../line-cells.js';
import { engineStatus, resultAt } from '../result.js';
import type { Solver } from '../solver.js';
import { OTHER, packedBuffer, packResult, puzzleAt, RESULT_FIELDS, SOLVED, toWire, type PackedSolveResults, type PuzzleText, type WireResult } from './wire.js';

const ENCODER = new TextEncoder();

/** The chunk's input bytes, kept between chunks (grown when a chunk needs more). */
let inputBytes = new Uint8Array(0);

/** Puzzles waiting in engine memory: all of one side, slot j holding chunk entry `members[j]`. */
interface Group {
  side: number;
  size: number;
  capacity: number;
  members: Int32Array;
}

/** `Solver.solveBatch(puzzles, { limit, timeoutMs })`, packed (see the file comment), into `spare` when it is big enough. */
export function solvePuzzleText(engine: Engine, solver: Solver, puzzles: PuzzleText, limit: number, timeoutMs: number, spare?: ArrayBuffer): PackedSolveResults {
  const { text, ends } = puzzles;
  const n = ends.length;
  const bytes = asciiBytes(text);
  // A solution is as long as its puzzle line, so the text's length bounds them (an ASCII text's length is its bytes').
  const { buffer, numbers, solutions: solutionBytes } = packedBuffer(n, bytes === undefined ? 0 : text.length, spare);
  const others: [number, WireResult][] = [];
  let solutionsEnd = 0;
  const group: Group = { side: 0, size: 0, capacity: 0, members: new Int32Array(BATCH_CAPACITY) };
  const leftovers: number[] = [];

  const flush = (): void => {
    const { side, size, members } = group;
    if (size === 0) return;
    const cellCount = side * side;
    engine.solveBatch(side, size, limit, timeoutMs);
    const { solutions, counts, guesses } = engine;
    for (let j = 0; j < size; j++) {
      const k = members[j] as number;
      if (engineStatus(counts[j] as number, limit) !== 'solved') {
        // Every other status by the solver's own rule (a clash check for 'unsolvable').
        const result = resultAt(engine, j, side, 'line', limit);
        if (!packResult(numbers, k, result)) others.push([k, toWire(result)]);
        continue;
      }
      const base = k * RESULT_FIELDS;
      solutionsEnd = writeLineCodes(solutionBytes, solutionsEnd, solutions, j * cellCount, cellCount);
      numbers[base] = SOLVED;
      numbers[base + 1] = 1;
      numbers[base + 2] = guesses[j] as number;
      numbers[base + 3] = solutionsEnd;
    }
    group.size = 0;
  };

  for (let k = 0, start = 0; k < n; k++) {
    const end = ends[k] as number;
    const length = end - start;
    const side = bytes === undefined ? 0 : sideForCellCount(length);
    let placed = false;
    if (bytes !== undefined && side !== 0) {
      if (side !== group.side || group.size >= group.capacity) {
        flush();
        group.side = side;
        group.capacity = Math.min(BATCH_CAPACITY, Math.floor(engine.puzzles.length / length));
      }
      placed = writeLineCells(bytes, start, length, side, engine.puzzles, group.size * length);
      if (placed) group.members[group.size++] = k;
    }
    if (!placed) leftovers.push(k);
    start = end;
  }
  flush();
  if (leftovers.length > 0) {
    // Solved after the groups: the solver writes engine memory too.
    const results = solver.solveBatch(leftovers.map((k) => puzzleAt(puzzles, k)), { limit, timeoutMs });
    results.forEach((result, j) => {
      const k = leftovers[j] as number;
      numbers[k * RESULT_FIELDS] = OTHER;
      others.push([k, toWire(result)]);
    });
  }
  return { packed: 'solve', buffer, count: n, solutionBytes: solutionsEnd, others };
}

/**
 * `text` as bytes, one per character, in a buffer kept for the next chunk
 * (valid until the next call); undefined when it is not all ASCII (then
 * offsets in bytes and characters differ).
 */
export function asciiBytes(text: string): Uint8Array | undefined {
  if (inputBytes.length < text.length) inputBytes = new Uint8Array(Math.max(text.length, inputBytes.length * 2));
  const { read, written } = ENCODER.encodeInto(text, inputBytes);
  return read === text.length && written === read ? inputBytes : undefined;
}
