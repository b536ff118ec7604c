/**
 * Which inner chain implied each node that the nested rule added to a
 * propagation (nested.ts): its identity and complexity, per propagation
 * record, valid for the run that added it. implications.ts notes them as it
 * adds the nodes; nested.ts reads them to weigh a step (each distinct inner
 * chain once). The nested rule writes each instance's identity and
 * complexity (NEST_HINT_*) before the nodes are added.
 */
import {
  NEST_HINT_COMPLEXITY,
  NEST_HINT_HASH,
  NEST_NODE_COMPLEXITY,
  NEST_NODE_HASH,
  NEST_RECORD_RUN,
} from "./nested-layout";
import { CH_PROPAGATION_A } from "./layout";
import { load16, load32, store16, store32 } from "../../../target/memory";

/** Index of a propagation record in the per-record arrays. */
export function recordIndex(record: usize): i32 {
  return record == CH_PROPAGATION_A ? 0 : 1;
}

/** Sets the identity and complexity of the nested rule's instance `hint` (its inner chain). */
export function setNestedHint(hint: i32, hash: i32, complexity: i32): void {
  store32(NEST_HINT_HASH + <usize>(hint << 2), hash);
  store16(NEST_HINT_COMPLEXITY + <usize>(hint << 1), complexity);
}

/** Notes that node `ref` of `record`'s run `run` was added by instance `hint` of the nested rule. */
export function noteNestedNode(record: usize, run: i32, ref: i32, hint: i32): void {
  const index: i32 = recordIndex(record);
  store32(NEST_RECORD_RUN + <usize>(index << 2), run);
  const slot: i32 = index * 1458 + ref;
  store32(NEST_NODE_HASH + <usize>(slot << 2), load32(NEST_HINT_HASH + <usize>(hint << 2)));
  store16(NEST_NODE_COMPLEXITY + <usize>(slot << 1), load16(NEST_HINT_COMPLEXITY + <usize>(hint << 1)));
}

/** Whether `record`'s run `run` has nodes the nested rule added. */
export function runHasNestedNodes(record: usize, run: i32): bool {
  return load32(NEST_RECORD_RUN + <usize>(recordIndex(record) << 2)) == run;
}

/** Identity of the inner chain behind nested node `ref` of `record`. */
export function nestedNodeHash(record: usize, ref: i32): i32 {
  return load32(NEST_NODE_HASH + <usize>((recordIndex(record) * 1458 + ref) << 2));
}

/** Complexity of the inner chain behind nested node `ref` of `record`. */
export function nestedNodeComplexity(record: usize, ref: i32): i32 {
  return load16(NEST_NODE_COMPLEXITY + <usize>((recordIndex(record) * 1458 + ref) << 1));
}

/** Sets what noteNestedNode noted for node `ref` of `record` (a frame gives it back). */
export function setNestedNode(record: usize, ref: i32, hash: i32, complexity: i32): void {
  const slot: i32 = recordIndex(record) * 1458 + ref;
  store32(NEST_NODE_HASH + <usize>(slot << 2), hash);
  store16(NEST_NODE_COMPLEXITY + <usize>(slot << 1), complexity);
}

/** The run of `record` that added nested nodes (runHasNestedNodes). */
export function nestedRecordRun(record: usize): i32 {
  return load32(NEST_RECORD_RUN + <usize>(recordIndex(record) << 2));
}

/** Sets the run of `record` that added nested nodes (a frame gives it back). */
export function setNestedRecordRun(record: usize, run: i32): void {
  store32(NEST_RECORD_RUN + <usize>(recordIndex(record) << 2), run);
}

// ---- the distinct inner chains counted for one step (nested.ts countOnce) ----

let distinctCount: i32 = 0;
/** How many times the count was set (setDistinctCounted): nested.ts rebuilds its index of the entries after each. */
let distinctSets: i32 = 0;

/** How many distinct inner chains the step being weighed has counted (NEST_DISTINCT entries). */
export function distinctCounted(): i32 {
  return distinctCount;
}

/** Sets that count (0: a step's complexity starts; a frame gives an interrupted count back). */
export function setDistinctCounted(count: i32): void {
  distinctCount = count;
  distinctSets++;
}

/** Counts one more entry (nested.ts countOnce, which indexes it itself). */
export function addDistinctCounted(): void {
  distinctCount++;
}

/** How many times the count was set from outside countOnce (the entries may be others since). */
export function distinctCountSets(): i32 {
  return distinctSets;
}
