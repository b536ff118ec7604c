/**
 * A chain step's chains, so that a person can follow it: written only when
 * the host asks for steps, hints or find (setChainRecording), never while
 * rating.
 * Each chain runs from its assumption to the step's conclusion (or to one
 * half of its contradiction); each link is a node (a candidate on or off)
 * with the rule that makes it follow and the earlier links it follows from.
 *
 * Where the chains come from:
 * - forcing chains & cycles (cycles.ts) walk static links, each node keeping
 *   the one parent that reached it first; the walk hands the chain of the
 *   step it settles on over as it finds it (beginWalkChain, addWalkLink),
 *   since its graph is gone by the time the step is written (find's steps:
 *   cycles.ts replays each kept step's walk, keepWalkChainFor);
 * - Nishio, multiple and dynamic forcing chains (forcing.ts) keep only the
 *   step's assumption and conclusion; its propagations are deterministic, so
 *   they are run again here (implications.ts) and each chain is the
 *   conclusion's ancestors in that run, in the order the run derived them:
 *   what the conclusion needs, not the whole propagation.
 *
 * A link's rule is read from the position and its parents: every parent in
 * its own cell is the cell rule; else the first of its box, row and column
 * that holds it and every parent, where (for an "on" link) every other place
 * of its digit is among its parents. An "off" link that a technique's step
 * on the chain's grid made (dynamic forcing chains (+): implications.ts
 * advancedCauseOf) carries CHAIN_RULE_TECHNIQUE + that technique's id;
 * in nested forcing chains that technique is the inner chain's (a forcing
 * chain or cycle; at level 3 also a cell or region forcing chain; at level
 * 4 a dynamic forcing chain), and
 * the link's parents are its rule parents. A nested step's propagations
 * pause for the nested rule, which sits above this module (in forcing.ts
 * itself from level 3), so the producer runs them, led by nested-record.ts,
 * and this module's planChainRuns and putRunChains write their chains just
 * before the step is written.
 *
 * The chains are built at CR_BLOCK in the format of abi-constants.ts
 * (CHAIN_LINK_WORDS); result.ts appends them to the step's record.
 */
import {
  CR_BLOCK,
  CR_BLOCK_WORDS,
  CR_INDEX,
  CR_KEPT_AT,
  CR_KEPT_STEPS,
  CR_KEPT_WALKS,
  CR_KEPT_WALKS_CAPACITY,
  CR_PARENTS,
  CR_PARENTS_CAPACITY,
  CR_RUNS,
  CR_RUNS_CAPACITY,
  CR_STACK,
  CR_VISIT,
  CR_WALK,
  CR_WALK_CAPACITY,
} from "./chain-record-layout";
import { CH_PROPAGATION_A } from "./layout";
import { SORT_CELL, SORT_CONTRADICTION, SORT_DOUBLE, SORT_REGION } from "./step-kinds";
import { load16, load32, store16, store32 } from "../../../target/memory";
import { trailingZeros } from "../../../target/bits";
import { cellRegion, positionIn, regionCell } from "./geometry";
import { baseCands, basePlaces } from "./grid";
import {
  advancedCauseOf,
  absurdNewParentCount,
  absurdNewParentStart,
  absurdNewRef,
  absurdStoredRef,
  END_ABSURD,
  hasNode,
  nodeAt,
  nodeCount,
  parentAt,
  parentCount,
  parentStart,
  propagate,
} from "./implications";
import { addPatternCell, appendToLastStep, roomToAppend, stepCount } from "../step";
import { NESTED_CHAINS } from "../../../target/build-goal";
import { CHAIN_LINK_WORDS, CHAIN_RULE_ASSUMPTION, CHAIN_RULE_CELL, CHAIN_RULE_TECHNIQUE } from "../abi-constants";
import {
  T_BIDIRECTIONAL_CYCLE,
  T_CELL_FORCING_CHAINS,
  T_CONTRADICTION_FORCING_CHAINS,
  T_CONTRADICTION_FORCING_CHAINS_PLUS,
  T_DOUBLE_FORCING_CHAINS,
  T_DOUBLE_FORCING_CHAINS_PLUS,
  T_DYNAMIC_CELL_FORCING_CHAINS,
  T_DYNAMIC_CELL_FORCING_CHAINS_PLUS,
  T_DYNAMIC_REGION_FORCING_CHAINS,
  T_DYNAMIC_REGION_FORCING_CHAINS_PLUS,
  T_FORCING_CHAIN,
  T_FORCING_X_CHAIN,
  T_FORCING_Y_CHAIN,
  T_NESTED_CELL_FORCING_CHAINS,
  T_NESTED_CONTRADICTION_FORCING_CHAINS,
  T_NESTED_DOUBLE_FORCING_CHAINS,
  T_NESTED_DYNAMIC_CELL_FORCING_CHAINS,
  T_NESTED_DYNAMIC_CONTRADICTION_FORCING_CHAINS,
  T_NESTED_DYNAMIC_DOUBLE_FORCING_CHAINS,
  T_NESTED_DYNAMIC_NESTED_FORCING_CHAINS,
  T_NESTED_DYNAMIC_REGION_FORCING_CHAINS,
  T_NESTED_MULTIPLE_CELL_FORCING_CHAINS,
  T_NESTED_MULTIPLE_CONTRADICTION_FORCING_CHAINS,
  T_NESTED_MULTIPLE_DOUBLE_FORCING_CHAINS,
  T_NESTED_MULTIPLE_REGION_FORCING_CHAINS,
  T_NESTED_REGION_FORCING_CHAINS,
  T_NISHIO_FORCING_CHAIN,
  T_REGION_FORCING_CHAINS,
  T_X_CYCLE,
  T_Y_CYCLE,
} from "../techniques";

/** Whether the host wants the chains of the steps being found. */
let recording: bool = false;
/** Links of the captured walk chain (CR_WALK, last link first). */
let walkLinks: i32 = 0;
/** Words written at CR_BLOCK. */
let words: i32 = 0;
/** The chains did not fit, or could not be rebuilt: the step goes without them. */
let failed: bool = false;
/** Word index of the current chain's link count. */
let chainAt: i32 = 0;
/** Links in the current chain. */
let links: i32 = 0;
/** Stamp of the current chain in CR_VISIT. */
let chainStamp: i32 = 0;

/** Turns the recording of chains on (the host's steps and hints) or off. */
export function setChainRecording(on: bool): void {
  recording = on;
  walkLinks = 0;
}

/** Whether the steps being found should carry their chains. */
export function chainRecording(): bool {
  return recording;
}

/** Links the kept steps' walk chains take in CR_KEPT_WALKS. */
let keptWalkLinks: i32 = 0;

/** find: forgets the kept steps' walk chains (a replay of the kept walks starts). */
export function clearKeptWalkChains(): void {
  keptWalkLinks = 0;
  for (let i: i32 = 0; i < CR_KEPT_STEPS; i++) store32(CR_KEPT_AT + <usize>((i * 2 + 1) << 2), 0);
}

/** find: keeps the walk chain just captured as the chain of kept step `index` (dropped when there is no room). */
export function keepWalkChainFor(index: i32): void {
  if (index < 0 || index >= CR_KEPT_STEPS || walkLinks > CR_WALK_CAPACITY) return;
  if (keptWalkLinks + walkLinks > CR_KEPT_WALKS_CAPACITY) return;
  store32(CR_KEPT_AT + <usize>(index << 3), keptWalkLinks);
  store32(CR_KEPT_AT + <usize>((index << 3) + 4), walkLinks);
  for (let i: i32 = 0; i < walkLinks; i++) {
    store16(CR_KEPT_WALKS + <usize>((keptWalkLinks + i) << 1), load16(CR_WALK + <usize>(i << 1)));
  }
  keptWalkLinks += walkLinks;
}

/** find: makes kept step `index`'s walk chain the captured one (none if it has none). */
export function loadKeptWalkChain(index: i32): void {
  walkLinks = 0;
  if (index < 0 || index >= CR_KEPT_STEPS) return;
  const start: i32 = load32(CR_KEPT_AT + <usize>(index << 3));
  const count: i32 = load32(CR_KEPT_AT + <usize>((index << 3) + 4));
  for (let i: i32 = 0; i < count; i++) addWalkLink(load16(CR_KEPT_WALKS + <usize>((start + i) << 1)));
}

/** Whether a walk chain has been captured since beginWalkChain. */
export function walkChainCaptured(): bool {
  return walkLinks > 0;
}

/** Starts capturing a static walk's chain (it replaces the last one captured). */
export function beginWalkChain(): void {
  walkLinks = 0;
}

/** Adds the link before the ones added so far (a walk's chain is added from its last link back to its start). */
export function addWalkLink(ref: i32): void {
  if (walkLinks < CR_WALK_CAPACITY) store16(CR_WALK + <usize>(walkLinks << 1), ref);
  walkLinks++;
}

function put(value: i32): void {
  if (words >= CR_BLOCK_WORDS) {
    failed = true;
    return;
  }
  store32(CR_BLOCK + <usize>(words << 2), value);
  words++;
}

function beginChain(): void {
  store32(CR_BLOCK, load32(CR_BLOCK) + 1);
  chainAt = words;
  put(0);
  links = 0;
  chainStamp++;
}

function endChain(): void {
  if (!failed) store32(CR_BLOCK + <usize>(chainAt << 2), links);
}

/** The unit (layout.ts numbering: rows, columns, boxes) of a region (geometry.ts: boxes, rows, columns). */
function unitOfRegion(region: i32): i32 {
  return region < 9 ? 18 + region : region - 9;
}

function parentRef(index: i32): i32 {
  return load16(CR_PARENTS + <usize>(index << 1));
}

/** The rule by which node `ref` follows from the `count` parents at CR_PARENTS. */
function ruleOf(ref: i32, count: i32): i32 {
  if (count == 0) return CHAIN_RULE_ASSUMPTION;
  const id: i32 = ref >> 1;
  const cell: i32 = (id / 9) | 0;
  const digit: i32 = id - cell * 9 + 1;
  let sameCell: bool = true;
  for (let i: i32 = 0; i < count; i++) {
    if ((((parentRef(i) >> 1) / 9) | 0) != cell) sameCell = false;
  }
  if (sameCell) return CHAIN_RULE_CELL;
  for (let type: i32 = 0; type < 3; type++) {
    const region: i32 = cellRegion(cell, type);
    let covered: i32 = 1 << positionIn(cell, type);
    let inside: bool = true;
    for (let i: i32 = 0; i < count && inside; i++) {
      const parentId: i32 = parentRef(i) >> 1;
      const parentCell: i32 = (parentId / 9) | 0;
      if (parentId - parentCell * 9 + 1 != digit || cellRegion(parentCell, type) != region) inside = false;
      else covered |= 1 << positionIn(parentCell, type);
    }
    // "Off": the digit is on elsewhere in the unit. "On": its other places in the unit are off.
    if (inside && ((ref & 1) == 0 || (basePlaces(region, digit) & ~covered) == 0)) return unitOfRegion(region);
  }
  // No rule of a cell or a unit: the chains of this step cannot be told.
  failed = true;
  return CHAIN_RULE_ASSUMPTION;
}

/**
 * Writes a link whose `count` parents are at CR_PARENTS (their link indexes
 * follow); `technique` > 0: the technique whose step on the chain's grid
 * made it (a dynamic chain (+)'s advanced "off" node), else its rule is read.
 */
function putLinkHead(ref: i32, count: i32, technique: i32): void {
  const id: i32 = ref >> 1;
  const cell: i32 = (id / 9) | 0;
  put((cell << 8) | (id - cell * 9 + 1));
  put(ref & 1);
  put(technique > 0 ? CHAIN_RULE_TECHNIQUE + technique : ruleOf(ref, count));
  put(count);
  links++;
}

/** Copies parents (start, count) of the record's pool to CR_PARENTS; false when there are too many. */
function gatherParents(record: usize, start: i32, count: i32): bool {
  if (count > CR_PARENTS_CAPACITY) {
    failed = true;
    return false;
  }
  for (let i: i32 = 0; i < count; i++) store16(CR_PARENTS + <usize>(i << 1), parentAt(record, start + i));
  return true;
}

function visited(ref: i32): bool {
  return load32(CR_VISIT + <usize>(ref << 2)) == chainStamp;
}

/** Marks the ancestors of the parents (start, count) in the record (depth first). */
function markAncestors(record: usize, start: i32, count: i32): void {
  let top: i32 = 0;
  for (let i: i32 = 0; i < count; i++) {
    const ref: i32 = parentAt(record, start + i);
    if (visited(ref)) continue;
    store32(CR_VISIT + <usize>(ref << 2), chainStamp);
    store16(CR_STACK + <usize>(top << 1), ref);
    top++;
  }
  while (top > 0) {
    top--;
    const ref: i32 = load16(CR_STACK + <usize>(top << 1));
    const from: i32 = parentStart(record, ref);
    const to: i32 = from + parentCount(record, ref);
    for (let i: i32 = from; i < to; i++) {
      const parent: i32 = parentAt(record, i);
      if (visited(parent)) continue;
      store32(CR_VISIT + <usize>(parent << 2), chainStamp);
      store16(CR_STACK + <usize>(top << 1), parent);
      top++;
    }
  }
}

/** Writes a link of the record (its parents written before it) with parents (start, count). */
function putRecordLink(record: usize, ref: i32, start: i32, count: i32): void {
  if (!gatherParents(record, start, count)) return;
  store16(CR_INDEX + <usize>(ref << 1), links);
  putLinkHead(ref, count, count > 0 ? advancedCauseOf(record, ref) : 0);
  for (let i: i32 = 0; i < count; i++) put(load16(CR_INDEX + <usize>(parentRef(i) << 1)));
}

/**
 * Writes the chain of the record's last run that leads to `target`: its
 * ancestors in the order derived, then itself. With `count` ≥ 0, `target`
 * is the node the run met its contradiction on (not in the record), whose
 * parents are (start, count) of the pool.
 */
function putRunChain(record: usize, target: i32, start: i32, count: i32): void {
  beginChain();
  const inRecord: bool = count < 0;
  if (inRecord) {
    store32(CR_VISIT + <usize>(target << 2), chainStamp);
    markAncestors(record, parentStart(record, target), parentCount(record, target));
  } else markAncestors(record, start, count);
  const nodes: i32 = nodeCount(record);
  for (let i: i32 = 0; i < nodes && !failed; i++) {
    const ref: i32 = nodeAt(record, i);
    if (visited(ref)) putRecordLink(record, ref, parentStart(record, ref), parentCount(record, ref));
  }
  if (!inRecord) putRecordLink(record, target, start, count);
  endChain();
}

/** Writes the captured walk chain (CR_WALK holds it last link first), each link following the one before it. */
function putWalkChain(): void {
  if (walkLinks == 0 || walkLinks > CR_WALK_CAPACITY) {
    failed = true;
    return;
  }
  beginChain();
  for (let i: i32 = walkLinks - 1; i >= 0; i--) {
    const ref: i32 = load16(CR_WALK + <usize>(i << 1));
    const count: i32 = i == walkLinks - 1 ? 0 : 1;
    if (count == 1) store16(CR_PARENTS, load16(CR_WALK + <usize>((i + 1) << 1)));
    putLinkHead(ref, count, 0);
    if (count == 1) put(links - 2);
  }
  endChain();
}

function isWalkTechnique(technique: i32): bool {
  return (
    technique == T_X_CYCLE ||
    technique == T_Y_CYCLE ||
    technique == T_FORCING_X_CHAIN ||
    technique == T_FORCING_Y_CHAIN ||
    technique == T_BIDIRECTIONAL_CYCLE ||
    technique == T_FORCING_CHAIN
  );
}

/**
 * A nested kind as the (+) kind whose chains have the same shape (its runs
 * differ only by the nested rule), any other technique as itself; a size
 * build has no nested kinds (target/build-goal.ts). Level 5 has one id for
 * its four kinds: its step's sort key (step-kinds.ts) tells which.
 */
function chainKind(technique: i32, sortKey: i32): i32 {
  if (!NESTED_CHAINS) return technique;
  if (technique == T_NESTED_DYNAMIC_NESTED_FORCING_CHAINS) {
    if (sortKey == SORT_DOUBLE) return T_DOUBLE_FORCING_CHAINS_PLUS;
    if (sortKey == SORT_CELL) return T_DYNAMIC_CELL_FORCING_CHAINS_PLUS;
    if (sortKey == SORT_REGION) return T_DYNAMIC_REGION_FORCING_CHAINS_PLUS;
    return T_CONTRADICTION_FORCING_CHAINS_PLUS;
  }
  if (
    technique == T_NESTED_CONTRADICTION_FORCING_CHAINS ||
    technique == T_NESTED_MULTIPLE_CONTRADICTION_FORCING_CHAINS ||
    technique == T_NESTED_DYNAMIC_CONTRADICTION_FORCING_CHAINS
  ) {
    return T_CONTRADICTION_FORCING_CHAINS_PLUS;
  }
  if (
    technique == T_NESTED_DOUBLE_FORCING_CHAINS ||
    technique == T_NESTED_MULTIPLE_DOUBLE_FORCING_CHAINS ||
    technique == T_NESTED_DYNAMIC_DOUBLE_FORCING_CHAINS
  ) {
    return T_DOUBLE_FORCING_CHAINS_PLUS;
  }
  if (technique == T_NESTED_CELL_FORCING_CHAINS || technique == T_NESTED_MULTIPLE_CELL_FORCING_CHAINS || technique == T_NESTED_DYNAMIC_CELL_FORCING_CHAINS) {
    return T_DYNAMIC_CELL_FORCING_CHAINS_PLUS;
  }
  if (
    technique == T_NESTED_REGION_FORCING_CHAINS ||
    technique == T_NESTED_MULTIPLE_REGION_FORCING_CHAINS ||
    technique == T_NESTED_DYNAMIC_REGION_FORCING_CHAINS
  ) {
    return T_DYNAMIC_REGION_FORCING_CHAINS_PLUS;
  }
  return technique;
}

// ---- a step's propagations, run again ------------------------------------------------

/**
 * Planning (nested-record.ts): writeStepChains notes each run's start
 * instead of running it, so that the runs of a step are told in one place;
 * a size build has no planning.
 */
let planning: bool = false;
/** Runs planned (their start nodes at CR_RUNS) and how they go. */
let plannedRuns: i32 = 0;
let plannedDynamic: bool = false;
let plannedCellRules: bool = false;
/** Whether the planned runs meet a contradiction (their chains are its two halves) rather than reach the conclusion. */
let runsContradict: bool = false;

function planRun(startRef: i32, contradiction: bool, dynamic: bool, cellRules: bool): void {
  if (plannedRuns < CR_RUNS_CAPACITY) store16(CR_RUNS + <usize>(plannedRuns << 1), startRef);
  plannedRuns++;
  runsContradict = contradiction;
  plannedDynamic = dynamic;
  plannedCellRules = cellRules;
}

/** Writes the chain of the run in CH_PROPAGATION_A to `conclusion`. */
function putChainTo(conclusion: i32): void {
  if (!hasNode(CH_PROPAGATION_A, conclusion)) failed = true;
  else putRunChain(CH_PROPAGATION_A, conclusion, 0, -1);
}

/** Writes the two chains of the contradiction the run in CH_PROPAGATION_A met: to a node, and to its opposite. */
function putContradiction(): void {
  const record: usize = CH_PROPAGATION_A;
  putRunChain(record, absurdStoredRef(record), 0, -1);
  putRunChain(record, absurdNewRef(record), absurdNewParentStart(record), absurdNewParentCount(record));
}

/** Runs the propagation of `startRef` and writes its chain to `conclusion`. */
function runChain(startRef: i32, conclusion: i32, dynamic: bool, cellRules: bool): void {
  if (NESTED_CHAINS && planning) {
    planRun(startRef, false, dynamic, cellRules);
    return;
  }
  propagate(CH_PROPAGATION_A, startRef, dynamic, cellRules);
  putChainTo(conclusion);
}

/** The two chains of a contradiction from `startRef`. */
function contradictionChains(startRef: i32, cellRules: bool): void {
  if (NESTED_CHAINS && planning) {
    planRun(startRef, true, true, cellRules);
    return;
  }
  if (propagate(CH_PROPAGATION_A, startRef, true, cellRules) != END_ABSURD) {
    failed = true;
    return;
  }
  putContradiction();
}

/**
 * Plans the propagations a nested step's chains are run again from (the
 * runs of its (+) kind): returns how many (0: more than CR_RUNS holds),
 * their start nodes at chainRunAt. Call it before beginStepChains: it
 * writes no chains, but starts the block anew.
 */
export function planChainRuns(technique: i32, sortKey: i32, sourceCell: i32, sourceDigit: i32, sourceOn: bool, region: i32): i32 {
  planning = true;
  plannedRuns = 0;
  writeStepChains(chainKind(technique, sortKey), sourceCell, sourceDigit, sourceOn, -1, region);
  planning = false;
  return plannedRuns <= CR_RUNS_CAPACITY ? plannedRuns : 0;
}

/** The start node of planned run `index`. */
export function chainRunAt(index: i32): i32 {
  return load16(CR_RUNS + <usize>(index << 1));
}

/** Whether the planned runs remove what they turn off from the working grid. */
export function chainRunsDynamic(): bool {
  return plannedDynamic;
}

/** Whether the planned runs use the one-cell rules. */
export function chainRunsCellRules(): bool {
  return plannedCellRules;
}

/** Writes the chains of a planned run, just propagated into CH_PROPAGATION_A and ended with `end` (implications.ts END_*). */
export function putRunChains(end: i32, conclusion: i32): void {
  if (!runsContradict) putChainTo(conclusion);
  else if (end != END_ABSURD) failed = true;
  else putContradiction();
}

/** Starts writing a step's chains at CR_BLOCK. */
export function beginStepChains(): void {
  words = 0;
  failed = false;
  put(0);
}

/** Whether the chains being written could not be built (the step goes without them). */
export function stepChainsFailed(): bool {
  return failed;
}

/** Ends a step's chains: the words written, 0 when they failed or the step list has no room for them. */
function endStepChains(): i32 {
  walkLinks = 0;
  return failed || !roomToAppend(words) ? 0 : words;
}

/** Words of the nested step's chains that nested-record.ts prepared for the next writeStepChains. */
let preparedWords: i32 = 0;

/** Ends chains written ahead of their step (a nested step's, nested-record.ts): the next writeStepChains hands them over. */
export function endPreparedChains(): void {
  preparedWords = endStepChains();
}

/**
 * Writes the chains of a chain step at CR_BLOCK: its technique, its
 * assumption (source cell, digit, on), its conclusion node (`conclusion`,
 * a node ref) and, for region forcing chains, the region (geometry.ts
 * numbering). Returns the words written, 0 when the step has no chains
 * (another technique, or chains too large to keep or with no room left in
 * the step list). A forcing step's chains come from its runs: a
 * contradiction takes one (two chains meet in it), a double forcing chain
 * the assumption on and off, a cell forcing chain each candidate of the
 * cell, a region forcing chain each place of the digit in the region. A
 * nested step's chains are the ones prepared just before (its runs pause
 * for the nested rule, which this module cannot reach).
 */
export function writeStepChains(
  technique: i32,
  sourceCell: i32,
  sourceDigit: i32,
  sourceOn: bool,
  conclusion: i32,
  region: i32,
): i32 {
  // Any sort key: a nested kind is never its own chain kind.
  if (NESTED_CHAINS && chainKind(technique, SORT_CONTRADICTION) != technique) {
    const prepared: i32 = preparedWords;
    preparedWords = 0;
    return prepared;
  }
  words = 0;
  failed = false;
  put(0);
  const sourceRef: i32 = ((sourceCell * 9 + sourceDigit - 1) << 1) | (sourceOn ? 1 : 0);
  if (isWalkTechnique(technique)) {
    putWalkChain();
  } else if (technique == T_NISHIO_FORCING_CHAIN) {
    contradictionChains(sourceRef, false);
  } else if (technique == T_CONTRADICTION_FORCING_CHAINS || technique == T_CONTRADICTION_FORCING_CHAINS_PLUS) {
    contradictionChains(sourceRef, true);
  } else if (technique == T_DOUBLE_FORCING_CHAINS || technique == T_DOUBLE_FORCING_CHAINS_PLUS) {
    runChain(sourceRef | 1, conclusion, true, true);
    runChain(sourceRef & ~1, conclusion, true, true);
  } else if (technique == T_CELL_FORCING_CHAINS || technique == T_DYNAMIC_CELL_FORCING_CHAINS || technique == T_DYNAMIC_CELL_FORCING_CHAINS_PLUS) {
    let cands: i32 = baseCands(sourceCell);
    while (cands != 0 && !failed) {
      const d: i32 = trailingZeros(<u32>cands);
      cands &= cands - 1;
      runChain(((sourceCell * 9 + d) << 1) | 1, conclusion, technique != T_CELL_FORCING_CHAINS, true);
    }
  } else if (
    (technique == T_REGION_FORCING_CHAINS || technique == T_DYNAMIC_REGION_FORCING_CHAINS || technique == T_DYNAMIC_REGION_FORCING_CHAINS_PLUS) &&
    region >= 0
  ) {
    let places: i32 = basePlaces(region, sourceDigit);
    while (places != 0 && !failed) {
      const index: i32 = trailingZeros(<u32>places);
      places &= places - 1;
      const id: i32 = regionCell(region, index) * 9 + sourceDigit - 1;
      runChain((id << 1) | 1, conclusion, technique != T_REGION_FORCING_CHAINS, true);
    }
  } else return 0;
  return endStepChains();
}

/**
 * Appends the `words` words of chains at CR_BLOCK to the step just written,
 * if it was kept (the list held `stepsBefore` steps before it).
 */
export function appendChains(words: i32, stepsBefore: i32): void {
  if (words > 0 && stepCount() > stepsBefore) appendToLastStep(CR_BLOCK, words);
}

/** Adds every cell of the chains at CR_BLOCK to the step's pattern, in link order. */
export function addChainCells(): void {
  const chains: i32 = load32(CR_BLOCK);
  let at: i32 = 1;
  for (let c: i32 = 0; c < chains; c++) {
    const count: i32 = load32(CR_BLOCK + <usize>(at << 2));
    at++;
    for (let l: i32 = 0; l < count; l++) {
      addPatternCell(load32(CR_BLOCK + <usize>(at << 2)) >> 8);
      at += CHAIN_LINK_WORDS + load32(CR_BLOCK + <usize>((at + 3) << 2));
    }
  }
}
