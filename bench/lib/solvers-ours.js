/**
 * Our engines, measured at two levels so the engine is told apart from the
 * cost of parsing and formatting:
 *
 *   API     the built package (`sudoku-wasm` → dist/index.js) exactly as a
 *           user calls it: one-line puzzle strings in, SolveResult with a
 *           solution string out. Per puzzle (`solver.solve(line)` /
 *           `solveUnique`) or batched (`solver.solveBatch(lines, {limit})`).
 *   engine  the Engine interface (src/engine.ts) under the API: cells parsed
 *           before timing; the timed work copies them into the engine's
 *           `puzzles` region (1024 at a time, its capacity) and calls
 *           `engine.solveBatch(9, n, limit)`. No strings, no result objects.
 *           Its checked pass also reads the branch decisions per puzzle
 *           (`engine.decisions`, tdoku's measure), which results do not carry.
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

const limitOf = (mode) => (mode === 'first' ? 1 : 2);
const errorOf = (e) => (e instanceof Error ? e : new Error(String(e)));

/**
 * One of our rows: what every row shares, around its own `prepare`. `subject`
 * is the solver or engine, or the Error that kept it from loading.
 */
function ourRow(id, label, subject, note, prepare) {
  return {
    id,
    label,
    group: 'ours',
    sides: [4, 9, 16, 25],
    modes: ['first', 'unique'],
    hasGuesses: true,
    note,
    unavailable: subject instanceof Error ? subject.message : undefined,
    prepare,
  };
}

/** A row over the public API, one call per puzzle. */
function apiPerPuzzle(id, label, solver, note) {
  return ourRow(id, label, solver, note, (side, lines) => ({
    solveAll(mode, deadline = Infinity) {
      const out = [];
      for (const line of lines) {
        out.push(mode === 'first' ? solver.solve(line) : solver.solveUnique(line));
        if (deadline !== Infinity && cpuClock.fn() > deadline) break;
      }
      return out;
    },
    decode: (raw, mode) => outcome(raw, mode),
  }));
}

/** A row over the public API, the whole list in one `solveBatch` call. */
function apiBatched(id, label, solver, note) {
  return ourRow(id, label, solver, note, (side, lines) => ({
    solveAll: (mode) => solver.solveBatch(lines, { limit: limitOf(mode) }),
    decode: (raw, mode) => outcome(raw, mode),
  }));
}

/**
 * A row over an Engine: pre-parsed cells, `solveBatch` per 1024. The timed
 * call copies the cells in and solves; only the checker's call (the one with
 * a deadline) also copies the answers out, since reading them is not part of
 * what this row measures.
 */
function engineLevel(id, label, engine, note) {
  return ourRow(id, label, engine, note, (side, lines) => {
    const size = side * side;
    const cells = new Uint8Array(lines.length * size);
    lines.forEach((line, i) => cells.set(lineToCells(line), i * size));
    const perCall = Math.floor(engine.puzzles.length / size);
    return {
      solveAll(mode, deadline = Infinity) {
        const limit = limitOf(mode);
        const keep = deadline !== Infinity;
        const out = [];
        for (let start = 0; start < lines.length; start += perCall) {
          const n = Math.min(perCall, lines.length - start);
          engine.puzzles.set(cells.subarray(start * size, (start + n) * size));
          engine.solveBatch(side, n, limit);
          if (!keep) continue;
          for (let k = 0; k < n; k++) {
            out.push({ count: engine.counts[k], guesses: engine.guesses[k], decisions: engine.decisions?.[k], solution: engine.solutions.slice(k * size, (k + 1) * size) });
          }
          if (cpuClock.fn() > deadline) break;
        }
        return out;
      },
      decode: (raw, mode) => ({ count: mode === 'first' ? Math.min(raw.count, 1) : raw.count, solution: raw.count > 0 ? raw.solution : null, guesses: raw.guesses, decisions: raw.decisions }),
    };
  });
}

/**
 * Loads the package and the engines; returns our six benchmark rows (and, for
 * api-layer.js, each kind's solver and bare engine), or a reason why not.
 * @returns {Promise<{solvers: object[], apiLayer?: {wasm?: {solver: object, engine: object}, js?: {solver: object, engine: object}}, error?: string}>}
 */
export async function loadOurSolvers() {
  let api;
  let engines;
  try {
    api = await import('sudoku-wasm');
    engines = { wasm: await import('../../dist/engine-wasm.js'), js: await import('../../dist/engine-js.js') };
  } catch (e) {
    return { solvers: [], error: `sudoku-wasm could not be imported (${e.message.split('\n')[0]}); run the build` };
  }
  const attempt = async (make) => {
    try {
      return await make();
    } catch (e) {
      return errorOf(e);
    }
  };
  const wasm = await attempt(() => api.createSolver({ engine: 'wasm' }));
  const js = await attempt(() => api.createSolver({ engine: 'js' }));
  const wasmEngine = await attempt(() => engines.wasm.createWasmEngine());
  const jsEngine = await attempt(async () => engines.js.createJsEngine());
  const pairOf = (solver, engine) => (solver instanceof Error || engine instanceof Error ? undefined : { solver, engine });
  // The WASM build users get by default here ('release-simd' where WebAssembly SIMD runs, else 'release'), named in the rows.
  const build = engines.wasm.defaultVariant();
  return {
    // The solver and bare engine of each kind, for the API layer's paired measurement (api-layer.js).
    apiLayer: { wasm: pairOf(wasm, wasmEngine), js: pairOf(js, jsEngine) },
    solvers: [
      apiPerPuzzle('wasm', 'ours: WASM, API per puzzle', wasm, `solver.solve(line) / solver.solveUnique(line): string in, SolveResult with a solution string out, one call per puzzle — what a user gets (build ${build})`),
      apiBatched('wasm-batch', 'ours: WASM, API batched', wasm, `solver.solveBatch(lines, { limit: 1 | 2 }): strings in and out, one call for the whole list (the engine is called per 1024; build ${build})`),
      engineLevel('wasm-engine', 'ours: WASM engine only', wasmEngine, `createWasmEngine(): pre-parsed cells copied into engine.puzzles (WASM memory), engine.solveBatch(side, n ≤ 1024, limit); no parsing, formatting or result objects (build ${build})`),
      apiPerPuzzle('js', 'ours: JS, API per puzzle', js, "createSolver({ engine: 'js' }); solve / solveUnique per puzzle, string in and out: the reference of the × JS column"),
      apiBatched('js-batch', 'ours: JS, API batched', js, "createSolver({ engine: 'js' }); solver.solveBatch(lines, { limit: 1 | 2 })"),
      engineLevel('js-engine', 'ours: JS engine only', jsEngine, 'createJsEngine(): pre-parsed cells copied into engine.puzzles, engine.solveBatch(side, n ≤ 1024, limit)'),
    ],
  };
}
