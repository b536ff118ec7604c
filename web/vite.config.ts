/**
 * Vite config for the page. `vite web` serves it; `vite build web` writes
 * static files with relative paths to ../dist-web (any folder of any host).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { offlineCopy } from './play/offline-plugin.js';

/**
 * Puts `blocking="render"` back on the built page's entry script: Vite
 * rewrites that tag and drops the attribute. Why the page wants it: see the
 * comment on the script in index.html. Fails the build if the tag changes
 * shape, rather than lose the attribute silently.
 */
function renderBlockingEntry(): Plugin {
  return {
    name: 'sudoku-render-blocking-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module"(?![^>]*\bblocking=)(?=[^>]*\bsrc=)/;
        if (!entry.test(html)) throw new Error('vite.config.ts: no module entry script in index.html to mark blocking="render"');
        return html.replace(entry, '<script type="module" blocking="render"');
      },
    },
  };
}

/**
 * Drops the built page's HTML comments (they explain the source to its
 * readers, not to visitors) and each line's indentation: bytes of the
 * page's 80 KB budget. The page has no <pre> and no textarea text, where
 * leading spaces would show.
 */
function compactHtml(): Plugin {
  return {
    name: 'sudoku-compact-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/\n\s+/g, '\n'),
    },
  };
}

/**
 * `import bytes from './x.wasm?hex'`: the file's bytes as one hex string.
 * For the WASM the page script inlines (wasm-early.ts): gzip keeps byte
 * patterns in hex, which base64 (Vite's `?inline`) smears over 6-bit digits,
 * so the page sends 3.6 KB gzipped instead of 4.3 for the same 7 KB module.
 */
function wasmAsHex(): Plugin {
  return {
    name: 'sudoku-wasm-as-hex',
    enforce: 'pre',
    load(id) {
      // The dev server may add queries of its own (`?import&hex`).
      const [file = '', query = ''] = id.split('?');
      if (!file.endsWith('.wasm') || !new URLSearchParams(query).has('hex')) return null;
      this.addWatchFile(file);
      return `export default ${JSON.stringify(readFileSync(file).toString('hex'))};`;
    },
  };
}

/**
 * Chunk names in the worker: the JS engine's chunks, those made of its
 * generated code alone too (the part its solve-only and full forms share),
 * are all called `engine-js-…`, the one name offline-plugin.ts knows as
 * fetched on demand.
 */
function jsEngineChunkNames(chunk: { name: string; moduleIds: readonly string[] }): string {
  // The bundler's own helpers (virtual modules, ids starting with \0) may come along.
  const code = chunk.moduleIds.filter((id) => !id.startsWith('\0'));
  const engineOnly = code.length > 0 && code.every((id) => /[\\/]src[\\/]engine-js[\\/]/.test(id));
  return `assets/${engineOnly && !chunk.name.startsWith('engine-js') ? `engine-js-${chunk.name}` : '[name]'}-[hash].js`;
}

/**
 * The worker pool's build (src/pool/pool-worker.ts, for the batch box) names
 * every chunk of its own `pool-worker-…`: it carries its own copy of the JS
 * engine, fetched only by a batch without WebAssembly, and offline-plugin.ts
 * knows the pool's files by that name; `engine-js-…` stays the solver
 * worker's, the one a visit without WebAssembly fetches.
 */
function poolWorkerChunkNames(): Plugin {
  let isPool = false;
  return {
    name: 'sudoku-pool-worker-chunk-names',
    // The input options come first (the bundler asks for the output options before the build starts).
    options(options) {
      const input = options.input;
      const entries = typeof input === 'string' ? [input] : Array.isArray(input) ? input : Object.values(input ?? {});
      isPool = entries.some((entry) => /[\\/]pool-worker\.[jt]s$/.test(entry));
      return null;
    },
    outputOptions(output) {
      return isPool ? { ...output, chunkFileNames: 'assets/pool-worker-[hash].js' } : null;
    },
  };
}

/**
 * The page ships the full engine built for size (asconfig.json's `page` and
 * `page-simd` targets: the same source at shrink level 2, ~3 KB gzipped
 * smaller, a little slower): what a visit downloads is held under 80 KB,
 * and a player's hints and new puzzles do not need the last per cent of
 * speed. Node and apps keep the speed-first builds. A size build leaves out
 * what assembly/target/build-goal.ts switches off; the page's JS engine is
 * made to leave out the same (its build-goal switches set to false), so both
 * of the page's engines give the same answers. The host's technique rows
 * come in their size form too (technique-rows-size.ts, generated beside
 * them: no names of techniques those builds never produce).
 */
function pageWasmBuilds(): Plugin {
  return {
    name: 'page-wasm-builds',
    enforce: 'pre',
    transform(code, id) {
      if (/[\\/]src[\\/]engine-js[\\/]target[\\/]build-goal\.ts$/.test(id)) {
        const size = code.replace(/ = true;/g, ' = false;');
        if (size === code) throw new Error('page-wasm-builds: src/engine-js/target/build-goal.ts no longer sets its switches to true');
        return size;
      }
      if (/[\\/]src[\\/]logic[\\/]generated[\\/]technique-rows\.ts$/.test(id)) {
        const sizeRows = id.replace(/technique-rows\.ts$/, 'technique-rows-size.ts');
        this.addWatchFile(sizeRows);
        return readFileSync(sizeRows, 'utf8');
      }
      if (!/[\\/]src[\\/]engine-wasm\.ts$/.test(id)) return null;
      const page = code.replace(/'\.\.\/build\/(release(?:-simd)?\.wasm)'/g, "'../build/page/$1'");
      if (page === code) throw new Error('page-wasm-builds: src/engine-wasm.ts no longer names ../build/release*.wasm');
      return page;
    },
  };
}

/**
 * Every constant inlined where it is read, over a few passes: the page's
 * engines have build-goal.ts's switches set to false (pageWasmBuilds), and
 * only once those are inlined can the minifier drop the code behind them
 * (the JS engine's nested chains and speed-only paths): about 230 bytes
 * gzipped off the engine the no-WebAssembly visit downloads.
 */
const INLINE_CONSTANTS = { inlineConst: { mode: 'all', pass: 3 } } as const;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative URLs everywhere: the built page works from any folder.
  base: './',
  build: {
    outDir: fileURLToPath(new URL('../dist-web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Keep the .wasm a file of its own, whatever its size, for the worker's
    // library, which fetches it: the browser can compile it while it streams
    // in, cache it apart from the JS, and serve it as application/wasm. The
    // page script carries a solver-only build inlined (wasm-early.ts says why).
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    reportCompressedSize: false,
    // No modulepreload polyfill (Vite 7 puts it in the page script): every
    // browser with module workers preloads modules natively, and the page is
    // one script anyway.
    modulePreload: { polyfill: false },
    rollupOptions: { optimization: INLINE_CONSTANTS },
  },
  // Module workers: the worker imports the library as ES modules, and loads
  // the JS engine as chunks on demand (an 'iife' worker could not).
  worker: {
    format: 'es',
    plugins: () => [pageWasmBuilds(), poolWorkerChunkNames()],
    rollupOptions: { output: { chunkFileNames: jsEngineChunkNames }, optimization: INLINE_CONSTANTS },
  },
  // offlineCopy: sw.js, so the page works offline after a first visit (play/offline-plugin.ts).
  plugins: [pageWasmBuilds(), wasmAsHex(), renderBlockingEntry(), compactHtml(), offlineCopy()],
});
