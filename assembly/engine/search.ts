/**
 * The search of the general N×N engine: depth-first over the board of
 * propagate.ts, with restarts. One source for both engines (see board.ts
 * for the glossary, layout.ts for the memory map).
 *
 * Branching: the open cell with the fewest candidates per contradiction met
 * in its units (chooseCell, "dom/wdeg"); when that cell has three or more,
 * a digit with only two places left in the unit with the most
 * contradictions instead (chooseUnitDigit), whose branches place the digit
 * in one place or the other. Shallow branch points try first the
 * alternative whose propagation changes least (probeFirst). Searches restart
 * against heavy tails (see RESTART_AFTER).
 */
import * as layout from "./layout";
import { allDigits, cellCount, clearLowBit, digitOf, lowBit, popcount, side, unitCount, PLACED } from "./board";
import {
  UNIT_STRIDE, cellWeight, dropTasks, eliminate, keepRoot, loadPuzzle, place, propagate, trailTop, undoTo,
  unplaced, unplacedPeers,
} from "./propagate";
import { fillBytes, i32At, setU16At, setU32At, setU8At, u16At, u32At } from "../target/memory";
import { now } from "../target/clock";
import { TIMED_OUT } from "./abi-constants";

/** Guesses between two looks at the clock (a power of two, as a mask). */
const CLOCK_CHECK_MASK: i32 = 2047;
/** Most candidates a cell may have for ties to be broken by counting its unplaced peers. */
const TIE_BREAK_MAX: i32 = 3;
/** Flag in a BRANCH_CELL word: the branch point is a unit (the low bits), not a cell. */
const UNIT_BRANCH: i32 = 0x8000;

/** Guesses made by the last `solvePuzzle`. */
let guesses: i32 = 0;
/** Branch decisions made by the last `solvePuzzle`. */
let decisions: i32 = 0;

/** Guesses (digits tried at branch points) made by the last `solvePuzzle`. */
export function lastGuesses(): i32 {
  return guesses;
}

/** Branch decisions (as layout.ts DECISIONS_PTR defines them) made by the last `solvePuzzle`. */
export function lastDecisions(): i32 {
  return decisions;
}

// Module-local copies of the layout pointers this file uses (see propagate.ts).

/** u32 per cell: candidate mask | PLACED. */
const CELLS: usize = layout.CELLS_PTR;
/** u32 per (unit, digit): the unit's positions holding it. */
const PLACES: usize = layout.PLACES_PTR;
/** u16 unitCells[u * side + k] (board.ts builds them). */
const UNIT_CELLS: usize = layout.UNIT_CELLS_PTR;
/** i32 per unit: 1 + contradictions met in it (propagate.ts). */
const WEIGHTS: usize = layout.UNIT_WEIGHTS_PTR;
/** u16 per branch point: the cell guessed (or the unit, flagged UNIT_BRANCH). */
const BRANCH_CELL: usize = layout.BRANCH_CELL_PTR;
/** u32 per branch point: the digits (or, for a unit branch, the places) not yet tried. */
const BRANCH_REST: usize = layout.BRANCH_REST_PTR;
/** u32 per unit branch point: the digit bit being placed. */
const BRANCH_DIGIT: usize = layout.BRANCH_DIGIT_PTR;
/** u32 per branch point: the trail length to undo back to before each of its guesses. */
const BRANCH_TRAIL: usize = layout.BRANCH_TRAIL_PTR;

/**
 * The unplaced cell with the fewest candidates per unit weight (candidates
 * ÷ the summed weights of its row, column and box: cells where searches
 * keep failing come first, "dom/wdeg"); among equals with at most
 * TIE_BREAK_MAX candidates, the one with the most unplaced peers (its guess
 * prunes the most), else the first in row order. The weights are all 1
 * until the first contradiction, so easy puzzles branch as by count alone.
 */
function chooseCell(): i32 {
  chosenCount = 99;
  let best = 0;
  let bestCount = 99;
  let bestScore = -1;
  let bestWeight = 1;
  for (let cell = 0; cell < cellCount; cell++) {
    const mask = u32At(CELLS, cell);
    if ((mask & PLACED) != 0) continue;
    const count = popcount(mask);
    const weight = cellWeight(cell);
    // count / weight, smallest first (dom/wdeg).
    const lhs = count * bestWeight;
    const rhs = bestCount * weight;
    if (lhs > rhs) continue;
    const score = count <= TIE_BREAK_MAX ? unplacedPeers(cell) * 64 + restartTieBreak(cell) : 0;
    if (lhs < rhs || score > bestScore) {
      best = cell;
      bestCount = count;
      bestWeight = weight;
      bestScore = score;
    }
  }
  chosenCount = bestCount;
  return best;
}

/** Candidates of the cell the last chooseCell picked. */
let chosenCount: i32 = 0;
/** The unit, digit bit and positions (bit k = k-th cell of the unit) chooseUnitDigit found; unit -1 = none. */
let pairUnit: i32 = -1;
let pairDigit: u32 = 0;
let pairPlaces: u32 = 0;

/**
 * Of the units where some digit has exactly two places left, the one with
 * the largest weight (the first on ties: rows, then columns, then boxes),
 * and its lowest such digit; pairUnit = -1 if none.
 * Branching there when every cell has three or more candidates halves the
 * fan-out, and both branches are a placement that propagates. On the
 * bench's random 25×25 puzzles (bench/lib/big-grids.js) with 5–35% of the cells
 * kept, searches of up to 550,000 guesses (over 10 s) became at most 5,800;
 * the WASM total over all 120 went from 22.0 s to 2.05 s. Puzzles where a
 * bivalue cell exists branch as before: preferring a unit pair over a
 * bivalue cell was far worse (45% kept: median 3,700 → 87,000 guesses).
 */
function chooseUnitDigit(): void {
  pairUnit = -1;
  let bestWeight = 0;
  for (let unit = 0; unit < unitCount; unit++) {
    const weight = i32At(WEIGHTS, unit);
    if (weight <= bestWeight) continue;
    // A placed digit's set is its one place, so two places are two open cells.
    const first = unit * UNIT_STRIDE;
    for (let digit = 0; digit < side; digit++) {
      const places = u32At(PLACES, first + digit);
      if (popcount(places) != 2) continue;
      pairUnit = unit;
      pairDigit = <u32>1 << digit;
      pairPlaces = places;
      bestWeight = weight;
      break;
    }
  }
}

/** Writes the digits of the (fully placed) board to `output`. */
function writeSolution(output: usize): void {
  for (let cell = 0; cell < cellCount; cell++) {
    setU8At(output, cell, digitOf(u32At(CELLS, cell) & allDigits));
  }
}

/**
 * Counts the solutions (up to `limit` ≥ 1) of the puzzle at `input` for the
 * side set by `setupTables`, writing the first to `output` (zeros when there
 * is none). Returns the count, or TIMED_OUT once `deadline` (a `now()` time;
 * 0 = none) has passed. Guesses: `lastGuesses()`; decisions: `lastDecisions()`.
 */
export function solvePuzzle(input: usize, output: usize, limit: i32, deadline: f64): i32 {
  return solvePuzzleExcluding(input, output, limit, deadline, -1, 0);
}

/**
 * solvePuzzle with one candidate taken out at the root: `digit` (1..side)
 * may not go in the blank `cell` (−1: none). The generator asks this with
 * limit 1 to learn whether a blanked cell can hold anything but the digit of
 * the solution it knows: one search and one set-up, where putting each
 * other digit in the cell took a search and a set-up per digit.
 * Called from the generator once per uniqueness check.
 */
export function solvePuzzleExcluding(input: usize, output: usize, limit: i32, deadline: f64, cell: i32, digit: i32): i32 {
  guesses = 0;
  decisions = 0;
  fillBytes(output, 0, cellCount);
  restart = 0;
  if (!loadPuzzle(input)) return 0;
  if (cell >= 0) {
    if (!eliminate(cell, <u32>1 << <u32>(digit - 1))) {
      dropTasks();
      return 0;
    }
    if (!propagate()) return 0;
    keepRoot(); // the exclusion is part of the root every restart goes back to
  }
  let result = searchFromRoot(output, limit, deadline, RESTART_AFTER);
  while (result == ABANDONED) {
    // Back to the root (the trail holds every change since), keeping the weights.
    undoTo(0);
    restart++;
    if (restart == 1 && !probeRoot()) return 0;
    result = searchFromRoot(output, limit, deadline, RESTART_AFTER * luby(restart + 1));
  }
  return result;
}

/**
 * Singleton consistency at the root, once, for puzzles whose first try was
 * abandoned: every candidate of a cell with at most PROBE_MAX_ALTERNATIVES
 * candidates is placed and propagated; one that fails is removed for good.
 * Until nothing changes. False when the puzzle has no solution. (All cells:
 * slower on tailsets with many candidates per cell; none: the worst 45%-kept
 * 25×25 of 144 went from 65 to 174 ms.)
 */
function probeRoot(): bool {
  let changed = true;
  while (changed) {
    changed = false;
    for (let cell = 0; cell < cellCount; cell++) {
      const mask = u32At(CELLS, cell);
      if ((mask & PLACED) != 0 || popcount(mask) > PROBE_MAX_ALTERNATIVES) continue;
      let rest = mask;
      while (rest != 0) {
        const bit = lowBit(rest);
        rest ^= bit;
        if ((u32At(CELLS, cell) & (bit | PLACED)) != bit) continue;
        const consistent = place(cell, bit) && propagate();
        if (!consistent) dropTasks();
        undoTo(0);
        if (consistent) continue;
        if (!(eliminate(cell, bit) && propagate())) {
          dropTasks();
          return false;
        }
        keepRoot();
        changed = true;
      }
    }
  }
  return true;
}

/**
 * Restarts against heavy tails. Near the point where random puzzles stop
 * being easy (25×25 with ~45% kept), a search that finds a solution at all
 * finds it within a few hundred guesses, but one early wrong guess can cost
 * 10^5–10^6 guesses to refute. So a try that meets RESTART_AFTER × luby(i)
 * dead ends before its first solution starts over from the root (undone
 * from the trail; probed once, probeRoot), with the unit weights it learnt,
 * half its branch points taking their alternatives in the other order and
 * other ties (Luby's sequence: within a log factor of the best fixed
 * cutoff). Over 144 random 25×25 puzzles at 40–50% kept, a sum of 182 s
 * (worst 107 s) before restarts, weights and probing became 1.3 s (worst
 * 0.11 s). A try that has found a solution is never abandoned, so
 * counting (limit 2, unique puzzles) pays no restarts once the solution is
 * found, and counts stay exact: only a finished try answers.
 */
const RESTART_AFTER: i32 = 32;
/** The i-th term (i ≥ 1) of Luby's sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, …. */
function luby(i: i32): i32 {
  let k = 1;
  while ((1 << k) - 1 < i) k++;
  // Term 2^k - 1 is 2^(k-1); the terms after it repeat the sequence from its start.
  while ((1 << k) - 1 != i) {
    i -= (1 << (k - 1)) - 1;
    k = 1;
    while ((1 << k) - 1 < i) k++;
  }
  return 1 << (k - 1);
}

/** searchFromRoot's answer when it ran out of guesses. */
const ABANDONED: i32 = -2;
/** Tries so far for this puzzle; 0 = the first (ties go to the first cell in row order). */
let restart: i32 = 0;

/** 0..63, from the cell and the try: how chooseCell breaks ties after a restart. */
function restartTieBreak(cell: i32): i32 {
  if (restart == 0) return 0;
  return restartHash(cell) & 63;
}

/** A scramble of `key` (< 2^16) and the try number, 0..2^25. */
function restartHash(key: i32): i32 {
  // Small operands keep the product exact in JS doubles too (< 2^10 × 40503 < 2^31).
  return (((key ^ restart) & 1023) * 40503) >>> 7;
}

/**
 * Branch points this shallow with at most PROBE_MAX_ALTERNATIVES
 * alternatives order them by probing (probeFirst). The first few guesses
 * decide whether a try of a 45%-kept 25×25 puzzle finds a solution at all;
 * deeper down a probe costs more than it saves.
 */
const PROBE_DEPTH: i32 = 8;
const PROBE_MAX_ALTERNATIVES: i32 = 3;
/** 4×4 and 9×9 searches are too short for probes to pay (4×4 through this engine: 2× slower with them). */
const PROBE_MIN_SIDE: i32 = 16;
/** u32 per branch point: the alternative to try first (0 = none preferred). */
const BRANCH_FIRST: usize = layout.BRANCH_FIRST_PTR;

/** What alternative `bit` of branch point `level` places: set by `alternative`. */
let alternativeCell: i32 = 0;
let alternativeDigit: u32 = 0;

/** Sets alternativeCell and alternativeDigit: a cell branch tries the cell's digits, a unit branch the digit's places. */
function alternative(level: i32, bit: u32): void {
  const code = u16At(BRANCH_CELL, level);
  alternativeCell = code;
  alternativeDigit = bit;
  if ((code & UNIT_BRANCH) != 0) {
    alternativeCell = u16At(UNIT_CELLS, (code & ~UNIT_BRANCH) * side + digitOf(bit) - 1);
    alternativeDigit = u32At(BRANCH_DIGIT, level);
  }
}

/**
 * Tries each alternative of the new branch point `level` and undoes it:
 * the one whose propagation changes the least (it leaves the most room, so
 * it is the likeliest to lead to a solution) goes first; one that fails is
 * struck from the branch point. Returns the one to try first (0 if all fail).
 */
function probeFirst(level: i32): u32 {
  const mark = trailTop;
  let rest = u32At(BRANCH_REST, level);
  let best: u32 = 0;
  let bestChanges = 1 << 30;
  let alive = rest;
  while (rest != 0) {
    const bit = lowBit(rest);
    rest ^= bit;
    alternative(level, bit);
    if (place(alternativeCell, alternativeDigit) && propagate()) {
      // It solves the puzzle: nothing left to compare.
      if (unplaced == 0) {
        undoTo(mark);
        setU32At(BRANCH_REST, level, alive);
        return bit;
      }
      const changes = trailTop - mark;
      if (changes < bestChanges) {
        best = bit;
        bestChanges = changes;
      }
    } else {
      dropTasks();
      alive ^= bit;
    }
    undoTo(mark);
  }
  setU32At(BRANCH_REST, level, alive);
  return best;
}

/**
 * The depth-first search from the board just loaded: the count, TIMED_OUT,
 * or ABANDONED after `maxDeadEnds` guesses that ended in a contradiction
 * before any solution.
 */
function searchFromRoot(output: usize, limit: i32, deadline: f64, maxDeadEnds: i32): i32 {
  let count = 0;
  let deadEnds = 0;
  let top = 0; // open branch points
  for (;;) {
    if (unplaced == 0) {
      count++;
      if (count == 1) writeSolution(output);
      if (count >= limit) break;
    } else {
      const cell = chooseCell();
      pairUnit = -1;
      if (chosenCount > 2) chooseUnitDigit();
      if (pairUnit >= 0) {
        setU16At(BRANCH_CELL, top, pairUnit | UNIT_BRANCH);
        setU32At(BRANCH_REST, top, pairPlaces);
        setU32At(BRANCH_DIGIT, top, pairDigit);
      } else {
        setU16At(BRANCH_CELL, top, cell);
        setU32At(BRANCH_REST, top, u32At(CELLS, cell));
      }
      setU32At(BRANCH_TRAIL, top, trailTop);
      const probe = side >= PROBE_MIN_SIDE && top < PROBE_DEPTH && popcount(u32At(BRANCH_REST, top)) <= PROBE_MAX_ALTERNATIVES;
      setU32At(BRANCH_FIRST, top, probe ? probeFirst(top) : 0);
      top++;
    }
    // Try the next digit of the innermost branch point that has one left.
    let advanced = false;
    while (top > 0) {
      const level = top - 1;
      undoTo(u32At(BRANCH_TRAIL, level));
      const rest = u32At(BRANCH_REST, level);
      if (rest == 0) {
        top--;
        continue;
      }
      const code = u16At(BRANCH_CELL, level);
      // The probed favourite first; else half the branch points (which half
      // changes per try) take their alternatives from the top.
      let bit: u32 = (restartHash(code) & 64) != 0 ? <u32>1 << (digitOf(rest) - 1) : lowBit(rest);
      const first = u32At(BRANCH_FIRST, level);
      if ((first & rest) != 0) bit = first;
      setU32At(BRANCH_REST, level, rest ^ bit);
      guesses++;
      if (deadline > 0 && (guesses & CLOCK_CHECK_MASK) == 0 && now() > deadline) {
        return TIMED_OUT;
      }
      // Last one here: the branch point goes (its parent undoes further anyway);
      // else the alternatives left are kept to come back to: a decision.
      if (clearLowBit(rest) == 0) top = level;
      else decisions++;
      alternative(level, bit);
      if (place(alternativeCell, alternativeDigit) && propagate()) {
        advanced = true;
        break;
      }
      dropTasks();
      deadEnds++;
      if (deadEnds >= maxDeadEnds && count == 0) return ABANDONED;
    }
    if (!advanced) break;
  }
  return count;
}
