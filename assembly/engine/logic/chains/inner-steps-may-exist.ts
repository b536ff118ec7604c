/**
 * Whether level 2 and 3's inner searches on the working grid could find
 * any step at all: most of them find none, and this answers for all of a
 * search's walks or propagations at once.
 *
 * Forcing chains & cycles (cycles.ts).
 *
 * Its static links make "X on" / "X off" nodes an implication graph (weak:
 * "on" → "off", strong: "off" → "on"), and every walk of every pass follows
 * some of them. A step is one of:
 * - a forcing chain from "X on" to "X off", or from "X off" to "X on";
 * - a cycle removing a candidate C that sees an "on" node and an "off" node
 *   of C's digit on it. Links are symmetric, so the cycle read backwards
 *   with every polarity flipped holds too: "C on" turns the seen "on" node
 *   off, which leads round to the seen "off" node turned on, which turns C
 *   off, a path from "C on" to "C off".
 * So without a candidate whose node reaches its opposite, no pass finds
 * anything. That is asked of the "on" nodes alone: an "on" node's
 * successors are the "on" nodes one weak and one strong link away, each
 * node's reach is a bit set over the candidates (numbered), and
 * - "C on" reaches "C off" when it reaches an "on" node weakly linked to C;
 * - "C off" reaches "C on" when a strong partner of C reaches C.
 * Where some candidate does, the search runs, and takes only the walks
 * that may find a step (innerOnWalkDigits, innerOffWalkDigits): a walk
 * from "C on" finds a forcing chain only if "C on" reaches "C off", and a
 * cycle only if it comes back to "C on" through other "on" nodes (C's
 * component has two or more); a walk from "C off" finds only the chain
 * to "C on". So the reach is built whole (the walks' starts need every
 * candidate's), and kept outside the frames' range that search pushes
 * its frame over (NEST_WALK_STARTS).
 *
 * Static multiple forcing chains (level 3's rule after forcing chains &
 * cycles): a cell (region) forcing chain needs a node that the "on"
 * propagations of all the cell's candidates (the digit's places in the
 * region) derive; a static propagation derives what its node reaches in the
 * same graph ("off" nodes: the weak partners of the "on" nodes reached). So
 * without such a common node in any cell or region, it finds nothing. Only
 * the units the search takes count: a static search starts from cells with
 * three candidates or more, and takes a region from the first place of the
 * digit. Where the test finds such nodes, the search starts only from the
 * cells whose units have them (multipleChainsMayStartAt).
 *
 * Each node's reach is a union of bit sets over the strongly connected
 * components of that graph (Tarjan's order: a component closes after
 * every component it reaches), so the whole test costs a few word
 * operations per link. Only candidates with a strong partner have an "on"
 * node any other reaches, and on these grids they are few (about 37 of
 * 206 on the 17th hardest puzzle's): they are numbered first, so the reach
 * and successor sets need only the words over them; the "off" sets of the
 * multiple forcing chains test span all candidates. Scratch:
 * nested-layout.ts NEST_REACH_* (only while no frame is pushed).
 */
import {
  NEST_REACH_CALLS,
  NEST_REACH_CAPACITY,
  NEST_REACH_OFFS,
  NEST_REACH_COMPONENT,
  NEST_REACH_IDS,
  NEST_REACH_INDEX,
  NEST_REACH_LOW,
  NEST_REACH_NEXT,
  NEST_REACH_ORDER,
  NEST_REACH_SETS,
  NEST_REACH_SET_WORDS,
  NEST_REACH_STACK,
  NEST_REACH_STRONG,
  NEST_REACH_WEAK,
  NEST_LIVE_UNITS,
  NEST_LIVE_UNITS_BYTES,
  NEST_WALK_STARTS,
  NEST_WALK_STARTS_BYTES,
} from "./nested-layout";
import { leadingZeros, popcount, trailingZeros } from "../../../target/bits";
import { fillBytes, load16, load32, store16, store32 } from "../../../target/memory";
import { cellRegion, positionIn, regionCell } from "./geometry";
import { workCands, workPlaces } from "./grid";

const NONE: i32 = 0xffff;
/** The component of a bare candidate: unlinked and without successors, so its "on" node reaches nothing (no set is kept for it). */
const BARE: i32 = 0xfffe;

/** Candidates numbered, and words of a set over them. */
let count: i32 = 0;
let words: i32 = 0;
/**
 * Candidates with a strong partner: numbered 0 .. linked - 1, the only ones
 * a successor or reach set holds, so those sets use `linkedWords` words
 * (and a weak set's first `linkedWords` words are its part among them).
 */
let linked: i32 = 0;
let linkedWords: i32 = 0;
/** The components' "off" sets are kept too (NEST_REACH_OFFS), and the weak sets whole. */
let withOffs: bool = false;
/** The scratch holds the whole reach of the working grid last tested (nothing cut it short since). */
let reachComplete: bool = false;
/**
 * The forcing chains & cycles test is noting which walks may find a step
 * (NEST_WALK_STARTS): the reach is built whole, not stopped at a chain.
 */
let notingStarts: bool = false;
/** The walks in NEST_WALK_STARTS are the last test's. */
let startsNoted: bool = false;
/** While noting: some candidate's node reaches its opposite. */
let chainFound: bool = false;

function numberOf(id: i32): i32 {
  return load16(NEST_REACH_INDEX + <usize>(id << 1));
}

function setPtr(base: usize, k: i32): usize {
  return base + <usize>(k * NEST_REACH_SET_WORDS * 4);
}

function hasBit(set: usize, k: i32): bool {
  return (load32(set + <usize>((k >> 5) << 2)) & (1 << (k & 31))) != 0;
}

function addBit(set: usize, k: i32): void {
  const ptr: usize = set + <usize>((k >> 5) << 2);
  store32(ptr, load32(ptr) | (1 << (k & 31)));
}

function clearSet(set: usize, n: i32): void {
  for (let w: i32 = 0; w < n; w++) store32(set + <usize>(w << 2), 0);
}

function orInto(set: usize, from: usize, n: i32): void {
  for (let w: i32 = 0; w < n; w++) {
    const ptr: usize = set + <usize>(w << 2);
    store32(ptr, load32(ptr) | load32(from + <usize>(w << 2)));
  }
}

function half(base: usize, k: i32): i32 {
  return load16(base + <usize>(k << 1));
}

function setHalf(base: usize, k: i32, value: i32): void {
  store16(base + <usize>(k << 1), value);
}

/**
 * Marks, per cell (NEST_REACH_LOW, free until Tarjan's walk), the digits
 * with a strong partner in a region: those of regions with two places of
 * the digit. Region by region, each digit's places are read once.
 */
function markRegionPartners(): void {
  fillBytes(NEST_REACH_LOW, 0, 81 * 2);
  for (let region: i32 = 0; region < 27; region++) {
    for (let d: i32 = 0; d < 9; d++) {
      const places: i32 = workPlaces(region, d + 1);
      if (popcount(<u32>places) != 2) continue;
      markDigit(regionCell(region, trailingZeros(<u32>places)), d);
      markDigit(regionCell(region, 31 - leadingZeros(<u32>places)), d);
    }
  }
}

function markDigit(cell: i32, d: i32): void {
  setHalf(NEST_REACH_LOW, cell, half(NEST_REACH_LOW, cell) | (1 << d));
}

/** Notes candidate `k`'s strong partners (numbers; NONE ends the list of 4). */
function noteStrong(k: i32, id: i32): void {
  const cell: i32 = (id / 9) | 0;
  const d: i32 = id - cell * 9;
  const cands: i32 = workCands(cell);
  let n: i32 = 0;
  const at: usize = NEST_REACH_STRONG + <usize>(k << 3);
  if (popcount(<u32>cands) == 2) {
    store16(at, numberOf(cell * 9 + trailingZeros(<u32>(cands & ~(1 << d)))));
    n++;
  }
  for (let type: i32 = 0; type < 3; type++) {
    const region: i32 = cellRegion(cell, type);
    const others: i32 = workPlaces(region, d + 1) & ~(1 << positionIn(cell, type));
    if (others == 0 || (others & (others - 1)) != 0) continue;
    store16(at + <usize>(n << 1), numberOf(regionCell(region, trailingZeros(<u32>others)) * 9 + d));
    n++;
  }
  if (n < 4) store16(at + <usize>(n << 1), NONE);
}

function strongOf(k: i32, j: i32): i32 {
  return load16(NEST_REACH_STRONG + <usize>((k << 3) + (j << 1)));
}

/**
 * Every candidate's successors (the strong partners of its weak partners)
 * and weak sets, in one walk over the weak links. They are symmetric, so
 * each candidate `z` notes itself in its weak partners' weak sets and, when
 * it has strong partners, hands them to those partners as successors. The
 * weak sets are whole with `withOffs` (every candidate walked); without, only
 * their part over the linked candidates is read, so only those walk.
 */
function noteSuccessors(): void {
  const weakWords: i32 = withOffs ? words : linkedWords;
  for (let k: i32 = 0; k < count; k++) {
    clearSet(setPtr(NEST_REACH_NEXT, k), linkedWords);
    clearSet(setPtr(NEST_REACH_WEAK, k), weakWords);
  }
  const walked: i32 = withOffs ? count : linked;
  for (let z: i32 = 0; z < walked; z++) {
    const id: i32 = half(NEST_REACH_IDS, z);
    const cell: i32 = (id / 9) | 0;
    const d: i32 = id - cell * 9;
    const strong: bool = z < linked;
    let others: i32 = workCands(cell) & ~(1 << d);
    while (others != 0) {
      const k: i32 = numberOf(cell * 9 + trailingZeros(<u32>others));
      others &= others - 1;
      addBit(setPtr(NEST_REACH_WEAK, k), z);
      if (strong) handStrongPartners(z, k);
    }
    for (let type: i32 = 0; type < 3; type++) {
      const region: i32 = cellRegion(cell, type);
      let places: i32 = workPlaces(region, d + 1) & ~(1 << positionIn(cell, type));
      while (places != 0) {
        const k: i32 = numberOf(regionCell(region, trailingZeros(<u32>places)) * 9 + d);
        places &= places - 1;
        addBit(setPtr(NEST_REACH_WEAK, k), z);
        if (strong) handStrongPartners(z, k);
      }
    }
  }
}

/** Candidate `z`'s strong partners become successors of its weak partner `k`. */
function handStrongPartners(z: i32, k: i32): void {
  const next: usize = setPtr(NEST_REACH_NEXT, k);
  for (let j: i32 = 0; j < 4; j++) {
    const y: i32 = strongOf(z, j);
    if (y == NONE) break;
    addBit(next, y);
  }
}

// buildReach's answers: the grid has more candidates than the scratch holds; the reach is complete.
const REACH_UNKNOWN: i32 = 0;
const REACH_DONE: i32 = 2;

// Tarjan's walk: visits so far, candidates on its stack, components closed.
let visits: i32 = 0;
let stackTop: i32 = 0;
let components: i32 = 0;

function callPtr(level: i32): usize {
  return NEST_REACH_CALLS + <usize>(level << 3);
}

/** Visits candidate `k` at call level `level`. */
function enter(k: i32, level: i32): void {
  setHalf(NEST_REACH_ORDER, k, visits);
  setHalf(NEST_REACH_LOW, k, visits);
  visits++;
  setHalf(NEST_REACH_STACK, stackTop, k);
  stackTop++;
  const call: usize = callPtr(level);
  store16(call, k);
  store16(call + 2, 0);
  store32(call + 4, load32(setPtr(NEST_REACH_NEXT, k)));
}

/**
 * Closes the component of `root` (the stack down to it): its reach is its
 * members' successors and all their components reach (with `withOffs`, its
 * "off" set is its members' weak partners and those components' "off"
 * sets). While the forcing chains & cycles test notes walks, it notes
 * the members' "on" walks that may find a step (innerOnWalkDigits).
 *
 * A successor already in the reach so far came with all it reaches: every
 * component's reach is closed (it holds whatever its nodes reach), and none
 * closed before this one reaches back into it. So its component's reach and
 * "off" set are already in (its own members' weak partners and reach are
 * in that "off" set), and only the successor's bit is added.
 */
function closeComponent(root: i32): void {
  let from: i32 = stackTop - 1;
  while (half(NEST_REACH_STACK, from) != root) from--;
  const c: i32 = components;
  components++;
  for (let i: i32 = from; i < stackTop; i++) setHalf(NEST_REACH_COMPONENT, half(NEST_REACH_STACK, i), c);
  const reach: usize = setPtr(NEST_REACH_SETS, c);
  const offs: usize = setPtr(NEST_REACH_OFFS, c);
  clearSet(reach, linkedWords);
  if (withOffs) clearSet(offs, words);
  for (let i: i32 = from; i < stackTop; i++) {
    const m: i32 = half(NEST_REACH_STACK, i);
    if (withOffs) orInto(offs, setPtr(NEST_REACH_WEAK, m), words);
    const next: usize = setPtr(NEST_REACH_NEXT, m);
    for (let w: i32 = 0; w < linkedWords; w++) {
      let bits: i32 = load32(next + <usize>(w << 2));
      const ptr: usize = reach + <usize>(w << 2);
      while (bits != 0) {
        const bit: i32 = bits & -bits;
        bits ^= bit;
        const had: i32 = load32(ptr);
        if ((had & bit) != 0) continue;
        store32(ptr, had | bit);
        const uc: i32 = half(NEST_REACH_COMPONENT, (w << 5) + trailingZeros(<u32>bit));
        if (uc == c) continue;
        orInto(reach, setPtr(NEST_REACH_SETS, uc), linkedWords);
        if (withOffs) orInto(offs, setPtr(NEST_REACH_OFFS, uc), words);
      }
    }
  }
  const end: i32 = stackTop;
  stackTop = from;
  if (!notingStarts) return;
  // A member of a component of two or more is on a closed walk of "on" nodes through another: its "on" walk may close a cycle.
  const cyclic: bool = end - from >= 2;
  for (let i: i32 = from; i < end; i++) {
    const m: i32 = half(NEST_REACH_STACK, i);
    // "C on" reaches "C off": it reaches an "on" node weakly linked to C (the reach holds linked candidates only).
    const weak: usize = setPtr(NEST_REACH_WEAK, m);
    let reachesOff: bool = false;
    for (let w: i32 = 0; w < linkedWords; w++) {
      if ((load32(reach + <usize>(w << 2)) & load32(weak + <usize>(w << 2))) != 0) {
        reachesOff = true;
        break;
      }
    }
    if (reachesOff) chainFound = true;
    if (reachesOff || cyclic) noteWalkStart(0, m);
  }
}

/**
 * Whether unlinked candidate `k`'s "on" node reaches an "on" node weakly
 * linked to it, without storing its reach: that reach is its successors
 * and what their (closed) components reach.
 */
function unlinkedReachesOff(k: i32): bool {
  const next: usize = setPtr(NEST_REACH_NEXT, k);
  const weak: usize = setPtr(NEST_REACH_WEAK, k);
  for (let w: i32 = 0; w < linkedWords; w++) {
    let bits: i32 = load32(next + <usize>(w << 2));
    if ((bits & load32(weak + <usize>(w << 2))) != 0) return true;
    while (bits != 0) {
      const u: i32 = (w << 5) + trailingZeros(<u32>bits);
      bits &= bits - 1;
      const reach: usize = setPtr(NEST_REACH_SETS, half(NEST_REACH_COMPONENT, u));
      for (let x: i32 = 0; x < linkedWords; x++) {
        if ((load32(reach + <usize>(x << 2)) & load32(weak + <usize>(x << 2))) != 0) return true;
      }
    }
  }
  return false;
}

/**
 * False when no walk of a forcing chains & cycles search on the working
 * grid can find a step (see above); true when one may. `forMultiple`: a
 * multiple forcing chains search may be asked about next, on the same grid
 * (multipleForcingChainsMayExist). Only while no frame is pushed (its
 * scratch is the frames' range).
 */
export function forcingChainsOrCyclesMayExist(forMultiple: bool): bool {
  startsNoted = false;
  chainFound = false;
  fillBytes(NEST_WALK_STARTS, 0, NEST_WALK_STARTS_BYTES);
  notingStarts = true;
  const built: i32 = buildReach(forMultiple);
  notingStarts = false;
  if (built != REACH_DONE) return true;
  // "C on" reaches "C off" was checked as each component closed; "C off" reaches "C on": a strong partner of C reaches C.
  for (let k: i32 = 0; k < linked; k++) {
    for (let j: i32 = 0; j < 4; j++) {
      const y: i32 = strongOf(k, j);
      if (y == NONE) break;
      if (hasBit(setPtr(NEST_REACH_SETS, half(NEST_REACH_COMPONENT, y)), k)) {
        chainFound = true;
        noteWalkStart(1, k);
        break;
      }
    }
  }
  startsNoted = true;
  return chainFound;
}

/**
 * Whether the last forcingChainsOrCyclesMayExist noted, for the search it
 * let through, which walks may find a step (innerOnWalkDigits,
 * innerOffWalkDigits); false when it could not tell (too many candidates).
 */
export function innerWalkStartsNoted(): bool {
  return startsNoted;
}

/**
 * The digits (bit d - 1) of `cell` whose walk from the "on" node may find
 * a step, as the last forcingChainsOrCyclesMayExist noted: a forcing chain
 * from "C on" needs "C on" to reach "C off", and a cycle that a walk from
 * "C on" closes comes back to "C on" through other "on" nodes, so C's
 * component has two or more. A walk from neither finds nothing.
 */
export function innerOnWalkDigits(cell: i32): i32 {
  return load16(NEST_WALK_STARTS + <usize>(cell << 1));
}

/** The digits of `cell` whose walk from the "off" node may find a step (a forcing chain back to "C on": a strong partner of C reaches C). */
export function innerOffWalkDigits(cell: i32): i32 {
  return load16(NEST_WALK_STARTS + <usize>((81 + cell) << 1));
}

/** Notes numbered candidate `k`'s "on" walk (`kind` 0) or "off" walk (1) as one that may find a step. */
function noteWalkStart(kind: i32, k: i32): void {
  const id: i32 = half(NEST_REACH_IDS, k);
  const cell: i32 = (id / 9) | 0;
  const ptr: usize = NEST_WALK_STARTS + <usize>((kind * 81 + cell) << 1);
  store16(ptr, load16(ptr) | (1 << (id - cell * 9)));
}

/**
 * False when a static multiple forcing chains search on the working grid
 * can find no step (see above); true when one may. `reachHeld`: the last
 * forcingChainsOrCyclesMayExist(true) answered false on this very grid and
 * no frame was pushed since, so its reach is in the scratch.
 */
export function multipleForcingChainsMayExist(reachHeld: bool): bool {
  liveCells0 = -1;
  liveCells1 = -1;
  liveCells2 = -1;
  unitsKnown = false;
  if (!(reachHeld && reachComplete && withOffs) && buildReach(true) != REACH_DONE) return true;
  liveCells0 = 0;
  liveCells1 = 0;
  liveCells2 = 0;
  fillBytes(NEST_LIVE_UNITS, 0, NEST_LIVE_UNITS_BYTES);
  unitsKnown = true;
  // Cells: the candidates' propagations meet somewhere. A static search passes over cells with two candidates (forcing.ts searchAll).
  for (let cell: i32 = 0; cell < 81; cell++) {
    const cands: i32 = workCands(cell);
    if (popcount(<u32>cands) < 3) continue;
    if (propagationsMeet(cell, 0, cands, false)) markLive(cell, CELL_UNIT);
  }
  // Regions: the digit's places' propagations meet somewhere; the search takes such a region from its first place, if it searches that cell.
  for (let region: i32 = 0; region < 27; region++) {
    for (let d: i32 = 0; d < 9; d++) {
      const places: i32 = workPlaces(region, d + 1);
      if (popcount(<u32>places) < 2) continue;
      const first: i32 = regionCell(region, trailingZeros(<u32>places));
      if (popcount(<u32>workCands(first)) < 3) continue;
      if (propagationsMeet(region, d, places, true)) markLive(first, 1 << d);
    }
  }
  return (liveCells0 | liveCells1 | liveCells2) != 0;
}

/**
 * The cells whose units (the cell, and each region whose first place of a
 * digit it is) the last multipleForcingChainsMayExist found a meet in, as
 * three words of 27 cells: a multiple forcing chains search on that grid
 * finds steps only from those cells (all set when the test could not tell).
 */
let liveCells0: i32 = -1;
let liveCells1: i32 = -1;
let liveCells2: i32 = -1;

/** The bit of a cell's own unit among its live units (multipleUnitsAt); bit d - 1 is digit d's regions. */
export const CELL_UNIT: i32 = 0x200;
/** NEST_LIVE_UNITS holds the last test's units (it could tell). */
let unitsKnown: bool = false;

/** Marks unit `unit` (CELL_UNIT, or 1 << (d - 1) for a region of digit d whose first place `cell` is) as live. */
function markLive(cell: i32, unit: i32): void {
  const at: usize = NEST_LIVE_UNITS + <usize>(cell << 1);
  store16(at, load16(at) | unit);
  const bit: i32 = 1 << (cell % 27);
  if (cell < 27) liveCells0 |= bit;
  else if (cell < 54) liveCells1 |= bit;
  else liveCells2 |= bit;
}

/**
 * Whether the multiple forcing chains search on the grid that
 * multipleForcingChainsMayExist last tested may find a step from `cell`'s
 * units: a static propagation derives no more than its node reaches, so
 * where the reaches do not meet, the propagations do not.
 */
export function multipleChainsMayStartAt(cell: i32): bool {
  const word: i32 = cell < 27 ? liveCells0 : cell < 54 ? liveCells1 : liveCells2;
  return (word & (1 << (cell % 27))) != 0;
}

/**
 * Which of `cell`'s units that search may find a step from, by the same
 * argument: CELL_UNIT for its cell forcing chain, bit d - 1 for the region
 * forcing chains of digit d it takes (all when the test could not tell).
 */
export function multipleUnitsAt(cell: i32): i32 {
  return unitsKnown ? load16(NEST_LIVE_UNITS + <usize>(cell << 1)) : CELL_UNIT | 0x1ff;
}

/**
 * Whether the "on" propagations of a unit's candidates derive a common node:
 * of cell `unit`'s candidates in `bits` (`inRegion` false), or of digit `d`'s
 * places `bits` in region `unit` (`inRegion` true).
 */
function propagationsMeet(unit: i32, d: i32, bits: i32, inRegion: bool): bool {
  let first: bool = true;
  let rest: i32 = bits;
  while (rest != 0) {
    const p: i32 = trailingZeros(<u32>rest);
    rest &= rest - 1;
    // The meet only shrinks: once empty, the other candidates are not looked at.
    if (!meetWith(numberOf(inRegion ? regionCell(unit, p) * 9 + d : unit * 9 + p), first)) return false;
    first = false;
  }
  return true;
}

/**
 * Narrows the meet (NEST_REACH_CALLS as two sets: "on", then "off" nodes;
 * free after the walk) to what candidate `k`'s "on" propagation derives:
 * "on" nodes k and its component's reach, "off" nodes its component's.
 * The "on" meet is over the linked candidates: one without a strong
 * partner is reached by no other, so it is in no meet of two or more.
 * Returns whether the meet is still not empty.
 */
function meetWith(k: i32, first: bool): bool {
  const c: i32 = half(NEST_REACH_COMPONENT, k);
  if (c == BARE) return meetWithBare(k, first);
  const reach: usize = setPtr(NEST_REACH_SETS, c);
  const offs: usize = setPtr(NEST_REACH_OFFS, c);
  const onMeet: usize = NEST_REACH_CALLS;
  const offMeet: usize = NEST_REACH_CALLS + <usize>(NEST_REACH_SET_WORDS * 4);
  let any: i32 = 0;
  for (let w: i32 = 0; w < words; w++) {
    const at: usize = <usize>(w << 2);
    if (w < linkedWords) {
      let on: i32 = load32(reach + at);
      if (k < linked && (k >> 5) == w) on |= 1 << (k & 31);
      if (!first) on &= load32(onMeet + at);
      store32(onMeet + at, on);
      any |= on;
    }
    let off: i32 = load32(offs + at);
    if (!first) off &= load32(offMeet + at);
    store32(offMeet + at, off);
    any |= off;
  }
  return any != 0;
}

/** meetWith for a bare candidate `k`: it derives no "on" node but itself (unlinked, so in no meet), and the "off" nodes of its weak set. */
function meetWithBare(k: i32, first: bool): bool {
  const weak: usize = setPtr(NEST_REACH_WEAK, k);
  const onMeet: usize = NEST_REACH_CALLS;
  const offMeet: usize = NEST_REACH_CALLS + <usize>(NEST_REACH_SET_WORDS * 4);
  clearSet(onMeet, linkedWords);
  let any: i32 = 0;
  for (let w: i32 = 0; w < words; w++) {
    const at: usize = <usize>(w << 2);
    let off: i32 = load32(weak + at);
    if (!first) off &= load32(offMeet + at);
    store32(offMeet + at, off);
    any |= off;
  }
  return any != 0;
}

function hasNoSuccessor(k: i32): bool {
  const next: usize = setPtr(NEST_REACH_NEXT, k);
  for (let w: i32 = 0; w < linkedWords; w++) {
    if (load32(next + <usize>(w << 2)) != 0) return false;
  }
  return true;
}

/**
 * Numbers the working grid's candidates, lists their links and runs
 * Tarjan's walk over the "on" nodes, closing each component's reach (and
 * its "off" set, with `offs`).
 */
function buildReach(offs: bool): i32 {
  reachComplete = false;
  withOffs = offs;
  count = 0;
  for (let cell: i32 = 0; cell < 81; cell++) count += popcount(<u32>workCands(cell));
  if (count > NEST_REACH_CAPACITY) return REACH_UNKNOWN;
  markRegionPartners();
  // The linked candidates first, then the others (listed meanwhile in the free stack), each in cell order.
  linked = 0;
  let unlinked: i32 = 0;
  for (let cell: i32 = 0; cell < 81; cell++) {
    const cands: i32 = workCands(cell);
    const withPartner: i32 = popcount(<u32>cands) == 2 ? cands : half(NEST_REACH_LOW, cell);
    let rest: i32 = cands;
    while (rest != 0) {
      const d: i32 = trailingZeros(<u32>rest);
      rest &= rest - 1;
      if ((withPartner & (1 << d)) != 0) {
        setHalf(NEST_REACH_INDEX, cell * 9 + d, linked);
        setHalf(NEST_REACH_IDS, linked, cell * 9 + d);
        linked++;
      } else {
        setHalf(NEST_REACH_STACK, unlinked, cell * 9 + d);
        unlinked++;
      }
    }
  }
  for (let i: i32 = 0; i < unlinked; i++) {
    const id: i32 = half(NEST_REACH_STACK, i);
    setHalf(NEST_REACH_INDEX, id, linked + i);
    setHalf(NEST_REACH_IDS, linked + i, id);
  }
  words = (count + 31) >> 5;
  // At least one word, so that a walk's first word is a cleared one.
  linkedWords = linked == 0 ? 1 : (linked + 31) >> 5;
  for (let z: i32 = 0; z < linked; z++) noteStrong(z, half(NEST_REACH_IDS, z));
  noteSuccessors();
  fillBytes(NEST_REACH_ORDER, 0xff, linked * 2);
  fillBytes(NEST_REACH_COMPONENT, 0xff, linked * 2);
  visits = 0;
  stackTop = 0;
  components = 0;
  for (let root: i32 = 0; root < linked; root++) {
    if (half(NEST_REACH_ORDER, root) != NONE) continue;
    enter(root, 0);
    let level: i32 = 1;
    while (level > 0) {
      const call: usize = callPtr(level - 1);
      const v: i32 = load16(call);
      const bits: i32 = load32(call + 4);
      if (bits == 0) {
        const w: i32 = load16(call + 2) + 1;
        if (w < linkedWords) {
          store16(call + 2, w);
          store32(call + 4, load32(setPtr(NEST_REACH_NEXT, v) + <usize>(w << 2)));
          continue;
        }
        // Every successor of v seen: v roots a component, or hands its lowest order to its caller.
        level--;
        const low: i32 = half(NEST_REACH_LOW, v);
        if (low == half(NEST_REACH_ORDER, v)) {
          closeComponent(v);
        } else if (level > 0) {
          const caller: i32 = load16(callPtr(level - 1));
          if (low < half(NEST_REACH_LOW, caller)) setHalf(NEST_REACH_LOW, caller, low);
        }
        continue;
      }
      const u: i32 = (load16(call + 2) << 5) + trailingZeros(<u32>bits);
      store32(call + 4, bits & (bits - 1));
      const order: i32 = half(NEST_REACH_ORDER, u);
      if (order == NONE) {
        enter(u, level);
        level++;
      } else if (half(NEST_REACH_COMPONENT, u) == NONE && order < half(NEST_REACH_LOW, v)) {
        // Still on the stack: v reaches back to it.
        setHalf(NEST_REACH_LOW, v, order);
      }
    }
  }
  // An unlinked candidate is no strong partner, so no successor: its "on" node is a component of its own, which Tarjan's walk would close at once.
  for (let k: i32 = linked; k < count; k++) {
    if (!withOffs) {
      // Nothing reads its reach then (no meet is asked of this build), so it is only tested (by the forcing chains & cycles test).
      if (notingStarts && unlinkedReachesOff(k)) {
        chainFound = true;
        noteWalkStart(0, k);
      }
      continue;
    }
    if (hasNoSuccessor(k)) {
      // Its reach is empty and its "off" set its weak set (meetWith reads that): nothing to close.
      setHalf(NEST_REACH_COMPONENT, k, BARE);
      continue;
    }
    setHalf(NEST_REACH_STACK, stackTop, k);
    stackTop++;
    closeComponent(k);
  }
  reachComplete = true;
  return REACH_DONE;
}
