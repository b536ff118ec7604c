/**
 * The buffers packed answers come back in (wire.ts), kept on the app's
 * thread and handed to the workers again with later chunks instead of made
 * per chunk: a chunk goes out with a spare buffer, transferred, not copied;
 * the worker writes its answer into it and transfers it back; once read,
 * the buffer is kept here for the next chunk. A buffer of a few hundred KB
 * made per chunk and dropped on the other thread kept V8's collector busy
 * on the threads the workers share the cores with (docs/pool.md).
 */

/** Buffers kept at most: two chunks in flight on each of a few workers. */
const KEPT = 8;

/** Bytes a new buffer gets at least, so that a slightly longer chunk next time still fits. */
const MIN_BYTES = 64 * 1024;

/** Buffers back from the workers, ready for the next chunk. */
const kept: ArrayBuffer[] = [];

/**
 * A buffer of at least `bytes`: a kept one when one is big enough, else a
 * new one (a quarter more, so that the next chunk's slightly longer lines
 * still fit). Its contents are whatever it last held.
 */
export function takeBuffer(bytes: number): ArrayBuffer {
  for (let i = 0; i < kept.length; i++) {
    const buffer = kept[i] as ArrayBuffer;
    if (buffer.byteLength >= bytes) {
      kept.splice(i, 1);
      return buffer;
    }
  }
  return new ArrayBuffer(Math.max(MIN_BYTES, Math.ceil(bytes * 1.25)));
}

/** Keeps `buffer` for a later chunk (a detached one, or one past the kept number, is left to the collector). */
export function keepBuffer(buffer: ArrayBuffer | undefined): void {
  if (buffer === undefined || buffer.byteLength === 0) return;
  if (kept.length < KEPT) {
    kept.push(buffer);
    return;
  }
  // Keep the bigger ones: a small one would be passed over for most chunks.
  let smallest = 0;
  for (let i = 1; i < kept.length; i++) if ((kept[i] as ArrayBuffer).byteLength < (kept[smallest] as ArrayBuffer).byteLength) smallest = i;
  if ((kept[smallest] as ArrayBuffer).byteLength < buffer.byteLength) kept[smallest] = buffer;
}
