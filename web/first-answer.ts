/**
 * The page's first answer, solved on the page's own thread while the worker
 * is still starting.
 *
 * Why: the page promises a first answer within 100 ms of navigation
 * start, WASM loading and compiling included, but starting a Web Worker in
 * Chromium on this 2-core machine takes 100–170 ms by itself. The page has
 * the engine module compiled long before that (wasm-early.ts), and an
 * instance of it solves a 9×9 in about a millisecond. So the first 9×9 solve,
 * when the worker is not ready yet, runs here, under a small time bound that
 * keeps the page's promise "never freezes". Everything else goes to the
 * worker: every later request, any other size, the JS engine, a search that
 * hits the bound, a page without WebAssembly (a strict CSP).
 *
 * It asks the library's solve entry for a solver over the module compiled
 * already (`solverFromModule`): that entry carries no logic engine and no
 * generator, which the page script must not carry.
 */
import { solverFromModule, type Solver } from '../src/index.js';
import { answerOf, readLine } from './answer.js';
import type { SolveAnswer, SolveRequest } from './protocol.js';

/**
 * The page thread's time bound for its one solve. Long enough for any 9×9
 * the fast engine meets in practice (the hardest known take a few ms), short
 * enough to be no more than a dropped frame or two if the search runs on,
 * after which the worker takes the puzzle over as if this never happened.
 */
export const FIRST_ANSWER_TIMEOUT_MS = 25;

/** Whether the page has had its one chance already. */
let tried = false;

/**
 * Answers `request` on this thread, or gives undefined for the worker to
 * answer. Only the page's first request can be answered here, and only when
 * it is a `solve` on the WASM engine of a 9×9 puzzle, the worker is not
 * ready (`workerReady()`), this page compiled the module (`wasm`; undefined
 * under a strict CSP), and the engine finishes within `timeoutMs` (tests
 * pass a tiny one to see the hand-over). The compiled module is instantiated at once
 * (`solverFromModule`, no promise to wait for: an awaited
 * `WebAssembly.instantiate` cost 6–13 ms here), so a linked puzzle is
 * answered within the page script's own task.
 */
export function answerOnPage(
  request: Omit<SolveRequest, 'id'>,
  wasm: WebAssembly.Module | undefined,
  workerReady: () => boolean,
  timeoutMs = FIRST_ANSWER_TIMEOUT_MS,
): SolveAnswer | undefined {
  if (tried) return undefined;
  tried = true;
  if (request.kind !== 'solve' || request.engine !== 'wasm' || wasm === undefined || workerReady()) return undefined;
  const read = readLine(request.text);
  if ('error' in read || read.side !== 9) return undefined;
  let solver: Solver;
  try {
    solver = solverFromModule(wasm);
  } catch {
    return undefined;
  }
  performance.mark('page-engine-ready');
  const started = performance.now();
  const answer = answerOf('solve', read, solver.solve(read.line, { timeoutMs }), solver.engine, 'page', started);
  return answer.status === 'timeout' ? undefined : answer;
}
