/**
 * The library fuzzer: seeded, so a failure reproduces from its seed, and
 * sized by `rounds`, so `npm test` runs a few seconds of it and
 * scripts/fuzz.mjs a long run. Two parts:
 * - player states: positions a player reaches (right digits, a wrong digit
 *   that clashes with nothing, the solution's digit erased from a cell's
 *   candidates), asked for hints, paths and technique instances; the oracle
 *   is the puzzle's unique solution, judged against the givens by the
 *   engine-free src/validate.ts, never the logic engine under test;
 * - hostile arguments: every public call given NaN, -1, Infinity, strings,
 *   null, objects, huge numbers where an option or a puzzle goes; each call
 *   must answer or throw a SudokuError or a RangeError, never anything
 *   else, and never take long.
 * Each part reports what it saw (figures for docs) and every failure.
 */
import { SudokuError } from '../../src/errors.js';
import { format, parse } from '../../src/grid.js';
import { Solver } from '../../src/solver.js';
import { Logic, type HintResult, type Step, type CandidateState } from '../../src/logic/index.js';
import { Generator, puzzleSeed } from '../../src/generate/index.js';
import { findClash, isValidSolution, solutionProblem, validate } from '../../src/validate.js';
import { vectorLine } from '../../src/vector.js';
import { arePeers, bit, boardOf, DIGITS, oracleSolution, place, stateOf, wrongHint, type Board } from './player-board.js';
import { prng } from './random-grids.js';

/** One engine's three objects (each over its own engine, as createSolver/createLogic/createGenerator make them). */
export interface FuzzTargets {
  solver: Solver;
  logic: Logic;
  generator: Generator;
}

/** What a part saw. */
export interface FuzzFigures {
  /** Calls or states tried, by kind. */
  tried: Record<string, number>;
  /** Answers seen, by kind and status. */
  answers: Record<string, number>;
  /** Longest single call, ms, and what it was. */
  slowestMs: number;
  slowest: string;
  /** Everything that went wrong, one line each (empty when all held). */
  failures: string[];
}

function figures(): FuzzFigures {
  return { tried: {}, answers: {}, slowestMs: 0, slowest: '', failures: [] };
}

function tally(record: Record<string, number>, key: string): void {
  record[key] = (record[key] ?? 0) + 1;
}

type Fault = 'valid' | 'wrong-digit' | 'lost-candidate';

/**
 * Player states: `rounds` positions from `puzzles` (9×9, unique), each
 * part way played with right digits and some wrong candidates crossed out,
 * then made faulty (or not). A valid position gets only right hints; a
 * faulty one 'unsolvable' from hint and steps and UNSOLVABLE from find
 * (or a SudokuError when the fault leaves a cell without candidates).
 */
export function fuzzPlayerStates(targets: FuzzTargets, puzzles: readonly string[], rounds: number, seed: number): FuzzFigures {
  const seen = figures();
  const random = prng(seed);
  const solutions = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    const puzzle = puzzles[Math.floor(random() * puzzles.length)] as string;
    let solution = solutions.get(puzzle);
    if (solution === undefined) {
      solution = oracleSolution(targets.solver, puzzle);
      solutions.set(puzzle, solution);
    }
    const board = boardOf(puzzle);
    const empty = board.cells.flatMap((digit, cell) => (digit === 0 ? [cell] : []));
    // Play: a random share of the blanks filled right, a few wrong candidates crossed out.
    const played = Math.floor(random() * empty.length * 0.7);
    for (let k = 0; k < played; k++) {
      const at = Math.floor(random() * empty.length);
      const cell = empty.splice(at, 1)[0] as number;
      place(board, cell, solution[cell] as number);
    }
    for (const cell of empty) {
      const wrong = (board.masks[cell] ?? 0) & ~bit(solution[cell] as number);
      if (wrong !== 0 && random() < 0.2) board.masks[cell] = (board.masks[cell] ?? 0) & ~(wrong & -wrong);
    }
    const wanted = (['valid', 'wrong-digit', 'lost-candidate'] as const)[Math.floor(random() * 3)] as Fault;
    const faultCell = wanted === 'valid' ? -1 : makeFault(board, wanted, empty, solution, random);
    const fault = faultCell < 0 ? 'valid' : wanted;
    tally(seen.tried, fault);
    checkState(targets, stateOf(board, puzzle), { fault, cell: faultCell }, solution, board, seen, `round ${round} (seed ${seed})`);
  }
  return seen;
}

/**
 * Puts `fault` into `board` at a random blank where it leaves every cell a
 * candidate (a fault that empties a cell is refused as malformed, which
 * tests the parser, not the hint): a wrong digit that is still a candidate,
 * or the solution's digit erased from a cell that keeps another. The cell,
 * or -1 when no blank takes it.
 */
function makeFault(board: Board, fault: Exclude<Fault, 'valid'>, empty: readonly number[], solution: readonly number[], random: () => number): number {
  const start = Math.floor(random() * empty.length);
  for (let k = 0; k < empty.length; k++) {
    const cell = empty[(start + k) % empty.length] as number;
    const mask = board.masks[cell] ?? 0;
    const right = bit(solution[cell] as number);
    if (fault === 'lost-candidate') {
      if ((mask & ~right) === 0) continue;
      board.masks[cell] = mask & ~right;
      return cell;
    }
    for (const digit of DIGITS) {
      if (digit === solution[cell] || (mask & bit(digit)) === 0) continue;
      const emptied = empty.some((other) => other !== cell && arePeers(cell, other) && (board.masks[other] ?? 0) === bit(digit));
      if (emptied) continue;
      place(board, cell, digit);
      return cell;
    }
  }
  return -1;
}

function checkState(
  targets: FuzzTargets,
  state: CandidateState,
  { fault, cell }: { fault: Fault; cell: number },
  solution: number[],
  board: Board,
  seen: FuzzFigures,
  where: string,
): void {
  const timed = <T>(run: () => T): T => {
    const started = performance.now();
    try {
      return run();
    } finally {
      seen.slowestMs = Math.max(seen.slowestMs, performance.now() - started);
    }
  };
  let hint: HintResult;
  try {
    hint = timed(() => targets.logic.hint(state));
  } catch (error) {
    // A faulty digit may leave a peer without candidates: refused as malformed, which is an answer too.
    if (fault !== 'valid' && error instanceof SudokuError && error.code === 'NO_CANDIDATE') {
      tally(seen.answers, `${fault}: refused NO_CANDIDATE`);
      return;
    }
    seen.failures.push(`${where}: hint on a ${fault} state threw ${String(error)}`);
    return;
  }
  tally(seen.answers, `${fault}: hint ${hint.status}`);
  if (fault === 'valid') {
    const wrong = wrongHint(hint, solution, board);
    if (wrong !== null) seen.failures.push(`${where}: wrong hint on a valid state: ${wrong}`);
    if (hint.status === 'unsolvable' || hint.status === 'timeout') seen.failures.push(`${where}: '${hint.status}' on a valid state`);
    return;
  }
  if (hint.status !== 'unsolvable') {
    seen.failures.push(`${where}: '${hint.status}' on a ${fault} state${hint.status === 'hint' ? `: ${hint.step.text}` : ''}`);
    return;
  }
  // The state names its puzzle, so the answer can name the faulty cell against the puzzle's solution.
  if (!(hint.cells ?? []).some((faulty) => faulty.cell === cell)) seen.failures.push(`${where}: 'unsolvable' does not name the ${fault} at cell ${cell}`);
  const steps = timed(() => targets.logic.steps(state));
  if (steps.status !== 'unsolvable' || steps.steps.length > 0) seen.failures.push(`${where}: steps '${steps.status}' on a ${fault} state`);
  let found: Step[] | string;
  try {
    found = timed(() => targets.logic.find(state, 'hidden-single-box'));
  } catch (error) {
    found = error instanceof SudokuError ? error.code : `threw ${String(error)}`;
  }
  if (found !== 'UNSOLVABLE') seen.failures.push(`${where}: find gave ${typeof found === 'string' ? found : `${found.length} steps`} on a ${fault} state`);
}

/** Values no option or puzzle should be: each must be refused with a SudokuError or a RangeError, or read as absent. */
export const HOSTILE: readonly unknown[] = [
  Number.NaN, -1, -0, 0.5, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300, 2 ** 53, 2 ** 32, -(2 ** 31),
  '', 'x', '5', '1e3', null, true, {}, [], [1, 2], { length: 1e12 }, Object.create(null), Symbol('hostile'), () => 1, 12n,
  new Uint8Array(81), [[1, 2], [3]],
];

/** A call slower than this counts as a hang: the slowest honest one (a rated 9×9 generate on the JS engine) takes well under a second. */
const HANG_MS = 5000;

/** Options every options-taking call is tried with: each field set to a hostile value. */
const OPTION_KEYS = ['timeoutMs', 'limit'] as const;
const GENERATE_KEYS = ['size', 'level', 'er', 'symmetry', 'minimal', 'clues', 'seed', 'rate', 'timeoutMs', 'maxAttempts', 'onProgress'] as const;

/**
 * Every public call with each hostile value in each argument: `rounds`
 * passes over the whole table (later passes shuffle the order, so that a
 * call that leaves the engine in a bad state shows in the next). After each
 * pass a known puzzle must still solve, rate and generate as before.
 */
export function fuzzHostileArguments(targets: FuzzTargets, puzzle: string, rounds: number, seed: number): FuzzFigures {
  const seen = figures();
  const { solver, logic, generator } = targets;
  const solved = solver.solve(puzzle);
  const rated = logic.rate(puzzle);
  const made = generator.generate({ size: 4, seed: 7 });
  const calls: [string, (value: unknown) => unknown][] = [];
  const add = (name: string, run: (value: never) => unknown): void => {
    calls.push([name, run as (value: unknown) => unknown]);
  };
  for (const [name, call] of [
    ['solve', (p: never, o: never) => solver.solve(p, o)],
    ['solveUnique', (p: never, o: never) => solver.solveUnique(p, o)],
    ['rate', (p: never, o: never) => logic.rate(p, o)],
    ['hint', (p: never, o: never) => logic.hint(p, o)],
    ['steps', (p: never, o: never) => logic.steps(p, o)],
  ] as const) {
    add(`${name}(value)`, (v) => call(v, undefined as never));
    add(`${name}(puzzle, value)`, (v) => call(puzzle as never, v));
    add(`${name}(puzzle, { timeoutMs: value })`, (v) => call(puzzle as never, { timeoutMs: v } as never));
    if (name !== 'solve' && name !== 'solveUnique') add(`${name}(puzzle, { scale: value })`, (v) => call(puzzle as never, { scale: v } as never));
  }
  add('count(value)', (v) => solver.count(v));
  add('count(puzzle, value)', (v) => solver.count(puzzle, v));
  add('count(puzzle, 2, value)', (v) => solver.count(puzzle, 2, v));
  add('count(puzzle, 2, { timeoutMs: value })', (v) => solver.count(puzzle, 2, { timeoutMs: v }));
  add('solutions(value)', (v) => [...solver.solutions(v, 1)]);
  add('solutions(puzzle, value)', (v) => solver.solutions(puzzle, v).next());
  add('solveBatch(value)', (v) => solver.solveBatch(v));
  add('solveBatch([value, puzzle])', (v) => solver.solveBatch([v, puzzle]));
  add('solveBatch([puzzle], value)', (v) => solver.solveBatch([puzzle], v));
  for (const key of OPTION_KEYS) add(`solveBatch([puzzle], { ${key}: value })`, (v) => solver.solveBatch([puzzle], { [key]: v }));
  add('find(value, technique)', (v) => logic.find(v, 'x-wing'));
  add('find(puzzle, value)', (v) => logic.find(puzzle, v));
  add('find(puzzle, technique, value)', (v) => logic.find(puzzle, 'x-wing', v));
  for (const key of ['timeoutMs', 'scale']) add(`find(puzzle, technique, { ${key}: value })`, (v) => logic.find(puzzle, 'x-wing', { [key]: v }));
  add('hint({ cells: value, candidates: value })', (v) => logic.hint({ cells: v, candidates: v }));
  add('hint({ cells, candidates: value })', (v) => logic.hint({ cells: new Array(81).fill(0), candidates: v }));
  add('hint({ cells, candidates: [value…] })', (v) => logic.hint({ cells: new Array(81).fill(0), candidates: new Array(81).fill(v) }));
  add('hint({ cells, candidates, puzzle: value })', (v) => logic.hint({ ...stateOf(boardOf(puzzle), puzzle), puzzle: v as never }));
  add('generate(value)', (v) => generator.generate(v));
  for (const key of GENERATE_KEYS) add(`generate({ size: 4, ${key}: value })`, (v) => generator.generate({ size: 4, seed: 1, maxAttempts: 50, [key]: v }));
  add('generate({ er: [value, 5] })', (v) => generator.generate({ er: [v, 5], seed: 1, maxAttempts: 50 }));
  add('puzzleSeed(value, 0)', (v) => puzzleSeed(v, 0));
  add('puzzleSeed(0, value)', (v) => puzzleSeed(0, v));
  add('parse(value)', (v) => parse(v));
  add('validate(value)', (v) => validate(v));
  add('format(value, line)', (v) => format(v, 'line'));
  add('format(puzzle, value)', (v) => format(puzzle, v));
  add('format(puzzle, grid, value)', (v) => format(puzzle, 'grid', v));
  add('findClash(value, 9)', (v) => findClash(v, 9));
  add('findClash(cells, value)', (v) => findClash(parse(puzzle).cells, v));
  add('isValidSolution(value, value, 9)', (v) => isValidSolution(v, v, 9));
  add('solutionProblem(value, value, value)', (v) => solutionProblem(v, v, v));
  add('vectorLine(puzzle, value, 2)', (v) => vectorLine(puzzle, v, 2));

  const random = prng(seed);
  for (let round = 0; round < rounds; round++) {
    const order = round === 0 ? calls : [...calls].sort(() => random() - 0.5);
    for (const [name, run] of order) {
      for (const value of HOSTILE) {
        tally(seen.tried, name);
        const started = performance.now();
        try {
          run(value);
          tally(seen.answers, 'answered');
        } catch (error) {
          if (error instanceof SudokuError) tally(seen.answers, 'SudokuError');
          else if (error instanceof RangeError) tally(seen.answers, 'RangeError');
          else seen.failures.push(`${name} with ${describe(value)}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
        } finally {
          const spent = performance.now() - started;
          if (spent > seen.slowestMs) [seen.slowestMs, seen.slowest] = [spent, `${name} with ${describe(value)}`];
          if (spent > HANG_MS) seen.failures.push(`${name} with ${describe(value)} took ${Math.round(spent)} ms`);
        }
      }
    }
    // The engines are unchanged: a known puzzle still solves, rates and generates as before.
    if (JSON.stringify(solver.solve(puzzle)) !== JSON.stringify(solved)) seen.failures.push(`round ${round}: solve changed after hostile calls`);
    if (JSON.stringify(logic.rate(puzzle)) !== JSON.stringify(rated)) seen.failures.push(`round ${round}: rate changed after hostile calls`);
    if (JSON.stringify(generator.generate({ size: 4, seed: 7 })) !== JSON.stringify(made)) seen.failures.push(`round ${round}: generate changed after hostile calls`);
  }
  return seen;
}

function describe(value: unknown): string {
  if (typeof value === 'symbol' || typeof value === 'function' || typeof value === 'bigint') return typeof value;
  if (Array.isArray(value) || value instanceof Uint8Array) return `array(${value.length})`;
  if (typeof value === 'object' && value !== null) return Object.getPrototypeOf(value) === null ? 'null-prototype object' : JSON.stringify(value);
  return typeof value === 'string' ? `'${value}'` : String(value);
}
