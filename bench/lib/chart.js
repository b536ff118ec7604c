/**
 * A hand-written SVG bar chart of puzzles/s (log scale): one block of rows
 * per set, one row per solver, first-solution bars on the left panel and
 * uniqueness bars on the right. Capped solvers get a pale bar up to the
 * estimate from the puzzles they finished; failed ones a red note. Native
 * tdoku (measured in the same run) is a grey row, and a dashed line marks
 * the WASM target: 0.70× native tdoku (measured in the same run) in the same mode.
 */
import { countsToTwo } from './datasets.js';
const LABEL_W = 300;
const PANEL_W = 380;
const GAP = 30;
const ROW_H = 17;
const SET_H = 26;
const TOP = 64;
const MIN_DECADE = 0; // 1 puzzle/s
const MAX_DECADE = 6; // 1,000,000 puzzles/s
const COLORS = { ours: '#d9480f', oursJs: '#f59f00', classic: '#5c7cfa', npm: '#2b8a3e', native: '#868e96' };
/** Our JS rows get their own shade, so WASM and JS read apart at a glance. */
const colorOf = (s) => (s.group === 'ours' && s.id.startsWith('js') ? COLORS.oursJs : (COLORS[s.group] ?? '#868e96'));

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** x offset inside a panel for a throughput, log scale clamped to the axis. */
function xOf(pps) {
  const d = Math.min(Math.max(Math.log10(Math.max(pps, 1)), MIN_DECADE), MAX_DECADE);
  return ((d - MIN_DECADE) / (MAX_DECADE - MIN_DECADE)) * PANEL_W;
}

const short = (x) => (x >= 1e6 ? `${+(x / 1e6).toFixed(1)}M` : x >= 1e3 ? `${(x / 1e3).toFixed(x >= 1e4 ? 0 : 1)}k` : x >= 10 || Number.isInteger(x) ? x.toFixed(0) : x.toFixed(1));

/** The SVG text. */
export function barChart({ title, subtitle, sets, results, solvers }) {
  const blocks = sets.map(({ set }) => ({ set, rows: solvers.filter((s) => results.some((r) => r.set === set.name && r.solver === s.id)) }));
  const height = TOP + blocks.reduce((h, b) => h + SET_H + b.rows.length * ROW_H, 0) + 46;
  const width = LABEL_W + 2 * PANEL_W + GAP + 30;
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="11">`);
  out.push(`<rect width="100%" height="100%" fill="#fff"/>`);
  out.push(`<text x="12" y="20" font-size="15" font-weight="600">${esc(title)}</text>`);
  out.push(`<text x="12" y="37" fill="#555">${esc(subtitle)}</text>`);
  ['first', 'unique'].forEach((mode, p) => {
    const x0 = LABEL_W + p * (PANEL_W + GAP);
    out.push(`<text x="${x0}" y="${TOP - 8}" font-weight="600">${mode === 'first' ? 'first solution' : 'uniqueness (count to 2)'} — puzzles/s, log scale</text>`);
    for (let d = MIN_DECADE; d <= MAX_DECADE; d++) {
      const x = x0 + xOf(10 ** d);
      out.push(`<line x1="${x}" y1="${TOP}" x2="${x}" y2="${height - 38}" stroke="#e3e3e3"/>`);
      out.push(`<text x="${x}" y="${height - 24}" text-anchor="middle" fill="#666">${short(10 ** d)}</text>`);
    }
  });
  let y = TOP;
  for (const { set, rows } of blocks) {
    out.push(`<rect x="0" y="${y}" width="${width}" height="${SET_H - 4}" fill="#f4f4f4"/>`);
    out.push(`<text x="12" y="${y + 15}" font-weight="600">${esc(set.name)} (${set.side}×${set.side})</text>`);
    if (!countsToTwo(set)) out.push(`<text x="${LABEL_W + PANEL_W + GAP}" y="${y + 15}" fill="#777">not every puzzle unique: first solution only</text>`);
    const blockTop = y + SET_H;
    const blockBottom = blockTop + rows.length * ROW_H;
    ['first', 'unique'].forEach((mode, p) => {
      const tdoku = results.find((q) => q.set === set.name && q.solver === 'tdoku' && q.mode === mode && q.status === 'ok');
      if (tdoku === undefined) return;
      const x = LABEL_W + p * (PANEL_W + GAP) + xOf(0.7 * tdoku.pps);
      out.push(`<line x1="${x}" y1="${blockTop}" x2="${x}" y2="${blockBottom}" stroke="#000" stroke-dasharray="4 3"/>`);
      out.push(`<text x="${x - 3}" y="${blockTop - 8}" text-anchor="end" fill="#333">target: 0.70× tdoku = ${short(0.7 * tdoku.pps)}</text>`);
    });
    y += SET_H;
    for (const s of rows) {
      out.push(`<text x="${LABEL_W - 8}" y="${y + 12}" text-anchor="end">${esc(s.chartLabel ?? s.label)}</text>`);
      ['first', 'unique'].forEach((mode, p) => {
        const x0 = LABEL_W + p * (PANEL_W + GAP);
        const r = results.find((q) => q.set === set.name && q.solver === s.id && q.mode === mode);
        if (r === undefined) {
          if (countsToTwo(set)) out.push(`<text x="${x0 + 4}" y="${y + 12}" fill="#999">${s.modes.includes(mode) ? 'not run' : `${s.modes[0] === 'first' ? 'first solution' : 'uniqueness'} only`}</text>`);
          return;
        }
        const color = colorOf(s);
        if (r.status === 'ok' || r.status === 'reference' || r.status === 'capped') {
          const capped = r.status === 'capped';
          const bound = r.pps ?? (r.capMs ? 1000 / r.capMs : undefined);
          if (bound === undefined) {
            out.push(`<text x="${x0 + 4}" y="${y + 12}" fill="#777">over the time cap</text>`);
            return;
          }
          const w = Math.max(xOf(bound), 1);
          const text = !capped ? short(r.pps) : r.pps !== undefined ? `≈ ${short(r.pps)} (capped)` : `&lt; ${short(bound)} (capped)`;
          out.push(`<rect x="${x0}" y="${y + 2}" width="${w.toFixed(1)}" height="${ROW_H - 5}" fill="${color}" fill-opacity="${capped ? 0.25 : 0.9}"${capped ? ` stroke="${color}" stroke-dasharray="3 2"` : ''}/>`);
          out.push(`<text x="${(x0 + w + 4).toFixed(1)}" y="${y + 12}" fill="#222">${text}</text>`);
        } else {
          out.push(`<text x="${x0 + 4}" y="${y + 12}" fill="#c92a2a">${r.status === 'wrong' ? 'wrong answer' : 'failed'}</text>`);
        }
      });
      y += ROW_H;
    }
  }
  out.push(`<g transform="translate(12 ${height - 8})">`);
  Object.entries({ 'ours: WASM': COLORS.ours, 'ours: JS': COLORS.oursJs, 'classic (seed write-ups)': COLORS.classic, 'npm packages': COLORS.npm, 'native tdoku (measured here)': COLORS.native, 'pale: over the cap (estimate)': '#ced4da' }).forEach(([name, c], i) => {
    out.push(`<rect x="${i * 180}" y="-9" width="10" height="10" fill="${c}"/><text x="${i * 180 + 14}" y="0">${esc(name)}</text>`);
  });
  out.push('</g></svg>');
  return out.join('\n');
}
