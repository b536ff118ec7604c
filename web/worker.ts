/**
 * The solver worker: every solve, check and race runs here so the page
 * never freezes, even on a long 16×16 search (the one exception, bounded to a
 * few ms, is the page's first answer: first-answer.ts). It speaks the
 * messages of protocol.ts and uses the library's entries: `sudoku-wasm` to
 * solve (its solver-only WebAssembly), `sudoku-wasm/logic` and
 * `sudoku-wasm/generate` for play (the full build, loaded when play first
 * asks).
 *
 * Each engine's solver is made once, on first use, and kept.
 * WebAssembly may be refused (a strict Content-Security-Policy, or no
 * WebAssembly at all): then the first answer carries `wasmRefused` once and
 * every later request runs on the JS engine.
 */
import { createGenerator, type Generator } from '../src/generate/index.js';
import { createSolver, isValidSolution, parse, type Solver, type SolveResult } from '../src/index.js';
import { createLogic, type Logic } from '../src/logic/index.js';
import { answerFor, errorInfo, readLine } from './answer.js';
import { answerPlay } from './play/worker-play.js';
import type {
  EngineChoice,
  RaceLap,
  RaceMode,
  Reply,
  Request,
  SolveAnswer,
  WorkerReady,
} from './protocol.js';

/** Epoch ms when this script began to run (after the worker started and fetched it). */
const scriptStart = performance.timeOrigin + performance.now();

const solvers = new Map<EngineChoice, Promise<Solver>>();
/** Epoch ms when each engine's solver became ready. */
const readyAt = new Map<EngineChoice, number>();
const epochNow = (): number => performance.timeOrigin + performance.now();
/** Why WebAssembly could not be used, once it failed. */
let wasmRefused: string | undefined;
let refusalReported = false;

function makeSolver(engine: EngineChoice): Promise<Solver> {
  const cached = solvers.get(engine);
  if (cached !== undefined) return cached;
  // 'wasm' streams and compiles the solve entry's own .wasm (new URL(…,
  // import.meta.url), which Vite turns into a hashed asset beside this
  // worker): the SIMD build wherever WebAssembly SIMD runs, else the scalar
  // one. 'js' fetches the JS engine's chunk on first use, so a page with
  // WebAssembly never downloads it unless a race or the engine picker asks.
  const made = createSolver({ engine }).then((solver) => {
    readyAt.set(engine, epochNow());
    return solver;
  });
  solvers.set(engine, made);
  return made;
}

/** The solver for `choice`, or the JS one when WebAssembly is refused. */
async function solverFor(choice: EngineChoice): Promise<Solver> {
  if (choice === 'wasm' && wasmRefused === undefined) {
    try {
      return await makeSolver('wasm');
    } catch (error) {
      wasmRefused = error instanceof Error ? error.message : String(error);
    }
  }
  return makeSolver('js');
}

let logicMade: Promise<Logic> | undefined;
let generatorMade: Promise<Generator> | undefined;

/** Play's Logic, made on first use: the full build ('auto': its JS engine when WebAssembly is refused). */
function logic(): Promise<Logic> {
  logicMade ??= createLogic();
  return logicMade;
}

/** Play's Generator, made on first use, over the same compiled full build as `logic`. */
function generator(): Promise<Generator> {
  generatorMade ??= createGenerator();
  return generatorMade;
}

async function solveOne(kind: 'solve' | 'check', choice: EngineChoice, text: string, timeoutMs: number): Promise<SolveAnswer> {
  return answerFor(await solverFor(choice), kind, text, timeoutMs, 'worker');
}

/** The readable lines of a set, normalised; unreadable ones are left out. */
function readableLines(lines: string[]): string[] {
  return lines.map(readLine).flatMap((read) => ('error' in read ? [] : [read.line]));
}

/** One lap: every puzzle once, through solveBatch or solve per puzzle. */
function lap(solver: Solver, puzzles: string[], mode: RaceMode): SolveResult[] {
  if (mode === 'batch') return solver.solveBatch(puzzles);
  return puzzles.map((puzzle) => solver.solve(puzzle));
}

/** Answers that are not a valid completion of their puzzle, by the engine-free validator. */
function countInvalid(puzzles: string[], results: SolveResult[]): number {
  let invalid = 0;
  puzzles.forEach((puzzle, k) => {
    const result = results[k];
    if (result?.status !== 'solved' || typeof result.solution !== 'string') {
      invalid++;
      return;
    }
    const solution = result.solution;
    const given = parse(puzzle);
    if (!isValidSolution(given.cells, parse(solution).cells, given.side)) invalid++;
  });
  return invalid;
}

/** Runs one timed lap into `total`; the first lap's answers are validated after the clock stops. */
function timedLap(solver: Solver, puzzles: string[], mode: RaceMode, total: RaceLap): void {
  const started = performance.now();
  const results = lap(solver, puzzles, mode);
  total.ms += performance.now() - started;
  if (total.puzzles === 0) total.invalid = countInvalid(puzzles, results);
  total.puzzles += puzzles.length;
}

/** A fresh lap total. */
function emptyLap(engine: EngineChoice, mode: RaceMode): RaceLap {
  return { engine, mode, puzzles: 0, ms: 0, invalid: 0 };
}

/**
 * Both engines on the same lines, lap after lap in turn, until each has run
 * for `minMs`: interleaving shares any slowdown of a busy machine fairly.
 * The set arrived in one message; only the solver calls are timed.
 */
async function race(id: number, lines: string[], mode: RaceMode, minMs: number): Promise<RaceLap[]> {
  const puzzles = readableLines(lines);
  const engines: Solver[] = [];
  const wasm = await solverFor('wasm');
  if (wasm.engine === 'wasm') engines.push(wasm);
  engines.push(await solverFor('js'));
  const laps = engines.map((s) => emptyLap(s.engine, mode));
  if (puzzles.length === 0) return laps;
  for (const solver of engines) lap(solver, puzzles.slice(0, 8), mode); // warm-up: JIT and tables
  while (laps.some((total) => total.ms < minMs)) {
    engines.forEach((solver, k) => timedLap(solver, puzzles, mode, laps[k] ?? emptyLap(solver.engine, mode)));
    const done = Math.min(...laps.map((total) => total.ms));
    post({ id, done: false, progress: Math.min(done, minMs), total: minMs, laps: laps.map((total) => ({ ...total })) });
  }
  return laps;
}

/** One engine over the lines for at least `minMs` (at least one lap): the bench hook. */
async function bench(choice: EngineChoice, lines: string[], mode: RaceMode, minMs: number): Promise<RaceLap> {
  const puzzles = readableLines(lines);
  const solver = await solverFor(choice);
  const total = emptyLap(solver.engine, mode);
  if (puzzles.length === 0) return total;
  do timedLap(solver, puzzles, mode, total);
  while (total.ms < minMs);
  return total;
}

// Fetch and compile the WASM at once, while the
// person is still typing: the first answer then costs only the solve. Then
// tell the page this worker is ready (it stops solving on its own thread).
void solverFor('wasm').then((solver) => {
  const ready: WorkerReady = {
    kind: 'ready',
    engine: solver.engine,
    workerStart: performance.timeOrigin,
    scriptStart,
    engineReady: readyAt.get(solver.engine) ?? epochNow(),
  };
  post(ready);
});

function post(reply: Reply | WorkerReady): void {
  (self as unknown as Worker).postMessage(reply);
}

/** Attaches the one-time notice that WebAssembly was refused. */
function withNotice<T extends Reply>(reply: T): T {
  if (wasmRefused !== undefined && !refusalReported) {
    refusalReported = true;
    return { ...reply, wasmRefused };
  }
  return reply;
}

self.addEventListener('message', (event: MessageEvent<Request>) => {
  const request = event.data;
  const job = (async () => {
    switch (request.kind) {
      case 'solve':
      case 'check':
        return solveOne(request.kind, request.engine, request.text, request.timeoutMs);
      case 'race':
        return { laps: await race(request.id, request.lines, request.mode, request.minMs) };
      case 'bench':
        return bench(request.engine, request.lines, request.mode, request.minMs);
      case 'generate':
      case 'hint':
      case 'rate':
        return answerPlay(request, { logic, generator });
    }
  })();
  job.then(
    (result) => post(withNotice({ id: request.id, done: true, result })),
    (error: unknown) => post(withNotice({ id: request.id, done: true, failure: errorInfo(error).message })),
  );
});
