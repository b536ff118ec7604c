/**
 * The fast 9×9 solver, TypeScript twin of assembly/band9.ts: same names,
 * same order, same tables (src/engine-js/band9-tables.ts), so both engines
 * make exactly the same guesses. The algorithm is described there; in short:
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
 * Propagation to a fixed point: per changed digit-band, in-band locked
 * candidates (MATCH_KEEP), box→column claims (CLAIM_KEEP), column→box locks
 * (COLUMN_LOCK) and hidden singles; then naked singles and empty cells by
 * bit-parallel counting. Then a guess on the bivalue cell with the most
 * crowded peers (else the first cell with fewest candidates), with the state
 * saved on a fixed stack per depth; the last digit of a cell is tried without
 * a save.
 *
 * Every value is a 32-bit integer below 2^27 (V8 small integers); all state
 * lives in preallocated typed arrays: nothing is allocated while solving.
 */
import {
  BAND_FULL, ROW_SLICE, ROW_BOXES, MATCH_KEEP, CLAIM_KEEP, COLUMN_LOCK, BAND_PEERS, CELL_COLUMN, initBand9Tables,
} from './band9-tables.js';

/** Words of one saved state: 27 digit-band masks + 3 unsolved-cell masks, padded to 32. */
const SLOT_WORDS = 32;
/** Every guess places a cell, so the search is never deeper than 81. */
const MAX_DEPTH = 82;
/** Check the clock once per this many guesses (a power of two; mask = this - 1). */
const DEADLINE_EVERY = 2048;

/** cand[K]: cells of band K % 3 where digit K / 3 is still possible. */
const CAND = new Int32Array(27);
/** prev[K]: cand[K] when it was last processed; a difference means "process again". */
const PREV = new Int32Array(27);
/** unsolved[b]: cells of band b not yet placed. */
const UNSOLVED = new Int32Array(3);
/** Saved states, one slot of SLOT_WORDS words per search depth. */
const STACK = new Int32Array(MAX_DEPTH * SLOT_WORDS);

/** Counters of the last solveBand9 call: `guesses` = digits tried at branch points. */
export const band9Stats = { guesses: 0 };

let solutionsFound = 0;
let solutionLimit = 1;
let solutionOut: Uint8Array = new Uint8Array(0);
let solutionOutOffset = 0;
let deadlineMs = 0;
let timedOut = false;

// ---- named bit helpers -----------------------------------------------------

/** The lowest set bit of x (0 if none). */
function lowBit(x: number): number { return x & -x; }
/** x without its lowest set bit. */
function clearLowBit(x: number): number { return x & (x - 1); }
/** Number of set bits (SWAR: add bit counts in 2-, 4-, 8-bit groups, then sum the bytes). */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
/** Index of the lowest set bit (x ≠ 0). */
function bitIndex(x: number): number { return 31 - Math.clz32(x & -x); }

/** The band after b, cyclically (0→1→2→0). */
function nextBand(b: number): number { return b === 2 ? 0 : b + 1; }

// Typed-array reads below are at indices known to be in range, hence the `!`
// (noUncheckedIndexedAccess would otherwise type them `number | undefined`).

// ---- placing -------------------------------------------------------------------

/**
 * Puts digit d in the cell `cell` (a single bit) of band b, whose bit must
 * still be in cand[d*3+b]: the other digits leave the cell, d leaves the
 * cell's row and box peers in the band and its column in the other bands.
 */
function place(d: number, b: number, cell: number): void {
  const bit = bitIndex(cell);
  const k = d * 3 + b;
  const kept = CAND[k]! & ~BAND_PEERS[bit]!;
  for (let e = b; e < 27; e += 3) CAND[e] = CAND[e]! & ~cell;
  CAND[k] = kept;
  const column = CELL_COLUMN[bit]!;
  const b1 = nextBand(b);
  const b2 = nextBand(b1);
  CAND[d * 3 + b1] = CAND[d * 3 + b1]! & ~column;
  CAND[d * 3 + b2] = CAND[d * 3 + b2]! & ~column;
  UNSOLVED[b] = UNSOLVED[b]! & ~cell;
}

// ---- propagation -------------------------------------------------------------

/**
 * Processes one changed digit-band: in-band locked candidates, box→column
 * claims and column→box locks on the other bands, hidden singles. False on a contradiction.
 */
function updateDigitBand(d: number, b: number): boolean {
  const k = d * 3 + b;
  let a = CAND[k]!;
  const shape = ROW_BOXES[a & ROW_SLICE]!
    | (ROW_BOXES[(a >> 9) & ROW_SLICE]! << 3)
    | (ROW_BOXES[a >> 18]! << 6);
  a &= MATCH_KEEP[shape]!;
  if (a === 0) return false;
  CAND[k] = a;
  PREV[k] = a;
  const columns = (a | (a >> 9) | (a >> 18)) & ROW_SLICE;
  const keep = CLAIM_KEEP[columns]!;
  const b1 = nextBand(b);
  const b2 = nextBand(b1);
  let a1 = CAND[d * 3 + b1]! & keep;
  let a2 = CAND[d * 3 + b2]! & keep;
  // columns this band and one other lack must be in the third band
  const missing = ~columns & ROW_SLICE;
  const columns1 = (a1 | (a1 >> 9) | (a1 >> 18)) & ROW_SLICE;
  const columns2 = (a2 | (a2 >> 9) | (a2 >> 18)) & ROW_SLICE;
  a1 &= COLUMN_LOCK[missing & ~columns2]!;
  a2 &= COLUMN_LOCK[missing & ~columns1]!;
  CAND[d * 3 + b1] = a1;
  CAND[d * 3 + b2] = a2;
  // hidden singles: a row of this band with exactly one cell for d
  const open = a & UNSOLVED[b]!;
  if (open === 0) return true;
  for (let r = 0; r < 3; r++) {
    const slice = (a >> (r * 9)) & ROW_SLICE;
    const cell = slice << (r * 9);
    if (clearLowBit(slice) === 0 && (cell & open) !== 0) place(d, b, cell);
  }
  return true;
}

/**
 * Propagates to a fixed point. False on a contradiction (a digit with no
 * place in a band, a cell with no candidate).
 */
function propagate(): boolean {
  for (;;) {
    let changed = true;
    while (changed) {
      changed = false;
      for (let d = 0; d < 9; d++) {
        for (let b = 0; b < 3; b++) {
          const k = d * 3 + b;
          if (CAND[k] !== PREV[k]) {
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
        const m = CAND[d * 3 + b]!;
        two |= one & m;
        one |= m;
      }
      if (one !== BAND_FULL) return false;
      let singles = one & ~two & UNSOLVED[b]!;
      while (singles !== 0) {
        const cell = lowBit(singles);
        singles = clearLowBit(singles);
        let d = 0;
        while (d < 9 && (CAND[d * 3 + b]! & cell) === 0) d++;
        if (d === 9) return false; // an earlier single of this band took its last digit
        place(d, b, cell);
        placedAny = true;
      }
    }
    if (!placedAny) return true;
  }
}

// ---- search -------------------------------------------------------------------

/** Copies the state to stack slot `depth`. */
function saveState(depth: number): void {
  const slot = depth * SLOT_WORDS;
  for (let k = 0; k < 27; k++) STACK[slot + k] = CAND[k]!;
  for (let b = 0; b < 3; b++) STACK[slot + 27 + b] = UNSOLVED[b]!;
}

/** Restores the state of stack slot `depth`; it was a fixed point, so prev = cand. */
function restoreState(depth: number): void {
  const slot = depth * SLOT_WORDS;
  for (let k = 0; k < 27; k++) {
    const v = STACK[slot + k]!;
    CAND[k] = v;
    PREV[k] = v;
  }
  for (let b = 0; b < 3; b++) UNSOLVED[b] = STACK[slot + 27 + b]!;
}

/** Writes the solved grid (every cell placed) as 81 values 1..9 at out[offset..]. */
function writeSolution(out: Uint8Array, offset: number): void {
  for (let d = 0; d < 9; d++) {
    for (let b = 0; b < 3; b++) {
      let m = CAND[d * 3 + b]!;
      while (m !== 0) {
        out[offset + b * 27 + bitIndex(m)] = d + 1;
        m = clearLowBit(m);
      }
    }
  }
}

/** Branch cell chosen by chooseCell: band and cell bit. */
let branchBand = 0;
let branchCell = 0;
/** pairs[b]: unsolved cells of band b with exactly two candidates (filled by chooseCell). */
const PAIRS = new Int32Array(3);

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
      const m = CAND[d * 3 + b]!;
      three |= two & m;
      two |= one & m;
      one |= m;
    }
    PAIRS[b] = two & ~three & UNSOLVED[b]!;
  }
  let bestScore = -1;
  for (let b = 0; b < 3; b++) {
    const b1 = nextBand(b);
    const b2 = nextBand(b1);
    const pairs = PAIRS[b]!;
    const open = UNSOLVED[b]!;
    const otherPairs = PAIRS[b1]! | PAIRS[b2]!;
    const otherOpen = UNSOLVED[b1]! | UNSOLVED[b2]!;
    let candidates = pairs;
    while (candidates !== 0) {
      const cell = lowBit(candidates);
      candidates = clearLowBit(candidates);
      const bit = bitIndex(cell);
      const peers = BAND_PEERS[bit]!;
      const column = CELL_COLUMN[bit]!;
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
    let open = UNSOLVED[b]!;
    while (open !== 0) {
      const cell = lowBit(open);
      open = clearLowBit(open);
      let n = 0;
      for (let d = 0; d < 9; d++) if ((CAND[d * 3 + b]! & cell) !== 0) n++;
      if (n < best) {
        best = n;
        branchBand = b;
        branchCell = cell;
      }
    }
  }
}

/** Depth-first search from the current state; counts solutions up to the limit. */
function search(depth: number): void {
  if (!propagate()) return;
  if ((UNSOLVED[0]! | UNSOLVED[1]! | UNSOLVED[2]!) === 0) {
    if (solutionsFound === 0) writeSolution(solutionOut, solutionOutOffset);
    solutionsFound++;
    return;
  }
  chooseCell();
  const b = branchBand;
  const cell = branchCell;
  let digits = 0;
  for (let d = 0; d < 9; d++) if ((CAND[d * 3 + b]! & cell) !== 0) digits |= 1 << d;
  for (;;) {
    const d = bitIndex(digits);
    digits = clearLowBit(digits);
    band9Stats.guesses++;
    if (deadlineMs > 0 && (band9Stats.guesses & (DEADLINE_EVERY - 1)) === 0 && performance.now() > deadlineMs) {
      timedOut = true;
      return;
    }
    if (digits === 0) {
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
 * Solves the 9×9 puzzle of 81 values (0 = blank, 1..9) at
 * puzzle[puzzleOffset..]; writes the first solution at
 * solution[solutionOffset..] (untouched if there is none). Returns the
 * solutions found (≤ limit; limit < 1 counts as 1), 0 for clashing givens, or
 * -1 when performance.now() passed `deadline` (ms; 0 = none) first. Guesses
 * made are left in band9Stats.guesses. Called by the JS engine per 9×9 puzzle.
 */
export function solveBand9(
  puzzle: Uint8Array, puzzleOffset: number, solution: Uint8Array, solutionOffset: number,
  limit: number, deadline: number,
): number {
  initBand9Tables();
  band9Stats.guesses = 0;
  solutionsFound = 0;
  solutionLimit = limit < 1 ? 1 : limit;
  solutionOut = solution;
  solutionOutOffset = solutionOffset;
  deadlineMs = deadline;
  timedOut = false;
  for (let k = 0; k < 27; k++) {
    CAND[k] = BAND_FULL;
    PREV[k] = -1; // never a real mask: every digit-band is processed once
  }
  for (let b = 0; b < 3; b++) UNSOLVED[b] = BAND_FULL;
  for (let i = 0; i < 81; i++) {
    const v = puzzle[puzzleOffset + i]! | 0;
    if (v === 0) continue;
    if (v > 9) return 0;
    const b = (i / 27) | 0;
    const cell = 1 << (i - b * 27);
    const d = v - 1;
    if ((CAND[d * 3 + b]! & cell) === 0) return 0; // clashes with an earlier given
    place(d, b, cell);
  }
  search(0);
  return timedOut ? -1 : solutionsFound;
}
