/**
 * Our engines, called through the public API of the built package
 * (`sudoku-wasm` → dist/index.js), exactly as a user would: one-line puzzle
 * strings in, SolveResult out. Parsing the string is part of what is timed.
 */
import { cpuClock } from './cpu-clock.js';
import { lineToCells } from './datasets.js';

const STATUS_COUNT = { solved: 1, multiple: 2, unsolvable: 0, invalid: 0 };

/** A SolveResult as the checker's outcome: count, solution cells, guesses. */
function outcome(result, mode) {
  if (result.status === 'timeout') return { count: -1, solution: null, guesses: result.guesses };
  const count = mode === 'first' && result.status === 'multiple' ? 1 : (STATUS_COUNT[result.status] ?? 0);
  const solution = typeof result.solution === 'string' ? lineToCells(result.solution.replace(/\s+/g, '')) : null;
  return { count, solution, guesses: result.guesses };
}

/**
 * Loads the package; returns the three benchmark solvers, or a reason why not.
 * @returns {Promise<{solvers: object[], error?: string}>}
 */
export async function loadOurSolvers() {
  let api;
  try {
    api = await import('sudoku-wasm');
  } catch (e) {
    return { solvers: [], error: `sudoku-wasm could not be imported (${e.message.split('\n')[0]})` };
  }
  const make = async (engine) => {
    try {
      return await api.createSolver({ engine });
    } catch (e) {
      return e instanceof Error ? e : new Error(String(e));
    }
  };
  const wasm = await make('wasm');
  const js = await make('js');
  const perPuzzle = (id, label, solver, note) => ({
    id,
    label,
    group: 'ours',
    sides: [4, 9, 16, 25],
    modes: ['first', 'unique'],
    hasGuesses: true,
    note,
    unavailable: solver instanceof Error ? solver.message : undefined,
    prepare(side, lines) {
      return {
        solveAll(mode, deadline = Infinity) {
          const out = [];
          for (const line of lines) {
            out.push(mode === 'first' ? solver.solve(line) : solver.solveUnique(line));
            if (deadline !== Infinity && cpuClock.fn() > deadline) break;
          }
          return out;
        },
        decode: (raw, mode) => outcome(raw, mode),
      };
    },
  });
  return {
    solvers: [
      perPuzzle('wasm', 'ours: WASM, per puzzle', wasm, 'solver.solve(line) / solver.solveUnique(line), one call per puzzle'),
      {
        id: 'wasm-batch',
        label: 'ours: WASM, batched',
        group: 'ours',
        sides: [4, 9, 16, 25],
        modes: ['first', 'unique'],
        hasGuesses: true,
        note: 'solver.solveBatch(lines, { limit: 1 | 2 }): one call for the whole set',
        unavailable: wasm instanceof Error ? wasm.message : undefined,
        prepare(side, lines) {
          return {
            solveAll: (mode) => wasm.solveBatch(lines, { limit: mode === 'first' ? 1 : 2 }),
            decode: (raw, mode) => outcome(raw, mode),
          };
        },
      },
      perPuzzle('js', 'ours: JS engine', js, "createSolver({ engine: 'js' }); solve / solveUnique per puzzle"),
    ],
  };
}
