/**
 * The solver worker: every solve, check, batch and race runs here so the page
 * never freezes, even on a long 16×16 search. It speaks the messages of
 * protocol.ts and uses only the library's public API.
 *
 * Each engine's solver is made once, on first use, and kept.
 * WebAssembly may be refused (a strict Content-Security-Policy, or no
 * WebAssembly at all): then the first answer carries `wasmRefused` once and
 * every later request runs on the JS engine.
 */
import { createSolver, parse, format, SudokuError, type Solver } from '../src/index.js';
import type {
  BatchAnswer,
  EngineChoice,
  ErrorInfo,
  RaceLap,
  Reply,
  Request,
  SolveAnswer,
} from './protocol.js';

/** Lines per solveBatch call in a batch: small enough for a lively progress bar. */
const BATCH_CHUNK = 256;

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
  // The library finds its own .wasm (new URL(…, import.meta.url), which Vite
  // turns into a hashed asset beside this worker).
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

/** An error as plain data (a class instance would lose its fields in postMessage). */
function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof SudokuError) {
    const info: ErrorInfo = { code: error.code, message: error.message };
    if (error.row !== undefined) info.row = error.row;
    if (error.column !== undefined) info.column = error.column;
    if (error.cell !== undefined) info.cell = error.cell;
    return info;
  }
  return { code: 'ERROR', message: error instanceof Error ? error.message : String(error) };
}

/** The puzzle as one normalised line, or the reason it cannot be read. */
function readLine(text: string): { side: number; line: string } | { error: ErrorInfo } {
  try {
    const grid = parse(text);
    return { side: grid.side, line: format(grid, 'line') };
  } catch (error) {
    return { error: errorInfo(error) };
  }
}

async function solveOne(kind: 'solve' | 'check', choice: EngineChoice, text: string, timeoutMs: number): Promise<SolveAnswer> {
  const solver = await solverFor(choice);
  const timing = { workerStart: performance.timeOrigin, engineReady: readyAt.get(solver.engine) ?? epochNow() };
  const started = performance.now();
  const read = readLine(text);
  if ('error' in read) {
    return { status: 'invalid', engine: solver.engine, side: 0, givens: '', guesses: 0, ms: performance.now() - started, error: read.error, timing };
  }
  const result = kind === 'solve' ? solver.solve(read.line, { timeoutMs }) : solver.solveUnique(read.line);
  const ms = performance.now() - started;
  const answer: SolveAnswer = {
    status: result.status,
    engine: solver.engine,
    side: read.side,
    givens: read.line,
    guesses: result.guesses,
    ms,
    timing,
  };
  if (typeof result.solution === 'string') answer.solution = result.solution;
  if (result.error !== undefined) answer.error = errorInfo(result.error);
  if (kind === 'check') {
    answer.count = result.status === 'multiple' ? 2 : result.status === 'solved' ? 1 : 0;
    if (result.status === 'solved') answer.status = 'unique';
  }
  return answer;
}

/** Output line per input: `puzzle:count:solution` (tdoku's vector format), or a `#` comment. */
async function solveBatch(id: number, choice: EngineChoice, lines: string[]): Promise<BatchAnswer> {
  const solver = await solverFor(choice);
  const started = performance.now();
  const out: string[] = new Array<string>(lines.length);
  let solved = 0;
  let failed = 0;
  for (let from = 0; from < lines.length; from += BATCH_CHUNK) {
    const chunk = lines.slice(from, from + BATCH_CHUNK);
    const readable: string[] = [];
    const where: number[] = [];
    chunk.forEach((text, k) => {
      const read = readLine(text);
      if ('error' in read) {
        out[from + k] = `# line ${from + k + 1}: ${read.error.message}`;
        failed++;
      } else {
        readable.push(read.line);
        where.push(from + k);
      }
    });
    const results = readable.length > 0 ? solver.solveBatch(readable, { limit: 2 }) : [];
    results.forEach((result, k) => {
      const puzzle = readable[k] ?? '';
      const count = result.status === 'multiple' ? 2 : result.status === 'solved' ? 1 : 0;
      const solution = typeof result.solution === 'string' ? `:${result.solution}` : '';
      const reason = result.status === 'solved' || result.status === 'multiple' ? '' : `  # ${result.status}`;
      out[where[k] ?? 0] = `${puzzle}:${count}${solution}${reason}`;
      if (count > 0) solved++;
      else failed++;
    });
    post({ id, done: false, progress: Math.min(from + BATCH_CHUNK, lines.length), total: lines.length });
  }
  return { engine: solver.engine, lines: out, solved, failed, ms: performance.now() - started };
}

/**
 * Both engines on the same lines, lap after lap in turn, until each has run
 * for `minMs`: interleaving shares any slowdown of a busy machine fairly.
 */
async function race(id: number, lines: string[], minMs: number): Promise<RaceLap[]> {
  const puzzles = lines.map(readLine).flatMap((read) => ('error' in read ? [] : [read.line]));
  const engines: Solver[] = [];
  const wasm = await solverFor('wasm');
  if (wasm.engine === 'wasm') engines.push(wasm);
  engines.push(await solverFor('js'));
  const laps: RaceLap[] = engines.map((s) => ({ engine: s.engine, puzzles: 0, ms: 0 }));
  if (puzzles.length === 0) return laps;
  for (const solver of engines) solver.solveBatch(puzzles.slice(0, 8)); // warm-up: JIT and tables
  while (laps.some((lap) => lap.ms < minMs)) {
    engines.forEach((solver, k) => {
      const lap = laps[k];
      if (lap === undefined) return;
      const started = performance.now();
      solver.solveBatch(puzzles);
      lap.ms += performance.now() - started;
      lap.puzzles += puzzles.length;
    });
    const done = Math.min(...laps.map((lap) => lap.ms));
    post({ id, done: false, progress: Math.min(done, minMs), total: minMs, laps: laps.map((lap) => ({ ...lap })) });
  }
  return laps;
}

function post(reply: Reply): void {
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

// Fetch and compile the WASM while the person is still typing: the first
// answer then costs only the solve.
void solverFor('wasm');

self.addEventListener('message', (event: MessageEvent<Request>) => {
  const request = event.data;
  const job = (async () => {
    switch (request.kind) {
      case 'solve':
      case 'check':
        return solveOne(request.kind, request.engine, request.text, request.timeoutMs);
      case 'batch':
        return solveBatch(request.id, request.engine, request.lines);
      case 'race':
        return { laps: await race(request.id, request.lines, request.minMs) };
    }
  })();
  job.then(
    (result) => post(withNotice({ id: request.id, done: true, result })),
    (error: unknown) => post(withNotice({ id: request.id, done: true, failure: errorInfo(error).message })),
  );
});
