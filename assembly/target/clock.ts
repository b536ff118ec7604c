/**
 * The host clock for deadlines, AssemblyScript form: milliseconds as
 * `performance.now()` gives them, imported from module "env" (the loader
 * passes `now: () => performance.now()`). The TypeScript form is
 * src/engine-js/target/clock.ts. Shared code reads it only every few
 * thousand guesses.
 */
// @ts-ignore: decorator
@external("env", "now")
export declare function now(): f64;
