/**
 * The five textbook algorithms (bench/classic, built to build/bench-classic by
 * `npm run build:bench`; bench-only, never in the package), each
 * written after one of the seed write-ups. Cells are converted before timing.
 */
import { cpuClock } from './cpu-clock.js';
import { lineToCells } from './datasets.js';

/** @returns {Promise<{solvers: object[], error?: string}>} */
export async function loadClassicSolvers() {
  let registry;
  try {
    registry = await import('../../build/bench-classic/index.js');
  } catch (e) {
    return { solvers: [], error: `build/bench-classic could not be imported (${e.message.split('\n')[0]}); run npm run build:bench` };
  }
  return {
    solvers: registry.classicSolvers.map((s) => ({
      id: s.id,
      label: `classic: ${s.name}`,
      group: 'classic',
      sides: [...s.sides],
      modes: ['first', 'unique'],
      hasGuesses: true,
      note: `seed ${s.seed}: ${s.description}; guesses = ${s.guessesMean}`,
      prepare(side, lines) {
        const cells = lines.map(lineToCells);
        return {
          solveAll(mode, deadline = Infinity) {
            const limit = mode === 'first' ? 1 : 2;
            const out = [];
            for (const c of cells) {
              const r = s.solve(c, side, { limit, deadline, clock: cpuClock.fn });
              out.push(r);
              if (r.count < 0) break; // gave up: the deadline passed
            }
            return out;
          },
          decode: (raw) => raw,
        };
      },
    })),
  };
}
