/**
 * Turns measurements into the printed table and the markdown results file.
 * One table per set; first-solution and uniqueness side by side, never mixed.
 */
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
  if (r.status === 'ok') return [fmt(r.pps), fmt(r.us), fmt(r.guesses), r.ratio === undefined ? '' : `${fmtRatio(r.ratio)}×`];
  if (r.status === 'capped') return [`< ${fmt(r.pps)} (> cap)`, `> ${fmt(r.us)}`, '', ''];
  return [r.status === 'wrong' ? 'WRONG' : 'FAILED', '', '', ''];
}

/** Rows of one set: [solver label, ...first cells, ...unique cells]. */
function tableRows(setResults, solvers) {
  return solvers
    .filter((s) => setResults.some((r) => r.solver === s.id))
    .map((s) => [s.label, ...MODES.flatMap(([m]) => cells(setResults.find((r) => r.solver === s.id && r.mode === m)))]);
}

const HEAD = ['solver', ...MODES.flatMap(([, name]) => [`${name}: puzzles/s`, 'µs/puzzle', 'guesses/puzzle', '× JS'])];

/** Plain-text table for the terminal. */
export function textTable(set, info, setResults, solvers) {
  const rows = [HEAD, ...tableRows(setResults, solvers)];
  const widths = HEAD.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  const notes = setResults.filter((r) => r.status !== 'ok' && r.detail).map((r) => `  ${r.solver} (${r.mode}): ${r.status} — ${r.detail}`);
  return [`\n== ${set.name} (${set.side}×${set.side}, ${info.count} puzzles from ${info.source})`, line(rows[0]), ...rows.slice(1).map(line), ...notes].join('\n');
}

function mdTable(setResults, solvers) {
  const align = HEAD.map((_, i) => (i === 0 ? '---' : '---:'));
  return [HEAD, align, ...tableRows(setResults, solvers)].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/** The whole markdown results file. */
export function markdown({ machine, clock, plan, sets, results, solvers, svgName, quick }) {
  const out = [];
  out.push(`# Benchmark results, ${machine.date.slice(0, 10)}${quick ? ' (--quick)' : ''}`);
  out.push('');
  out.push(`Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.os}; Node ${machine.node} (V8 ${machine.v8}); commit ${machine.commit}.`);
  out.push(`Clock: ${clock}. tinybench 6, ${plan.rounds} interleaved rounds of ≥ ${plan.timeMs} ms per task (slow tasks: one run), no warm-up beyond the correctness pass.`);
  out.push(`Every answer was checked by the engine-free validator before timing; a solver slower than the cap (${plan.capMs / 1000} s per set and mode) shows "> cap" with the bound it reached (CPU time).`);
  out.push('');
  out.push(`![puzzles per second, log scale](${svgName})`);
  out.push('');
  out.push('Modes are never mixed: **first solution** stops at the first; **uniqueness** searches on to a second (`count(p, 2)`). "× JS" is the throughput relative to our JS engine in the same set and mode.');
  for (const { set, info } of sets) {
    const setResults = results.filter((r) => r.set === set.name);
    out.push('');
    out.push(`## ${set.name} — ${set.side}×${set.side}, ${info.count} puzzles`);
    out.push('');
    out.push(`${set.stresses}. Source: ${info.source}.`);
    out.push('');
    out.push(mdTable(setResults, solvers));
    const notes = setResults.filter((r) => r.status !== 'ok' && r.detail);
    if (notes.length) {
      out.push('');
      for (const r of notes) out.push(`- ${r.solver} (${r.mode}): ${r.status} — ${r.detail}`);
    }
  }
  out.push('');
  out.push('## Solvers');
  out.push('');
  for (const s of solvers) out.push(`- **${s.label}** — ${s.note}`);
  out.push('');
  out.push('## Native references (issue 6; tdoku\'s own benchmark, clang -O3 -march=native, same machine type; not measured by this script)');
  out.push('');
  out.push('| set | tdoku, first solution | tdoku, uniqueness |');
  out.push('|---|---:|---:|');
  for (const { set } of sets) if (set.native) out.push(`| ${set.name} | ${fmt(set.native.first)} | ${fmt(set.native.unique)} |`);
  out.push('');
  return out.join('\n');
}
