// The library fuzzer's long run: the fuzz test of `npm test` (test/fuzz.test.ts),
// scaled up. It runs the same file rather than a copy of it, so the long run
// and the short one can never check different things.
//
//   node scripts/fuzz.mjs [rounds] [seed]
//
// rounds (default 20) multiplies the test's 120 player states per engine and
// its one pass over the hostile-argument table; seed picks other states.
// Prints one line per engine and part, then the totals for docs/architecture.md
// (Reliability). Exit 1 when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const rounds = Number(process.argv[2] ?? 20);
const seed = process.argv[3];
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: node scripts/fuzz.mjs [rounds ≥ 1] [seed]');
  process.exit(2);
}
const scratch = mkdtempSync(join(tmpdir(), 'sudoku-fuzz-'));
const reportPath = join(scratch, 'report.json');
const started = performance.now();
const run = spawnSync('npx', ['vitest', 'run', 'test/fuzz.test.ts', '--project', 'node'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, FUZZ_ROUNDS: String(rounds), FUZZ_REPORT: reportPath, ...(seed === undefined ? {} : { FUZZ_SEED: seed }) },
});
const seconds = ((performance.now() - started) / 1000).toFixed(0);
let report;
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8'));
} catch {
  console.error('fuzz: the test run wrote no report');
  process.exit(1);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
let calls = 0;
let failures = 0;
for (const [part, figures] of Object.entries(report.report)) {
  const tried = Object.values(figures.tried).reduce((a, b) => a + b, 0);
  calls += tried;
  failures += figures.failures.length;
  const answers = Object.entries(figures.answers).map(([k, v]) => `${k} ${v}`).join(', ');
  console.log(`${part}: ${tried} tried, ${figures.failures.length} failed, slowest ${figures.slowestMs.toFixed(0)} ms${figures.slowest ? ` (${figures.slowest})` : ''} (${answers})`);
  for (const failure of figures.failures.slice(0, 10)) console.log(`  ${failure}`);
}
console.log(`fuzz: seed ${report.seed}, ${rounds} rounds, ${calls} states and calls, ${failures} failures, ${seconds} s`);
process.exit(run.status === 0 && failures === 0 ? 0 : 1);
