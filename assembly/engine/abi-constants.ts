/**
 * The numbers the solvers' ABI (abi.ts) answers with besides counts, which
 * the host compares against by name (src/engine.ts).
 *
 * Constants only, importing nothing, because the host imports this module:
 * a bundler puts a module the host imports, and everything it imports, in
 * the host's own chunk, so a constant taken from a module with code
 * (search.ts, text.ts) would bring the JS engine into the page's worker
 * script, where the engine is loaded only on demand.
 */

/** A count: the deadline passed first. */
export const TIMED_OUT: i32 = -1;
/** `solveLine`'s answer, having solved nothing, for text that is not one plain line of symbols (the host parses it then). */
export const NOT_A_LINE: i32 = -2;
