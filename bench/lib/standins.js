/**
 * Stand-ins for three held-out sets the speed targets name ("an easy set of
 * 10,000", "a hard set of 375" and puzzles whose search sits in one band),
 * which this repository does not have. All are reproducible, and the bench's tables name them as stand-ins.
 *
 * easy_10000: made by our own generator at level 'easy' (ER 1.0–2.5, solved
 *   by singles alone; src/logic/levels.ts), puzzle i from seed 17,000 + i,
 *   on the WASM engine (the generator's output for a seed is pinned by its
 *   tests, so the set is the same on every machine and build). About 25
 *   givens each; generating 10,000 takes some 7 s of CPU, paid when the set
 *   is loaded.
 * hard_375: the 375 puzzles of forum_hardest_1905_11plus on which native
 *   tdoku takes the most branch decisions in uniqueness mode (the whole
 *   search tree; ties in file order): hard by a measure that is not our
 *   engine's, so the set does not pick out our engine's own weak spots.
 *   Chosen once and frozen in bench/data/hard_375.txt (its header says how),
 *   so nothing moves the set. Choosing needs tdoku's library, which this
 *   project never builds, so there is no script to choose again. Because
 *   it is chosen for tdoku's weak spots, it flatters our engines against
 *   tdoku: its figures belong in docs/performance.md, never in a headline.
 * one_band_10000: easy puzzles whose search sits in one nearly empty band,
 *   frozen in bench/data/one_band_10000.txt and made by
 *   bench/data/make-one-band.js from a seed (its comment says why they have
 *   several solutions: unique ones of that shape need no search).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instantiateWasmEngine } from '../../dist/engine-wasm.js';
import { Generator } from '../../dist/generate/create-generator.js';

const here = dirname(fileURLToPath(import.meta.url));
const HARD_FILE = join(here, '..', 'data', 'hard_375.txt');
const ONE_BAND_FILE = join(here, '..', 'data', 'one_band_10000.txt');
/** The seed of the easy set's first puzzle; puzzle i has EASY_SEED + i. */
export const EASY_SEED = 17_000;

let wasm;
/** A Generator over the release WASM build, made on first use and synchronously (datasets load synchronously). */
function wasmGenerator() {
  wasm ??= new Generator(instantiateWasmEngine(new WebAssembly.Module(readFileSync(join(here, '..', '..', 'build', 'release.wasm')))));
  return wasm;
}

/** The first `count` easy puzzles from our generator, seeds EASY_SEED, EASY_SEED + 1, … */
export function easyStandIn(count) {
  const generator = wasmGenerator();
  const lines = [];
  for (let i = 0; i < count; i++) {
    const made = generator.generate({ level: 'easy', seed: EASY_SEED + i });
    if (made.status !== 'generated') throw new Error(`easy stand-in: seed ${EASY_SEED + i} gave ${made.status}`);
    lines.push(made.puzzle);
  }
  return lines;
}

/** The frozen hard set: lines of bench/data/hard_375.txt (comments dropped). */
export function hardStandIn() {
  return puzzleLines(HARD_FILE);
}

/** The frozen one-band set: lines of bench/data/one_band_10000.txt (comments dropped). */
export function oneBandStandIn() {
  return puzzleLines(ONE_BAND_FILE);
}

/** A frozen set's puzzles: one per line, `#` comments dropped. */
function puzzleLines(file) {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0 && !l.startsWith('#'));
}
