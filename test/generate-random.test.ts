/**
 * The generator's random stream is the documented one: xoshiro128** seeded
 * by fmix32 of seed + k·0x9E3779B9, checked against a reference written
 * here from the published algorithms with BigInt arithmetic (no code shared
 * with the engine). The engine's JS form is the same source as the WASM one,
 * and the cross-engine tests in generate.test.ts show both draw alike.
 */
import { describe, expect, it } from 'vitest';
import { mix32, multiplyLow32, nextRandom, randomBelow, seedRandom } from '../src/engine-js/generated/generate/random.js';

const MASK = (1n << 32n) - 1n;
const u32 = (x: bigint): bigint => x & MASK;
const rotl = (x: bigint, k: bigint): bigint => u32((x << k) | (x >> (32n - k)));

/** murmur3 fmix32, from its definition. */
function fmix32(value: bigint): bigint {
  let h = u32(value);
  h ^= h >> 16n;
  h = u32(h * 0x85ebca6bn);
  h ^= h >> 13n;
  h = u32(h * 0xc2b2ae35n);
  return h ^ (h >> 16n);
}

/** xoshiro128** (Blackman & Vigna), from the reference C code. */
function referenceStream(seed: number): () => number {
  const s: bigint[] = [];
  let input = BigInt(seed);
  for (let k = 0; k < 4; k++) {
    input = u32(input + 0x9e3779b9n);
    s.push(fmix32(input));
  }
  return () => {
    const [s0, s1, s2, s3] = s as [bigint, bigint, bigint, bigint];
    const result = u32(rotl(u32(s1 * 5n), 7n) * 9n);
    const t = u32(s1 << 9n);
    const n2 = s2 ^ s0;
    const n3 = s3 ^ s1;
    s[1] = s1 ^ n2;
    s[0] = s0 ^ n3;
    s[2] = n2 ^ t;
    s[3] = rotl(n3, 11n);
    return Number(result);
  };
}

describe('the generator random stream', () => {
  it.each([0, 1, 42, 0x7fffffff, 0x80000000, 0xffffffff])('seed %i draws the reference xoshiro128** numbers', (seed) => {
    const reference = referenceStream(seed);
    seedRandom(seed);
    for (let i = 0; i < 1000; i++) expect(nextRandom()).toBe(reference());
  });

  it('multiplies and mixes as u32 arithmetic does', () => {
    for (const [a, b] of [[0xffffffff, 0xffffffff], [0x12345678, 0x9abcdef0], [3, 5], [0x80000000, 2]] as const) {
      expect(multiplyLow32(a, b)).toBe(Number(u32(BigInt(a) * BigInt(b))));
      expect(mix32(a)).toBe(Number(fmix32(BigInt(a))));
    }
  });

  it('draws below n in range, every value reachable', () => {
    seedRandom(9);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const r = randomBelow(81);
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThan(81);
      seen.add(r);
    }
    expect(seen.size).toBe(81);
  });
});
