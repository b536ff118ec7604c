/**
 * Sukaku Explainer's kinds of forcing-chain step, by their sort key: among
 * steps of equal difficulty and complexity, the lower key comes first
 * (result.ts, every-step.ts). Level 5's steps share one technique id for
 * all four kinds, so chain-record.ts tells their chains' shape by this key.
 */
export const SORT_DOUBLE: i32 = 1;
export const SORT_CELL: i32 = 5;
export const SORT_REGION: i32 = 6;
export const SORT_CONTRADICTION: i32 = 7;
