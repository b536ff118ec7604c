/**
 * find's "every instance" mode of the chain producers (forcing chains &
 * cycles, Nishio, multiple and dynamic forcing chains). The rating walk and
 * hints want only the easiest step, so result.ts keeps just the best one and
 * the producers prune whatever cannot beat it. When find asks for more than
 * one step (step.ts stepRoom() > 1 as the producer starts), result.ts
 * switches to collecting: nothing is pruned, and every step the producer
 * settles (setBest and its conclusion) is also built here. At
 * the end the kept steps are written to the step list in SE's order (lowest
 * difficulty, then complexity, then kind, then the order found: the order
 * SE's stable sort gives), one step per distinct conclusion (technique,
 * placement and eliminations), so the first is the step the walk takes.
 *
 * A step is staged in the record after the pool's last and kept when it is
 * complete (at the next step or the end): a step concluding what a kept
 * one concludes replaces it only when it comes before it (the records'
 * conclusion keys find it: a listing inner search offers hundreds of steps,
 * and comparing every kept record's whole conclusion on each offer took a
 * large part of it). The pool holds
 * CH_STEP_POOL_CAPACITY distinct conclusions; once full, a new one replaces
 * the last kept in SE's order when it comes before it, so the easiest are
 * kept (the list find returns is bounded anyway).
 *
 * Record (CH_STEP_POOL_RECORD bytes):
 *   0 difficulty   4 complexity   8 sort key   12 order found   16 technique
 *  20 placed cell or -1   24 placed digit   28 source cell   32 source digit
 *  36 the conclusion's key (bits 0–30: a hash of technique, placement and
 *     eliminations, set when the step is kept) and written to the step
 *     list (bit 31)
 *  40 source on (bit 0: 1 on, 0 off) and, above it, 1 + the region of a
 *     region forcing chain (0: none)
 *  44 eliminations: 23 u32 words, bit (id & 31) of word (id >> 5) for candidate id
 *
 * When the host wants chains (chain-record.ts), each step is written with
 * its chains: rebuilt from the record's assumption for forcing chains, from
 * the walk cycles.ts replays for each kept step (replayKeptWalks) otherwise;
 * nested steps' chains are prepared by nested-record.ts, which writes them
 * one at a time (nextPoolStep, writeStep).
 */
import { CAND_WORDS, CH_STEP_POOL, CH_STEP_POOL_CAPACITY, CH_STEP_POOL_RECORD } from "./layout";
import { popcount, trailingZeros } from "../../../target/bits";
import { load32, store32 } from "../../../target/memory";
import { copyWords } from "../../../target/memory";
import { addElimination, addPatternCell, addPatternDigit, addPlacement, beginStep, endStep, stepCount } from "../step";
import { addChainCells, appendChains, chainRecording, loadKeptWalkChain, writeStepChains } from "./chain-record";
import { baseCands } from "./grid";

const R_DIFFICULTY: usize = 0;
const R_COMPLEXITY: usize = 4;
const R_SORT: usize = 8;
const R_ORDER: usize = 12;
const R_TECHNIQUE: usize = 16;
const R_PLACED_CELL: usize = 20;
const R_PLACED_DIGIT: usize = 24;
const R_SRC_CELL: usize = 28;
const R_SRC_DIGIT: usize = 32;
const R_KEY_WRITTEN: usize = 36;
const KEY_BITS: i32 = 0x7fffffff;
const WRITTEN_BIT: i32 = 1 << 31;
const R_SRC_ON_REGION: usize = 40;
const R_ELIMS: usize = 44;

/** Steps kept. */
let kept: i32 = 0;
/** Steps offered since the producer started (their order found). */
let offered: i32 = 0;
/** Whether the staged record holds a step not yet kept. */
let staged: bool = false;
/**
 * The kept record with the staged step's conclusion (0: none), as
 * stagedStepDropped found it, and the staged step it was found for (its
 * order found plus one; 0: not found yet): keepStaged then need not look
 * again. Nothing changes the kept records in between (an inner search that
 * runs meanwhile gives the pool back as it found it, setPoolState).
 */
let stagedSame: usize = 0;
let stagedSameFor: i32 = 0;
/** Words of one record. */
const RECORD_WORDS: i32 = CH_STEP_POOL_RECORD >> 2;

function recordPtr(index: i32): usize {
  return CH_STEP_POOL + <usize>(index * CH_STEP_POOL_RECORD);
}

/** The record a step is built in before it is kept (just after the pool's last). */
const STAGE: usize = CH_STEP_POOL + <usize>(CH_STEP_POOL_CAPACITY * CH_STEP_POOL_RECORD);

/** Whether a step is staged and not yet kept. */
export function poolStaged(): bool {
  return staged;
}

/** Sets the pool's counters (chain-frames.ts gives an interrupted search its pool back). */
export function setPoolState(keptSteps: i32, offeredSteps: i32, stagedStep: bool): void {
  kept = keptSteps;
  offered = offeredSteps;
  staged = stagedStep;
  stagedSameFor = 0;
}

/** Steps offered since the producer started: the last one's order found is this minus one. */
export function offeredCount(): i32 {
  return offered;
}

/** Order found (0 first) of a kept step. */
export function keptOrder(r: usize): i32 {
  return load32(r + R_ORDER);
}

/** Empties the pool (a producer starts collecting). */
export function resetPool(): void {
  kept = 0;
  offered = 0;
  staged = false;
  stagedSameFor = 0;
}

/** Whether record `a` comes before record `b` in SE's order (difficulty, complexity, kind, order found). */
export function keptStepBefore(a: usize, b: usize): bool {
  for (let f: usize = 0; f <= R_ORDER; f += 4) {
    const x: i32 = load32(a + f);
    const y: i32 = load32(b + f);
    if (x != y) return x < y;
  }
  return false;
}

/** Keeps the step still staged, so the pool holds every step found (before replayKeptWalks reads it). */
export function settleKept(): void {
  keepStaged();
}

/**
 * Keeps the staged step: in place of a kept step with the same conclusion
 * if it comes before it (else it is dropped), appended when there is room,
 * else in place of the last kept step if it comes before it.
 */
function keepStaged(): void {
  if (!staged) return;
  staged = false;
  const same: usize = stagedSameFor == offered ? stagedSame : keptWithStagedConclusion();
  stagedSameFor = 0;
  if (same != 0) {
    if (keptStepBefore(STAGE, same)) copyWords(same, STAGE, RECORD_WORDS);
    return;
  }
  if (kept < CH_STEP_POOL_CAPACITY) {
    copyWords(recordPtr(kept++), STAGE, RECORD_WORDS);
    return;
  }
  const worst: usize = lastKept();
  if (keptStepBefore(STAGE, worst)) copyWords(worst, STAGE, RECORD_WORDS);
}

/**
 * Whether the staged step, its conclusion complete, will be dropped when
 * it is kept (keepStaged): a kept step with its conclusion comes before
 * it, or the pool is full of steps that all do. Nothing about a dropped
 * step is read later, so a listing inner search need not note its chains.
 */
export function stagedStepDropped(): bool {
  const same: usize = keptWithStagedConclusion();
  stagedSame = same;
  stagedSameFor = offered;
  if (same != 0) return !keptStepBefore(STAGE, same);
  return kept >= CH_STEP_POOL_CAPACITY && !keptStepBefore(STAGE, lastKept());
}

/**
 * The kept record concluding what a step of `technique` concluding node
 * `ref` would (result.ts setBestTrue, setBestFalse: an "on" node places its
 * digit and removes the cell's other candidates, an "off" node removes its
 * candidate); 0: none. The staged step is kept first (as the next offer
 * would keep it), and the staged record serves to look it up.
 */
export function keptTwinOf(technique: i32, ref: i32): usize {
  keepStaged();
  const id: i32 = ref >> 1;
  const cell: i32 = (id / 9) | 0;
  const digit: i32 = id - cell * 9 + 1;
  store32(STAGE + R_TECHNIQUE, technique);
  poolPlace(-1, 0);
  for (let w: i32 = 0; w < CAND_WORDS; w++) store32(STAGE + R_ELIMS + <usize>(w << 2), 0);
  if ((ref & 1) != 0) {
    const others: i32 = baseCands(cell) & ~(1 << (digit - 1));
    for (let d: i32 = 0; d < 9; d++) {
      if ((others & (1 << d)) != 0) poolEliminate(cell * 9 + d);
    }
    poolPlace(cell, digit);
  } else poolEliminate(id);
  return keptWithStagedConclusion();
}

/**
 * Counts `count` offers that the pool drops (a kept step with their
 * conclusion comes before each) without staging them: they take their
 * order found, and nothing else of them is read.
 */
export function passOverOffers(count: i32): void {
  keepStaged();
  offered += count;
}

/** The kept record concluding what the staged step concludes (0: none); sets the staged record's key. */
function keptWithStagedConclusion(): usize {
  const key: i32 = conclusionKey(STAGE);
  store32(STAGE + R_KEY_WRITTEN, key);
  for (let i: i32 = 0; i < kept; i++) {
    const r: usize = recordPtr(i);
    if ((load32(r + R_KEY_WRITTEN) & KEY_BITS) == key && sameConclusion(STAGE, r)) return r;
  }
  return 0;
}

/** The kept record that comes last in SE's order. */
function lastKept(): usize {
  let worst: usize = recordPtr(0);
  for (let i: i32 = 1; i < kept; i++) {
    const r: usize = recordPtr(i);
    if (keptStepBefore(worst, r)) worst = r;
  }
  return worst;
}

/** Starts keeping a step (its conclusion follows with poolEliminate and poolPlace). */
export function beginPoolStep(
  technique: i32,
  difficulty: i32,
  complexity: i32,
  sortKey: i32,
  srcCell: i32,
  srcDigit: i32,
  srcOn: bool,
): void {
  keepStaged();
  staged = true;
  store32(STAGE + R_DIFFICULTY, difficulty);
  store32(STAGE + R_COMPLEXITY, complexity);
  store32(STAGE + R_SORT, sortKey);
  store32(STAGE + R_ORDER, offered++);
  store32(STAGE + R_TECHNIQUE, technique);
  store32(STAGE + R_PLACED_CELL, -1);
  store32(STAGE + R_PLACED_DIGIT, 0);
  store32(STAGE + R_SRC_CELL, srcCell);
  store32(STAGE + R_SRC_DIGIT, srcDigit);
  store32(STAGE + R_KEY_WRITTEN, 0);
  store32(STAGE + R_SRC_ON_REGION, srcOn ? 1 : 0);
  for (let w: i32 = 0; w < CAND_WORDS; w++) store32(STAGE + R_ELIMS + <usize>(w << 2), 0);
}

/** Adds candidate `id` (cell * 9 + digit - 1) to the eliminations of the step being kept. */
export function poolEliminate(id: i32): void {
  const ptr: usize = STAGE + R_ELIMS + <usize>((id >> 5) << 2);
  store32(ptr, load32(ptr) | (1 << (id & 31)));
}

/** Names the region of the step being kept, a region forcing chain. */
export function poolRegion(region: i32): void {
  store32(STAGE + R_SRC_ON_REGION, (load32(STAGE + R_SRC_ON_REGION) & 1) | ((region + 1) << 1));
}

/** Steps kept (after the search: read them with keptStep). */
export function keptSteps(): i32 {
  return kept;
}

/** Address of the `index`-th kept step (its fields: keptTechnique … below). */
export function keptStep(index: i32): usize {
  return recordPtr(index);
}

/** Technique of a kept step. */
export function keptTechnique(r: usize): i32 {
  return load32(r + R_TECHNIQUE);
}

/** Sort key of a kept step (step-kinds.ts). */
export function keptSortKey(r: usize): i32 {
  return load32(r + R_SORT);
}

/** Complexity of a kept step. */
export function keptComplexity(r: usize): i32 {
  return load32(r + R_COMPLEXITY);
}

/** The assumption of a kept step as a node ref. */
export function keptSourceRef(r: usize): i32 {
  return ((load32(r + R_SRC_CELL) * 9 + load32(r + R_SRC_DIGIT) - 1) << 1) | (load32(r + R_SRC_ON_REGION) & 1);
}

/** Whether a kept step eliminates candidate `id`. */
export function keptEliminates(r: usize, id: i32): bool {
  return (load32(r + R_ELIMS + <usize>((id >> 5) << 2)) & (1 << (id & 31))) != 0;
}

/** Word `w` of a kept step's eliminations: bit (id & 31) for candidate id = w * 32 + bit. */
export function keptEliminationWord(r: usize, w: i32): i32 {
  return load32(r + R_ELIMS + <usize>(w << 2));
}

/** How many candidates a kept step eliminates. */
export function keptEliminationCount(r: usize): i32 {
  let count: i32 = 0;
  for (let w: i32 = 0; w < CAND_WORDS; w++) count += popcount(<u32>load32(r + R_ELIMS + <usize>(w << 2)));
  return count;
}

/** Sets the placement of the step being kept. */
export function poolPlace(cell: i32, digit: i32): void {
  store32(STAGE + R_PLACED_CELL, cell);
  store32(STAGE + R_PLACED_DIGIT, digit);
}

/**
 * A hash of what a record concludes (technique, placement, eliminations), in
 * 31 bits. Only the non-zero elimination words are mixed in, each with its
 * index: a step removes a few candidates, so most words are zero, and the
 * key only sorts out which kept records to compare whole.
 */
function conclusionKey(r: usize): i32 {
  // i32 arithmetic that wraps alike in both engines: the product stays below 2^53 before `| 0`.
  let key: i32 = 0x2545f491;
  for (let f: usize = R_TECHNIQUE; f <= R_PLACED_DIGIT; f += 4) key = ((key ^ load32(r + f)) * 65599) | 0;
  for (let w: i32 = 0; w < CAND_WORDS; w++) {
    const word: i32 = load32(r + R_ELIMS + <usize>(w << 2));
    if (word != 0) key = ((key ^ word ^ (w << 26)) * 65599) | 0;
  }
  return key & KEY_BITS;
}

/** Whether two records conclude the same (technique, placement, eliminations). */
function sameConclusion(a: usize, b: usize): bool {
  for (let f: usize = R_TECHNIQUE; f <= R_PLACED_DIGIT; f += 4) {
    if (load32(a + f) != load32(b + f)) return false;
  }
  for (let w: i32 = 0; w < CAND_WORDS; w++) {
    const at: usize = R_ELIMS + <usize>(w << 2);
    if (load32(a + at) != load32(b + at)) return false;
  }
  return true;
}

/** The conclusion of a kept step as a node ref: its placement, else its first elimination. */
export function keptConclusion(r: usize): i32 {
  const placedCell: i32 = load32(r + R_PLACED_CELL);
  if (placedCell >= 0) return ((placedCell * 9 + load32(r + R_PLACED_DIGIT) - 1) << 1) | 1;
  for (let w: i32 = 0; w < CAND_WORDS; w++) {
    const bits: i32 = load32(r + R_ELIMS + <usize>(w << 2));
    if (bits != 0) return ((w << 5) + trailingZeros(<u32>bits)) << 1;
  }
  return -1;
}

/** Writes kept step `index` (record `r`) to the step list as result.ts's emitBest writes the best step; true when the list is full. */
export function writeStep(r: usize, index: i32): bool {
  let chainWords: i32 = 0;
  if (chainRecording()) {
    loadKeptWalkChain(index);
    chainWords = writeStepChains(
      load32(r + R_TECHNIQUE),
      load32(r + R_SRC_CELL),
      load32(r + R_SRC_DIGIT),
      (load32(r + R_SRC_ON_REGION) & 1) != 0,
      keptConclusion(r),
      (load32(r + R_SRC_ON_REGION) >> 1) - 1,
    );
  }
  beginStep(load32(r + R_TECHNIQUE), load32(r + R_DIFFICULTY));
  const srcCell: i32 = load32(r + R_SRC_CELL);
  if (srcCell >= 0) {
    addPatternCell(srcCell);
    addPatternDigit(load32(r + R_SRC_DIGIT));
  }
  if (chainWords > 0) addChainCells();
  const placedCell: i32 = load32(r + R_PLACED_CELL);
  if (placedCell >= 0) addPlacement(placedCell, load32(r + R_PLACED_DIGIT));
  // Ascending candidate ids: by cell, then digit, the order the producers list them in.
  for (let w: i32 = 0; w < CAND_WORDS; w++) {
    let bits: i32 = load32(r + R_ELIMS + <usize>(w << 2));
    while (bits != 0) {
      const id: i32 = (w << 5) + trailingZeros(<u32>bits);
      bits &= bits - 1;
      const cell: i32 = (id / 9) | 0;
      addElimination(cell, id - cell * 9 + 1);
    }
  }
  const stepsBefore: i32 = stepCount();
  const full: bool = endStep();
  appendChains(chainWords, stepsBefore);
  return full;
}

/** The region of a kept region forcing chain (geometry.ts numbering), else -1. */
export function keptRegion(r: usize): i32 {
  return (load32(r + R_SRC_ON_REGION) >> 1) - 1;
}

/**
 * The index of the kept step to write next in SE's order, marked written;
 * -1 when every one is (settleKept first).
 */
export function nextPoolStep(): i32 {
  let next: i32 = -1;
  for (let i: i32 = 0; i < kept; i++) {
    const r: usize = recordPtr(i);
    if ((load32(r + R_KEY_WRITTEN) & WRITTEN_BIT) != 0) continue;
    if (next < 0 || keptStepBefore(r, recordPtr(next))) next = i;
  }
  if (next >= 0) {
    const ptr: usize = recordPtr(next) + R_KEY_WRITTEN;
    store32(ptr, load32(ptr) | WRITTEN_BIT);
  }
  return next;
}

/**
 * Writes the kept steps (one per conclusion) to the step list in SE's
 * order. Returns true when the list is full.
 */
export function emitPool(): bool {
  keepStaged();
  for (let next: i32 = nextPoolStep(); next >= 0; next = nextPoolStep()) {
    if (writeStep(recordPtr(next), next)) return true;
  }
  return false;
}
