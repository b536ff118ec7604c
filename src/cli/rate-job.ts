/**
 * The `rate` job as a pool handler: each record rated on Sukaku Explainer's
 * scale over the thread's engine, one line per puzzle in input order:
 * `ER/EP/ED hardest-technique` (ER 20.0 with `beyond-techniques` when the
 * techniques cannot finish), or the status word of a puzzle that is not
 * rated (`multiple`, `unsolvable`, `timeout`, `invalid: <reason>`). With
 * `--format json`, one object per line with every field of `rate`.
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
import { oneLine } from './solve/output.js';
import type { Engine } from '../engine.js';
import { SudokuError } from '../errors.js';

const ENCODER = new TextEncoder();

/** A rating with one decimal, as SE prints it. */
function tenth(value: number): string {
  return value.toFixed(1);
}

/** The printed line of one result (without '\n'). */
export function rateLine(result: RateResult, settings: JobSettings, line: number): string {
  if (settings.format === 'json') {
    const base = { line, status: result.status };
    if (result.status === 'rated') return JSON.stringify({ ...base, ...result, line });
    if (result.status === 'invalid') return JSON.stringify({ ...base, error: { code: result.error.code, message: oneLine(result.error.message) } });
    return JSON.stringify(base);
  }
  switch (result.status) {
    case 'rated':
      return `${tenth(result.er)}/${tenth(result.ep)}/${tenth(result.ed)} ${result.hardest ?? 'beyond-techniques'}`;
    case 'invalid':
      return `invalid: ${oneLine(result.error.message)}`;
    default:
      return result.status;
  }
}

/** Rates and prints the records of chunk `seq` in order. */
export function rateChunk(engine: Engine, seq: number, settings: JobSettings, records: readonly PuzzleRecord[]): ChunkResult {
  const tally = emptyTally();
  const problems: Problem[] = [];
  let text = '';
  for (const record of records) {
    const result: RateResult =
      record.tooLong === true
        ? { status: 'invalid', error: new SudokuError('BAD_LENGTH', `line longer than ${MAX_LINE_CHARS} characters`) }
        : ratePuzzle(engine, record.text, settings.timeoutMs > 0 ? { timeoutMs: settings.timeoutMs } : {});
    if (result.status === 'invalid' && !record.text.includes('\n')) {
      // The CLI names the file line itself: "line 1, column 7" of a one-line record is just "column 7".
      result.error.message = result.error.message.replace(/line 1, column/, 'column').replace(/ at line 1$/, '');
    }
    tallyStatus(tally, result.status);
    if (result.status === 'invalid') problems.push({ line: record.line, message: oneLine(result.error.message) });
    text += rateLine(result, settings, record.line) + '\n';
  }
  return { type: 'result', seq, output: ENCODER.encode(text), tally, problems };
}

/** The rate handler of one thread (see pool/jobs.ts). */
export function createHandler({ engine }: WorkerContext): JobHandler {
  return {
    run(request: ChunkRequest): ChunkResult {
      return rateChunk(engine, request.seq, request.settings, requestRecords(request));
    },
  };
}

/** Every record of a chunk that kept killing workers, reported invalid with the reason. */
export function giveUp(request: ChunkRequest, reason: string): ChunkResult {
  const tally = emptyTally();
  const problems: Problem[] = [];
  let text = '';
  for (const record of requestRecords(request)) {
    const message = `the rater crashed on this puzzle (${reason})`;
    tallyStatus(tally, 'invalid');
    problems.push({ line: record.line, message });
    text += (request.settings.format === 'json' ? JSON.stringify({ line: record.line, status: 'invalid', error: { code: 'WORKER_CRASHED', message } }) : `invalid: ${message}`) + '\n';
  }
  return { type: 'result', seq: request.seq, output: ENCODER.encode(text), tally, problems };
}
