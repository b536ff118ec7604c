/**
 * The host clock for deadlines, TypeScript form of assembly/target/clock.ts:
 * milliseconds from `performance.now()`.
 */

/** Milliseconds, as `performance.now()`. */
export function now(): number {
  return performance.now();
}
