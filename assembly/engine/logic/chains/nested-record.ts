/**
 * The chains of nested forcing chains' steps, for hints, steps and find
 * (never while rating: only when chain-record.ts records). Their
 * propagations pause for the nested rule, which runs whole inner chain
 * searches: forcing chains & cycles (nested.ts) at every level, then, from
 * level 3, a search of forcing.ts's own producer (static multiple forcing
 * chains; dynamic ones at the deeper levels). That rule sits above the
 * modules that write steps (result.ts, every-step.ts, chain-record.ts), and
 * its deepest part is forcing.ts itself, so this module runs no
 * propagation: it hands the producer the start of each run a step's chains
 * need, and the producer, which owns the nested rule, propagates it into
 * CH_PROPAGATION_A and hands back how it ended:
 *
 *   for (let start = firstNestedRun(); start >= 0; )
 *     start = nextNestedRun(propagateNested(CH_PROPAGATION_A, start, chainRunsDynamic(), chainRunsCellRules()));
 *   return nestedStepsFull();
 *
 * Each step is written (result.ts emitBest, or every kept step in SE's
 * order for find) as soon as its last run's chains are; chain-record.ts
 * writes those chains and hands them to the step. An "off" link that an
 * inner chain made names the inner chain's technique (a forcing chain or
 * cycle, a cell or region forcing chain) and has its rule parents as
 * parents: the links the outer chain turned off for the inner chain to
 * exist. A deeper level needs nothing here: its inner technique's id
 * reaches the link through implications.ts advancedCauseOf, and its outer
 * kinds through chain-record.ts chainKind.
 */
import {
  beginStepChains,
  chainRunAt,
  endPreparedChains,
  planChainRuns,
  putRunChains,
  stepChainsFailed,
} from "./chain-record";
import {
  bestConclusion,
  bestFound,
  bestRegion,
  bestSourceCell,
  bestSourceDigit,
  bestSortKey,
  bestSourceOn,
  bestTechnique,
  collectingEvery,
  emitBest,
} from "./result";
import { keptConclusion, keptRegion, keptSortKey, keptSourceRef, keptStep, keptTechnique, nextPoolStep, settleKept, writeStep } from "./every-step";

/** The step whose chains are being run: BEST (a hint or a path), a kept step's index (find), or NONE when all are written. */
const BEST: i32 = -2;
const NONE: i32 = -1;
let stepIndex: i32 = NONE;
/** Its conclusion (a node ref), its planned runs and the next one to run. */
let stepConclusion: i32 = -1;
let runCount: i32 = 0;
let runIndex: i32 = 0;
/** The step list filled up: no step is written after. */
let listFull: bool = false;
/** The best step was taken (a hint or a path has one step to write). */
let bestTaken: bool = false;

/** Plans the runs of the current step; returns how many (0: it goes without chains). */
function planStep(): i32 {
  if (stepIndex == BEST) {
    stepConclusion = bestConclusion();
    return planChainRuns(bestTechnique(), bestSortKey(), bestSourceCell(), bestSourceDigit(), bestSourceOn(), bestRegion());
  }
  const r: usize = keptStep(stepIndex);
  const source: i32 = keptSourceRef(r);
  const cell: i32 = ((source >> 1) / 9) | 0;
  stepConclusion = keptConclusion(r);
  return planChainRuns(keptTechnique(r), keptSortKey(r), cell, (source >> 1) - cell * 9 + 1, (source & 1) != 0, keptRegion(r));
}

/** Writes the current step (with the chains prepared for it, if any). */
function writeCurrent(): void {
  if (stepIndex == BEST) listFull = emitBest();
  else listFull = writeStep(keptStep(stepIndex), stepIndex);
}

/** The next step to write, or NONE. */
function nextStep(): i32 {
  if (listFull) return NONE;
  if (!collectingEvery()) {
    if (bestTaken) return NONE;
    bestTaken = true;
    return BEST;
  }
  return nextPoolStep();
}

/**
 * Moves on to the next step that has runs to make, writing on the way the
 * steps that go without chains; returns the first run's start node, or -1
 * when every step is written.
 */
function advance(): i32 {
  for (stepIndex = nextStep(); stepIndex != NONE; stepIndex = nextStep()) {
    runCount = planStep();
    if (runCount > 0) {
      beginStepChains();
      runIndex = 0;
      return chainRunAt(0);
    }
    writeCurrent();
  }
  return -1;
}

/**
 * Starts writing the producer's steps with their chains, as result.ts
 * emitBest writes them without; returns the start node of the first run to
 * propagate (nextNestedRun), or -1 when no step needs one (each is written).
 */
export function firstNestedRun(): i32 {
  listFull = false;
  bestTaken = false;
  if (collectingEvery()) settleKept();
  else if (!bestFound()) {
    // Nothing to write: emitBest says so.
    listFull = emitBest();
    return -1;
  }
  return advance();
}

/**
 * Writes the chains of the run just propagated into CH_PROPAGATION_A
 * (ended with `end`, implications.ts END_*), and the step once its last
 * run is in; returns the next run's start node, or -1 when every step is
 * written. A step whose chains fail is written without them.
 */
export function nextNestedRun(end: i32): i32 {
  putRunChains(end, stepConclusion);
  runIndex++;
  if (runIndex < runCount && !stepChainsFailed()) return chainRunAt(runIndex);
  endPreparedChains();
  writeCurrent();
  return advance();
}

/** Whether the steps written by the runs above filled the step list. */
export function nestedStepsFull(): bool {
  return listFull;
}
