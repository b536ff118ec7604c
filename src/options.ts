/**
 * The options every public call shares, checked here and nowhere else, so
 * that one value means one thing whichever call it is given to: a bad one is
 * a RangeError that names the call and the option ("solve: timeoutMs must
 * be …"), never a different reading per call (a NaN budget that timed out
 * at once in one call and meant "no limit" in another) and never a
 * TypeError from deep inside.
 *
 * The rules:
 * - an options argument is an object or absent;
 * - `timeoutMs`: a finite number ≥ 0; 0 or absent = no limit;
 * - `limit`: an integer from 1 to MAX_LIMIT (counts cross the engine as int32);
 * - a seed: an integer from 0 to 2^32−1 (the engine's random stream is u32).
 */
import { MAX_LIMIT } from './engine.js';

/** Largest seed: seeds are the engine's u32 random state. */
export const MAX_SEED = 0xffffffff;

/**
 * How a value reads in a message: objects as JSON where that works. Never
 * throws, unlike `String(value)` (a symbol, or an object without a
 * prototype, makes that a TypeError).
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  if (typeof value === 'symbol' || typeof value === 'function') return typeof value;
  return String(value);
}

/**
 * The options object of `call`, or an empty one when absent.
 * @throws RangeError for anything but an object or undefined (null included)
 */
export function optionsObject<T extends object>(call: string, options: T | undefined): Partial<T> {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new RangeError(`${call}: options must be an object, got ${describeValue(options)}`);
  }
  return options;
}

/**
 * `timeoutMs` settled: a finite number ≥ 0, 0 (also for absent) meaning no
 * limit. Infinity is refused rather than read as "no limit" so that there is
 * one way to ask for none.
 * @throws RangeError naming `call` and the option
 */
export function checkTimeout(call: string, timeoutMs: unknown): number {
  if (timeoutMs === undefined) return 0;
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs < 0) {
    throw new RangeError(`${call}: timeoutMs must be a non-negative number of milliseconds, got ${describeValue(timeoutMs)}`);
  }
  return timeoutMs;
}

/**
 * A solution-count limit: an integer from 1 to MAX_LIMIT.
 * @throws RangeError naming `call` and the option
 */
export function checkLimit(call: string, limit: unknown): number {
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new RangeError(`${call}: limit must be an integer from 1 to ${MAX_LIMIT}, got ${describeValue(limit)}`);
  }
  return limit;
}

/**
 * A seed: an integer from 0 to MAX_SEED.
 * @throws RangeError naming `call` and `name`
 */
export function checkSeed(call: string, seed: unknown, name = 'seed'): number {
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new RangeError(`${call}: ${name} must be an integer from 0 to ${MAX_SEED}, got ${describeValue(seed)}`);
  }
  return seed;
}

/**
 * A count of items wanted: an integer ≥ 0, or Infinity for all of them.
 * @throws RangeError naming `call` and `name`
 */
export function checkMaxCount(call: string, value: unknown, name: string): number {
  if (typeof value !== 'number' || !(Number.isInteger(value) || value === Number.POSITIVE_INFINITY) || value < 0) {
    throw new RangeError(`${call}: ${name} must be an integer ≥ 0 or Infinity, got ${describeValue(value)}`);
  }
  return value;
}
