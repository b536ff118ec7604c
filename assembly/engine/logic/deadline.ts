/**
 * The deadline of the current host call. A module of its own because both
 * ends use it: the ABI starts the clock, and long searches deep inside the
 * finders (the chains) ask now and then whether it has passed, then give up
 * so the caller can report a timeout.
 */
import { now } from "./clock";

/** 0 = no deadline. */
let deadline: f64 = 0;

/** Starts the clock of one call (0 = no limit). */
export function startDeadline(timeoutMs: f64): void {
  deadline = timeoutMs > 0 ? now() + timeoutMs : 0;
}

/** Whether the current call's deadline has passed. */
export function deadlinePassed(): bool {
  return deadline > 0 && now() > deadline;
}
