/**
 * The `--help` text and the `--version` number of `sudoku-wasm`.
 * The help text is the CLI's reference: every status word and format is defined here.
 */
import { readFileSync } from 'node:fs';

/** The usage text printed by `--help` (and, shortened, after a usage error). */
export const HELP_TEXT = `Usage: sudoku-wasm <command> [options] [FILE ...]

Commands
  solve [FILE ...]   the first solution of each puzzle
  count [FILE ...]   the number of solutions of each puzzle, stopping at --limit
  check [FILE ...]   is each puzzle valid and uniquely solvable?
  rate [FILE ...]    Sukaku Explainer rating (ER/EP/ED) and hardest technique of each puzzle
  explain PUZZLE     the steps a person takes to solve one puzzle
  generate           new puzzles with one solution (--count, --level, --er, --symmetry,
                     --size, --seed, --format line|vector|json; see generate --help)
  demo               solve the seeds' example boards and compare WASM and JS speed
FILE '-' or no FILE reads stdin.

Input
  One puzzle per line: 16, 81, 256 or 625 cells (4x4 .. 25x25), '.' or '0' blank,
  1-9 then A-P. '#' comment lines and blank lines are skipped; CRLF is fine.
  A CSV whose first line has a comma: its first column holds the puzzles (a header
  row is skipped). A file holding a single puzzle may give it as a block of rows
  ("0 0 4 8 0 0 0 1 7" per line, or the boxed grid that --format grid prints).

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
                   followed by a blank line

Options
  --engine auto|wasm|js   engine in each worker (auto: WASM, else JS)
  --workers N             worker threads (default: all cores; 0 = main thread)
  --limit N               count solutions up to N (solve 1, count 2, check 2)
  --timeout MS            give up on a puzzle after MS milliseconds: status timeout
  --chunk-size N          puzzle lines per chunk sent to a worker (default 1024)
  --progress              progress bar on stderr when it is a terminal (default)
  --no-progress           never a progress bar
  -q, --quiet             no summary, no progress, no per-line warnings
  -h, --help              this text
  -v, --version           the version

stderr: one line per invalid puzzle (file, line number, reason; the first 100,
the rest counted) and a summary at the end (puzzles, solved, unsolvable, invalid, multiple, timeout, elapsed,
puzzles/s, engine, workers).
Exit status: 0 all read; 1 some puzzle was invalid; 2 bad usage (unknown option,
missing file) or an engine that cannot load.
`;

/** The package version, read from package.json beside dist/ (or src/). */
export function packageVersion(): string {
  const url = new URL('../../package.json', import.meta.url);
  const pkg = JSON.parse(readFileSync(url, 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : 'unknown';
}
