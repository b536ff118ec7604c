/**
 * A tinybench timestamp provider reading this process's CPU time (user +
 * system, from process.cpuUsage) instead of the wall clock. On a shared
 * 2-core machine wall-clock runs showed 5–11% error; CPU time 0.3–3.9%
 * (../shared/TOOLCHAIN.md). Every solver here is single-threaded, so CPU time
 * is the time it worked. Values in milliseconds.
 */
export const cpuClock = {
  name: 'process.cpuUsage (user+system CPU time)',
  fn: () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  },
  toMs: (value) => Number(value),
  fromMs: (value) => value,
};

/** Milliseconds of CPU time spent in `fn()`. */
export function cpuTimeOf(fn) {
  const start = cpuClock.fn();
  fn();
  return cpuClock.fn() - start;
}
