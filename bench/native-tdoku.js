/**
 * Native tdoku (t-dillon/tdoku, BSD-3-Clause), measured on this machine
 * beside our rows instead of quoted. Nothing of tdoku lives in this repo:
 * this script compiles a checkout the user points it at and runs tdoku's own
 * benchmark program on the exact puzzle list our rows solve.
 *
 * Where the checkout is (first that is set):
 *   `npm run bench -- --tdoku <dir>`, env SUDOKU_WASM_TDOKU, or the default
 *   scratch folder ~/.cache/sudoku-wasm/tdoku (outside the repo). When the
 *   default is missing the bench tries once to `git clone --depth 1` it
 *   there; the checkout's data.zip is not needed.
 *
 * Build: cmake + make of tdoku's `run_benchmark` target with clang++-19 (or
 * clang++, else g++; the compiler is printed in the row's label), tdoku's own
 * defaults -O3 -march=native, into ~/.cache/sudoku-wasm/tdoku-build-<compiler>
 * (incremental: a rebuild costs nothing when nothing changed).
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
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The documented default scratch folder for the checkout and its builds. */
export const SCRATCH = join(homedir(), '.cache', 'sudoku-wasm');
const DEFAULT_CHECKOUT = join(SCRATCH, 'tdoku');
const UPSTREAM = 'https://github.com/t-dillon/tdoku';
const TIME = '/usr/bin/time';

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { encoding: 'utf8', ...opts });
const has = (cmd) => run('sh', ['-c', `command -v ${cmd}`]).status === 0;

/** The first C++ compiler found, preferring the one the issue names. */
function findCompiler() {
  for (const [cxx, cc] of [['clang++-19', 'clang-19'], ['clang++', 'clang'], ['g++', 'gcc']]) {
    if (has(cxx) && has(cc)) return { cxx, cc, version: run(cxx, ['--version']).stdout.split('\n')[0].trim() };
  }
  return undefined;
}

/** The checkout's folder, cloning the default one if it is missing (one try). */
function findCheckout(dir, log) {
  const chosen = dir ?? process.env.SUDOKU_WASM_TDOKU ?? DEFAULT_CHECKOUT;
  const ok = (d) => existsSync(join(d, 'CMakeLists.txt')) && existsSync(join(d, 'src', 'run_benchmark.cc'));
  if (ok(chosen)) return { dir: chosen };
  if (chosen !== DEFAULT_CHECKOUT || existsSync(chosen)) return { error: `no tdoku checkout at ${chosen} (CMakeLists.txt and src/run_benchmark.cc expected)` };
  if (!has('git')) return { error: `no tdoku checkout at ${chosen} and no git to fetch one` };
  log(`  native: cloning ${UPSTREAM} into ${chosen} …`);
  mkdirSync(SCRATCH, { recursive: true });
  const clone = run('git', ['clone', '--quiet', '--depth', '1', UPSTREAM, chosen], { timeout: 60_000 });
  if (clone.status === 0 && ok(chosen)) return { dir: chosen };
  rmSync(chosen, { recursive: true, force: true });
  return { error: `no tdoku checkout: \`git clone ${UPSTREAM} ${chosen}\` failed (${(clone.stderr || clone.error?.message || '').trim().split('\n')[0]}); fetch it there or pass --tdoku <dir>` };
}

/**
 * Builds tdoku's benchmark program.
 * @param {{dir?: string, log: (...a: unknown[]) => void}} options  dir: the checkout (--tdoku)
 * @returns {{binary: string, compiler: string, checkout: string} | {error: string}}
 */
export function buildTdoku({ dir, log }) {
  const compiler = findCompiler();
  if (!compiler) return { error: 'no C++ compiler (clang++-19, clang++ or g++): `apt-get install -y clang-19`' };
  if (!has('cmake') || !has('make')) return { error: 'cmake and make are needed to build tdoku (`apt-get install -y cmake make`)' };
  const checkout = findCheckout(dir, log);
  if (checkout.error) return checkout;
  const build = join(SCRATCH, `tdoku-build-${compiler.cxx}`);
  mkdirSync(build, { recursive: true });
  const env = { ...process.env, CC: compiler.cc, CXX: compiler.cxx };
  try {
    if (!existsSync(join(build, 'Makefile'))) {
      execFileSync('cmake', ['-S', checkout.dir, '-B', build, '-DOPT=O3', '-DARCH=native'], { env, stdio: 'pipe' });
    }
    execFileSync('make', ['-C', build, 'run_benchmark'], { env, stdio: 'pipe' });
  } catch (e) {
    const detail = String(e.stderr ?? e.message).trim().split('\n').slice(-2).join(' ');
    return { error: `building tdoku in ${build} failed: ${detail}` };
  }
  return { binary: join(build, 'run_benchmark'), compiler: compiler.version, checkout: checkout.dir };
}

/**
 * Builds bench/tdoku-decisions.cc (our program over tdoku's C API: branch
 * decisions per puzzle) against tdoku's static library, next to buildTdoku's
 * build. Used by bench/standins.js to choose the hard stand-in set.
 * @returns {{binary: string, compiler: string, checkout: string} | {error: string}}
 */
export function buildTdokuDecisions({ dir, log }) {
  const built = buildTdoku({ dir, log });
  if (built.error) return built;
  const build = dirname(built.binary);
  const env = { ...process.env, CC: findCompiler().cc, CXX: findCompiler().cxx };
  const binary = join(build, 'tdoku_decisions');
  try {
    execFileSync('make', ['-C', build, 'tdoku_static'], { env, stdio: 'pipe' });
    const source = fileURLToPath(new URL('./tdoku-decisions.cc', import.meta.url));
    const library = join(build, 'libtdoku_static.a');
    execFileSync(findCompiler().cxx, ['-O2', '-march=native', '-I', join(built.checkout, 'include'), source, library, '-o', binary], { env, stdio: 'pipe' });
  } catch (e) {
    return { error: `building ${binary} failed: ${String(e.stderr ?? e.message).trim().split('\n').slice(-2).join(' ')}` };
  }
  return { ...built, binary };
}

/**
 * Native tdoku's branch decisions for each of `lines` in uniqueness mode.
 * @returns {{count: number, decisions: number}[]}
 */
export function tdokuDecisions(binary, lines) {
  const input = lines.map((l) => l.slice(0, 81).replace(/0/g, '.')).join('\n') + '\n';
  const r = run(binary, [], { input, maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${binary} failed (exit ${r.status}): ${r.stderr.trim()}`);
  return r.stdout.trim().split('\n').map((l) => {
    const [count, decisions] = l.split(' ').map(Number);
    return { count, decisions };
  });
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
  const r = timed ? run(TIME, ['-f', '%e %U %S', '-o', timesFile, binary, ...args], { env: { ...process.env, LC_ALL: 'C' } }) : run(binary, args, { env: { ...process.env, LC_ALL: 'C' } });
  const row = r.status === 0 ? parseRow(r.stdout) : undefined;
  if (!row) throw new Error(`tdoku's benchmark failed (exit ${r.status}): ${(r.stdout + r.stderr).trim().split('\n').slice(-2).join(' ')}`);
  if (!timed) return { ...row, wallPps: row.pps };
  const [wall, user, system] = readFileSync(timesFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  rmSync(timesFile, { force: true });
  // The child ran one thread: CPU ≤ wall; the difference is time other processes had the core.
  const cpuShare = Math.min(1, (user + system) / wall);
  return { pps: row.pps / cpuShare, us: row.us * cpuShare, guesses: row.guesses, wallPps: row.pps, cpuShare };
}
