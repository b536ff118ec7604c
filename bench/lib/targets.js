/**
 * The speed targets, judged on the figures of one run. Verdicts use the API
 * per-puzzle rows (string in, string out, one call per puzzle): what a user
 * gets, and the same work as native tdoku's benchmark, which also takes a
 * puzzle string per call — except where a target names the engines. The
 * other level's figure is given beside each verdict for information. A ratio
 * marked "≈" involves a capped solver's estimate (report.js).
 *
 * Against native tdoku (measured in the same run, bench/lib/native-tdoku.js, when given):
 *   1. WASM ≥ 0.70× native tdoku, every 9×9 set, both modes (≥ 0.90× on
 *      one_band_10000, where every branch must be cheap: VS_TDOKU_BY_SET)
 *   2. JS ≥ 0.45× native tdoku, every 9×9 set, both modes (≥ 0.50× on one_band_10000)
 *   3. the API layer adds ≤ 0.3 µs per puzzle over the engine alone on the
 *      easy sets (unbiased_1000 and the easy_10000 stand-in), WASM; measured
 *      by paired passes (api-layer.js) in fresh processes (the median over
 *      them), the rows' gap being noisier than that
 *   4. big grids (bench/lib/big-grids.js): no 16×16 or 25×25 puzzle over 100 ms
 *      (WASM and JS), and the 120-puzzle 25×25 total ≥ 5× faster than
 *      `dancing-links`
 * On our own figures:
 *   8. uniqueness mode costs ≤ 1.2× first-solution mode on every easy set
 *      (UNIQUENESS_SETS), WASM and JS, API per puzzle (µs per puzzle)
 * Held since the engines' first release:
 *   5. WASM engine ≥ 1.5× our JS engine
 *   6. JS ≥ 2× `dancing-links` (npm)
 *   7. on unbiased_1000: per-puzzle API ≥ 70% of the batched API
 */
import { countsToTwo } from './datasets.js';
const MODE_NAME = { first: 'first solution', unique: 'uniqueness', both: '—' };
/** Sets on which the API layer's cost per puzzle is judged: easy, so set-up dominates (easy_10000 is a stand-in, datasets.js). */
export const EASY_SETS = ['unbiased_1000', 'easy_10000'];
/** The most the API layer may add per puzzle over the engine alone, µs. */
export const API_LAYER_MAX_US = 0.3;
/** Least throughput of our WASM and JS rows (API per puzzle) as a share of native tdoku's, every 9×9 set, both modes. */
export const VS_TDOKU = { wasm: 0.7, js: 0.45 };
/** Sets with a target of their own against native tdoku. */
export const VS_TDOKU_BY_SET = { one_band_10000: { wasm: 0.9, js: 0.5 } };
/** The shares of native tdoku's throughput our rows must reach on the set named `name`. */
export function vsTdokuFor(name) {
  return VS_TDOKU_BY_SET[name] ?? VS_TDOKU;
}
/** Easy sets, on which uniqueness mode may cost at most UNIQUE_OVER_FIRST_MAX× first-solution mode per puzzle. */
export const UNIQUENESS_SETS = ['unbiased_1000', 'easy_10000', 'one_band_10000'];
export const UNIQUE_OVER_FIRST_MAX = 1.2;
const BIG_GRID_MAX_MS = 100;
const BIG_GRID_VS_DLX = 5;

/** A solver's figure: measured, or a capped solver's estimate (r.status tells). */
function pick(results, set, solver, mode) {
  const r = results.find((q) => q.set === set && q.solver === solver && q.mode === mode);
  return r && r.pps !== undefined && ['ok', 'capped'].includes(r.status) ? r : undefined;
}

/**
 * The API layer's cost for one set, mode and engine kind: the paired
 * measurement (api-layer.js) when the run made one, else the gap between
 * the API-per-puzzle and engine-only rows.
 * @returns {{apiUs: number, engineUs: number, extraUs: number, paired: boolean} | undefined}
 */
export function apiLayerOf(results, apiLayers, set, mode, kind) {
  const paired = apiLayers.find((a) => a.set === set && a.mode === mode && a.kind === kind);
  if (paired) return { apiUs: paired.apiUs, engineUs: paired.engineUs, extraUs: paired.extraUs, paired: true };
  const api = pick(results, set, kind, mode);
  const engine = pick(results, set, `${kind}-engine`, mode);
  return api && engine ? { apiUs: api.us, engineUs: engine.us, extraUs: api.us - engine.us, paired: false } : undefined;
}

const pct = (x) => (x === undefined ? '—' : x < 1 ? x.toFixed(2) + '×' : `${x.toFixed(2)}×`);
const num = (x) => (x === undefined ? '—' : Math.round(x).toLocaleString('en-US'));

/**
 * @typedef {object} Check
 * @property {string} set
 * @property {'first'|'unique'|'both'} mode
 * @property {string} check      the target
 * @property {string} uses       what was compared
 * @property {string} ours       our figure, formatted
 * @property {string} against    the other figure, formatted
 * @property {string} measured   the judged value (ratio, µs, ms), formatted
 * @property {boolean} [pass]    undefined: not measured
 * @property {string} info       the same comparison at the other level, for information
 */

/**
 * @param {{set: object}[]} sets
 * @param {object[]} results
 * @param {{side: number, rows: object[], totals: object}[]} [bigGrids]  runBigGrids' answer
 * @param {{set: string, mode: string, kind: string, apiUs: number, engineUs: number, extraUs: number}[]} [apiLayers]  api-layer.js's paired figures
 * @returns {Check[]}
 */
export function judgeTargets(sets, results, bigGrids = [], apiLayers = []) {
  const out = [];
  const ratioCheck = (set, mode, check, uses, oursId, againstId, need, infoIds) => {
    const a = pick(results, set.name, oursId, mode);
    const b = pick(results, set.name, againstId, mode);
    const ratio = a && b ? a.pps / b.pps : undefined;
    let info = '';
    if (infoIds) {
      const ea = pick(results, set.name, infoIds[0], mode);
      const eb = pick(results, set.name, infoIds[1], mode);
      if (ea && eb) info = pct(ea.pps / eb.pps);
    }
    const estimate = a?.status === 'capped' || b?.status === 'capped';
    out.push({ set: set.name, mode, check, uses, ours: num(a?.pps), against: num(b?.pps), measured: `${estimate ? '≈ ' : ''}${pct(ratio)}`, pass: ratio === undefined ? undefined : ratio >= need, info });
  };
  for (const { set } of sets) {
    if (set.side !== 9) continue;
    for (const mode of ['first', 'unique']) {
      if (!countsToTwo(set) && mode === 'unique') continue;
      if (!results.some((r) => r.set === set.name && r.mode === mode)) continue;
      const need = vsTdokuFor(set.name);
      ratioCheck(set, mode, `WASM ≥ ${need.wasm.toFixed(2)}× native tdoku`, 'WASM, API per puzzle ÷ tdoku', 'wasm', 'tdoku', need.wasm, ['wasm-engine', 'tdoku']);
      ratioCheck(set, mode, `JS ≥ ${need.js.toFixed(2)}× native tdoku`, 'JS, API per puzzle ÷ tdoku', 'js', 'tdoku', need.js, ['js-engine', 'tdoku']);
      if (EASY_SETS.includes(set.name)) {
        const wasm = apiLayerOf(results, apiLayers, set.name, mode, 'wasm');
        const js = apiLayerOf(results, apiLayers, set.name, mode, 'js');
        out.push({ set: set.name, mode, check: `API layer ≤ ${API_LAYER_MAX_US} µs/puzzle over the engine`, uses: wasm?.paired ? 'WASM: API per puzzle − engine only, paired passes, median of 5 fresh processes' : 'WASM: API per puzzle µs − engine only µs', ours: wasm ? `${wasm.apiUs.toFixed(2)} µs` : '—', against: wasm ? `${wasm.engineUs.toFixed(2)} µs` : '—', measured: wasm ? `${wasm.extraUs.toFixed(2)} µs` : '—', pass: wasm ? wasm.extraUs <= API_LAYER_MAX_US : undefined, info: js ? `JS ${js.extraUs.toFixed(2)} µs` : '' });
      }
      ratioCheck(set, mode, 'WASM engine ≥ 1.5× our JS engine', 'WASM engine only ÷ JS engine only', 'wasm-engine', 'js-engine', 1.5, ['wasm', 'js']);
      // Stand-in sets run no npm solvers (datasets.js oursAndNative).
      if (set.oursAndNative) continue;
      ratioCheck(set, mode, 'JS ≥ 2× dancing-links', 'JS, API per puzzle ÷ npm dancing-links', 'js', 'dancing-links', 2, ['js-engine', 'dancing-links']);
      if (set.name === 'unbiased_1000') {
        ratioCheck(set, mode, 'per-puzzle API ≥ 70% of batched', 'WASM, API per puzzle ÷ WASM, API batched', 'wasm', 'wasm-batch', 0.7);
      }
    }
    if (UNIQUENESS_SETS.includes(set.name)) {
      for (const [kind, name, other] of [['wasm', 'WASM', 'wasm-engine'], ['js', 'JS', 'js-engine']]) {
        const first = pick(results, set.name, kind, 'first');
        const unique = pick(results, set.name, kind, 'unique');
        const ratio = first && unique ? unique.us / first.us : undefined;
        const engineFirst = pick(results, set.name, other, 'first');
        const engineUnique = pick(results, set.name, other, 'unique');
        const info = engineFirst && engineUnique ? `engine only ${pct(engineUnique.us / engineFirst.us)}` : '';
        out.push({ set: set.name, mode: 'both', check: `uniqueness ≤ ${UNIQUE_OVER_FIRST_MAX.toFixed(1)}× first solution (${name})`, uses: `${name}, API per puzzle: µs uniqueness ÷ µs first`, ours: unique ? `${unique.us.toFixed(2)} µs` : '—', against: first ? `${first.us.toFixed(2)} µs` : '—', measured: pct(ratio), pass: ratio === undefined ? undefined : ratio <= UNIQUE_OVER_FIRST_MAX, info });
      }
    }
  }
  for (const { side, totals } of bigGrids) {
    for (const [engine, worst] of [['WASM', totals.wasmWorst], ['JS', totals.jsWorst]]) {
      const gaveUp = totals.timeouts.filter((t) => t.startsWith(engine.toLowerCase())).length;
      const wrong = totals.problems.filter((t) => t.startsWith(engine.toLowerCase())).length;
      out.push({ set: `big grids ${side}×${side}`, mode: 'first', check: `no puzzle over ${BIG_GRID_MAX_MS} ms`, uses: `worst of ${totals.count} puzzles, ${engine}, API per puzzle`, ours: `${worst.toFixed(1)} ms`, against: `${BIG_GRID_MAX_MS} ms`, measured: `${worst.toFixed(1)} ms`, pass: worst <= BIG_GRID_MAX_MS && gaveUp === 0 && wrong === 0, info: [gaveUp ? `${gaveUp} gave up` : '', wrong ? `${wrong} wrong` : ''].filter(Boolean).join(', ') });
    }
    if (side === 25 && totals.dlx !== undefined) {
      const ratio = totals.dlx / totals.wasm;
      const capped = totals.dlxCapped > 0;
      out.push({ set: `big grids ${side}×${side}`, mode: 'first', check: `total ≥ ${BIG_GRID_VS_DLX}× faster than dancing-links`, uses: `${totals.count} puzzles: dancing-links ms ÷ WASM ms`, ours: `${num(totals.wasm)} ms`, against: `${capped ? '≥ ' : ''}${num(totals.dlx)} ms`, measured: `${capped ? '≥ ' : ''}${pct(ratio)}`, pass: ratio >= BIG_GRID_VS_DLX, info: `JS ${capped ? '≥ ' : ''}${pct(totals.dlx / totals.js)}` });
    }
  }
  return out;
}

const verdict = (p) => (p === undefined ? 'not measured' : p ? 'PASS' : 'FAIL');

const HEAD = ['set', 'mode', 'target', 'measured with', 'ours', 'against', 'measured', 'verdict', 'other level (info)'];
const RIGHT = new Set([4, 5, 6]);

/** Rows of cells for the targets table. */
function rows(checks) {
  return checks.map((c) => [c.set, MODE_NAME[c.mode], c.check, c.uses, c.ours, c.against, c.measured, verdict(c.pass), c.info]);
}

/** One-line summary: passes out of the checks that could be judged. */
export function targetSummary(checks) {
  const judged = checks.filter((c) => c.pass !== undefined);
  return `${judged.filter((c) => c.pass).length} of ${judged.length} targets met${judged.length < checks.length ? ` (${checks.length - judged.length} not measured)` : ''}`;
}

const NOTE = 'Verdicts use the API per-puzzle rows (string in, string out, one call per puzzle: what a user gets, and the same work as tdoku\'s benchmark), except WASM vs JS, which compares the engines alone; "other level" = the same comparison at the other level, for information. Native tdoku is measured in this run (its own benchmark on the same list, rounds interleaved with ours; "not measured" when no tdoku program was given).';

/** The plain-text targets table for the terminal. */
export function targetsText(checks) {
  const all = [HEAD, ...rows(checks)];
  const widths = HEAD.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (RIGHT.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  return ['\n== Targets: ' + targetSummary(checks), NOTE, ...all.map(line)].join('\n');
}

/** The markdown targets section. */
export function targetsMarkdown(checks) {
  const out = [];
  out.push(`## Targets — ${targetSummary(checks)}`);
  out.push('');
  out.push(NOTE);
  out.push('');
  out.push(`| ${HEAD.join(' | ')} |`);
  out.push(`|${HEAD.map((_, i) => (RIGHT.has(i) ? '---:' : '---')).join('|')}|`);
  for (const r of rows(checks)) out.push(`| ${r.map((c, i) => (i === 7 ? `**${c}**` : c)).join(' | ')} |`);
  return out.join('\n');
}
