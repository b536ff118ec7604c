#!/usr/bin/env node
/**
 * Before/after for a change, one tool for solving, rating and big grids:
 *
 *   npm run bench:compare -- <otherCheckout> [--only solving|rating|big|hardest]... [--engine js|wasm]
 *        [--rounds N] [--quick] [--no-write]
 *
 * <otherCheckout> is the "before": another built checkout of this project
 * (e.g. `git worktree add /tmp/before main && (cd /tmp/before && npm ci && npm run build)`);
 * this checkout is the "after". Both builds' engines load into this one
 * process and run the same puzzles in interleaved rounds (the order
 * alternates round by round, so load from other processes lands on both
 * alike), timed on the CPU clock; every figure is the median round, the
 * statistic of every bench row. Answers are checked first and must be
 * identical between the builds (solution counts and guesses; ratings and
 * step paths; big-grid solutions validated): a change that alters an answer
 * is reported and exits 1, never timed as "faster".
 *
 * Sections (compare/): solving (every dataset, engine level, both modes),
 * rating (SE-rated sample by ER band), big (16×16 and 25×25 big grids);
 * hardest (the hardest 128 one puzzle at a time, every result word; only
 * when asked: it takes minutes).
 * Writes bench/results/<date>-compare[-quick].md.
 */
import { cpuClock } from './lib/cpu-clock.js';
import { startRun } from './lib/harness.js';
import { compareBigGrids } from './lib/compare/big-grids.js';
import { loadBuild } from './lib/compare/builds.js';
import { compareHardest } from './lib/compare/hardest.js';
import { compareRating } from './lib/compare/rating.js';
import { compareSolving } from './lib/compare/solving.js';

const USAGE = 'usage: npm run bench:compare -- <otherCheckout> [--only solving|rating|big|hardest]... [--engine js|wasm] [--rounds N] [--quick] [--no-write]';
/** What runs without --only; hardest takes minutes, so only when asked. */
const SECTIONS = ['solving', 'rating', 'big'];
const ASKED_ONLY = ['hardest'];

function parseArgs(argv) {
  const options = { roots: [], only: [], kinds: ['js', 'wasm'], rounds: undefined, quick: false, write: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--only') options.only.push(value());
    else if (arg === '--engine') options.kinds = [value()];
    else if (arg === '--rounds') options.rounds = Number(value());
    else if (arg === '--quick') options.quick = true;
    else if (arg === '--no-write') options.write = false;
    else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else options.roots.push(arg);
  }
  if (options.roots.length !== 1) throw new Error(USAGE);
  for (const s of options.only) if (![...SECTIONS, ...ASKED_ONLY].includes(s)) throw new Error(`--only takes ${[...SECTIONS, ...ASKED_ONLY].join(', ')}, not ${s}`);
  for (const k of options.kinds) if (k !== 'js' && k !== 'wasm') throw new Error(`--engine takes js or wasm, not ${k}`);
  options.rounds ??= options.quick ? 3 : 7;
  if (!(options.rounds >= 1)) throw new Error('--rounds must be at least 1');
  return options;
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const sections = options.only.length > 0 ? options.only : SECTIONS;
const builds = { before: await loadBuild(options.roots[0]), after: await loadBuild(new URL('..', import.meta.url).pathname) };
const run = startRun({
  entry: 'compare',
  measures: `before/after of two builds (${sections.join(', ')}; ${options.kinds.join(' and ')} engines), same puzzles, answers checked identical; before = ${builds.before.root}, after = ${builds.after.root} (this checkout)`,
  clock: `${cpuClock.name}; ${options.rounds} interleaved rounds`,
  quick: options.quick,
  write: options.write,
});
const log = (line) => console.error(line);
const common = { rounds: options.rounds, quick: options.quick, kinds: options.kinds, log };
let ok = true;
const titles = {
  solving: 'Solving (engine level, puzzles/s)',
  rating: 'Rating (logicRateBatch, puzzles/s)',
  big: 'Big grids (engine level, CPU ms per puzzle)',
  hardest: 'Hardest puzzles (logicRateBatch one at a time, 1.2.1 scale, WASM, CPU time)',
};
const compareSection = {
  solving: () => compareSolving(builds, common),
  rating: () => compareRating(builds, common),
  big: () => compareBigGrids(builds, common),
  hardest: () => compareHardest(builds, common),
};
for (const section of sections) {
  const result = await compareSection[section]();
  console.log(`\n## ${titles[section]}\n`);
  console.log(result.lines.join('\n'));
  ok &&= result.ok;
}
console.log(`\n${ok ? 'Answers identical between the builds.' : 'The builds answer DIFFERENTLY (rows above): not a speed change.'}`);
run.finish();
process.exitCode = ok ? 0 : 1;
