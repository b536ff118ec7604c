/**
 * The JS engine's word-at-a-time helpers (src/engine-js/target/): the
 * givens of a 9×9 grid read four cells a step, from any alignment, and the
 * changed words of two regions compared two a step. Each answer is judged
 * against its definition, computed here byte by byte and word by word; the
 * WASM forms of the same functions are held to the JS engine by the solver
 * tests that run every engine.
 */
import { describe, expect, it } from 'vitest';
import { givenMasks } from '../src/engine-js/target/cells.js';
import { differingWords } from '../src/engine-js/target/quads.js';
import { memoryBuffer } from '../src/engine-js/target/memory.js';

const bytes = new Uint8Array(memoryBuffer);
const words = new Int32Array(memoryBuffer);

/** Scratch places, in the solver's input region (assembly/engine/layout.ts), far from the end of memory. */
const PUZZLE_BASE = 0x10000;
const OUT = 0x11000;

/** A small deterministic generator (LCG), so a failure names a reproducible case. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 8;
  };
}

/** The masks givenMasks promises, from the bytes: word d*3 + b the cells of band b holding d + 1, words 28..30 the blanks; null when a byte is above 9. */
function expectedMasks(cells: Uint8Array): number[] | null {
  const masks = new Array<number>(31).fill(0);
  for (let cell = 0; cell < 81; cell++) {
    const value = cells[cell] as number;
    if (value > 9) return null;
    const band = Math.floor(cell / 27);
    const bit = 1 << (cell % 27);
    const word = value === 0 ? 28 + band : (value - 1) * 3 + band;
    masks[word] = (masks[word] as number) | bit;
  }
  return masks;
}

describe('givenMasks (JS engine)', () => {
  it('gives every digit-band and blank mask, from every alignment, and refuses any byte above 9 wherever it is', () => {
    const random = lcg(20261128);
    let refused = 0;
    for (let trial = 0; trial < 4000; trial++) {
      const puzzle = PUZZLE_BASE + (trial % 4) + 8 * (trial % 5);
      // junk around the puzzle, which must not leak into the masks
      for (let i = -8; i < 89; i++) bytes[puzzle + i] = random() & 0xff;
      const cells = new Uint8Array(81);
      for (let cell = 0; cell < 81; cell++) cells[cell] = random() % 3 === 0 ? 0 : 1 + (random() % 9);
      if (trial % 3 === 0) cells[random() % 81] = 10 + (random() % 246);
      bytes.set(cells, puzzle);
      const expected = expectedMasks(cells);
      const answer = givenMasks(puzzle, OUT);
      if (expected === null) {
        refused++;
        expect(answer, `trial ${trial}`).not.toBe(0);
        continue;
      }
      expect(answer, `trial ${trial}`).toBe(0);
      const got = Array.from(words.subarray(OUT >>> 2, (OUT >>> 2) + 31));
      // word 27 is scratch (cells.ts)
      got[27] = 0;
      expect(got, `trial ${trial}`).toEqual(expected);
    }
    expect(refused).toBeGreaterThan(1000);
  });

  it('refuses a byte above 9 in the last cell of each band, and bytes with the top bit set', () => {
    for (const cell of [26, 53, 80, 0, 23, 24]) {
      for (const value of [10, 0x7f, 0x80, 0xff]) {
        const puzzle = PUZZLE_BASE + (cell % 4);
        bytes.fill(1, puzzle, puzzle + 81);
        bytes[puzzle + cell] = value;
        expect(givenMasks(puzzle, OUT), `cell ${cell} value ${value}`).not.toBe(0);
      }
    }
  });
});

describe('differingWords (JS engine)', () => {
  it('sets bit k exactly where word k of the two regions differs', () => {
    const random = lcg(7);
    const a = 0x12000;
    const b = 0x12080;
    for (let trial = 0; trial < 2000; trial++) {
      let expected = 0;
      for (let k = 0; k < 28; k++) {
        const value = random() % 4 === 0 ? -1 : random() & 0x7ffffff;
        words[(a >>> 2) + k] = value;
        const differs = random() % 5 === 0;
        // a difference in any one bit, the sign bit included
        words[(b >>> 2) + k] = differs ? value ^ (1 << (random() % 32)) : value;
        if (differs) expected |= 1 << k;
      }
      expect(differingWords(a, b), `trial ${trial}`).toBe(expected);
    }
  });
});
