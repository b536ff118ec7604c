/**
 * Issue 6's targets, judged on the figures of one run. Verdicts use the API
 * per-puzzle rows (string in, string out, one call per puzzle): what a user
 * gets, and the same work as native tdoku's benchmark, which also takes a
 * puzzle string per call — except target 2, which compares the two engines
 * themselves (pre-parsed cells, engine.solveBatch), since both API rows
 * share the same parse and format code. The other level's figure is given
 * beside each verdict for information. A ratio marked "≈" involves a capped
 * solver's estimate (report.js).
 *
 *   1. WASM ≥ 30% of native tdoku in the same mode (sets with a native figure)
 *   2. WASM ≥ 1.5× our JS engine
 *   3. JS ≥ 2× `dancing-links` (npm)
 *   4. on unbiased_1000: per-puzzle API ≥ 70% of the batched API
 */
const MODE_NAME = { first: 'first solution', unique: 'uniqueness' };

/** A solver's figure: measured, a native reference, or a capped solver's estimate (r.status tells). */
function pick(results, set, solver, mode) {
  const r = results.find((q) => q.set === set && q.solver === solver && q.mode === mode);
  return r && r.pps !== undefined && ['ok', 'reference', 'capped'].includes(r.status) ? r : undefined;
}

/**
 * @returns {{set: string, mode: string, check: string, uses: string, ours?: number, against?: number, ratio?: number, need: number, pass?: boolean, engineRatio?: number}[]}
 */
export function judgeTargets(sets, results) {
  const out = [];
  const ratioCheck = (set, mode, check, uses, oursId, againstId, need, engineIds) => {
    const a = pick(results, set.name, oursId, mode);
    const b = pick(results, set.name, againstId, mode);
    const ratio = a && b ? a.pps / b.pps : undefined;
    let engineRatio;
    if (engineIds) {
      const ea = pick(results, set.name, engineIds[0], mode);
      const eb = pick(results, set.name, engineIds[1], mode);
      engineRatio = ea && eb ? ea.pps / eb.pps : undefined;
    }
    const estimate = a?.status === 'capped' || b?.status === 'capped';
    out.push({ set: set.name, mode, check, uses, ours: a?.pps, against: b?.pps, ratio, estimate, need, pass: ratio === undefined ? undefined : ratio >= need, engineRatio });
  };
  for (const { set } of sets) {
    if (set.side !== 9) continue;
    for (const mode of ['first', 'unique']) {
      if (!set.unique && mode === 'unique') continue;
      if (!results.some((r) => r.set === set.name && r.mode === mode)) continue;
      if (set.native?.some((n) => n.id === 'tdoku' && n.mode === mode)) {
        ratioCheck(set, mode, 'WASM ≥ 30% of native tdoku', 'WASM, API per puzzle ÷ tdoku', 'wasm', 'tdoku', 0.3, ['wasm-engine', 'tdoku']);
      }
      // Engine against engine, as the target says: the API rows share the same
      // parse and format code, which dilutes the ratio on easy sets (given as info).
      ratioCheck(set, mode, 'WASM engine ≥ 1.5× our JS engine', 'WASM engine only ÷ JS engine only', 'wasm-engine', 'js-engine', 1.5, ['wasm', 'js']);
      ratioCheck(set, mode, 'JS ≥ 2× dancing-links', 'JS, API per puzzle ÷ npm dancing-links', 'js', 'dancing-links', 2, ['js-engine', 'dancing-links']);
      if (set.name === 'unbiased_1000') {
        ratioCheck(set, mode, 'per-puzzle API ≥ 70% of batched', 'WASM, API per puzzle ÷ WASM, API batched', 'wasm', 'wasm-batch', 0.7);
      }
    }
  }
  return out;
}

const pct = (x) => (x === undefined ? '—' : x < 1 ? `${(x * 100).toFixed(0)}%` : `${x.toFixed(2)}×`);
const num = (x) => (x === undefined ? '—' : Math.round(x).toLocaleString('en-US'));
const verdict = (p) => (p === undefined ? 'not measured' : p ? 'PASS' : 'FAIL');

const HEAD = ['set', 'mode', 'target', 'measured with', 'ours, puzzles/s', 'against, puzzles/s', 'ratio', 'verdict', 'other level (info)'];

/** Rows of cells for the targets table. */
function rows(checks) {
  return checks.map((c) => [c.set, MODE_NAME[c.mode], c.check, c.uses, num(c.ours), num(c.against), `${c.estimate ? '≈ ' : ''}${pct(c.ratio)}`, verdict(c.pass), c.engineRatio === undefined ? '' : pct(c.engineRatio)]);
}

/** One-line summary: passes out of the checks that could be judged. */
export function targetSummary(checks) {
  const judged = checks.filter((c) => c.pass !== undefined);
  return `${judged.filter((c) => c.pass).length} of ${judged.length} targets met${judged.length < checks.length ? ` (${checks.length - judged.length} not measured)` : ''}`;
}

/** The plain-text targets table for the terminal. */
export function targetsText(checks) {
  const all = [HEAD, ...rows(checks)];
  const widths = HEAD.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i >= 4 && i <= 6 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  return ['\n== Issue 6 targets: ' + targetSummary(checks), 'Verdicts use the API per-puzzle rows (string in, string out, one call per puzzle: what a user gets), except WASM vs JS, which compares the engines alone (pre-parsed cells, engine.solveBatch: both API rows share the same parse/format code); "other level" = the same ratio at the other level, for information.', ...all.map(line)].join('\n');
}

/** The markdown targets section. */
export function targetsMarkdown(checks) {
  const out = [];
  out.push(`## Issue 6 targets — ${targetSummary(checks)}`);
  out.push('');
  out.push('Each verdict uses the **API per-puzzle** rows (`solver.solve(line)` / `solver.solveUnique(line)`: string in, string out, one call per puzzle) — what a user gets, and the same work as tdoku\'s benchmark, which also takes a puzzle string per call — except **WASM vs JS**, which compares the two engines alone (cells parsed before timing, `engine.solveBatch`), since both API rows share the same parse and format code. "Other level" is the same ratio at the other level (engine alone, or API per puzzle for WASM vs JS), for information. tdoku and jsolve figures are issue 6\'s native measurements on this machine type, not measured here.');
  out.push('');
  out.push(`| ${HEAD.join(' | ')} |`);
  out.push(`|${HEAD.map((_, i) => (i >= 4 && i <= 6 ? '---:' : '---')).join('|')}|`);
  for (const r of rows(checks)) out.push(`| ${r.map((c, i) => (i === 7 ? `**${c}**` : c)).join(' | ')} |`);
  return out.join('\n');
}
