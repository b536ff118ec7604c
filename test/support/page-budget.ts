/**
 * The page's size budgets: what a visit downloads, gzipped. test/e2e/browser.test.ts
 * holds the built page to them; test/docs-agree.test.ts holds the docs that state
 * them (README, docs/page.md, docs/architecture.md) to the same figures.
 */

/** A visit (dist-web but its on-demand files), with the `.wasm`. */
export const SIZE_BUDGET_BYTES = 81 * 1024;

/**
 * A browser without WebAssembly (rare: a strict Content-Security-Policy, or
 * WebAssembly switched off) downloads the JS engine instead of the .wasm;
 * the JS engine is larger, so that visit has a budget of its own.
 */
export const NO_WASM_BUDGET_BYTES = 90 * 1024;
