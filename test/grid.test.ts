/** parse/format: every input form, every output form, round trips, every error code with its place. */
import { describe, expect, it } from 'vitest';
import { SudokuError } from '../src/errors.js';
import { format, parse, type Format, type Puzzle } from '../src/grid.js';
import { validate } from '../src/validate.js';

// Seed 000's PROBLEM_BOARD and its solution (test/vectors/seeds.txt).
const LINE = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';
const SOLVED = '934825617672914853518637924325748169469153782781269435197582346853476291246391578';
const ROWS = [
  [0, 0, 4, 8, 0, 0, 0, 1, 7],
  [6, 7, 0, 9, 0, 0, 0, 0, 0],
  [5, 0, 8, 0, 3, 0, 0, 0, 4],
  [3, 0, 0, 7, 4, 0, 1, 0, 0],
  [0, 6, 9, 0, 0, 0, 7, 8, 0],
  [0, 0, 1, 0, 6, 9, 0, 0, 5],
  [1, 0, 0, 0, 8, 0, 3, 0, 6],
  [0, 0, 0, 0, 0, 6, 0, 9, 1],
  [2, 4, 0, 0, 0, 1, 5, 0, 0],
];
const CELLS = Uint8Array.from(ROWS.flat());

/** Seed 000's boardToString output for the solution (trailing spaces trimmed). */
const SEED_000_PRINT = [
  '---------------------------------',
  ' 9  3  4  |  8  2  5  |  6  1  7',
  ' 6  7  2  |  9  1  4  |  8  5  3',
  ' 5  1  8  |  6  3  7  |  9  2  4',
  '---------------------------------',
  ' 3  2  5  |  7  4  8  |  1  6  9',
  ' 4  6  9  |  1  5  3  |  7  8  2',
  ' 7  8  1  |  2  6  9  |  4  3  5',
  '---------------------------------',
  ' 1  9  7  |  5  8  2  |  3  4  6',
  ' 8  5  3  |  4  7  6  |  2  9  1',
  ' 2  4  6  |  3  9  1  |  5  7  8',
  '---------------------------------',
].join('\n');

/** Seed 003's stdin form (BOJ 2580): 9 lines of 9 space-separated digits, 0 = blank. */
const SEED_003_INPUT = ROWS.map((row) => row.join(' ')).join('\n') + '\n';
/** Seed 001's printBoard form: 9 lines of 9 digits. */
const SEED_001_PRINT = SOLVED.match(/.{9}/g)?.join('\n') ?? '';

/** The error `fn` throws, which must be a SudokuError. */
function errorOf(fn: () => unknown): SudokuError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SudokuError);
    return error as SudokuError;
  }
  throw new Error('expected a SudokuError');
}

describe('parse: input forms', () => {
  it('reads an 81-character line with . or 0 blanks', () => {
    const dots = parse(LINE);
    expect(dots).toEqual({ side: 9, cells: CELLS, shape: 'line' });
    expect(parse(LINE.replaceAll('.', '0')).cells).toEqual(CELLS);
    expect(parse(`  ${LINE}  \n`).cells).toEqual(CELLS);
  });

  it('takes the size from the length: 16, 256, 625 cells', () => {
    expect(parse('1234341221434321')).toMatchObject({ side: 4, shape: 'line' });
    const g16 = parse('G'.padEnd(256, '.'));
    expect(g16.side).toBe(16);
    expect(g16.cells[0]).toBe(16);
    const g25 = parse('.'.repeat(624) + 'p'); // lower case accepted
    expect(g25.side).toBe(25);
    expect(g25.cells[624]).toBe(25);
  });

  it("reads seed 003's space-separated rows", () => {
    expect(parse(SEED_003_INPUT)).toEqual({ side: 9, cells: CELLS, shape: 'rows' });
  });

  it("reads seed 001's compact rows and seed 002's '0' character grid", () => {
    expect(parse(SEED_001_PRINT)).toEqual({ side: 9, cells: parse(SOLVED).cells, shape: 'compact' });
    const charGrid = ROWS.map((row) => row.join('')).join('\n');
    expect(parse(charGrid)).toEqual({ side: 9, cells: CELLS, shape: 'compact' });
  });

  it("reads seed 000's boxed grid, with or without trailing spaces", () => {
    expect(parse(SEED_000_PRINT)).toEqual({ side: 9, cells: parse(SOLVED).cells, shape: 'grid' });
    const withBlanks = format(LINE, 'grid');
    expect(parse(withBlanks).cells).toEqual(CELLS);
    const untrimmed = withBlanks.split('\n').map((l) => (l.startsWith('-') ? l : l + ' ')).join('\n') + '\n';
    expect(parse(untrimmed).cells).toEqual(CELLS);
    // A compact boxed form is read too.
    expect(parse('..4|8..|.17\n67.|9..|...\n5.8|.3.|..4\n---+---+---\n3..|74.|1..\n.69|...|78.\n..1|.69|..5\n---+---+---\n1..|.8.|3.6\n...|..6|.91\n24.|..1|5..').cells).toEqual(CELLS);
  });

  it('accepts CRLF line endings and blank lines around the block', () => {
    expect(parse('\r\n' + SEED_003_INPUT.replaceAll('\n', '\r\n') + '\r\n').cells).toEqual(CELLS);
  });

  it("reads seed 004's number[][] board and a Uint8Array", () => {
    expect(parse(ROWS)).toEqual({ side: 9, cells: CELLS, shape: 'array' });
    const bytes = parse(CELLS);
    expect(bytes).toEqual({ side: 9, cells: CELLS, shape: 'bytes' });
    expect(bytes.cells).not.toBe(CELLS); // a copy: the caller's array is never aliased
  });

  it('reads multi-digit numbers in spaced 16×16 rows', () => {
    const rows = Array.from({ length: 16 }, (_, r) => Array.from({ length: 16 }, (_, c) => (r === c ? 16 - r : 0)));
    const text = rows.map((row) => row.join(' ')).join('\n');
    const grid = parse(text);
    expect(grid.side).toBe(16);
    expect(grid.cells[0]).toBe(16);
    expect(grid.cells[17]).toBe(15);
    expect(parse(rows).cells).toEqual(grid.cells);
  });
});

describe('format: output forms', () => {
  it("'grid' prints seed 000's boxed grid", () => {
    expect(format(SOLVED, 'grid')).toBe(SEED_000_PRINT);
    expect(format(LINE, 'grid').split('\n')[1]).toBe(' .  .  4  |  8  .  .  |  .  1  7');
  });

  it("'rows' prints seed 003's form and 'compact' seed 001's", () => {
    expect(format(CELLS, 'rows', 9) + '\n').toBe(SEED_003_INPUT);
    expect(format(SOLVED, 'compact')).toBe(SEED_001_PRINT);
  });

  it("'line' and 'array'", () => {
    expect(format(ROWS, 'line')).toBe(LINE);
    expect(format(LINE, 'array')).toEqual(ROWS);
    expect(format(parse(LINE), 'line')).toBe(LINE);
  });

  it('writes A-P above 9, and borders sized to the grid', () => {
    const g16 = parse('G'.padEnd(256, '.'));
    expect(format(g16, 'line').startsWith('G.')).toBe(true);
    const boxed = format(g16, 'grid').split('\n');
    expect(boxed[0]).toBe('-'.repeat(16 * 3 + 3 * 3));
    expect(boxed).toHaveLength(16 + 5);
    expect(format(new Uint8Array(16), 'grid', 4).split('\n')).toHaveLength(4 + 3);
  });

  it('refuses cells that do not fit the side', () => {
    const bad = CELLS.slice();
    bad[5] = 10;
    expect(errorOf(() => format(bad, 'line', 9))).toMatchObject({ code: 'BAD_SYMBOL', row: 1, column: 6, cell: 5 });
  });
});

describe('round trips', () => {
  const samples: [string, string][] = [
    ['4×4', '..4..1..2....3..'],
    ['9×9', LINE],
    ['16×16', '123456789ABCDEFG'.padEnd(256, '.')],
    ['25×25', '.'.repeat(600) + '123456789ABCDEFGHIJKLMNOP'],
  ];
  const forms: Format[] = ['line', 'grid', 'rows', 'compact', 'array'];
  it.each(samples)('%s through every form', (_, line) => {
    const grid = parse(line);
    for (const form of forms) {
      const written = format(grid, form);
      const back = parse(written as Puzzle);
      expect(back.cells).toEqual(grid.cells);
      expect(back.shape).toBe(form);
      expect(format(back, form)).toEqual(written);
    }
    const bytes = parse(grid.cells);
    expect(bytes.shape).toBe('bytes');
    expect(format(bytes, 'line')).toBe(line);
  });
});

describe('errors: code, place, one-line message', () => {
  const cases: [string, () => unknown, Partial<SudokuError>][] = [
    ['empty text', () => parse(' \n\t\n'), { code: 'EMPTY_INPUT' }],
    ['empty rows', () => parse([]), { code: 'EMPTY_INPUT' }],
    ['empty cells', () => parse(new Uint8Array(0)), { code: 'EMPTY_INPUT' }],
    ['an 80-character line', () => parse(LINE.slice(1)), { code: 'BAD_LENGTH', line: 1 }],
    ['80 cells', () => parse(new Uint8Array(80)), { code: 'BAD_LENGTH' }],
    ['a bad symbol in a line', () => parse(LINE.slice(0, 20) + 'x' + LINE.slice(21)), { code: 'BAD_SYMBOL', row: 3, column: 3, cell: 20, line: 1, char: 21 }],
    ['a symbol too big for 9×9', () => parse('A' + LINE.slice(1)), { code: 'BAD_SYMBOL', row: 1, column: 1, cell: 0 }],
    ['a bad symbol in spaced rows', () => parse(SEED_003_INPUT.replace('5 0 8 0 3 0 0 0 4', '5 0 8 0 3 0 x 0 4')), { code: 'BAD_SYMBOL', row: 3, column: 7, cell: 24, line: 3, char: 13 }],
    ['a bad symbol in the boxed grid', () => parse(SEED_000_PRINT.replace(' 4  6  9', ' 4  ?  9')), { code: 'BAD_SYMBOL', row: 5, column: 2, line: 7, char: 5 }],
    ['a value too big in number[][]', () => parse(ROWS.map((row, r) => (r === 2 ? row.map((v, c) => (c === 4 ? 10 : v)) : row))), { code: 'BAD_SYMBOL', row: 3, column: 5, cell: 22 }],
    ['a fraction in number[][]', () => parse(ROWS.map((row, r) => (r === 0 ? [1.5, ...row.slice(1)] : row))), { code: 'BAD_SYMBOL', row: 1, column: 1, cell: 0 }],
    ['a value too big in cells', () => parse(Uint8Array.from(CELLS, (v, i) => (i === 80 ? 12 : v))), { code: 'BAD_SYMBOL', row: 9, column: 9, cell: 80 }],
    ['8 rows of text', () => parse(SEED_003_INPUT.split('\n').slice(1).join('\n')), { code: 'BAD_SIZE', line: 1 }],
    ['8 rows of numbers', () => parse(ROWS.slice(1)), { code: 'BAD_SIZE' }],
    ['a short text row', () => parse(SEED_003_INPUT.replace('6 7 0 9 0 0 0 0 0', '6 7 0 9 0 0 0 0')), { code: 'BAD_SHAPE', row: 2, line: 2 }],
    ['a short number row', () => parse(ROWS.map((row, r) => (r === 3 ? row.slice(1) : row))), { code: 'BAD_SHAPE', row: 4 }],
    ['a row that is not an array', () => parse(ROWS.map((row, r) => (r === 1 ? (7 as unknown as number[]) : row))), { code: 'BAD_SHAPE', row: 2 }],
    ['not a puzzle at all', () => parse({} as unknown as Puzzle), { code: 'BAD_SHAPE' }],
  ];
  it.each(cases)('%s', (_, fn, expected) => {
    const error = errorOf(fn);
    expect(error).toMatchObject(expected);
    expect(error.name).toBe('SudokuError');
    expect(error.message).not.toContain('\n');
  });

  it('says where, the way a person reads it', () => {
    const error = errorOf(() => parse(SEED_003_INPUT.replace('5 0 8 0 3 0 0 0 4', '5 0 8 0 3 0 x 0 4')));
    expect(error.message).toBe("bad symbol 'x' at row 3, column 7 (line 3, column 13)");
    expect(errorOf(() => parse('A' + LINE.slice(1))).message).toBe(
      "symbol 'A' (10) is too big for a 9×9 grid at row 1, column 1 (line 1, column 1)",
    );
  });

  it('DUPLICATE_GIVEN names the later given and the unit', () => {
    const result = validate(LINE.replace(/^\.\./, '.7')); // r1c2 = 7, but r1c9 is 7
    if (result.valid) throw new Error('expected a clash');
    expect(result.error).toMatchObject({ code: 'DUPLICATE_GIVEN', row: 1, column: 9, cell: 8 });
    expect(result.error.message).toBe('digit 7 is given twice in row 1 (also at row 1, column 2) at row 1, column 9');
  });
});
