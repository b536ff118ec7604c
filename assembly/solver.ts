/**
 * The solvers alone, for the web page's first answer (web/wasm-early.ts
 * inlines this build in the page script). The page thread only solves, so
 * this entry exports only the solvers' ABI and asc leaves the logic engine
 * and the generator out: a fraction of the full build's bytes to inline and
 * to compile. Everything else (the worker, the library) uses assembly/index.ts.
 */
export * from "./engine/abi";
