/**
 * The package as a new user gets it: `npm pack`, then the tarball installed
 * (offline: it has no dependencies) into throwaway projects under a temp dir,
 * and used from Node ESM, CommonJS, strict TypeScript (node16 and bundler
 * resolution, no DOM lib), and browser bundles run in headless Chromium: a
 * Vite page (build; dev server of Vite 8 as is, of Vite 7 with the README's
 * recipe), a Vite page of the logic and generate entries, an esbuild bundle (the README's recipe), the worker pool
 * (`sudoku-wasm/pool`) built by Vite and by esbuild (its recipe), a module worker built by
 * Vite 8 and by Vite 7 (with the one setting it needs, `worker: { format:
 * 'es' }`), and webpack 5 (no warnings). Every browser consumer must answer
 * on WebAssembly. An app that only solves must stay small (esbuild and Vite:
 * the sizes are printed): ≤ 12 KB gzipped of JS and ≤ 20 KB with its .wasm.
 *
 * The bundlers and tsc are the repo's devDependencies, run against the
 * throwaway projects. `npm run test:pack` runs this file (.ci/run calls it
 * after `npm test`); it needs a built package (npm install / npm ci built it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
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

/**
 * Size budget of an app that only solves (`createSolver`, `solve`), gzipped:
 * the JS its page loads at once, and that JS with the .wasm it fetches on
 * the WebAssembly path. Counted in units of 1,000 bytes.
 */
const SOLVE_ONLY_JS_BYTES = 12_000;
const SOLVE_ONLY_TOTAL_BYTES = 20_000;

/** One output file of a bundle: the JS files it imports statically, and those it imports on demand. */
interface BundleFile {
  file: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** What an app downloads, gzipped (level 9, as a server would send it). */
interface AppSize {
  /** The entry and every JS file it imports statically: loaded at once. */
  js: number;
  /** The largest .wasm of the bundle: a visit fetches one build (SIMD or scalar). */
  wasm: number;
  /** JS loaded only on demand (the JS engine's chunk, fetched only without WebAssembly): reported, not counted. */
  lazy: number;
}

const gzipped = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

/** The sizes of the app `entry` in the bundle written to `out`, described by `files` (paths relative to `out`). */
function appSize(out: string, files: readonly BundleFile[], entry: string): AppSize {
  const byName = new Map(files.map((f) => [f.file, f]));
  const closure = (roots: readonly string[], seen = new Set<string>()): Set<string> => {
    for (const root of roots) {
      if (seen.has(root)) continue;
      seen.add(root);
      closure(byName.get(root)?.imports ?? [], seen);
    }
    return seen;
  };
  const eager = closure([entry]);
  const lazy = [...closure([...eager].flatMap((f) => byName.get(f)?.dynamicImports ?? []))].filter((f) => !eager.has(f));
  const sum = (names: Iterable<string>): number => [...names].reduce((n, f) => n + gzipped(join(out, f)), 0);
  const wasm = Math.max(0, ...readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.wasm')).map((f) => gzipped(join(out, f))));
  return { js: sum(eager), wasm, lazy: sum(lazy) };
}

/** Prints an app's sizes and checks them against the solve-only budget. */
function expectSolveOnlyBudget(what: string, size: AppSize): void {
  console.log(`${what}: JS ${size.js} B + .wasm ${size.wasm} B = ${size.js + size.wasm} B gzipped; JS engine chunk (on demand, not counted) ${size.lazy} B`);
  expect(size.lazy, 'the JS engine is a chunk of its own').toBeGreaterThan(0);
  expect(size.js, `${what}: JS, gzipped`).toBeLessThanOrEqual(SOLVE_ONLY_JS_BYTES);
  expect(size.js + size.wasm, `${what}: JS and .wasm, gzipped`).toBeLessThanOrEqual(SOLVE_ONLY_TOTAL_BYTES);
}

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
  it('holds the built JS, its types, the release and solver-only WASM builds, README and LICENSE only', () => {
    const files = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
    expect(files.filter((f) => !/^package\/dist\/.*\.(js|d\.ts)$/.test(f)).sort()).toEqual([
      'package/LICENSE',
      'package/README.md',
      'package/build/release-simd.wasm',
      'package/build/release.wasm',
      'package/build/solver-simd.wasm',
      'package/build/solver.wasm',
      'package/package.json',
    ]);
    expect(files.some((f) => f.startsWith('package/dist/classic/'))).toBe(false);
  });

  it('passes publint and arethetypeswrong (ESM only; the .wasm exports are assets)', () => {
    run(BIN('publint'), ['--strict', tarball], ROOT);
    const assets = ['./wasm', './wasm-simd', './solver-wasm', './solver-wasm-simd'];
    run(BIN('attw'), [tarball, '--profile', 'esm-only', '--exclude-entrypoints', ...assets], ROOT);
  });
});

describe('in Node', () => {
  let dir = '';
  beforeAll(() => {
    dir = project('node', 'node');
  });

  it('ESM: imports every entry, solves, rates and generates on WASM, answers a bad line in a batch', () => {
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

  /** Builds `input` with a Vite; its output's chunks as BundleFiles. */
  async function viteBuild(vite: string, input: string, outDir: string, config: Record<string, unknown> = {}): Promise<BundleFile[]> {
    const { build } = (await import(join(ROOT, 'node_modules', vite, 'dist', 'node', 'index.js'))) as typeof import('vite');
    const result = await build({ root: dir, logLevel: 'silent', build: { outDir, emptyOutDir: true, rollupOptions: { input: join(dir, input) } }, ...config });
    const outputs = (Array.isArray(result) ? result : [result]) as { output: ({ type: string; fileName: string; imports?: string[]; dynamicImports?: string[] })[] }[];
    return outputs.flatMap(({ output }) =>
      output.filter((o) => o.type === 'chunk').map((o) => ({ file: o.fileName, imports: o.imports ?? [], dynamicImports: o.dynamicImports ?? [] })),
    );
  }

  it('Vite 8 build: the page solves on WASM, within the solve-only budget', async () => {
    const files = await viteBuild('vite', 'index.html', 'dist-vite');
    expect(await answer(join(dir, 'dist-vite'))).toEqual(onWasm);
    const html = readFileSync(join(dir, 'dist-vite', 'index.html'), 'utf8');
    const entry = files.find((f) => html.includes(basename(f.file)))?.file ?? '';
    expect(entry).not.toBe('');
    expectSolveOnlyBudget('Vite 8, solve only', appSize(join(dir, 'dist-vite'), files, entry));
  });

  it('Vite 8 build: a page of sudoku-wasm/logic and sudoku-wasm/generate rates and generates on WASM', async () => {
    await viteBuild('vite', 'logic.html', 'dist-vite-logic');
    expect(await answer(join(dir, 'dist-vite-logic'), 'logic.html')).toEqual({ engines: ['wasm', 'wasm'], er: 2.5, generated: 'generated', fallbackReason: null });
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

  it('esbuild bundle with the README recipe: solves on WASM, within the solve-only budget', async () => {
    const esbuild = await import('esbuild');
    const out = join(dir, 'dist-esbuild');
    rmSync(out, { recursive: true, force: true });
    const { metafile } = await esbuild.build({
      entryPoints: { main: join(dir, 'esbuild-main.js') },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      loader: { '.wasm': 'file' },
      outdir: out,
      metafile: true,
      logLevel: 'silent',
    });
    writeFileSync(join(out, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
    expect(await answer(out)).toEqual(onWasm);
    const relative = (path: string): string => basename(path);
    const files = Object.entries(metafile.outputs)
      .filter(([path]) => path.endsWith('.js'))
      .map(([path, o]) => ({
        file: relative(path),
        imports: o.imports.filter((i) => i.kind === 'import-statement').map((i) => relative(i.path)),
        dynamicImports: o.imports.filter((i) => i.kind === 'dynamic-import').map((i) => relative(i.path)),
      }));
    expectSolveOnlyBudget('esbuild, solve only', appSize(out, files, 'main.js'));
  });

  /** What pool-main.js and pool-esbuild-main.js report (pool-batch.js): a batch solved, rated and generated on two workers, in order. */
  const poolAnswer = { workers: 2, statuses: ['solved', 'invalid', 'solved', 'solved', 'solved'], code: 'BAD_LENGTH', done: 5, er: 2.5, seeds: [1, 2, 3] };

  it('Vite 8 build: sudoku-wasm/pool bundles its worker by itself; a batch solves, rates and generates on 2 workers', async () => {
    await viteBuild('vite', 'pool.html', 'dist-vite-pool');
    // The worker is a build of its own, emitted beside the page's chunks.
    expect(readdirSync(join(dir, 'dist-vite-pool'), { recursive: true, encoding: 'utf8' }).some((f) => /pool-worker-[^/]*\.js$/.test(f))).toBe(true);
    expect(await answer(join(dir, 'dist-vite-pool'), 'pool.html')).toEqual(poolAnswer);
  });

  it("esbuild with the README's pool recipe (the worker script an entry of its own): a batch solves, rates and generates on 2 workers", async () => {
    const esbuild = await import('esbuild');
    const out = join(dir, 'dist-esbuild-pool');
    rmSync(out, { recursive: true, force: true });
    await esbuild.build({
      entryPoints: { main: join(dir, 'pool-esbuild-main.js'), 'pool-worker': 'sudoku-wasm/pool-worker' },
      absWorkingDir: dir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      loader: { '.wasm': 'file' },
      outdir: out,
      logLevel: 'silent',
    });
    writeFileSync(join(out, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
    expect(await answer(out)).toEqual(poolAnswer);
  });

  it('a module worker built by Vite 8 solves on WASM', async () => {
    await viteBuild('vite', 'worker.html', 'dist-vite-worker');
    expect(await answer(join(dir, 'dist-vite-worker'), 'worker.html')).toEqual(onWasm);
  });

  // The JS engine is a chunk loaded on demand, and Vite 7 builds workers as
  // one 'iife' file by default, which cannot load chunks: it refuses the
  // build and names the setting. The README's one line is that setting.
  it("a worker built by Vite 7 needs worker: { format: 'es' } (the README's one line), then solves on WASM", async () => {
    await expect(viteBuild('vite7', 'worker.html', 'dist-vite7-worker')).rejects.toThrow(/worker\.format/);
    await viteBuild('vite7', 'worker.html', 'dist-vite7-worker', { worker: { format: 'es' } });
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
