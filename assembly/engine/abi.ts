/**
 * The solvers' ABI: what the host calls, numbers only. The caller writes
 * cells at `puzzlesPtr()`, calls `solve`/`solveBatch`, and reads
 * `solutionsPtr()`, `countsPtr()`, `guessesPtr()`, `decisionsPtr()` (memory map in layout.ts).
 * One source for both engines: assembly/index.ts re-exports it into the
 * WASM module, and the build copies it to src/engine-js/generated/abi.ts,
 * where src/engine-js.ts calls the very same functions.
 */
import {
  BATCH_CAPACITY,
  COUNTS_PTR,
  DECISIONS_PTR,
  GUESSES_PTR,
  PUZZLES_PTR,
  SOLUTIONS_PTR,
} from "./layout";
import { isSupportedSide, setupTables } from "./board";
import { lastDecisions, lastGuesses, solvePuzzle } from "./search";
import { band9Decisions, band9Guesses, solveBand9 } from "./band9";
import { now } from "../target/clock";
import { fillBytes, load32, setI32At } from "../target/memory";
import { SYMBOL_CODES_PTR, SYMBOL_VALUES_PTR, TEXT_IN_PTR, TEXT_OUT_PTR, learnSymbols, readLine, writeLine } from "./text";
import { NOT_A_LINE } from "./abi-constants";

/** Input cells (u8, puzzle i of side s at + i*s*s). Called once from JS at load. */
export function puzzlesPtr(): usize {
  return PUZZLES_PTR;
}

/** Output cells, same layout as the input. Called once from JS at load. */
export function solutionsPtr(): usize {
  return SOLUTIONS_PTR;
}

/** Output i32 per puzzle: solutions found or TIMED_OUT (-1). Called once from JS at load. */
export function countsPtr(): usize {
  return COUNTS_PTR;
}

/** Output i32 per puzzle: guesses made. Called once from JS at load. */
export function guessesPtr(): usize {
  return GUESSES_PTR;
}

/** Output i32 per puzzle: branch decisions (defined at layout.ts DECISIONS_PTR). Called once from JS at load. */
export function decisionsPtr(): usize {
  return DECISIONS_PTR;
}

/** Puzzles per solveBatch call: the host checks it against layout.ts BATCH_CAPACITY as it was built (a stale .wasm differs). Called once from JS at load. */
export function batchCapacity(): i32 {
  return BATCH_CAPACITY;
}

/**
 * Solves the puzzle at puzzlesPtr(); returns its count (≤ limit) or -1 on
 * timeout (timeoutMs 0 = none). Called from JS once per puzzle.
 */
export function solve(side: i32, limit: i32, timeoutMs: f64): i32 {
  solveBatch(side, 1, limit, timeoutMs);
  return load32(COUNTS_PTR);
}

/**
 * Solves n puzzles of one side packed at puzzlesPtr(); fills solutions,
 * counts, guesses, decisions; returns how many had a solution. The deadline is per
 * puzzle. Called from JS once per batch (up to 1024 9×9 puzzles).
 */
export function solveBatch(side: i32, n: i32, limit: i32, timeoutMs: f64): i32 {
  const cells = side * side;
  if (!isSupportedSide(side) || n < 0 || n > BATCH_CAPACITY || n * cells > BATCH_CAPACITY * 81) return 0;
  setupTables(side);
  const atLeast = limit < 1 ? 1 : limit;
  let solved = 0;
  for (let i = 0; i < n; i++) {
    const offset = i * cells;
    const deadline = timeoutMs > 0 ? now() + timeoutMs : 0;
    // 9×9 takes the band-bitboard fast path (band9.ts); other sides the general solver.
    const count = side == 9
      ? solveBand9(PUZZLES_PTR + offset, SOLUTIONS_PTR + offset, atLeast, deadline)
      : solvePuzzle(PUZZLES_PTR + offset, SOLUTIONS_PTR + offset, atLeast, deadline);
    // No solution (or a timeout) leaves zeros, never a stale or partial grid.
    if (count <= 0) fillBytes(SOLUTIONS_PTR + offset, 0, cells);
    setI32At(COUNTS_PTR, i, count);
    setI32At(GUESSES_PTR, i, side == 9 ? band9Guesses : lastGuesses());
    setI32At(DECISIONS_PTR, i, side == 9 ? band9Decisions : lastDecisions());
    if (count > 0) solved++;
  }
  return solved;
}

// ---- one-line text (text.ts): the API's fast path for puzzle strings ----------------

/** Input bytes of `solveLine` (u8 × 640). Called once from JS at load. */
export function textInPtr(): usize {
  return TEXT_IN_PTR;
}

/** Output bytes of `writeSolutionLine` (u8 × 640). Called once from JS at load. */
export function textOutPtr(): usize {
  return TEXT_OUT_PTR;
}

/** Cell value of each byte (u8 × 256, 255 = no symbol); the host fills it once at load. */
export function symbolValuesPtr(): usize {
  return SYMBOL_VALUES_PTR;
}

/** Byte of each cell value (u8 × 32, index 0 = blank); the host fills it once at load. */
export function symbolCodesPtr(): usize {
  return SYMBOL_CODES_PTR;
}

/** Tells the engine the host has filled both symbol tables (text.ts learnSymbols). Called once from JS at load. */
export function symbolsWritten(): void {
  learnSymbols();
}

/**
 * Solves the puzzle written as `length` symbol bytes at textInPtr(), as
 * `solve` does once the cells are read into puzzlesPtr(), and writes its
 * solution as symbol bytes at textOutPtr() when the answer is one solution
 * (the host reads it as text next: one call fewer; with two or more the
 * answer is 'multiple', which has no solution to read); NOT_A_LINE when the bytes are not one
 * line of 16, 81, 256 or 625 symbols fit for that side. Called from JS once
 * per puzzle string.
 */
export function solveLine(length: i32, limit: i32, timeoutMs: f64): i32 {
  const side = readLine(length, PUZZLES_PTR);
  if (side == 0) return NOT_A_LINE;
  const count = solve(side, limit, timeoutMs);
  if (count == 1) writeLine(SOLUTIONS_PTR, side * side);
  return count;
}

/** Writes the solution of batch entry `k` (side `side`) as symbol bytes at textOutPtr(). Called from JS once per solution read as text. */
export function writeSolutionLine(k: i32, side: i32): void {
  const cells = side * side;
  writeLine(SOLUTIONS_PTR + k * cells, cells);
}
