/**
 * Whether the searched position is one where Sukaku Explainer's "Forcing
 * Chains & Cycles" (cycles.ts) finds nothing at all, as it is wherever the
 * rating walk reaches the nested levels (that producer runs before them).
 *
 * There, every step that a nested chain's inner forcing chains & cycles
 * search (level 2 and 3's rule) finds on a working grid W goes through a
 * strong link the searched grid B lacks (a cell down to two candidates, or
 * a digit down to two places in a region). W is B less some candidates, so
 * each weak link of W is one of B, and each strong link of W that B has too
 * joins the same two candidates in B. A chain made of such links alone is
 * then a chain of B:
 * - a forcing chain from "X on" to "X off" (or "X off" to "X on") is one in
 *   B too, which B's walk from X, reaching every node the chain does, finds;
 * - a cycle that removes candidate C (seeing an "on" node and an "off" node
 *   of C's digit on the cycle): links are symmetric, so the cycle read
 *   backwards with every node's polarity flipped holds too, and "C on"
 *   turns the seen "on" node off, which leads round the cycle to the seen
 *   "off" node turned on, which turns C off: a forcing chain of B (both
 *   kinds of links) from "C on", C's cell having at least two candidates.
 * Either way B would have a step. So an inner walk that cannot use a new
 * strong link finds nothing: the X-links pass of a digit with no new region
 * link, the Y-cycles pass without a cell that became bivalue (forcing.ts
 * skips them, answers the same).
 */
import { CH_BASE_GRID } from "./layout";
import { NEST_PLAIN_ABSENT_GRID } from "./nested-layout";
import { copyWords, load16, load32 } from "../../../target/memory";
import { popcount } from "../../../target/bits";
import { NESTED_CHAINS } from "../../../target/build-goal";

/** NEST_PLAIN_ABSENT_GRID holds a grid (the memory starts zeroed, which is no position searched). */
let noted: bool = false;

/**
 * Notes that forcing chains & cycles, run to the end on the searched grid,
 * found nothing (cycles.ts). A grid with a cell of one candidate is not
 * noted: its candidate is walked from in no pass, so the argument above
 * does not hold there.
 */
export function notePlainChainsAbsent(): void {
  if (!NESTED_CHAINS) return;
  for (let cell: i32 = 0; cell < 81; cell++) {
    if (popcount(<u32>load16(CH_BASE_GRID + <usize>(cell << 1))) == 1) return;
  }
  copyWords(NEST_PLAIN_ABSENT_GRID, CH_BASE_GRID, 41);
  noted = true;
}

/** Whether forcing chains & cycles found nothing on the searched grid as it is now (notePlainChainsAbsent). */
export function plainChainsAbsent(): bool {
  if (!NESTED_CHAINS || !noted) return false;
  // 81 masks: the 41st word's upper half is padding.
  for (let w: i32 = 0; w < 40; w++) {
    if (load32(NEST_PLAIN_ABSENT_GRID + <usize>(w << 2)) != load32(CH_BASE_GRID + <usize>(w << 2))) return false;
  }
  return load16(NEST_PLAIN_ABSENT_GRID + 160) == load16(CH_BASE_GRID + 160);
}
