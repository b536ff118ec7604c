/**
 * Three strong-linked fishes, as Sukaku Explainer's StrongLinks(3) producer
 * rates them: three strong links on one digit chained by weak links (each
 * link's near end sees the next link's near end); one far end holds the
 * digit, so cells seeing both far ends lose it. 5.4 when the links lie in
 * parallel lines, 5.5 with a link in a box, 5.6 with rows and columns
 * mixed, 5.7 with a grouped link. SE takes the easiest, then the one
 * eliminating most; so does this finder when one step is wanted
 * (best-instance.ts).
 */
import { collectLinks, collectedLinks, digitCellsWord, endPeersWord, endsShareUnit, endUnitsAt, endUnitsOf, indexLinksByUnit, linkCellsWord, linksMeeting, linksOverlap, linkWord, MAX_INDEXED_LINKS } from "./turbot";
import { addElimination, addPatternCell, addPatternDigit, addPatternUnit, beginStep, endStep } from "./step";
import { anotherInstancePass, beginInstancePasses, writeInstance } from "./best-instance";
import { side } from "./state";
import { SPEED_CODE } from "../../target/build-goal";
import { popcount, trailingZeros } from "../../target/bits";
import { CELLS_PER_WORD } from "./cell-sets";
import { beginFreshSearch, CLEAN_STRONG_LINKS, changedSince, digitsChangedSince, endFreshSearch } from "./freshness";
import { T_THREE_STRONG_LINKS } from "./techniques";

function chainRating(l1: i32, l2: i32, l3: i32): i32 {
  if (linkWord(l1, 1) != 0 || linkWord(l2, 1) != 0 || linkWord(l3, 1) != 0) return 57;
  const u1 = linkWord(l1, 0);
  const u2 = linkWord(l2, 0);
  const u3 = linkWord(l3, 0);
  if (u1 >= 2 * side || u2 >= 2 * side || u3 >= 2 * side) return 55;
  const rows = (u1 < side ? 1 : 0) + (u2 < side ? 1 : 0) + (u3 < side ? 1 : 0);
  return rows == 0 || rows == 3 ? 54 : 56;
}

/** Counts (or, when `emit`, eliminates, in cell order) the cells seeing both far ends and outside the chain. */
function eliminate(digit: i32, l1: i32, far1: i32, l2: i32, l3: i32, far3: i32, emit: bool): i32 {
  let count = 0;
  for (let word = 0; word < 3; word++) {
    const chain = linkCellsWord(l1, word) | linkCellsWord(l2, word) | linkCellsWord(l3, word);
    let victims = digitCellsWord(word) & endPeersWord(l1, far1, word) & endPeersWord(l3, far3, word) & ~chain;
    count += popcount(victims);
    while (emit && victims != 0) {
      addElimination(word * CELLS_PER_WORD + trailingZeros(victims), digit);
      victims &= victims - 1;
    }
  }
  return count;
}

/** Digits the current search looks at (the others are unchanged since it last found nothing). */
let scanDigits: u32 = 0;

/**
 * Tries the chain l1 – l2 – l3 (l2 in the middle, l1 < l3) in every
 * orientation, writing the instances best-instance.ts wants. True when the
 * step list is full.
 */
function tryChain(digit: i32, l1: i32, l2: i32, l3: i32): bool {
  if (l3 == l2 || linkWord(l3, 0) == linkWord(l2, 0) || linkWord(l3, 0) == linkWord(l1, 0)) return false;
  if (linksOverlap(l3, l2) || linksOverlap(l3, l1)) return false;
  // l2's two ends meet l1 and l3 (in either orientation).
  for (let middle = 0; middle < 2; middle++) {
    for (let near1 = 0; near1 < 2; near1++) {
      if (!endsShareUnit(l1, near1, l2, middle)) continue;
      for (let near3 = 0; near3 < 2; near3++) {
        if (!endsShareUnit(l3, near3, l2, 1 - middle)) continue;
        const rating = chainRating(l1, l2, l3);
        const count = eliminate(digit, l1, 1 - near1, l2, l3, 1 - near3, false);
        if (count == 0 || !writeInstance(rating, count)) continue;
        beginStep(T_THREE_STRONG_LINKS, rating);
        addPatternDigit(digit);
        addPatternUnit(linkWord(l1, 0));
        addPatternUnit(linkWord(l2, 0));
        addPatternUnit(linkWord(l3, 0));
        for (let i = 0; i < 6; i++) {
          if (linkWord(l1, 2 + i) >= 0) addPatternCell(linkWord(l1, 2 + i));
          if (linkWord(l2, 2 + i) >= 0) addPatternCell(linkWord(l2, 2 + i));
          if (linkWord(l3, 2 + i) >= 0) addPatternCell(linkWord(l3, 2 + i));
        }
        eliminate(digit, l1, 1 - near1, l2, l3, 1 - near3, true);
        if (endStep()) return true;
      }
    }
  }
  return false;
}

/** Whether l1 may be an outer link of a chain whose middle is l2 (not l2, nor in its unit, nor sharing a cell). */
function outerFor(l1: i32, l2: i32): bool {
  return l1 != l2 && linkWord(l1, 0) != linkWord(l2, 0) && !linksOverlap(l1, l2);
}

/**
 * One pass over the chains (best-instance.ts). Chains in SE's order: middle link l2, then l1,
 * then l3 > l1, ascending. An outer link must have an end in a unit of an
 * end of l2, and the two outer links meet different ends of it, so when the
 * links fit in one mask only those (indexed by unit) are tried: the same
 * chains in the same order.
 */
function scan(): bool {
  for (let digit = 1; digit <= side; digit++) {
    if ((scanDigits & (<u32>1 << <u32>(digit - 1))) == 0) continue;
    collectLinks(digit);
    const links = collectedLinks();
    const indexed = links <= MAX_INDEXED_LINKS;
    if (indexed) indexLinksByUnit();
    for (let l2 = 0; l2 < links; l2++) {
      if (indexed) {
        // l1 and l3 meet opposite ends of l2: an l3 meeting only the end l1 meets makes no chain
        // (tryChain finds none; the size builds leave it to that).
        const meetEnd0 = SPEED_CODE ? linksMeeting(endUnitsAt(l2, 0)) : 0;
        const meetEnd1 = SPEED_CODE ? linksMeeting(endUnitsAt(l2, 1)) : 0;
        let outer1 = SPEED_CODE ? meetEnd0 | meetEnd1 : linksMeeting(endUnitsOf(l2));
        while (outer1 != 0) {
          const l1 = trailingZeros(outer1);
          const l1Bit = outer1 & (0 - outer1);
          outer1 &= outer1 - 1;
          if (!outerFor(l1, l2)) continue;
          let outer3 = SPEED_CODE ? outer1 & (((meetEnd0 & l1Bit) != 0 ? meetEnd1 : 0) | ((meetEnd1 & l1Bit) != 0 ? meetEnd0 : 0)) : outer1;
          while (outer3 != 0) {
            const l3 = trailingZeros(outer3);
            outer3 &= outer3 - 1;
            if (tryChain(digit, l1, l2, l3)) return true;
          }
        }
        continue;
      }
      for (let l1 = 0; l1 < links; l1++) {
        if (!outerFor(l1, l2)) continue;
        for (let l3 = l1 + 1; l3 < links; l3++) {
          if (tryChain(digit, l1, l2, l3)) return true;
        }
      }
    }
  }
  return false;
}

/** Three strong-linked fishes (9×9 and any side). True when the step list is full. */
export function findThreeStrongLinks(): bool {
  const mark = beginFreshSearch(CLEAN_STRONG_LINKS);
  if (!changedSince(mark)) return false;
  scanDigits = digitsChangedSince(mark);
  beginInstancePasses();
  if (scan()) return true;
  if (anotherInstancePass() && scan()) return true;
  endFreshSearch(CLEAN_STRONG_LINKS);
  return false;
}
