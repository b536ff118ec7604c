/** The exit statuses of `sudoku-wasm` (documented in the help text). */
export const EXIT_OK = 0;
/** Some puzzle was invalid (generate: some puzzle timed out). */
export const EXIT_INVALID = 1;
/** Bad usage, an unreadable file, or an engine that cannot load. */
export const EXIT_USAGE = 2;
