/**
 * The logic engine's public face: rating on Sukaku Explainer's scale,
 * hints, step paths and technique search (see logic.ts), the technique
 * table and the level words.
 */
export { ratePuzzle, hintStep, pathSteps, findSteps, type LogicOptions, type Rated, type RateResult, type StepsResult, type HintResult } from './logic.js';
export { TECHNIQUES, type TechniqueInfo } from './techniques.js';
export { levelOf, LEVEL_BOUNDS, type Level } from './levels.js';
export type { Step, CellDigit, UnitRef } from './steps.js';
export type { LogicState, CandidateState } from './state.js';
