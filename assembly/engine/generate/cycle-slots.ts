/**
 * The one write both families of swap sets (digit-pairs.ts, line-pairs.ts)
 * make: a set of lines, as a mask, stored in the slot of each of its lines,
 * so that looking up any member gives the whole set.
 */
import { setI32At } from "../../target/memory";
import { trailingZeros } from "../../target/bits";

/** Sets the slot `base + line` of every line in `lines` (a mask) to `lines`, in `table`. */
export function setCycle(table: usize, base: i32, lines: i32): void {
  let rest = lines;
  while (rest != 0) {
    setI32At(table, base + trailingZeros(rest), lines);
    rest &= rest - 1;
  }
}
