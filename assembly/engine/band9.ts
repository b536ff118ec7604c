/**
 * The fast 9×9 solver: a band-oriented bitboard (the layout is drawn in
 * band9-tables.ts), propagation by bit operations, guessing on a bivalue
 * cell. One source for both engines (README "How it works"); the memory
 * map is in layout.ts.
 *
 * Glossary: digit d is 0..8 (the cell value is d + 1); band b is 0..2; a
 * "digit-band" K = d * 3 + b indexes the 27-bit mask of cells in band b where
 * digit d is still possible. A placed cell keeps exactly its own digit's bit.
 *
 *   CAND (27 words)   K:  0    1    2    3    4    5   ...  24   25   26
 *                         d0b0 d0b1 d0b2 d1b0 d1b1 d1b2 ...  d8b0 d8b1 d8b2
 *   UNSOLVED (3 words)    b0 b1 b2: cells not yet placed
 *   STACK slot (32 words) [0..26] CAND, [27..29] UNSOLVED, [30..31] padding
 *
 * Propagation, repeated until nothing changes:
 *  1. per changed digit-band: locked candidates inside the band (MATCH_KEEP),
 *     box→column claims into the other two bands (CLAIM_KEEP), column→box
 *     locks in the other two bands (COLUMN_LOCK), and hidden singles (a row
 *     of the band with one cell left; after MATCH_KEEP a box with one cell
 *     left implies that too);
 *  2. naked singles (cells with one candidate) and empty cells, by counting
 *     candidates per cell in bit-parallel ("one", "two" = seen ≥1, ≥2 times).
 * Then a guess on the bivalue cell with the most crowded peers (else the
 * first cell with fewest candidates); the state (27 + 3 words) is saved on a
 * fixed stack per depth, and the last digit of a cell is tried without a save.
 *
 * All state lives at fixed pointers of linear memory: no allocation anywhere.
 */
import { now } from "../target/clock";
import { copyWords, i32At, setI32At, setU8At, u8At } from "../target/memory";
import { popcount, trailingZeros } from "../target/bits";
import {
  BAND_PEERS, CAND, CELL_COLUMN, CLAIM_KEEP, COLUMN_LOCK, MATCH_KEEP, MAX_DEPTH, PAIRS, PREV, ROW_BOXES, SLOT_WORDS,
  STACK, UNSOLVED,
} from "./layout";
import { BAND_FULL, ROW_SLICE, initBand9Tables } from "./band9-tables";

/** Check the clock once per this many guesses (a power of two; mask = this - 1). */
const DEADLINE_EVERY: i32 = 2048;

/** Guesses made by the last solveBand9 call (read by the loader after each call). */
export let band9Guesses: i32 = 0;

let solutionsFound: i32 = 0;
let solutionLimit: i32 = 1;
let solutionOut: usize = 0;
let deadlineMs: f64 = 0;
let timedOut: bool = false;

// ---- named bit helpers -----------------------------------------------------

/** The lowest set bit of x (0 if none). */
function lowBit(x: i32): i32 { return x & -x; }
/** x without its lowest set bit. */
function clearLowBit(x: i32): i32 { return x & (x - 1); }
/** Index of the lowest set bit (x ≠ 0). */
function bitIndex(x: i32): i32 { return trailingZeros(x); }

// ---- state access ------------------------------------------------------------

function getCand(k: i32): i32 { return i32At(CAND, k); }
function setCand(k: i32, v: i32): void { setI32At(CAND, k, v); }
function getPrev(k: i32): i32 { return i32At(PREV, k); }
function setPrev(k: i32, v: i32): void { setI32At(PREV, k, v); }
function getUnsolved(b: i32): i32 { return i32At(UNSOLVED, b); }
function setUnsolved(b: i32, v: i32): void { setI32At(UNSOLVED, b, v); }
function table(base: usize, i: i32): i32 { return i32At(base, i); }

/** The band after b, cyclically (0→1→2→0). */
function nextBand(b: i32): i32 { return b == 2 ? 0 : b + 1; }

// ---- placing -------------------------------------------------------------------

/**
 * Puts digit d in the cell `cell` (a single bit) of band b, whose bit must
 * still be in cand[d*3+b]: the other digits leave the cell, d leaves the
 * cell's row and box peers in the band and its column in the other bands.
 */
function place(d: i32, b: i32, cell: i32): void {
  const bit = bitIndex(cell);
  const k = d * 3 + b;
  const kept = getCand(k) & ~table(BAND_PEERS, bit);
  for (let e = b; e < 27; e += 3) setCand(e, getCand(e) & ~cell);
  setCand(k, kept);
  const column = table(CELL_COLUMN, bit);
  const b1 = nextBand(b);
  const b2 = nextBand(b1);
  setCand(d * 3 + b1, getCand(d * 3 + b1) & ~column);
  setCand(d * 3 + b2, getCand(d * 3 + b2) & ~column);
  setUnsolved(b, getUnsolved(b) & ~cell);
}

// ---- propagation -------------------------------------------------------------

/**
 * Processes one changed digit-band: in-band locked candidates, box→column
 * claims and column→box locks on the other bands, hidden singles. False on a contradiction.
 */
function updateDigitBand(d: i32, b: i32): bool {
  const k = d * 3 + b;
  let a = getCand(k);
  const shape = table(ROW_BOXES, a & ROW_SLICE)
    | (table(ROW_BOXES, (a >> 9) & ROW_SLICE) << 3)
    | (table(ROW_BOXES, a >> 18) << 6);
  a &= table(MATCH_KEEP, shape);
  if (a == 0) return false;
  setCand(k, a);
  setPrev(k, a);
  const columns = (a | (a >> 9) | (a >> 18)) & ROW_SLICE;
  const keep = table(CLAIM_KEEP, columns);
  const b1 = nextBand(b);
  const b2 = nextBand(b1);
  let a1 = getCand(d * 3 + b1) & keep;
  let a2 = getCand(d * 3 + b2) & keep;
  // columns this band and one other lack must be in the third band
  const missing = ~columns & ROW_SLICE;
  const columns1 = (a1 | (a1 >> 9) | (a1 >> 18)) & ROW_SLICE;
  const columns2 = (a2 | (a2 >> 9) | (a2 >> 18)) & ROW_SLICE;
  a1 &= table(COLUMN_LOCK, missing & ~columns2);
  a2 &= table(COLUMN_LOCK, missing & ~columns1);
  setCand(d * 3 + b1, a1);
  setCand(d * 3 + b2, a2);
  // hidden singles: a row of this band with exactly one cell for d
  const open = a & getUnsolved(b);
  if (open == 0) return true;
  for (let r = 0; r < 3; r++) {
    const slice = (a >> (r * 9)) & ROW_SLICE;
    const cell = slice << (r * 9);
    if (clearLowBit(slice) == 0 && (cell & open) != 0) place(d, b, cell);
  }
  return true;
}

/**
 * Propagates to a fixed point. False on a contradiction (a digit with no
 * place in a band, a cell with no candidate).
 */
function propagate(): bool {
  while (true) {
    let changed = true;
    while (changed) {
      changed = false;
      for (let d = 0; d < 9; d++) {
        for (let b = 0; b < 3; b++) {
          const k = d * 3 + b;
          if (getCand(k) != getPrev(k)) {
            changed = true;
            if (!updateDigitBand(d, b)) return false;
          }
        }
      }
    }
    // naked singles and empty cells, band by band
    let placedAny = false;
    for (let b = 0; b < 3; b++) {
      let one = 0;
      let two = 0;
      for (let d = 0; d < 9; d++) {
        const m = getCand(d * 3 + b);
        two |= one & m;
        one |= m;
      }
      if (one != BAND_FULL) return false;
      let singles = one & ~two & getUnsolved(b);
      while (singles != 0) {
        const cell = lowBit(singles);
        singles = clearLowBit(singles);
        let d = 0;
        while (d < 9 && (getCand(d * 3 + b) & cell) == 0) d++;
        if (d == 9) return false; // an earlier single of this band took its last digit
        place(d, b, cell);
        placedAny = true;
      }
    }
    if (!placedAny) return true;
  }
}

// ---- search -------------------------------------------------------------------

/** Copies the state to stack slot `depth`. */
function saveState(depth: i32): void {
  const slot = STACK + (<usize>(depth * SLOT_WORDS) << 2);
  copyWords(slot, CAND, 27);
  copyWords(slot + 27 * 4, UNSOLVED, 3);
}

/** Restores the state of stack slot `depth`; it was a fixed point, so prev = cand. */
function restoreState(depth: i32): void {
  const slot = STACK + (<usize>(depth * SLOT_WORDS) << 2);
  copyWords(CAND, slot, 27);
  copyWords(PREV, slot, 27);
  copyWords(UNSOLVED, slot + 27 * 4, 3);
}

/** Writes the solved grid (every cell placed) as 81 bytes 1..9 at `out`. */
function writeSolution(out: usize): void {
  for (let d = 0; d < 9; d++) {
    for (let b = 0; b < 3; b++) {
      let m = getCand(d * 3 + b);
      while (m != 0) {
        setU8At(out, b * 27 + bitIndex(m), d + 1);
        m = clearLowBit(m);
      }
    }
  }
}

/** Branch cell chosen by chooseCell: band and cell bit. */
let branchBand: i32 = 0;
let branchCell: i32 = 0;

/** pairs[b]: unsolved cells of band b with exactly two candidates (filled by chooseCell). */
function getPairs(b: i32): i32 { return i32At(PAIRS, b); }

/**
 * Picks the branch cell. Among bivalue cells, the one whose 20 peers hold the
 * most unsolved cells plus the most bivalue cells (a bivalue peer counts
 * twice): either digit of the guess then propagates furthest, so a wrong one
 * is refuted sooner (35% fewer guesses on hard sets than the first bivalue
 * cell). Ties: the first in band, then bit order. With no bivalue cell, the
 * first unsolved cell with fewest candidates.
 */
function chooseCell(): void {
  for (let b = 0; b < 3; b++) {
    let one = 0;
    let two = 0;
    let three = 0;
    for (let d = 0; d < 9; d++) {
      const m = getCand(d * 3 + b);
      three |= two & m;
      two |= one & m;
      one |= m;
    }
    setI32At(PAIRS, b, two & ~three & getUnsolved(b));
  }
  let bestScore = -1;
  for (let b = 0; b < 3; b++) {
    const b1 = nextBand(b);
    const b2 = nextBand(b1);
    const pairs = getPairs(b);
    const open = getUnsolved(b);
    const otherPairs = getPairs(b1) | getPairs(b2);
    const otherOpen = getUnsolved(b1) | getUnsolved(b2);
    let candidates = pairs;
    while (candidates != 0) {
      const cell = lowBit(candidates);
      candidates = clearLowBit(candidates);
      const bit = bitIndex(cell);
      const peers = table(BAND_PEERS, bit);
      const column = table(CELL_COLUMN, bit);
      const score = popcount(pairs & peers) + popcount(open & peers)
        + popcount(otherPairs & column) + popcount(otherOpen & column);
      if (score > bestScore) {
        bestScore = score;
        branchBand = b;
        branchCell = cell;
      }
    }
  }
  if (bestScore >= 0) return;
  let best = 10;
  for (let b = 0; b < 3; b++) {
    let open = getUnsolved(b);
    while (open != 0) {
      const cell = lowBit(open);
      open = clearLowBit(open);
      let n = 0;
      for (let d = 0; d < 9; d++) if ((getCand(d * 3 + b) & cell) != 0) n++;
      if (n < best) {
        best = n;
        branchBand = b;
        branchCell = cell;
      }
    }
  }
}

/** Depth-first search from the current state; counts solutions up to the limit. */
function search(depth: i32): void {
  if (!propagate()) return;
  if ((getUnsolved(0) | getUnsolved(1) | getUnsolved(2)) == 0) {
    if (solutionsFound == 0) writeSolution(solutionOut);
    solutionsFound++;
    return;
  }
  chooseCell();
  const b = branchBand;
  const cell = branchCell;
  let digits = 0;
  for (let d = 0; d < 9; d++) if ((getCand(d * 3 + b) & cell) != 0) digits |= 1 << d;
  while (true) {
    const d = bitIndex(digits);
    digits = clearLowBit(digits);
    band9Guesses++;
    if (deadlineMs > 0 && (band9Guesses & (DEADLINE_EVERY - 1)) == 0 && now() > deadlineMs) {
      timedOut = true;
      return;
    }
    if (digits == 0) {
      // last candidate: nothing to come back to, so no save
      place(d, b, cell);
      search(depth + 1);
      return;
    }
    saveState(depth);
    place(d, b, cell);
    search(depth + 1);
    if (solutionsFound >= solutionLimit || timedOut) return;
    restoreState(depth);
  }
}

/**
 * Solves the 9×9 puzzle of 81 bytes (0 = blank, 1..9) at `puzzle`; writes the
 * first solution's 81 bytes at `solution` (untouched if there is none).
 * Returns the solutions found (≤ limit; limit < 1 counts as 1), 0 for clashing
 * givens, or -1 when now() passed `deadline` (ms; 0 = none) first.
 * Called from the engine (abi.ts) once per 9×9 puzzle.
 */
export function solveBand9(puzzle: usize, solution: usize, limit: i32, deadline: f64): i32 {
  initBand9Tables();
  band9Guesses = 0;
  solutionsFound = 0;
  solutionLimit = limit < 1 ? 1 : limit;
  solutionOut = solution;
  deadlineMs = deadline;
  timedOut = false;
  for (let k = 0; k < 27; k++) {
    setCand(k, BAND_FULL);
    setPrev(k, -1); // never a real mask: every digit-band is processed once
  }
  for (let b = 0; b < 3; b++) setUnsolved(b, BAND_FULL);
  for (let i = 0; i < 81; i++) {
    const v = u8At(puzzle, i);
    if (v == 0) continue;
    if (v > 9) return 0;
    const b = (i / 27) | 0;
    const cell = 1 << (i - b * 27);
    const d = v - 1;
    if ((getCand(d * 3 + b) & cell) == 0) return 0; // clashes with an earlier given
    place(d, b, cell);
  }
  search(0);
  return timedOut ? -1 : solutionsFound;
}
