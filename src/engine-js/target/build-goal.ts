/**
 * What this build is for, TypeScript form of assembly/target/build-goal.ts:
 * the JS engine is one file for every use, so it keeps everything the size
 * builds of the WASM engine leave out.
 */

/** Code whose only job is speed (the 9×9 generator's own fill and swap sets). */
export const SPEED_CODE = true;

/** Nested forcing chains (chains/nested.ts). */
export const NESTED_CHAINS = true;

/** Sudoku Explainer 1.2.1's own rules inside chains (chains/advanced-offs-se121.ts). */
export const SE121_CHAIN_RULES = true;
