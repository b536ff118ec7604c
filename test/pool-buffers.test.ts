// The pool's kept answer buffers (src/pool/buffers.ts): a buffer handed back
// is used again for a chunk it fits, a detached one is never handed out, and
// no more than a few are kept.
import { describe, expect, it } from 'vitest';
import { keepBuffer, takeBuffer } from '../src/pool/buffers.js';

/** Empties the shelf: each take hands out a kept buffer or a new one, and it keeps far fewer than 64. */
function drain(): void {
  for (let i = 0; i < 64; i++) takeBuffer(1);
}

describe('kept answer buffers', () => {
  it('hands a kept buffer out again for a chunk it fits, and a new one for a chunk it does not', () => {
    drain();
    const small = takeBuffer(100);
    expect(small.byteLength).toBeGreaterThanOrEqual(100);
    keepBuffer(small);
    expect(takeBuffer(small.byteLength)).toBe(small);
    keepBuffer(small);
    const big = takeBuffer(small.byteLength + 1);
    expect(big).not.toBe(small);
    expect(big.byteLength).toBeGreaterThan(small.byteLength);
    expect(takeBuffer(10)).toBe(small);
  });

  it('never hands out a detached buffer (one transferred away)', () => {
    drain();
    const buffer = takeBuffer(1000);
    structuredClone(buffer, { transfer: [buffer] });
    expect(buffer.byteLength).toBe(0);
    keepBuffer(buffer);
    expect(takeBuffer(1).byteLength).toBeGreaterThan(0);
  });

  it('keeps a few buffers, the biggest ones', () => {
    drain();
    const buffers = Array.from({ length: 20 }, (_, k) => new ArrayBuffer(1000 * (k + 1)));
    for (const buffer of buffers) keepBuffer(buffer);
    const kept: ArrayBuffer[] = [];
    for (let i = 0; i < 20; i++) {
      const buffer = takeBuffer(1);
      if (!buffers.includes(buffer)) break;
      kept.push(buffer);
    }
    expect(kept.length).toBeGreaterThan(1);
    expect(kept.length).toBeLessThan(20);
    expect(Math.min(...kept.map((buffer) => buffer.byteLength))).toBeGreaterThan(1000 * (20 - kept.length));
  });
});
