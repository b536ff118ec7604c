/**
 * The solvers alone: the module of the library's solve entry (`sudoku-wasm`,
 * build/solver.wasm and build/solver-simd.wasm; the build copies this list
 * to src/engine-js/generated/solver.ts for its JS engine), which the web
 * page also inlines for its first answer (web/wasm-early.ts). An app that
 * only solves needs only the solvers' ABI, so asc leaves the logic engine and
 * the generator out: a fifth of the full build's bytes to ship and to
 * compile. The logic and generate entries use assembly/index.ts.
 */
export * from "./engine/abi";
