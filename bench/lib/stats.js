/**
 * The one statistic every bench row reports: the median of its interleaved
 * rounds (see measure.js for why the median). One definition, so no entry
 * point quietly reports another.
 */

/** How every row's figure is made from its rounds: printed with each entry point's header. */
export const ROW_STATISTIC = 'median of interleaved rounds';

/**
 * The median of `values` (the mean of the middle two for an even count).
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
