/**
 * Turns measurements into the printed tables and the markdown results file
 * (written to be pasted into the README's performance section as it is).
 * One table per set; first solution and uniqueness side by side, never mixed.
 */
import { targetsMarkdown } from './targets.js';

const MODES = [
  ['first', 'first solution'],
  ['unique', 'uniqueness (count to 2)'],
];

/** Thousands separators, fixed significant digits for small values. */
export function fmt(x) {
  if (x === undefined || x === null || Number.isNaN(x)) return '';
  if (x >= 100) return Math.round(x).toLocaleString('en-US');
  if (x >= 10) return x.toFixed(1);
  return x.toFixed(2);
}

/** Ratios: two significant digits below 1 so slow solvers do not all read 0.00. */
function fmtRatio(x) {
  return x >= 1 ? x.toFixed(2) : x.toPrecision(2);
}

/** The cells of one result: puzzles/s, µs/puzzle, guesses/puzzle, ratio to our JS engine. */
function cells(r) {
  if (r === undefined) return ['—', '', '', ''];
  const ratio = r.ratio === undefined ? '' : `${fmtRatio(r.ratio)}×`;
  if (r.status === 'ok') return [fmt(r.pps), fmt(r.us), fmt(r.guesses), ratio];
  if (r.status === 'reference') return [`${fmt(r.pps)} (native)`, fmt(r.us), '', ratio];
  if (r.status === 'capped') {
    if (r.pps !== undefined) return [`≈ ${fmt(r.pps)} (capped)`, `≈ ${fmt(r.us)}`, fmt(r.guesses), `≈ ${ratio}`];
    if (r.capMs !== undefined) return [`< ${fmt(1000 / r.capMs)} (capped)`, `> ${fmt(r.capMs * 1000)}`, '', ''];
    return ['> cap (as in first solution)', '', '', ''];
  }
  if (r.status === 'missing') return ['not measured', '', '', ''];
  return [r.status === 'wrong' ? 'WRONG' : 'FAILED', '', '', ''];
}

/** Rows of one set: [solver label, ...first cells, ...unique cells]. */
function tableRows(setResults, solvers) {
  return solvers
    .filter((s) => setResults.some((r) => r.solver === s.id))
    .map((s) => [s.label, ...MODES.flatMap(([m]) => cells(setResults.find((r) => r.solver === s.id && r.mode === m)))]);
}

const HEAD = ['solver', ...MODES.flatMap(([, name]) => [`${name}: puzzles/s`, 'µs/puzzle', 'guesses/puzzle', '× JS'])];

/** Notes under a set's table: why a solver is capped, wrong or failed. */
function notes(setResults, solvers) {
  const label = (id) => solvers.find((s) => s.id === id)?.label ?? id;
  return setResults
    .filter((r) => r.status !== 'ok' && r.status !== 'reference' && r.detail)
    .map((r) => `${label(r.solver)} (${r.mode === 'first' ? 'first solution' : 'uniqueness'}): ${r.status}${r.status === 'capped' && r.pps !== undefined ? ' — figures from the prefix it finished' : ''} — ${r.detail}`);
}

/** How many puzzles each group of rows ran. */
function countText(info) {
  const all = info.count.toLocaleString('en-US');
  return info.others < info.count ? `${all} puzzles for our rows; the other solvers the first ${info.others.toLocaleString('en-US')} of them (a spread sample)` : `${all} puzzles`;
}

/** Plain-text table for the terminal. */
export function textTable(set, info, setResults, solvers) {
  const rows = [HEAD, ...tableRows(setResults, solvers)];
  const widths = HEAD.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [`\n== ${set.name} (${set.side}×${set.side}, ${countText(info)}; from ${info.source})`, line(rows[0]), ...rows.slice(1).map(line), ...notes(setResults, solvers).map((n) => `  ${n}`)].join('\n');
}

function mdTable(setResults, solvers) {
  const align = HEAD.map((_, i) => (i === 0 ? '---' : '---:'));
  const rows = tableRows(setResults, solvers).map(([label, ...rest]) => [label.startsWith('ours:') ? `**${label}**` : label, ...rest]);
  return [HEAD, align, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/** The whole markdown results file: README-ready tables first, method after. */
export function markdown({ machine, clock, plan, sets, results, solvers, checks, svgName, quick, seconds, cpuSeconds }) {
  const out = [];
  out.push(`# Benchmark results, ${machine.date.slice(0, 10)}${quick ? ' (--quick samples)' : ''}`);
  out.push('');
  out.push(`Measured with \`npm run bench${quick ? ' -- --quick' : ''}\` on ${machine.cpu}, ${machine.cores} cores, ${machine.os}; Node ${machine.node} (V8 ${machine.v8}); commit ${machine.commit}; clock: ${clock}, one thread. The whole run took ${seconds.toFixed(0)} s (${cpuSeconds.toFixed(0)} s of CPU in the bench's own process; our rows and tdoku run in child processes).`);
  out.push('');
  out.push(`![puzzles per second, log scale](${svgName})`);
  out.push('');
  out.push('Two modes, never mixed: **first solution** stops at the first (`solve`); **uniqueness** searches on to a second (`count(p, 2)`, `solveUnique`). "× JS" is the throughput relative to **ours: JS, API per puzzle** in the same set and mode. Our rows: *API per puzzle* = `solver.solve(line)`, string in, string out, one call per puzzle (what a user gets); *API batched* = `solver.solveBatch(lines)`; *engine only* = cells parsed before timing, copied into the engine\'s `puzzles` region and solved by `engine.solveBatch` (the engine without parse/format cost). The native tdoku row is measured in the same run: a prebuilt copy of tdoku\'s own benchmark program (given with --tdoku), timed on the same puzzle list, its rounds interleaved with ours (bench/lib/native-tdoku.js); its guesses are binary branch decisions, ours every digit tried at a branch cell. "≈ … (capped)": the solver exceeded the time cap and is reported from the puzzles it finished in its one checked pass.');
  for (const { set, info } of sets) {
    const setResults = results.filter((r) => r.set === set.name);
    out.push('');
    out.push(`## ${set.name} — ${set.side}×${set.side}, ${countText(info)}`);
    out.push('');
    out.push(`${set.stresses}. Source: ${info.source}.`);
    out.push('');
    out.push(mdTable(setResults, solvers));
    const n = notes(setResults, solvers);
    if (n.length) {
      out.push('');
      for (const line of n) out.push(`- ${line}`);
    }
  }
  out.push('');
  out.push(targetsMarkdown(checks));
  out.push('');
  out.push('## Method');
  out.push('');
  out.push(`- Every answer of every solver was checked by the engine-free validator (src/validate.ts) before timing: a solution must keep the givens and obey the rules; in uniqueness mode the count must be exactly 1 (2 on a set whose puzzles have several solutions each, datasets.js several).`);
  out.push(`- Timing: tinybench 6 on the CPU clock (${clock}), ${plan.rounds} interleaved rounds of ≥ ${plan.timeMs} ms per task, task order rotated each round, each task solving the whole list per iteration; every row's figure, ours and tdoku's alike, is the median of its rounds; any task outside our rows whose checked pass took over ${plan.slowMs / 1000} s runs in one round only. No warm-up beyond the correctness pass. Our rows get every round, each round in a fresh Node process (bench/lib/ours-fresh.js: a Node process here runs at a speed of its own for seconds at a time, tdoku does not), each row warmed up 150 ms there first; native tdoku's rounds each run in a process of their own.`);
  out.push(`- Time cap: ${plan.capMs / 1000} s of CPU per solver, set and mode. Lists are evenly spaced samples of each file in bit-reversed order, so the prefix a capped solver finished also samples the whole file.`);
  out.push('');
  out.push('## Solvers');
  out.push('');
  for (const s of solvers) out.push(`- **${s.label}** — ${s.note}`);
  out.push('');
  return out.join('\n');
}
