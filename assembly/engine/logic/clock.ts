/**
 * The host clock for deadlines, in milliseconds (the per-target glue).
 */
export { now } from "../../target/clock";
