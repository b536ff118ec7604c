/**
 * The package as a new user gets it: `npm pack`, then the tarball installed
 * (offline: it has no dependencies) into throwaway projects under a temp dir,
 * and used from Node ESM, CommonJS, strict TypeScript (node16 and bundler
 * resolution, no DOM lib), and browser bundles run in headless Chromium: a
 * Vite page (build; dev server of Vite 8 as is, of Vite 7 with the README's
 * recipe), an esbuild bundle (the README's recipe), a module worker built by
 * Vite 8 and by Vite 7 (its default iife worker format), and webpack 5 (no
 * warnings). Every browser consumer must answer on WebAssembly.
 *
 * The bundlers and tsc are the repo's devDependencies, run against the
 * throwaway projects. `npm run test:pack` runs this file (.ci/run calls it
 * after `npm test`); it needs a built package (npm install / npm ci built it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFolder, type StaticServer } from '../e2e/serve.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const SOLVED = '934825617672914853518637924325748169469153782781269435197582346853476291246391578';
const BIN = (name: string): string => join(ROOT, 'node_modules', '.bin', name);

const work = mkdtempSync(join(tmpdir(), 'sudoku-wasm-pack-'));
let tarball = '';

/** The README's API example (the ```js block after `<!-- example: api -->`), which strict TS must accept. */
function readmeExample(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const after = readme.slice(readme.indexOf('<!-- example: api -->'));
  const block = /```js\r?\n([\s\S]*?)```/.exec(after);
  if (block === null) throw new Error('README.md: no API example');
  return `${block[1]}\nexport {};\n`;
}

/** Runs a command; throws with its output when it fails. */
function run(command: string, args: readonly string[], cwd: string): string {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_NO_WARNINGS: '1' } });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** A throwaway project: the fixture folder copied, the tarball installed from disk, offline. */
function project(name: string, fixture: string): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  cpSync(join(FIXTURES, fixture), dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `consumer-${name}`, private: true, type: 'module' }, null, 2));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], dir);
  return dir;
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'index.js')) || !existsSync(join(ROOT, 'build', 'release.wasm'))) {
    throw new Error('test:pack needs the built package: run npm run build (npm install and npm ci do)');
  }
  // --ignore-scripts: the build is there already (prepare would build it again).
  const out = run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], ROOT).trim().split('\n');
  tarball = join(work, out[out.length - 1] as string);
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('the tarball', () => {
  it('holds the built JS, its types, the two release WASM builds, README and LICENSE only', () => {
    const files = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
    expect(files.filter((f) => !/^package\/dist\/.*\.(js|d\.ts)$/.test(f)).sort()).toEqual([
      'package/LICENSE',
      'package/README.md',
      'package/build/release-simd.wasm',
      'package/build/release.wasm',
      'package/package.json',
    ]);
    expect(files.some((f) => f.startsWith('package/dist/classic/'))).toBe(false);
  });

  it('passes publint and arethetypeswrong (ESM only; ./wasm and ./wasm-simd are assets)', () => {
    run(BIN('publint'), ['--strict', tarball], ROOT);
    run(BIN('attw'), [tarball, '--profile', 'esm-only', '--exclude-entrypoints', './wasm', './wasm-simd'], ROOT);
  });
});

describe('in Node', () => {
  let dir = '';
  beforeAll(() => {
    dir = project('node', 'node');
  });

  it('ESM: imports, solves on WASM, answers a bad line in a batch', () => {
    expect(JSON.parse(run(process.execPath, ['esm.mjs'], dir))).toEqual({ engine: 'wasm', status: 'solved' });
  });

  it('CommonJS: require() on Node >= 20.19', () => {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    expect(major > 20 || (major === 20 && minor >= 19), `Node ${process.versions.node}`).toBe(true);
    expect(JSON.parse(run(process.execPath, ['cjs.cjs'], dir))).toEqual({ engine: 'wasm', status: 'solved' });
  });

  it.each([
    ['node16', 'node16'],
    ['bundler', 'esnext'],
  ])('TypeScript strict, moduleResolution %s, no DOM lib; the README example too', (resolution, module) => {
    writeFileSync(join(dir, 'readme-example.ts'), readmeExample());
    const tsconfig = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        module,
        moduleResolution: resolution,
        target: 'ES2022',
        lib: ['ES2022'],
        types: ['node'],
        typeRoots: [join(ROOT, 'node_modules', '@types')],
        skipLibCheck: false,
        exactOptionalPropertyTypes: true,
      },
      files: ['consumer.ts', 'readme-example.ts'],
    };
    writeFileSync(join(dir, `tsconfig.${resolution}.json`), JSON.stringify(tsconfig, null, 2));
    run(BIN('tsc'), ['-p', `tsconfig.${resolution}.json`], dir);
  });
});

describe.runIf(existsSync(CHROMIUM))('in the browser (headless Chromium)', () => {
  let dir = '';
  let browser: Browser;
  const servers: StaticServer[] = [];

  beforeAll(async () => {
    dir = project('web', 'web');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((s) => s.close()));
  });

  /** Serves `folder`, opens `page` and returns what the page (or its worker) reported. */
  async function answer(folder: string, page = 'index.html'): Promise<Record<string, unknown>> {
    const server = await serveFolder(folder);
    servers.push(server);
    const tab = await browser.newPage();
    try {
      await tab.goto(server.url + page);
      await tab.waitForFunction(() => (window as { __result?: unknown }).__result !== undefined, undefined, { timeout: 30_000 });
      return await tab.evaluate(() => (window as unknown as { __result: Record<string, unknown> }).__result);
    } finally {
      await tab.close();
    }
  }

  const onWasm = { engine: 'wasm', status: 'solved', solution: SOLVED, fallbackReason: null };

  async function viteBuild(vite: string, input: string, outDir: string): Promise<void> {
    const { build } = (await import(join(ROOT, 'node_modules', vite, 'dist', 'node', 'index.js'))) as typeof import('vite');
    await build({ root: dir, logLevel: 'silent', build: { outDir, emptyOutDir: true, rollupOptions: { input: join(dir, input) } } });
  }

  it('Vite 8 build: the page solves on WASM', async () => {
    await viteBuild('vite', 'index.html', 'dist-vite');
    expect(await answer(join(dir, 'dist-vite'))).toEqual(onWasm);
  });

  it.each([
    ['vite', 'Vite 8 dev server, no setup', {}],
    ['vite7', "Vite 7 dev server with the README's optimizeDeps recipe", { optimizeDeps: { exclude: ['sudoku-wasm'] } }],
  ])('%s: %s, solves on WASM', async (vite, _title, config) => {
    const { createServer } = (await import(join(ROOT, 'node_modules', vite, 'dist', 'node', 'index.js'))) as typeof import('vite');
    const server = await createServer({ root: dir, logLevel: 'silent', server: { host: '127.0.0.1', port: 0 }, ...config });
    await server.listen();
    const tab = await browser.newPage();
    try {
      const url = server.resolvedUrls?.local[0] ?? '';
      await tab.goto(url + 'index.html');
      await tab.waitForFunction(() => (window as { __result?: unknown }).__result !== undefined, undefined, { timeout: 60_000 });
      expect(await tab.evaluate(() => (window as unknown as { __result: unknown }).__result)).toEqual(onWasm);
    } finally {
      await tab.close();
      await server.close();
    }
  });

  it('esbuild bundle with the README recipe: solves on WASM', async () => {
    const esbuild = await import('esbuild');
    const out = join(dir, 'dist-esbuild');
    await esbuild.build({
      entryPoints: [join(dir, 'esbuild-main.js')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      loader: { '.wasm': 'file' },
      outfile: join(out, 'main.js'),
      logLevel: 'silent',
    });
    writeFileSync(join(out, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
    expect(await answer(out)).toEqual(onWasm);
  });

  it('a module worker built by Vite 8 solves on WASM', async () => {
    await viteBuild('vite', 'worker.html', 'dist-vite-worker');
    expect(await answer(join(dir, 'dist-vite-worker'), 'worker.html')).toEqual(onWasm);
  });

  it("a worker built by Vite 7 (default 'iife' worker format) builds and solves on WASM", async () => {
    await viteBuild('vite7', 'worker.html', 'dist-vite7-worker');
    expect(await answer(join(dir, 'dist-vite7-worker'), 'worker.html')).toEqual(onWasm);
  });

  it('webpack 5 builds without warnings and the page solves on WASM', async () => {
    const webpack = (await import('webpack')).default;
    const out = join(dir, 'dist-webpack');
    const stats = await new Promise<import('webpack').Stats>((resolve, reject) => {
      webpack(
        { mode: 'production', context: dir, entry: './main.js', target: 'web', output: { path: out, filename: 'main.js' } },
        (error, result) => (error !== null && error !== undefined ? reject(error) : resolve(result as import('webpack').Stats)),
      );
    });
    const info = stats.toJson({ all: false, warnings: true, errors: true });
    expect(info.errors ?? []).toEqual([]);
    expect((info.warnings ?? []).map((w) => w.message)).toEqual([]);
    writeFileSync(join(out, 'index.html'), '<!doctype html><script src="./main.js"></script>');
    expect(readdirSync(out).some((f) => f.endsWith('.wasm'))).toBe(true);
    expect(await answer(out)).toEqual(onWasm);
  });
});
