/**
 * What this build is for, AssemblyScript form: the page's builds (asconfig
 * `page`, `page-simd`) are made for size (shrinkLevel 2), every other build
 * for speed. `ASC_SHRINK_LEVEL` is a compile-time constant, so a size build
 * drops the code these switch off. The TypeScript form
 * (src/engine-js/target/build-goal.ts) keeps everything: the JS engine is one
 * file for every use.
 */

/**
 * Code whose only job is speed, with a slower path that gives the very same
 * answers: the 9×9 generator's own fill and its swap sets (the same puzzles,
 * from the general fill and more searches).
 */
export const SPEED_CODE: bool = ASC_SHRINK_LEVEL < 2;

/**
 * Nested forcing chains (Sukaku Explainer's 9.5+ levels; chains/nested.ts).
 * A step there takes seconds, longer than a player waits for a hint, and a
 * person cannot follow it; without them a puzzle that needs them is beyond
 * the techniques (ER 20.0), as the page's hint says ("Reveal a cell").
 */
export const NESTED_CHAINS: bool = ASC_SHRINK_LEVEL < 2;

/**
 * Sudoku Explainer 1.2.1's own rules inside dynamic forcing chains (+) and
 * nested chains (chains/advanced-offs-se121.ts). The page rates and hints on
 * the default scale only, so its builds leave them out: there the `se121`
 * scale keeps Sukaku Explainer's rules inside chains.
 */
export const SE121_CHAIN_RULES: bool = ASC_SHRINK_LEVEL < 2;
