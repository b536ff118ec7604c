/**
 * Vite config for the page. `vite web` serves it; `vite build web` writes
 * static files with relative paths to ../dist-web (any folder of any host).
 */
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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative URLs everywhere: the built page works from any folder.
  base: './',
  build: {
    outDir: fileURLToPath(new URL('../dist-web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Keep the .wasm a file of its own (Vite would inline it as base64, being
    // under 4 KB) for the worker's library, which fetches it when the page
    // hands over no module: the browser can compile it while it streams in,
    // cache it apart from the JS, and serve it as application/wasm. The page
    // script also carries the bytes inlined (wasm-early.ts says why).
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    reportCompressedSize: false,
  },
  // Module workers: the worker imports the library as ES modules.
  worker: { format: 'es' },
  // offlineCopy: sw.js, so the page works offline after a first visit (play/offline-plugin.ts).
  plugins: [renderBlockingEntry(), offlineCopy()],
});
