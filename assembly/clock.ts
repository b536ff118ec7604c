/**
 * The host clock: milliseconds as `performance.now()` gives them, imported
 * from module "env" (the loader passes `now: () => performance.now()`).
 * Read only every few thousand guesses, for deadlines; search.ts and
 * band9.ts both import it from here.
 */
// @ts-ignore: decorator
@external("env", "now")
export declare function now(): f64;
