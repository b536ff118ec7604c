/**
 * The `rate` job as a pool handler: each record rated on the run's scale
 * (`--scale`) over the thread's engine, one record per puzzle in input order
 * (printed by formats.ts: `ER/EP/ED hardest-technique`, or the status word of
 * a puzzle that is not rated; json: one object with every field).
 */
import { ratePuzzle, type RateResult } from '../logic/logic.js';
import { MAX_LINE_CHARS, type PuzzleRecord } from './lines.js';
import {
  emptyTally,
  requestRecords,
  tallyStatus,
  type ChunkRequest,
  type ChunkResult,
  type JobHandler,
  type JobSettings,
  type Problem,
  type WorkerContext,
} from './pool/protocol.js';
import { oneLine, rateCrashLine, rateLine, type RateFormat } from './formats.js';
import type { Engine } from '../engine.js';
import { SudokuError } from '../errors.js';
import type { Scale } from '../logic/scale.js';

const ENCODER = new TextEncoder();

/** What every chunk of a rate run carries. */
export interface RateSettings extends JobSettings {
  job: 'rate';
  format: RateFormat;
  scale: Scale;
  /** Per-puzzle time limit in milliseconds; 0 = none. */
  timeoutMs: number;
  /**
   * One count over shared memory, which every thread adds each puzzle it
   * rates to: the progress display reads it, so it moves per puzzle rather
   * than per chunk (a chunk of hard puzzles can take minutes).
   */
  ratedCounter?: Int32Array;
}

/** Rates and prints the records of chunk `seq` in order. */
export function rateChunk(engine: Engine, seq: number, settings: RateSettings, records: readonly PuzzleRecord[]): ChunkResult {
  const tally = emptyTally();
  const problems: Problem[] = [];
  let text = '';
  for (const record of records) {
    const result: RateResult =
      record.tooLong === true
        ? { status: 'invalid', error: new SudokuError('BAD_LENGTH', `line longer than ${MAX_LINE_CHARS} characters`) }
        : ratePuzzle(engine, record.text, { scale: settings.scale, timeoutMs: settings.timeoutMs });
    if (result.status === 'invalid' && !record.text.includes('\n')) {
      // The CLI names the file line itself: "line 1, column 7" of a one-line record is just "column 7".
      result.error.message = result.error.message.replace(/line 1, column/, 'column').replace(/ at line 1$/, '');
    }
    tallyStatus(tally, result.status);
    if (result.status === 'invalid') problems.push({ line: record.line, message: oneLine(result.error.message) });
    text += rateLine(result, settings.format, record.line) + '\n';
    if (settings.ratedCounter !== undefined) Atomics.add(settings.ratedCounter, 0, 1);
  }
  return { type: 'result', seq, output: ENCODER.encode(text), tally, problems };
}

/** The rate handler of one thread (see pool/jobs.ts). */
export function createHandler({ engine }: WorkerContext): JobHandler<RateSettings> {
  return {
    run(request: ChunkRequest<RateSettings>): ChunkResult {
      return rateChunk(engine, request.seq, request.settings, requestRecords(request));
    },
  };
}

/** Every record of a chunk that kept killing workers, reported invalid with the reason. */
export function giveUp(request: ChunkRequest<RateSettings>, reason: string): ChunkResult {
  const tally = emptyTally();
  const problems: Problem[] = [];
  let text = '';
  for (const record of requestRecords(request)) {
    const message = `the rater crashed on this puzzle (${reason})`;
    tallyStatus(tally, 'invalid');
    problems.push({ line: record.line, message });
    text += rateCrashLine(record.line, message, request.settings.format) + '\n';
  }
  return { type: 'result', seq: request.seq, output: ENCODER.encode(text), tally, problems };
}
