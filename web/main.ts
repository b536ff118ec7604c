/**
 * The page: wires the grid, the one-line field, the buttons, the examples,
 * the race and the batch box to the solver worker (the batch box to a pool
 * of workers, batch.ts). Solving happens in the worker, except for the page's first 9×9 answer while the worker is still
 * starting (first-answer.ts, bounded to a few ms); this thread reads puzzles
 * (to fill the grid), shows answers, and compiles a solver-only WASM for
 * that first answer.
 */
import { parse, format } from '../src/grid.js';
import { setUpBatch } from './batch.js';
import { clashingCells } from './clash.js';
import { EXAMPLES } from './examples.js';
import { answerOnPage } from './first-answer.js';
import { GridInput } from './grid-input.js';
import { setUpPaste } from './paste.js';
import { setUpModes } from './play/modes.js';
import { keepOfflineCopy } from './play/offline.js';
import { fillLevelOptions } from './play/level-options.js';
import { setUpTheme } from './play/theme.js';
import { playPuzzle } from './play/own-puzzle.js';
import { setUpPlay } from './play/ui.js';
import { isPlayHash } from './play/share.js';
import type { BenchAnswer, EngineChoice, RaceMode, SolveAnswer, SolveRequest, WorkerReady } from './protocol.js';
import { setUpRace } from './race.js';
import { SolverClient } from './solver-client.js';
import { compileWasmEarly } from './wasm-early.js';

/** A search longer than this reports `timeout` (the Stop button ends it sooner). */
const SOLVE_TIMEOUT_MS = 60_000;

// The WASM first, before any DOM work: this thread compiles the solver-only
// build for the page's first answer (the worker loads its own builds).
const mainStart = performance.now();
const wasm = compileWasmEarly();
fillLevelOptions(document.getElementById('play-level') as HTMLSelectElement);
setUpTheme();

// A link with a puzzle after '#' (index.html#4...3.......6..8…) opens it
// solved: first-answer.ts tries it on this thread, so the worker starts only
// once that try is over (a starting worker slows this thread on 2 cores);
// otherwise it starts now, to be ready when the person asks.
const linked = isPlayHash(location.hash) ? '' : linkedPuzzle();
const client = new SolverClient({ onWasmRefused: showWasmRefused, onWorkerReady: noteWorkerReady, startNow: linked === '' });

/** Solves or checks one puzzle: on this thread if first-answer.ts takes it, else in the worker. */
async function ask(request: Omit<SolveRequest, 'id'>): Promise<SolveAnswer> {
  return answerOnPage(request, wasm, () => client.ready) ?? client.solve(request);
}

// The linked puzzle's request starts now; the page shows the answer once it
// is set up.
const early = linked === '' ? undefined : { sent: performance.now(), answer: ask({ kind: 'solve', engine: chosenEngine(), text: linked, timeoutMs: SOLVE_TIMEOUT_MS }) };
// Its failure is shown by run() below; do not let it count as unhandled meanwhile.
early?.answer.catch(() => undefined);

/** What the bench hook (`window.__sudokuBench`) gives: one engine's lap total, timed in the worker. */
declare global {
  interface Window {
    /**
     * For bench/browser.js: solves `lines` with `engine` in the worker, lap
     * after lap for at least `minMs` (default 0: one lap), and returns the
     * puzzles solved, the ms the solver calls took and the invalid answers.
     */
    __sudokuBench?: (lines: string[], engine: EngineChoice, options?: { mode?: RaceMode; minMs?: number }) => Promise<BenchAnswer>;
  }
}
window.__sudokuBench = (lines, engine, options = {}) =>
  client.bench({ kind: 'bench', engine, lines, mode: options.mode ?? 'batch', minMs: options.minMs ?? 0 });

/** Shows, once, that WebAssembly was refused, and switches the engine choice to JS. */
function showWasmRefused(reason: string): void {
  const notice = document.querySelector<HTMLElement>('#notice');
  if (notice === null) return;
  // The browser's reason can run to several lines (a whole CSP quote): keep its start.
  const short = reason.length > 140 ? `${reason.slice(0, 140)}…` : reason;
  notice.textContent = `WebAssembly is not available here, so the JavaScript engine is used. (${short})`;
  notice.hidden = false;
  const wasmRadio = document.querySelector<HTMLInputElement>('input[name="engine"][value="wasm"]');
  const jsRadio = document.querySelector<HTMLInputElement>('input[name="engine"][value="js"]');
  if (wasmRadio !== null && jsRadio !== null) {
    jsRadio.checked = true;
    wasmRadio.disabled = true;
  }
}

/**
 * For the e2e log: when the worker was made, started, ran its script and
 * had its engine ready, in ms since navigation start (the first worker only).
 */
function noteWorkerReady(ready: WorkerReady): void {
  const at = document.body.dataset;
  if (at['workerReadyMs'] !== undefined) return;
  const page = (epochMs: number): string => (epochMs - performance.timeOrigin).toFixed(1);
  at['workerCreatedMs'] = (performance.getEntriesByName('worker-created')[0]?.startTime ?? NaN).toFixed(1);
  at['workerStartMs'] = page(ready.workerStart);
  at['workerScriptMs'] = page(ready.scriptStart);
  at['workerReadyMs'] = page(ready.engineReady);
}

const $ = <T extends HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector);
  if (element === null) throw new Error(`page is missing ${selector}`);
  return element;
};

const lineField = $<HTMLInputElement>('#puzzle-input');
const sizeSelect = $<HTMLSelectElement>('#size');
const exampleSelect = $<HTMLSelectElement>('#examples');
const statusOut = $('#status');
const messageOut = $('#message');
const engineOut = $('#engine');
const timeOut = $('#time');
const solutionOut = $('#solution');
const cancel = $<HTMLButtonElement>('#cancel');
const busyButtons = ['#solve', '#check', '#race', '#batch-solve'].map((s) => $<HTMLButtonElement>(s));

const grid = new GridInput($('#grid'), () => {
  lineField.value = grid.givens();
  showResult('—', '');
});

function chosenEngine(): EngineChoice {
  const checked = document.querySelector<HTMLInputElement>('input[name="engine"]:checked');
  return checked?.value === 'js' ? 'js' : 'wasm';
}

function setBusy(busy: boolean): void {
  for (const button of busyButtons) button.disabled = busy;
  cancel.hidden = !busy;
  document.body.classList.toggle('busy', busy);
}

function showResult(status: string, message: string): void {
  statusOut.textContent = status;
  messageOut.textContent = message;
  solutionOut.textContent = '';
}

/** Fills the grid from text in any form the library reads; false (and says why) when it cannot. */
function loadPuzzle(text: string, updateField: boolean): boolean {
  try {
    const parsed = parse(text);
    if (parsed.side > 16) throw new Error('this page edits grids up to 16×16');
    const line = format(parsed, 'line');
    grid.show(line, parsed.side);
    sizeSelect.value = String(parsed.side);
    if (updateField) lineField.value = line;
    showResult('—', '');
    return true;
  } catch (error) {
    showResult('—', error instanceof Error ? error.message : String(error));
    return false;
  }
}

/** A request already sent (the linked puzzle's), and when. */
interface Sent {
  sent: number;
  answer: Promise<SolveAnswer>;
}

async function run(kind: 'solve' | 'check', already?: Sent): Promise<void> {
  const text = lineField.value.trim() === '' ? grid.givens() : lineField.value;
  if (already === undefined && !/[^.0\s]/.test(text)) {
    showResult('—', 'Enter or paste a puzzle first (or pick an example).');
    return;
  }
  setBusy(true);
  showResult('…', kind === 'solve' ? 'solving' : 'checking');
  const sent = already?.sent ?? performance.now();
  try {
    const answer = await (already?.answer ?? ask({ kind, engine: chosenEngine(), text, timeoutMs: SOLVE_TIMEOUT_MS }));
    show(kind, answer, performance.now() - sent);
  } catch (error) {
    showResult('—', error instanceof Error ? error.message : String(error));
  } finally {
    setBusy(false);
  }
}

function show(kind: 'solve' | 'check', answer: SolveAnswer, roundTripMs: number): void {
  engineOut.textContent = answer.engine;
  const where =
    answer.thread === 'worker'
      ? `in the worker, ${roundTripMs.toFixed(1)} ms with the trip to it`
      : `on the page (the worker was still starting), ${roundTripMs.toFixed(1)} ms in all`;
  timeOut.textContent = `${answer.ms.toFixed(2)} ms solving ${where}; ${answer.guesses} guess${answer.guesses === 1 ? '' : 'es'}`;
  // Which thread answered, for the e2e test.
  document.body.dataset['answeredBy'] = answer.thread;
  if (answer.side > 0) grid.show(answer.givens, answer.side, kind === 'solve' ? answer.solution : undefined);
  const words: Record<string, string> = {
    solved: 'the grid is filled in',
    unique: 'one solution: a proper puzzle',
    multiple: `${answer.count ?? 2}+ solutions`,
    unsolvable: 'no solution',
    timeout: 'gave up: the search took too long',
    invalid: answer.error?.message ?? 'not a puzzle',
  };
  showResult(answer.status, words[answer.status] ?? '');
  if (answer.status === 'invalid' && answer.error?.cell !== undefined) {
    const clash = clashingCells(answer.error);
    grid.markClash(clash);
    if (clash.length > 1) messageOut.textContent = `cells clash: ${clash.map((c) => place(c, answer.side)).join(' and ')}`;
  }
  if (kind === 'solve' && answer.status === 'solved' && answer.solution !== undefined) {
    solutionOut.textContent = answer.solution;
    // The address now links to this puzzle (see the end of this file).
    history.replaceState(null, '', `#${answer.givens}`);
  }
  // For the e2e log: when the first answer reached the page, since navigation
  // started, and which thread computed it; when this script ran, when it had
  // the WASM compiled and (answering itself) instantiated. The worker's own
  // times come with its ready message (noteWorkerReady).
  const at = document.body.dataset;
  if (at['firstAnswerMs'] === undefined) {
    const mark = (name: string): string => (performance.getEntriesByName(name)[0]?.startTime ?? NaN).toFixed(1);
    at['firstAnswerMs'] = performance.now().toFixed(1);
    at['firstAnswerThread'] = answer.thread;
    at['mainStartMs'] = mainStart.toFixed(1);
    at['wasmCompiledMs'] = mark('wasm-compiled');
    at['pageEngineReadyMs'] = mark('page-engine-ready');
    at['solveMs'] = answer.ms.toFixed(2);
  }
}

function place(cell: number, side: number): string {
  return `row ${Math.floor(cell / side) + 1} column ${(cell % side) + 1}`;
}

lineField.addEventListener('input', () => {
  if (lineField.value.trim() !== '') loadPuzzle(lineField.value, false);
});
lineField.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') void run('solve');
});
$('#solve').addEventListener('click', () => void run('solve'));
$('#check').addEventListener('click', () => void run('check'));
$('#clear').addEventListener('click', () => {
  grid.resize(grid.size);
  lineField.value = '';
  showResult('—', '');
  grid.focus();
});
cancel.addEventListener('click', () => client.stop());
sizeSelect.addEventListener('change', () => {
  grid.resize(Number(sizeSelect.value));
  lineField.value = '';
  showResult('—', '');
});
for (const [index, example] of EXAMPLES.entries()) {
  exampleSelect.add(new Option(example.label, String(index)));
}
exampleSelect.addEventListener('change', () => {
  const example = EXAMPLES[Number(exampleSelect.value)];
  if (example !== undefined) loadPuzzle(example.line, true);
  exampleSelect.value = '';
});
// A puzzle pasted into Play opens as a game; into the tools, fills their grid.
setUpPaste((text) => {
  if ($('#play').hidden) loadPuzzle(text, true);
  else {
    const problem = playPuzzle(text);
    if (problem !== undefined) $('#game-status').textContent = `The pasted text is no puzzle to play: ${problem}`;
  }
});
$('#play-this').addEventListener('click', () => {
  const problem = playPuzzle(lineField.value.trim() === '' ? grid.givens() : lineField.value);
  if (problem !== undefined) showResult('—', problem);
});
const batchLines = setUpBatch(chosenEngine, setBusy);
setUpRace(client, batchLines, setBusy);

/** The text after '#', decoded; a malformed %-escape is taken as it stands. */
function linkedPuzzle(): string {
  const raw = location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

// The page opens on Play, or on the tools when its link carries a puzzle to
// solve. Play is set up the first time its tab is shown, after the linked
// puzzle's answer (it is not needed for that answer). Its code is in the page
// script, not a lazy chunk: its modules do nothing when loaded, and a chunk
// would bring Vite's preload helper and the chunks' glue, 1.5 KB gzipped more
// of the page's 80 KB.
let playLoading: Promise<unknown> | undefined;
setUpModes(linked === '' ? 'play' : 'tools', (mode) => {
  if (mode !== 'play' || playLoading !== undefined) return;
  playLoading = Promise.resolve(early?.answer.catch(() => undefined))
    .then(() =>
      setUpPlay({
        play: (request) => client.play(request),
        solveUnique: async (line) => {
          const answer = await client.solve({ kind: 'check', engine: chosenEngine(), text: line, timeoutMs: SOLVE_TIMEOUT_MS });
          if (answer.status === 'unique' && answer.solution !== undefined) return { solution: answer.solution };
          const problems: Record<string, string> = { multiple: 'has more than one solution', unsolvable: 'has no solution', invalid: 'breaks the rules' };
          return { problem: problems[answer.status] ?? 'could not be solved' };
        },
      }),
    )
    .catch((error: unknown) => {
      const status = document.getElementById('game-status');
      if (status !== null) status.textContent = `The game could not start: ${error instanceof Error ? error.message : String(error)}`;
    });
});

if (early !== undefined && loadPuzzle(linked, true)) void run('solve', early);
keepOfflineCopy();
// After the answer is shown (run's reaction was registered first), or at once if it failed.
void early?.answer.finally(() => client.start()).catch(() => undefined);
