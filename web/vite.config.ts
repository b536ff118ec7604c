/**
 * Vite config for the page. `vite web` serves it; `vite build web` writes
 * static files with relative paths to ../dist-web (any folder of any host).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative URLs everywhere: the built page works from any folder.
  base: './',
  build: {
    outDir: fileURLToPath(new URL('../dist-web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Keep the .wasm a file of its own (Vite would inline it as base64, being
    // under 4 KB): the browser can compile it while it streams in, cache it
    // apart from the JS, and serve it as application/wasm. Inlining would
    // save one request but cost a third more bytes and a base64 decode.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    reportCompressedSize: false,
  },
  // Module workers: the worker imports the library as ES modules.
  worker: { format: 'es' },
});
