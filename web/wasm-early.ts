/**
 * Compiles the engine's WebAssembly on the page's own thread, the moment the
 * page script runs, from bytes inlined in the page's script.
 *
 * Why inlined and compiled synchronously: the page's first answer
 * (first-answer.ts) is due within 100 ms of navigation start. A fetch of
 * the .wasm, even preloaded and finished, resolves in a task that Chromium
 * runs only after the page's first style and layout (30–60 ms here); bytes
 * in the script compile (under a millisecond for these few KB) and solve in
 * the script's own task, before that layout. The worker gets the same
 * compiled module (a `WebAssembly.Module` crosses `postMessage`), so it only
 * instantiates it. The .wasm file stays too: the library in the worker
 * fetches it when no module comes from the page.
 */
import releaseWasmDataUrl from '../build/release.wasm?url&inline';

/**
 * The compiled 'release' build, or undefined when this page may not compile
 * WebAssembly (no WebAssembly, or a strict Content-Security-Policy): then
 * the worker tries on its own and falls back to JS.
 */
export function compileWasmEarly(): WebAssembly.Module | undefined {
  if (typeof WebAssembly === 'undefined') return undefined;
  try {
    const base64 = releaseWasmDataUrl.slice(releaseWasmDataUrl.indexOf(',') + 1);
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const module = new WebAssembly.Module(bytes);
    // For the e2e log's first-answer breakdown.
    performance.mark('wasm-compiled');
    return module;
  } catch {
    return undefined;
  }
}
