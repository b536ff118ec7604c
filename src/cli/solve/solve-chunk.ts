/**
 * The general path of the solve job: one chunk of records, solved and printed
 * (in a worker, or the main thread with --workers 0).
 *
 * The whole chunk's texts go to `solver.solveBatch` in one call, which parses
 * them straight into engine memory (one WASM call per 1024 9×9 puzzles) and
 * answers a malformed record with its own `invalid` entry: no re-parse, and
 * the counts come from that one solve (up to the limit).
 */
import { format, parse } from '../../grid.js';
import type { SolveResult } from '../../result.js';
import type { Solver } from '../../solver.js';
import { MAX_LINE_CHARS, type PuzzleRecord } from '../lines.js';
import {
  emptyTally,
  requestRecords,
  tallyStatus,
  type ChunkRequest,
  type ChunkResult,
  type Problem,
  type Tally,
} from '../pool/protocol.js';
import { invalidReason, renderOutcome, type DrawGrid, type LineResult, type Outcome } from '../formats.js';
import type { SolveSettings } from './settings.js';

const ENCODER = new TextEncoder();

/** Draws a solution line as the boxed grid. */
export const drawGrid: DrawGrid = (line) => format(parse(line), 'grid');

/** Solves and prints the records of chunk `seq` in order. */
export function solveChunk(solver: Solver, seq: number, settings: SolveSettings, records: readonly PuzzleRecord[]): ChunkResult {
  const outcomes = new Array<Outcome>(records.length);
  const texts: string[] = [];
  const where: number[] = [];
  records.forEach((r, i) => {
    if (r.tooLong === true) {
      outcomes[i] = { line: r.line, result: refused('BAD_LENGTH', `line longer than ${MAX_LINE_CHARS} characters`) };
    } else {
      texts.push(r.text);
      where.push(i);
    }
  });
  const options = settings.timeoutMs > 0 ? { limit: settings.limit, timeoutMs: settings.timeoutMs } : { limit: settings.limit };
  const results = solver.solveBatch(texts, options);
  where.forEach((i, k) => {
    outcomes[i] = toOutcome(records[i] as PuzzleRecord, results[k] as SolveResult<string>);
  });
  return printChunk(seq, outcomes, settings);
}

/** Counts one outcome into `t` (the solution counts only for answers the engine gave). */
export function tallyOutcome(t: Tally, r: LineResult): void {
  tallyStatus(t, r.status, r.guesses);
  if (r.status !== 'invalid' && r.status !== 'timeout') t.counts[r.count] = (t.counts[r.count] ?? 0) + 1;
}

/** Prints outcomes and totals them up. */
export function printChunk(seq: number, outcomes: readonly Outcome[], settings: SolveSettings): ChunkResult {
  const tally = emptyTally();
  const problems: Problem[] = [];
  let text = '';
  for (const o of outcomes) {
    tallyOutcome(tally, o.result);
    if (o.result.status === 'invalid') problems.push({ line: o.line, message: invalidReason(o.result) });
    text += renderOutcome(o, settings, drawGrid);
  }
  return { type: 'result', seq, output: ENCODER.encode(text), tally, problems };
}

/** Every record of a chunk that kept killing workers, `invalid` with the reason (see WorkerPool). */
export function giveUp(request: ChunkRequest<SolveSettings>, reason: string): ChunkResult {
  const outcomes = requestRecords(request).map(
    (record): Outcome => ({ line: record.line, result: refused('WORKER_CRASHED', `the solver crashed on this puzzle (${reason})`) }),
  );
  return printChunk(request.seq, outcomes, request.settings);
}

function refused(code: string, message: string): LineResult {
  return { status: 'invalid', error: { code, message }, count: 0, guesses: 0 };
}

/** One line of cells; a block of rows (or boxed grid) comes back as rows and is flattened. */
function asLine(text: string): string {
  return text.includes('\n') ? format(parse(text), 'line') : text;
}

function toOutcome(record: PuzzleRecord, result: SolveResult<string>): Outcome {
  if (result.status === 'invalid' && result.error.code !== 'DUPLICATE_GIVEN') {
    // Malformed. parse counts lines within the text it got; for a one-line record the CLI
    // already names the file line, so "line 1, column 7" is just "column 7".
    let message = result.error.message;
    if (!record.text.includes('\n')) message = message.replace(/line 1, column/, 'column').replace(/ at line 1$/, '');
    return { line: record.line, result: refused(result.error.code, message) };
  }
  const puzzle = asLine(record.text);
  if (result.status === 'solved' && result.solution.includes('\n')) {
    return { line: record.line, puzzle, result: { ...result, solution: asLine(result.solution) } };
  }
  return { line: record.line, puzzle, result };
}
