/**
 * vitest globalSetup: builds the package only when the build is missing or
 * older than its sources, so `npm test` on a fresh clone (after `npm install`,
 * whose `prepare` built it) and in CI (after `npm ci`) never builds twice,
 * while a contributor's edit is still picked up.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What the build reads. */
const SOURCES = ['src', 'assembly', 'asconfig.json', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];
/** What the build writes (the oldest of them must be newer than every source). */
const OUTPUTS = ['dist/index.js', 'dist/cli.js', 'build/release.wasm', 'build/debug.wasm'];

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    // The generated JS engine is an output of the build, not a source.
    if (entry === 'generated') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** True when some output is missing or older than some source. */
export function buildIsStale(): boolean {
  const outputs = OUTPUTS.map((p) => join(ROOT, p));
  if (!outputs.every((p) => existsSync(p))) return true;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const sources = SOURCES.map((p) => join(ROOT, p)).filter((p) => existsSync(p));
  return Math.max(...sources.map(newest)) > built;
}

export default function setup(): void {
  if (!buildIsStale()) return;
  console.log('build-once: the build is missing or older than its sources: npm run build');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}
