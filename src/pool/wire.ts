/**
 * Results across `postMessage`: a structured clone keeps plain data and
 * typed arrays, but turns a `SudokuError` into a bare `Error` without its
 * code and place. So the worker sends its `toJSON()` and the app's side makes
 * it again, and a result reads the same on both sides of the pool.
 */
import { SudokuError } from '../errors.js';
import type { WireResult } from './messages.js';

/** A library result as plain data for postMessage. */
export function toWire(result: object): WireResult {
  const error = (result as { error?: unknown }).error;
  return error instanceof SudokuError ? { ...result, error: error.toJSON() } : (result as WireResult);
}

/** A result from the wire as the library gave it. */
export function fromWire<T>(result: WireResult): T {
  return (result.error !== undefined ? { ...result, error: SudokuError.fromJSON(result.error) } : result) as T;
}

/** An error the worker's call threw, as its class (RangeError for bad options), with its message. */
export function errorFromWire(name: string, message: string): Error {
  if (name === 'RangeError') return new RangeError(message);
  if (name === 'TypeError') return new TypeError(message);
  return new Error(message);
}
