/**
 * The static links of the searched position, listed once per search in the
 * order Sukaku Explainer derives them (implications.ts states the rules):
 * - weak ("on" → "off"): the cell's other candidates, then the digit's other
 *   places in the box, in the row outside the box, in the column outside the box;
 * - strong ("off" → "on"): the cell's other candidate when it has two, then
 *   the digit's only other place in the box, row, column (a place reached
 *   twice is listed once).
 * Walks that never change the grid (forcing chains & cycles, multiple
 * forcing chains) follow these lists instead of rescanning regions.
 */
import {
  CH_LINK_COUNTS,
  CH_LINK_LEADS,
  CH_LINK_LIVE,
  CH_LINK_LIVE_COUNT,
  CH_LINK_LIVE_PLACES,
  CH_LINK_LIVE_PLACES_BYTES,
  CH_LINK_START,
  CH_LINK_STRONG,
  CH_LINK_WEAK,
} from "./layout";
import { popcount, trailingZeros } from "../../../target/bits";
import { fillBytes, load16, load32, load8, store16, store32, store8 } from "../../../target/memory";
import { cellRegion, positionIn, regionCell, weakSkip } from "./geometry";
import { baseCands, basePlaces } from "./grid";
import { SPEED_CODE } from "../../../target/build-goal";

/** leadsBy: the candidate's cell has two candidates (a cell strong link). */
export const LEADS_BY_CELL: i32 = 1;
/** leadsBy: the candidate's digit has one other place in one of its regions (a region strong link). */
export const LEADS_BY_REGION: i32 = 2;

/** Most weak links of one candidate: 8 in its cell, 20 peers. */
const WEAK_CAPACITY: i32 = 28;

function setStrong(id: i32, index: i32, value: i32): void {
  store16(CH_LINK_STRONG + <usize>((id * 4 + index) << 1), value & 0xffff);
}

/** Lists every candidate's links in the searched position. */
export function buildLinks(): void {
  for (let cell: i32 = 0; cell < 81; cell++) {
    const cands: i32 = baseCands(cell);
    for (let d: i32 = 0; d < 9; d++) {
      if ((cands & (1 << d)) == 0) continue;
      const id: i32 = cell * 9 + d;
      const start: i32 = id * WEAK_CAPACITY;
      let n: i32 = 0;
      for (let f: i32 = 0; f < 9; f++) {
        if (f != d && (cands & (1 << f)) != 0) {
          store16(CH_LINK_WEAK + <usize>((start + n) << 1), cell * 9 + f);
          n++;
        }
      }
      store8(CH_LINK_COUNTS + <usize>(id << 1), n);
      let m: i32 = 0;
      for (let type: i32 = 0; type < 3; type++) {
        // Weak: box places, then row / column places outside the box.
        const region: i32 = cellRegion(cell, type);
        let weak: i32 = basePlaces(region, d + 1) & ~weakSkip(cell, type);
        while (weak != 0) {
          const index: i32 = trailingZeros(<u32>weak);
          weak &= weak - 1;
          store16(CH_LINK_WEAK + <usize>((start + n + m) << 1), regionCell(region, index) * 9 + d);
          m++;
        }
      }
      store8(CH_LINK_COUNTS + <usize>((id << 1) + 1), m);
      strongLinksOf(cell, d, cands);
    }
  }
}

/**
 * Lists every candidate's strong links and where its weak links start: all
 * that the walks of forcing chains & cycles read besides the live links
 * (buildLiveLinks), so a nested chain's inner search, which keeps no static
 * sets (the full weak lists' only other reader), builds only these.
 */
export function buildStrongLinks(): void {
  for (let cell: i32 = 0; cell < 81; cell++) {
    const cands: i32 = baseCands(cell);
    for (let d: i32 = 0; d < 9; d++) {
      if ((cands & (1 << d)) != 0) strongLinksOf(cell, d, cands);
    }
  }
}

/** The strong links, kinds and weak-list start of candidate (cell, d + 1); `cands` are the cell's. */
function strongLinksOf(cell: i32, d: i32, cands: i32): void {
  const id: i32 = cell * 9 + d;
  const bit: i32 = 1 << d;
  store32(CH_LINK_START + <usize>(id << 2), id * WEAK_CAPACITY);
  let k: i32 = 1;
  setStrong(id, 0, popcount(<u32>cands) == 2 ? cell * 9 + trailingZeros(<u32>(cands & ~bit)) : -1);
  for (let type: i32 = 0; type < 3; type++) {
    const region: i32 = cellRegion(cell, type);
    const others: i32 = basePlaces(region, d + 1) & ~(1 << positionIn(cell, type));
    // The only other place (listed once if two regions give it).
    if (others == 0 || (others & (others - 1)) != 0) continue;
    const onId: i32 = regionCell(region, trailingZeros(<u32>others)) * 9 + d;
    let seen: bool = false;
    for (let j: i32 = 1; j < k; j++) {
      if (strongLink(id, j) == onId) seen = true;
    }
    if (!seen) {
      setStrong(id, k, onId);
      k++;
    }
  }
  if (k < 4) setStrong(id, k, -1);
  store8(CH_LINK_LEADS + <usize>id, (strongLink(id, 0) >= 0 ? LEADS_BY_CELL : 0) | (k > 1 ? LEADS_BY_REGION : 0));
}

/** Start of candidate `id`'s weak links in the list (read with weakLink). */
export function weakStart(id: i32): i32 {
  return load32(CH_LINK_START + <usize>(id << 2));
}
/** How many of candidate `id`'s weak links are in its cell (they come first). */
export function weakCellCount(id: i32): i32 {
  return load8(CH_LINK_COUNTS + <usize>(id << 1));
}
/** How many of candidate `id`'s weak links are in its regions. */
export function weakRegionCount(id: i32): i32 {
  return load8(CH_LINK_COUNTS + <usize>((id << 1) + 1));
}
/** The weak link at list position `index`. */
export function weakLink(index: i32): i32 {
  return load16(CH_LINK_WEAK + <usize>(index << 1));
}
/**
 * Strong link `index` of candidate `id`: index 0 is the cell link (-1 when
 * the cell has more than two candidates), 1..3 the region links (-1 ends the list).
 */
export function strongLink(id: i32, index: i32): i32 {
  const value: i32 = load16(CH_LINK_STRONG + <usize>((id * 4 + index) << 1));
  return value == 0xffff ? -1 : value;
}

/**
 * Lists, for one pass of forcing chains & cycles, each candidate's weak links
 * that pass follows (its cell's other candidates only with `cellLinks`, then
 * its digit's other places) to an "off" node the pass can lead on from (one
 * with a strong link of a kind the pass uses). The others are dead ends: a
 * walk marks them and never gets further, so it may skip them. Same order as
 * the full list (read with liveStart, liveCount, weakLink). A pass with cell
 * links alone gets lists only for cells with two candidates: it starts there
 * and its strong links lead nowhere else. `skipDigits` (bit d - 1): digits
 * whose lists no walk of the pass will read (the X pass never leaves a digit,
 * and skips the walks of its settled ones); the speed builds leave them out.
 */
export function buildLiveLinks(cellLinks: bool, regionLinks: bool, skipDigits: i32 = 0): void {
  if (!SPEED_CODE) {
    buildLiveLinksByLists(cellLinks, regionLinks);
    return;
  }
  const kinds: i32 = (cellLinks ? LEADS_BY_CELL : 0) | (regionLinks ? LEADS_BY_REGION : 0);
  // The places that lead on, per region and digit: the region links are read off them, not off the full list.
  fillBytes(CH_LINK_LIVE_PLACES, 0, <i32>CH_LINK_LIVE_PLACES_BYTES);
  for (let cell: i32 = 0; cell < 81; cell++) {
    let cands: i32 = baseCands(cell) & ~skipDigits;
    while (cands != 0) {
      const d: i32 = trailingZeros(<u32>cands);
      cands &= cands - 1;
      if ((leadsBy(cell * 9 + d) & kinds) == 0) continue;
      for (let type: i32 = 0; type < 3; type++) {
        const ptr: usize = livePlacesPtr(cellRegion(cell, type), d);
        store16(ptr, load16(ptr) | (1 << positionIn(cell, type)));
      }
    }
  }
  for (let cell: i32 = 0; cell < 81; cell++) {
    const cands: i32 = baseCands(cell);
    if (cands == 0) continue;
    // Cell links alone reach only cells with two candidates, and the pass starts only there.
    if (!regionLinks && popcount(<u32>cands) != 2) continue;
    // The cell's candidates that lead on (its cell links, when the pass follows them).
    let liveCands: i32 = 0;
    if (cellLinks) {
      for (let d: i32 = 0; d < 9; d++) {
        if ((cands & (1 << d)) != 0 && (leadsBy(cell * 9 + d) & kinds) != 0) liveCands |= 1 << d;
      }
    }
    let rest: i32 = cands & ~skipDigits;
    while (rest != 0) {
      const d: i32 = trailingZeros(<u32>rest);
      rest &= rest - 1;
      const id: i32 = cell * 9 + d;
      const first: i32 = weakStart(id);
      let n: i32 = 0;
      let others: i32 = liveCands & ~(1 << d);
      while (others != 0) {
        store16(CH_LINK_LIVE + <usize>((first + n) << 1), cell * 9 + trailingZeros(<u32>others));
        others &= others - 1;
        n++;
      }
      // Box places, then row and column places outside the box (the full list's order).
      for (let type: i32 = 0; type < 3; type++) {
        const region: i32 = cellRegion(cell, type);
        let places: i32 = load16(livePlacesPtr(region, d)) & ~weakSkip(cell, type);
        while (places != 0) {
          store16(CH_LINK_LIVE + <usize>((first + n) << 1), regionCell(region, trailingZeros(<u32>places)) * 9 + d);
          places &= places - 1;
          n++;
        }
      }
      store8(CH_LINK_LIVE_COUNT + <usize>id, n);
    }
  }
}

function livePlacesPtr(region: i32, digit: i32): usize {
  return CH_LINK_LIVE_PLACES + <usize>((region * 9 + digit) << 1);
}

/** buildLiveLinks for size builds (the page's): each list filtered link by link from the full one. */
function buildLiveLinksByLists(cellLinks: bool, regionLinks: bool): void {
  const kinds: i32 = (cellLinks ? LEADS_BY_CELL : 0) | (regionLinks ? LEADS_BY_REGION : 0);
  for (let cell: i32 = 0; cell < 81; cell++) {
    const cands: i32 = baseCands(cell);
    for (let d: i32 = 0; d < 9; d++) {
      if ((cands & (1 << d)) == 0) continue;
      const id: i32 = cell * 9 + d;
      const first: i32 = weakStart(id);
      const cellCount: i32 = weakCellCount(id);
      const to: i32 = first + cellCount + weakRegionCount(id);
      let n: i32 = 0;
      for (let i: i32 = cellLinks ? first : first + cellCount; i < to; i++) {
        const offId: i32 = weakLink(i);
        if ((leadsBy(offId) & kinds) != 0) {
          store16(CH_LINK_LIVE + <usize>((first + n) << 1), offId);
          n++;
        }
      }
      store8(CH_LINK_LIVE_COUNT + <usize>id, n);
    }
  }
}

/** How many links candidate `id`'s list of live links holds (they start at weakStart(id); read with liveLink). */
export function liveCount(id: i32): i32 {
  return load8(CH_LINK_LIVE_COUNT + <usize>id);
}

/** The live link at list position `index`. */
export function liveLink(index: i32): i32 {
  return load16(CH_LINK_LIVE + <usize>(index << 1));
}

/** The kinds of strong links candidate `id` has (LEADS_BY_CELL | LEADS_BY_REGION). */
export function leadsBy(id: i32): i32 {
  return load8(CH_LINK_LEADS + <usize>id);
}
