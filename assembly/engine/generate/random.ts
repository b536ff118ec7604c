/**
 * The generator's seeded random source: xoshiro128** (Blackman and Vigna,
 * 2018; public domain), 128 bits of state in four u32 words at
 * GEN_RANDOM_PTR, period 2^128 − 1. Chosen because it needs only shifts,
 * xors and multiplications by 5 and 9, which give the same bits in
 * WebAssembly's wrapping u32 arithmetic and in JavaScript's doubles (a u32
 * times 9 is below 2^36, exact in a double, then `>>> 0` wraps it): no
 * Math.imul, no 64-bit integers, so both engines draw the same numbers.
 *
 * Every u32 expression ends in `>>> 0`: a no-op in WebAssembly, and in
 * JavaScript it turns the signed result of `^`, `|`, `<<` back into 0..2^32−1
 * so that `%` and comparisons agree with the u32 meaning.
 *
 * Seeding: the four state words are murmur3's 32-bit finaliser (fmix32, a
 * bijection) of seed + k·0x9E3779B9 for k = 1..4. Distinct inputs give
 * distinct words, so the state is never all zero.
 */
import { GEN_RANDOM_PTR } from "./layout";
import { loadU32, storeU32 } from "../../target/memory";

/** The golden-ratio increment between the four seeding inputs. */
const GOLDEN: u32 = 0x9e3779b9;

/** The low 32 bits of a·b, from 16-bit halves so a double never loses a bit. */
export function multiplyLow32(a: u32, b: u32): u32 {
  const low: u32 = ((a & 0xffff) * b) >>> 0;
  const high: u32 = ((((a >>> 16) * b) >>> 0) << 16) >>> 0;
  return (low + high) >>> 0;
}

/** murmur3's fmix32: a bijection of u32 that spreads every input bit. */
export function mix32(value: u32): u32 {
  let z: u32 = value >>> 0;
  z = (z ^ (z >>> 16)) >>> 0;
  z = multiplyLow32(z, 0x85ebca6b);
  z = (z ^ (z >>> 13)) >>> 0;
  z = multiplyLow32(z, 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** `value` rotated left by `bits` (1..31). */
function rotateLeft(value: u32, bits: u32): u32 {
  return ((value << bits) | (value >>> (32 - bits))) >>> 0;
}

function word(k: i32): u32 {
  return loadU32(GEN_RANDOM_PTR + (<usize>k << 2));
}

function setWord(k: i32, value: u32): void {
  storeU32(GEN_RANDOM_PTR + (<usize>k << 2), value >>> 0);
}

/** Starts the stream of `seed` (a u32): the same seed gives the same draws everywhere. */
export function seedRandom(seed: u32): void {
  let input: u32 = seed >>> 0;
  for (let k = 0; k < 4; k++) {
    input = (input + GOLDEN) >>> 0;
    setWord(k, mix32(input));
  }
}

/** The next u32 of the stream (xoshiro128**). */
export function nextRandom(): u32 {
  const s0 = word(0);
  const s1 = word(1);
  const s2 = word(2) ^ s0;
  const s3 = word(3) ^ s1;
  const result: u32 = multiplyLow32(rotateLeft(multiplyLow32(s1, 5), 7), 9);
  const shifted: u32 = (s1 << 9) >>> 0;
  setWord(0, (s0 ^ s3) >>> 0);
  setWord(1, (s1 ^ s2) >>> 0);
  setWord(2, (s2 ^ shifted) >>> 0);
  setWord(3, rotateLeft(s3 >>> 0, 11));
  return result;
}

/**
 * A draw in 0..n−1 (1 ≤ n ≤ 625). Plain modulo: its bias is below
 * n / 2^32 < 2^-22, far below anything a puzzle could show.
 */
export function randomBelow(n: i32): i32 {
  return <i32>(nextRandom() % <u32>n);
}
