/**
 * What every browser test file shares: where Chromium is, the flags it runs
 * with, and the page built for it. Each file builds into a folder of its own
 * (the files run in parallel, and one build must not empty another's folder).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Debian's Chromium (`.ci/run` installs it). */
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/** Headless, and quiet: no sandbox (CI runs as root), no GPU, no background traffic to count as page requests. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** `vite build web` into `outDir` (Vite's own dist-web when absent); throws with Vite's output if it fails. */
export function buildPage(outDir?: string): void {
  const where = outDir === undefined ? [] : ['--outDir', outDir, '--emptyOutDir'];
  const built = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', 'web', ...where, '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error(`vite build web failed:\n${built.stdout}\n${built.stderr}`);
}

/** Chromium with CHROMIUM_ARGS. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
