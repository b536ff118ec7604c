/**
 * The rating bench's speed table, two rows per engine, as the solver's
 * bench measures solving:
 *
 *   engine only     the engine's logicRateBatch on the puzzles' digits, 9×9
 *                   puzzles known to be unique: no parsing, no uniqueness
 *                   check, no result objects (rating-batch.js);
 *   API per puzzle  `logic.rate(line)` once per puzzle, results kept, as a
 *                   user calls it: parsing, option checks, the solver's
 *                   uniqueness check and the result object included.
 *
 * Per band, both rows warm up, then each round times one row after the
 * other (the order alternating round by round), each for whole passes over
 * the band until MIN_TIMED_MS of CPU time; a row's figure is the median of
 * its rounds. The targets hold for the API row.
 */
import { Logic } from '../../dist/logic/index.js';
import { logicOf } from '../../dist/logic/abi.js';
import { cpuTimeOf } from './cpu-clock.js';
import { rateInBatches } from './rating-batch.js';
import { median } from './stats.js';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// process.cpuUsage counts every thread of the process, V8's collector
// threads too: garbage one row leaves (the API row keeps its result
// objects) would otherwise be collected, and billed, while the next row is
// timed. Each row starts on a collected heap; its own garbage collected
// during its passes stays in its time.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');

/** Puzzles rated before each band's clock starts (50 left the WASM engine partly unoptimized). */
const WARM_UP_PUZZLES = 300;
/** CPU time each round rates a band for at least (in whole passes over its puzzles). */
const MIN_TIMED_MS = 200;

/** The finer speed bands; the two target bands (below 5.0, 5.0 and up) are summed from them. */
export const SPEED_BANDS = [
  { name: '1.0–2.9', low: true, test: (er) => er < 3 },
  { name: '3.0–4.9', low: true, test: (er) => er >= 3 && er < 5 },
  { name: '5.0–6.9', low: false, test: (er) => er >= 5 && er < 7 },
  { name: '7.0–8.9', low: false, test: (er) => er >= 7 && er < 9 },
  { name: '9.0+', low: false, test: (er) => er >= 9 },
];

/** One pass through the API: `logic.rate` per puzzle, every result kept (as a user would). */
export function apiRatePass(logic, puzzles) {
  const out = new Array(puzzles.length);
  for (let i = 0; i < puzzles.length; i++) out[i] = logic.rate(puzzles[i].puzzle);
  return out;
}

/**
 * The ways of rating that the table compares for one engine: [label, pass],
 * where pass(puzzles) rates them all once and returns the CPU ms it timed.
 */
export function ratingWays(engine) {
  const logic = new Logic(engine);
  return [
    ['engine only', (puzzles) => rateInBatches(logicOf(engine), puzzles).cpuMs],
    ['API per puzzle', (puzzles) => cpuTimeOf(() => apiRatePass(logic, puzzles))],
  ];
}

/**
 * Puzzles whose API rating differs from the engine batch's (the two rows
 * must rate the same): ER, EP, ED and the hardest technique's id compared.
 */
export function apiMismatches(engine, puzzles, techniqueOfEngineId) {
  const { out, words } = rateInBatches(logicOf(engine), puzzles);
  const rated = apiRatePass(new Logic(engine), puzzles);
  return puzzles.filter((p, i) => {
    const r = rated[i];
    const at = i * words;
    const hardest = out[at + 4] >= 0 ? techniqueOfEngineId(out[at + 4]).id : null;
    return r.status !== 'rated' || r.er !== out[at + 1] / 10 || r.ep !== out[at + 2] / 10 || r.ed !== out[at + 3] / 10 || r.hardest !== hardest;
  });
}

/** Puzzles per second, with the band's puzzle count in brackets. */
function perSecond(count, cpuMs, puzzles = count) {
  return cpuMs > 0 ? `${Math.round((count * 1000) / cpuMs).toLocaleString('en-US')} (${puzzles})` : '–';
}

/** The table's header and rule lines. */
export function speedHeader() {
  return [
    ['| engine', 'how', 'below 5.0', '5.0 and up', ...SPEED_BANDS.map((b) => `ER ${b.name}`)].join(' | ') + ' |',
    `|---|---|${'---:|'.repeat(SPEED_BANDS.length + 2)}`,
  ];
}

/**
 * One table row per way of rating with `engine` (ratingWays), the ways
 * interleaved round by round within each band.
 * @returns {string[]} markdown rows
 */
export function speedRows(name, engine, puzzles, rounds) {
  const ways = ratingWays(engine);
  const cells = ways.map(() => []);
  const totals = ways.map(() => ({ low: [0, 0], high: [0, 0] }));
  for (const band of SPEED_BANDS) {
    const inBand = puzzles.filter((p) => band.test(p.er));
    if (inBand.length === 0) {
      for (const row of cells) row.push('–');
      continue;
    }
    // Warm-up, so the code is optimized (V8 tiers WASM and JS up while they
    // run) before the clock starts. Then each round rates whole passes until
    // MIN_TIMED_MS of CPU time: a fast band (300 puzzles in ~10 ms) is
    // otherwise at the mercy of one scheduler tick.
    for (const [, pass] of ways) pass(inBand.slice(0, WARM_UP_PUZZLES));
    const msPerPass = ways.map(() => []);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ways.map((_, i) => i) : ways.map((_, i) => ways.length - 1 - i);
      for (const w of order) {
        let passes = 0;
        let spent = 0;
        collectGarbage();
        do {
          spent += ways[w][1](inBand);
          passes++;
        } while (spent < MIN_TIMED_MS);
        msPerPass[w].push(spent / passes);
      }
    }
    ways.forEach((_, w) => {
      const cpuMs = median(msPerPass[w]);
      const sum = band.low ? totals[w].low : totals[w].high;
      sum[0] += inBand.length;
      sum[1] += cpuMs;
      cells[w].push(perSecond(inBand.length, cpuMs));
    });
  }
  return ways.map(([how], w) => `| ${[name, how, perSecond(...totals[w].low), perSecond(...totals[w].high), ...cells[w]].join(' | ')} |`);
}
