/**
 * The text fast path (src/engine-text.ts, assembly/engine/text.ts): a
 * one-line puzzle string read by the engine itself must answer exactly as
 * the host's parser would, for every engine, every byte and every side.
 * The oracle is the same Solver over the same engine with the fast path
 * taken away (the engine without `solveLine`/`solutionLine`), so every
 * answer, and every SudokuError with its place, comes from src/grid.ts.
 * Solutions are also judged by the rules (isValidSolution).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createJsEngine } from '../src/engine-js.js';
import { NOT_A_LINE, type Engine } from '../src/engine.js';
import { Solver } from '../src/solver.js';
import { SudokuError } from '../src/errors.js';
import { format, parse, SYMBOLS } from '../src/grid.js';
import { isValidSolution } from '../src/validate.js';
import { SOLVING_ENGINES } from './support/engines.js';

const PUZZLE = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';
const FOUR = '1...' + '..3.' + '.4..' + '...2';

/** A full grid of side `side` (a pattern), as one line, with every third cell blanked. */
function patternLine(side: number, blank = '.'): string {
  const box = Math.round(Math.sqrt(side));
  let line = '';
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const v = ((box * (r % box) + Math.floor(r / box) + c) % side) + 1;
      line += (r * side + c) % 3 === 0 ? blank : (SYMBOLS[v - 1] as string);
    }
  }
  return line;
}

/** What a call gave: its result, or the SudokuError it threw (code, message, place). */
function outcome(call: () => unknown): unknown {
  try {
    return { result: call() };
  } catch (error) {
    if (!(error instanceof SudokuError)) throw error;
    return { error: { code: error.code, message: error.message, place: { ...error } } };
  }
}

describe.each(SOLVING_ENGINES)('text fast path, $name', ({ make }) => {
  let fast: Solver;
  let plain: Solver;
  let fastHits = 0;
  let engine: Engine;

  beforeAll(async () => {
    engine = await make();
    expect(engine.solveLine).toBeTypeOf('function');
    const counting: Engine = {
      ...engine,
      solveLine(text, limit, timeoutMs) {
        const count = engine.solveLine!(text, limit, timeoutMs);
        if (count !== NOT_A_LINE) fastHits++;
        return count;
      },
    };
    fast = new Solver(counting);
    const { solveLine: _line, solutionLine: _solution, ...withoutText } = engine;
    plain = new Solver(withoutText as Engine);
  });

  const same = (text: string): void => {
    expect(outcome(() => fast.solve(text))).toEqual(outcome(() => plain.solve(text)));
    expect(outcome(() => fast.solveUnique(text))).toEqual(outcome(() => plain.solveUnique(text)));
  };

  it('solves plain lines of every side as the parser would, through the fast path', () => {
    const before = fastHits;
    for (const line of [PUZZLE, PUZZLE.replace(/\./g, '0'), FOUR, patternLine(16), patternLine(16).toLowerCase(), patternLine(25), patternLine(9, '0')]) {
      same(line);
      const answer = fast.solve(line);
      expect(answer.status).toBe('solved');
      if (answer.status === 'solved') {
        const puzzle = parse(line);
        expect(isValidSolution(puzzle.cells, parse(answer.solution).cells, puzzle.side)).toBe(true);
        expect(answer.solution).toBe(format(parse(answer.solution), 'line'));
      }
    }
    expect(fastHits - before).toBe(21); // 7 lines × (solve, solveUnique, solve)
  });

  it('answers every byte at the start, middle and end of a 9×9 line exactly as the parser', () => {
    for (let code = 0; code < 256; code++) {
      const char = String.fromCharCode(code);
      for (const at of [0, 1, 2, 3, 40, 79, 80]) same(PUZZLE.slice(0, at) + char + PUZZLE.slice(at + 1));
    }
  });

  it('hands anything that is not one plain line to the parser: non-ASCII, spaces, other lengths', () => {
    const before = fastHits;
    for (const char of ['ı', '１', '٣', '😀', '\u0000', ' ', '\t', '\n', '\r']) {
      for (const at of [0, 40, 80]) same(PUZZLE.slice(0, at) + char + PUZZLE.slice(at + 1));
    }
    for (const text of [` ${PUZZLE}`, `${PUZZLE} `, `${PUZZLE}\n`, PUZZLE.slice(1), `${PUZZLE}.`, '😀'.repeat(40) + '.', '', 'x'.repeat(700), format(parse(PUZZLE), 'grid')]) {
      same(text);
    }
    expect(fastHits).toBe(before);
  });

  it('refuses symbols too big for the side, on every side', () => {
    same(FOUR.slice(0, 5) + '5' + FOUR.slice(6));
    same(PUZZLE.slice(0, 7) + 'A' + PUZZLE.slice(8));
    const sixteen = patternLine(16);
    same(sixteen.slice(0, 100) + 'Q' + sixteen.slice(101));
    same(sixteen.slice(0, 255) + 'H');
    const twentyFive = patternLine(25);
    same(twentyFive.slice(0, 624) + 'Z');
  });

  it('names clashing givens and unsolvable puzzles as the parser path does', () => {
    same('5.......5' + '.'.repeat(72));
    same('12345678.........9' + '.'.repeat(63));
    same('.'.repeat(81));
  });

  it('writes batch solutions at any offset as lines, and never a stale line', () => {
    const lines = [PUZZLE, FOUR, patternLine(9, '0'), PUZZLE, patternLine(16), PUZZLE];
    expect(fast.solveBatch(lines)).toEqual(plain.solveBatch(lines));
    // A solve through the parser after a fast one answers its own puzzle.
    const spaced = ` ${patternLine(9)}`;
    fast.solve(PUZZLE);
    expect(fast.solve(spaced)).toEqual(plain.solve(spaced));
  });

  it('writes no line for several solutions, and reads the first one fresh, not the line before', () => {
    fast.solve(PUZZLE);
    const empty = '.'.repeat(81);
    expect(fast.solveUnique(empty).status).toBe('multiple');
    const first = engine.solutionLine!(0, 9);
    expect(first).toBe(format(engine.solutions.slice(0, 81), 'line', 9));
    expect(isValidSolution(parse(empty).cells, parse(first).cells, 9)).toBe(true);
  });
});

describe('text fast path without Node\'s Buffer (as in browsers)', () => {
  it('reads solutions with a TextDecoder and answers the same', () => {
    const withBuffer = new Solver(createJsEngine());
    vi.stubGlobal('Buffer', undefined);
    let withoutBuffer: Solver;
    try {
      withoutBuffer = new Solver(createJsEngine());
    } finally {
      vi.unstubAllGlobals();
    }
    const decode = vi.spyOn(TextDecoder.prototype, 'decode');
    try {
      for (const line of [PUZZLE, FOUR, patternLine(16), patternLine(25)]) {
        expect(withoutBuffer.solve(line)).toEqual(withBuffer.solve(line));
        expect(withoutBuffer.solveBatch([line, line])).toEqual(withBuffer.solveBatch([line, line]));
      }
      expect(decode).toHaveBeenCalledTimes(12); // 4 lines × (solve + 2 batch entries), from the Buffer-less engine only
    } finally {
      decode.mockRestore();
    }
  });
});
