/**
 * The classic (textbook) solvers of bench/classic on the shared vectors and on
 * a dataset sample. Every solution is judged by the engine-free validator.
 * The slow classics (plain, cached, stack: no propagation at all) skip the
 * hard vectors and the hard sample; they would take minutes, not prove more.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAVE_UP, classicSolver, classicSolvers, type ClassicSolver } from '../bench/classic/index.js';
import { findClash, isValidSolution } from '../src/validate.js';

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
const VECTORS = join(import.meta.dirname, 'vectors');
const SAMPLES = join(import.meta.dirname, '..', 'bench', 'data');

/** Solvers that search without any propagation: too slow for the hard files. */
const SLOW = new Set(['plain', 'cached', 'stack']);
/** Solvers whose algorithm notices clashing givens (the others assume a valid puzzle, as their seeds do). */
const SEES_CLASHES = new Set(['bird', 'dlx']);
/** Per-call deadline: generous, only there so a regression fails instead of hanging. */
const DEADLINE_MS = 20_000;
/**
 * Files every solver must finish (their 4×4 and 9×9 vectors). On the others a slow classic gets a short
 * deadline and may give up (it is then not judged on that vector); any answer
 * it does give must be right.
 */
const EASY_FILES = new Set(['seeds.txt', 'edge.txt', 'sizes.txt', 'invalid.txt']);
const SLOW_DEADLINE_MS = 300;

interface Vector {
  file: string;
  line: number;
  cells: Uint8Array;
  side: number;
  /** Expected solutions; `atLeast` for `N+`. */
  count: number;
  atLeast: boolean;
  solution?: Uint8Array;
}

function toCells(text: string): Uint8Array {
  return Uint8Array.from(text, (ch) => (ch === '.' || ch === '0' ? 0 : SYMBOLS.indexOf(ch.toUpperCase()) + 1));
}

function readVectors(): Vector[] {
  const out: Vector[] = [];
  for (const file of readdirSync(VECTORS).filter((f) => f.endsWith('.txt')).sort()) {
    readFileSync(join(VECTORS, file), 'utf8')
      .split(/\r?\n/)
      .forEach((raw, i) => {
        const text = raw.trim();
        if (text === '' || text.startsWith('#')) return;
        const [puzzle = '', count = '', solution] = text.split(':');
        const cells = toCells(puzzle);
        out.push({
          file,
          line: i + 1,
          cells,
          side: Math.round(Math.sqrt(cells.length)),
          count: Number.parseInt(count, 10),
          atLeast: count.endsWith('+'),
          solution: solution === undefined ? undefined : toCells(solution),
        });
      });
  }
  return out;
}

function readSample(name: string, n: number): Uint8Array[] {
  return readFileSync(join(SAMPLES, `${name}.sample.txt`), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .slice(0, n)
    .map((l) => toCells(l.trim()));
}

const vectors = readVectors();

function applies(solver: ClassicSolver, v: Vector): boolean {
  if (!solver.sides.includes(v.side)) return false;
  if (SLOW.has(solver.id) && v.file === 'hard.txt') return false;
  return findClash(v.cells, v.side) === null || SEES_CLASHES.has(solver.id);
}

describe('vector files', () => {
  it('are there and parse', () => {
    expect(vectors.length).toBeGreaterThan(20);
    for (const v of vectors) {
      expect(v.cells.length, `${v.file}:${v.line}`).toBe(v.side * v.side);
      expect(Number.isInteger(v.count), `${v.file}:${v.line}`).toBe(true);
    }
  });
});

describe.each(classicSolvers.map((s) => [s.id, s] as const))('classic %s', (_id, solver) => {
  const mine = vectors.filter((v) => applies(solver, v));

  it('answers every applicable vector with the expected count and a valid solution', () => {
    expect(mine.length).toBeGreaterThan(5);
    let judged = 0;
    for (const v of mine) {
      const where = `${v.file}:${v.line}`;
      // Exact counts need limit count+1 to prove there is no further solution.
      const limit = v.atLeast ? v.count : v.count + 1;
      const input = v.cells.slice();
      const mayGiveUp = SLOW.has(solver.id) && !(EASY_FILES.has(v.file) && v.side <= 9);
      const deadline = performance.now() + (mayGiveUp ? SLOW_DEADLINE_MS : DEADLINE_MS);
      const r = solver.solve(input, v.side, { limit, deadline });
      if (mayGiveUp && r.count === GAVE_UP) continue;
      judged++;
      expect(r.count, where).not.toBe(GAVE_UP);
      expect(r.count, where).toBe(v.count);
      expect(input, `${where}: input untouched`).toEqual(v.cells);
      if (v.count === 0) {
        expect(r.solution, where).toBeNull();
        continue;
      }
      expect(r.solution, where).not.toBeNull();
      expect(isValidSolution(v.cells, r.solution as Uint8Array, v.side), where).toBe(true);
      if (v.count === 1 && v.solution) expect(r.solution, where).toEqual(v.solution);
    }
    expect(judged).toBeGreaterThan(5);
  });

  it('solves a sample of unbiased_1000 (first solution and uniqueness)', () => {
    for (const cells of readSample('unbiased_1000', SLOW.has(solver.id) ? 5 : 20)) {
      const first = solver.solve(cells, 9, { limit: 1 });
      expect(first.count).toBe(1);
      expect(isValidSolution(cells, first.solution as Uint8Array, 9)).toBe(true);
      expect(solver.solve(cells, 9, { limit: 2 }).count).toBe(1);
    }
  });

  it('counts no search steps on a complete grid', () => {
    const full = vectors.find((v) => v.file === 'edge.txt' && v.side === 9 && v.cells.every((d) => d !== 0));
    expect(full).toBeDefined();
    const r = solver.solve((full as Vector).cells, 9);
    expect(r.count).toBe(1);
    expect(r.guesses).toBe(0);
  });

  it('refuses a side it does not support, and a wrong cell count', () => {
    expect(() => solver.solve(new Uint8Array(36), 6)).toThrow(RangeError);
    expect(() => solver.solve(new Uint8Array(80), 9)).toThrow(RangeError);
  });

  it('gives up (count GAVE_UP) once the deadline has passed', () => {
    // The empty grid counted to a huge limit never finishes; a past deadline must stop it.
    const r = solver.solve(new Uint8Array(81), 9, { limit: 1e9, deadline: performance.now() - 1 });
    expect(r.count).toBe(GAVE_UP);
  });
});

describe('the propagating classics on hard puzzles', () => {
  it.each(['bird', 'dlx'])('%s solves a magictour_top1465 sample uniquely', (id) => {
    const solver = classicSolver(id) as ClassicSolver;
    for (const cells of readSample('magictour_top1465', 4)) {
      const r = solver.solve(cells, 9, { limit: 2 });
      expect(r.count).toBe(1);
      expect(isValidSolution(cells, r.solution as Uint8Array, 9)).toBe(true);
      expect(r.guesses).toBeGreaterThan(0);
    }
  });
});

describe('Dancing Links on other sizes', () => {
  it('finds 288 solutions of the empty 4×4 grid and solves a generated-style 16×16', () => {
    const dlx = classicSolver('dlx') as ClassicSolver;
    expect(dlx.solve(new Uint8Array(16), 4, { limit: 1000 }).count).toBe(288);
    const empty16 = new Uint8Array(256);
    const r = dlx.solve(empty16, 16);
    expect(r.count).toBe(1);
    expect(isValidSolution(empty16, r.solution as Uint8Array, 16)).toBe(true);
  });
});
