// `npm test`'s first step: builds the package only when the build is missing
// or older than its sources. So `npm test` on a fresh clone (after
// `npm install`, whose `prepare` built it) and in CI (after `npm ci`) never
// builds a second time, while a contributor's edit is still picked up.
// (`npx vitest run <file>` never builds: it tests what dist/ holds.)
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** What the build reads (the technique table, technique-table.mjs, is under assembly/). */
const SOURCES = ['src', 'assembly', 'scripts', 'asconfig.json', 'tsconfig.json', 'tsconfig.build.json'];
/** What the build writes (the oldest of them must be newer than every source). */
const OUTPUTS = ['dist/index.js', 'dist/cli.js', 'build/release.wasm', 'build/release-simd.wasm', 'build/page/release.wasm', 'build/page/release-simd.wasm', 'build/debug.wasm', 'build/solver.wasm', 'build/solver-simd.wasm'];

/** The newest modification time under `path`, the build's own generated code excluded. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'generated') continue; // src/engine-js, src/logic, assembly/engine/logic: written by the build
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

function isStale() {
  const outputs = OUTPUTS.map((p) => join(ROOT, p));
  if (!outputs.every((p) => existsSync(p))) return true;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const sources = SOURCES.map((p) => join(ROOT, p)).filter((p) => existsSync(p));
  return Math.max(...sources.map(newest)) > built;
}

if (isStale()) {
  console.log('build-if-stale: the build is missing or older than its sources: npm run build');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}
