/**
 * `sudoku-wasm explain PUZZLE`: the steps a person takes, one per line
 * ("12. r3c5 can only be 7: … [hidden-single-box 1.2]"), then the rating.
 * PUZZLE is the puzzle text, or a file whose first puzzle line is taken.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SudokuError } from '../errors.js';
import { isCommentOrBlank } from '../lines.js';
import { pathSteps, ratePuzzle } from '../logic/index.js';
import { selectEngine } from '../select.js';
import type { CliOptions } from './args.js';
import { oneLine } from './solve/output.js';

/** The puzzle the argument names: its text, or the first non-comment line of the file it names. */
function puzzleText(argument: string): string {
  if (!existsSync(argument)) return argument;
  const line = readFileSync(argument, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => !isCommentOrBlank(l));
  return line ?? '';
}

/**
 * Prints the explanation; resolves to the exit status (0, or 1 for a puzzle
 * that is not uniquely solvable or is malformed).
 */
export async function runExplain(io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream }, options: CliOptions): Promise<number> {
  const argument = options.files[0];
  if (argument === undefined || options.files.length > 1) {
    io.stderr.write("sudoku-wasm: explain takes one puzzle (see 'sudoku-wasm --help')\n");
    return 2;
  }
  const engine = await selectEngine({ engine: options.engine });
  const puzzle = puzzleText(argument);
  const timeout = options.timeoutMs > 0 ? { timeoutMs: options.timeoutMs } : {};
  const rated = ratePuzzle(engine, puzzle, timeout);
  if (rated.status !== 'rated') {
    const reason = rated.status === 'invalid' ? `invalid: ${oneLine(rated.error.message)}` : rated.status;
    io.stderr.write(`sudoku-wasm: cannot explain this puzzle: ${reason}\n`);
    return 1;
  }
  let path;
  try {
    path = pathSteps(engine, puzzle, timeout);
  } catch (error) {
    if (error instanceof SudokuError) {
      io.stderr.write(`sudoku-wasm: invalid: ${oneLine(error.message)}\n`);
      return 1;
    }
    throw error;
  }
  const out: string[] = [];
  path.steps.forEach((step, i) => out.push(`${i + 1}. ${step.text} [${step.technique} ${step.rating.toFixed(1)}]`));
  if (path.status === 'stuck') out.push('No technique applies from here: the rest needs trial and error (ER 20.0).');
  if (path.status === 'timeout') out.push('Stopped: time limit reached.');
  if (path.status === 'unsolvable') out.push(`No solution from here: ${path.reason}.`);
  out.push(`ER/EP/ED ${rated.er.toFixed(1)}/${rated.ep.toFixed(1)}/${rated.ed.toFixed(1)}, ${rated.level}, hardest: ${rated.hardest ?? 'beyond-techniques'}`);
  if (options.format === 'json') {
    io.stdout.write(JSON.stringify({ status: path.status, rating: rated, steps: path.steps }) + '\n');
  } else {
    io.stdout.write(out.join('\n') + '\n');
  }
  return 0;
}
