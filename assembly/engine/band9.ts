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
 *   STACK slot (32 words) [0..26] CAND, [27] padding, [28..30] UNSOLVED, [31] padding
 *
 * Propagation, repeated until nothing changes:
 *  1. per changed digit-band: locked candidates inside the band (MATCH_KEEP),
 *     box→column claims into the other two bands (CLAIM_KEEP), column→box
 *     locks in the other two bands (COLUMN_LOCK), and hidden singles (a row
 *     of the band with one cell left; after MATCH_KEEP a box with one cell
 *     left implies that too);
 *  2. naked singles (cells with one candidate) and empty cells, by counting
 *     candidates per cell in bit-parallel ("one", "two" = seen ≥1, ≥2 times).
 * Then a guess on the bivalue cell with the most crowded peers, peers that
 * share one unit with it weighing most (else a cell with fewest candidates,
 * by the same weights; the first bivalue cell when nearly every open cell
 * is in one band), its digit with the most candidates in the band
 * first; the state (27 + 3 words) is saved on a fixed stack per depth, and
 * the last digit of a cell is tried without a save.
 *
 * Work on whole quads of words (finding the changed digit-bands, counting
 * candidates per cell, saving and restoring) goes through target/quads,
 * which uses v128 in the SIMD build and scalar code in the others; so do
 * the cell bytes in and out (target/cells: the givens as one mask per
 * digit-band, from which the starting state is built in one pass per digit,
 * and the solution's 81 bytes from the digit-band masks).
 *
 * All state lives at fixed pointers of linear memory: no allocation anywhere.
 */
import { now } from "../target/clock";
import { i32At, setI32At } from "../target/memory";
import { clearFromBand, copyQuads, differingWords, seenTwiceThrice } from "../target/quads";
import { givenMasks, solvedCells } from "../target/cells";
import { popcount, singleBitOrZero, trailingZeros } from "../target/bits";
import * as layout from "./layout";
import * as tables from "./band9-tables";

// Module-local copies of the layout pointers and band constants the hot loops use:
// V8 folds a module's own constants into machine code but reads imported
// bindings on every access (the JS engine ran 25% slower on 17_clue without).
const CAND: usize = layout.CAND;
const PREV: usize = layout.PREV;
const UNSOLVED: usize = layout.UNSOLVED;
const PAIRS: usize = layout.PAIRS;
const CANDIDATE_COUNTS: usize = layout.CANDIDATE_COUNTS;
const GIVENS: usize = layout.GIVENS;
const STACK: usize = layout.STACK;
const SAVED_STATE_WORDS: i32 = layout.SAVED_STATE_WORDS;
const ROW_BOXES: usize = layout.ROW_BOXES;
const MATCH_KEEP: usize = layout.MATCH_KEEP;
const CLAIM_KEEP: usize = layout.CLAIM_KEEP;
const COLUMN_LOCK: usize = layout.COLUMN_LOCK;
const BAND_PEERS: usize = layout.BAND_PEERS;
const CELL_COLUMN: usize = layout.CELL_COLUMN;
const ROW_ONLY_PEERS: usize = layout.ROW_ONLY_PEERS;
const BOX_ONLY_PEERS: usize = layout.BOX_ONLY_PEERS;
const DIGIT_BAND_LINKS: usize = layout.DIGIT_BAND_LINKS;
const BAND_FULL: i32 = tables.BAND_FULL;
const ROW_SLICE: i32 = tables.ROW_SLICE;
/** The 27 digit-bands' bits in a differingWords mask (bit 27 is CAND's padding word). */
const ALL_DIGIT_BANDS: i32 = (1 << 27) - 1;

/** Check the clock once per this many guesses (a power of two; mask = this - 1). */
const DEADLINE_EVERY: i32 = 2048;

/** Guesses (digits tried at branch cells) made by the last solveBand9 call (read by abi.ts after each call). */
export let band9Guesses: i32 = 0;
/** Branch decisions of the last solveBand9 call, as layout.ts DECISIONS_PTR defines them. */
export let band9Decisions: i32 = 0;

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
/**
 * The band after b, cyclically (0→1→2→0): read from a 2-bit-per-band table in
 * a constant (1, 2, 0), not `b == 2 ? 0 : b + 1`, which V8 compiles to a
 * branch that b's pattern defeats (asc made it a select). JS engine 3–4%
 * faster on magictour and unbiased (jsonly, 9 rounds, both orders); WASM
 * within ±1% (c-bench, 5 rounds).
 */
function nextBand(b: i32): i32 { return (0b001001 >> (b << 1)) & 3; }

// State access: cand[k] is i32At(CAND, k), prev[k] i32At(PREV, k),
// unsolved[b] i32At(UNSOLVED, b), a table entry i32At(TABLE, i), called
// directly: a wrapper function per region would cost the JS engine its
// inlining budget (10% on 17_clue).

// ---- placing -------------------------------------------------------------------

/**
 * Puts digit d in the cell `cell` (a single bit) of band b, whose bit must
 * still be in cand[d*3+b]: the other digits leave the cell, d leaves the
 * cell's row and box peers in the band and its column in the other bands.
 */
function place(d: i32, b: i32, cell: i32): void {
  const bit = trailingZeros(cell);
  const k = d * 3 + b;
  const kept = i32At(CAND, k) & ~i32At(BAND_PEERS, bit);
  clearFromBand(CAND, b, cell); // the cell leaves all 9 digit-bands of band b
  setI32At(CAND, k, kept);
  const column = i32At(CELL_COLUMN, bit);
  const links = i32At(DIGIT_BAND_LINKS, k);
  const k1 = links & 0xff;
  const k2 = (links >>> 8) & 0xff;
  setI32At(CAND, k1, i32At(CAND, k1) & ~column);
  setI32At(CAND, k2, i32At(CAND, k2) & ~column);
  setI32At(UNSOLVED, b, i32At(UNSOLVED, b) & ~cell);
}

// ---- propagation -------------------------------------------------------------

function propagate(): bool {
  while (true) {
    // The digit-bands changed since they were last processed, found all at
    // once (one compare per quad in the SIMD build), then taken lowest first;
    // the set is found again when it runs out, until nothing changes. (Those
    // changed by this pass wait for the next: the fixed point is the same.)
    // (One call site of differingWords, not one before the loop and one at
    // its end: V8 inlines each site apart, and its inlining budget for
    // propagate has room for one.)
    let pending = 0;
    while (true) {
      if (pending == 0) {
        pending = differingWords(CAND, PREV) & ALL_DIGIT_BANDS;
        if (pending == 0) break;
      }
      const k = trailingZeros(pending);
      pending = clearLowBit(pending);
      let a = i32At(CAND, k);
      // its band, and its digit's digit-bands in the other two bands, read
      // from a table rather than worked out (k / 3, the band after, twice):
      // WASM 5% fewer instructions on easy_10000, 2% less time; JS the same
      const links = i32At(DIGIT_BAND_LINKS, k);
      const b = links >>> 16;
      const k1 = links & 0xff;
      const k2 = (links >>> 8) & 0xff;
      // One changed digit-band: in-band locked candidates, box→column
      // claims and column→box locks on the other bands, hidden singles.
      // (Written here, not as a function: asc would not inline a
      // function that big into this loop, and the WASM engine ran 4% slower.)
      const shape = i32At(ROW_BOXES, a & ROW_SLICE)
        | (i32At(ROW_BOXES, (a >> 9) & ROW_SLICE) << 3)
        | (i32At(ROW_BOXES, a >> 18) << 6);
      a &= i32At(MATCH_KEEP, shape);
      if (a == 0) return false;
      setI32At(CAND, k, a);
      setI32At(PREV, k, a);
      const columns = (a | (a >> 9) | (a >> 18)) & ROW_SLICE;
      // Tried and dropped: skipping the claims and locks below when the
      // columns are those of the last pass over this digit-band (PREV's; the
      // same fixed point, as a change in either other band brings that band
      // here). 5% fewer instructions (callgrind, one_band_10000), but 3%
      // slower on every 9×9 set in both engines (bench:compare, 7 rounds):
      // the branch it adds is unpredictable, the work it saves is not.
      const keep = i32At(CLAIM_KEEP, columns);
      let a1 = i32At(CAND, k1) & keep;
      let a2 = i32At(CAND, k2) & keep;
      // columns this band and one other lack must be in the third band
      const missing = ~columns & ROW_SLICE;
      const columns1 = (a1 | (a1 >> 9) | (a1 >> 18)) & ROW_SLICE;
      const columns2 = (a2 | (a2 >> 9) | (a2 >> 18)) & ROW_SLICE;
      a1 &= i32At(COLUMN_LOCK, missing & ~columns2);
      a2 &= i32At(COLUMN_LOCK, missing & ~columns1);
      setI32At(CAND, k1, a1);
      setI32At(CAND, k2, a2);
      // hidden singles: a row of this band with exactly one cell for d
      // (the three rows tested at once, not in a loop: one placement site,
      // and most often no single at all)
      // (singleBitOrZero: a select in WASM, branch-free arithmetic in JS,
      // where the ternary was a branch a placed cell's row makes
      // unpredictable: JS engine 10% faster on magictour and unbiased)
      let singles = a & i32At(UNSOLVED, b) & (singleBitOrZero(a & ROW_SLICE)
        | singleBitOrZero(a & (ROW_SLICE << 9)) | singleBitOrZero(a & (ROW_SLICE << 18)));
      while (singles != 0) {
        const cell = lowBit(singles);
        singles = clearLowBit(singles);
        // place(d, b, cell), written in place: asc does not inline place
        // (three call sites), and the call with the spills around it cost
        // the WASM engine 10% on easy_10000 and 17_clue (the JS engine, which
        // inlines either way, the same; the 9 words cleared through
        // target/quads' clearFromBand, or V8 stopped inlining here: JS +11%)
        const bit = trailingZeros(cell);
        const kept = i32At(CAND, k) & ~i32At(BAND_PEERS, bit);
        clearFromBand(CAND, b, cell);
        setI32At(CAND, k, kept);
        const column = i32At(CELL_COLUMN, bit);
        setI32At(CAND, k1, i32At(CAND, k1) & ~column);
        setI32At(CAND, k2, i32At(CAND, k2) & ~column);
        setI32At(UNSOLVED, b, i32At(UNSOLVED, b) & ~cell);
      }
    }
    // naked singles and empty cells (a function of its own: in the JS
    // engine every accessor V8 inlines here counts against propagate's
    // inlining budget, which then had no room for differingWords)
    const placed = placeNakedSingles();
    if (placed < 0) return false;
    if (placed == 0) return true;
  }
}

/**
 * Naked singles and empty cells, band by band: per band the cells seen
 * once or more, twice or more over the 9 digits (all bands at once); each
 * cell seen once and unsolved gets its digit placed. Returns 1 when it
 * placed any, 0 when there was none, -1 for an empty cell (a contradiction).
 * The counts go to three ("at least three" too, which these singles do not
 * need): when it places nothing, propagation ends here and chooseCell
 * reads its bivalue cells from the same counts instead of counting again.
 */
function placeNakedSingles(): i32 {
  let placedAny = 0;
  seenTwiceThrice(CAND, CANDIDATE_COUNTS);
  for (let b = 0; b < 3; b++) {
    const one = i32At(CANDIDATE_COUNTS, b);
    const two = i32At(CANDIDATE_COUNTS, 4 + b);
    if (one != BAND_FULL) return -1;
    let singles = one & ~two & i32At(UNSOLVED, b);
    while (singles != 0) {
      const cell = lowBit(singles);
      singles = clearLowBit(singles);
      let d = 0;
      while (d < 9 && (i32At(CAND, d * 3 + b) & cell) == 0) d++;
      if (d == 9) return -1; // an earlier single of this band took its last digit
      place(d, b, cell);
      placedAny = 1;
    }
  }
  return placedAny;
}

/** 1 when x (a mask below bit 31) is not 0, else 0. */
function nonZero(x: i32): i32 { return (x | -x) >>> 31; }

/**
 * 0 when `given` (one band's givens of a digit, at most one per row) has
 * three cells, else -1: a third cell is left after two clearLowBits (no
 * popcount, which the JS engine computes in a dozen operations).
 */
function unlessThree(given: i32): i32 {
  return nonZero(clearLowBit(clearLowBit(given))) - 1;
}

/** The row and box peers in its band of the cells of `given` (one band's cells). */
function givenPeers(given: i32): i32 {
  let peers = 0;
  let cells = given;
  while (cells != 0) {
    peers |= i32At(BAND_PEERS, trailingZeros(cells));
    cells = clearLowBit(cells);
  }
  return peers;
}

// ---- search -------------------------------------------------------------------

/** Copies the state to stack slot `depth`. */
function saveState(depth: i32): void {
  const slot = STACK + (<usize>(depth * SAVED_STATE_WORDS) << 2);
  copyQuads(slot, CAND, 7);
  copyQuads(slot + 28 * 4, UNSOLVED, 1);
}

/** Restores the state of stack slot `depth`; it was a fixed point, so prev = cand. */
function restoreState(depth: i32): void {
  const slot = STACK + (<usize>(depth * SAVED_STATE_WORDS) << 2);
  copyQuads(CAND, slot, 7);
  copyQuads(PREV, slot, 7);
  copyQuads(UNSOLVED, slot + 28 * 4, 1);
}

/** Branch cell chosen by chooseCell: band, cell bit, and how many candidates it has. */
let branchBand: i32 = 0;
let branchCell: i32 = 0;
let branchCandidates: i32 = 0;


/**
 * The cells of `column` (a CELL_COLUMN mask) in two other bands' masks x1,
 * x2 as one word: x1's at the column's bits, x2's one bit higher (the column's
 * three bits are 9 apart, so the two never meet): one popcount for both.
 */
function columnPair(x1: i32, x2: i32, column: i32): i32 {
  return (x1 & column) | ((x2 & column) << 1);
}

/**
 * The weight of the open peers of cell `bit` of a band, by the units they
 * share with it (see chooseCell): 5 per box peer off its row and column, 2
 * per row or column peer outside the box. `open` is the band's unsolved
 * cells, `open1`/`open2` the other two bands', `column` the cell's
 * CELL_COLUMN mask.
 */
function openPeerWeight(open: i32, open1: i32, open2: i32, bit: i32, column: i32): i32 {
  return 2 * (popcount(open & i32At(ROW_ONLY_PEERS, bit)) + popcount(columnPair(open1, open2, column)))
    + 5 * popcount(open & i32At(BOX_ONLY_PEERS, bit));
}

/**
 * Picks the branch cell: the bivalue cell with the most unsolved peers,
 * weighted by how they share the cell's units, plus 1 per bivalue peer:
 * either digit of the guess then propagates furthest, so a wrong one is
 * refuted sooner (35% fewer guesses on hard sets than the first bivalue
 * cell). An unsolved peer in the cell's box but off its row and column
 * weighs 5, one in its row or column outside the box 2, one in its minirow
 * or its column inside the box 0 (they share two units with the cell).
 * Decisions per puzzle (first solution / uniqueness) with these weights
 * against the ones before (1 per unsolved peer, 2 per bivalue peer, i.e.
 * every peer alike), on 10,000 of forum_hardest: 43.8 / 84.8 → 35.6 / 67.9;
 * magictour 6.89 / 10.1 → 6.17 / 8.70; unbiased 1.06 / 1.21 → 0.99 / 1.08;
 * 17_clue (10,000) 0.54 / 0.67 → 0.47 / 0.60; at the same cost per choice
 * (one popcount more). Measured on the way: the two-unit peers at weight 1
 * instead of 0 cost 2–3% on forum_hardest; without the bivalue term,
 * forum_hardest is the same but magictour +2%, unbiased +5% in uniqueness
 * mode; 2 per bivalue peer +2%; a trivalue term, or row and column weighed
 * apart, within 2%.
 * Tried and dropped: scores that look up the cell's two digits (a peer that
 * holds one loses it on one side; 7 if it then becomes a single, 2 if
 * bivalue, else 1): 35.8 / 67.7 on forum_hardest, 5.38 / 7.65 on magictour,
 * but 0.3 µs per choice in WASM against 0.08 µs, which cost more time than
 * the fewer decisions saved (forum_hardest +6% time in WASM, +23% in JS;
 * scoring only the best four or two by a cheap score: +3% / +7%, +1% / +4%).
 * When the search sits in one band (searchInOneBand), the first bivalue
 * cell instead. Ties: the first in band, then bit order. With no bivalue
 * cell (1% of the choices on forum_hardest), the cell with fewest candidates and then
 * the best of these weights: against the first such cell, forum_hardest
 * 35.6 / 67.9 → 35.0 / 65.3 decisions, hard_375 47.8 / 121 → 39.2 / 98.6
 * (a binary branch on a digit with two places in a row or box instead:
 * 35.4 / 67.6 and 48.4 / 118).
 */
function chooseCell(): void {
  // CANDIDATE_COUNTS holds this state's counts: propagate() has just ended
  // in placeNakedSingles, which counted and then placed nothing.
  for (let b = 0; b < 3; b++) {
    setI32At(PAIRS, b, i32At(CANDIDATE_COUNTS, 4 + b) & ~i32At(CANDIDATE_COUNTS, 8 + b) & i32At(UNSOLVED, b));
  }
  branchCandidates = 2;
  if (searchInOneBand() && chooseFirstBivalueCell()) return;
  if (!chooseBivalueCell()) chooseFewestCandidatesCell();
}

/**
 * Most open cells outside the band with the most for the search to count as
 * sitting in one band (searchInOneBand). With 8, the gate takes nearly every
 * choice on one_band_10000 and almost none elsewhere: guesses per puzzle
 * (first solution / uniqueness, 2,000 of each set) one_band 5.51 / 7.17 →
 * 5.85 / 7.38, forum_hardest 69.36 / 134.54 → 69.49 / 134.91, magictour,
 * 17_clue and unbiased unchanged (±0.01). With 4: one_band 5.74 / 7.27, but
 * more choices scored; with 12, or a limit of 27 open cells in all,
 * 17_clue 0.62 / 1.00 → 0.64 / 1.04 and 0.69 / 1.11.
 */
const ONE_BAND_OTHERS_OPEN: i32 = 8;

/**
 * True when at most ONE_BAND_OTHERS_OPEN cells are open outside the band
 * with the most open cells: the search then sits in one band, where the
 * peer weights of chooseBivalueCell barely tell its bivalue cells apart (its
 * unsolved peers are that band's, about the same for each), so the first
 * bivalue cell does nearly as well at a fraction of the cost.
 */
function searchInOneBand(): bool {
  const n0 = popcount(i32At(UNSOLVED, 0));
  const n1 = popcount(i32At(UNSOLVED, 1));
  const n2 = popcount(i32At(UNSOLVED, 2));
  const busiest = n0 > n1 ? (n0 > n2 ? n0 : n2) : (n1 > n2 ? n1 : n2);
  return n0 + n1 + n2 - busiest <= ONE_BAND_OTHERS_OPEN;
}

/** The first bivalue cell (PAIRS holds them), lowest band then lowest bit; false when there is none. */
function chooseFirstBivalueCell(): bool {
  for (let b = 0; b < 3; b++) {
    const pairs = i32At(PAIRS, b);
    if (pairs != 0) {
      branchBand = b;
      branchCell = lowBit(pairs);
      return true;
    }
  }
  return false;
}

/**
 * chooseCell's bivalue cell (PAIRS holds them); false when there is none.
 * A function of its own, as is the fallback below: in one function with
 * them, V8 ran out of inlining budget and openPeerWeight stayed a call
 * (split: JS engine 2% fewer instructions on magictour, 1–2% faster; asc
 * inlines all three anyway).
 */
function chooseBivalueCell(): bool {
  let bestScore = -1;
  for (let b = 0; b < 3; b++) {
    const b1 = nextBand(b);
    const b2 = nextBand(b1);
    const pairs = i32At(PAIRS, b);
    const open = i32At(UNSOLVED, b);
    const open1 = i32At(UNSOLVED, b1);
    const open2 = i32At(UNSOLVED, b2);
    const pairs1 = i32At(PAIRS, b1);
    const pairs2 = i32At(PAIRS, b2);
    let cells = pairs;
    while (cells != 0) {
      const bit = trailingZeros(cells);
      cells = clearLowBit(cells);
      const column = i32At(CELL_COLUMN, bit);
      const score = openPeerWeight(open, open1, open2, bit, column)
        + popcount(pairs & i32At(BAND_PEERS, bit)) + popcount(columnPair(pairs1, pairs2, column));
      if (score > bestScore) {
        bestScore = score;
        branchBand = b;
        branchCell = 1 << bit;
      }
    }
  }
  return bestScore >= 0;
}

/**
 * chooseCell's choice when no cell is bivalue: among the cells with fewest
 * candidates, the best by the same weights (bivalue peers there are none).
 */
function chooseFewestCandidatesCell(): void {
  let bestScore = -1;
  let fewest = 10;
  for (let b = 0; b < 3; b++) {
    const b1 = nextBand(b);
    const b2 = nextBand(b1);
    const open = i32At(UNSOLVED, b);
    const open1 = i32At(UNSOLVED, b1);
    const open2 = i32At(UNSOLVED, b2);
    let cells = open;
    while (cells != 0) {
      const bit = trailingZeros(cells);
      cells = clearLowBit(cells);
      const cell = 1 << bit;
      let n = 0;
      for (let d = 0; d < 9; d++) if ((i32At(CAND, d * 3 + b) & cell) != 0) n++;
      if (n > fewest) continue;
      const score = openPeerWeight(open, open1, open2, bit, i32At(CELL_COLUMN, bit));
      if (n < fewest || score > bestScore) {
        fewest = n;
        bestScore = score;
        branchBand = b;
        branchCell = cell;
        branchCandidates = n;
      }
    }
  }
}

/** Depth-first search from the current state; counts solutions up to the limit. */
function search(depth: i32): void {
  if (!propagate()) return;
  if ((i32At(UNSOLVED, 0) | i32At(UNSOLVED, 1) | i32At(UNSOLVED, 2)) == 0) {
    if (solutionsFound == 0) solvedCells(CAND, solutionOut);
    solutionsFound++;
    return;
  }
  chooseCell();
  const b = branchBand;
  const cell = branchCell;
  // The cell's digits; first tried: the one with the most candidates left in
  // the band (the others then ascending). Only the first solution's search
  // gains: 3.6% fewer decisions on 8,000 of forum_hardest, 5% on 17_clue
  // (fewest first made 4% more).
  // Tried and dropped: gathering the cell's digits and picking the first
  // without a branch per digit (nonZero and a max by arithmetic): on
  // one_band_10000, WASM 17% fewer mispredicted branches (callgrind's
  // simulation) for 2% more instructions and no clear gain in time; the JS
  // engine 3% more instructions and 3–10% slower (interleaved).
  // The loop stops at the cell's last candidate (chooseCell counted them):
  // a bivalue cell's second digit is on average the sixth of nine.
  let digits = 0;
  let most = -1;
  let next = 0;
  let left = branchCandidates;
  for (let d = 0; d < 9 && left > 0; d++) {
    const m = i32At(CAND, d * 3 + b);
    if ((m & cell) == 0) continue;
    left--;
    digits |= 1 << d;
    const n = popcount(m);
    if (n > most) {
      most = n;
      next = d;
    }
  }
  while (true) {
    const d = next;
    digits &= ~(1 << d);
    next = trailingZeros(digits);
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
    band9Decisions++;
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
  return solveBand9Excluding(puzzle, solution, limit, deadline, -1, 0);
}

/**
 * solveBand9 with one candidate taken out before the search: `digit` (1..9)
 * may not go in the blank cell `cell` (0..80; −1: none). The generator asks
 * this with limit 1 to learn whether a blanked cell can hold anything but the
 * digit of the solution it knows: one search that never walks that known
 * solution's subtree, where counting to 2 walks all of it.
 * Called from the generator once per uniqueness check.
 */
export function solveBand9Excluding(puzzle: usize, solution: usize, limit: i32, deadline: f64, cell: i32, digit: i32): i32 {
  tables.initBand9Tables();
  band9Guesses = 0;
  band9Decisions = 0;
  solutionsFound = 0;
  solutionLimit = limit < 1 ? 1 : limit;
  solutionOut = solution;
  deadlineMs = deadline;
  timedOut = false;
  // The starting state in one pass per digit, from the givens as masks
  // (target/cells: two v128 compares per digit and band with SIMD), not by
  // placing them one by one: each digit-band keeps the blanks that are no
  // row, box or column peer of a given of its digit, plus those givens. The
  // state is the one the placements made (the same search follows).
  // Against placing them: 6.6% fewer instructions on easy_10000 in WASM
  // (SIMD build) and 6.5% in JS (callgrind); time WASM 3-5% less on
  // easy_10000 and 17_clue, JS the same (interleaved, 15 rounds). (Peers
  // found without the loop in givenPeers, by rows and boxes: WASM 2% and JS
  // 1-2% slower than this.)
  if (givenMasks(puzzle, GIVENS) != 0) return 0; // a byte above 9
  const blanks0 = i32At(GIVENS, 28);
  const blanks1 = i32At(GIVENS, 29);
  const blanks2 = i32At(GIVENS, 30);
  setI32At(UNSOLVED, 0, blanks0);
  setI32At(UNSOLVED, 1, blanks1);
  setI32At(UNSOLVED, 2, blanks2);
  for (let d = 0; d < 9; d++) {
    const k = d * 3;
    const given0 = i32At(GIVENS, k);
    const given1 = i32At(GIVENS, k + 1);
    const given2 = i32At(GIVENS, k + 2);
    const columns0 = (given0 | (given0 >> 9) | (given0 >> 18)) & ROW_SLICE;
    const columns1 = (given1 | (given1 >> 9) | (given1 >> 18)) & ROW_SLICE;
    const columns2 = (given2 | (given2 >> 9) | (given2 >> 18)) & ROW_SLICE;
    // two givens of d in one column (two in one band share a box: below)
    if (((columns0 & columns1) | (columns0 & columns2) | (columns1 & columns2)) != 0) return 0;
    const columns = columns0 | columns1 | columns2;
    const columnCells = columns | (columns << 9) | (columns << 18);
    const peers0 = givenPeers(given0);
    const peers1 = givenPeers(given1);
    const peers2 = givenPeers(given2);
    // two givens of d in one row or box of a band
    if (((given0 & peers0) | (given1 & peers1) | (given2 & peers2)) != 0) return 0;
    const cand0 = (blanks0 & ~(peers0 | columnCells)) | given0;
    const cand1 = (blanks1 & ~(peers1 | columnCells)) | given1;
    const cand2 = (blanks2 & ~(peers2 | columnCells)) | given2;
    setI32At(CAND, k, cand0);
    setI32At(CAND, k + 1, cand1);
    setI32At(CAND, k + 2, cand2);
    // A digit-band given in all three rows is marked processed: its pass
    // would change nothing (its shape is one matching, its columns already
    // left the other bands above, and the column locks it would set are the
    // other two digit-bands' own, which are processed), so the fixed point
    // and the search are the same. PREV is its mask there, else never a
    // real mask (-1), chosen without a branch. On one_band_10000 (six rows
    // almost full) that skips 4 of the 65 passes a puzzle makes: WASM 2%
    // fewer instructions, both engines 2–3% faster (bench:compare); the
    // 17-clue puzzles have none to skip.
    setI32At(PREV, k, cand0 | unlessThree(given0));
    setI32At(PREV, k + 1, cand1 | unlessThree(given1));
    setI32At(PREV, k + 2, cand2 | unlessThree(given2));
  }
  if (cell >= 0) {
    const b = (cell / 27) | 0;
    const k = (digit - 1) * 3 + b;
    setI32At(CAND, k, i32At(CAND, k) & ~(1 << (cell - 27 * b)));
  }
  search(0);
  return timedOut ? -1 : solutionsFound;
}
