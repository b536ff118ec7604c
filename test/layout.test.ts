/**
 * The engine's memory maps: every layout file's drawing agrees with the
 * pointers the code computes, and every region lies inside its range
 * without overlapping another.
 *
 * A region is a pointer constant `X_PTR` (or `X`) with a size constant
 * `X_BYTES` beside it, as every layout file defines them. A map is a range
 * (two constants) and the regions that start in it; a finder scratch (or
 * any other memory that several users take in turn) is a region whose
 * users lay their own regions out inside it, each user its own map, found
 * by name prefix. The ranges of the engine (solver, band solver, logic,
 * generator, text) must not overlap each other and must fit in memory.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as engineLayout from '../src/engine-js/generated/layout.js';
import * as generateLayout from '../src/engine-js/generated/generate/layout.js';
import * as chainRecordLayout from '../src/engine-js/generated/logic/chains/chain-record-layout.js';
import * as chainsLayout from '../src/engine-js/generated/logic/chains/layout.js';
import * as logicLayout from '../src/engine-js/generated/logic/layout.js';
import * as nestedLayout from '../src/engine-js/generated/logic/chains/nested-layout.js';
import * as textLayout from '../src/engine-js/generated/text.js';
import { MEMORY_BYTES } from '../src/engine-js/target/memory.js';

type Constants = Record<string, unknown>;

/** A diagram line: ` *   0x03B800 ├────┤ NAME` (or ┌┐ ╞╡ └┘ ends); the name may be followed by more words. */
const DRAWN_ADDRESS = /^ \* +0x([0-9A-F]{6}) [├┌╞└][─═]+[┤┐╡┘] ([A-Z][A-Z0-9_]*)/;

/** Every (name, drawn address) of the diagram in `file` (path from the repository root). */
function drawnAddresses(file: string): [string, number][] {
  const text = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
  return text.split('\n').flatMap((line) => {
    const match = DRAWN_ADDRESS.exec(line);
    return match ? [[match[2]!, Number.parseInt(match[1]!, 16)] as [string, number]] : [];
  });
}

describe.each([
  { file: 'assembly/engine/layout.ts', constants: engineLayout as Constants, least: 30 },
  { file: 'assembly/engine/logic/layout.ts', constants: logicLayout as Constants, least: 40 },
  { file: 'assembly/engine/logic/chains/layout.ts', constants: chainsLayout as Constants, least: 20 },
  { file: 'assembly/engine/logic/chains/chain-record-layout.ts', constants: chainRecordLayout as Constants, least: 6 },
  { file: 'assembly/engine/logic/chains/nested-layout.ts', constants: nestedLayout as Constants, least: 14 },
  { file: 'assembly/engine/generate/layout.ts', constants: generateLayout as Constants, least: 10 },
  { file: 'assembly/engine/text.ts', constants: textLayout as Constants, least: 5 },
])('$file', ({ file, constants, least }) => {
  it('draws every named region at the address its constant holds', () => {
    const drawn = drawnAddresses(file).filter(([name]) => typeof constants[name] === 'number');
    expect(drawn.length, 'named regions found in the diagram').toBeGreaterThanOrEqual(least);
    const asHex = ([name, address]: [string, number]): string => `${name} 0x${address.toString(16).toUpperCase()}`;
    expect(drawn.map(asHex)).toEqual(drawn.map(([name]) => asHex([name, constants[name] as number])));
  });

  it('names every region it defines in its drawing', () => {
    const text = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
    const comments = text.split('\n').filter((line) => line.startsWith(' *')).join('\n');
    const undrawn = regionsOf(constants).filter(({ name }) => !new RegExp(`\\b${name}\\b`).test(comments));
    expect(undrawn.map(({ name }) => name)).toEqual([]);
  });
});

/** One region of a layout module: [start, start + bytes). */
interface Region {
  name: string;
  start: number;
  bytes: number;
}

/** Every region `constants` defines: a pointer `X_PTR` or `X` with a size `X_BYTES`. */
function regionsOf(constants: Constants): Region[] {
  return Object.keys(constants).flatMap((key) => {
    const bytes = constants[key];
    if (!key.endsWith('_BYTES') || typeof bytes !== 'number') return [];
    const base = key.slice(0, -'_BYTES'.length);
    const name = typeof constants[`${base}_PTR`] === 'number' ? `${base}_PTR` : base;
    const start = constants[name];
    return typeof start === 'number' ? [{ name, start, bytes }] : [];
  });
}

/** A map: the regions of `constants` that start in [start, end), or only those named with one of `prefixes`. */
interface MemoryMap {
  title: string;
  constants: Constants;
  /** The range: names of two constants, or a number (a record's offsets start at 0). */
  start: string | number;
  end: string;
  /** Only the regions whose name starts with one of these (a user of a shared scratch region). */
  prefixes?: string[];
  /** Prefixes of the users of a shared region inside this map: their regions belong to their own maps. */
  users?: string[];
  /** The map holds at least this many regions (so a renamed size constant cannot empty it unnoticed). */
  least: number;
}

function valueOf(constants: Constants, name: string | number): number {
  if (typeof name === 'number') return name;
  const value = constants[name];
  if (typeof value !== 'number') throw new Error(`no number constant ${name}`);
  return value;
}

/** What is wrong with `map` (its regions outside its range, or overlapping each other); empty when nothing is. */
function mapProblems(map: MemoryMap): string[] {
  const start = valueOf(map.constants, map.start);
  const end = valueOf(map.constants, map.end);
  const named = (region: Region, prefixes: string[]): boolean => prefixes.some((prefix) => region.name.startsWith(prefix));
  const regions = regionsOf(map.constants)
    .filter((region) => (map.prefixes ? named(region, map.prefixes) : !named(region, map.users ?? [])))
    .filter((region) => map.prefixes !== undefined || (region.start >= start && region.start < end))
    .sort((a, b) => a.start - b.start || a.name.localeCompare(b.name));
  const problems: string[] = [];
  if (regions.length < map.least) problems.push(`${regions.length} regions found, expected at least ${map.least}`);
  const hex = (n: number): string => `0x${n.toString(16).toUpperCase()}`;
  regions.forEach((region, i) => {
    const regionEnd = region.start + region.bytes;
    if (region.bytes <= 0) problems.push(`${region.name} has no room`);
    // The JS engine reads 16- and 32-bit values through typed arrays (ptr >>> 2): a region
    // off its element's boundary reads the word below it there, while WebAssembly reads it right.
    const align = NARROW_ELEMENTS[region.name] ?? 4;
    if (region.start % align !== 0) problems.push(`${region.name} starts at ${hex(region.start)}, not on a ${align}-byte boundary`);
    if (region.start < start || regionEnd > end) {
      problems.push(`${region.name} ${hex(region.start)}..${hex(regionEnd)} is outside ${hex(start)}..${hex(end)}`);
    }
    const next = regions[i + 1];
    if (next && regionEnd > next.start) problems.push(`${region.name} ends at ${hex(regionEnd)}, after ${next.name} starts at ${hex(next.start)}`);
  });
  return problems;
}

/**
 * Regions read in elements narrower than a word (their element size); every other region
 * holds 32-bit words.
 */
const NARROW_ELEMENTS: Record<string, number> = { BUG_EXTRA_CELLS_PTR: 1, ADV_ITEM_HINTS: 2 };

const MAPS: MemoryMap[] = [
  { title: 'general engine', constants: engineLayout, start: 'REGION_START', end: 'GENERAL_END', least: 24 },
  { title: 'nested chains: inner set cache', constants: nestedLayout, start: 'NEST_CACHE_BASE', end: 'NEST_CACHE_END', least: 3 },
  { title: 'band solver', constants: engineLayout, start: 'BAND9_BASE', end: 'BAND9_END', least: 16 },
  {
    title: 'logic engine',
    constants: logicLayout,
    start: 'LOGIC_BASE',
    end: 'LOGIC_END',
    users: ['TURBOT_LINKS', 'TURBOT_UNIT_LINKS', 'LOAD_', 'UNIQUENESS_', 'BUG_'],
    least: 28,
  },
  { title: 'finder scratch: turbot fish', constants: logicLayout, start: 'SCRATCH_PTR', end: 'SCRATCH_END', prefixes: ['TURBOT_LINKS', 'TURBOT_UNIT_LINKS'], least: 2 },
  { title: 'finder scratch: loadPuzzle9', constants: logicLayout, start: 'SCRATCH_PTR', end: 'SCRATCH_END', prefixes: ['LOAD_'], least: 1 },
  { title: 'finder scratch: uniqueness', constants: logicLayout, start: 'SCRATCH_PTR', end: 'SCRATCH_END', prefixes: ['UNIQUENESS_'], least: 2 },
  { title: 'finder scratch: BUG', constants: logicLayout, start: 'SCRATCH_PTR', end: 'SCRATCH_END', prefixes: ['BUG_'], least: 5 },
  { title: 'chain techniques', constants: chainsLayout, start: 'CH_BASE', end: 'CH_END', users: ['FORCING_', 'CYCLE_'], least: 30 },
  { title: 'chain set scratch: forcing chains', constants: chainsLayout, start: 'CH_SET_SCRATCH', end: 'CH_SET_SCRATCH_END', prefixes: ['FORCING_'], least: 2 },
  { title: 'chain set scratch: cycles', constants: chainsLayout, start: 'CH_SET_SCRATCH', end: 'CH_SET_SCRATCH_END', prefixes: ['CYCLE_'], least: 4 },
  { title: 'propagation record', constants: chainsLayout, start: 0, end: 'PROPAGATION_BYTES', prefixes: ['PROPAGATION_'], least: 9 },
  { title: 'generator', constants: generateLayout, start: 'GEN_BASE', end: 'GEN_END', least: 9 },
  { title: 'nested chains', constants: nestedLayout, start: 'NEST_BASE', end: 'NEST_END', users: ['NEST_REACH_'], least: 14 },
  { title: 'nested chains: reach scratch', constants: nestedLayout, start: 'NEST_FRAMES', end: 'NEST_END', prefixes: ['NEST_REACH_'], least: 8 },
  { title: 'chain records', constants: chainRecordLayout, start: 'CR_BASE', end: 'CR_END', least: 5 },
  { title: 'nested chains: remembered results', constants: nestedLayout, start: 'NEST_MEMO_BASE', end: 'NEST_MEMO_END', least: 3 },
  { title: 'nested chains: kept runs', constants: nestedLayout, start: 'RUN_STORE_BASE', end: 'RUN_STORE_END', least: 2 },
  { title: 'text', constants: textLayout, start: 'TEXT_BASE', end: 'TEXT_END', least: 4 },
];

describe('memory maps', () => {
  it.each(MAPS)('$title: every region inside the range, none overlapping another', (map) => {
    expect(mapProblems(map)).toEqual([]);
  });

  it('the ranges of the engine do not overlap and fit in memory', () => {
    const ranges: [string, number, number][] = [
      ['general engine', engineLayout.REGION_START, engineLayout.GENERAL_END],
      ['nested chains: inner set cache', nestedLayout.NEST_CACHE_BASE, nestedLayout.NEST_CACHE_END],
      ['band solver', engineLayout.BAND9_BASE, engineLayout.BAND9_END],
      ['logic engine', logicLayout.LOGIC_BASE, logicLayout.LOGIC_END],
      ['generator', generateLayout.GEN_BASE, generateLayout.GEN_END],
      ['nested chains', nestedLayout.NEST_BASE, nestedLayout.NEST_END],
      ['chain records', chainRecordLayout.CR_BASE, chainRecordLayout.CR_END],
      ['text', textLayout.TEXT_BASE, textLayout.TEXT_END],
      ['nested chains: remembered results', nestedLayout.NEST_MEMO_BASE, nestedLayout.NEST_MEMO_END],
      ['nested chains: kept runs', nestedLayout.RUN_STORE_BASE, nestedLayout.RUN_STORE_END],
    ];
    for (const [title, start, end] of ranges) expect(start, title).toBeLessThan(end);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![1], ranges[i]![0]).toBeGreaterThanOrEqual(ranges[i - 1]![2]);
    expect(ranges.at(-1)![2]).toBeLessThanOrEqual(MEMORY_BYTES);
  });

  it('the full builds have the memory the nested chains use; the size builds, which leave them out, 4 MiB', () => {
    const { targets } = JSON.parse(readFileSync(new URL('../asconfig.json', import.meta.url), 'utf8')) as {
      targets: Record<string, { initialMemory?: number; maximumMemory?: number }>;
    };
    for (const name of ['release', 'release-simd', 'debug']) {
      expect(targets[name]!.initialMemory! * 65536, name).toBe(MEMORY_BYTES);
      expect(targets[name]!.maximumMemory, name).toBe(targets[name]!.initialMemory);
    }
    for (const name of ['page', 'page-simd']) expect(targets[name]!.initialMemory, name).toBeUndefined();
    expect(nestedLayout.RUN_STORE_END).toBe(MEMORY_BYTES);
    expect(textLayout.TEXT_END).toBe(64 * 65536);
  });

  it('the chain techniques take exactly the logic range region laid out for them', () => {
    expect([chainsLayout.CH_BASE, chainsLayout.CH_END]).toEqual([
      logicLayout.CHAINS_SCRATCH_PTR,
      logicLayout.CHAINS_SCRATCH_PTR + logicLayout.CHAINS_SCRATCH_BYTES,
    ]);
  });

  it('reports a region grown into the next one or past its range', () => {
    const logic = MAPS.find((map) => map.title === 'logic engine')!;
    const grown = { ...logic, constants: { ...logicLayout, PEERS_BYTES: logicLayout.PEERS_BYTES + 1 } };
    expect(mapProblems(grown)).toEqual([expect.stringMatching(/^PEERS_PTR ends at .* after STEP_LIST_PTR starts/)]);
    const chains = MAPS.find((map) => map.title === 'chain techniques')!;
    // The map's last region, grown one byte past the range.
    const past = {
      ...chains,
      constants: { ...chainsLayout, CH_X_PASS_MEMO_BYTES: chainsLayout.CH_END - chainsLayout.CH_X_PASS_MEMO + 1 },
    };
    expect(mapProblems(past)).toEqual([expect.stringMatching(/^CH_X_PASS_MEMO .* is outside /)]);
    const bug = MAPS.find((map) => map.title === 'finder scratch: BUG')!;
    const late = { ...bug, constants: { ...logicLayout, BUG_TEMP_PTR: logicLayout.SCRATCH_END } };
    expect(mapProblems(late).length).toBeGreaterThan(0);
  });
});

/**
 * docs/engine.md's "Memory ranges" table, row by row, and the constants each
 * row's start and end are (the logic row ends where the chain scratch, laid
 * out inside the logic range, begins).
 */
const DOCUMENTED_RANGES: [string, number, number][] = [
  ['static data', 0, engineLayout.REGION_START],
  ['solver', engineLayout.REGION_START, engineLayout.GENERAL_END],
  ["nested chains' set cache", nestedLayout.NEST_CACHE_BASE, nestedLayout.NEST_CACHE_END],
  ['band solver', engineLayout.BAND9_BASE, engineLayout.BAND9_END],
  ['logic', logicLayout.LOGIC_BASE, chainsLayout.CH_BASE],
  ['chain scratch', chainsLayout.CH_BASE, chainsLayout.CH_END],
  ['generator', generateLayout.GEN_BASE, generateLayout.GEN_END],
  ['nested chains', nestedLayout.NEST_BASE, nestedLayout.NEST_END],
  ['chain records', chainRecordLayout.CR_BASE, chainRecordLayout.CR_END],
  ['text', textLayout.TEXT_BASE, textLayout.TEXT_END],
  ["nested chains' memo", nestedLayout.NEST_MEMO_BASE, nestedLayout.NEST_MEMO_END],
  ['kept runs', nestedLayout.RUN_STORE_BASE, nestedLayout.RUN_STORE_END],
];

describe('docs/engine.md, Memory ranges', () => {
  const text = readFileSync(new URL('../docs/engine.md', import.meta.url), 'utf8');
  const section = text.slice(text.indexOf('## Memory ranges'));
  const hex = (n: number): string => `0x${n.toString(16).toUpperCase().padStart(6, '0')}`;

  it('gives every range the start and end the layout constants hold, in memory order', () => {
    const rows = [...section.matchAll(/^\| ([^|]+?) \| (0x[0-9A-F]{6}) \| (0x[0-9A-F]{6}) \|/gm)].map((m) => [m[1], m[2], m[3]]);
    expect(rows).toEqual(DOCUMENTED_RANGES.map(([name, start, end]) => [name, hex(start), hex(end)]));
  });

  it("gives the memory's sizes and the finders' scratch as the code does", () => {
    const pages = (bytes: number): string => `${bytes / 1048576} MiB (${bytes / 65536} pages)`;
    expect(section).toContain(`${pages(MEMORY_BYTES)} in the full builds`);
    expect(section).toContain(`${pages(textLayout.TEXT_END)}\nin the page's size builds`);
    expect(section).toContain(`the finders' scratch ${hex(logicLayout.SCRATCH_PTR)}–${hex(logicLayout.SCRATCH_END)}`);
  });
});
