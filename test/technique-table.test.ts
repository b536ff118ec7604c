/**
 * The technique table (assembly/engine/logic/technique-table.mjs) is the one
 * source of every technique fact: the build generates the engine's ids,
 * ratings and finder order and the host's names from it
 * (scripts/generate-techniques.mjs). Here: what the build wrote is what the
 * table says now, the engine and the host agree with every row, and a table
 * with a mistake fails the build.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as TABLE from '../assembly/engine/logic/technique-table.mjs';
import {
  buildSwitches,
  engineFindersSource,
  exportedFunctions,
  finderConstant,
  outputsOf,
  tableProblems,
} from '../scripts/generate-techniques.mjs';
import { createJsEngine } from '../src/engine-js.js';
import { logicOf } from '../src/logic/abi.js';
import { engineIdOf, TECHNIQUE_ID_COUNT, TECHNIQUES, techniqueOfEngineId } from '../src/logic/techniques.js';
import * as finders from '../src/engine-js/generated/logic/generated/finders.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Every row of the table with its finder's position in the order of trial. */
const ROWS = TABLE.FINDERS.flatMap((finder, position) => finder.techniques.map((technique) => ({ ...technique, finder, position })));

describe('the technique table', () => {
  it('is what the build last generated from (engine, host and docs/techniques.md)', async () => {
    const outputs = await outputsOf(ROOT);
    expect([...outputs.keys()].length).toBe(5);
    for (const [path, text] of outputs) expect(readFileSync(ROOT + path, 'utf8'), `${path}: run npm run build`).toBe(text);
  });

  it('has no problem the build would refuse', () => {
    expect(tableProblems(TABLE, exportedFunctions(ROOT), buildSwitches(ROOT))).toEqual([]);
  });

  it('refuses a row with a mistake, naming it', () => {
    const functions = exportedFunctions(ROOT);
    const finder = (techniques: object[], run: string | null = 'findFish(2)') => ({ key: 'fish', run, anySide: true, techniques });
    const table = (list: object[]) => ({ ...TABLE, FINDERS: list });
    const row = { engineId: 11, id: 'x-wing', name: 'X-wing', rating: 3.2 };
    expect(tableProblems(table([finder([row])]), functions)).toEqual([]);
    expect(tableProblems(table([finder([row]), { ...finder([{ ...row, id: 'other' }]), key: 'other' }]), functions))
      .toEqual(['finder `other`, technique `other`: engineId 11 used twice']);
    expect(tableProblems(table([finder([row], 'findNothing()')]), functions))
      .toEqual(['finder `fish`: findNothing is exported by no module of assembly/engine/logic']);
    expect(tableProblems(table([finder([{ ...row, rating: 3.25 }])]), functions))
      .toEqual(["finder `fish`, technique `x-wing`: rating must be SE's, 0.1..19.9 in tenths"]);
    expect(tableProblems(table([finder([row, { ...row, engineId: 64, id: 'chain' }])]), functions))
      .toEqual(['finder `fish`, technique `chain`: its finder\'s ids must all be chain ids (≥ 64) or none']);
    expect(tableProblems(table([finder([])]), functions)).toEqual(['finder `fish`: no techniques']);
  });

  it('gives every finder a case in the dispatch: its call (behind its scales), or a note that it has none yet', () => {
    const source = engineFindersSource(TABLE, exportedFunctions(ROOT));
    for (const finder of TABLE.FINDERS) {
      const { scales, buildSwitch } = finder as { scales?: string[]; buildSwitch?: string };
      const tests = [...(buildSwitch === undefined ? [] : [buildSwitch]), ...(scales === undefined ? [] : [scales.map((key) => `ratingScale == SCALE_${key.toUpperCase()}`).join(' || ')])];
      const call = tests.length === 0 ? `${finder.run};` : `${tests.join(' && ')} && (${finder.run});`;
      const line = finder.run === null ? `// ${finderConstant(finder)}: no finder yet` : `case ${finderConstant(finder)}: return ${call}`;
      expect(source.split('\n').filter((text) => text.includes(line)), finder.key).toHaveLength(1);
    }
  });

  it('refuses a build switch that build-goal.ts does not have, naming it', () => {
    const functions = exportedFunctions(ROOT);
    const fish = { key: 'fish', run: 'findFish(2)', anySide: true, techniques: [{ engineId: 11, id: 'x-wing', name: 'X-wing', rating: 3.2 }] };
    const withSwitch = (buildSwitch: string) => ({ ...TABLE, FINDERS: [{ ...fish, buildSwitch }] });
    expect(tableProblems(withSwitch('NESTED_CHAINS'), functions, buildSwitches(ROOT))).toEqual([]);
    expect(tableProblems(withSwitch('NESTED_CHAIN'), functions, buildSwitches(ROOT)))
      .toEqual(['finder `fish`: buildSwitch names `NESTED_CHAIN`, which assembly/target/build-goal.ts does not export as a bool']);
  });

  it("gives the page's size builds the rows without the finders they switch off", async () => {
    const sizeRows = (await import('../src/logic/generated/technique-rows-size.js')) as typeof import('../src/logic/generated/technique-rows.js');
    const switched = new Set(ROWS.filter((row) => (row.finder as { buildSwitch?: string }).buildSwitch !== undefined).map((row) => row.engineId));
    expect(switched.size).toBeGreaterThan(0);
    expect(sizeRows.TECHNIQUE_ROWS).toHaveLength(TABLE.TECHNIQUE_ID_END);
    for (const row of ROWS) {
      expect(sizeRows.TECHNIQUE_ROWS[row.engineId], row.id).toEqual(switched.has(row.engineId) ? null : [row.id, row.name]);
    }
    expect(sizeRows.TRIAL_ORDER).toEqual(ROWS.filter((row) => !switched.has(row.engineId)).map((row) => row.engineId));
  });

  it('refuses a scale mistake, naming it', () => {
    const functions = exportedFunctions(ROOT);
    const fish = { key: 'fish', run: 'findFish(2)', anySide: true, techniques: [{ engineId: 11, id: 'x-wing', name: 'X-wing', rating: 3.2 }] };
    const withScales = (scales: unknown) => ({ ...TABLE, FINDERS: [{ ...fish, scales }] });
    expect(tableProblems(withScales(['se121']), functions)).toEqual([]);
    expect(tableProblems(withScales(['se122']), functions)).toEqual(['finder `fish`: scales names `se122`, which is not a key of SCALES']);
    expect(tableProblems(withScales([]), functions)).toEqual(['finder `fish`: scales must list at least one key of SCALES, or be left out (every scale)']);
    const renumbered = { ...TABLE, FINDERS: [fish], SCALES: [TABLE.SCALES[1], TABLE.SCALES[0]] };
    expect(tableProblems(renumbered, functions)).toEqual([
      'scale `se121`: engineScale must be its position in SCALES (0)',
      'scale `sukaku`: engineScale must be its position in SCALES (1)',
    ]);
  });
});

describe('the engine and the host agree with every row', () => {
  const views = logicOf(createJsEngine());

  it('ids, ratings and names', () => {
    expect(views.abi.logicTechniqueIdEnd()).toBe(TABLE.TECHNIQUE_ID_END);
    expect(TECHNIQUE_ID_COUNT).toBe(TABLE.TECHNIQUE_ID_END);
    for (const row of ROWS) {
      expect(views.abi.logicTechniqueRating(row.engineId), row.id).toBe(Math.round(row.rating * 10));
      expect(techniqueOfEngineId(row.engineId)).toEqual({ id: row.id, name: row.name });
      expect(engineIdOf(row.id)).toBe(row.engineId);
    }
    const used = new Set(ROWS.map((row) => row.engineId));
    for (let engineId = 0; engineId < TABLE.TECHNIQUE_ID_END; engineId++) {
      if (used.has(engineId)) continue;
      expect(views.abi.logicTechniqueRating(engineId)).toBe(0);
      expect(() => techniqueOfEngineId(engineId)).toThrow(/unknown technique/);
    }
    // In the order of trial: the table's finders in order, each finder's techniques in order.
    expect(TECHNIQUES).toEqual(ROWS.map(({ id, name }) => ({ id, name })));
  });

  it('order of trial and sides', () => {
    expect(finders.FINDER_COUNT).toBe(TABLE.FINDERS.length);
    for (const row of ROWS) expect(finders.finderOfTechnique(row.engineId), row.id).toBe(row.position);
    TABLE.FINDERS.forEach((finder, position) => expect(finders.finderWorksOnAnySide(position), finder.key).toBe(finder.anySide));
    // An id no row uses (the chain range 64..95 is full) has no finder.
    const unassigned = Array.from({ length: TABLE.TECHNIQUE_ID_END }, (_, id) => id).find((id) => !ROWS.some((row) => row.engineId === id));
    expect(unassigned).toBeDefined();
    expect(finders.finderOfTechnique(unassigned as number)).toBe(-1);
  });
});
