/**
 * `sudoku-wasm explain PUZZLE`: the steps a person takes, one per line
 * ("12. r3c5 can only be 7: … [hidden-single-box 1.2]"), then the rating.
 * PUZZLE is the puzzle text, or a file whose first puzzle line is taken.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SudokuError } from '../errors.js';
import { isCommentOrBlank } from '../lines.js';
import { pathSteps, ratePuzzle } from '../logic/logic.js';
import { selectEngine } from '../engines-full.js';
import type { ExplainCliOptions } from './command-options.js';
import { decodeText } from './encoding.js';
import { fileErrorReason } from './file-errors.js';
import { cannotReadText, explanationText, oneLine } from './formats.js';

/**
 * The puzzle the argument names: its text, or the first non-comment line of
 * the file it names (UTF-16 and any line ends read as a batch file's are).
 */
function puzzleText(argument: string): string {
  if (argument !== '/dev/stdin' && !existsSync(argument)) return argument;
  let bytes: Buffer;
  try {
    bytes = readFileSync(argument === '/dev/stdin' ? 0 : argument);
  } catch (e) {
    throw new Error(cannotReadText(argument, fileErrorReason(e)));
  }
  const line = decodeText(bytes)
    .split('\n')
    .map((l) => l.trim())
    .find((l) => !isCommentOrBlank(l));
  return line ?? '';
}

/**
 * Prints the explanation; resolves to the exit status (0, or 1 for a puzzle
 * that is not uniquely solvable or is malformed).
 */
export async function runExplain(io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream }, options: ExplainCliOptions): Promise<number> {
  const engine = await selectEngine({ engine: options.engine });
  const puzzle = puzzleText(options.puzzle);
  // --timeout bounds the whole explanation: the steps get what the rating left.
  const started = performance.now();
  const { scale, timeoutMs } = options;
  const rated = ratePuzzle(engine, puzzle, { scale, timeoutMs });
  if (rated.status !== 'rated') {
    const reason = rated.status === 'invalid' ? `invalid: ${oneLine(rated.error.message)}` : rated.status;
    io.stderr.write(`sudoku-wasm: cannot explain this puzzle: ${reason}\n`);
    return 1;
  }
  let path;
  try {
    const left = timeoutMs > 0 ? Math.max(Number.MIN_VALUE, timeoutMs - (performance.now() - started)) : 0;
    path = pathSteps(engine, puzzle, { scale, timeoutMs: left });
  } catch (error) {
    if (error instanceof SudokuError) {
      io.stderr.write(`sudoku-wasm: invalid: ${oneLine(error.message)}\n`);
      return 1;
    }
    throw error;
  }
  io.stdout.write(explanationText(path, rated, options.format));
  return 0;
}
