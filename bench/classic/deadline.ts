/**
 * A cheap deadline check for long searches: reading the clock costs far more
 * than one search step, so it is read only every CHECK_EVERY ticks.
 */
const CHECK_EVERY = 4096;

/** Counts search steps and says when the deadline has passed. */
export class Deadline {
  private ticks = 0;
  /** True once the deadline passed; sticky. */
  expired = false;

  /**
   * @param at    `clock()` value to stop at; Infinity = never.
   * @param clock milliseconds; `performance.now` unless the caller has a better one.
   */
  constructor(
    private readonly at: number = Infinity,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Call once per search step; returns true when the search must stop. */
  tick(): boolean {
    if (++this.ticks % CHECK_EVERY === 0 && this.at !== Infinity && this.clock() > this.at) {
      this.expired = true;
    }
    return this.expired;
  }
}

/** Throws RangeError unless `side` is one the solver supports and `cells` fits it. */
export function checkShape(cells: Uint8Array, side: number, sides: readonly number[], who: string): void {
  if (!sides.includes(side)) {
    throw new RangeError(`${who}: side ${side} not supported (supports ${sides.join(', ')})`);
  }
  if (cells.length !== side * side) {
    throw new RangeError(`${who}: expected ${side * side} cells, got ${cells.length}`);
  }
}

/** Box side for a grid side (√side): 2 for 4, 3 for 9, 4 for 16, 5 for 25. */
export function boxSideOf(side: number): number {
  return Math.round(Math.sqrt(side));
}
