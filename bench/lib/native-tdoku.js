/**
 * Native tdoku (t-dillon/tdoku, BSD-3-Clause), measured on this machine
 * beside our rows instead of quoted. Nothing of tdoku lives in this repo and
 * nothing here fetches or builds it: the user gives a `run_benchmark`
 * program they built themselves (tdoku's own benchmark), and the bench runs
 * it on the exact puzzle list our rows solve. Without one, tdoku's rows are
 * skipped with a one-line note.
 *
 * Where the program is (first that is set):
 *   `npm run bench -- --tdoku <path to run_benchmark>`, or env SUDOKU_WASM_TDOKU.
 *
 * Run: `run_benchmark -s tdoku -r0 -v1 -w1 -t<secs> -n<count> [-f] <file>`:
 * tdoku's solver only, puzzles as given (-r0: no permutation; -n = the list's
 * length, so the dataset is exactly our list), validated during its warm-up,
 * first-solution (-f, limit 1) or uniqueness (limit 2) mode, one thread. It
 * times itself with the wall clock; on this shared machine the bench turns
 * that into CPU-clock figures with the child's own user+system time from
 * /usr/bin/time (rate × wall / CPU over the whole child run) and says so.
 *
 * tdoku's "guesses/puzzle" counts binary branch decisions (one per
 * "this configuration or not"), ours counts every digit tried at a branch
 * cell: the tables print each under its own name.
 */
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Scratch folder outside the repo for the puzzle files tdoku reads and the big-grid cache. */
export const SCRATCH = join(homedir(), '.cache', 'sudoku-wasm');
const TIME = '/usr/bin/time';

/**
 * The user's prebuilt tdoku benchmark program.
 * @param {string | undefined} path  --tdoku, else env SUDOKU_WASM_TDOKU
 * @returns {{binary: string} | {error: string}}
 */
export function findTdoku(path = process.env.SUDOKU_WASM_TDOKU) {
  if (!path) return { error: 'no tdoku run_benchmark given (--tdoku <path> or env SUDOKU_WASM_TDOKU): tdoku rows skipped' };
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return { error: `${path} is not an executable tdoku run_benchmark: tdoku rows skipped` };
  }
  return { binary: path };
}

/**
 * One row of tdoku's markdown output:
 * `|tdoku   T/shrc+./m+|  344898.8 |  2.9 |  48.2% |  1.07 |`
 * (LC_ALL=C in its environment keeps thousands separators out).
 */
function parseRow(stdout) {
  const line = stdout.split('\n').find((l) => l.startsWith('|tdoku'));
  if (!line) return undefined;
  const [pps, us, , guesses] = line.split('|').slice(2, 6).map((c) => Number.parseFloat(c));
  return Number.isFinite(pps) ? { pps, us, guesses } : undefined;
}

/**
 * Writes `lines` (9×9 one-line puzzles) where tdoku can read them: blanks as
 * '.', which tdoku requires (it does no input validation).
 * @returns {string} the file
 */
export function writePuzzleFile(name, lines) {
  const folder = join(SCRATCH, 'bench-sets');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${name}-${lines.length}.txt`);
  const text = lines.map((l) => l.slice(0, 81).replace(/0/g, '.')).join('\n') + '\n';
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  return file;
}

/**
 * Runs tdoku's benchmark once on `file` (`count` puzzles) in one mode.
 * @returns {{pps: number, us: number, guesses: number, wallPps: number, cpuShare?: number}}
 *   pps/us on the CPU clock when /usr/bin/time is there, else tdoku's wall-clock figures
 *   (cpuShare undefined); guesses = tdoku's branch decisions per puzzle.
 */
export function runTdoku(binary, file, count, mode, seconds) {
  const args = ['-s', 'tdoku', '-r0', '-v1', '-w1', `-t${seconds}`, `-n${count}`, ...(mode === 'first' ? ['-f'] : []), file];
  const timed = existsSync(TIME);
  const timesFile = join(SCRATCH, `tdoku-times-${process.pid}.txt`);
  const env = { ...process.env, LC_ALL: 'C' };
  const r = timed ? spawnSync(TIME, ['-f', '%e %U %S', '-o', timesFile, binary, ...args], { encoding: 'utf8', env }) : spawnSync(binary, args, { encoding: 'utf8', env });
  const row = r.status === 0 ? parseRow(r.stdout) : undefined;
  if (!row) throw new Error(`tdoku's benchmark failed (exit ${r.status}): ${(r.stdout + r.stderr).trim().split('\n').slice(-2).join(' ')}`);
  if (!timed) return { ...row, wallPps: row.pps };
  const [wall, user, system] = readFileSync(timesFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  rmSync(timesFile, { force: true });
  // The child ran one thread: CPU ≤ wall; the difference is time other processes had the core.
  const cpuShare = Math.min(1, (user + system) / wall);
  return { pps: row.pps / cpuShare, us: row.us * cpuShare, guesses: row.guesses, wallPps: row.pps, cpuShare };
}

/**
 * The user's prebuilt tdoku `generate` program (tdoku's own generator).
 * @param {string | undefined} path  --tdoku-generate, else env SUDOKU_WASM_TDOKU_GENERATE
 * @returns {{binary: string} | {error: string}}
 */
export function findTdokuGenerate(path = process.env.SUDOKU_WASM_TDOKU_GENERATE) {
  if (!path) return { error: "no tdoku generate given (--tdoku-generate <path> or env SUDOKU_WASM_TDOKU_GENERATE): tdoku's generator row skipped" };
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return { error: `${path} is not an executable tdoku generate: tdoku's generator row skipped` };
  }
  return { binary: path };
}

/**
 * Runs tdoku's generator for `count` 9×9 puzzles: `generate -p0 -s0 -e0 -a1 -m1 -l<count>`,
 * vanilla puzzles (-p0) minimized (-m1), every one printed (-a1), no
 * difficulty estimate (-e0, which would solve each puzzle 10 more times), so
 * it does what our unrated row does: make minimal unique puzzles. It makes
 * each from a neighbour in its pool (drop 3 clues, complete at random,
 * minimize), not from a fresh grid. Timed by the child's own user+system
 * time from /usr/bin/time (CPU clock, as our one-thread rows).
 * @returns {{pps: number, made: number, clues: number}} puzzles per CPU second, puzzles printed, mean clues
 */
export function runTdokuGenerate(binary, count) {
  if (!existsSync(TIME)) throw new Error(`${TIME} is needed to time tdoku's generate on the CPU clock`);
  mkdirSync(SCRATCH, { recursive: true });
  const timesFile = join(SCRATCH, `tdoku-generate-times-${process.pid}.txt`);
  const args = ['-p0', '-s0', '-e0', '-a1', '-m1', `-l${count}`];
  const r = spawnSync(TIME, ['-f', '%U %S', '-o', timesFile, binary, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`tdoku's generate failed (exit ${r.status}): ${(r.stderr ?? '').trim().split('\n').slice(-2).join(' ')}`);
  const [user, system] = readFileSync(timesFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  rmSync(timesFile, { force: true });
  const lines = r.stdout.split('\n').filter((line) => /^[1-9.]{81} /.test(line));
  const clues = lines.reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
  return { pps: lines.length / (user + system), made: lines.length, clues: clues / lines.length };
}
