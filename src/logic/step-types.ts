/**
 * The step model the API gives: what a step, a chain and its links are.
 * Types only, so the modules that build steps (steps.ts) and word them
 * (chain-text.ts, names.ts) all take them from here.
 */
/** A digit at a cell (cell: 0-based index, row by row). */
export interface CellDigit {
  cell: number;
  digit: number;
}

/** A unit of the grid, 1-based. */
export interface UnitRef {
  type: 'row' | 'column' | 'box';
  index: number;
}

/** One deduction a person makes. */
export interface Step {
  /** Technique id (README's table; `TECHNIQUES`). */
  technique: string;
  /** Its Sukaku Explainer rating (ER scale). */
  rating: number;
  /** Digits this step places. */
  placements: CellDigit[];
  /** Candidates this step removes. */
  eliminations: CellDigit[];
  /** What justifies it: the cells and units of the pattern and the digits it is about. */
  pattern: { cells: number[]; units: UnitRef[]; digits: number[] };
  /** The step in one sentence ("r3c5 can only be 7: …"). */
  text: string;
  /**
   * For chain steps, every chain that makes the step, each from its
   * assumption to its conclusion or contradiction (a cell forcing chain has
   * one per candidate of its cell); [] for the other techniques.
   */
  chains: ChainLink[][];
}

/**
 * One link of a chain: `digit` in `cell` is on (placed) or off (removed),
 * because of `rule`, given the links it follows from.
 */
export interface ChainLink {
  cell: number;
  digit: number;
  on: boolean;
  /** Indexes in the same chain of the links this one follows from; [] for the assumption. */
  from: number[];
  rule: ChainRule;
}

/**
 * Why a link follows: it is the chain's assumption; the cell holds one digit
 * (so its others are off) or has one candidate left; the unit has one place
 * left for the digit (or the digit is placed in it, so its other places are
 * off); or, in dynamic (+) and nested chains, a technique (its id: a locked
 * set, an X-wing, or an inner forcing chain or cycle) applied to the position
 * the chain has built so far, its parents being the "off" links it needs
 * (docs/rating.md, "Chains a person can follow").
 */
export type ChainRule =
  | { kind: 'assumption' }
  | { kind: 'cell' }
  | { kind: 'unit'; unit: UnitRef }
  | { kind: 'technique'; technique: string };
