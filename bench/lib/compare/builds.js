/**
 * The engines of one built checkout, loaded from its own `dist/` (and the
 * default WASM build next to it: `build/release-simd.wasm` where SIMD runs
 * and the checkout has one, else `build/release.wasm`), so that two builds
 * run side by side in one process.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @param {string} root  a checkout after `npm run build`
 * @returns {Promise<{root: string, engines: {js: object, wasm: object}, logic: {js: object, wasm: object}}>}
 *   `logic`: the same engines' logic views (dist/logic/abi.js logicOf), for rating
 */
export async function loadBuild(root) {
  const at = (file) => pathToFileURL(resolve(root, 'dist', file)).href;
  if (!existsSync(resolve(root, 'dist', 'engine-js.js'))) throw new Error(`${root}: no dist/engine-js.js (run npm run build there first)`);
  const { createJsEngine } = await import(at('engine-js.js'));
  const { createWasmEngine, loadWasmModule } = await import(at('engine-wasm.js'));
  const { logicOf } = await import(at('logic/abi.js'));
  // Separate engines for solving and rating: rating's batch calls must not share a solver's regions.
  const engines = { js: createJsEngine(), wasm: await createWasmEngine(await loadWasmModule()) };
  const logicEngines = { js: createJsEngine(), wasm: await createWasmEngine(await loadWasmModule()) };
  return { root: resolve(root), engines, logic: { js: logicOf(logicEngines.js), wasm: logicOf(logicEngines.wasm) } };
}

/** Signed change of `after` over `before` in percent, e.g. "+3.1%". */
export function change(after, before) {
  const pct = (after / before - 1) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

/** Round-robin order of `variants` for round `round`: alternates so neither build always runs first. */
export function orderFor(variants, round) {
  return round % 2 === 0 ? variants : variants.slice().reverse();
}

export const formatRate = (x) => Math.round(x).toLocaleString('en-US');
