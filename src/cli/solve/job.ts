/**
 * The `solve` job (commands solve, count, check) as a pool handler: one
 * solver over the thread's engine. Blocks of bare one-line puzzles printed as
 * `line` or `vector` take the byte-level fast path (fast-block.ts); everything
 * else the general one (solve-chunk.ts). Both print the same bytes (tested).
 */
import { Solver } from '../../solver.js';
import { requestRecords, type ChunkRequest, type ChunkResult, type JobHandler, type WorkerContext } from '../pool/protocol.js';
import { fastPathApplies, solveBlockFast } from './fast-block.js';
import { solveChunk } from './solve-chunk.js';

import type { SolveSettings } from './settings.js';

export { giveUp } from './solve-chunk.js';
export type { SolveSettings } from './settings.js';


/** The solve handler of one thread (see jobs.ts). */
export function createHandler({ engine, hooks }: WorkerContext): JobHandler<SolveSettings> {
  const solver = new Solver(engine);
  const fast = hooks.generalPathOnly !== true;
  return {
    run(request: ChunkRequest<SolveSettings>): ChunkResult {
      const { seq, settings, block } = request;
      if (fast && block !== undefined && request.records === undefined && fastPathApplies(settings, block)) {
        return solveBlockFast(engine, solver, seq, settings, block);
      }
      return solveChunk(solver, seq, settings, requestRecords(request));
    },
  };
}
