/**
 * The step a chain technique settles on. Sukaku Explainer sorts the steps one
 * technique finds by (difficulty, chain complexity, kind of step) and applies
 * the first; its sort is stable, so among equals the first found wins. We keep
 * only the best so far and replace it on a strict improvement, which picks the
 * same step without a list. When find asks for every instance (more than
 * one step wanted), the producer collects instead: nothing beats nothing
 * (no pruning) and every step settled here is also kept by every-step.ts,
 * which lists them all in the same order at the end.
 *
 * Record at CH_BEST (i32 fields, then u16 eliminated candidate ids):
 *   0 found (0/1)      4 difficulty (tenths)   8 complexity   12 sort key
 *  16 technique code  20 placed cell or -1   24 placed digit  28 elimination count
 *  32 source cell     36 source digit        40 source on (1) / off (0)
 *  44 region of a region forcing chain, or -1 (geometry.ts numbering)
 *  48 eliminations: u16 × up to 729
 */
import { CH_BEST } from "./layout";
import { addElimination, addPatternCell, addPatternDigit, addPlacement, beginStep, endStep, stepCount, stepRoom } from "../step";
import { addChainCells, appendChains, chainRecording, writeStepChains } from "./chain-record";
import { beginPoolStep, emitPool, poolEliminate, poolPlace, poolRegion, resetPool } from "./every-step";
import { load16, load32, store16, store32 } from "../../../target/memory";
import { baseCands } from "./grid";

const F_FOUND: usize = 0;
const F_DIFFICULTY: usize = 4;
const F_COMPLEXITY: usize = 8;
const F_SORT: usize = 12;
const F_TECHNIQUE: usize = 16;
const F_PLACED_CELL: usize = 20;
const F_PLACED_DIGIT: usize = 24;
const F_ELIM_COUNT: usize = 28;
const F_SRC_CELL: usize = 32;
const F_SRC_DIGIT: usize = 36;
const F_SRC_ON: usize = 40;
const F_REGION: usize = 44;
const F_ELIMS: usize = 48;

/** Whether this producer call lists every step (find) rather than only the easiest (the walk, hints). */
let collecting: bool = false;
/** A nested chain's inner search lists every step whatever the step list wants (nested.ts). */
let listingEvery: bool = false;

/** Makes the producers that start from now on list every step (nested.ts's inner searches), or not. */
export function setListingEvery(on: bool): void {
  listingEvery = on;
}

/** Sets whether the search going on lists every step (chain-frames.ts gives an interrupted search its mode back). */
export function setCollecting(on: bool): void {
  collecting = on;
}

/**
 * Forgets the best step (start of a technique's search) and settles the
 * mode: every step when the step list wants more than one (find), else
 * only the easiest.
 */
export function clearBest(): void {
  store32(CH_BEST + F_FOUND, 0);
  collecting = listingEvery || stepRoom() > 1;
  if (collecting) resetPool();
}

/** Whether this producer call lists every step (so a search must not stop early once a step is known). */
export function collectingEvery(): bool {
  return collecting;
}

/** Whether a step was found. */
export function bestFound(): bool {
  return load32(CH_BEST + F_FOUND) != 0;
}

/** Whether a step rated (difficulty, complexity, sortKey) would replace the best. */
export function beatsBest(difficulty: i32, complexity: i32, sortKey: i32): bool {
  if (collecting || load32(CH_BEST + F_FOUND) == 0) return true;
  const d: i32 = load32(CH_BEST + F_DIFFICULTY);
  if (difficulty != d) return difficulty < d;
  const c: i32 = load32(CH_BEST + F_COMPLEXITY);
  if (complexity != c) return complexity < c;
  return sortKey < load32(CH_BEST + F_SORT);
}

/** Starts a new best step (its eliminations follow with addBestElimination). */
export function setBest(
  technique: i32,
  difficulty: i32,
  complexity: i32,
  sortKey: i32,
  srcCell: i32,
  srcDigit: i32,
  srcOn: bool,
): void {
  if (collecting) beginPoolStep(technique, difficulty, complexity, sortKey, srcCell, srcDigit, srcOn);
  store32(CH_BEST + F_FOUND, 1);
  store32(CH_BEST + F_TECHNIQUE, technique);
  store32(CH_BEST + F_DIFFICULTY, difficulty);
  store32(CH_BEST + F_COMPLEXITY, complexity);
  store32(CH_BEST + F_SORT, sortKey);
  store32(CH_BEST + F_PLACED_CELL, -1);
  store32(CH_BEST + F_PLACED_DIGIT, 0);
  store32(CH_BEST + F_ELIM_COUNT, 0);
  store32(CH_BEST + F_SRC_CELL, srcCell);
  store32(CH_BEST + F_SRC_DIGIT, srcDigit);
  store32(CH_BEST + F_SRC_ON, srcOn ? 1 : 0);
  store32(CH_BEST + F_REGION, -1);
}

/** Names the region of the best step, a region forcing chain (its chains are rebuilt from it). */
export function setBestRegion(region: i32): void {
  if (collecting) poolRegion(region);
  store32(CH_BEST + F_REGION, region);
}

/** Adds candidate (cell, digit) to the best step's eliminations. */
export function addBestElimination(cell: i32, digit: i32): void {
  if (collecting) poolEliminate(cell * 9 + digit - 1);
  const count: i32 = load32(CH_BEST + F_ELIM_COUNT);
  store16(CH_BEST + F_ELIMS + <usize>(count << 1), cell * 9 + digit - 1);
  store32(CH_BEST + F_ELIM_COUNT, count + 1);
}

/**
 * Makes the best step's conclusion "candidate id is true": eliminates the
 * cell's other candidates and places the digit (SE places it at once).
 */
export function setBestTrue(id: i32): void {
  const cell: i32 = (id / 9) | 0;
  const digit: i32 = id - cell * 9 + 1;
  const others: i32 = baseCands(cell) & ~(1 << (digit - 1));
  for (let f: i32 = 0; f < 9; f++) {
    if ((others & (1 << f)) != 0) addBestElimination(cell, f + 1);
  }
  store32(CH_BEST + F_PLACED_CELL, cell);
  store32(CH_BEST + F_PLACED_DIGIT, digit);
  if (collecting) poolPlace(cell, digit);
}

/** Makes the best step's conclusion "candidate id is false". */
export function setBestFalse(id: i32): void {
  const cell: i32 = (id / 9) | 0;
  addBestElimination(cell, id - cell * 9 + 1);
}

/** Difficulty of the best step, in tenths (75 = 7.5). */
export function bestDifficulty(): i32 {
  return load32(CH_BEST + F_DIFFICULTY);
}
/** Sort key of the best step (step-kinds.ts). */
export function bestSortKey(): i32 {
  return load32(CH_BEST + F_SORT);
}
/** Technique code of the best step (techniques.ts). */
export function bestTechnique(): i32 {
  return load32(CH_BEST + F_TECHNIQUE);
}
/** Cell the best step places a digit in, or -1. */
export function bestPlacedCell(): i32 {
  return load32(CH_BEST + F_PLACED_CELL);
}
/** Digit the best step places (when bestPlacedCell() >= 0). */
export function bestPlacedDigit(): i32 {
  return load32(CH_BEST + F_PLACED_DIGIT);
}
/** Number of candidates the best step eliminates. */
export function bestEliminationCount(): i32 {
  return load32(CH_BEST + F_ELIM_COUNT);
}
/** The `index`-th eliminated candidate id of the best step. */
export function bestElimination(index: i32): i32 {
  return load16(CH_BEST + F_ELIMS + <usize>(index << 1));
}
/** Cell of the assumption the best step starts from. */
export function bestSourceCell(): i32 {
  return load32(CH_BEST + F_SRC_CELL);
}
/** Digit of the assumption the best step starts from. */
export function bestSourceDigit(): i32 {
  return load32(CH_BEST + F_SRC_DIGIT);
}
/** Whether the best step's assumption is "on" (else "off"). */
export function bestSourceOn(): bool {
  return load32(CH_BEST + F_SRC_ON) != 0;
}
/** Region of the best step when it is a region forcing chain (geometry.ts numbering), else -1. */
export function bestRegion(): i32 {
  return load32(CH_BEST + F_REGION);
}
/**
 * Sukaku Explainer's length surcharge: +0.1 each time the chain outgrows the
 * next step of 4, 6, 8, 12, 16, 24, 32, 48, … (alternately ×3/2 and ×4/3),
 * measured on complexity − 2. In tenths.
 */
export function lengthSurcharge(complexity: i32): i32 {
  let added: i32 = 0;
  let ceiling: i32 = 4;
  const length: i32 = complexity - 2;
  let odd: bool = false;
  while (length > ceiling) {
    added++;
    ceiling = odd ? ((ceiling * 4) / 3) | 0 : ((ceiling * 3) / 2) | 0;
    odd = !odd;
  }
  return added;
}

/**
 * Writes the best step to the step list (step.ts): the assumption's cell and
 * digit as its pattern, its placement, its eliminations (when collecting:
 * every step kept, every-step.ts). Returns true when the list is full. Does
 * nothing (false) when no step was found.
 */
export function emitBest(): bool {
  if (collecting) return emitPool();
  if (!bestFound()) return false;
  const chainWords: i32 = chainRecording() ? writeBestChains() : 0;
  beginStep(bestTechnique(), bestDifficulty());
  if (bestSourceCell() >= 0) {
    addPatternCell(bestSourceCell());
    addPatternDigit(bestSourceDigit());
  }
  if (chainWords > 0) addChainCells();
  if (bestPlacedCell() >= 0) addPlacement(bestPlacedCell(), bestPlacedDigit());
  const count: i32 = bestEliminationCount();
  for (let i: i32 = 0; i < count; i++) {
    const id: i32 = bestElimination(i);
    const cell: i32 = (id / 9) | 0;
    addElimination(cell, id - cell * 9 + 1);
  }
  const stepsBefore: i32 = stepCount();
  const full: bool = endStep();
  appendChains(chainWords, stepsBefore);
  return full;
}

/** The best step's conclusion as a node ref: its placement, else its first elimination (-1: none). */
export function bestConclusion(): i32 {
  const placed: i32 = bestPlacedCell();
  return placed >= 0 ? ((placed * 9 + bestPlacedDigit() - 1) << 1) | 1 : bestEliminationCount() > 0 ? bestElimination(0) << 1 : -1;
}

/** Writes the best step's chains (chain-record.ts); returns their words, 0 for none. */
function writeBestChains(): i32 {
  return writeStepChains(
    bestTechnique(),
    bestSourceCell(),
    bestSourceDigit(),
    load32(CH_BEST + F_SRC_ON) != 0,
    bestConclusion(),
    load32(CH_BEST + F_REGION),
  );
}
