// Unit tests of the CLI's input side: line splitting, file layouts (lines, CSV, block).
import { describe, expect, it } from 'vitest';
import { firstCsvField, MAX_LINE_CHARS, type PuzzleRecord, type TextLine } from '../src/cli/lines.js';
import { decodeText, utf8Lines } from '../src/cli/encoding.js';
import { asBlock, isCsvHeader, readPuzzleInput } from '../src/cli/input.js';
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

describe('utf8Lines', () => {
  /** The text `utf8Lines` makes of `bytes` cut into chunks of `size`. */
  async function through(bytes: Buffer, size: number): Promise<string> {
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
    return Buffer.concat(await collect(utf8Lines(from(chunks)))).toString('utf8');
  }
  const utf16be = (text: string): Buffer => Buffer.from(text, 'utf16le').swap16();

  it('decodes UTF-16 with a byte order mark, either byte order, cut anywhere', async () => {
    const text = `${P1}\r\n# é ☃\n${P2}\n`;
    for (const size of [1, 2, 3, 7, 1000]) {
      expect(await through(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]), size)).toBe(text);
      expect(await through(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)]), size)).toBe(text);
    }
  });

  it('turns CR-only line ends into LF and keeps CR LF, across chunk edges', async () => {
    for (const size of [1, 2, 5, 1000]) {
      expect(await through(Buffer.from('a\rb\r\nc\r\rd\r'), size)).toBe('a\nb\r\nc\n\nd\r');
    }
  });

  it('passes UTF-8 (a byte order mark included, for the reader) as it is', async () => {
    const bytes = Buffer.from(`\ufeff${P1}\n\u0000x\n`);
    expect(await through(bytes, 3)).toBe(bytes.toString('utf8'));
    expect(await through(Buffer.from('x'), 1)).toBe('x');
  });

  it('counts the bytes read, before decoding', async () => {
    let n = 0;
    await collect(utf8Lines(from([Buffer.from([0xff, 0xfe, 0x41, 0x00])]), (k) => (n += k)));
    expect(n).toBe(4);
  });

  it('reads a whole file the same way (decodeText)', () => {
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a\r\nb', 'utf16le')]))).toBe('a\nb');
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be('a\rb')]))).toBe('a\nb');
    expect(decodeText(Buffer.from('\ufeffa\rb\r\n'))).toBe('a\nb\n');
  });
});

describe('input files in other encodings and line ends', () => {
  it('reads the puzzles of a UTF-16 file, one record per line', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${P1}\r\n${P2}\r\n`, 'utf16le')]);
    const items = await collect(readPuzzleInput(readPieces(from([bytes.subarray(0, 5), bytes.subarray(5)]), 4)));
    expect(items.flatMap((item) => ('block' in item ? pieceRecords(item.block) : item.records))).toEqual([
      { line: 1, text: P1 },
      { line: 2, text: P2 },
    ]);
  });

  it('reads a CR-only file as one line per puzzle', async () => {
    expect(await records(`${P1}\r${P2}\r# c\r${P1}`)).toEqual([
      { line: 1, text: P1 },
      { line: 2, text: P2 },
      { line: 4, text: P1 },
    ]);
  });
});

describe('CSV headers', () => {
  it('takes a first line of column names as a header', () => {
    for (const header of ['quizzes,solutions', 'puzzle,solution', '"id","puzzle","difficulty rating"', 'Puzzle, Solution ,n_clues']) {
      expect(isCsvHeader(header)).toBe(true);
    }
  });

  it('takes any other first line with a comma as data', () => {
    for (const line of [`${P1},123`, '12345,6', '..48...17,x', 'puzzle 1,', 'a,b;c', '"abc,']) expect(isCsvHeader(line)).toBe(false);
  });

  it('answers a malformed first line with a comma instead of dropping it', async () => {
    expect(await records(`12345,6\n${P1},7\n`)).toEqual([
      { line: 1, text: '12345' },
      { line: 2, text: P1 },
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
  it('refuses rows of the right shape whose symbols no grid of that size has', async () => {
    expect(asBlock(tl(Array.from({ length: 9 }, () => 'abcdefghi')))).toBeUndefined();
    expect(asBlock(tl(Array.from({ length: 4 }, () => '1235')))).toBeUndefined();
    const got = await records(Array.from({ length: 9 }, () => 'abcdefghi').join('\n') + '\n');
    expect(got.map((r) => [r.line, r.text])).toEqual(Array.from({ length: 9 }, (_, i) => [i + 1, 'abcdefghi']));
  });
});

describe('firstCsvField', () => {
  it('unquotes and trims', () => {
    expect(firstCsvField(' "a,b" ,c')).toBe('a,b');
    expect(firstCsvField('abc , d')).toBe('abc');
    expect(firstCsvField('abc')).toBe('abc');
  });
});
