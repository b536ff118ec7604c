/**
 * The numbers by which the host reads the logic ABI (abi.ts): the walk's
 * statuses, the slots of the rating result and the header fields of a step
 * record. src/logic/ imports them by name.
 *
 * Constants only, importing nothing, because the host imports this module:
 * a bundler puts a module the host imports, and everything it imports, in
 * the host's own chunk, so a constant taken from a module with code
 * (rate.ts, step.ts) would bring the logic engine into the page's worker
 * script, where the JS engine is loaded only on demand.
 */

/** Walk status: the grid was completed. */
export const RATE_SOLVED: i32 = 0;
/** Walk status: no technique applies before the grid is full (ER 20.0). */
export const RATE_STUCK: i32 = 1;
/** Walk status: the deadline passed. */
export const RATE_TIMEOUT: i32 = 2;
/**
 * Walk status of logicRateSoundFirst only (never in the result slots): the
 * finders that hold without assuming a unique solution found nothing before the grid was
 * full; logicRateResume goes on once the host knows the puzzle has one.
 */
export const RATE_PAUSED: i32 = 3;

// Slots of RATE_RESULT_PTR (i32 each), written by rate.ts.
export const RESULT_STATUS: i32 = 0;
export const RESULT_ER: i32 = 1;
export const RESULT_EP: i32 = 2;
export const RESULT_ED: i32 = 3;
export const RESULT_HARDEST: i32 = 4; // technique id of the ER step, -1 if none
export const RESULT_STEPS: i32 = 5;
export const RESULT_EP_TECHNIQUE: i32 = 6;
export const RESULT_ED_TECHNIQUE: i32 = 7;

/** Words in a step record's header (record format in step.ts). */
export const STEP_HEADER_WORDS: i32 = 8;
// Word index of each header field in a step record.
export const STEP_TECHNIQUE: i32 = 0;
export const STEP_RATING10: i32 = 1;
export const STEP_PLACEMENTS: i32 = 2;
export const STEP_ELIMINATIONS: i32 = 3;
export const STEP_CELLS: i32 = 4;
export const STEP_UNITS: i32 = 5;
export const STEP_DIGITS: i32 = 6;
export const STEP_LENGTH: i32 = 7;

/**
 * A chain step's chains follow its record's units (step.ts; the record's
 * length counts them): the number of chains, then each chain as its number
 * of links and its links, each CHAIN_LINK_WORDS words (`cell << 8 | digit`,
 * 1 on / 0 off, its rule, its number of parents) and then its parents (link
 * indexes in the same chain, every one before it).
 */
export const CHAIN_LINK_WORDS: i32 = 4;
/** A link's rule: it is the chain's assumption. */
export const CHAIN_RULE_ASSUMPTION: i32 = -1;
/** A link's rule: its cell (one digit placed, or one candidate left). */
export const CHAIN_RULE_CELL: i32 = -2;
/** A link's rule from this value up: a technique (value − CHAIN_RULE_TECHNIQUE is its id) inside a nested chain. Below it, 0 up: the unit (layout.ts numbering). */
export const CHAIN_RULE_TECHNIQUE: i32 = 1024;
