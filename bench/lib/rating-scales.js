/**
 * The rating bench's rows for Sudoku Explainer 1.2.1's scale (`se121`): how
 * often our ER, EP and ED equal Sukaku Explainer's in 1.2.1 mode on the
 * mid-band reference (test/data/se121-midband.txt, 604 puzzles of ER
 * 2.5–9.0; its source in test/data/se121-midband.md; target: ER exact on
 * ≥ 95%), and how fast that scale rates them, beside the default scale on
 * the same puzzles.
 */
import { readFileSync } from 'node:fs';
import { RESULT } from '../../dist/logic/abi.js';
import { logicOf } from '../../dist/logic/abi.js';
import { SCALES } from '../../dist/logic/index.js';
import { techniqueOfEngineId } from '../../dist/logic/techniques.js';
import { median } from './stats.js';
import { rateInBatches } from './rating-batch.js';

/** The reference file, and what the report calls it. */
export const SE121_REFERENCE = new URL('../../test/data/se121-midband.txt', import.meta.url);
export const SE121_REFERENCE_NAME = 'test/data/se121-midband.txt';

/** The engine's number of a scale (its position in SCALES, as src/logic/scale.ts reads it). */
const scaleNumber = (key) => SCALES.indexOf(key);

/** The reference: `{ puzzle, er, ep, ed }` per line (1.2.1's ratings). */
export function se121Reference() {
  return readFileSync(SE121_REFERENCE, 'utf8').trim().split('\n').map((line) => {
    const [puzzle, er, ep, ed] = line.trim().split(/\s+/);
    return { puzzle, er: Number(er), ep: Number(ep), ed: Number(ed) };
  });
}

/** Ours for every puzzle on `scale`, and the CPU ms the batch calls took. */
function rateOnScale(engine, puzzles, scale) {
  const { out, words, cpuMs } = rateInBatches(logicOf(engine), puzzles, scaleNumber(scale));
  const rated = puzzles.map((p, i) => {
    const at = i * words;
    const hardest = out[at + RESULT.hardest];
    return {
      ...p,
      ours: { er: out[at + RESULT.er] / 10, ep: out[at + RESULT.ep] / 10, ed: out[at + RESULT.ed] / 10 },
      hardest: hardest >= 0 ? techniqueOfEngineId(hardest).id : 'beyond-techniques',
    };
  });
  return { rated, cpuMs };
}

const pct = (part, whole) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);
const perSecond = (count, cpuMs) => (cpuMs > 0 ? Math.round((count * 1000) / cpuMs).toLocaleString('en-US') : '–');

/**
 * The se121 report: an agreement table, a speed line (both scales on the
 * reference's puzzles, median CPU time of `rounds` passes, after a warm-up
 * pass) and the disagreements. Returns its lines.
 */
export function se121Report(engine, rounds) {
  const puzzles = se121Reference();
  const { rated } = rateOnScale(engine, puzzles, 'se121');
  const count = (test) => rated.filter(test).length;
  const n = rated.length;
  const lines = [
    `ER/EP/ED agreement with Sukaku Explainer v1.15.10 in Sudoku Explainer 1.2.1 mode (scale 'se121'), ${n} puzzles of ${SE121_REFERENCE_NAME}:`,
    '',
    '| scale | puzzles | ER exact | ER within ±0.2 | EP exact | ED exact |',
    '|---|---:|---:|---:|---:|---:|',
    `| se121 | ${n} | ${pct(count((r) => r.ours.er === r.er), n)} | ${pct(count((r) => Math.abs(r.ours.er - r.er) <= 0.2 + 1e-9), n)} | ${pct(count((r) => r.ours.ep === r.ep), n)} | ${pct(count((r) => r.ours.ed === r.ed), n)} |`,
  ];
  const speeds = ['sukaku', 'se121'].map((scale) => {
    rateOnScale(engine, puzzles, scale); // warm-up
    const ms = [];
    for (let round = 0; round < rounds; round++) ms.push(rateOnScale(engine, puzzles, scale).cpuMs);
    return `${scale} ${perSecond(n, median(ms))}/s`;
  });
  lines.push('', `The same ${n} puzzles rated per second, one thread, CPU time, median of ${rounds} passes: ${speeds.join(', ')}.`);
  const wrong = rated.filter((r) => r.ours.er !== r.er);
  lines.push('', `se121 ER disagreements (${wrong.length}):`);
  for (const r of wrong.slice(0, 20)) lines.push(`  ours ${r.ours.er.toFixed(1)} (${r.hardest}) vs SE ${r.er.toFixed(1)}   ${r.puzzle}`);
  return lines;
}
