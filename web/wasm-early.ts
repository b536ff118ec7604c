/**
 * Compiles the solvers' WebAssembly on the page's own thread, the moment the
 * page script runs, from bytes inlined in the page's script (as hex:
 * vite.config.ts's wasmAsHex says why). It is the solve entry's scalar
 * build at shrink level 2 (build/page/solver.wasm, from assembly/solver.ts:
 * no logic engine, no generator, a fifth of the full build's bytes; every
 * visit downloads it, one answer runs on it), for the page's first
 * answer alone (first-answer.ts hands it to the library's `solverFromModule`).
 *
 * Why inlined and compiled synchronously: the page's first answer
 * (first-answer.ts) is due within 100 ms of navigation start. A fetch of
 * the .wasm, even preloaded and finished, resolves in a task that Chromium
 * runs only after the page's first style and layout (30–60 ms here); bytes
 * in the script compile (under a millisecond for these few KB) and solve in
 * the script's own task, before that layout. The worker does not get this
 * module: it loads the library's builds as files of its own, the solve
 * entry's for solving, the full one for play (which needs the logic engine
 * and the generator). Scalar rather than SIMD here: no probe to run first,
 * and it compiles everywhere WebAssembly does.
 */
import solverWasmHex from '../build/page/solver.wasm?hex';

/**
 * The compiled solver-only build, or undefined when this page may not
 * compile WebAssembly (no WebAssembly, or a strict Content-Security-Policy):
 * then the worker answers first, on its own WASM or else JS.
 */
export function compileWasmEarly(): WebAssembly.Module | undefined {
  if (typeof WebAssembly === 'undefined') return undefined;
  try {
    const bytes = new Uint8Array(solverWasmHex.length >>> 1);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(solverWasmHex.substr(i * 2, 2), 16);
    const module = new WebAssembly.Module(bytes);
    // For the e2e log's first-answer breakdown.
    performance.mark('wasm-compiled');
    return module;
  } catch {
    return undefined;
  }
}
