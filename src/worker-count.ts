/**
 * How many threads a pool starts, the CLI's (`--workers`) and the browser's
 * (`createPool({ workers })`) alike. A thread past the core count makes no
 * run faster, yet each holds its own engine and heap (64 threads on a 2-core
 * machine peaked at 750 MB), so a count above the cores is clamped to them
 * rather than refused: code written for a big machine still runs on a small one.
 */

/** The threads to start for `requested` (0 = the caller's own thread) on `cores` cores. */
export function workerThreads(requested: number, cores: number): number {
  return Math.min(requested, Math.max(1, cores));
}
