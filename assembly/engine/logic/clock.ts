/**
 * The host clock for deadlines, in milliseconds. A stand-in re-export until
 * the one-source mechanism's `target/clock` lands.
 */
export { now } from "../../target/clock";
