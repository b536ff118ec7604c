/**
 * The native references of issue 6, as table rows that are shown, never
 * run: their figures come from each set's `native` list (datasets.js),
 * measured on this machine type with tdoku's own benchmark program.
 */

/** Pseudo-solvers for the tables and the chart (no `prepare`: run.js never runs them). */
export const NATIVE_SOLVERS = [
  {
    id: 'tdoku',
    label: 'native tdoku (C++) — from the issue, not measured here',
    chartLabel: 'native tdoku (issue 6, not measured)',
    group: 'native',
    sides: [9],
    modes: ['first', 'unique'],
    note: 'tdoku (t-dillon), SIMD triads + DPLL; clang 19 -O3 -march=native, one thread, CPU clock, its own benchmark program; figures from issue 6, not measured by this script',
  },
  {
    id: 'jsolve',
    label: 'native jsolve (C) — from the issue, not measured here',
    chartLabel: 'native jsolve (issue 6, not measured)',
    group: 'native',
    sides: [9],
    modes: ['unique'],
    note: 'JCZSolve (band bitboards), built and measured as tdoku above, uniqueness mode only; figures from issue 6, not measured by this script',
  },
];
