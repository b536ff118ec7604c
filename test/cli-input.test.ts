// Unit tests of the CLI's input side: line splitting, file layouts (lines, CSV, block).
import { describe, expect, it } from 'vitest';
import { MAX_LINE_CHARS, splitLines, type TextLine } from '../src/cli/lines.js';
import { asBlock, firstCsvField, readPuzzles, type PuzzleRecord } from '../src/cli/input.js';

async function* from(chunks: (string | Buffer)[]): AsyncGenerator<string | Buffer> {
  for (const c of chunks) yield c;
}
async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}
const lines = (chunks: (string | Buffer)[]): Promise<TextLine[]> => collect(splitLines(from(chunks)));
const records = (text: string): Promise<PuzzleRecord[]> => collect(readPuzzles(splitLines(from([text]))));

const P1 = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';
const P2 = '7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3';

describe('splitLines', () => {
  it('numbers lines, joins pieces across chunks, drops CR and a BOM', async () => {
    const got = await lines([Buffer.from('\ufeffab'), 'c\r\nde', 'f\n\ng']);
    expect(got.map((l) => [l.line, l.text])).toEqual([
      [1, 'abc'],
      [2, 'def'],
      [3, ''],
      [4, 'g'],
    ]);
  });

  it('keeps a UTF-8 character split between two chunks whole', async () => {
    const bytes = Buffer.from('é\n');
    const got = await lines([bytes.subarray(0, 1), bytes.subarray(1)]);
    expect(got[0]?.text).toBe('é');
  });

  it('cuts an overlong line without holding it and goes on', async () => {
    const big = 'x'.repeat(100_000);
    const got = await lines([big.slice(0, 70_000), big.slice(70_000) + '\nnext\n']);
    expect(got).toHaveLength(2);
    expect(got[0]).toMatchObject({ line: 1, overlong: true });
    expect(got[0]?.text.length).toBe(MAX_LINE_CHARS);
    expect(got[1]).toMatchObject({ line: 2, text: 'next', overlong: false });
  });

  it('flags an overlong last line with no newline', async () => {
    const got = await lines(['y'.repeat(MAX_LINE_CHARS + 5)]);
    expect(got).toHaveLength(1);
    expect(got[0]?.overlong).toBe(true);
  });
});

describe('readPuzzles', () => {
  it('skips comments and blank lines, keeping line numbers', async () => {
    const got = await records(`# a comment\n\n${P1}\r\n  # indented comment\n${P2}\n`);
    expect(got).toEqual([
      { line: 3, text: P1 },
      { line: 5, text: P2 },
    ]);
  });

  it('reads the first column of a CSV and skips its header', async () => {
    const got = await records(`quizzes,solutions\n${P1},123\n"${P2}",456\n`);
    expect(got).toEqual([
      { line: 2, text: P1 },
      { line: 3, text: P2 },
    ]);
  });

  it('keeps the first row of a CSV without a header', async () => {
    const got = await records(`${P1},1\n${P2},2\n`);
    expect(got.map((r) => r.text)).toEqual([P1, P2]);
  });

  it('reads a file holding one block of rows as one puzzle', async () => {
    const rows = ['0 0 4 8 0 0 0 1 7', '6 7 0 9 0 0 0 0 0', '5 0 8 0 3 0 0 0 4', '3 0 0 7 4 0 1 0 0', '0 6 9 0 0 0 7 8 0',
      '0 0 1 0 6 9 0 0 5', '1 0 0 0 8 0 3 0 6', '0 0 0 0 0 6 0 9 1', '2 4 0 0 0 1 5 0 0'];
    const got = await records('# seed 003 style\n' + rows.join('\n') + '\n');
    expect(got).toEqual([{ line: 2, text: rows.join('\n') }]);
  });

  it('reads lines, not a block, when there are more rows than a block', async () => {
    const many = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? P1 : P2));
    const got = await records(many.join('\n'));
    expect(got).toHaveLength(30);
    expect(got[29]).toEqual({ line: 30, text: P2 });
  });

  it('marks overlong lines', async () => {
    const got = await records(`${P1}\n${'9'.repeat(MAX_LINE_CHARS * 2)}\n${P2}\n`);
    expect(got.map((r) => [r.line, r.tooLong === true])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
  });
});

describe('asBlock', () => {
  const tl = (texts: string[]): TextLine[] => texts.map((text, i) => ({ line: i + 1, text, overlong: false }));
  it('accepts 4, 9 rows of that many cells, with or without spaces and box bars', () => {
    expect(asBlock(tl(['1.3.', '..1.', '.1..', '4..1']))).toBeDefined();
    expect(asBlock(tl(['-----', ' 1 2 | 3 4 ', '3 4 | 1 2', '-----', '2 1 | 4 3', '4 3 | 2 1']))).toBeDefined();
  });
  it('refuses ragged rows and 16 lines that read as sixteen 4x4 puzzles', () => {
    expect(asBlock(tl(['1.3.', '..1', '.1..', '4..1']))).toBeUndefined();
    expect(asBlock(tl(Array.from({ length: 16 }, () => '1234341243212143')))).toBeUndefined();
    expect(asBlock(tl(Array.from({ length: 16 }, () => '123456789ABCDEFG')))).toBeDefined();
  });
});

describe('firstCsvField', () => {
  it('unquotes and trims', () => {
    expect(firstCsvField(' "a,b" ,c')).toBe('a,b');
    expect(firstCsvField('abc , d')).toBe('abc');
    expect(firstCsvField('abc')).toBe('abc');
  });
});
