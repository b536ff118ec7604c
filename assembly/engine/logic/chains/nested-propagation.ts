/**
 * A propagation of nested forcing chains: each time the run pauses for the
 * nested rule (implications.ts END_NESTED), the rule runs (forcing chains &
 * cycles on the working grid, nested.ts) and the run resumes with what it
 * removed. Shared by the search (forcing.ts) and by the recording of a
 * step's chains (nested-record.ts), which must run the very same
 * propagations again.
 */
import { END_NESTED, propagate, resumePropagation } from "./implications";
import { innerForcingChainsAndCycles } from "./nested";
import { NESTED_CHAINS } from "../../../target/build-goal";

/** Propagates node `startRef` into `record` with the current chaining level's rules; returns END_* (never END_NESTED). */
export function propagateNested(record: usize, startRef: i32, dynamic: bool, cellRules: bool): i32 {
  let end: i32 = propagate(record, startRef, dynamic, cellRules);
  while (NESTED_CHAINS && end == END_NESTED) end = resumePropagation(record, innerForcingChainsAndCycles());
  return end;
}
