/**
 * The registry of classic (textbook) solvers, in the order of the benchmark
 * table: from the plainest backtracking to Dancing Links. Each is written
 * after one of the seed write-ups in ../shared/seeds and shares one signature
 * (see types.ts).
 */
import { birdPrune } from './bird-prune.js';
import { cachedBacktracking } from './cached-backtracking.js';
import { dancingLinks } from './dancing-links.js';
import { plainBacktracking } from './plain-backtracking.js';
import { stackMrv } from './stack-mrv.js';
import type { ClassicSolver } from './types.js';

export { GAVE_UP, type ClassicOptions, type ClassicResult, type ClassicSolver } from './types.js';
export { birdPrune, cachedBacktracking, dancingLinks, plainBacktracking, stackMrv };

/** All classic solvers, plainest first. */
export const classicSolvers: readonly ClassicSolver[] = [
  plainBacktracking,
  cachedBacktracking,
  stackMrv,
  birdPrune,
  dancingLinks,
];

/** The classic solver with this id (`plain`, `cached`, `stack`, `bird`, `dlx`), or undefined. */
export function classicSolver(id: string): ClassicSolver | undefined {
  return classicSolvers.find((s) => s.id === id);
}
