/**
 * What every bench entry point shares (npm run bench, bench:rating,
 * bench:generate, bench:cli, bench:browser, bench:compare): before any
 * figure it prints what it measures, the machine (machine.js), the clock and
 * the statistic, so a pasted result always carries them; and it keeps what
 * it prints to write bench/results/<date>-<entry>[-quick].md at the end.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { machineInfo } from './machine.js';
import { ROW_STATISTIC } from './stats.js';

export const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');

/**
 * @param {{machine: ReturnType<typeof machineInfo>, measures: string, clock: string, quick?: boolean}} run
 * @returns {string[]} the header lines every entry point prints first
 */
export function headerLines({ machine, measures, clock, quick = false }) {
  return [
    `Measures: ${measures}${quick ? ' (--quick: small samples, few rounds; noisy)' : ''}`,
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.os}; Node ${machine.node}; commit ${machine.commit}; ${machine.date}`,
    `Clock: ${clock}; every figure: ${ROW_STATISTIC}`,
  ];
}

/** The day's results file name for an entry point: a --quick run never overwrites a full one. */
export function resultsName(machine, entry, quick) {
  return `${machine.date.slice(0, 10)}${entry ? `-${entry}` : ''}${quick ? '-quick' : ''}`;
}

/**
 * Starts an entry point: prints its header, then copies everything it
 * prints with console.log, so that `finish()` writes it as the results file.
 * @param {{entry: string, measures: string, clock: string, quick?: boolean, write?: boolean}} options
 *   entry: the results file's suffix (e.g. 'rating'); write: false prints only
 */
export function startRun({ entry, measures, clock, quick = false, write = true }) {
  const machine = machineInfo();
  const printed = [];
  const print = console.log;
  console.log = (...args) => {
    print(...args);
    printed.push(format(...args));
  };
  for (const line of headerLines({ machine, measures, clock, quick })) console.log(line);
  console.log('');
  return {
    machine,
    /** Stops copying and writes bench/results/<date>-<entry>[-quick].md (unless write is false). */
    finish() {
      console.log = print;
      if (!write) return;
      const name = `${resultsName(machine, entry, quick)}.md`;
      mkdirSync(RESULTS_DIR, { recursive: true });
      writeFileSync(join(RESULTS_DIR, name), `${printed.join('\n')}\n`);
      console.error(`wrote bench/results/${name}`);
    },
  };
}
