/**
 * The play page's requests to the solver worker, and its answers: a new
 * puzzle, a hint for the player's position, a rating. Plain data (they
 * cross postMessage); web/protocol.ts adds them to the worker's requests.
 * The worker translates the library's results into these shapes
 * (worker-play.ts), so the page never depends on the library's internals.
 */
import type { ChainLink } from '../../src/logic/index.js';

/** A new puzzle of `size` at `level`, from `seed`. */
export interface GenerateRequest {
  id: number;
  kind: 'generate';
  size: number;
  level: string;
  seed: number;
}

/** The next step from the player's position (digits, and each empty cell's candidates as a mask). */
export interface HintRequest {
  id: number;
  kind: 'hint';
  side: number;
  cells: number[];
  candidates: number[];
}

/** The rating of a puzzle line. */
export interface RateRequest {
  id: number;
  kind: 'rate';
  puzzle: string;
}

/** Page → worker, for play. */
export type PlayRequest = GenerateRequest | HintRequest | RateRequest;

/** A generated puzzle: lines of digits (`.` for blanks), its rating (9×9 with the logic engine, else null) and its seed. */
export interface GeneratedPuzzle {
  status: 'generated';
  side: number;
  puzzle: string;
  solution: string;
  er: number | null;
  level: string | null;
  clues: number;
  seed: number;
}

/** A digit for a cell (0-based cell index). */
export interface PlayCellDigit {
  cell: number;
  digit: number;
}

/** One step a person would take next, with what justifies it. */
export interface HintStep {
  status: 'hint';
  /** Technique id (kebab-case) and its name for people. */
  technique: string;
  name: string;
  rating: number;
  placements: PlayCellDigit[];
  eliminations: PlayCellDigit[];
  /** The cells of the pattern, its units (each as its list of cells) and the digits it is about. */
  pattern: { cells: number[]; units: number[][]; digits: number[] };
  /** For chain steps, each chain's links (src/logic/steps.ts `ChainLink`); [] otherwise. */
  chains: ChainLink[][];
  /** One plain sentence. */
  text: string;
}

/** A puzzle's rating. */
export interface PuzzleRating {
  status: 'rated';
  er: number;
  level: string;
}

/** When the worker cannot give what was asked: why, in one line. */
export interface PlayRefusal {
  status: 'refused';
  message: string;
  /** True when no technique applies to the position (the page then offers to reveal a cell). */
  stuck?: boolean;
}

/** Worker → page, for play. */
export type PlayAnswer = GeneratedPuzzle | HintStep | PuzzleRating | PlayRefusal;
