/**
 * The fast 9×9 band solver on its own, in each form of its one source
 * (assembly/engine/band9.ts): compiled here by asc (debug with assertions,
 * release -O3, and release with SIMD, where target/quads uses v128) and the TypeScript copy the build generates. Every solution
 * is judged by the engine-free validator; multi-solution counts by a tiny
 * brute-force counter in this file; every form must make the same guesses.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import asc from 'assemblyscript/asc';
import { band9Decisions, band9Guesses, solveBand9 } from '../src/engine-js/generated/band9.js';
import { memoryBuffer } from '../src/engine-js/target/memory.js';
import { isValidSolution, findClash } from '../src/validate.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The project's own copy of the public sets (each block names its source file).
const SAMPLE = `${ROOT}/test/data/sample-2000.txt`;
const SAMPLE_PER_SET = 300;

/**
 * Where each form keeps the puzzle and its solution: the first page of the
 * solver's input region (assembly/engine/layout.ts PUZZLES_PTR), 81 bytes each.
 */
const PUZZLE_AT = 0x10000;
const SOLUTION_AT = PUZZLE_AT + 81;

/** One form under test: solve(puzzle, limit, deadline) -> count; solution, guesses and branch decisions of that call. */
interface Form {
  name: string;
  solve(puzzle: Uint8Array, limit: number, deadline?: number): number;
  solution(): Uint8Array;
  guesses(): number;
  decisions(): number;
}

/** Runs solveBand9 over a memory: puzzle in, solution out at the fixed places above. */
function overMemory(
  name: string,
  buffer: () => ArrayBuffer,
  solve: (puzzle: number, solution: number, limit: number, deadline: number) => number,
  guesses: () => number,
  decisions: () => number,
): Form {
  return {
    name,
    solve: (puzzle, limit, deadline = 0) => {
      const view = new Uint8Array(buffer());
      view.set(puzzle, PUZZLE_AT);
      view.fill(0, SOLUTION_AT, SOLUTION_AT + 81);
      return solve(PUZZLE_AT, SOLUTION_AT, limit, deadline);
    },
    solution: () => new Uint8Array(buffer()).slice(SOLUTION_AT, SOLUTION_AT + 81),
    guesses,
    decisions,
  };
}

/** The generated TypeScript form over the JS engine's memory. */
function jsForm(): Form {
  return overMemory('js', () => memoryBuffer, solveBand9, () => band9Guesses, () => band9Decisions);
}

/** Solves `puzzle` in the JS form and returns its first solution (for building test puzzles). */
function solveJs(puzzle: Uint8Array): { count: number; solution: Uint8Array } {
  const form = jsForm();
  const count = form.solve(puzzle, 1);
  return { count, solution: form.solution() };
}

/** Compiles assembly/engine/band9.ts in memory (asconfig.json not applied, same 4 MiB memory) and wraps it. */
async function wasmForm(name: string, flags: string[]): Promise<Form> {
  let binary: Uint8Array | undefined;
  const { error, stderr } = await asc.main(
    [
      'assembly/engine/band9.ts', '--outFile', 'band9.wasm', '--runtime', 'stub', '--config', 'none',
      '--initialMemory', '64', '--maximumMemory', '64', ...flags,
    ],
    {
      readFile: (file: string, baseDir: string) => {
        try { return readFileSync(`${ROOT}/${baseDir}/${file}`, 'utf8'); } catch { return null; }
      },
      writeFile: (file: string, contents: Uint8Array | string) => {
        if (file.endsWith('.wasm') && typeof contents !== 'string') binary = contents;
      },
      listFiles: () => [],
    },
  );
  if (error || !binary) throw new Error(`asc failed: ${String(error)} ${stderr.toString()}`);
  const { instance } = await WebAssembly.instantiate(binary as BufferSource, {
    env: {
      now: () => performance.now(),
      abort: () => { throw new Error('assertion failed in band9.wasm'); },
    },
  });
  const exports = instance.exports as unknown as {
    memory: WebAssembly.Memory;
    solveBand9(puzzle: number, solution: number, limit: number, deadline: number): number;
    band9Guesses: WebAssembly.Global;
    band9Decisions: WebAssembly.Global;
  };
  return overMemory(
    name, () => exports.memory.buffer, exports.solveBand9,
    () => exports.band9Guesses.value as number, () => exports.band9Decisions.value as number,
  );
}

/** Puzzle text (81 chars, '.'/'0' blank) to cells. */
function cellsOf(line: string): Uint8Array {
  const cells = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const ch = line.charCodeAt(i);
    cells[i] = ch >= 49 && ch <= 57 ? ch - 48 : 0;
  }
  return cells;
}

/** `count` puzzles spread evenly over the sample's block copied from a dataset file. */
function sample(file: string, count: number): Uint8Array[] {
  const lines: string[] = [];
  let inBlock = false;
  for (const line of readFileSync(SAMPLE, 'utf8').split(/\r?\n/)) {
    if (line.startsWith('# source:')) inBlock = line.startsWith(`# source: ${file} `);
    else if (inBlock && line.length >= 81 && !line.startsWith('#')) lines.push(line);
  }
  if (lines.length === 0) throw new Error(`no block for ${file} in ${SAMPLE}`);
  const step = Math.max(1, Math.floor(lines.length / count));
  const picked: Uint8Array[] = [];
  for (let i = 0; i < lines.length && picked.length < count; i += step) picked.push(cellsOf(lines[i]!));
  return picked;
}

/** Engine-free brute-force solution counter (for puzzles with few blanks only). */
function bruteCount(puzzle: Uint8Array, limit: number): number {
  const cells = Array.from(puzzle);
  const blanks = cells.flatMap((v, i) => (v === 0 ? [i] : []));
  const fits = (i: number, v: number): boolean => {
    const r = Math.floor(i / 9), c = i % 9, br = r - (r % 3), bc = c - (c % 3);
    for (let k = 0; k < 9; k++) {
      if (cells[r * 9 + k] === v || cells[k * 9 + c] === v) return false;
      if (cells[(br + Math.floor(k / 3)) * 9 + bc + (k % 3)] === v) return false;
    }
    return true;
  };
  let found = 0;
  const walk = (n: number): void => {
    if (found >= limit) return;
    if (n === blanks.length) { found++; return; }
    const i = blanks[n]!;
    for (let v = 1; v <= 9; v++) {
      if (fits(i, v)) { cells[i] = v; walk(n + 1); cells[i] = 0; }
    }
  };
  walk(0);
  return found;
}

const SOLVED =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const EMPTY = new Uint8Array(81);

/** Cells of the four corners of every "unavoidable rectangle" of a full grid (a,b / b,a, two boxes). */
function rectangles(grid: Uint8Array): number[][] {
  const found: number[][] = [];
  for (let r1 = 0; r1 < 9; r1++) {
    for (let r2 = r1 + 1; r2 < 9; r2++) {
      if (Math.floor(r1 / 3) !== Math.floor(r2 / 3)) continue; // same band: the swap keeps boxes whole
      for (let c1 = 0; c1 < 9; c1++) {
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          if (Math.floor(c1 / 3) === Math.floor(c2 / 3)) continue;
          const a = grid[r1 * 9 + c1], b = grid[r1 * 9 + c2];
          if (grid[r2 * 9 + c1] === b && grid[r2 * 9 + c2] === a) {
            found.push([r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]);
          }
        }
      }
    }
  }
  return found;
}

const forms: Form[] = [];
beforeAll(async () => {
  forms.push(jsForm());
  forms.push(await wasmForm('wasm debug', ['--debug']));
  forms.push(await wasmForm('wasm release', ['-O3', '--noAssert']));
  forms.push(await wasmForm('wasm release-simd', ['-O3', '--noAssert', '--enable', 'simd']));
}, 120_000);

describe('band9 on dataset samples', () => {
  for (const file of ['17_clue.txt', 'magictour_top1465.txt', 'forum_hardest_1905_11plus.txt', 'unbiased_1000.txt']) {
    it(`solves ${SAMPLE_PER_SET} of ${file} in both modes, same guesses and decisions in every form`, () => {
      for (const puzzle of sample(file, SAMPLE_PER_SET)) {
        for (const limit of [1, 2]) {
          const counts: string[] = [];
          for (const form of forms) {
            expect(form.solve(puzzle, limit), `${form.name} limit ${limit}`).toBe(1);
            expect(isValidSolution(puzzle, form.solution(), 9), form.name).toBe(true);
            const guesses = form.guesses();
            const decisions = form.decisions();
            counts.push(`${guesses}/${decisions}`);
            expect(decisions, `${form.name}: decisions ≤ guesses`).toBeLessThanOrEqual(guesses);
            // Counting to 2 on a unique puzzle searches the whole tree: a branch
            // cell with k ≥ 2 digits tries k and keeps k - 1 to come back to.
            if (limit === 2) expect(guesses, `${form.name}: guesses ≤ 2 × decisions`).toBeLessThanOrEqual(2 * decisions);
          }
          expect(new Set(counts).size, `guesses/decisions ${counts.join(', ')}`).toBe(1);
        }
      }
    });
  }
});

describe('band9 limit semantics', () => {
  const solved = cellsOf(SOLVED);

  it('a full grid: one solution, itself, no guesses or decisions', () => {
    for (const form of forms) {
      expect(form.solve(solved, 2)).toBe(1);
      expect(Array.from(form.solution())).toEqual(Array.from(solved));
      expect(form.guesses()).toBe(0);
      expect(form.decisions()).toBe(0);
    }
  });

  it('the empty grid: counts up to the limit, first solution valid', () => {
    for (const form of forms) {
      expect(form.solve(EMPTY, 5)).toBe(5);
      expect(isValidSolution(EMPTY, form.solution(), 9)).toBe(true);
      expect(form.solve(EMPTY, 1)).toBe(1);
      expect(form.solve(EMPTY, 0)).toBe(1); // limit < 1 counts as 1
    }
  });

  it('puzzles with 2 and 4 solutions (rectangles removed) stop at the limit', () => {
    const rects = rectangles(solved);
    const first = rects[0]!;
    const disjoint = rects.find((r) => r.every((c) => !first.includes(c)))!;
    expect(disjoint).toBeDefined();
    const two = solved.slice();
    for (const c of first) two[c] = 0;
    const four = two.slice();
    for (const c of disjoint) four[c] = 0;
    expect(bruteCount(two, 10)).toBe(2);
    const fourTotal = bruteCount(four, 10);
    expect(fourTotal).toBeGreaterThanOrEqual(3);
    for (const form of forms) {
      expect([form.solve(two, 1), form.solve(two, 2), form.solve(two, 3)]).toEqual([1, 2, 2]);
      expect(isValidSolution(two, form.solution(), 9)).toBe(true);
      expect(form.solve(four, 3)).toBe(3);
      expect(form.solve(four, 10)).toBe(fourTotal);
      expect(isValidSolution(four, form.solution(), 9)).toBe(true);
    }
  });

  it('counts agree with brute force on random holes in a full grid', () => {
    let seed = 12345;
    const random = (): number => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / (1 << 24);
    for (let round = 0; round < 40; round++) {
      const puzzle = solved.slice();
      const holes = 8 + Math.floor(random() * 12);
      for (let h = 0; h < holes; h++) puzzle[Math.floor(random() * 81)] = 0;
      const expected = bruteCount(puzzle, 7);
      for (const form of forms) {
        expect(form.solve(puzzle, 7), form.name).toBe(expected);
        expect(isValidSolution(puzzle, form.solution(), 9)).toBe(true);
      }
    }
  });

  it('unsolvable without a clash gives 0', () => {
    // row 1 holds 1..8, so r1c9 must be 9, but 9 is given at r2c9 (no two givens clash)
    const blocked = cellsOf('12345678.' + '........9' + '.'.repeat(63));
    // a unique puzzle plus a wrong (but not clashing) given: needs search to refute
    const hard = sample('forum_hardest_1905_11plus.txt', 1)[0]!;
    const wrong = hard.slice();
    const { count, solution: answer } = solveJs(hard);
    expect(count).toBe(1);
    const cell = wrong.indexOf(0);
    for (let v = 1; v <= 9; v++) {
      wrong[cell] = v;
      if (v !== answer[cell] && findClash(wrong, 9) === null) break;
    }
    expect(wrong[cell]).not.toBe(answer[cell]);
    expect(findClash(blocked, 9)).toBeNull();
    expect(findClash(wrong, 9)).toBeNull();
    for (const form of forms) {
      expect(form.solve(blocked, 2), form.name).toBe(0);
      expect(form.solve(wrong, 2), form.name).toBe(0);
    }
  });

  it('clashing givens give 0 (row, column, box, and the last cell)', () => {
    const row = cellsOf('5...5' + '.'.repeat(76));
    const column = cellsOf('7' + '.'.repeat(71) + '7' + '.'.repeat(8));
    const box = cellsOf('3.........3' + '.'.repeat(70));
    const last = solved.slice();
    last[80] = last[79]!;
    for (const puzzle of [row, column, box, last]) {
      expect(findClash(puzzle, 9)).not.toBeNull();
      for (const form of forms) expect(form.solve(puzzle, 2), form.name).toBe(0);
    }
  });

  it('a deadline already passed gives -1 (checked every few thousand guesses)', () => {
    for (const form of forms) {
      expect(form.solve(EMPTY, 1_000_000, 1), form.name).toBe(-1);
      expect(form.solve(EMPTY, 3, 0), form.name).toBe(3); // 0 = no deadline
    }
  });
});

describe('band9 with the search in one band (the first bivalue cell is the branch there)', () => {
  it('counts agree with brute force on grids with one band opened: 0, 1 and 2+ solutions', () => {
    const solved = cellsOf(SOLVED);
    let seed = 2024;
    const random = (): number => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / (1 << 24);
    const seen = new Set<string>();
    for (let round = 0; round < 60; round++) {
      // one band (27 cells) mostly blank, the other six rows given: every
      // open cell sits in that band, as on the one-band stand-in set
      const band = round % 3;
      const puzzle = solved.slice();
      const blanks = 14 + Math.floor(random() * 14);
      for (let h = 0; h < blanks; h++) puzzle[band * 27 + Math.floor(random() * 27)] = 0;
      if (round % 4 === 3) {
        // a wrong digit that clashes with no given: most often no solution is left
        const cell = band * 27 + Math.floor(random() * 27);
        if (puzzle[cell] === 0) {
          for (let v = 1; v <= 9; v++) {
            puzzle[cell] = v;
            if (v !== solved[cell] && findClash(puzzle, 9) === null) break;
          }
          if (findClash(puzzle, 9) !== null) puzzle[cell] = 0;
        }
      }
      const expected = bruteCount(puzzle, 10);
      seen.add(expected === 0 ? 'none' : expected === 1 ? 'one' : 'several');
      const counts: string[] = [];
      for (const form of forms) {
        expect(form.solve(puzzle, 10), `${form.name} round ${round}`).toBe(expected);
        if (expected > 0) expect(isValidSolution(puzzle, form.solution(), 9), form.name).toBe(true);
        counts.push(`${form.guesses()}/${form.decisions()}`);
      }
      expect(new Set(counts).size, `guesses/decisions ${counts.join(', ')}`).toBe(1);
    }
    expect([...seen].sort()).toEqual(['none', 'one', 'several']);
  });

  it('puzzles of the one-band stand-in set: counts as brute force finds them, same guesses in every form', () => {
    const lines = readFileSync(`${ROOT}/bench/data/one_band_10000.txt`, 'utf8').split(/\r?\n/)
      .filter((line) => line.length >= 81 && !line.startsWith('#')).slice(0, 100);
    let guessed = 0;
    for (const [index, line] of lines.entries()) {
      const puzzle = cellsOf(line);
      // brute force on a fifth of them (the rest: every form agrees)
      const expected = index % 5 === 0 ? bruteCount(puzzle, 2) : undefined;
      for (const limit of [1, 2]) {
        const counts: string[] = [];
        for (const form of forms) {
          const count = form.solve(puzzle, limit);
          if (expected !== undefined) expect(count, `${form.name} limit ${limit}`).toBe(Math.min(limit, expected));
          expect(isValidSolution(puzzle, form.solution(), 9), form.name).toBe(true);
          counts.push(`${form.guesses()}/${form.decisions()}`);
          guessed += form.guesses();
        }
        expect(new Set(counts).size, `guesses/decisions ${counts.join(', ')}`).toBe(1);
      }
    }
    expect(guessed).toBeGreaterThan(0);
  });
});
