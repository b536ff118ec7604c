/**
 * Producers that Sukaku Explainer sorts and takes the first of (WXYZ- and
 * VWXYZ-wings, three strong-linked fishes) report their instances through
 * here. When the host wants every step (find), each instance is written as
 * it is found. When it wants one (hint, steps, rating), a first pass
 * writes nothing and notes the instance SE would take (step.ts sePrefers:
 * the easiest, then the one eliminating most, then the first found); a
 * second pass writes the first instance of that rating and elimination
 * count. Counting an instance's eliminations is cheap; writing it is not,
 * so one instance is written, never every candidate for the choice.
 *
 *   beginInstancePasses();
 *   if (scan()) return true;                          // scan: writeInstance(rating, count) per instance
 *   if (anotherInstancePass() && scan()) return true;
 */
import { sePrefers, stepRoom } from "./step";

const EVERY: i32 = 0;
const CHOOSING: i32 = 1;
const WRITING_CHOICE: i32 = 2;

let pass: i32 = EVERY;
/** The instance chosen so far: rating × 10 (0: none yet) and eliminations. */
let choiceRating10: i32 = 0;
let choiceCount: i32 = 0;

/** Starts a producer's search: every instance is written, or the best is chosen first (one step wanted). */
export function beginInstancePasses(): void {
  pass = stepRoom() > 1 ? EVERY : CHOOSING;
  choiceRating10 = 0;
  choiceCount = 0;
}

/** Offers an instance (rating × 10, eliminations it makes); true when the producer is to write it now. */
export function writeInstance(rating10: i32, count: i32): bool {
  if (pass == CHOOSING) {
    if (sePrefers(rating10, count, choiceRating10, choiceCount)) {
      choiceRating10 = rating10;
      choiceCount = count;
    }
    return false;
  }
  return pass == EVERY || (rating10 == choiceRating10 && count == choiceCount);
}

/** After a pass that did not fill the step list: true when the producer is to search again and write the instance chosen. */
export function anotherInstancePass(): bool {
  if (pass != CHOOSING || choiceRating10 == 0) return false;
  pass = WRITING_CHOICE;
  return true;
}
