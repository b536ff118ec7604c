/**
 * The technique ids: stable kebab-case names, one row per engine id (the
 * numbers of assembly/engine/logic/techniques.ts, in the same order). Each
 * id's lowest Sukaku Explainer rating comes from the engine
 * (`logicTechniqueRating`), so it is written in one place only.
 */

/** One technique: its stable id and its name for people. */
export interface TechniqueInfo {
  /** Stable kebab-case id (what `find` takes and `rate` counts). */
  readonly id: string;
  /** Name for people. */
  readonly name: string;
}

/** Rows by engine id; `null` marks ids the engine does not use. */
const ROWS: ReadonlyArray<readonly [string, string] | null> = [
  ['full-house', 'Full house (last empty cell of a unit)'],
  ['hidden-single-box', 'Hidden single in a box'],
  ['hidden-single-line', 'Hidden single in a row or column'],
  ['direct-pointing', 'Direct pointing'],
  ['direct-claiming', 'Direct claiming'],
  ['direct-hidden-pair', 'Direct hidden pair'],
  ['naked-single', 'Naked single'],
  ['direct-hidden-triplet', 'Direct hidden triplet'],
  ['pointing', 'Pointing'],
  ['claiming', 'Claiming'],
  ['naked-pair', 'Naked pair'],
  ['x-wing', 'X-wing'],
  ['hidden-pair', 'Hidden pair'],
  ['naked-triplet', 'Naked triplet'],
  ['swordfish', 'Swordfish'],
  ['hidden-triplet', 'Hidden triplet'],
  ['skyscraper', 'Skyscraper'],
  ['two-string-kite', '2-string kite'],
  ['turbot-fish', 'Turbot fish'],
  ['grouped-turbot-fish', 'Grouped skyscraper / kite / turbot fish'],
  ['xy-wing', 'XY-wing'],
  ['xyz-wing', 'XYZ-wing'],
  ['unique-rectangle-1', 'Unique rectangle type 1'],
  ['unique-rectangle-2', 'Unique rectangle type 2'],
  ['unique-rectangle-3', 'Unique rectangle type 3'],
  ['unique-rectangle-4', 'Unique rectangle type 4'],
  ['unique-loop-1', 'Unique loop type 1'],
  ['unique-loop-2', 'Unique loop type 2'],
  ['unique-loop-3', 'Unique loop type 3'],
  ['unique-loop-4', 'Unique loop type 4'],
  ['naked-quad', 'Naked quad'],
  ['jellyfish', 'Jellyfish'],
  ['hidden-quad', 'Hidden quad'],
  ['three-strong-links', '3 strong-linked fishes'],
  ['wxyz-wing', 'WXYZ-wing'],
  ['bug-1', 'Bivalue universal grave type 1'],
  ['bug-2', 'Bivalue universal grave type 2'],
  ['bug-3', 'Bivalue universal grave type 3'],
  ['bug-4', 'Bivalue universal grave type 4'],
  ['vwxyz-wing', 'VWXYZ-wing'],
  ...new Array<null>(24).fill(null),
  ['aligned-pair-exclusion', 'Aligned pair exclusion'],
  ['x-cycle', 'Bidirectional X-cycle'],
  ['y-cycle', 'Bidirectional Y-cycle'],
  ['forcing-x-chain', 'Forcing X-chain'],
  ['forcing-y-chain', 'Forcing Y-chain'],
  ['bidirectional-cycle', 'Bidirectional cycle'],
  ['forcing-chain', 'Forcing chain'],
  ['aligned-triplet-exclusion', 'Aligned triplet exclusion'],
  ['nishio-forcing-chain', 'Nishio forcing chain'],
  ['cell-forcing-chains', 'Cell forcing chains'],
  ['region-forcing-chains', 'Region forcing chains'],
  ['contradiction-forcing-chains', 'Dynamic contradiction forcing chains'],
  ['double-forcing-chains', 'Dynamic double forcing chains'],
  ['dynamic-cell-forcing-chains', 'Dynamic cell forcing chains'],
  ['dynamic-region-forcing-chains', 'Dynamic region forcing chains'],
  ['dynamic-forcing-chains-plus', 'Dynamic forcing chains (+)'],
  ['nested-forcing-chains', 'Nested forcing chains'],
  ...new Array<null>(15).fill(null),
];

/** Ids the engine knows (its TECHNIQUE_ID_END); a test checks the engine agrees. */
export const TECHNIQUE_ID_COUNT = ROWS.length;

/** Every technique in engine-id order (unused ids left out). */
export const TECHNIQUES: readonly TechniqueInfo[] = ROWS.flatMap((row) => (row === null ? [] : [{ id: row[0], name: row[1] }]));

const BY_ENGINE_ID: ReadonlyArray<TechniqueInfo | null> = ROWS.map((row) => (row === null ? null : { id: row[0], name: row[1] }));
const ENGINE_ID_BY_NAME = new Map(ROWS.flatMap((row, index) => (row === null ? [] : [[row[0], index] as const])));

/** The technique of an engine id. @throws Error for an id the engine never writes */
export function techniqueOfEngineId(engineId: number): TechniqueInfo {
  const info = BY_ENGINE_ID[engineId];
  if (info === null || info === undefined) throw new Error(`sudoku-wasm: unknown technique number ${engineId}`);
  return info;
}

/** The engine id of a technique id, or undefined when there is no such technique. */
export function engineIdOf(id: string): number | undefined {
  return ENGINE_ID_BY_NAME.get(id);
}
