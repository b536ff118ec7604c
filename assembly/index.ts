/**
 * The WebAssembly module's exports: the ABI of every engine feature, each
 * written once in assembly/engine/<feature>/abi.ts (shared with the JS
 * engine, see engine/layout.ts "How to add an engine feature"). Re-exports
 * only: the build copies this list to src/engine-js/generated/index.ts.
 * The full builds (build/release*.wasm) of the logic and generate entries;
 * the solve entry's builds hold assembly/solver.ts's list alone.
 */
export * from "./engine/abi";
export * from "./engine/generate/abi";
export * from "./engine/logic/abi";
