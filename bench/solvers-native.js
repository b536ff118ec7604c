/**
 * The native reference row: tdoku (C++), built from a checkout and run by
 * its own benchmark program on the same puzzle list as our rows, in the same
 * rounds (bench/native-tdoku.js). When it cannot be built or run, the row
 * says why and the native figures are missing: never fixed numbers.
 */
import { buildTdoku, runTdoku, writePuzzleFile } from './native-tdoku.js';

/**
 * @param {{tdoku?: string, native: boolean, quick: boolean}} opts  tdoku: the checkout (--tdoku)
 * @param {(...a: unknown[]) => void} log
 * @returns {{solvers: object[], error?: string}}
 */
export function loadNativeSolvers(opts, log) {
  const row = {
    id: 'tdoku',
    group: 'native',
    sides: [9],
    modes: ['first', 'unique'],
    hasGuesses: true,
    native: true,
  };
  if (!opts.native) return { solvers: [] };
  const built = buildTdoku({ dir: opts.tdoku, log });
  if (built.error) {
    return {
      solvers: [{ ...row, label: 'native tdoku (C++) — not measured', note: `native rows missing: ${built.error}`, unavailable: built.error }],
      error: `native tdoku rows missing: ${built.error}`,
    };
  }
  // Seconds tdoku's benchmark times itself per round (after its 1 s warm-up): 1 s, its
  // shortest, so that 6 sets × 2 modes × 4 rounds keep the whole run within minutes;
  // its figure is the median of the rounds (measure.js).
  const seconds = 1;
  return {
    solvers: [
      {
        ...row,
        label: 'native tdoku (C++), its own benchmark; guesses = branch decisions',
        note: `tdoku (t-dillon/tdoku, BSD) from ${built.checkout}, built here with ${built.compiler} -O3 -march=native; its run_benchmark, solver "tdoku" only, one thread, puzzles as given (-r0), ${seconds} s per round after a 1 s warm-up that validates its answers; its wall-clock rate turned into CPU-clock figures with the child's user+system time (/usr/bin/time). Its guesses are binary branch decisions, ours digits tried`,
        /** The timed work for one set: a function per mode returning CPU ms per pass over `lines`. */
        prepareNative(setName, lines) {
          const file = writePuzzleFile(setName, lines);
          const last = {};
          return {
            run(mode) {
              const r = runTdoku(built.binary, file, lines.length, mode, seconds);
              last[mode] = r;
              return (r.us * lines.length) / 1000;
            },
            guesses: (mode) => last[mode]?.guesses,
          };
        },
      },
    ],
  };
}
