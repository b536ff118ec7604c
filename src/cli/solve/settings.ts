/**
 * What every chunk of a solve, count or check run carries, in a module of its
 * own: the job (job.ts) and both of its paths (fast-block.ts, solve-chunk.ts)
 * read it, and the job imports the paths.
 */
import type { SolvePrint } from '../formats.js';
import type { JobSettings } from '../pool/protocol.js';

/** What every chunk of a solve, count or check run carries. */
export interface SolveSettings extends JobSettings, SolvePrint {
  job: 'solve';
  /** Per-puzzle time limit in milliseconds; 0 = none. */
  timeoutMs: number;
}
