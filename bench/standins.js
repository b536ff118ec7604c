#!/usr/bin/env node
/**
 * Stand-ins for the two held-out sets issue 17 measures ("an easy set of
 * 10,000" and "a hard set of 375"), which this repository does not have.
 * Both are reproducible, and the bench's tables name them as stand-ins.
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
 *   Chosen once and kept in bench/data/hard_375.txt (its header says how),
 *   so nothing moves the set; `node bench/standins.js --write-hard` chooses
 *   again (bench/tdoku-decisions.cc over tdoku's library, built by
 *   bench/native-tdoku.js; about 49,000 puzzles solved once, seconds).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instantiateWasmEngine } from '../dist/engine-wasm.js';
import { Generator } from '../dist/generate/create-generator.js';
import { machineInfo } from './machine.js';
import { buildTdokuDecisions, tdokuDecisions } from './native-tdoku.js';

const here = dirname(fileURLToPath(import.meta.url));
const HARD_FILE = join(here, 'data', 'hard_375.txt');
const FORUM_FILE = join(here, '..', '..', 'shared', 'datasets', 'forum_hardest_1905_11plus.txt');
/** The seed of the easy set's first puzzle; puzzle i has EASY_SEED + i. */
export const EASY_SEED = 17_000;

let wasm;
/** A Generator over the release WASM build, made on first use and synchronously (datasets load synchronously). */
function wasmGenerator() {
  wasm ??= new Generator(instantiateWasmEngine(new WebAssembly.Module(readFileSync(join(here, '..', 'build', 'release.wasm')))));
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
  return readFileSync(HARD_FILE, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0 && !l.startsWith('#'));
}

/** Chooses the hard set again from forum_hardest by native tdoku's decisions and writes bench/data/hard_375.txt. */
function writeHardStandIn(size = 375) {
  const built = buildTdokuDecisions({ log: console.error });
  if (built.error) throw new Error(built.error);
  const lines = readFileSync(FORUM_FILE, 'utf8').split(/\r?\n/).map((l) => l.trim().slice(0, 81)).filter((l) => l.length === 81);
  const scored = tdokuDecisions(built.binary, lines).map(({ count, decisions }, index) => {
    if (count !== 1) throw new Error(`forum_hardest line ${index + 1}: tdoku found ${count} solutions`);
    return { line: lines[index], index, decisions };
  });
  const chosen = scored.slice().sort((a, b) => b.decisions - a.decisions || a.index - b.index).slice(0, size).sort((a, b) => a.index - b.index);
  const mean = (xs) => (xs.reduce((t, c) => t + c.decisions, 0) / xs.length).toFixed(1);
  const header = [
    `# hard_375: stand-in for issue 17's held-out "hard set of 375" (bench/standins.js).`,
    `# The ${size} puzzles of forum_hardest_1905_11plus.txt (${lines.length} puzzles, ../shared/datasets) on which native`,
    `# tdoku (${built.compiler}) takes the most branch decisions in uniqueness mode (ties in file order), in file order.`,
    `# Decisions per puzzle ${Math.min(...chosen.map((c) => c.decisions))}–${Math.max(...chosen.map((c) => c.decisions))}, mean ${mean(chosen)} (whole file: mean ${mean(scored)}). Chosen ${machineInfo().date.slice(0, 10)}.`,
    '# Regenerate: node bench/standins.js --write-hard',
  ];
  writeFileSync(HARD_FILE, [...header, ...chosen.map((c) => c.line), ''].join('\n'));
  console.log(header.join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write-hard')) writeHardStandIn();
  else console.log('usage: node bench/standins.js --write-hard   (chooses bench/data/hard_375.txt again)');
}
