/**
 * Input bytes as the reader wants them: UTF-8 with LF (or CR LF) line ends.
 *
 * Editors and other tools write puzzle files in forms the line reader would
 * misread: UTF-16 (every byte pair read as two characters, each line
 * "invalid") and old Mac CR-only line ends (the whole file one line). Both are
 * turned into the reader's form here, as the bytes stream by, so every reader
 * after this sees one kind of input. A UTF-8 byte order mark is left for the
 * line reader, which drops it.
 */

const CR = 0x0d;
const LF = 0x0a;

/** The encoding a byte order mark at the start of `bytes` names ('utf8' without one). */
type Encoding = 'utf8' | 'utf16le' | 'utf16be';

function encodingOf(bytes: Uint8Array): Encoding {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf16be';
  return 'utf8';
}

/** Big-endian UTF-16 pairs as little-endian ones (a copy). */
function swapPairs(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    out[i] = bytes[i + 1] as number;
    out[i + 1] = bytes[i] as number;
  }
  return out;
}

/**
 * Turns every CR not followed by LF in `bytes` into LF (in a copy, only when
 * there is one). A CR at the very end is left: the caller knows whether a LF follows.
 */
function loneCrToLf(bytes: Buffer): Buffer {
  let out = bytes;
  for (let i = bytes.indexOf(CR); i >= 0 && i + 1 < bytes.length; i = bytes.indexOf(CR, i + 1)) {
    if (bytes[i + 1] === LF) continue;
    if (out === bytes) out = Buffer.from(bytes);
    out[i] = LF;
  }
  return out;
}

/**
 * The chunks of `source` as UTF-8 with LF or CR LF line ends (see the file
 * comment). `onBytes` counts the bytes read from `source`, before any decoding.
 */
export async function* utf8Lines(source: AsyncIterable<Buffer | string>, onBytes: (n: number) => void = () => {}): AsyncGenerator<Buffer> {
  let encoding: Encoding | undefined; // undefined until two bytes have been seen
  let head: Buffer = Buffer.alloc(0); // bytes held back: the start before its encoding is known, an odd UTF-16 byte
  let crHeld = false; // the last chunk ended in CR: a LF may follow
  const decoder = new TextDecoder('utf-16le');
  const toUtf8 = (bytes: Buffer, last: boolean): Buffer => {
    if (encoding === 'utf8' || encoding === undefined) return bytes;
    const even = last ? bytes.length : bytes.length & ~1;
    head = bytes.subarray(even);
    const pairs = bytes.subarray(0, even);
    const text = decoder.decode(encoding === 'utf16be' ? swapPairs(pairs) : pairs, { stream: !last });
    return Buffer.from(text, 'utf8');
  };
  const lineEnds = (bytes: Buffer, last: boolean): Buffer => {
    const data = loneCrToLf(crHeld ? Buffer.concat([Buffer.from([CR]), bytes]) : bytes);
    // A CR ending the chunk waits for the next byte; one ending the input ends
    // its last line, as the reader reads it: left as is.
    crHeld = !last && data.length > 0 && data[data.length - 1] === CR;
    return crHeld ? data.subarray(0, -1) : data;
  };
  for await (const chunk of source) {
    const raw = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    onBytes(raw.length);
    let data = head.length > 0 ? Buffer.concat([head, raw]) : raw;
    head = Buffer.alloc(0);
    if (encoding === undefined) {
      if (data.length < 2) {
        head = data;
        continue;
      }
      encoding = encodingOf(data);
      if (encoding !== 'utf8') data = data.subarray(2);
    }
    const out = lineEnds(toUtf8(data, false), false);
    if (out.length > 0) yield out;
  }
  const out = lineEnds(toUtf8(head, true), true);
  if (out.length > 0) yield out;
}

/** The text of a whole file's bytes, decoded as `utf8Lines` does, with LF line ends only. */
export function decodeText(bytes: Uint8Array): string {
  const encoding = encodingOf(bytes);
  const body = encoding === 'utf8' ? bytes : bytes.subarray(2);
  const text = new TextDecoder(encoding === 'utf8' ? 'utf-8' : 'utf-16le').decode(encoding === 'utf16be' ? swapPairs(body) : body);
  return text.replace(/\r\n?/g, '\n');
}
