/**
 * Command line of `npm run bench -- [options]`:
 *   --quick            small samples, short timings, 1 s cap: the whole run in a few minutes (3.9 on this 2-core machine, shared)
 *                      (writes <date>-quick.md/.svg, never over the day's full results)
 *   (default)          the full run: all of 17_clue and magictour, 10,000 of forum_hardest for
 *                      our rows, spread samples for the others, 3 s cap; the two
 *                      stand-in sets (easy_10000, hard_375: our rows and tdoku only,
 *                      datasets.js): about 9 minutes on 2 cores
 *   --set NAME         only sets whose name contains NAME (repeatable)
 *   --solver NAME      only solvers whose id or label contains NAME (repeatable); e.g.
 *                      `--solver "engine only"` for the engine-level rows alone
 *   --mode first|unique  only one mode
 *   --cap SECONDS      the per solver, set and mode time cap
 *   --no-write         print only; do not write bench/results/
 *   --no-browser       skip the Chromium vs Node rows (bench/lib/browser.js; skipped anyway
 *                      without /usr/bin/chromium, or when --set/--solver filter the run)
 *   --tdoku PATH       a prebuilt tdoku `run_benchmark` to measure beside ours (default: env
 *                      SUDOKU_WASM_TDOKU; without one, tdoku's rows are skipped; bench/lib/native-tdoku.js)
 *   --no-native        skip native tdoku even when a program is given
 *   --no-big           skip the big-grid run (bench/lib/big-grids.js)
 *   --help
 */
export function parseArgs(argv) {
  const opts = { quick: false, sets: [], solvers: [], modes: ['first', 'unique'], capS: undefined, write: true, browser: true, help: false, tdoku: undefined, native: true, big: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--quick') opts.quick = true;
    else if (a === '--set') opts.sets.push(value());
    else if (a === '--solver') opts.solvers.push(value());
    else if (a === '--mode') opts.modes = [value()];
    else if (a === '--cap') opts.capS = Number(value());
    else if (a === '--no-write') opts.write = false;
    else if (a === '--no-browser') opts.browser = false;
    else if (a === '--tdoku') opts.tdoku = value();
    else if (a === '--no-native') opts.native = false;
    else if (a === '--no-big') opts.big = false;
    else if (a === '--help' || a === '-h') opts.help = true;
    else throw new Error(`unknown option ${a} (try --help)`);
  }
  for (const m of opts.modes) if (m !== 'first' && m !== 'unique') throw new Error(`--mode must be first or unique, not ${m}`);
  return opts;
}

export const USAGE = `npm run bench -- [--quick] [--set NAME]... [--solver NAME]... [--mode first|unique] [--cap SECONDS] [--no-write] [--no-browser] [--tdoku PATH] [--no-native] [--no-big]`;
