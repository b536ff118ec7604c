/**
 * The rating bench's hardest rows (bench/rating.js --hardest): ER, EP and ED
 * exact against published Sudoku Explainer ratings, and seconds per puzzle,
 * one puzzle at a time, one thread, on one engine.
 *
 * Sets (`puzzle ER EP ED` lines, '#' comments):
 * - hardest: ../shared/datasets/hardest_rated.txt, 128 puzzles of the
 *   forum's hardest list with their published ratings (10.9–11.9, Sudoku
 *   Explainer 1.2.1's scale);
 * - stand-in 9.5–9.8: bench/data/se121-9.5-9.8.txt, puzzles Sukaku Explainer
 *   v1.15.10 rated on the 1.2.1 scale here (the held-out 9.7–10.8 band has
 *   no public copy; its source is named in the file);
 * - stand-in 9.7–11.5: bench/data/se121-standin-9.7-11.5.txt, hardest puzzles
 *   made easier by adding solution digits, rated the same way.
 *
 * Targets (issue: ER exact ≥ 90%, EP and ED ≥ 80%; median ≤ 0.4 s, mean ≤ 0.8 s).
 * Each puzzle gets `timeoutMs`; one that hits it counts as not exact and
 * at its full time.
 */
import { readFileSync } from 'node:fs';
import { logicOf, RESULT } from '../../dist/logic/abi.js';
import { SCALES } from '../../dist/logic/index.js';
import { median } from './stats.js';

/** Reads a `puzzle ER EP ED` file. */
export function readRated(path) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [puzzle, er, ep, ed] = line.trim().split(/\s+/);
      return { puzzle: puzzle.replace(/[^1-9]/g, '0'), er: Number(er), ep: Number(ep), ed: Number(ed) };
    });
}

/** The published ratings are on Sudoku Explainer 1.2.1's scale: rate on it. */
const SE121 = SCALES.indexOf('se121');

/** Rates each puzzle alone (logicRateBatch of one); returns its ratings, status and wall seconds. */
function rateEach(engine, puzzles, timeoutMs) {
  const views = logicOf(engine);
  const words = views.abi.logicBatchWords();
  return puzzles.map((p) => {
    for (let c = 0; c < 81; c++) views.batchPuzzles[c] = p.puzzle.charCodeAt(c) - 48;
    const start = process.hrtime.bigint();
    views.abi.logicRateBatch(1, timeoutMs, SE121);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const out = views.batchResults.subarray(0, words);
    return {
      ...p,
      status: out[RESULT.status],
      ours: { er: out[RESULT.er] / 10, ep: out[RESULT.ep] / 10, ed: out[RESULT.ed] / 10 },
      seconds,
    };
  });
}

function pct(part, whole) {
  return whole === 0 ? '–' : `${part}/${whole} (${((100 * part) / whole).toFixed(0)}%)`;
}

/** One table row per set: agreement and time. */
export function hardestRows(engine, sets, timeoutMs) {
  const lines = [
    `| set | puzzles | ER exact | EP exact | ED exact | beyond (20.0) | median s | mean s |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const misses = [];
  for (const { name, puzzles } of sets) {
    const results = rateEach(engine, puzzles, timeoutMs);
    const exact = (key) => results.filter((r) => Math.abs(r.ours[key] - r[key]) < 1e-9).length;
    const beyond = results.filter((r) => r.ours.er === 20).length;
    const seconds = results.map((r) => r.seconds);
    const mean = seconds.reduce((a, b) => a + b, 0) / Math.max(1, seconds.length);
    lines.push(
      `| ${name} | ${results.length} | ${pct(exact('er'), results.length)} | ${pct(exact('ep'), results.length)} | ${pct(exact('ed'), results.length)} | ${beyond} | ${median(seconds).toFixed(3)} | ${mean.toFixed(3)} |`,
    );
    for (const r of results) {
      if (r.ours.er !== r.er) misses.push(`${name}: ours ${r.ours.er}/${r.ours.ep}/${r.ours.ed} vs ${r.er}/${r.ep}/${r.ed}  ${r.puzzle}`);
    }
  }
  return { table: lines.join('\n'), misses };
}
