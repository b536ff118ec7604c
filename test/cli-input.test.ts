// Unit tests of the CLI's input side: line splitting, file layouts (lines, CSV, block).
import { describe, expect, it } from 'vitest';
import { firstCsvField, MAX_LINE_CHARS, type PuzzleRecord, type TextLine } from '../src/cli/lines.js';
import { asBlock, readPuzzleInput } from '../src/cli/input.js';
import { pieceRecords, readPieces, type Piece } from '../src/cli/reader.js';

async function* from(chunks: (string | Buffer)[]): AsyncGenerator<string | Buffer> {
  for (const c of chunks) yield c;
}
async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}
/** The lines the reader's pieces hold, split as a worker splits them (comments kept). */
async function lines(chunks: (string | Buffer)[], perPiece = 2): Promise<TextLine[]> {
  const out: TextLine[] = [];
  for (const p of await collect(readPieces(from(chunks), perPiece))) {
    if (p.kind === 'overlong') {
      out.push({ line: p.line, text: '', overlong: true });
      continue;
    }
    const text = new TextDecoder().decode(p.bytes);
    const texts = text.split('\n');
    if (text.endsWith('\n')) texts.pop();
    expect(texts).toHaveLength(p.lines);
    texts.forEach((t, i) => out.push({ line: p.firstLine + i, text: t.replace(/\r$/, ''), overlong: false }));
  }
  return out;
}
/** Records of `text` fed in pieces of `size` characters, blocks split as a worker does. */
async function records(text: string, size = 7, perPiece = 3): Promise<PuzzleRecord[]> {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  const items = await collect(readPuzzleInput(readPieces(from(chunks), perPiece)));
  return items.flatMap((item) => ('block' in item ? pieceRecords(item.block) : item.records));
}

const P1 = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';
const P2 = '7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3';

describe('readPieces', () => {
  it('numbers lines, joins pieces across chunks, drops CR and a BOM', async () => {
    const got = await lines([Buffer.from('\ufeffab'), 'c\r\nde', 'f\n\ng']);
    expect(got.map((l) => [l.line, l.text])).toEqual([
      [1, 'abc'],
      [2, 'def'],
      [3, ''],
      [4, 'g'],
    ]);
  });

  it('drops a byte order mark split across chunks, and nothing that only starts like one', async () => {
    const bom = Buffer.from('\ufeffab\n');
    expect((await lines([bom.subarray(0, 1), bom.subarray(1, 2), bom.subarray(2)])).map((l) => l.text)).toEqual(['ab']);
    expect((await lines([Buffer.from([0xef]), Buffer.from('x\n')])).map((l) => l.text)).toEqual(['\ufffdx']);
  });

  it('keeps a UTF-8 character split between two chunks whole', async () => {
    const bytes = Buffer.from('é\n');
    const got = await lines([bytes.subarray(0, 1), bytes.subarray(1)]);
    expect(got[0]?.text).toBe('é');
  });

  it('cuts an overlong line without holding it and goes on', async () => {
    const big = 'x'.repeat(100_000);
    const got = await lines(['a\n' + big.slice(0, 70_000), big.slice(70_000) + '\nnext\n']);
    expect(got).toEqual([
      { line: 1, text: 'a', overlong: false },
      { line: 2, text: '', overlong: true },
      { line: 3, text: 'next', overlong: false },
    ]);
  });

  it('cuts pieces of the asked number of lines', async () => {
    const pieces: Piece[] = await collect(readPieces(from(['1\n2\n3\n4', '\n5\n6']), 2));
    const shown = pieces.map((p) => (p.kind === 'lines' ? { ...p, bytes: Buffer.from(p.bytes).toString() } : p));
    expect(shown).toEqual([
      { kind: 'lines', firstLine: 1, bytes: '1\n2\n', lines: 2 },
      { kind: 'lines', firstLine: 3, bytes: '3\n4\n', lines: 2 },
      { kind: 'lines', firstLine: 5, bytes: '5\n6', lines: 2 },
    ]);
    // Each piece owns its bytes: a view into the read chunk would keep (and post) all of it.
    for (const p of pieces) if (p.kind === 'lines') expect(p.bytes.byteLength).toBe(p.bytes.buffer.byteLength);
  });

  it('flags an overlong last line with no newline', async () => {
    const got = await lines(['y'.repeat(MAX_LINE_CHARS + 5)]);
    expect(got).toEqual([{ line: 1, text: '', overlong: true }]);
  });
});

describe('readPuzzleInput + pieceRecords', () => {
  it('skips comments and blank lines, keeping line numbers', async () => {
    const got = await records(`# a comment\n\n${P1}\r\n  # indented comment\n${P2}\n`);
    expect(got).toEqual([
      { line: 3, text: P1 },
      { line: 5, text: P2 },
    ]);
  });

  it('reads the first column of a CSV and skips its header, past the head too', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? `${P1},123` : `"${P2}",456\r`));
    const got = await records(`quizzes,solutions\n${rows.join('\n')}\n`);
    expect(got).toHaveLength(40);
    expect(got[0]).toEqual({ line: 2, text: P1 });
    expect(got[39]).toEqual({ line: 41, text: P2 });
  });

  it('skips comments and blank lines past the head too', async () => {
    const text = Array.from({ length: 50 }, (_, i) => (i % 3 === 0 ? '# c' : i % 3 === 1 ? '' : P1)).join('\n');
    const got = await records(text + '\n', 11, 4);
    expect(got.map((r) => r.line)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1).filter((l) => (l - 1) % 3 === 2));
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

  it('reads lines, not a block, when there are more rows than a block, in any read size', async () => {
    const many = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? P1 : P2));
    for (const [size, perPiece] of [[1, 1], [7, 3], [100, 1024], [10_000, 5]] as const) {
      const got = await records(many.join('\n'), size, perPiece);
      expect(got).toHaveLength(60);
      expect(got.map((r) => r.line)).toEqual(many.map((_, i) => i + 1));
      expect(got[59]).toEqual({ line: 60, text: P2 });
    }
  });

  it('marks overlong lines, in the head and after it', async () => {
    const long = '9'.repeat(MAX_LINE_CHARS * 2);
    const tail = Array.from({ length: 30 }, () => P1).join('\n');
    const all = await records(`${P1}\n${long}\n${tail}\n${long}\n${P2}\n`, 5000, 4);
    expect(all.filter((r) => r.tooLong === true).map((r) => r.line)).toEqual([2, 33]);
    expect(all).toHaveLength(34);
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
