/**
 * The native reference row: tdoku (C++), the user's prebuilt copy of its own
 * benchmark program, run on the same puzzle list as our rows, in the same
 * rounds (bench/lib/native-tdoku.js). Without one there are no tdoku rows and a
 * one-line note says why: never fixed numbers.
 */
import { findTdoku, runTdoku, writePuzzleFile } from './native-tdoku.js';

/**
 * @param {{tdoku?: string, native: boolean}} opts  tdoku: the run_benchmark program (--tdoku)
 * @returns {{solvers: object[], error?: string}}
 */
export function loadNativeSolvers(opts) {
  const row = {
    id: 'tdoku',
    group: 'native',
    sides: [9],
    modes: ['first', 'unique'],
    hasGuesses: true,
    native: true,
  };
  if (!opts.native) return { solvers: [] };
  const built = findTdoku(opts.tdoku);
  // No program given: no tdoku rows at all, and the one-line note says why.
  if (built.error) return { solvers: [], error: built.error };
  // Seconds tdoku's benchmark times itself per round (after its 1 s warm-up): 1 s, its
  // shortest, so that 6 sets × 2 modes × 4 rounds keep the whole run within minutes;
  // its figure is the median of the rounds, as every row's (measure.js).
  const seconds = 1;
  return {
    solvers: [
      {
        ...row,
        label: 'native tdoku (C++), its own benchmark; guesses = branch decisions',
        note: `tdoku (t-dillon/tdoku, BSD): the given ${built.binary}, its own benchmark program, solver "tdoku" only, one thread, puzzles as given (-r0), ${seconds} s per round after a 1 s warm-up that validates its answers; its wall-clock rate turned into CPU-clock figures with the child's user+system time (/usr/bin/time). Its guesses are binary branch decisions, ours digits tried`,
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
