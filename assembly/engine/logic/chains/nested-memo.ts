/**
 * Level 4's nested rule remembered by working grid. Its inner search is a
 * whole dynamic forcing chains search, and the outer search propagates the
 * same assumption more than once (a run whose sets were cached is run again
 * for the chains of a step), reaching the same fixpoints: about half the
 * inner searches of a level-4 producer call repeat one done shortly before.
 * Within one producer call the searched position is fixed, so what the rule
 * writes (advanced-offs.ts output and each instance's inner chain,
 * nested-nodes.ts NEST_HINT_*) depends on the working grid alone.
 *
 * A slot (NEST_MEMO_SLOT_BYTES, nested-layout.ts NEST_MEMO):
 *   0 hash of the working grid   4 generation (valid when current)
 *   8 the rule's return value   12 instances   16 parents
 *  20 the working grid (u16 × 81, 41 words)
 * 184 the instances' first parents (i32 each) and inner chain hashes (u32),
 *     the removals' ids (u16) and instances (u16), the instances' parent
 *     counts (u16) and inner chain complexities (u16), the parents (u16),
 *     the instances' techniques (u8): widest first, so that every access is
 *     aligned (the JS engine's views need it)
 * Slots are reused first in, first out; a result too large for a slot is
 * not kept.
 */
import {
  ADV_HINT_LEN,
  ADV_HINT_START,
  ADV_HINT_TECHNIQUE,
  ADV_ITEM_HINTS,
  ADV_ITEM_IDS,
  ADV_PARENTS,
  CH_WORK_GRID,
} from "./layout";
import { NEST_HINT_COMPLEXITY, NEST_HINT_HASH, NEST_MEMO, NEST_MEMO_SLOT_BYTES, NEST_MEMO_SLOTS } from "./nested-layout";
import { load16, load32, load8, store16, store32, store8 } from "../../../target/memory";
import { copyWords } from "../../../target/memory";
import { advancedHintCount, advancedParentTotal } from "./advanced-hints";

/** recallInnerResult's answer when the working grid's result is not remembered. */
export const NOT_REMEMBERED: i32 = -2;

const GRID_WORDS: i32 = 41;
const M_HASH: usize = 0;
const M_GENERATION: usize = 4;
const M_COUNT: usize = 8;
const M_HINTS: usize = 12;
const M_PARENTS: usize = 16;
const M_GRID: usize = 20;
const M_DATA: usize = 184;

let generation: i32 = 0;
let nextSlot: i32 = 0;

/** Forgets every remembered result (a producer call starts: its searched position is new). */
export function resetInnerMemo(): void {
  generation++;
  nextSlot = 0;
}

function slotPtr(slot: i32): usize {
  return NEST_MEMO + <usize>(slot * NEST_MEMO_SLOT_BYTES);
}

function gridHash(): i32 {
  // i32 arithmetic that wraps alike in both engines: the product stays below 2^53 before `| 0`.
  let hash: i32 = 0x3c6ef372;
  for (let w: i32 = 0; w < GRID_WORDS; w++) hash = ((hash ^ load32(CH_WORK_GRID + <usize>(w << 2))) * 65599) | 0;
  return hash;
}

function sameGrid(slot: usize): bool {
  for (let w: i32 = 0; w < GRID_WORDS; w++) {
    if (load32(slot + M_GRID + <usize>(w << 2)) != load32(CH_WORK_GRID + <usize>(w << 2))) return false;
  }
  return true;
}

/** Bytes a result of `items` removals, `hints` instances and `parents` parents takes after M_DATA. */
function dataBytes(items: i32, hints: i32, parents: i32): i32 {
  return items * 4 + hints * 13 + parents * 2;
}

/**
 * The rule's result for the current working grid, written back as the rule
 * wrote it, or NOT_REMEMBERED.
 */
export function recallInnerResult(): i32 {
  const hash: i32 = gridHash();
  for (let s: i32 = 0; s < NEST_MEMO_SLOTS; s++) {
    const slot: usize = slotPtr(s);
    if (load32(slot + M_GENERATION) != generation || load32(slot + M_HASH) != hash || !sameGrid(slot)) continue;
    const count: i32 = load32(slot + M_COUNT);
    const items: i32 = count > 0 ? count : 0;
    const hints: i32 = load32(slot + M_HINTS);
    const parents: i32 = load32(slot + M_PARENTS);
    let at: usize = slot + M_DATA;
    for (let h: i32 = 0; h < hints; h++) store32(ADV_HINT_START + <usize>(h << 2), load32(at + <usize>(h << 2)));
    at += <usize>(hints << 2);
    for (let h: i32 = 0; h < hints; h++) store32(NEST_HINT_HASH + <usize>(h << 2), load32(at + <usize>(h << 2)));
    at += <usize>(hints << 2);
    for (let i: i32 = 0; i < items; i++) store16(ADV_ITEM_IDS + <usize>(i << 1), load16(at + <usize>(i << 1)));
    at += <usize>(items << 1);
    for (let i: i32 = 0; i < items; i++) store16(ADV_ITEM_HINTS + <usize>(i << 1), load16(at + <usize>(i << 1)));
    at += <usize>(items << 1);
    for (let h: i32 = 0; h < hints; h++) store16(ADV_HINT_LEN + <usize>(h << 1), load16(at + <usize>(h << 1)));
    at += <usize>(hints << 1);
    for (let h: i32 = 0; h < hints; h++) store16(NEST_HINT_COMPLEXITY + <usize>(h << 1), load16(at + <usize>(h << 1)));
    at += <usize>(hints << 1);
    for (let p: i32 = 0; p < parents; p++) store16(ADV_PARENTS + <usize>(p << 1), load16(at + <usize>(p << 1)));
    at += <usize>(parents << 1);
    for (let h: i32 = 0; h < hints; h++) store8(ADV_HINT_TECHNIQUE + <usize>h, load8(at + <usize>h));
    return count;
  }
  return NOT_REMEMBERED;
}

/** Remembers what the rule just wrote for the current working grid (its return value `count`). */
export function rememberInnerResult(count: i32): void {
  const items: i32 = count > 0 ? count : 0;
  const hints: i32 = count > 0 ? advancedHintCount() : 0;
  const parents: i32 = count > 0 ? advancedParentTotal() : 0;
  if (<i32>M_DATA + dataBytes(items, hints, parents) > NEST_MEMO_SLOT_BYTES) return;
  const slot: usize = slotPtr(nextSlot);
  nextSlot = nextSlot + 1 < NEST_MEMO_SLOTS ? nextSlot + 1 : 0;
  store32(slot + M_HASH, gridHash());
  store32(slot + M_GENERATION, generation);
  store32(slot + M_COUNT, count);
  store32(slot + M_HINTS, hints);
  store32(slot + M_PARENTS, parents);
  copyWords(slot + M_GRID, CH_WORK_GRID, GRID_WORDS);
  let at: usize = slot + M_DATA;
  for (let h: i32 = 0; h < hints; h++) store32(at + <usize>(h << 2), load32(ADV_HINT_START + <usize>(h << 2)));
  at += <usize>(hints << 2);
  for (let h: i32 = 0; h < hints; h++) store32(at + <usize>(h << 2), load32(NEST_HINT_HASH + <usize>(h << 2)));
  at += <usize>(hints << 2);
  for (let i: i32 = 0; i < items; i++) store16(at + <usize>(i << 1), load16(ADV_ITEM_IDS + <usize>(i << 1)));
  at += <usize>(items << 1);
  for (let i: i32 = 0; i < items; i++) store16(at + <usize>(i << 1), load16(ADV_ITEM_HINTS + <usize>(i << 1)));
  at += <usize>(items << 1);
  for (let h: i32 = 0; h < hints; h++) store16(at + <usize>(h << 1), load16(ADV_HINT_LEN + <usize>(h << 1)));
  at += <usize>(hints << 1);
  for (let h: i32 = 0; h < hints; h++) store16(at + <usize>(h << 1), load16(NEST_HINT_COMPLEXITY + <usize>(h << 1)));
  at += <usize>(hints << 1);
  for (let p: i32 = 0; p < parents; p++) store16(at + <usize>(p << 1), load16(ADV_PARENTS + <usize>(p << 1)));
  at += <usize>(parents << 1);
  for (let h: i32 = 0; h < hints; h++) store8(at + <usize>h, load8(ADV_HINT_TECHNIQUE + <usize>h));
}
