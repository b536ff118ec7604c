#!/usr/bin/env node
/**
 * Writes everything that follows from the technique table
 * (assembly/engine/logic/technique-table.mjs), so that adding a technique
 * is its finder file plus one row there:
 * - assembly/engine/logic/generated/techniques.ts: the T_* ids, the id
 *   range and baseRating10 (git-ignored; the engine re-exports it from
 *   logic/techniques.ts);
 * - assembly/engine/logic/generated/finders.ts: the FINDER_* positions in
 *   the order of trial, FINDER_COUNT, FINDERS_BEFORE_UNIQUENESS, finderWorksOnAnySide,
 *   finderOfTechnique and runFinder, the dispatch, one case per finder
 *   (git-ignored; logic/registry.ts uses it);
 * - src/logic/generated/technique-rows.ts: the host's [id, name] rows by
 *   engine id (git-ignored), and technique-rows-size.ts, the same without
 *   the rows of finders a size build leaves out (`buildSwitch`), which the
 *   page's bundle takes instead (web/vite.config.ts);
 * - docs/techniques.md: the table for people (committed; a test checks it
 *   is current).
 * It runs first in `npm run build`: the asc builds and the JS engine's
 * generator (which copies assembly/engine/** including generated/) read
 * its output. The table is checked before anything is written: every
 * problem fails the build with the row it is in.
 *
 * Usage: node scripts/generate-techniques.mjs   (run by `npm run build`)
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where the table is, relative to the repository root. */
export const TABLE_FILE = 'assembly/engine/logic/technique-table.mjs';
/** The build-goal switches a finder's `buildSwitch` may name (the AssemblyScript form; the JS engine has the same names). */
const BUILD_GOAL_FILE = 'assembly/target/build-goal.ts';
/** The folder of the engine's logic modules (where finders are looked up and the engine output goes). */
const LOGIC_DIR = 'assembly/engine/logic';
/** Output files, relative to the repository root. */
export const OUTPUTS = {
  engineTechniques: `${LOGIC_DIR}/generated/techniques.ts`,
  engineFinders: `${LOGIC_DIR}/generated/finders.ts`,
  hostRows: 'src/logic/generated/technique-rows.ts',
  hostRowsSize: 'src/logic/generated/technique-rows-size.ts',
  docs: 'docs/techniques.md',
};

const BANNER = `// Generated from ${TABLE_FILE} by scripts/generate-techniques.mjs: edit the table, not this file.\n`;

/** `full-house` → `FULL_HOUSE`. */
const constantCase = (kebab) => kebab.toUpperCase().replace(/-/g, '_');
/** The engine constant of a technique row. */
export const techniqueConstant = (technique) => `T_${constantCase(technique.id)}`;
/** The engine constant of a finder's position in the order of trial. */
/** Position of the first finder that assumes a unique solution (the finder count when none does). */
function firstAssumingUniqueness(finders) {
  const first = finders.findIndex((finder) => finder.assumesUniqueSolution === true);
  return first < 0 ? finders.length : first;
}

export const finderConstant = (finder) => `FINDER_${constantCase(finder.key)}`;
/** SE's rating × 10, as the engine keeps it. */
const rating10 = (technique) => Math.round(technique.rating * 10);
/** The finder functions a `run` expression calls. */
const calledFunctions = (run) => [...run.matchAll(/\b([A-Za-z_]\w*)\s*\(/g)].map((found) => found[1]);
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The engine constant of a rating scale. */
export const scaleConstant = (scale) => `SCALE_${constantCase(scale.key)}`;
/** Whether a finder runs on every scale (no `scales`, or all of them listed). */
const onEveryScale = (table, finder) => finder.scales === undefined || table.SCALES.every((scale) => finder.scales.includes(scale.key));
/** The scales that run a finder. */
const scalesOf = (table, finder) => table.SCALES.filter((scale) => finder.scales === undefined || finder.scales.includes(scale.key));

/**
 * Where each exported function of the logic engine is: name → module path
 * relative to assembly/engine/logic, without extension ("singles",
 * "chains/aligned"). generated/ is left out (it is this script's output).
 */
export function exportedFunctions(root) {
  const found = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated') walk(path);
      } else if (entry.name.endsWith('.ts')) {
        const module = relative(join(root, LOGIC_DIR), path).split(sep).join('/').replace(/\.ts$/, '');
        for (const match of readFileSync(path, 'utf8').matchAll(/^export function ([A-Za-z_]\w*)\s*\(/gm)) {
          found.set(match[1], [...(found.get(match[1]) ?? []), module]);
        }
      }
    }
  };
  walk(join(root, LOGIC_DIR));
  return found;
}

/** The boolean switches assembly/target/build-goal.ts exports (`export const NAME: bool`). */
export function buildSwitches(root) {
  const text = readFileSync(join(root, BUILD_GOAL_FILE), 'utf8');
  return new Set([...text.matchAll(/^export const ([A-Z][A-Z0-9_]*): bool\b/gm)].map((match) => match[1]));
}

/**
 * What is wrong with the table, one line per problem ("finder `bug`: …"):
 * ids unique, in range and on the right side of the chain boundary; names
 * kebab-case and unique; ratings in tenths; every finder function exported
 * by exactly one logic module (`functions`, see exportedFunctions); every
 * `buildSwitch` one of `switches` (see buildSwitches).
 */
export function tableProblems(table, functions, switches = new Set()) {
  const problems = [];
  const { FINDERS: finders, TECHNIQUE_ID_END: idEnd, FIRST_CHAIN_TECHNIQUE: firstChain } = table;
  const scaleKeys = new Set();
  const engineScales = new Set();
  if (!Array.isArray(table.SCALES) || table.SCALES.length === 0) problems.push('SCALES: no scales');
  for (const scale of table.SCALES ?? []) {
    const at = `scale \`${scale.key}\``;
    if (!KEBAB.test(scale.key ?? '')) problems.push(`${at}: key must be kebab-case`);
    if (scaleKeys.has(scale.key)) problems.push(`${at}: key used twice`);
    scaleKeys.add(scale.key);
    // The host reads a scale's number as its position in SCALE_KEYS: a new scale goes last.
    if (scale.engineScale !== engineScales.size) problems.push(`${at}: engineScale must be its position in SCALES (${engineScales.size})`);
    if (engineScales.has(scale.engineScale)) problems.push(`${at}: engineScale ${scale.engineScale} used twice`);
    engineScales.add(scale.engineScale);
    if (typeof scale.name !== 'string' || scale.name === '') problems.push(`${at}: no name`);
  }
  const keys = new Set();
  const engineIds = new Set();
  const ids = new Set();
  let chainsBegun = false;
  for (const finder of finders) {
    const at = `finder \`${finder.key}\``;
    if (!KEBAB.test(finder.key ?? '')) problems.push(`${at}: key must be kebab-case`);
    if (keys.has(finder.key)) problems.push(`${at}: key used twice`);
    keys.add(finder.key);
    if (typeof finder.anySide !== 'boolean') problems.push(`${at}: anySide must be true or false`);
    if (finder.assumesUniqueSolution !== undefined && finder.assumesUniqueSolution !== true) problems.push(`${at}: assumesUniqueSolution must be true, or be left out`);
    if (finder.scales !== undefined) {
      if (!Array.isArray(finder.scales) || finder.scales.length === 0) problems.push(`${at}: scales must list at least one key of SCALES, or be left out (every scale)`);
      else {
        for (const key of finder.scales) if (!scaleKeys.has(key)) problems.push(`${at}: scales names \`${key}\`, which is not a key of SCALES`);
        if (new Set(finder.scales).size !== finder.scales.length) problems.push(`${at}: scales lists a key twice`);
      }
    }
    if (finder.buildSwitch !== undefined && !switches.has(finder.buildSwitch)) {
      problems.push(`${at}: buildSwitch names \`${finder.buildSwitch}\`, which ${BUILD_GOAL_FILE} does not export as a bool`);
    }
    if (finder.run !== null) {
      if (typeof finder.run !== 'string' || calledFunctions(finder.run).length === 0) problems.push(`${at}: run must be a call such as 'findFish(2)', or null`);
      else {
        for (const name of calledFunctions(finder.run)) {
          const modules = functions.get(name) ?? [];
          if (modules.length !== 1) problems.push(`${at}: ${name} is exported by ${modules.length === 0 ? 'no module' : modules.join(', ')} of ${LOGIC_DIR}`);
        }
      }
    }
    if (!Array.isArray(finder.techniques) || finder.techniques.length === 0) {
      problems.push(`${at}: no techniques`);
      continue;
    }
    const chain = finder.techniques[0].engineId >= firstChain;
    if (chainsBegun && !chain) problems.push(`${at}: after the chain finders, yet its ids are below ${firstChain}`);
    chainsBegun ||= chain;
    for (const technique of finder.techniques) {
      const where = `${at}, technique \`${technique.id}\``;
      if (!KEBAB.test(technique.id ?? '')) problems.push(`${where}: id must be kebab-case`);
      if (ids.has(technique.id)) problems.push(`${where}: id used twice`);
      ids.add(technique.id);
      const engineId = technique.engineId;
      if (!Number.isInteger(engineId) || engineId < 0 || engineId >= idEnd) problems.push(`${where}: engineId must be an integer in 0..${idEnd - 1}`);
      if (engineIds.has(engineId)) problems.push(`${where}: engineId ${engineId} used twice`);
      engineIds.add(engineId);
      if (engineId >= firstChain !== chain) problems.push(`${where}: its finder's ids must all be chain ids (≥ ${firstChain}) or none`);
      if (typeof technique.name !== 'string' || technique.name === '') problems.push(`${where}: no name`);
      const tenths = technique.rating * 10;
      if (typeof technique.rating !== 'number' || Math.abs(tenths - Math.round(tenths)) > 1e-9 || tenths < 1 || tenths >= 200) {
        problems.push(`${where}: rating must be SE's, 0.1..19.9 in tenths`);
      }
    }
  }
  return problems;
}

/** The techniques of the table in engine-id order, each with its finder's position. */
function techniquesById(table) {
  return table.FINDERS.flatMap((finder, position) => finder.techniques.map((technique) => ({ ...technique, position })))
    .sort((a, b) => a.engineId - b.engineId);
}

/** assembly/engine/logic/generated/techniques.ts. */
export function engineTechniquesSource(table) {
  const techniques = techniquesById(table);
  const declaration = (t) => `export const ${techniqueConstant(t)}: i32 = ${t.engineId};`;
  const width = Math.max(...techniques.map((t) => declaration(t).length));
  return BANNER + [
    '/**',
    ' * Technique ids: the numbers the engine writes in step records (the',
    ' * host names them by the same table). Each finder passes its steps\'',
    ' * ratings to beginStep; baseRating10 is the lowest of each id.',
    ' */',
    '',
    ...techniques.map((t) => `${declaration(t).padEnd(width)} // ${t.rating.toFixed(1)} ${t.name}`),
    '',
    '/** The rating scales (technique-table.mjs SCALES): the number the host passes for each; the first is the default. */',
    ...table.SCALES.map((scale) => `export const ${scaleConstant(scale)}: i32 = ${scale.engineScale}; // ${scale.name}`),
    `export const SCALE_DEFAULT: i32 = ${scaleConstant(table.SCALES[0])};`,
    '/** Whether `scale` is one of the numbers above. */',
    'export function isScale(scale: i32): bool {',
    `  return ${table.SCALES.map((scale) => `scale == ${scaleConstant(scale)}`).join(' || ')};`,
    '}',
    '',
    '/** One past the highest id (the host\'s table has this many rows; unused ids have none). */',
    `export const TECHNIQUE_ID_END: i32 = ${table.TECHNIQUE_ID_END};`,
    '',
    '/** The lowest rating × 10 an id\'s steps get (0 for unused ids). */',
    'export function baseRating10(technique: i32): i32 {',
    '  switch (technique) {',
    ...techniques.map((t) => `    case ${techniqueConstant(t)}: return ${rating10(t)};`),
    '    default: return 0;',
    '  }',
    '}',
    '',
  ].join('\n');
}

/**
 * `finder <= A || finder == B || …` for the positions that hold (the
 * leading run as one comparison), or `false`.
 */
function positionTest(finders, holds) {
  let run = 0;
  while (run < finders.length && holds(finders[run])) run++;
  const terms = run > 0 ? [`finder <= ${finderConstant(finders[run - 1])}`] : [];
  finders.forEach((finder, position) => {
    if (position >= run && holds(finder)) terms.push(`finder == ${finderConstant(finder)}`);
  });
  return terms.length === 0 ? 'false' : terms.join(' || ');
}

/** assembly/engine/logic/generated/finders.ts (`functions`: see exportedFunctions). */
export function engineFindersSource(table, functions) {
  const finders = table.FINDERS;
  const isChain = (finder) => finder.techniques[0].engineId >= table.FIRST_CHAIN_TECHNIQUE;
  const byModule = new Map();
  for (const finder of finders) {
    for (const name of finder.run === null ? [] : calledFunctions(finder.run)) {
      const module = (functions.get(name) ?? [])[0];
      byModule.set(module, new Set([...(byModule.get(module) ?? []), name]));
    }
  }
  const imports = [...byModule].map(([module, names]) => `import { ${[...names].sort().join(', ')} } from "../${module}";`);
  imports.push('import { side } from "../state";');
  const switches = [...new Set(finders.flatMap((finder) => (finder.buildSwitch === undefined ? [] : [finder.buildSwitch])))].sort();
  if (switches.length > 0) imports.push(`import { ${switches.join(', ')} } from "../../../target/build-goal";`);
  if (finders.some((finder) => !onEveryScale(table, finder))) {
    imports.push('import { ratingScale } from "../scale";');
    imports.push(`import { ${[...new Set(finders.filter((finder) => !onEveryScale(table, finder)).flatMap((finder) => scalesOf(table, finder).map(scaleConstant)))].sort().join(', ')} } from "./techniques";`);
  }
  // A finder some scale leaves out finds nothing on that scale, as SE skips a producer its technique mask leaves out.
  const scaleTest = (finder) => {
    const tests = scalesOf(table, finder).map((scale) => `ratingScale == ${scaleConstant(scale)}`);
    return tests.length === 1 ? tests[0] : `(${tests.join(' || ')})`;
  };
  // A finder behind a build switch finds nothing in the builds that switch it off (the page's size builds).
  const tests = (finder) => [...(finder.buildSwitch === undefined ? [] : [finder.buildSwitch]), ...(onEveryScale(table, finder) ? [] : [scaleTest(finder)])];
  const cases = (list) => list.map((finder) =>
    finder.run === null
      ? `    // ${finderConstant(finder)}: no finder yet, finds nothing (the default)`
      : tests(finder).length === 0
        ? `    case ${finderConstant(finder)}: return ${finder.run};`
        : `    case ${finderConstant(finder)}: return ${tests(finder).join(' && ')} && (${finder.run});`);
  const techniqueCases = finders.map((finder) =>
    `    ${finder.techniques.map((t) => `case ${t.engineId}:`).join(' ')} return ${finderConstant(finder)};`);
  return BANNER + [
    '/**',
    ' * The finders in the order of trial (the table\'s order, SE\'s producer',
    ' * order) and the dispatch that runs one by its position.',
    ' */',
    ...imports,
    '',
    ...finders.map((finder, position) => `export const ${finderConstant(finder)}: i32 = ${position};`),
    '/** Finders in all. */',
    `export const FINDER_COUNT: i32 = ${finders.length};`,
    '/** Finders before the first whose steps assume the puzzle has one solution (the table\'s assumesUniqueSolution): every step of these holds in every solution. */',
    `export const FINDERS_BEFORE_UNIQUENESS: i32 = ${firstAssumingUniqueness(finders)};`,
    '',
    '/** Whether a finder\'s techniques are defined for every side (4×4, 16×16 …), not only 9×9. */',
    'export function finderWorksOnAnySide(finder: i32): bool {',
    `  return ${positionTest(finders, (finder) => finder.anySide)};`,
    '}',
    '',
    '/** The finder that emits a technique id, -1 for an unused id. */',
    'export function finderOfTechnique(technique: i32): i32 {',
    '  switch (technique) {',
    ...techniqueCases,
    '    default: return -1;',
    '  }',
    '}',
    '',
    '/**',
    ' * Runs the finder at position `finder` (0 ≤ finder < FINDER_COUNT) in the',
    ' * order of trial over the current board; true when the step list became',
    ' * full. Sides other than 9 run only the finders SE defines for any side;',
    ' * a finder the current rating scale (../scale.ts) leaves out finds nothing.',
    ' * The chain finders have a switch of their own: that keeps the compiled',
    ' * dispatch the code the README\'s benchmarks measured (one switch over all',
    ' * finders compiles to equivalent but different code).',
    ' */',
    'export function runFinder(finder: i32): bool {',
    '  if (side != 9 && !finderWorksOnAnySide(finder)) return false;',
    '  switch (finder) {',
    ...cases(finders.filter((finder) => !isChain(finder))),
    '    default: return runChainFinder(finder);',
    '  }',
    '}',
    '',
    '/** runFinder for the chain finders (positions from FINDER_' + constantCase(finders.find(isChain)?.key ?? '') + ' on). */',
    'function runChainFinder(finder: i32): bool {',
    '  switch (finder) {',
    ...cases(finders.filter(isChain)),
    '    default: return false;',
    '  }',
    '}',
    '',
  ].join('\n');
}

/**
 * src/logic/generated/technique-rows.ts; with `sizeBuild`, its page form
 * technique-rows-size.ts: the finders behind a build switch are compiled
 * out there, so their rows are null and they are not in the order of trial.
 */
export function hostRowsSource(table, sizeBuild = false) {
  const kept = (finder) => !sizeBuild || finder.buildSwitch === undefined;
  const byId = new Map(table.FINDERS.filter(kept).flatMap((finder) => finder.techniques).map((t) => [t.engineId, t]));
  const rows = [];
  for (let engineId = 0; engineId < table.TECHNIQUE_ID_END; engineId++) {
    const t = byId.get(engineId);
    rows.push(t === undefined ? `  null, // ${engineId}` : `  [${JSON.stringify(t.id).replace(/"/g, "'")}, ${JSON.stringify(t.name).replace(/"/g, "'")}], // ${engineId}`);
  }
  const trialOrder = table.FINDERS.filter(kept).flatMap((finder) => finder.techniques.map((t) => t.engineId));
  return BANNER + [
    ...(sizeBuild ? ['// The page\'s form: the rows of finders its size builds leave out (the table\'s buildSwitch) are null.'] : []),
    '',
    '/** The rating scales\' keys by the number the engine knows them by; the first is the default. */',
    `export const SCALE_KEYS = [${table.SCALES.map((scale) => `'${scale.key}'`).join(', ')}] as const;`,
    `export const DEFAULT_SCALE_KEY = '${table.SCALES[0].key}';`,
    '',
    '/** [id, name] by engine id; null for ids the engine does not use. */',
    'export const TECHNIQUE_ROWS: ReadonlyArray<readonly [string, string] | null> = [',
    ...rows,
    '];',
    '',
    '/** The engine ids in the order the rating walk tries their finders (ids added later sit with their finder). */',
    `export const TRIAL_ORDER: readonly number[] = [${trialOrder.join(', ')}];`,
    '',
  ].join('\n');
}

/** docs/techniques.md. */
export function docsMarkdown(table) {
  const lines = [
    '<!-- Generated from assembly/engine/logic/technique-table.mjs by scripts/generate-techniques.mjs (npm run build): edit the table, not this file. -->',
    '# Techniques',
    '',
    'In Sukaku Explainer\'s order of trial: the rating walk runs the finders in this order and takes',
    'the first step any of them finds. The rating is each id\'s lowest (some grow with the pattern:',
    'unique loops with their length, type 3 with the subset, wings with their cell sizes, chains with',
    'their length, as SE rates them). Sides: `any` for every grid size the engine takes, `9` for 9×9 only.',
    `Scales ([rating.md](rating.md#two-scales)): ${table.SCALES.map((scale) => `\`${scale.key}\` ${scale.name}`).join('; ')};`,
    '`all` for a technique every scale has.',
    '',
    '| id | technique | SE rating | sides | scales |',
    '|---|---|---:|---|---|',
  ];
  for (const finder of table.FINDERS) {
    const scales = onEveryScale(table, finder) ? 'all' : scalesOf(table, finder).map((scale) => `\`${scale.key}\``).join(', ');
    for (const t of finder.techniques) lines.push(`| \`${t.id}\` | ${t.name} | ${t.rating.toFixed(1)} | ${finder.anySide ? 'any' : '9'} | ${scales} |`);
  }
  const missing = table.FINDERS.filter((finder) => finder.run === null).flatMap((finder) => finder.techniques.map((t) => `\`${t.id}\``));
  if (missing.length > 0) {
    const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
    lines.push('', `No finder yet for ${list}: their ids and ratings are reserved, and a puzzle`,
      'whose path needs them rates 20.0 (SE\'s "beyond solver"), never a made-up rating.');
  }
  return lines.join('\n') + '\n';
}

/** The table module of `root`, loaded fresh. */
export async function loadTable(root) {
  const url = pathToFileURL(join(root, TABLE_FILE));
  url.search = `?t=${Date.now()}`; // a table edited since the last import is read again
  return import(url.href);
}

/** Every output's text by path relative to `root`; throws listing the table's problems. */
export async function outputsOf(root) {
  const table = await loadTable(root);
  const functions = exportedFunctions(root);
  const problems = tableProblems(table, functions, buildSwitches(root));
  if (problems.length > 0) throw new Error(problems.map((p) => `${TABLE_FILE}: ${p}`).join('\n'));
  return new Map([
    [OUTPUTS.engineTechniques, engineTechniquesSource(table)],
    [OUTPUTS.engineFinders, engineFindersSource(table, functions)],
    [OUTPUTS.hostRows, hostRowsSource(table)],
    [OUTPUTS.hostRowsSize, hostRowsSource(table, true)],
    [OUTPUTS.docs, docsMarkdown(table)],
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  try {
    const outputs = await outputsOf(root);
    for (const [path, text] of outputs) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    console.log(`techniques: ${[...outputs.keys()].map((path) => posix.basename(path)).join(', ')} written from ${TABLE_FILE}`);
  } catch (error) {
    console.error(`techniques: nothing written:\n${error.message}`);
    process.exit(1);
  }
}
