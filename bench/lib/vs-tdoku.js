/**
 * Ours against native tdoku, from the figures of one run: per 9×9 set, native tdoku's
 * puzzles/s (measured here, bench/lib/native-tdoku.js) and our WASM and JS rows
 * through the API per puzzle as shares of it, both modes, judged against
 * the targets (targets.js VS_TDOKU); beside them the search effort per
 * puzzle, two ways: our `guesses` (every digit tried at a branch cell) and
 * branch decisions (alternatives kept to come back to, the measure tdoku
 * reports as its guesses), ours read from the engine rows (results carry
 * guesses only; the same engine answers both rows). Under it the API
 * layer's cost on the easy sets (targets.js API_LAYER_MAX_US).
 */
import { API_LAYER_MAX_US, EASY_SETS, VS_TDOKU, VS_TDOKU_BY_SET, apiLayerOf, vsTdokuFor } from './targets.js';

const MODES = ['first', 'unique'];

function pick(results, set, solver, mode) {
  const r = results.find((q) => q.set === set && q.solver === solver && q.mode === mode);
  return r && r.pps !== undefined && ['ok', 'capped'].includes(r.status) ? r : undefined;
}

/** 362k, 42.4k, 950 */
function rate(pps) {
  if (pps === undefined) return '—';
  if (pps >= 100_000) return `${Math.round(pps / 1000)}k`;
  if (pps >= 1000) return `${(pps / 1000).toFixed(1)}k`;
  return String(Math.round(pps));
}
const two = (x) => (x === undefined ? '—' : x.toFixed(2));
const one = (x) => (x === undefined ? '—' : x < 10 ? x.toFixed(2) : x.toFixed(1));
/** "a / b" over both modes. */
const pair = (f) => MODES.map(f).join(' / ');

/** One row of cells for `set`, and whether its targets hold (undefined: not measured). */
function row(set, info, results) {
  const ratio = (ours, mode) => {
    const a = pick(results, set.name, ours, mode);
    const t = pick(results, set.name, 'tdoku', mode);
    return a && t ? a.pps / t.pps : undefined;
  };
  const ratios = { wasm: MODES.map((m) => ratio('wasm', m)), js: MODES.map((m) => ratio('js', m)) };
  const all = [...ratios.wasm, ...ratios.js];
  const misses = [];
  for (const kind of ['wasm', 'js']) {
    ratios[kind].forEach((r, i) => {
      if (r !== undefined && r < vsTdokuFor(set.name)[kind]) misses.push(`${kind === 'wasm' ? 'WASM' : 'JS'} ${MODES[i] === 'first' ? 'first' : 'uniq.'}`);
    });
  }
  const verdict = all.some((r) => r === undefined) ? 'not measured' : misses.length === 0 ? 'PASS' : `FAIL (${misses.join(', ')})`;
  const name = set.standIn ? `${set.name} (stand-in for ${set.standIn})` : set.name;
  return [
    name,
    info.count.toLocaleString('en-US'),
    pair((m) => rate(pick(results, set.name, 'tdoku', m)?.pps)),
    pair((_, i) => two(ratios.wasm[i])),
    pair((_, i) => two(ratios.js[i])),
    pair((m) => one(pick(results, set.name, 'wasm', m)?.us)),
    pair((m) => one(pick(results, set.name, 'wasm', m)?.guesses)),
    pair((m) => one(pick(results, set.name, 'wasm-engine', m)?.decisions)),
    pair((m) => one(pick(results, set.name, 'tdoku', m)?.decisions)),
    verdict,
  ];
}

const HEAD = [
  'set',
  'puzzles',
  'tdoku first / uniq. (p/s)',
  'WASM ÷ tdoku first / uniq.',
  'JS ÷ tdoku first / uniq.',
  'WASM µs/puzzle',
  'ours: guesses/puzzle',
  'ours: decisions/puzzle',
  'tdoku: decisions/puzzle',
  `verdict (WASM ≥ ${VS_TDOKU.wasm.toFixed(2)}, JS ≥ ${VS_TDOKU.js.toFixed(2)}${Object.entries(VS_TDOKU_BY_SET).map(([name, need]) => `; ${name}: ${need.wasm.toFixed(2)}, ${need.js.toFixed(2)}`).join('')})`,
];

/** The API layer's cost on the easy sets: WASM API per puzzle µs − WASM engine only µs, per mode (targets.js apiLayerOf). */
function apiLayerLines(sets, results, apiLayers) {
  const out = [];
  for (const { set } of sets) {
    if (!EASY_SETS.includes(set.name)) continue;
    const wasm = MODES.map((m) => apiLayerOf(results, apiLayers, set.name, m, 'wasm')?.extraUs);
    const js = MODES.map((m) => apiLayerOf(results, apiLayers, set.name, m, 'js')?.extraUs);
    const paired = apiLayers.some((a) => a.set === set.name);
    const judged = wasm.filter((x) => x !== undefined);
    const verdict = judged.length < wasm.length ? 'not measured' : judged.every((x) => x <= API_LAYER_MAX_US) ? 'PASS' : 'FAIL';
    const us = (xs) => xs.map((x) => (x === undefined ? '—' : x.toFixed(2))).join(' / ');
    const spread = MODES.map((m) => apiLayers.find((a) => a.set === set.name && a.mode === m && a.kind === 'wasm')?.byProcess).filter((x) => x !== undefined);
    const processes = spread.length > 0 ? `; WASM by process, API layer (engine alone): ${spread.map((xs) => xs.map((x) => `${x.extraUs.toFixed(2)} (${x.engineUs.toFixed(2)})`).join(', ')).join(' / ')}` : '';
    const how = paired ? `paired passes in ${spread[0]?.length ?? 'fresh'} fresh processes, median over them, bench/lib/api-layer.js${processes}` : "the rows' gap";
    out.push(`API layer on ${set.name}${set.standIn ? ' (stand-in)' : ''}: WASM ${us(wasm)} µs/puzzle over the engine alone (first / uniq.; ${how}), target ≤ ${API_LAYER_MAX_US}: ${verdict}; JS ${us(js)} µs (information)`);
  }
  return out;
}

const NOTE = [
  'Ours: API per puzzle (solver.solve(line) / solveUnique(line), string in, SolveResult out), CPU clock, median of interleaved rounds, each round in a fresh process; tdoku: its own benchmark program, prebuilt and given with --tdoku (bench/lib/native-tdoku.js), median of the same rounds, same puzzle list, rounds interleaved with ours.',
  'guesses = every digit we tried at a branch cell (SolveResult.guesses); decisions = branch decisions, alternatives kept to come back to (tdoku\'s "guesses"); ours from the WASM engine row, which answers the same puzzles with the same engine.',
];

/** Rows for the sets that have tdoku's side (9×9). */
function rows(sets, results) {
  return sets.filter(({ set }) => set.side === 9).map(({ set, info }) => row(set, info, results));
}

/** The plain-text table for the terminal. */
export function vsTdokuText(sets, results, apiLayers = []) {
  const body = rows(sets, results);
  if (body.length === 0) return '';
  const all = [HEAD, ...body];
  const widths = HEAD.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 || i === r.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd();
  return ['\n== WASM and JS through the API per puzzle vs native tdoku, measured in this run', ...NOTE, ...all.map(line), ...apiLayerLines(sets, results, apiLayers)].join('\n');
}

/** The same as a markdown section. */
export function vsTdokuMarkdown(sets, results, apiLayers = []) {
  const body = rows(sets, results);
  if (body.length === 0) return '';
  const out = ['## Ours vs native tdoku', '', ...NOTE.map((n) => `${n}`), ''];
  out.push(`| ${HEAD.join(' | ')} |`, `|${HEAD.map((_, i) => (i === 0 || i === HEAD.length - 1 ? '---' : '---:')).join('|')}|`);
  for (const r of body) out.push(`| ${r.join(' | ')} |`);
  const api = apiLayerLines(sets, results, apiLayers);
  if (api.length > 0) out.push('', ...api.map((l) => `- ${l}`));
  return out.join('\n');
}
