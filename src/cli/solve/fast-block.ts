/**
 * The byte-level fast path of a batch worker, for the common case: a block of
 * bare one-line puzzles printed as `line` or `vector`.
 *
 *   block bytes ──scan──▶ engine.puzzles ──solveBatch (≤ capacity)──▶ engine.solutions ──▶ output bytes
 *
 * No string, record or result object is made per puzzle: the block arrives as
 * the UTF-8 bytes the main thread read (never decoded), cell values go from
 * those bytes straight into engine memory, and symbols go from
 * `engine.solutions` straight into the output buffer. (Bytes rather than
 * `charCodeAt` on text: the JS side of 49,158 lines went from 55 to 41 ms.)
 *
 * Anything unusual takes the general path (`solveChunk`) for that line, so the
 * output is byte-for-byte what the general path prints: a line that is not
 * exactly 16, 81, 256 or 625 cell symbols (spaces, bad symbols, other lengths,
 * overlong lines). Every puzzle the engine did not solve (clash, unsolvable,
 * multiple, timeout) gets its result from the core's `resultAt`, the one rule
 * the solver uses too, and is printed by the shared renderer. CSV blocks and
 * the `json` and `grid` formats never come here (`fastPathApplies`).
 */
import { BATCH_CAPACITY, type Engine } from '../../engine.js';
import { SYMBOL_VALUE, sideForCellCount } from '../../grid.js';
import { writeLineCells } from '../../line-cells.js';
import { COMMENT_CODE } from '../../lines.js';
import { engineStatus, resultAt } from '../../result.js';
import type { Solver } from '../../solver.js';
import { ByteSink } from '../byte-sink.js';
import { invalidReason, renderOutcome, solvedWriter, type Outcome } from '../formats.js';
import { decodeUtf8, MAX_LINE_CHARS, type PuzzleRecord } from '../lines.js';
import { addTally, emptyTally, type ChunkResult, type Problem, type Tally } from '../pool/protocol.js';
import { pieceRecords, type LineBlock } from '../reader.js';
import type { SolveSettings } from './settings.js';
import { drawGrid, solveChunk, tallyOutcome } from './solve-chunk.js';

const ENCODER = new TextEncoder();
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** True when the fast path can print chunks of this job (see the file comment). */
export function fastPathApplies(settings: SolveSettings, block: LineBlock): boolean {
  return !block.csv && (settings.format === 'line' || settings.format === 'vector');
}

/** Per-slot facts of the puzzles waiting in engine memory. */
interface Group {
  side: number;
  size: number;
  capacity: number;
  line: Int32Array;
  start: Int32Array;
  end: Int32Array;
}

/**
 * Solves and prints the block (see the file comment). The caller has checked
 * `fastPathApplies`. `engine` is the engine `solver` wraps: the general path
 * is only ever run when no puzzle is waiting in engine memory.
 */
export function solveBlockFast(
  engine: Engine,
  solver: Solver,
  seq: number,
  settings: SolveSettings,
  block: LineBlock,
): ChunkResult {
  const bytes = block.bytes;
  const size = bytes.length;
  const out = new ByteSink(Math.max(64, size + (settings.format === 'vector' ? size + 16 * 1024 : 4096)));
  const tally = emptyTally();
  const problems: Problem[] = [];
  const group: Group = {
    side: 0,
    size: 0,
    capacity: 0,
    line: new Int32Array(BATCH_CAPACITY),
    start: new Int32Array(BATCH_CAPACITY),
    end: new Int32Array(BATCH_CAPACITY),
  };
  let pending: PuzzleRecord[] = [];

  const flushGeneral = (): void => {
    if (pending.length === 0) return;
    const result = solveChunk(solver, seq, settings, pending);
    out.append(result.output);
    addTally(tally, result.tally);
    problems.push(...result.problems);
    pending = [];
  };
  const flushFast = (): void => {
    if (group.size === 0) return;
    printGroup(engine, settings, bytes, group, out, tally, problems);
    group.size = 0;
  };

  /** Puts a bare puzzle line in the group; false (nothing placed) when it is not one. */
  const placeCells = (start: number, length: number, side: number, line: number): boolean => {
    // General records wait for engine memory: flush them first, but only for a puzzle line.
    if (pending.length > 0) {
      if (!isBarePuzzle(bytes, start, start + length, side)) return false;
      flushGeneral();
    }
    if (side !== group.side || group.size >= group.capacity) {
      flushFast();
      group.side = side;
      group.capacity = Math.min(BATCH_CAPACITY, Math.floor(engine.puzzles.length / length));
    }
    // Checks and writes in one pass; a line that fails half-way leaves only scratch.
    if (!writeLineCells(bytes, start, length, side, engine.puzzles, group.size * length)) return false;
    group.line[group.size] = line;
    group.start[group.size] = start;
    group.end[group.size] = start + length;
    group.size++;
    return true;
  };

  let line = block.firstLine;
  let pos = 0;
  while (pos < size) {
    const newline = bytes.indexOf(NEWLINE, pos);
    const rawEnd = newline < 0 ? size : newline;
    let end = rawEnd;
    if (end > pos && bytes[end - 1] === CARRIAGE_RETURN) end--;
    const length = end - pos;
    // More bytes than MAX_LINE_CHARS may still be fewer characters: the general path decides.
    const side = sideForCellCount(length);
    if (length === 0 || (bytes[pos] === COMMENT_CODE && rawEnd - pos <= MAX_LINE_CHARS)) {
      // Blank line or comment: no record, as in pieceRecords.
    } else if (side !== 0 && placeCells(pos, length, side, line)) {
      // In engine memory, solved with its group.
    } else {
      flushFast();
      pending.push(...pieceRecords({ firstLine: line, bytes: bytes.subarray(pos, rawEnd), csv: false }));
    }
    pos = rawEnd + 1;
    line++;
  }
  flushFast();
  flushGeneral();
  // A view: the worker transfers the whole buffer, and stdout writes just the view.
  const output = out.bytes.subarray(0, out.length);
  return { type: 'result', seq, output, tally, problems };
}

/** True when bytes[start, end) are side² cell symbols, each at most `side`. */
function isBarePuzzle(bytes: Uint8Array, start: number, end: number, side: number): boolean {
  for (let i = start; i < end; i++) {
    const code = bytes[i] as number;
    const v = code < 128 ? (SYMBOL_VALUE[code] as number) : -1;
    if (v < 0 || v > side) return false;
  }
  return true;
}

/** Solves the group waiting in engine memory and prints it in order. */
function printGroup(
  engine: Engine,
  settings: SolveSettings,
  bytes: Uint8Array,
  group: Group,
  out: ByteSink,
  tally: Tally,
  problems: Problem[],
): void {
  const { side, size } = group;
  const cellCount = side * side;
  engine.solveBatch(side, size, settings.limit, settings.timeoutMs);
  const solutions = engine.solutions;
  const counts = engine.counts;
  const guesses = engine.guesses;
  // 'solved' is the common case, printed here byte by byte; every other status
  // becomes a SolveResult through the core's resultAt and the shared renderer.
  const writeSolved = solvedWriter(settings);
  let solvedOnce = 0;
  for (let k = 0; k < size; k++) {
    if (engineStatus(counts[k] as number, settings.limit) !== 'solved') {
      const outcome: Outcome = {
        line: group.line[k] as number,
        puzzle: decodeUtf8(bytes.subarray(group.start[k] as number, group.end[k] as number)),
        result: resultAt(engine, k, side, 'line', settings.limit) as Outcome['result'],
      };
      tallyOutcome(tally, outcome.result);
      if (outcome.result.status === 'invalid') problems.push({ line: outcome.line, message: invalidReason(outcome.result) });
      out.append(ENCODER.encode(renderOutcome(outcome, settings, drawGrid)));
      continue;
    }
    solvedOnce++;
    tally.guesses += guesses[k] as number;
    writeSolved(out, bytes, group.start[k] as number, group.end[k] as number, solutions, k * cellCount, cellCount);
  }
  if (solvedOnce > 0) {
    tally.puzzles += solvedOnce;
    tally.statuses.solved = (tally.statuses.solved ?? 0) + solvedOnce;
    tally.counts[1] = (tally.counts[1] ?? 0) + solvedOnce;
  }
}
