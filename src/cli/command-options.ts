/**
 * What each command's runner receives: its options, checked and with their
 * defaults, and the streams it talks to. Apart from the command table
 * (commands.ts), which loads the runners, so the runners need not import the
 * table back.
 */
import type { Symmetry } from '../generate/options.js';
import type { EngineChoice } from '../select.js';
import type { Scale } from '../logic/scale.js';
import type { GenerateFormat, RateFormat, SolveFormat } from './formats.js';

/** The streams a command talks to (the real process ones in the bin). */
export interface CliIo {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

/** What the commands that stream puzzle files through the worker pool take. */
export interface BatchOptions {
  /** Input files; `-` is stdin. Empty means stdin. */
  files: string[];
  engine: EngineChoice;
  /** Worker threads; 0 runs in the main thread. */
  workers: number;
  /** Per-puzzle time limit in milliseconds; 0 = none. */
  timeoutMs: number;
  /** Lines per chunk sent to a worker. */
  chunkSize: number;
  /** false only with --no-progress; the bar also needs a terminal on stderr. */
  progress: boolean;
  quiet: boolean;
}

/** solve, count and check. */
export interface SolveCliOptions extends BatchOptions {
  /** Count up to this many solutions. */
  limit: number;
  format: SolveFormat;
}

export interface RateCliOptions extends BatchOptions {
  format: RateFormat;
  scale: Scale;
  /** Progress as plain lines on stderr, terminal or not (--log-progress). */
  logProgress: boolean;
}

export interface ExplainCliOptions {
  /** The puzzle text, or a file holding it. */
  puzzle: string;
  engine: EngineChoice;
  format: RateFormat;
  scale: Scale;
  /** For the whole explanation (rating and steps), ms; 0 = none. */
  timeoutMs: number;
}

export interface DemoCliOptions {
  engine: EngineChoice;
}

export interface GenerateCliOptions {
  count: number;
  size: number;
  level?: string;
  er?: [number, number];
  symmetry: Symmetry;
  minimal: boolean;
  clues?: number;
  rate: boolean;
  scale?: Scale;
  /** First seed; puzzle i gets seed + i. Undefined: a fresh one, printed in the summary. */
  seed?: number;
  format: GenerateFormat;
  engine: EngineChoice;
  workers: number;
  /** Per puzzle, ms; 0 = none (the attempt budget still bounds a rare band). */
  timeoutMs: number;
  progress: boolean;
  quiet: boolean;
}
