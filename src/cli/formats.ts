/**
 * Every output format of every command, stdout and stderr: the one module to
 * change when a format changes. The help text (help.ts) documents the same
 * rules; the tests compare the bytes.
 *
 * Each puzzle gets exactly one record, in input order; `grid` is the only
 * format whose record spans several lines (the boxed grid, then a blank line).
 */
import type { GenerateResult } from '../generate/generate.js';
import type { Rated, RateResult, StepsResult } from '../logic/index.js';
import type { SolveResult } from '../result.js';
import { vectorLine, writeSolvedVectorEnd } from '../vector.js';
import { writeLineCodes } from '../grid.js';
import type { ByteSink } from './byte-sink.js';
import { groupThousands } from './numbers.js';
import { statusCount, type Tally } from './pool/protocol.js';

/** The commands that run the solver; each prints its own answer per puzzle. */
export type SolveCommand = 'solve' | 'count' | 'check';

/** The formats of solve, count and check. */
export const SOLVE_FORMATS = ['line', 'vector', 'json', 'grid'] as const;
export type SolveFormat = (typeof SOLVE_FORMATS)[number];
/** The formats of rate and explain. */
export const RATE_FORMATS = ['line', 'json'] as const;
export type RateFormat = (typeof RATE_FORMATS)[number];
/** The formats of generate. */
export const GENERATE_FORMATS = ['line', 'vector', 'json'] as const;
export type GenerateFormat = (typeof GENERATE_FORMATS)[number];

// ---------------------------------------------------------------------------
// solve, count, check

/** What decides how a solve result is printed. */
export interface SolvePrint {
  command: SolveCommand;
  format: SolveFormat;
  /** The solution count's cap: a count equal to it means "at least". */
  limit: number;
}

/** A line the CLI refused before the core saw it (too long, or it kept killing workers). */
export interface Refused {
  status: 'invalid';
  error: { code: string; message: string };
  count: 0;
  guesses: 0;
}

/** What became of one input line: the core's result, or the CLI's refusal. */
export type LineResult = SolveResult<string> | Refused;

/** One puzzle's outcome, as a worker prints it. */
export interface Outcome {
  /** 1-based line in its file. */
  line: number;
  /** The puzzle as one line, when it could be read. */
  puzzle?: string;
  /** The result, its solution (if any) as one line. */
  result: LineResult;
}

/** Draws a solved grid (one line of cells) in the boxed form (injected: the core's `format`). */
export type DrawGrid = (line: string) => string;

/** The text for `o`, ending in '\n'. `drawGrid` is only called for `--format grid`. */
export function renderOutcome(o: Outcome, print: SolvePrint, drawGrid: DrawGrid): string {
  switch (print.format) {
    case 'line':
      return lineText(o.result, print.command) + '\n';
    case 'vector':
      return (o.puzzle === undefined ? invalidText(o.result) : vectorLine(o.puzzle, o.result, print.limit)) + '\n';
    case 'json':
      return jsonText(o) + '\n';
    case 'grid': {
      const body = o.result.status === 'solved' ? drawGrid(o.result.solution) : lineText(o.result, print.command);
      return body.replace(/\n+$/, '') + '\n\n';
    }
  }
}

/** The message of an invalid result, or '' for any other. */
export function invalidReason(r: LineResult): string {
  return r.status === 'invalid' ? oneLine(r.error.message) : '';
}

/** `invalid: <reason>` with the reason on one printable line. */
function invalidText(r: LineResult): string {
  return 'invalid: ' + (invalidReason(r) || 'unreadable puzzle');
}

/** The word count and check print for a solved puzzle; solve prints the solution (''). */
function solvedWord(command: SolveCommand): string {
  return command === 'count' ? '1' : command === 'check' ? 'unique' : '';
}

function lineText(r: LineResult, command: SolveCommand): string {
  if (r.status === 'invalid') return invalidText(r);
  if (r.status === 'timeout') return 'timeout';
  switch (command) {
    case 'count':
      return String(r.count);
    case 'check':
      return r.status === 'solved' ? solvedWord(command) : r.status;
    default:
      // With --limit 2 or more, solve reports 'multiple' like solveUnique.
      return r.status === 'solved' ? r.solution : r.status;
  }
}

function jsonText(o: Outcome): string {
  const r = o.result;
  return JSON.stringify({
    line: o.line,
    status: r.status,
    solution: r.status === 'solved' ? r.solution : null,
    count: r.count,
    guesses: r.guesses,
    error: r.status === 'invalid' ? { code: r.error.code, message: oneLine(r.error.message) } : null,
  });
}

/**
 * Writes the record of a solved puzzle to `out`, straight from engine memory:
 * the bytes `renderOutcome` prints for it in `line` or `vector` format, with
 * no string made per puzzle (the solve fast path's; tested byte-equal).
 * `puzzle[start, end)` is the puzzle line, `solutions[from, from + cells)` its solution.
 */
export type SolvedWriter = (out: ByteSink, puzzle: Uint8Array, start: number, end: number, solutions: Uint8Array, from: number, cells: number) => void;

const NEWLINE = 0x0a;

/** The writer of solved records for `print` (line or vector format only). */
export function solvedWriter(print: SolvePrint): SolvedWriter {
  if (print.format === 'vector') {
    const limit = print.limit;
    return (out, puzzle, start, end, solutions, from, cells) => {
      const at = out.reserve(end - start + cells + 4);
      out.bytes.set(puzzle.subarray(start, end), at);
      out.length = writeSolvedVectorEnd(out.bytes, at + end - start, solutions, from, cells, limit);
    };
  }
  const word = solvedWord(print.command);
  const record = word + '\n';
  if (word !== '') return (out) => out.appendAscii(record);
  return (out, _puzzle, _start, _end, solutions, from, cells) => {
    // reserve may move the bytes: read them after it.
    const start = out.reserve(cells + 1);
    const at = writeLineCodes(out.bytes, start, solutions, from, cells);
    out.bytes[at] = NEWLINE;
    out.length = at + 1;
  };
}

/**
 * One printable line: control characters (binary garbage, stray CRs) become
 * `\xNN` and the text is cut at 200 characters, so a bad line cannot mangle the
 * terminal or the one-line-per-puzzle rule.
 */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  const clean = text.replace(/[\x00-\x1f\x7f-\x9f\ufffd]/g, (c) => {
    if (c === '\ufffd') return '?';
    return '\\x' + c.charCodeAt(0).toString(16).padStart(2, '0');
  });
  return clean.length > 200 ? clean.slice(0, 197) + '...' : clean;
}

// ---------------------------------------------------------------------------
// rate

/** A rating with one decimal, as Sukaku Explainer prints it. */
function tenth(value: number): string {
  return value.toFixed(1);
}

/** `ER/EP/ED` of a rating. */
function ratingText(r: Rated): string {
  return `${tenth(r.er)}/${tenth(r.ep)}/${tenth(r.ed)}`;
}

/**
 * The record of one rated input line (without '\n'): `ER/EP/ED hardest`
 * (`beyond-techniques` when the techniques cannot finish), or the status word
 * of a puzzle that is not rated; with json, one object with every field.
 */
export function rateLine(result: RateResult, format: RateFormat, line: number): string {
  if (format === 'json') {
    const base = { line, status: result.status };
    if (result.status === 'rated') return JSON.stringify({ ...base, ...result, line });
    if (result.status === 'invalid') return JSON.stringify({ ...base, error: { code: result.error.code, message: oneLine(result.error.message) } });
    return JSON.stringify(base);
  }
  switch (result.status) {
    case 'rated':
      return `${ratingText(result)} ${result.hardest ?? 'beyond-techniques'}`;
    case 'invalid':
      return `invalid: ${oneLine(result.error.message)}`;
    default:
      return result.status;
  }
}

/** The record of a line that kept killing the rater's workers (without '\n'). */
export function rateCrashLine(line: number, message: string, format: RateFormat): string {
  return format === 'json' ? JSON.stringify({ line, status: 'invalid', error: { code: 'WORKER_CRASHED', message } }) : `invalid: ${message}`;
}

// ---------------------------------------------------------------------------
// explain

/**
 * The explanation of one puzzle: line format numbers the steps
 * ("12. r3c5 can only be 7: … [hidden-single-box 1.2]"), says why the path
 * ended early, and ends with the rating; json is one object.
 */
export function explanationText(path: StepsResult, rated: Rated, format: RateFormat): string {
  if (format === 'json') return JSON.stringify({ status: path.status, rating: rated, steps: path.steps }) + '\n';
  const out = path.steps.map((step, i) => `${i + 1}. ${step.text} [${step.technique} ${tenth(step.rating)}]`);
  if (path.status === 'stuck') out.push('No technique applies from here: the rest needs trial and error (ER 20.0).');
  if (path.status === 'timeout') out.push('Stopped: time limit reached.');
  if (path.status === 'unsolvable') out.push(`No solution from here: ${path.reason}.`);
  out.push(`ER/EP/ED ${ratingText(rated)}, ${rated.level}, hardest: ${rated.hardest ?? 'beyond-techniques'}`);
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------------------
// generate

/** The record of one generated puzzle (with its '\n'). */
export function generatedLine(result: GenerateResult, format: GenerateFormat): string {
  if (format === 'json') return JSON.stringify(result) + '\n';
  if (result.status === 'timeout') return `timeout: seed ${result.seed}, ${result.refused} puzzles refused in ${Math.round(result.elapsedMs)} ms\n`;
  return format === 'vector' ? `${result.puzzle}:1:${result.solution}\n` : `${result.puzzle}\n`;
}

/** The record of a seed that kept killing workers (with its '\n'). */
export function generateCrashLine(seed: string, reason: string): string {
  return `invalid: seed ${seed}: ${reason}\n`;
}

// ---------------------------------------------------------------------------
// demo

/** The demo's first line and a blank one. */
export function demoHeader(engine: string): string {
  return `sudoku-wasm demo: example boards, solved by the ${engine} engine\n\n`;
}

/** One example board: its title, its grid, then its solution (and how it was checked) or its status. */
export function demoBoardText(
  board: { title: string; source: string; grid: string },
  result: { status: string; guesses: number; solution?: string | undefined },
  checked: boolean,
): string {
  const head = `${board.title} — ${board.source}\n${board.grid.trimEnd()}\n`;
  if (result.solution === undefined) return `${head}=> ${result.status}\n\n`;
  return `${head}solution (${result.status}, ${result.guesses} guesses, ${checked ? 'checked by the validator' : 'WRONG'}):\n${result.solution.trimEnd()}\n\n`;
}

/** The heading of the demo's speed measurement. */
export function demoSpeedHeader(sample: string): string {
  return `Speed: puzzles from ${sample}, solveBatch in one thread, engines interleaved\n`;
}

/** An engine the demo could not load. */
export function demoUnavailableLine(engine: string, reason: string): string {
  return `  ${engine.padEnd(4)}  not available (${reason})\n`;
}

/** One engine's measured speed. */
export function demoSpeedLine(engine: string, puzzlesPerSecond: number, puzzles: number): string {
  return `  ${engine.padEnd(4)}  ${groupThousands(Math.round(puzzlesPerSecond)).padStart(9)} puzzles/s  (${puzzles} puzzles)\n`;
}

/** The WASM/JS ratio (when both ran) and where to go next. */
export function demoFooter(wasmOverJs: number | undefined): string {
  const ratio = wasmOverJs !== undefined ? `  WASM is ${wasmOverJs.toFixed(2)}x the JS engine here.\n` : '';
  return `${ratio}\nBatch CLI: sudoku-wasm solve FILE (see --help)\n`;
}

// ---------------------------------------------------------------------------
// stderr: warnings and summaries

/** The warning for an invalid input line. */
export function problemLine(source: string, line: number, message: string): string {
  return `sudoku-wasm: ${source}:${line}: invalid: ${message}\n`;
}

/** The line that counts the invalid-line warnings not shown. */
export function moreProblemsLine(hidden: number): string {
  return `sudoku-wasm: ${hidden} more invalid lines not shown\n`;
}

/** The note for a --workers above the core count, clamped to it. */
export function workersClampedLine(requested: number, threads: number): string {
  return `sudoku-wasm: --workers ${requested} is more than the ${threads} cores here: using ${threads}\n`;
}

/** The one line for an input file that cannot be read, naming it. */
export function cannotReadText(name: string, reason: string): string {
  return `cannot read ${name}: ${reason}`;
}

/** The warning for a puzzle `generate` could not make. */
export function generateProblemLine(puzzle: number, message: string): string {
  return `sudoku-wasm: generate: puzzle ${puzzle}: ${message}\n`;
}

/** Which batch run a summary is of: solve, count and check also say the solution count's cap. */
export type RunKind = { command: SolveCommand; limit: number } | { command: 'rate' };

/** What the summary reports besides the tally. */
export type RunInfo = RunKind & {
  elapsedMs: number;
  engine: string;
  /** Worker threads; 0 = main thread. */
  workers: number;
  /** Workers replaced after dying. */
  restarts: number;
};

/**
 * Two or three lines, e.g.
 * ```
 * sudoku-wasm solve: 49158 puzzles: 49158 solved, 0 unsolvable, 0 invalid, 0 multiple, 0 timeout
 * elapsed 1.52 s, 32,340 puzzles/s, 12.3 guesses/puzzle, engine wasm, 2 workers
 * ```
 */
export function summaryText(t: Tally, info: RunInfo): string {
  const lines = [`sudoku-wasm ${info.command}: ${t.puzzles} puzzles: ${statusesText(t, info.command)}`];
  if (info.command === 'count') lines.push('counts: ' + countsText(t, info.limit));
  if (info.command === 'check') {
    const solved = statusCount(t, 'solved');
    const verdict = solved === t.puzzles && t.puzzles > 0 ? 'all valid and unique' : 'not all valid and unique';
    lines.push(`check: ${solved} of ${t.puzzles} valid and unique (${verdict})`);
  }
  // Guesses are a solver's measure; rate has none to report.
  const guesses = info.command !== 'rate' ? `${t.puzzles > 0 ? (t.guesses / t.puzzles).toFixed(1) : '0'} guesses/puzzle, ` : '';
  const restarts = info.restarts > 0 ? `, ${info.restarts} worker restart${info.restarts === 1 ? '' : 's'}` : '';
  lines.push(`${speedText(t, info.elapsedMs)}, ${guesses}engine ${info.engine}, ${threadsText(info.workers)}${restarts}`);
  return lines.join('\n') + '\n';
}

/**
 * Two lines on stderr, e.g.
 * ```
 * sudoku-wasm generate: 1000 puzzles: 1000 generated, 0 timeout (seed 42)
 * elapsed 0.61 s, 1,639 puzzles/s, engine wasm, 2 workers
 * ```
 */
export function generateSummaryText(t: Tally, seed: number, elapsedMs: number, engine: string, workers: number): string {
  const others = Object.keys(t.statuses)
    .filter((s) => s !== 'generated' && s !== 'timeout')
    .map((s) => `, ${statusCount(t, s)} ${s}`)
    .join('');
  return (
    `sudoku-wasm generate: ${t.puzzles} puzzles: ${statusCount(t, 'generated')} generated, ${statusCount(t, 'timeout')} timeout${others} (seed ${seed})\n` +
    `${speedText(t, elapsedMs)}, engine ${engine}, ${threadsText(workers)}\n`
  );
}

/** "elapsed 1.52 s, 32,340 puzzles/s" */
function speedText(t: Tally, elapsedMs: number): string {
  const seconds = elapsedMs / 1000;
  const rate = seconds > 0 ? Math.round(t.puzzles / seconds) : 0;
  return `elapsed ${seconds.toFixed(2)} s, ${groupThousands(rate)} puzzles/s`;
}

/** "2 workers", "1 worker" or "main thread". */
function threadsText(workers: number): string {
  return workers === 0 ? 'main thread' : `${workers} worker${workers === 1 ? '' : 's'}`;
}

/** The solve job's five statuses, always all named; rate's statuses as they came. */
const SOLVE_STATUSES = ['solved', 'unsolvable', 'invalid', 'multiple', 'timeout'];

/** "40 solved, 0 unsolvable, 2 invalid, …" */
function statusesText(t: Tally, command: RunInfo['command']): string {
  const names = command !== 'rate' ? SOLVE_STATUSES : Object.keys(t.statuses).sort();
  return names.length === 0 ? 'none' : names.map((name) => `${statusCount(t, name)} ${name}`).join(', ');
}

/** "0 solutions: 3, 1 solution: 40, 2+ solutions: 7" (the top count is "at least"). */
function countsText(t: Tally, limit: number): string {
  const keys = Object.keys(t.counts)
    .map(Number)
    .sort((a, b) => a - b);
  if (keys.length === 0) return 'none';
  return keys
    .map((k) => {
      const label = k >= limit ? `${k}+` : String(k);
      return `${label} solution${k === 1 ? '' : 's'}: ${t.counts[k]}`;
    })
    .join(', ');
}
