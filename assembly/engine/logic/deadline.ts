/**
 * The deadline of the current host call. A module of its own because both
 * ends use it: the ABI starts the clock, and long searches deep inside the
 * finders (the chains) ask now and then whether it has passed, then give up
 * so the caller can report a timeout.
 */
import { now } from "./clock";
import { SPEED_CODE } from "../../target/build-goal";

/** 0 = no deadline. */
let deadline: f64 = 0;
/** deadlinePolled saw the deadline passed (it stays passed). */
let expired: bool = false;
/** Calls of deadlinePolled since it last read the clock. */
let polls: i32 = 0;

/** Polls between two clock readings in deadlinePolled. */
const POLL_EVERY: i32 = 32;

/** Starts the clock of one call (0 = no limit). */
export function startDeadline(timeoutMs: f64): void {
  deadline = timeoutMs > 0 ? now() + timeoutMs : 0;
  expired = false;
  polls = 0;
}

/** Whether the current call's deadline has passed. */
export function deadlinePassed(): bool {
  return deadline > 0 && now() > deadline;
}

/**
 * deadlinePassed for the innermost loops of the chain searches, which ask
 * thousands of times a second: the clock is an import (a call out of
 * WebAssembly), so it is read every POLL_EVERY-th call only, a few
 * milliseconds late at worst (the searches poll every few microseconds).
 */
export function deadlinePolled(): bool {
  if (!SPEED_CODE) return deadlinePassed();
  if (expired) return true;
  if (deadline == 0) return false;
  polls++;
  if (polls < POLL_EVERY) return false;
  polls = 0;
  expired = deadlinePassed();
  return expired;
}
