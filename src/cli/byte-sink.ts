/**
 * A growing byte buffer: where the solve fast path writes its output, so that
 * no string is made per puzzle.
 */

/** Output bytes, grown by doubling. */
export class ByteSink {
  bytes: Uint8Array;
  length = 0;
  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }
  /** Makes room for `n` more bytes; returns the write position. */
  reserve(n: number): number {
    const need = this.length + n;
    if (need > this.bytes.length) {
      const grown = new Uint8Array(Math.max(need, this.bytes.length * 2));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    return this.length;
  }
  append(data: Uint8Array): void {
    const at = this.reserve(data.length);
    this.bytes.set(data, at);
    this.length += data.length;
  }
  /** The text, all ASCII here (used only for short fixed words). */
  appendAscii(text: string): void {
    const at = this.reserve(text.length);
    for (let i = 0; i < text.length; i++) this.bytes[at + i] = text.charCodeAt(i);
    this.length += text.length;
  }
}
