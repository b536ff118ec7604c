/**
 * Nishio, multiple and dynamic forcing chains as Sukaku Explainer v1.15.10
 * searches them (its Chaining producer with isMultiple / isDynamic /
 * isNishio). For every candidate X of every unsolved cell, in cell then
 * digit order, it propagates "X on" and "X off" (implications.ts) and
 * collects:
 * - contradiction (sort key 7): an assumption implies some candidate both
 *   on and off, so the opposite holds (Nishio and dynamic only);
 * - double forcing (sort key 1): "X on" and "X off" imply the same node
 *   (dynamic only, cells with 3+ candidates);
 * - region forcing (sort key 6): every place of a digit in a region implies
 *   the same node (not Nishio; the region is handled from its first place);
 * - cell forcing (sort key 5): every candidate of the cell implies the same
 *   node (not Nishio).
 * A step's complexity is the sum of the ancestor counts of its chains; its
 * difficulty the producer's base plus SE's length surcharge. The easiest
 * step is taken: lowest (difficulty, complexity, sort key), then first found.
 *
 * "On" propagations are cached as candidate sets for the producer call (each
 * is needed by its own cell, its regions' other places and the cell forcing);
 * chain graphs, needed only to count ancestors, are recomputed when a set
 * intersection is not empty.
 */
import {
  CACHE_WORDS,
  CAND_WORDS,
  FORCING_MEET_SET,
  FORCING_OFF_RUN_SETS,
  CH_PROPAGATION_A,
  CH_PROPAGATION_B,
  CH_TARGETS,
  CH_TARGET_SUMS,
} from "./layout";
import { popcount, trailingZeros } from "../../../target/bits";
import { load16, load32, store16, store32 } from "../../../target/memory";
import { cellRegion, regionCell, setupChainGeometry } from "./geometry";
import { baseCands, basePlaces, loadBaseFromState, workCands, workPlaces } from "./grid";
import { cachePtr, cachedAbsurd, cachedUnder, reusableStaticStamp, stampCached, useInnerCache } from "./set-cache";
import { copyWords } from "../../../target/memory";
import {
  END_ABSURD,
  END_NESTED,
  absurdComplexity,
  absurdNewParentCount,
  absurdNewParentStart,
  absurdStoredRef,
  recordRun,
  ancestorCount,
  hasNode,
  nextRunStamp,
  nodeAt,
  nodeCount,
  propagate,
  resumePropagation,
  setChainingLevel,
  writeRunSets,
} from "./implications";
import { beatsBest, clearBest, emitBest, lengthSurcharge, setBest, setBestFalse, setBestRegion, setBestTrue } from "./result";
import { deadlinePolled } from "../deadline";
import {
  T_CELL_FORCING_CHAINS,
  T_CONTRADICTION_FORCING_CHAINS,
  T_CONTRADICTION_FORCING_CHAINS_PLUS,
  T_DOUBLE_FORCING_CHAINS,
  T_DOUBLE_FORCING_CHAINS_PLUS,
  T_DYNAMIC_CELL_FORCING_CHAINS,
  T_DYNAMIC_CELL_FORCING_CHAINS_PLUS,
  T_DYNAMIC_REGION_FORCING_CHAINS,
  T_DYNAMIC_REGION_FORCING_CHAINS_PLUS,
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
} from "../techniques";
import {
  ancestorsAndNested,
  beginInnerSearch,
  endInnerSearch,
  innerForcingChainsAndCycles,
  innerSearchDone,
  nestedComplexity,
  resetNestedCount,
} from "./nested";
import {
  addInnerAbsurdChains,
  addInnerDynamicChain,
  addInnerRunChain,
  addInnerSourceCell,
  addInnerSourceRegion,
  addGatheredChains,
  beginInnerChain,
  beginTargetGathering,
  gatherTargetChain,
  endInnerChain,
  skipInnerChain,
} from "./nested-offers";
import { keptComplexity, keptSteps, keptTwinOf, passOverOffers, stagedStepDropped } from "./every-step";
import { NEST_TARGET_TWIN } from "./nested-layout";
import { CH_STEP_POOL_CAPACITY } from "./layout";
import { frameDepth, resetFrameStack } from "./chain-frames";
import { NOT_REMEMBERED, recallInnerResult, rememberInnerResult, rememberScale } from "./nested-memo";
import { ADVANCED_OVERFLOW } from "./advanced-offs";
import { SCALE_SE121 } from "../techniques";
import { ratingScale } from "../scale";
import { firstNestedRun, nestedStepsFull, nextNestedRun } from "./nested-record";
import { chainRecording, chainRunsCellRules, chainRunsDynamic } from "./chain-record";
import { NESTED_CHAINS } from "../../../target/build-goal";
import { deeperRulesMayFire } from "./deeper-may-conclude";
import { hasSeveralSolutions } from "./several-solutions";
import { SORT_CELL, SORT_CONTRADICTION, SORT_DOUBLE, SORT_REGION } from "./step-kinds";
import { keepRun, resetRunStore, restoreRun } from "./run-store";
import { plainChainsAbsent } from "./plain-chains-absent";
import { filterInnerWalkStarts, setInnerWalksIdle } from "./cycles";
import {
  CELL_UNIT,
  forcingChainsOrCyclesMayExist,
  innerWalkStartsNoted,
  multipleChainsMayStartAt,
  multipleForcingChainsMayExist,
  multipleUnitsAt,
} from "./inner-steps-may-exist";

// The producer being run.
let multipleMode: bool = false;
let dynamicMode: bool = false;
let nishioMode: bool = false;
/** SE's chaining level of the producer (0 plain, 1 "+", 2 and up nested). */
let chainLevel: i32 = 0;
/** Level 4's nesting limit: the level of the dynamic chains its nested rule runs (0, 1 or 2). */
let nestingLimit: i32 = 0;
let baseRating: i32 = 0;
let cacheStamp: i32 = 0;
/** The deadline passed during this producer call. */
let timedOut: bool = false;
/** The region whose places regionChains offers a step from (its chains are rebuilt from it). */
let offerRegion: i32 = -1;
/** The candidate whose "on" run record A holds (-1: none), and how that run ended. */
let recordAHolds: i32 = -1;
let recordAEnd: i32 = 0;

/** This producer lists a nested chain's inner steps (level 3's rule): each offer hands its chains to nested-offers.ts. */
let innerListing: bool = false;
/** A listing dynamic search gathers the rule parents of the current cell or region chain's targets as its branches run (nested-offers.ts). */
let gathering: bool = false;
/**
 * The targets' steps may be passed over where a kept step with their
 * conclusion already comes before them (NEST_TARGET_TWIN holds the least
 * complexity at which it does): a listing search of level 0 gathering,
 * with room in the pool for every target (a full pool could drop that kept
 * step before the offer).
 */
let twinsKnown: bool = false;
/** The target (index in CH_TARGETS) whose step is being offered. */
let offerTarget: i32 = 0;
/** This producer keeps its "on" runs for the chains of its steps (run-store.ts): a listing dynamic search of level 0. */
let keepingRuns: bool = false;

/**
 * The run of "`id` on" in `record`: copied back when this search kept it,
 * else propagated (and kept when this search keeps its runs).
 */
function onRun(record: usize, id: i32): i32 {
  if (NESTED_CHAINS && keepingRuns) {
    const kept: i32 = restoreRun(record, id);
    if (kept >= 0) return kept;
  }
  const end: i32 = propagateNested(record, (id << 1) | 1, dynamicMode, !nishioMode);
  if (NESTED_CHAINS && keepingRuns) keepRun(record, id, end);
  return end;
}

/**
 * Propagates with the current producer's rules; at level 2 and up, each
 * time the run pauses for the nested rule (implications.ts END_NESTED),
 * runs it and resumes.
 */
function propagateNested(record: usize, startRef: i32, dynamic: bool, cellRules: bool): i32 {
  let end: i32 = propagate(record, startRef, dynamic, cellRules);
  while (NESTED_CHAINS && end == END_NESTED) end = resumePropagation(record, nestedRule());
  return end;
}

/**
 * SE's nested rules in order, the first that removes anything wins: forcing
 * chains & cycles (level 2), then multiple forcing chains (level 3).
 */
function nestedRule(): i32 {
  reachHeld = false;
  if (chainLevel >= 4) return rememberedRule(RULE_DYNAMIC + chainLevel * 4 + nestingLimit);
  if (!hasStrongLink()) return 0;
  let count: i32 = 0;
  const newBivalue: bool = hasNewBivalueCell();
  const newRegionDigits: i32 = newRegionLinkDigits();
  // Without a new strong link no inner chain has rule parents (hasNewBivalueCell).
  if (newBivalue || newRegionDigits != 0) {
    if (plainChainsAbsent()) setInnerWalksIdle(~newRegionDigits & 0x1ff, !newBivalue);
    count = rememberedRule(RULE_FORCING_CHAINS_AND_CYCLES);
    // A recalled result ran no search: the next one must not skip anything on this grid's account.
    setInnerWalksIdle(0, false);
  }
  if (count != 0 || chainLevel < 3) return count;
  return rememberedRule(RULE_MULTIPLE);
}

/**
 * The forcing chains & cycles rule just ran its test (inner-steps-may-exist.ts)
 * to the end on this working grid, and nothing has used the scratch since:
 * the multiple forcing chains rule's test reuses what it worked out.
 */
let reachHeld: bool = false;

/**
 * The inner multiple forcing chains search being run searches only the cells
 * the test before it left (inner-steps-may-exist.ts multipleChainsMayStartAt):
 * the other cells' units give it no step. It is static, so no nested rule
 * runs inside it to ask the test again.
 */
let cellsFiltered: bool = false;

// The nested rules' kinds, as nested-memo.ts keeps their results apart.
const RULE_FORCING_CHAINS_AND_CYCLES: i32 = 1;
const RULE_MULTIPLE: i32 = 2;
/** Plus 4 × the level and the nesting limit: level 4 and 5's whole rule. */
const RULE_DYNAMIC: i32 = 3;

/**
 * Runs nested rule `kind`, or recalls its result on this working grid
 * (nested-memo.ts): the top search's rules only, whose reads of the
 * searched position the memo checks.
 */
function rememberedRule(kind: i32): i32 {
  const top: bool = frameDepth() == 0;
  if (top) {
    const recalled: i32 = recallInnerResult(kind);
    if (recalled != NOT_REMEMBERED) return recalled;
  }
  let count: i32 = 0;
  let done: bool = true;
  if (kind == RULE_FORCING_CHAINS_AND_CYCLES) {
    // The top search's working grids mostly have no step at all: asked of the whole implication graph at once.
    const may: bool = !top || forcingChainsOrCyclesMayExist(chainLevel >= 3);
    reachHeld = top && !may;
    if (may) {
      // Only the walks the test found may conclude (inner-steps-may-exist.ts innerOnWalkDigits).
      filterInnerWalkStarts(top && innerWalkStartsNoted());
      count = innerForcingChainsAndCycles();
      done = innerSearchDone();
    }
  } else if (kind == RULE_MULTIPLE) {
    if (!top) count = innerMultipleForcingChains();
    else if (multipleForcingChainsMayExist(reachHeld)) {
      // Only from the cells whose units the test found a meet in (multipleChainsMayStartAt).
      cellsFiltered = true;
      count = innerMultipleForcingChains();
      cellsFiltered = false;
    }
  }
  else count = nestedDynamicRule();
  // A search the deadline cut short is not the rule's result.
  if (top) rememberInnerResult(kind, count, done && !timedOut);
  return count;
}

/**
 * Level 4's nested rule: a dynamic forcing chains search of level
 * nestingLimit on the working grid. Sudoku Explainer 1.2.1's level 5 runs
 * one of level 0, then, when it gives nothing, one of level 2. A dynamic
 * search needs no strong link to start with (its own removals make them),
 * so hasStrongLink does not apply.
 */
function nestedDynamicRule(): i32 {
  let count: i32 = 0;
  if (chainLevel == 4) count = innerSearchMayConclude(nestingLimit) ? innerDynamicForcingChains(nestingLimit) : 0;
  else {
    count = innerSearchMayConclude(0) ? innerDynamicForcingChains(0) : 0;
    if (count == 0 && innerSearchMayConclude(2)) count = innerDynamicForcingChains(2);
  }
  return count;
}

/**
 * Whether dynamic forcing chains of level 0 on the working grid can find
 * anything: a cell with two candidates, or a digit with two to four places
 * in a region. Without one, no propagation derives an "on" node besides its
 * assumption: "X on" removes X's cell's other candidates and the digit from
 * X's peers, so a peer cell loses one candidate (an "on" node needs a cell
 * down to two) and a region not holding X loses at most three places of the
 * digit (one on its cell's line or box), which leaves two or more of five;
 * a region holding X leaves X itself; "X off" removes one candidate. Then
 * no contradiction or double forcing chain exists, cell forcing chains meet
 * nowhere (each branch removes another digit), and a region forcing chain
 * meets only where every place of the digit in the region sees a cell
 * outside it, which takes three places or fewer. (Levels 1 and up add
 * their own removals at each fixpoint: deeper-may-conclude.ts goes on from
 * here for them.)
 */
function levelZeroMayConclude(): bool {
  return hasBivalueCellOrPlaces(4);
}

/** Whether an inner dynamic search of level `level` may conclude anything on the working grid (deeper-may-conclude.ts from level 1). */
function innerSearchMayConclude(level: i32): bool {
  return levelZeroMayConclude() || (level > 0 && deeperRulesMayFire(level));
}

/** Whether the working grid has a cell with two candidates, or a digit with 2..`mostPlaces` places in a region. */
function hasBivalueCellOrPlaces(mostPlaces: i32): bool {
  for (let cell: i32 = 0; cell < 81; cell++) {
    if (popcount(<u32>workCands(cell)) == 2) return true;
  }
  for (let region: i32 = 0; region < 27; region++) {
    for (let digit: i32 = 1; digit <= 9; digit++) {
      const places: i32 = popcount(<u32>workPlaces(region, digit));
      if (places >= 2 && places <= mostPlaces) return true;
    }
  }
  return false;
}

/**
 * Whether the working grid has a strong link: a cell with two candidates or
 * a digit with two places in a region. Without one, no inner search can
 * conclude anything the level-1 rules have not: a static propagation then
 * derives only its assumption's own "off" nodes, so forcing chains & cycles
 * find nothing, cell forcing chains meet nowhere, and a region forcing
 * chain meets only where the digit's places all see a cell, an
 * intersection that the level-1 rules (run just before, with the same rule
 * parents) found nothing in.
 */
function hasStrongLink(): bool {
  return hasBivalueCellOrPlaces(2);
}

/** The digits (bit d - 1) with two places in a region of the working grid where the searched grid has more. */
function newRegionLinkDigits(): i32 {
  let digits: i32 = 0;
  for (let region: i32 = 0; region < 27; region++) {
    for (let digit: i32 = 1; digit <= 9; digit++) {
      if (popcount(<u32>workPlaces(region, digit)) == 2 && popcount(<u32>basePlaces(region, digit)) > 2) digits |= 1 << (digit - 1);
    }
  }
  return digits;
}

/**
 * Whether a cell has two candidates on the working grid and more on the
 * searched grid. Without such a cell, or a digit with two places in a
 * region that had more there (newRegionLinkDigits), that is without a new
 * strong link, no inner forcing chain or cycle has rule parents, so the rule takes none of them: its links are strong links
 * of the working grid, and a link's rule parents (nested-offers.ts
 * linkParents) are the candidates its cell, or the digit's places in its
 * region, had on the searched grid beyond the link's two, which only a new
 * strong link has. (A search that offers more steps than nested-offers.ts
 * keeps would overflow instead; none has on the hardest puzzles.) About a
 * quarter of level 2's inner searches are skipped so.
 */
function hasNewBivalueCell(): bool {
  for (let cell: i32 = 0; cell < 81; cell++) {
    if (popcount(<u32>workCands(cell)) == 2 && popcount(<u32>baseCands(cell)) > 2) return true;
  }
  return false;
}

/**
 * Level 3's inner search: SE's static multiple forcing chains on the outer
 * chain's working grid, every step listed. This producer's own variables
 * are the outer search's and are kept aside; the inner search caches its
 * sets in a cache of its own (set-cache.ts useInnerCache), so the outer
 * search's cached propagations stay valid.
 */
function innerMultipleForcingChains(): i32 {
  const outerMultiple: bool = multipleMode;
  const outerDynamic: bool = dynamicMode;
  const outerNishio: bool = nishioMode;
  const outerLevel: i32 = chainLevel;
  const outerBase: i32 = baseRating;
  const outerTimedOut: bool = timedOut;
  const outerRegion: i32 = offerRegion;
  const outerHolds: i32 = recordAHolds;
  const outerEnd: i32 = recordAEnd;
  const outerStamp: i32 = cacheStamp;
  if (!beginInnerSearch(true)) return ADVANCED_OVERFLOW;
  chainLevel = 0;
  setChainingLevel(0);
  clearBest();
  innerListing = true;
  useInnerCache(true);
  const done: bool = searchAll(true, false, false, 80);
  innerListing = false;
  // The frame gives the outer search its cache back.
  const count: i32 = endInnerSearch(done);
  multipleMode = outerMultiple;
  dynamicMode = outerDynamic;
  nishioMode = outerNishio;
  chainLevel = outerLevel;
  setChainingLevel(outerLevel);
  baseRating = outerBase;
  timedOut = outerTimedOut || !done;
  offerRegion = outerRegion;
  recordAHolds = outerHolds;
  recordAEnd = outerEnd;
  cacheStamp = outerStamp;
  return count;
}

/**
 * Level 4's inner search: SE's dynamic forcing chains of level `level` (0
 * plain, 1 "+", 2 nested again) on the outer chain's working grid, every
 * step listed. As innerMultipleForcingChains, with the search's own cache;
 * a level-2 search pauses for its own nested rule, which pushes one more
 * frame (chain-frames.ts).
 */
function innerDynamicForcingChains(level: i32): i32 {
  const outerMultiple: bool = multipleMode;
  const outerDynamic: bool = dynamicMode;
  const outerNishio: bool = nishioMode;
  const outerLevel: i32 = chainLevel;
  const outerLimit: i32 = nestingLimit;
  const outerBase: i32 = baseRating;
  const outerTimedOut: bool = timedOut;
  const outerRegion: i32 = offerRegion;
  const outerHolds: i32 = recordAHolds;
  const outerEnd: i32 = recordAEnd;
  const outerStamp: i32 = cacheStamp;
  const outerListing: bool = innerListing;
  const outerGathering: bool = gathering;
  const outerTwins: bool = twinsKnown;
  const outerTarget: i32 = offerTarget;
  const outerKeeping: bool = keepingRuns;
  if (!beginInnerSearch(true)) return ADVANCED_OVERFLOW;
  chainLevel = level;
  setChainingLevel(level);
  clearBest();
  innerListing = true;
  useInnerCache(true);
  // A search of level 0 never nests, so one store serves it; deeper ones propagate again.
  keepingRuns = level == 0;
  if (keepingRuns) resetRunStore();
  const done: bool = searchAll(true, true, false, 85 + 5 * level);
  keepingRuns = outerKeeping;
  innerListing = outerListing;
  gathering = outerGathering;
  twinsKnown = outerTwins;
  offerTarget = outerTarget;
  const count: i32 = endInnerSearch(done);
  multipleMode = outerMultiple;
  dynamicMode = outerDynamic;
  nishioMode = outerNishio;
  chainLevel = outerLevel;
  nestingLimit = outerLimit;
  setChainingLevel(outerLevel);
  baseRating = outerBase;
  timedOut = outerTimedOut || !done;
  offerRegion = outerRegion;
  recordAHolds = outerHolds;
  recordAEnd = outerEnd;
  cacheStamp = outerStamp;
  return count;
}

/**
 * The chains of a dynamic inner step (level 4's inner search), for
 * nested-offers.ts: a contradiction's two chains in the record its run is
 * in, a double forcing chain's in both, and for a cell or region forcing
 * chain what was gathered for the target as its branches ran (when the
 * targets were too many to gather, each branch is run again in record B and
 * walked back from `target`).
 */
function noteDynamicInnerStep(sortKey: i32, sourceId: i32, sourceOn: bool, target: i32): void {
  if (sortKey == SORT_CONTRADICTION) {
    addInnerAbsurdChains(sourceOn ? CH_PROPAGATION_A : CH_PROPAGATION_B);
    return;
  }
  if (sortKey == SORT_DOUBLE) {
    addInnerDynamicChain(CH_PROPAGATION_A, target);
    addInnerDynamicChain(CH_PROPAGATION_B, target);
    return;
  }
  const cell: i32 = (sourceId / 9) | 0;
  const digit: i32 = sourceId - cell * 9 + 1;
  if (gathering) {
    if (sortKey == SORT_CELL) addInnerSourceCell(cell);
    else addInnerSourceRegion(offerRegion, digit);
    addGatheredChains(offerTarget);
    return;
  }
  if (sortKey == SORT_CELL) {
    addInnerSourceCell(cell);
    const cands: i32 = baseCands(cell);
    for (let d: i32 = 0; d < 9; d++) {
      if ((cands & (1 << d)) == 0) continue;
      onRun(CH_PROPAGATION_B, cell * 9 + d);
      addInnerDynamicChain(CH_PROPAGATION_B, target);
    }
    return;
  }
  addInnerSourceRegion(offerRegion, digit);
  for (let i: i32 = 0; i < 9; i++) {
    const other: i32 = regionCell(offerRegion, i);
    if ((baseCands(other) & (1 << (digit - 1))) == 0) continue;
    onRun(CH_PROPAGATION_B, other * 9 + digit - 1);
    addInnerDynamicChain(CH_PROPAGATION_B, target);
  }
}

/**
 * Hands the chains of the inner step just offered to nested-offers.ts: each
 * branch run again (static, record B) and walked back from `target`, and
 * the rule parents of its assumption (the cell's or region's candidates the
 * outer chain removed).
 */
function noteInnerStep(sortKey: i32, sourceId: i32, sourceOn: bool, target: i32): void {
  beginInnerChain();
  if (dynamicMode) {
    noteDynamicInnerStep(sortKey, sourceId, sourceOn, target);
    endInnerChain();
    return;
  }
  const cell: i32 = (sourceId / 9) | 0;
  const digit: i32 = sourceId - cell * 9 + 1;
  if (sortKey == SORT_CELL) {
    addInnerSourceCell(cell);
    const cands: i32 = baseCands(cell);
    for (let d: i32 = 0; d < 9; d++) {
      if ((cands & (1 << d)) == 0) continue;
      propagate(CH_PROPAGATION_B, ((cell * 9 + d) << 1) | 1, false, true);
      addInnerRunChain(CH_PROPAGATION_B, target);
    }
  } else {
    addInnerSourceRegion(offerRegion, digit);
    for (let i: i32 = 0; i < 9; i++) {
      const other: i32 = regionCell(offerRegion, i);
      if ((baseCands(other) & (1 << (digit - 1))) == 0) continue;
      propagate(CH_PROPAGATION_B, ((other * 9 + digit - 1) << 1) | 1, false, true);
      addInnerRunChain(CH_PROPAGATION_B, target);
    }
  }
  endInnerChain();
}

/**
 * The "on" sets of candidate `id` for an intersection, computed in record A
 * when not cached (a nested rule may have started a new cache since they
 * were): record B may hold a run still needed.
 */
function onSetsInA(id: i32): usize {
  if (!cachedUnder(id, cacheStamp)) {
    if (recordAHolds == id) storeSets(id, CH_PROPAGATION_A, recordAEnd);
    else runOnInRecordA(id);
  }
  return cachePtr(id);
}

/** The "on" propagation of candidate `id` as sets (cached for this producer call). */
function onSets(id: i32): usize {
  const ptr: usize = cachePtr(id);
  if (cachedUnder(id, cacheStamp)) return ptr;
  storeSets(id, CH_PROPAGATION_B, onRun(CH_PROPAGATION_B, id));
  return ptr;
}

function storeSets(id: i32, record: usize, end: i32): void {
  writeRunSets(record, cachePtr(id));
  stampCached(id, cacheStamp, end);
}

function setHas(set: usize, ref: i32): bool {
  const id: i32 = ref >> 1;
  const word: i32 = (id >> 5) + ((ref & 1) != 0 ? 0 : CAND_WORDS);
  return (load32(set + <usize>(word << 2)) & (1 << (id & 31))) != 0;
}

/** Whether concluding `ref` changes the grid (an "on" node must leave other candidates to remove). */
function worth(ref: i32): bool {
  if ((ref & 1) == 0) return true;
  const id: i32 = ref >> 1;
  const cell: i32 = (id / 9) | 0;
  return popcount(<u32>baseCands(cell)) > 1;
}

function offer(technique: i32, complexity: i32, sortKey: i32, sourceId: i32, sourceOn: bool, conclusionRef: i32): void {
  const difficulty: i32 = baseRating + lengthSurcharge(complexity);
  if (!beatsBest(difficulty, complexity, sortKey)) return;
  const cell: i32 = sourceId >= 0 ? (sourceId / 9) | 0 : -1;
  setBest(technique, difficulty, complexity, sortKey, cell, sourceId - cell * 9 + 1, sourceOn);
  if (sortKey == SORT_REGION) setBestRegion(offerRegion);
  if ((conclusionRef & 1) != 0) setBestTrue(conclusionRef >> 1);
  else setBestFalse(conclusionRef >> 1);
  if (NESTED_CHAINS && innerListing) {
    // Three in four offers of an inner search repeat a kept step's conclusion without coming before it.
    if (stagedStepDropped()) skipInnerChain();
    else noteInnerStep(sortKey, sourceId, sourceOn, conclusionRef);
  }
}

/** The technique id of a step kind in the current producer. */
function techniqueOf(sortKey: i32): i32 {
  if (nishioMode) return T_NISHIO_FORCING_CHAIN;
  if (NESTED_CHAINS && chainLevel == 5) return T_NESTED_DYNAMIC_NESTED_FORCING_CHAINS;
  if (NESTED_CHAINS && chainLevel == 4) {
    if (sortKey == SORT_CELL) return T_NESTED_DYNAMIC_CELL_FORCING_CHAINS;
    if (sortKey == SORT_REGION) return T_NESTED_DYNAMIC_REGION_FORCING_CHAINS;
    if (sortKey == SORT_DOUBLE) return T_NESTED_DYNAMIC_DOUBLE_FORCING_CHAINS;
    return T_NESTED_DYNAMIC_CONTRADICTION_FORCING_CHAINS;
  }
  if (chainLevel == 3) {
    if (sortKey == SORT_CELL) return T_NESTED_MULTIPLE_CELL_FORCING_CHAINS;
    if (sortKey == SORT_REGION) return T_NESTED_MULTIPLE_REGION_FORCING_CHAINS;
    if (sortKey == SORT_DOUBLE) return T_NESTED_MULTIPLE_DOUBLE_FORCING_CHAINS;
    return T_NESTED_MULTIPLE_CONTRADICTION_FORCING_CHAINS;
  }
  if (chainLevel == 2) {
    if (sortKey == SORT_CELL) return T_NESTED_CELL_FORCING_CHAINS;
    if (sortKey == SORT_REGION) return T_NESTED_REGION_FORCING_CHAINS;
    if (sortKey == SORT_DOUBLE) return T_NESTED_DOUBLE_FORCING_CHAINS;
    return T_NESTED_CONTRADICTION_FORCING_CHAINS;
  }
  if (chainLevel == 1) {
    if (sortKey == SORT_CELL) return T_DYNAMIC_CELL_FORCING_CHAINS_PLUS;
    if (sortKey == SORT_REGION) return T_DYNAMIC_REGION_FORCING_CHAINS_PLUS;
    if (sortKey == SORT_DOUBLE) return T_DOUBLE_FORCING_CHAINS_PLUS;
    return T_CONTRADICTION_FORCING_CHAINS_PLUS;
  }
  if (sortKey == SORT_CELL) return dynamicMode ? T_DYNAMIC_CELL_FORCING_CHAINS : T_CELL_FORCING_CHAINS;
  if (sortKey == SORT_REGION) return dynamicMode ? T_DYNAMIC_REGION_FORCING_CHAINS : T_REGION_FORCING_CHAINS;
  if (sortKey == SORT_DOUBLE) return T_DOUBLE_FORCING_CHAINS;
  return T_CONTRADICTION_FORCING_CHAINS;
}

/**
 * Collects into CH_TARGETS the worth-while nodes of FORCING_MEET_SET in the order
 * the record's run derived them; returns how many.
 */
function collectTargets(record: usize, sortKey: i32): i32 {
  let count: i32 = 0;
  const nodes: i32 = nodeCount(record);
  for (let i: i32 = 0; i < nodes; i++) {
    const ref: i32 = nodeAt(record, i);
    if (setHas(FORCING_MEET_SET, ref) && worth(ref)) {
      store16(CH_TARGETS + <usize>(count << 1), ref);
      store32(CH_TARGET_SUMS + <usize>(count << 2), 0);
      count++;
    }
  }
  resetNestedCount();
  gathering = NESTED_CHAINS && innerListing && dynamicMode && beginTargetGathering(count);
  twinsKnown = gathering && chainLevel == 0 && keptSteps() + count < CH_STEP_POOL_CAPACITY;
  if (twinsKnown) findTwins(count, sortKey);
  return count;
}

/** No kept twin: no complexity makes a target's step drop. */
const NO_LIMIT: i32 = 0x7fffffff;

/**
 * Notes, per target, the least complexity at which its step would be
 * dropped for its kept twin, the kept step concluding what it would. No
 * step is offered while the chain's branches run (a search of level 0 runs
 * no inner search), so the pool stays as it is until the targets are
 * offered, and a twin only gets better then (an offer with its conclusion
 * replaces it only when it comes first). The twin has the target's
 * technique, so its sort key, and was rated in this search, (base +
 * surcharge(c), c): a later offer rated (base + surcharge(x), x) comes
 * after it exactly when x >= c (the surcharge grows with x; on a tie the
 * one found first comes first). So once a target's branches so far, plus a
 * node for each branch left, reach c, its offer will be dropped and its
 * chains need not be walked further.
 */
function findTwins(targets: i32, sortKey: i32): void {
  const technique: i32 = techniqueOf(sortKey);
  for (let t: i32 = 0; t < targets; t++) {
    const twin: usize = keptTwinOf(technique, load16(CH_TARGETS + <usize>(t << 1)));
    store32(NEST_TARGET_TWIN + <usize>(t << 2), twin != 0 ? keptComplexity(twin) : NO_LIMIT);
  }
}

/** A target's sum once it can no longer make the easiest step (it is then skipped). */
const DROPPED: i32 = -1;
/** A target's sum once its kept twin comes first (findTwins): its offer is counted, not made. */
const PASSED_OVER: i32 = -2;

/** Whether a step of complexity at least `complexity` could still replace the best. */
function couldWin(complexity: i32, sortKey: i32): bool {
  return beatsBest(baseRating + lengthSurcharge(complexity), complexity, sortKey);
}

/**
 * Adds each target's ancestor count in the record's last run to its sum, and
 * drops a target whose sum, plus one node for each of the `chainsLeft`
 * chains still to add, can no longer beat the best step (sums only grow, the
 * best only gets better). Returns how many targets are left.
 */
function addAncestors(record: usize, targets: i32, chainsLeft: i32, sortKey: i32): i32 {
  let left: i32 = 0;
  for (let t: i32 = 0; t < targets; t++) {
    const ptr: usize = CH_TARGET_SUMS + <usize>(t << 2);
    const sum: i32 = load32(ptr);
    if (sum < 0) continue;
    const ref: i32 = load16(CH_TARGETS + <usize>(t << 1));
    // This branch's chain and each one left add a node at least; its walk stops where its twin's limit is reached.
    const limit: i32 = NESTED_CHAINS && twinsKnown ? load32(NEST_TARGET_TWIN + <usize>(t << 2)) : NO_LIMIT;
    if (sum + 1 + chainsLeft >= limit) {
      store32(ptr, PASSED_OVER);
      continue;
    }
    // Gathering walks the target's chain, the very nodes ancestorCount counts; so does the nested complexity's walk.
    let grown: i32 = sum;
    if (NESTED_CHAINS && gathering) {
      grown += gatherTargetChain(record, t, ref, limit == NO_LIMIT ? NO_LIMIT : limit - sum - chainsLeft);
      if (grown + chainsLeft >= limit) {
        store32(ptr, PASSED_OVER);
        continue;
      }
      if (chainLevel >= 2) grown += nestedComplexity(record, recordRun(record), ref, 0, 0, t);
    } else if (NESTED_CHAINS && chainLevel >= 2) grown += ancestorsAndNested(record, recordRun(record), ref, t);
    else grown += ancestorCount(record, ref);
    if (couldWin(grown + chainsLeft, sortKey)) {
      store32(ptr, grown);
      left++;
    } else store32(ptr, DROPPED);
  }
  return left;
}

/**
 * The meet (FORCING_MEET_SET) is intersected only over its words that can
 * still be non-zero: a range, first word << 8 | word after the last, that
 * the caller carries (a nested rule may run a whole search between two
 * intersections); 0 when the meet is empty. Words outside it are zero in
 * the set, so collectTargets reads the whole set as it is.
 */
function meetInit(sets: usize): i32 {
  copyWords(FORCING_MEET_SET, sets, CACHE_WORDS);
  return nonZeroRange(0, CACHE_WORDS);
}

/** The range of non-zero words of the meet within words [from, to). */
function nonZeroRange(from: i32, to: i32): i32 {
  let first: i32 = from;
  while (first < to && load32(FORCING_MEET_SET + <usize>(first << 2)) == 0) first++;
  if (first == to) return 0;
  let end: i32 = to;
  while (load32(FORCING_MEET_SET + <usize>((end - 1) << 2)) == 0) end--;
  return (first << 8) | end;
}

/** Keeps in the meet (its non-zero words `range`) only what `sets` has too; returns the range left (0: empty). */
function meetWith(sets: usize, range: i32): i32 {
  const from: i32 = range >> 8;
  const to: i32 = range & 0xff;
  let left: i32 = 0;
  for (let w: i32 = from; w < to; w++) {
    const ptr: usize = FORCING_MEET_SET + <usize>(w << 2);
    const word: i32 = load32(ptr) & load32(sets + <usize>(w << 2));
    store32(ptr, word);
    left |= word;
  }
  return left == 0 ? 0 : nonZeroRange(from, to);
}

/**
 * Offers the targets (on ones first, then off ones, each in derivation
 * order). A passed-over target's offer is counted as if made, so every
 * later step keeps its order found; where the branches stopped with no
 * target left, only such ones are (a listing search drops none).
 */
function offerTargets(targets: i32, sortKey: i32, sourceId: i32): void {
  for (let pass: i32 = 1; pass >= 0; pass--) {
    for (let t: i32 = 0; t < targets; t++) {
      const ref: i32 = load16(CH_TARGETS + <usize>(t << 1));
      const sum: i32 = load32(CH_TARGET_SUMS + <usize>(t << 2));
      if ((ref & 1) != pass || sum == DROPPED) continue;
      if (NESTED_CHAINS && sum == PASSED_OVER) {
        passOverOffers(1);
        skipInnerChain();
        continue;
      }
      if (NESTED_CHAINS) offerTarget = t;
      offer(techniqueOf(sortKey), sum, sortKey, sourceId, true, ref);
    }
  }
}

/**
 * Region forcing chains for digit `digit` from `cell` (whose "on"
 * propagation is in record A): regions where `cell` is the digit's first place.
 */
function regionChains(cell: i32, digit: i32): void {
  const bit: i32 = 1 << (digit - 1);
  const id: i32 = cell * 9 + digit - 1;
  for (let type: i32 = 0; type < 3; type++) {
    const region: i32 = cellRegion(cell, type);
    // The digit's places in the region (at least `cell`): how many, and the first.
    const mask: i32 = basePlaces(region, digit);
    const places: i32 = popcount(<u32>mask);
    if (!(places == 2 || (multipleMode && places > 2)) || regionCell(region, trailingZeros(<u32>mask)) != cell) continue;
    let meet: i32 = meetInit(onSetsInA(id));
    for (let i: i32 = 0; i < 9 && meet != 0; i++) {
      const other: i32 = regionCell(region, i);
      if (other == cell || (baseCands(other) & bit) == 0) continue;
      meet = meetWith(onSets(other * 9 + digit - 1), meet);
    }
    if (meet == 0) continue;
    runOnInRecordA(id);
    const targets: i32 = collectTargets(CH_PROPAGATION_A, SORT_REGION);
    if (targets == 0) continue;
    let chainsLeft: i32 = places - 1;
    let live: bool = addAncestors(CH_PROPAGATION_A, targets, chainsLeft, SORT_REGION) != 0;
    for (let i: i32 = 0; i < 9 && chainsLeft > 0 && live; i++) {
      const other: i32 = regionCell(region, i);
      if (other == cell || (baseCands(other) & bit) == 0) continue;
      onRun(CH_PROPAGATION_B, other * 9 + digit - 1);
      chainsLeft--;
      live = addAncestors(CH_PROPAGATION_B, targets, chainsLeft, SORT_REGION) != 0;
    }
    offerRegion = region;
    offerTargets(targets, SORT_REGION, id);
  }
}

/**
 * Cell forcing chains from `cell` (every candidate's "on" propagation is
 * cached). The meet only shrinks, so once it is empty the rest of the
 * candidates are not intersected.
 */
function cellChains(cell: i32): void {
  const cands: i32 = baseCands(cell);
  let firstId: i32 = -1;
  let meet: i32 = 0;
  for (let d: i32 = 0; d < 9 && (firstId < 0 || meet != 0); d++) {
    if ((cands & (1 << d)) == 0) continue;
    const id: i32 = cell * 9 + d;
    if (firstId < 0) {
      firstId = id;
      meet = meetInit(onSets(id));
    } else meet = meetWith(onSets(id), meet);
  }
  if (meet == 0) return;
  runOnInRecordA(firstId);
  const targets: i32 = collectTargets(CH_PROPAGATION_A, SORT_CELL);
  if (targets == 0) return;
  let chainsLeft: i32 = popcount(<u32>cands) - 1;
  let live: bool = addAncestors(CH_PROPAGATION_A, targets, chainsLeft, SORT_CELL) != 0;
  for (let d: i32 = 0; d < 9 && chainsLeft > 0 && live; d++) {
    const id: i32 = cell * 9 + d;
    if ((cands & (1 << d)) == 0 || id == firstId) continue;
    onRun(CH_PROPAGATION_B, id);
    chainsLeft--;
    live = addAncestors(CH_PROPAGATION_B, targets, chainsLeft, SORT_CELL) != 0;
  }
  offerTargets(targets, SORT_CELL, firstId);
}

/** Double forcing chains of candidate `id`: record A holds "id on", record B "id off". */
function doubleChains(id: i32): void {
  for (let pass: i32 = 1; pass >= 0; pass--) {
    const nodes: i32 = nodeCount(CH_PROPAGATION_A);
    for (let i: i32 = 0; i < nodes; i++) {
      const ref: i32 = nodeAt(CH_PROPAGATION_A, i);
      if ((ref & 1) != pass || !hasNode(CH_PROPAGATION_B, ref) || !worth(ref)) continue;
      let complexity: i32 = 0;
      if (NESTED_CHAINS && chainLevel >= 2) {
        resetNestedCount();
        complexity =
          ancestorsAndNested(CH_PROPAGATION_A, recordRun(CH_PROPAGATION_A), ref, 0) +
          ancestorsAndNested(CH_PROPAGATION_B, recordRun(CH_PROPAGATION_B), ref, 0);
      } else complexity = ancestorCount(CH_PROPAGATION_A, ref) + ancestorCount(CH_PROPAGATION_B, ref);
      offer(techniqueOf(SORT_DOUBLE), complexity, SORT_DOUBLE, id, true, ref);
    }
  }
}

/** A contradiction's complexity: both sides' node counts, and the inner chains behind them once each (nested.ts). */
function contradictionComplexity(record: usize): i32 {
  if (!NESTED_CHAINS || chainLevel < 2) return absurdComplexity(record);
  resetNestedCount();
  const run: i32 = recordRun(record);
  return (
    absurdComplexity(record) +
    nestedComplexity(record, run, absurdStoredRef(record), 0, 0, 0) +
    nestedComplexity(record, run, -1, absurdNewParentStart(record), absurdNewParentCount(record), 0)
  );
}

/** Puts the "on" run of candidate `id` in record A (unless it is there already). */
function runOnInRecordA(id: i32): i32 {
  if (recordAHolds == id) return recordAEnd;
  const end: i32 = onRun(CH_PROPAGATION_A, id);
  // Nishio chains never intersect sets: the cache keeps what it holds (set-cache.ts).
  if (!nishioMode) storeSets(id, CH_PROPAGATION_A, end);
  recordAHolds = id;
  recordAEnd = end;
  return end;
}

/**
 * One cell's chains (SE's getMultipleChainsHintListForCell). A candidate's
 * "on" run that region chains already derived (and that met no
 * contradiction) is not derived again unless a step needs its chains.
 */
function cellSearch(cell: i32): void {
  const cands: i32 = baseCands(cell);
  const count: i32 = popcount(<u32>cands);
  const contradictions: bool = dynamicMode || nishioMode;
  const doubles: bool = count >= 3 && !nishioMode && dynamicMode;
  // A filtered search (static, so nothing here but cell and region chains) takes only the units the test found a meet in.
  const units: i32 = NESTED_CHAINS && cellsFiltered ? multipleUnitsAt(cell) : CELL_UNIT | 0x1ff;
  for (let d: i32 = 0; d < 9; d++) {
    if ((cands & (1 << d)) == 0) continue;
    // A candidate's run serves its cell's chain and its digit's region chains from this cell.
    if ((units & (CELL_UNIT | (1 << d))) == 0) continue;
    if (deadlinePolled()) {
      timedOut = true;
      return;
    }
    const id: i32 = cell * 9 + d;
    const cachedClean: bool = cachedUnder(id, cacheStamp) && !cachedAbsurd(id);
    if (!cachedClean) {
      const onEnd: i32 = runOnInRecordA(id);
      if (contradictions && onEnd == END_ABSURD) {
        offer(techniqueOf(SORT_CONTRADICTION), contradictionComplexity(CH_PROPAGATION_A), SORT_CONTRADICTION, id, true, id << 1);
      }
    }
    if ((contradictions || doubles) && !offRunIsBare(cell, d + 1)) {
      const offEnd: i32 = propagateNested(CH_PROPAGATION_B, id << 1, dynamicMode, !nishioMode);
      if (contradictions && offEnd == END_ABSURD) {
        offer(techniqueOf(SORT_CONTRADICTION), contradictionComplexity(CH_PROPAGATION_B), SORT_CONTRADICTION, id, false, (id << 1) | 1);
      }
      if (doubles) {
        writeRunSets(CH_PROPAGATION_B, FORCING_OFF_RUN_SETS);
        const meet: i32 = meetInit(onSetsInA(id));
        if (meet != 0 && meetWith(FORCING_OFF_RUN_SETS, meet) != 0) {
          runOnInRecordA(id);
          doubleChains(id);
        }
      }
    }
    if (!nishioMode && (units & (1 << d)) != 0) regionChains(cell, d + 1);
  }
  if (!nishioMode && (count == 2 || (multipleMode && count > 2)) && (units & CELL_UNIT) != 0) cellChains(cell);
}

/**
 * Whether the dynamic run of "(`cell`, `digit`) off" derives nothing but
 * its assumption, so that it can be skipped: at level 0 (no advanced rules
 * at its fixpoint), with the cell rules, when the cell keeps two or more
 * other candidates and no region of the cell is left with one place of the
 * digit (implications.ts: an "off" node implies only such singles). Such a
 * run meets no contradiction, and its sets, {"off" node} alone, meet no
 * "on" run of the same candidate, so it gives no double forcing chain
 * either. Most "off" runs of level 4's inner searches are such (305,951 of
 * 366,536 on the hardest list's fourth puzzle).
 */
function offRunIsBare(cell: i32, digit: i32): bool {
  if (chainLevel != 0 || !dynamicMode || nishioMode || popcount(<u32>baseCands(cell)) == 2) return false;
  for (let type: i32 = 0; type < 3; type++) {
    if (popcount(<u32>basePlaces(cellRegion(cell, type), digit)) == 2) return false;
  }
  return true;
}

/** Runs one producer over every unsolved cell; false when the deadline passed. */
function searchAll(multiple: bool, dynamic: bool, nishio: bool, base: i32): bool {
  multipleMode = multiple;
  dynamicMode = dynamic;
  nishioMode = nishio;
  baseRating = base;
  // Multiple forcing chains adopt the static sets forcing chains & cycles left at this position.
  const reused: i32 = multiple && !dynamic && !nishio ? reusableStaticStamp() : -1;
  cacheStamp = reused >= 0 ? reused : nextRunStamp();
  recordAHolds = -1;
  timedOut = false;
  for (let cell: i32 = 0; cell < 81; cell++) {
    const count: i32 = popcount(<u32>baseCands(cell));
    if (!(count > 2 || (count > 1 && dynamic))) continue;
    if (NESTED_CHAINS && cellsFiltered && !multipleChainsMayStartAt(cell)) continue;
    cellSearch(cell);
    if (timedOut) return false;
  }
  return true;
}

function runProducer(multiple: bool, dynamic: bool, nishio: bool, base: i32): bool {
  setupChainGeometry();
  loadBaseFromState();
  if (NESTED_CHAINS && chainLevel >= 2) rememberScale();
  clearBest();
  if (!searchAll(multiple, dynamic, nishio, base)) return false;
  if (NESTED_CHAINS && chainLevel >= 2 && chainRecording()) return emitNestedSteps();
  return emitBest();
}

/** Writes a nested producer's steps with their chains, whose runs need this producer's nested rule (nested-record.ts). */
function emitNestedSteps(): bool {
  for (let start: i32 = firstNestedRun(); start >= 0; ) {
    start = nextNestedRun(propagateNested(CH_PROPAGATION_A, start, chainRunsDynamic(), chainRunsCellRules()));
  }
  return nestedStepsFull();
}

/** Runs a producer of SE's chaining level `level` (its propagations use the advanced rules). */
function runLevelProducer(level: i32, base: i32): bool {
  resetFrameStack();
  chainLevel = level;
  setChainingLevel(level);
  const found: bool = runProducer(true, true, false, base);
  setChainingLevel(0);
  chainLevel = 0;
  return found;
}

/** SE's "Nishio Forcing Chains" (7.5+): dynamic contradictions over digit links only. */
export function findNishioForcingChains(): bool {
  return runProducer(false, true, true, 75);
}

/** SE's "Multiple Forcing Chains" (8.0+): static cell and region forcing chains. */
export function findMultipleForcingChains(): bool {
  return runProducer(true, false, false, 80);
}

/** SE's "Dynamic Forcing Chains" (8.5+): contradiction, double, cell and region, dynamic. */
export function findDynamicForcingChains(): bool {
  return runProducer(true, true, false, 85);
}

/** SE's "Dynamic Forcing Chains (+)" (9.0+): dynamic chains that also use the advanced rules (advanced-offs.ts). */
export function findDynamicForcingChainsPlus(): bool {
  return runLevelProducer(1, 90);
}

/** SE's level-2 "(+ Forcing Chains)" (9.5+): dynamic chains that also use forcing chains & cycles on their grid (nested.ts). */
export function findNestedForcingChains(): bool {
  return runLevelProducer(2, 95);
}

/** SE's level-3 "(+ Multiple Forcing Chains)" (10.0+): as level 2, then static multiple forcing chains on their grid. */
export function findNestedMultipleForcingChains(): bool {
  return runLevelProducer(3, 100);
}

/**
 * Whether level 4 also tries inner searches of level 1 and 2 (Sukaku
 * Explainer's nesting limits 1 and 2) and Sudoku Explainer 1.2.1's level 5
 * runs. They run only where level 4 of limit 0 finds nothing, and only on
 * positions with one solution, the puzzles SE rates (several-solutions.ts);
 * inside, an inner search that deeper-may-conclude.ts proves idle is
 * skipped.
 */
const DEEPER_NESTING: bool = true;

/**
 * SE's level-4 "(+ Dynamic Forcing Chains)" (10.5+): dynamic chains that also
 * use a whole dynamic forcing chains search on their grid. Sukaku
 * Explainer's three producers of that name, in its order (the inner search
 * of level 0, 1, then 2; the first that finds a step wins); Sudoku
 * Explainer 1.2.1's level 4 is the first of them.
 */
export function findNestedDynamicForcingChains(): bool {
  const limits: i32 = DEEPER_NESTING && ratingScale != SCALE_SE121 ? 3 : 1;
  for (let limit: i32 = 0; limit < limits; limit++) {
    // Only where SE rates: elsewhere the deeper limits search long, mostly for nothing.
    if (limit == 1 && hasSeveralSolutions()) return false;
    nestingLimit = limit;
    if (runLevelProducer(4, 105)) return true;
    if (timedOut) return false;
  }
  return false;
}

/** Sudoku Explainer 1.2.1's level 5 (11.0+): as level 4, then dynamic chains of level 2 on the grid when that gives nothing. */
export function findNestedDynamicNestedForcingChains(): bool {
  if (!DEEPER_NESTING) return false; // switched off (above)
  if (hasSeveralSolutions()) return false; // only where SE rates (several-solutions.ts)
  return runLevelProducer(5, 110);
}
