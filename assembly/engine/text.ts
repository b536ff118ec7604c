/**
 * One-line puzzles as text, read and written inside the engine: the host
 * copies a puzzle string's bytes into TEXT_IN (`TextEncoder.encodeInto`,
 * straight into linear memory) and turns TEXT_OUT back into a string with one
 * decoder call, so no per-cell JS loop runs on either side of a solve (the
 * API layer's cost per puzzle). Only the plain form is read here: a
 * line of exactly 16, 81, 256 or 625 symbols, each fit for that side.
 * Anything else (spaces, other layouts, a bad symbol) is left to the host's
 * parser (src/grid.ts), which accepts more forms and names every fault.
 *
 * Which byte means which value is not written here: the host copies its
 * symbol tables (src/grid.ts SYMBOL_VALUE and LINE_CODES, the one place that
 * knows how a grid is written down) into SYMBOL_VALUES and SYMBOL_CODES when
 * it wraps the engine.
 *
 * Memory: the text range, the top 4 KiB of the spare range 0x380000–0x400000
 * (the ranges: docs/engine.md). Each region starts where the one before it
 * ends (its pointer plus its _BYTES), as in layout.ts. The text regions sit
 * at other offsets modulo 4 KiB than the puzzles and solutions they are read
 * into and written from (0x000 and 0x400): a load and a store 4 KiB apart
 * stall each other on x86 (4K aliasing); hence the spare room after the
 * symbol codes and each text region.
 *
 *   0x3FF000 ┌──────────────────────────────────────────────┐ SYMBOL_VALUES_PTR
 *            │ u8 × 256: cell value of each byte; 255 = not │
 *            │ a symbol (written by the host)               │
 *   0x3FF100 ├──────────────────────────────────────────────┤ SYMBOL_CODES_PTR
 *            │ u8 × 32: byte of each cell value, 0 = blank  │
 *            │ (written by the host); then spare to 0x3FF800│
 *   0x3FF800 ├──────────────────────────────────────────────┤ TEXT_IN_PTR
 *            │ u8 × 640: a puzzle's ASCII bytes (input),    │
 *            │ then spare to 0x3FFC00                       │
 *   0x3FFC00 ├──────────────────────────────────────────────┤ TEXT_OUT_PTR
 *            │ u8 × 640: a solution's ASCII bytes (output), │
 *            │ then spare                                   │
 *   0x400000 └──────────────────────────────────────────────┘ TEXT_END
 */
import { readDigits, writeDigits } from "../target/bytes";
import { load32, setU8At, store32, u8At } from "../target/memory";

/** Start of the text range. */
export const TEXT_BASE: usize = 0x3ff000;
/** End of the text range (exclusive): the end of linear memory. */
export const TEXT_END: usize = 0x400000;
/** u8 × 256: the cell value each byte stands for, 255 when it is no symbol. */
export const SYMBOL_VALUES_PTR: usize = TEXT_BASE;
export const SYMBOL_VALUES_BYTES: usize = 256;
/** u8 × 32: the byte written for each cell value (0 = blank, then 1..25). */
export const SYMBOL_CODES_PTR: usize = SYMBOL_VALUES_PTR + SYMBOL_VALUES_BYTES;
/** 32 B used; room to offset 0x800 of the 4 KiB page (4K aliasing, above). */
export const SYMBOL_CODES_BYTES: usize = 0x700;
/** Input: the bytes of one puzzle line (at most 625 are read). */
export const TEXT_IN_PTR: usize = SYMBOL_CODES_PTR + SYMBOL_CODES_BYTES;
/** 640 B used; room to offset 0xC00. */
export const TEXT_IN_BYTES: usize = 0x400;
/** Output: the bytes of one solution line. */
export const TEXT_OUT_PTR: usize = TEXT_IN_PTR + TEXT_IN_BYTES;
/** 640 B used; room to the end of memory. */
export const TEXT_OUT_BYTES: usize = 0x400;

/**
 * The byte written for cell value 0 when values 1..9 are written as the
 * next nine bytes (with the usual tables '0': '1'..'9'), which lets
 * writeLine write them with writeDigits (target/bytes.ts); -1 otherwise.
 * Set by learnSymbols.
 */
let digitBase: i32 = -1;

/**
 * The blank symbol ('.', the byte written for value 0) when readLine may
 * read blanks and digits with readDigits (target/bytes.ts): it and the bytes
 * digitBase + 0..9 read as 0 and 0..9, all below 0x80, and it below
 * digitBase; -1 otherwise. Set by learnSymbols.
 */
let digitBlank: i32 = -1;

/** Learns from the tables the host just wrote whether digits and blanks may be written and read a run at a time. */
export function learnSymbols(): void {
  digitBase = u8At(SYMBOL_CODES_PTR, 1) - 1;
  for (let v = 2; v <= 9; v++) if (u8At(SYMBOL_CODES_PTR, v) != digitBase + v) digitBase = -1;
  if (digitBase < 0 || digitBase + 9 > 255) digitBase = -1;
  digitBlank = -1;
  const blank = u8At(SYMBOL_CODES_PTR, 0);
  if (digitBase <= blank || digitBase + 10 >= 0x80 || u8At(SYMBOL_VALUES_PTR, blank) != 0) return;
  for (let v = 0; v <= 9; v++) if (u8At(SYMBOL_VALUES_PTR, digitBase + v) != v) return;
  digitBlank = blank;
}

/** The side of a one-line puzzle of `length` symbols, or 0 when no grid has that many cells. */
function sideOfLine(length: i32): i32 {
  return length == 81 ? 9 : length == 16 ? 4 : length == 256 ? 16 : length == 625 ? 25 : 0;
}

/**
 * Reads the `length` bytes at TEXT_IN_PTR as one line of symbols and writes
 * their cell values at `cells` (4-aligned). Returns the side, or 0 when they
 * are not a puzzle in that form (wrong length, a byte that is no symbol or
 * too big for the side); the cells written so far are then scratch.
 *
 * This runs once per puzzle string. Blanks and digits, nearly every byte of
 * a usual puzzle, go a run at a time (readDigits: 16 bytes a step with
 * SIMD); from the first step that holds any other symbol on, a word (four
 * bytes) a step through the table: one load and one store for four
 * lookups. The pointers are copied to locals because module constants cost
 * a check each in the JS engine.
 */
export function readLine(length: i32, cells: usize): i32 {
  const side = sideOfLine(length);
  if (side == 0) return 0;
  const text = TEXT_IN_PTR;
  const values = SYMBOL_VALUES_PTR;
  const whole = length & ~3;
  const blank = digitBlank;
  let i = blank >= 0 ? readDigits(text, cells, whole, blank, digitBase, side < 9 ? side : 9) : 0;
  for (; i < whole; i += 4) {
    const bytes = load32(text + i);
    const v0 = u8At(values, bytes & 255);
    const v1 = u8At(values, (bytes >>> 8) & 255);
    const v2 = u8At(values, (bytes >>> 16) & 255);
    const v3 = u8At(values, bytes >>> 24);
    if (v0 > side || v1 > side || v2 > side || v3 > side) return 0;
    store32(cells + i, v0 | (v1 << 8) | (v2 << 16) | (v3 << 24));
  }
  for (; i < length; i++) {
    const value = u8At(values, u8At(text, i));
    if (value > side) return 0;
    setU8At(cells, i, value);
  }
  return side;
}

/**
 * Writes `count` cells of a solution (values 1..side, no blanks) from
 * `cells` as symbol bytes at TEXT_OUT_PTR: for sides up to 9 (values 1..9)
 * with writeDigits when the digits' bytes are a run (learnSymbols) and
 * `cells` is 4-aligned, else a word a step through the table.
 */
export function writeLine(cells: usize, count: i32): void {
  const out = TEXT_OUT_PTR;
  const codes = SYMBOL_CODES_PTR;
  const whole = count & ~3;
  let i = 0;
  if (count <= 81 && digitBase >= 0 && (cells & 3) == 0) {
    i = writeDigits(cells, out, count, digitBase);
  } else {
    for (; i < whole; i += 4) {
      store32(
        out + i,
        u8At(codes, u8At(cells, i)) |
          (u8At(codes, u8At(cells, i + 1)) << 8) |
          (u8At(codes, u8At(cells, i + 2)) << 16) |
          (u8At(codes, u8At(cells, i + 3)) << 24),
      );
    }
  }
  for (; i < count; i++) setU8At(out, i, u8At(codes, u8At(cells, i)));
}
