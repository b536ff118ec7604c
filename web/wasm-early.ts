/**
 * Starts fetching and compiling the engine's WebAssembly on the page's own
 * thread, the moment the page script runs. The worker takes tens of ms to
 * start; by the time it runs its script the module is compiled, and the page
 * hands it over (a `WebAssembly.Module` crosses `postMessage`), so the worker
 * only instantiates it. The same hashed file the library would fetch itself.
 */
import releaseWasmUrl from '../build/release.wasm?url&no-inline';

/**
 * The compiled 'release' build, or undefined when this page may not compile
 * WebAssembly (no WebAssembly, a strict Content-Security-Policy, a failed
 * fetch): then the worker tries on its own and falls back to JS.
 */
export function compileWasmEarly(): Promise<WebAssembly.Module | undefined> {
  if (typeof WebAssembly === 'undefined') return Promise.resolve(undefined);
  const url = new URL(releaseWasmUrl, import.meta.url);
  return fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // Streaming compilation needs application/wasm; other types compile from bytes.
      const type = response.headers.get('content-type') ?? '';
      return type.startsWith('application/wasm') && typeof WebAssembly.compileStreaming === 'function'
        ? WebAssembly.compileStreaming(response)
        : response.arrayBuffer().then((bytes) => WebAssembly.compile(bytes));
    })
    .catch(() => undefined);
}
