/**
 * A pool worker's answer to a chunk of a text batch (`SudokuPool.solveText`):
 * lines of puzzles in, one vector line per puzzle out, as bytes:
 *
 *   text ──encodeInto──▶ bytes ──▶ engine.puzzles ──solveBatch (≤ capacity)──▶ engine.solutions ──▶ output bytes (one buffer)
 *
 * For a page that prints its results (the batch box), this is the whole
 * job: no result object, string or parser call per puzzle on either
 * thread, and the app's thread only cuts the text and decodes the answer.
 *
 * A line is a puzzle unless it is blank or a `#` comment after trimming, as
 * `puzzleLines` (src/lines.ts) reads it. Each puzzle line gets one output
 * line (wire.ts PackedTextResults says which). A trimmed line of side² symbols is
 * written straight into engine memory; any other line (spaces inside, a
 * grid's row, a bad symbol), and every line of a chunk that is not ASCII,
 * goes through `Solver.solveBatch` itself, and every result the engine did
 * not mark solved through the solver's own `resultAt`, so each line says
 * what the solver says (test/pool.test.ts holds them to it).
 */
import { BATCH_CAPACITY, type Engine } from '../engine.js';
import { format, LINE_CODES, parse, sideForCellCount, writeLineCodes } from '../grid.js';
import { writeLineCells } from '../line-cells.js';
import { COMMENT_CODE, isCommentOrBlank } from '../lines.js';
import { engineStatus, resultAt, type SolveResult } from '../result.js';
import type { Solver } from '../solver.js';
import { vectorLine, writeSolvedVectorEnd } from '../vector.js';
import { asciiBytes } from './solve-text.js';
import { emptyTally, textAnswerBytes, type LinesText, type PackedTextResults } from './wire.js';

const ENCODER = new TextEncoder();
const NEWLINE = 0x0a;

/** True for the bytes `String.prototype.trim` drops from an ASCII line: tab, LF, VT, FF, CR, space. */
function isSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}

/** The output bytes, grown when a line needs more (the buffer is transferred: one per chunk). */
class Output {
  bytes: Uint8Array;
  length = 0;

  /** @param spare a buffer to write into when it holds `capacity` bytes (one the pool handed over for the answer) */
  constructor(capacity: number, spare: ArrayBuffer | undefined) {
    this.bytes = spare !== undefined && spare.byteLength >= capacity ? new Uint8Array(spare) : new Uint8Array(capacity);
  }

  reserve(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.length + more, this.bytes.length * 2));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** Appends `text` (any characters: UTF-8) and a newline. */
  line(text: string): void {
    this.reserve(text.length * 3 + 1);
    this.length += ENCODER.encodeInto(text, this.bytes.subarray(this.length)).written;
    this.bytes[this.length++] = NEWLINE;
  }
}

/** The line a puzzle's result prints as (wire.ts PackedTextResults); `puzzle` is its 'line' form, when it could be read. */
function outputLine(lineNumber: number, puzzle: string | undefined, result: SolveResult<string>, limit: number): string {
  if (result.status === 'invalid' && (puzzle === undefined || result.error.code !== 'DUPLICATE_GIVEN')) return `# line ${lineNumber}: ${result.error.message}`;
  return vectorLine(puzzle ?? '', result, limit);
}

/** Puzzles waiting in engine memory: all of one side, slot j from input line `lines[j]`. */
interface Group {
  side: number;
  size: number;
  capacity: number;
  lines: Int32Array;
}

/** `Solver.solveBatch(each puzzle line, { limit, timeoutMs })`, printed as vector lines (see the file comment). */
export function solveTextLines(engine: Engine, solver: Solver, chunk: LinesText, limit: number, timeoutMs: number): PackedTextResults {
  const { text, firstLine } = chunk;
  const bytes = asciiBytes(text);
  const out = new Output(textAnswerBytes(text.length, chunk.lines), chunk.spare);
  const statuses = emptyTally();
  const group: Group = { side: 0, size: 0, capacity: 0, lines: new Int32Array(BATCH_CAPACITY) };

  const flush = (): void => {
    const { side, size } = group;
    if (size === 0) return;
    const cellCount = side * side;
    engine.solveBatch(side, size, limit, timeoutMs);
    const { puzzles, solutions, counts } = engine;
    for (let j = 0; j < size; j++) {
      const from = j * cellCount;
      if (engineStatus(counts[j] as number, limit) !== 'solved' || limit < 2) {
        // Every other status by the solver's own rule (a clash check for 'unsolvable'); with limit 1 a solution prints as '1+'.
        const result = resultAt(engine, j, side, 'line', limit) as SolveResult<string>;
        statuses[result.status]++;
        out.line(outputLine(group.lines[j] as number, cellText(puzzles, from, cellCount), result, limit));
        continue;
      }
      statuses.solved++;
      out.reserve(2 * cellCount + 4);
      const puzzleEnd = writeLineCodes(out.bytes, out.length, puzzles, from, cellCount);
      out.length = writeSolvedVectorEnd(out.bytes, puzzleEnd, solutions, from, cellCount, limit);
    }
    group.size = 0;
  };

  /** A line the byte path does not take, solved and printed on its own (after the group before it: one engine). */
  const general = (line: string, lineNumber: number): void => {
    flush();
    const result = solver.solveBatch([line], { limit, timeoutMs })[0] as SolveResult<string>;
    statuses[result.status]++;
    out.line(outputLine(lineNumber, readable(line), result, limit));
  };

  if (bytes === undefined) {
    text.split('\n').forEach((raw, k) => {
      const line = raw.trim();
      if (!isCommentOrBlank(line) && k < chunk.lines) general(line, firstLine + k);
    });
  } else {
    for (let k = 0, pos = 0; k < chunk.lines; k++) {
      const newline = text.indexOf('\n', pos);
      const lineEnd = newline < 0 ? text.length : newline;
      let start = pos;
      let end = lineEnd;
      while (start < end && isSpace(bytes[start] as number)) start++;
      while (end > start && isSpace(bytes[end - 1] as number)) end--;
      pos = lineEnd + 1;
      if (start === end || bytes[start] === COMMENT_CODE) continue;
      const length = end - start;
      const side = sideForCellCount(length);
      if (side !== 0) {
        if (side !== group.side || group.size >= group.capacity) {
          flush();
          group.side = side;
          group.capacity = Math.min(BATCH_CAPACITY, Math.floor(engine.puzzles.length / length));
        }
        if (writeLineCells(bytes, start, length, side, engine.puzzles, group.size * length)) {
          group.lines[group.size++] = firstLine + k;
          continue;
        }
      }
      general(text.slice(start, end), firstLine + k);
    }
  }
  flush();
  return { packed: 'text', buffer: out.bytes.buffer as ArrayBuffer, length: out.length, lines: chunk.lines, statuses };
}

/** Cells as their 'line' text. */
function cellText(cells: Uint8Array, from: number, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += String.fromCharCode(LINE_CODES[cells[from + i] as number] as number);
  return text;
}

/** The puzzle in its 'line' form, or undefined when it cannot be read. */
function readable(line: string): string | undefined {
  try {
    return format(parse(line), 'line');
  } catch {
    return undefined;
  }
}
