/**
 * The answers of the generator's ABI (abi.ts) besides a count of givens,
 * which the host compares against by name (src/generate/).
 *
 * Constants only, importing nothing, because the host imports this module:
 * a bundler puts a module the host imports, and everything it imports, in
 * the host's own chunk, so a constant taken from abi.ts would bring the
 * generator and the logic engine into the page's worker script, where the
 * JS engine is loaded only on demand.
 */

/** `generatePuzzle` answer: the deadline passed first. */
export const GENERATE_TIMED_OUT: i32 = -1;
/** `generatePuzzle` answer: an argument out of range (the host validates first). */
export const GENERATE_BAD_ARGUMENT: i32 = -2;
