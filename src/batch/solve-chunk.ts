/**
 * Solves one chunk of records and prints it: the work a batch worker does (and
 * the main thread, with --workers 0).
 *
 * Fast path: the whole chunk's texts go to `solver.solveBatch`, which parses
 * them straight into engine memory (one WASM call per 1024 9×9 puzzles). Only
 * when a record is malformed (solveBatch throws) is the chunk read record by
 * record, so that each malformed line gets its own `invalid` outcome.
 */
import { format, parse, SudokuError, type Solver, type SolveResult } from '../index.js';
import type { PuzzleRecord } from '../cli/input.js';
import { MAX_LINE_CHARS } from '../cli/lines.js';
import { oneLine, renderOutcome, type DrawGrid } from '../cli/output.js';
import {
  emptyTally,
  tallyOutcome,
  type ChunkResult,
  type JobSettings,
  type Outcome,
  type Problem,
} from './protocol.js';

/** The solver the workers use. */
export type BatchSolver = Solver;

const ENCODER = new TextEncoder();

/** Draws a solution line as the seeds' boxed grid. */
export const drawGrid: DrawGrid = (line) => format(parse(line), 'grid');

/** Solves and prints the records of chunk `seq` in order. */
export function solveChunk(solver: BatchSolver, seq: number, settings: JobSettings, records: readonly PuzzleRecord[]): ChunkResult {
  const outcomes = new Array<Outcome>(records.length);
  const good: number[] = [];
  records.forEach((r, i) => {
    if (r.tooLong === true) outcomes[i] = tooLongOutcome(r);
    else good.push(i);
  });
  let results: SolveResult[] | undefined;
  const texts = good.map((i) => (records[i] as PuzzleRecord).text);
  try {
    results = solver.solveBatch(texts, batchOptions(settings));
  } catch (e) {
    if (!(e instanceof SudokuError)) throw e;
  }
  if (results === undefined) {
    // Some record is malformed: find which, then solve the rest together.
    const readable: number[] = [];
    for (const i of good) {
      const record = records[i] as PuzzleRecord;
      try {
        parse(record.text);
        readable.push(i);
      } catch (e) {
        outcomes[i] = malformedOutcome(record, e);
      }
    }
    good.length = 0;
    good.push(...readable);
    results = solver.solveBatch(
      good.map((i) => (records[i] as PuzzleRecord).text),
      batchOptions(settings),
    );
  }
  good.forEach((i, k) => {
    const record = records[i] as PuzzleRecord;
    outcomes[i] = toOutcome(solver, record, results[k] as SolveResult, settings);
  });
  return printChunk(seq, outcomes, settings);
}

/** Prints outcomes and totals them up. */
export function printChunk(seq: number, outcomes: readonly Outcome[], settings: JobSettings): ChunkResult {
  const tally = emptyTally();
  const problems: Problem[] = [];
  let text = '';
  for (const o of outcomes) {
    tallyOutcome(tally, o);
    if (o.status === 'invalid') problems.push({ line: o.line, message: oneLine(o.error?.message ?? 'invalid') });
    text += renderOutcome(o, settings, drawGrid);
  }
  return { type: 'result', seq, output: ENCODER.encode(text), tally, problems };
}

/** The outcome of a puzzle whose worker kept dying on it (see WorkerPool). */
export function crashedOutcome(record: PuzzleRecord, reason: string): Outcome {
  return {
    line: record.line,
    status: 'invalid',
    guesses: 0,
    error: { code: 'WORKER_CRASHED', message: `the solver crashed on this puzzle (${reason})` },
  };
}

function batchOptions(settings: JobSettings): { limit: number; timeoutMs?: number } {
  return settings.timeoutMs > 0 ? { limit: settings.limit, timeoutMs: settings.timeoutMs } : { limit: settings.limit };
}

function tooLongOutcome(record: PuzzleRecord): Outcome {
  const message = `line longer than ${MAX_LINE_CHARS} characters`;
  return { line: record.line, status: 'invalid', guesses: 0, error: { code: 'BAD_LENGTH', message } };
}

function malformedOutcome(record: PuzzleRecord, e: unknown): Outcome {
  const code = e instanceof SudokuError ? e.code : 'BAD_SHAPE';
  let message = e instanceof Error ? e.message : String(e);
  // parse counts lines within the text it got; for a one-line record the CLI already
  // names the file line, so "line 1, column 7" is just "column 7".
  if (!record.text.includes('\n')) message = message.replace(/line 1, column/, 'column').replace(/ at line 1$/, '');
  return { line: record.line, status: 'invalid', guesses: 0, error: { code, message } };
}

/** One line of cells; a block of rows (or boxed grid) comes back as rows and is flattened. */
function asLine(text: string): string {
  return text.includes('\n') ? format(parse(text), 'line') : text;
}

function toOutcome(solver: BatchSolver, record: PuzzleRecord, result: SolveResult, settings: JobSettings): Outcome {
  const outcome: Outcome = {
    line: record.line,
    status: result.status,
    puzzle: asLine(record.text),
    guesses: result.guesses,
  };
  if (typeof result.solution === 'string') outcome.solution = asLine(result.solution);
  switch (result.status) {
    case 'solved':
      outcome.count = 1;
      break;
    case 'unsolvable':
    case 'invalid':
      outcome.count = 0;
      break;
    case 'multiple':
      // solveBatch stops at the second solution; count further only when asked to.
      outcome.count = settings.limit > 2 ? solver.count(record.text, settings.limit) : 2;
      break;
  }
  if (result.error !== undefined) outcome.error = { code: result.error.code, message: result.error.message };
  return outcome;
}
