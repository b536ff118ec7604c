/**
 * The solvers a user would otherwise pick from npm, called through their
 * public API (read from each package's README and main file). Each puzzle is
 * converted to the package's own input form before timing; reading the
 * answer back is timed, since a caller must do it too.
 *
 *   qqwing                 setPuzzle(81 ints, 0 blank); solve(); getSolutionString()
 *                          uniqueness: countSolutions() (counts all; on puzzles with one
 *                          solution that is the same search as counting to 2)
 *   sudoku (dachev)        solvepuzzle(81 × (0..8 | null)) → array | null; first solution only
 *   @algorithm.ts/sudoku   new SudokuSolver({ childMatrixWidth }).solve(cells -1/0..N-1, out)
 *                          → boolean; first solution only
 *   dancing-links          exact cover: 4N² columns, one sparse row per (cell, digit) still
 *                          allowed by the givens; findOne() / find(2)
 */
import { createRequire } from 'node:module';
import { cpuClock } from './cpu-clock.js';
import { lineToCells } from './datasets.js';

const require = createRequire(import.meta.url);

/** Runs `one` over every prepared input, stopping early once `deadline` (CPU ms, cpu-clock.js) passes. */
function loop(inputs, one, deadline) {
  const out = [];
  for (const input of inputs) {
    out.push(one(input));
    if (deadline !== Infinity && cpuClock.fn() > deadline) break;
  }
  return out;
}

function qqwingSolver() {
  const QQWing = require('qqwing');
  return {
    id: 'qqwing',
    label: 'npm: qqwing',
    group: 'npm',
    sides: [9],
    modes: ['first', 'unique'],
    hasGuesses: false,
    note: 'qqwing 1.3.4 (GPL-2.0): singles, hidden singles, then guesses (its guess count needs history recording, which slows it, so it is not read)',
    prepare(side, lines) {
      const q = new QQWing();
      q.setPrintStyle(QQWing.PrintStyle.ONE_LINE);
      const inputs = lines.map((l) => Array.from(lineToCells(l)));
      return {
        solveAll(mode, deadline = Infinity) {
          return loop(
            inputs,
            mode === 'first'
              ? (p) => (q.setPuzzle(p), q.solve() ? q.getSolutionString() : null)
              : (p) => (q.setPuzzle(p), q.countSolutions()),
            deadline,
          );
        },
        decode(raw, mode) {
          if (mode === 'unique') return { count: raw, solution: null };
          return raw === null ? { count: 0, solution: null } : { count: 1, solution: lineToCells(raw.trim()) };
        },
      };
    },
  };
}

function dachevSolver() {
  const sudoku = require('sudoku');
  return {
    id: 'sudoku',
    label: 'npm: sudoku (Norvig-style)',
    group: 'npm',
    sides: [9],
    modes: ['first'],
    hasGuesses: false,
    note: 'sudoku 0.0.3 (port of David Bau\'s Python solver): deduce singles, then guess, random tie-breaks',
    prepare(side, lines) {
      const inputs = lines.map((l) => Array.from(lineToCells(l), (d) => (d === 0 ? null : d - 1)));
      return {
        solveAll: (mode, deadline = Infinity) => loop(inputs, (p) => sudoku.solvepuzzle(p), deadline),
        decode: (raw) => (raw === null ? { count: 0, solution: null } : { count: 1, solution: Uint8Array.from(raw, (d) => d + 1) }),
      };
    },
  };
}

async function algorithmTsSolver() {
  const { SudokuSolver } = await import('@algorithm.ts/sudoku');
  return {
    id: 'algorithm.ts',
    label: 'npm: @algorithm.ts/sudoku',
    group: 'npm',
    sides: [4, 9, 16, 25],
    modes: ['first'],
    hasGuesses: false,
    note: '@algorithm.ts/sudoku 4.0.3: Dancing Links (its @algorithm.ts/dlx)',
    prepare(side, lines) {
      const solver = new SudokuSolver({ childMatrixWidth: Math.round(Math.sqrt(side)) });
      const inputs = lines.map((l) => Array.from(lineToCells(l), (d) => d - 1));
      return {
        solveAll: (mode, deadline = Infinity) =>
          loop(
            inputs,
            (p) => {
              const out = new Array(side * side);
              return solver.solve(p, out) ? out : null;
            },
            deadline,
          ),
        decode: (raw) => (raw === null ? { count: 0, solution: null } : { count: 1, solution: Uint8Array.from(raw, (d) => d + 1) }),
      };
    },
  };
}

/** The (cell, digit) rows a user would give an exact-cover library: givens fixed, blanks minus their givens' peers. */
export function exactCoverRows(cells, side) {
  const box = Math.round(Math.sqrt(side));
  const n2 = side * side;
  const used = (kind, unit, d) => kind * n2 + unit * side + d;
  const taken = new Uint8Array(3 * n2);
  const boxOf = (r, c) => Math.floor(r / box) * box + Math.floor(c / box);
  cells.forEach((v, cell) => {
    if (v === 0) return;
    const r = Math.floor(cell / side);
    const c = cell % side;
    taken[used(0, r, v - 1)] = taken[used(1, c, v - 1)] = taken[used(2, boxOf(r, c), v - 1)] = 1;
  });
  const rows = [];
  cells.forEach((v, cell) => {
    const r = Math.floor(cell / side);
    const c = cell % side;
    const b = boxOf(r, c);
    for (let d = 0; d < side; d++) {
      if (v !== 0 ? d !== v - 1 : taken[used(0, r, d)] || taken[used(1, c, d)] || taken[used(2, b, d)]) continue;
      rows.push({
        data: cell * side + d,
        columnIndices: [cell, n2 + r * side + d, 2 * n2 + c * side + d, 3 * n2 + b * side + d],
      });
    }
  });
  return rows;
}

async function dancingLinksSolver() {
  const { DancingLinks } = await import('dancing-links');
  return {
    id: 'dancing-links',
    label: 'npm: dancing-links',
    group: 'npm',
    sides: [4, 9, 16, 25],
    modes: ['first', 'unique'],
    hasGuesses: false,
    note: 'dancing-links 4.3.10: Knuth DLX; our encoding, rows pruned by the givens (built before timing)',
    prepare(side, lines) {
      const dlx = new DancingLinks();
      const columns = 4 * side * side;
      const inputs = lines.map((l) => exactCoverRows(lineToCells(l), side));
      return {
        solveAll(mode, deadline = Infinity) {
          return loop(
            inputs,
            (rows) => {
              const solver = dlx.createSolver({ columns });
              solver.addSparseConstraints(rows);
              return mode === 'first' ? solver.findOne() : solver.find(2);
            },
            deadline,
          );
        },
        decode(raw) {
          const first = raw[0];
          if (first === undefined) return { count: 0, solution: null };
          const solution = new Uint8Array(side * side);
          for (const { data } of first) solution[Math.floor(data / side)] = (data % side) + 1;
          return { count: raw.length, solution };
        },
      };
    },
  };
}

/** @returns {Promise<{solvers: object[], error?: string}>} */
export async function loadNpmSolvers() {
  const solvers = [];
  const errors = [];
  for (const load of [qqwingSolver, dachevSolver, algorithmTsSolver, dancingLinksSolver]) {
    try {
      solvers.push(await load());
    } catch (e) {
      errors.push(`${load.name}: ${e.message.split('\n')[0]}`);
    }
  }
  return { solvers, error: errors.length ? errors.join('; ') : undefined };
}
