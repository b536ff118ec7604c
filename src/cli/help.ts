/**
 * The `--help` texts and the `--version` number of `sudoku-wasm`. The command
 * list and the option lines come from the command table (commands.ts); the
 * prose here is the CLI's reference for input and output: every status word
 * and format is defined here (formats.ts prints them).
 */
import { readFileSync } from 'node:fs';
import { COMMANDS, type CommandName, type CommandSpec } from './commands.js';
import { flagOf, HELP, VERSION, type OptionSpec } from './options.js';

const PUZZLE_INPUT_AND_OUTPUT = `Input
  One puzzle per line: 16, 81, 256 or 625 cells (4x4 .. 25x25), '.' or '0' blank,
  1-9 then A-P. '#' comment lines and blank lines are skipped; LF, CRLF and CR
  line ends, UTF-8 and UTF-16 (with its byte order mark) are read; a FILE may be
  a pipe (a FIFO, <(...), /dev/stdin).
  A CSV whose first line has a comma: its first column holds the puzzles (a first
  row of column names only is a header, skipped). A file holding a single puzzle
  may give it as a block of rows ("0 0 4 8 0 0 0 1 7" per line, or the boxed
  grid that --format grid prints).

Output: exactly one result per puzzle, in input order, on stdout
  --format line    (default)
      solve: the solution as one line | unsolvable | invalid: <reason> | timeout
             (| multiple, with --limit 2 or more)
      count: the number of solutions (at most --limit) | invalid: <reason> | timeout
      check: unique | multiple | unsolvable | invalid: <reason> | timeout
  --format vector  puzzle:count[:solution], the test-vector format: counts to
                   --limit (at least 2), 'N+' when the limit was reached, the
                   solution when the count is 1; clashing givens give puzzle:0,
                   timeout puzzle:timeout, a malformed line invalid: <reason>
  rate (line):     ER/EP/ED hardest-technique on Sukaku Explainer's scale, e.g.
                   '2.5/1.2/1.2 direct-hidden-triplet' (20.0/… beyond-techniques
                   when the techniques cannot finish) | multiple | unsolvable |
                   invalid: <reason> | timeout
  rate (json):     {"line", "status", "er", "ep", "ed", "level", "hardest",
                   "techniques"} (status rated, or as above)
  explain PUZZLE:  the steps a person takes, one per line, then the rating
                   (PUZZLE: the puzzle text, or a file holding it)
  --format json    one object per line: {"line", "status", "solution", "count",
                   "guesses", "error"}; status is solved, unsolvable, invalid,
                   multiple or timeout; error is {"code", "message"} or null
  --format grid    the boxed grid of the solution (or the status word),
                   followed by a blank line`;

const STDERR_AND_EXIT = `stderr: one line per invalid puzzle (file, line number, reason; the first 100,
the rest counted) and a summary at the end (puzzles, solved, unsolvable, invalid, multiple, timeout, elapsed,
puzzles/s, engine, workers).
Exit status: 0 all read; 1 some puzzle was invalid; 2 bad usage (unknown option,
a file that cannot be read) or an engine that cannot load.`;

/** Where the help text of a command's lines start, after the name or option. */
const COLUMN = 21;

/** `name` padded to the column, then `text` with its continuation lines indented to match. */
function entry(name: string, text: string, column: number): string {
  const pad = ' '.repeat(column);
  const head = `  ${name}`.padEnd(column - 1) + ' ';
  return (head.length > column ? `  ${name}\n${pad}` : head) + text.split('\n').join('\n' + pad);
}

/** The option's spelling in the help: `-q, --quiet` or `--workers N`. */
function optionLabel(option: OptionSpec): string {
  if (option.kind === 'value') return `${flagOf(option)} ${option.placeholder}`;
  return option.short !== undefined ? `-${option.short}, ${flagOf(option)}` : flagOf(option);
}

/** One line per option (continuations indented), aligned past the longest label. */
function optionLines(options: readonly OptionSpec[]): string {
  const column = Math.max(...options.map((o) => optionLabel(o).length)) + 5;
  return options.map((o) => entry(optionLabel(o), o.help, column)).join('\n');
}

/** The commands as `name operands`, one per row of the table. */
function commandLines(): string {
  return Object.entries(COMMANDS)
    .map(([name, spec]) => entry(`${name} ${spec.operands.synopsis}`.trimEnd(), spec.summary, COLUMN))
    .join('\n');
}

/** The options of every command that reads puzzles, each once (generate's are in its own help). */
function puzzleOptions(): OptionSpec[] {
  const byName = new Map<string, OptionSpec>();
  for (const [name, spec] of Object.entries(COMMANDS)) {
    if (name === 'generate') continue;
    for (const option of spec.options as readonly OptionSpec[]) if (!byName.has(option.name)) byName.set(option.name, option);
  }
  return [...byName.values(), HELP, VERSION];
}

/** The text `sudoku-wasm --help` prints. */
function mainHelp(): string {
  return `Usage: sudoku-wasm <command> [options] [FILE ...]

Commands
${commandLines()}
FILE '-' or no FILE reads stdin.

${PUZZLE_INPUT_AND_OUTPUT}

Options (which command takes which: sudoku-wasm COMMAND --help)
${optionLines(puzzleOptions())}

${STDERR_AND_EXIT}
`;
}

/** The text `sudoku-wasm COMMAND --help` prints: its usage, its options, and where the rest is. */
function commandHelp(name: CommandName): string {
  const spec = COMMANDS[name] as CommandSpec<unknown>;
  const usage = `Usage: sudoku-wasm ${name} [options] ${spec.operands.synopsis}`.trimEnd();
  const about = spec.about ?? spec.summary.replace(/\n/g, ' ').replace(/^./, (c) => c.toUpperCase()) + '.';
  const notes = spec.notes ?? "Input, output formats and exit status: sudoku-wasm --help";
  return `${usage}

${about}

Options
${optionLines([...(spec.options as readonly OptionSpec[]), HELP])}

${notes}
`;
}

/** The help text for `command`, or the whole CLI's when none is given. */
export function helpText(command?: CommandName): string {
  return command === undefined ? mainHelp() : commandHelp(command);
}

/** The package version, read from package.json beside dist/ (or src/). */
export function packageVersion(): string {
  const url = new URL('../../package.json', import.meta.url);
  const pkg = JSON.parse(readFileSync(url, 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : 'unknown';
}
