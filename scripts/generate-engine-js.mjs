#!/usr/bin/env node
/**
 * Makes the JS engine from the one engine source: copies assembly/engine/**
 * to src/engine-js/generated/** (git-ignored build output) so that `tsc`
 * and vitest run the very code `asc` compiles. The copy changes what the
 * code means in no way, and its text in four places only: relative import
 * specifiers get `.js` (ESM in Node); a type-only import of the
 * AssemblyScript number types (i32, u32, … as `number`, bool as `boolean`,
 * from src/engine-js/target/types.ts) goes on top; and, for V8's sake, the
 * functions and constants a file imports (from target/ or from another
 * engine module) are bound to module constants and its own non-exported
 * functions become constants (see bindableImports, bindImports and
 * functionsAsConstants). assembly/index.ts and assembly/solver.ts
 * (re-exports only) become generated/index.ts and generated/solver.ts.
 *
 * Anything outside the shared subset (docs/engine.md) that can be seen cheaply
 * fails the build with file:line: decorators, AssemblyScript builtins
 * (load<, store<, unchecked(, memory., popcnt, ctz, clz, assert(, changetype),
 * 64-bit integer types, classes, `new`, arrays. So does an import cycle
 * between engine modules (see importCycle). The rest is left to the
 * differential test (test/engine-differential.test.ts).
 *
 * Usage: node scripts/generate-engine-js.mjs   (run by `npm run build`)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlinableFunctions, inlineCalls } from './engine-js-inline.mjs';

/** The AssemblyScript types src/engine-js/target/types.ts defines. */
export const NUMBER_TYPES = ['bool', 'f32', 'f64', 'i16', 'i32', 'i8', 'isize', 'u16', 'u32', 'u8', 'usize'];

/** What the shared subset forbids, with the reason the build prints. */
const FORBIDDEN = [
  { pattern: /@[A-Za-z_]/, why: 'a decorator (the TypeScript copy would not compile; AS inlines small functions anyway)' },
  { pattern: /\b(load|store)\s*</, why: 'a raw memory builtin: use ../target/memory (load8 … u32At)' },
  { pattern: /\bunchecked\s*\(/, why: 'unchecked(): there are no arrays in the subset' },
  { pattern: /\bmemory\s*\./, why: 'memory.*: use ../target/memory (copyWords, fillBytes)' },
  { pattern: /\b(popcnt|ctz|clz)\b/, why: 'a bit builtin: use ../target/bits (popcount, trailingZeros, leadingZeros)' },
  { pattern: /\bassert\s*\(/, why: 'assert(): the JS copy has none; return an error code instead' },
  { pattern: /\b(changetype|__heap_base|__data_end|StaticArray)\b/, why: 'an AssemblyScript-only builtin' },
  { pattern: /\b(i64|u64)\b/, why: 'a 64-bit integer type: JS numbers hold 53 bits' },
  { pattern: /\bclass\s/, why: 'a class: all data lives in linear memory at fixed pointers' },
  { pattern: /\bnew\s+[A-Za-z_]/, why: 'an allocation: all data lives in linear memory at fixed pointers' },
  { pattern: /\b(Array|Map|Set)\s*</, why: 'a collection: all data lives in linear memory at fixed pointers' },
];

/**
 * `text` with comments and string/template contents blanked (newlines kept),
 * so the subset checks see only code and report the right line.
 */
export function codeOnly(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') { out += ' '; i++; }
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      for (; i < stop; i++) out += text[i] === '\n' ? '\n' : ' ';
    } else if (c === '"' || c === "'" || c === '`') {
      out += c;
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') {
        if (text[i] === '\\') { out += ' '; i++; }
        out += ' ';
        i++;
      }
      if (i < text.length) { out += text[i]; i++; }
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Problems of `text` (a shared source named `file`) as "file:line: what", in line order. */
export function subsetProblems(text, file) {
  const problems = [];
  codeOnly(text).split('\n').forEach((line, index) => {
    for (const { pattern, why } of FORBIDDEN) {
      const found = pattern.exec(line);
      if (found) problems.push(`${file}:${index + 1}: \`${found[0].trim()}\` is outside the shared subset: ${why}`);
    }
  });
  return problems;
}

/** Relative `from "…"` / `import "…"` specifiers with `.js` added (left alone when they have it). */
export function addJsExtensions(text) {
  return text.replace(
    /(\bfrom\s*|\bimport\s*)(["'])(\.{1,2}\/[^"'\n]*?)\2/g,
    (whole, keyword, quote, specifier) =>
      specifier.endsWith('.js') ? whole : `${keyword}${quote}${specifier}.js${quote}`,
  );
}

/**
 * Why the next two transformations exist: TurboFan reads an imported binding
 * or a function declaration's binding (both mutable to V8) on every call and
 * checks it is still the function it inlined, a load and two compares per
 * call site in the hot loops; a module's own `const` it folds into the code.
 * Measured on band9 (node /work/scratch/s5/jsonly.mjs, 9 rounds, both
 * orders): target imports bound to constants, JS engine 4–6% faster on
 * magictour and unbiased; own functions as constants, 2% more.
 * Imports between engine modules bound the same way (search → propagate →
 * board, logic/** → step, state, memory…), callgrind instructions of the
 * JS engine less start-up: N×N solver −9% (16×16) and −10% (25×25) on the
 * big-grid bench puzzles, rating −24% (100 SE-rated puzzles), 9×9 the same.
 * Tried and dropped: exported functions as `export const` too (in modules
 * outside any cycle): 1–2% more instructions than without. Namespace
 * imports (`import * as layout`) are left alone: every hot use of one is
 * already copied to a module constant by hand (band9.ts, propagate.ts…).
 */

/** The import statements of a file, `{ … }` lists only (possibly over several lines). */
const NAMED_IMPORT = /^import \{([^}]*)\} from (["'])([^"'\n]+)\2;?[ \t]*$/gm;
/** Every statement that makes a module depend on another: imports of any form, re-exports. */
const DEPENDENCY = /^(?:import|export)\b[^;"'()=]*?\bfrom\s*(["'])([^"'\n]+)\1|^import\s*(["'])([^"'\n]+)\3/gm;
/** `export { … } from "…"` (possibly over several lines). */
const RE_EXPORT = /^export \{([^}]*)\} from (["'])([^"'\n]+)\2/gm;
/** `export * from "…"`. */
const STAR_EXPORT = /^export \* from (["'])([^"'\n]+)\1/gm;

/** The items of an import or export list as `{ name, alias }` (`name as alias`; alias = name without `as`). */
function listItems(list) {
  return list.split(',').map((item) => item.trim()).filter((item) => item !== '').map((item) => {
    const [name, alias = name] = item.split(/\s+as\s+/);
    return { name, alias };
  });
}

/**
 * The module a relative `specifier` names, seen from the module `key`
 * (keys are posix paths without extension, relative to one folder:
 * "search", "logic/state", "../target/memory").
 */
export function moduleKey(key, specifier) {
  return posix.normalize(posix.join(posix.dirname(key), specifier.replace(/\.(js|ts)$/, '')));
}

/**
 * What the binding rewrite needs to know of one module's text: the
 * specifiers it depends on (every import and re-export: the module graph),
 * what each of its own exports is (`function`, `const`, `let`…, from the
 * declaration), its named re-exports (name → where from, under which name)
 * and its `export *` specifiers.
 */
export function moduleFacts(text) {
  const dependencies = [...text.matchAll(DEPENDENCY)].map((found) => found[2] ?? found[4]);
  const declared = new Map();
  for (const found of codeOnly(text).matchAll(/^export\s+(function|const|let|var)\s+([A-Za-z_$][\w$]*)/gm)) {
    declared.set(found[2], found[1]);
  }
  const reExported = new Map();
  for (const found of text.matchAll(RE_EXPORT)) {
    for (const { name, alias } of listItems(found[1])) reExported.set(alias, { specifier: found[3], name });
  }
  const stars = [...text.matchAll(STAR_EXPORT)].map((found) => found[2]);
  return { dependencies, declared, reExported, stars };
}

/**
 * The declaration kind (`function`, `const`, `let`…) behind the export
 * `name` of module `key`, following re-exports; undefined when unknown
 * (not found, ambiguous, or a module outside `facts`).
 */
function exportKind(facts, key, name, seen = new Set()) {
  const module = facts.get(key);
  if (module === undefined || seen.has(`${key}#${name}`)) return undefined;
  seen.add(`${key}#${name}`);
  if (module.declared.has(name)) return module.declared.get(name);
  const from = module.reExported.get(name);
  if (from !== undefined) return exportKind(facts, moduleKey(key, from.specifier), from.name, seen);
  const kinds = module.stars.map((specifier) => exportKind(facts, moduleKey(key, specifier), name, seen)).filter((kind) => kind !== undefined);
  return kinds.length === 1 ? kinds[0] : undefined;
}

/** Every name module `key` exports: declared, re-exported by name, or through `export *`. */
function exportedNames(facts, key, seen = new Set()) {
  const module = facts.get(key);
  if (module === undefined || seen.has(key)) return [];
  seen.add(key);
  return [
    ...module.declared.keys(),
    ...module.reExported.keys(),
    ...module.stars.flatMap((specifier) => exportedNames(facts, moduleKey(key, specifier), seen)),
  ];
}

/**
 * An import cycle of the module graph, as the module keys along it with the
 * first one repeated at the end, or undefined when there is none. The build
 * refuses one: ES modules evaluate a module's dependencies first unless
 * they import it back (directly or not), so inside a cycle an imported
 * binding may still be uninitialised when the importer's body runs and its
 * bound constant would throw (TDZ); without cycles every import can be
 * bound, and dependencies point one way as the engine's layering wants.
 */
export function importCycle(facts) {
  const finished = new Set();
  const path = [];
  const visit = (key) => {
    path.push(key);
    for (const specifier of facts.get(key).dependencies) {
      const to = moduleKey(key, specifier);
      if (!facts.has(to) || finished.has(to)) continue;
      if (path.includes(to)) return [...path.slice(path.indexOf(to)), to];
      const cycle = visit(to);
      if (cycle !== undefined) return cycle;
    }
    path.pop();
    finished.add(key);
    return undefined;
  };
  for (const key of facts.keys()) {
    const cycle = finished.has(key) ? undefined : visit(key);
    if (cycle !== undefined) return cycle;
  }
  return undefined;
}

/**
 * For each module of `facts` (a map from key to moduleFacts, without import
 * cycles: see importCycle), the names it may bind to module constants, by
 * import specifier as written: those it imports by name whose declaration
 * (through re-exports, `export *` too) is a `function` or a `const`. A
 * `let` is never bound: its value may change after load (a constant would
 * freeze it).
 */
export function bindableImports(facts) {
  const bindable = new Map();
  for (const [key, { dependencies }] of facts) {
    const bySpecifier = new Map();
    for (const specifier of dependencies) {
      const from = moduleKey(key, specifier);
      if (!facts.has(from)) continue;
      const names = new Set();
      for (const name of new Set(exportedNames(facts, from))) {
        const kind = exportKind(facts, from, name);
        if (kind === 'function' || kind === 'const') names.add(name);
      }
      bySpecifier.set(specifier.replace(/\.(js|ts)$/, ''), names);
    }
    bindable.set(key, bySpecifier);
  }
  return bindable;
}

/**
 * `text` with each name it imports that `bindable` allows (a map from the
 * import specifier without extension to the exported names that may be
 * bound, see bindableImports) bound once to a module constant of the same
 * name: `import { f } from "./m";` becomes `import { f as f$m } from "./m";`
 * plus `const f = f$m;` after the last import ($ and the module's file name:
 * no engine name holds a $). Other names, and re-exports, stay as they are.
 */
export function bindImports(text, bindable) {
  const bound = [];
  const rewritten = text.replace(NAMED_IMPORT, (whole, list, quote, specifier) => {
    const names = bindable.get(specifier.replace(/\.(js|ts)$/, ''));
    if (names === undefined) return whole;
    const suffix = `$${posix.basename(specifier).replace(/\.(js|ts)$/, '').replace(/\W/g, '_')}`;
    // each item renamed in place: the list keeps its lines (and the file its line numbers)
    let changed = false;
    const renamed = list.split(',').map((piece) => {
      const [name, alias = name] = piece.trim().split(/\s+as\s+/);
      if (!names.has(name)) return piece;
      changed = true;
      bound.push(`const ${alias} = ${alias}${suffix};`);
      return piece.replace(piece.trim(), `${name} as ${alias}${suffix}`);
    });
    if (!changed) return whole;
    return whole.replace(`{${list}}`, () => `{${renamed.join(',')}}`);
  });
  if (bound.length === 0) return text;
  // the constants go after the last import (named or namespace)
  const endings = [...rewritten.matchAll(NAMED_IMPORT), ...rewritten.matchAll(/^import \* as \w+ from (["'])[^"'\n]+\1;?[ \t]*$/gm)];
  const end = Math.max(...endings.map((found) => found.index + found[0].length));
  return `${rewritten.slice(0, end)}\n${bound.join('\n')}${rewritten.slice(end)}`;
}

/**
 * `text` with each top-level, non-exported `function name(` written as
 * `const name = function name(` (same body, same name in stack traces).
 * Safe because nothing runs at a module's top level before its functions
 * are defined: a file that uses one of them at top level outside its own
 * body is refused (thrown, with file:line).
 */
export function functionsAsConstants(text, file) {
  const code = codeOnly(text).split('\n');
  const names = [];
  code.forEach((line) => {
    const found = /^function\s+([A-Za-z_$][\w$]*)\s*\(/.exec(line);
    if (found) names.push(found[1]);
  });
  if (names.length === 0) return text;
  // lines at brace depth 0 other than function headers run when the module loads
  const uses = new RegExp(`(?<![\\w$])(${names.map((name) => name.replace(/\$/g, '\\$')).join('|')})(?![\\w$])`);
  const problems = [];
  let depth = 0;
  code.forEach((line, index) => {
    const header = /^(export\s+)?function\s/.test(line);
    if (depth === 0 && !header && !/^(import|export \{|export \*)/.test(line)) {
      const found = uses.exec(line);
      if (found) problems.push(`${file}:${index + 1}: \`${found[1]}\` is used at module top level, where its JS copy (a const) would not be defined yet`);
    }
    for (const c of line) depth += c === '{' ? 1 : c === '}' ? -1 : 0;
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return text.replace(/^function(\s+)([A-Za-z_$][\w$]*)(\s*\()/gm, 'const $2 = function$1$2$3');
}

/**
 * The TypeScript form of one shared source: checked against the subset
 * (throws listing every problem), `.js` specifiers, the types import on top,
 * own functions as constants, when `inlinable` is given (see
 * targetInlinable) the calls of target functions marked `@inline-js`
 * written in place, and, when `bindable` is given (see bindImports),
 * imported functions and constants bound to constants.
 * `typesSpecifier`: the path from the output file to target/types.js.
 */
export function toTypeScript(text, file, typesSpecifier, bindable, inlinable) {
  const problems = subsetProblems(text, file);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  let body = functionsAsConstants(addJsExtensions(text), file);
  if (inlinable !== undefined) body = inlineCalls(body, file, inlinable, codeOnly);
  if (bindable !== undefined) body = bindImports(body, bindable);
  return (
    `// Generated from ${file} by scripts/generate-engine-js.mjs: edit that file, not this one.\n` +
    `import type { ${NUMBER_TYPES.join(', ')} } from "${typesSpecifier}";\n` +
    body
  );
}

/**
 * moduleFacts of every engine source (`sources`: path under assembly/engine
 * → text) and of every TypeScript target module in `targetDir`
 * (src/engine-js/target/*.ts, keyed "../target/<name>", where the engine's
 * imports of target/ point), by module key (see moduleKey).
 */
export function engineModuleFacts(sources, targetDir) {
  const facts = new Map();
  if (existsSync(targetDir)) {
    for (const entry of readdirSync(targetDir)) {
      if (!entry.endsWith('.ts') || entry.endsWith('.d.ts')) continue;
      facts.set(`../target/${entry.slice(0, -3)}`, moduleFacts(readFileSync(join(targetDir, entry), 'utf8')));
    }
  }
  for (const [path, text] of sources) facts.set(path.replace(/\.ts$/, ''), moduleFacts(text));
  return facts;
}

/**
 * The `@inline-js` functions of the TypeScript target modules in `targetDir`
 * (scripts/engine-js-inline.mjs), by module file name (`quads`).
 */
export function targetInlinable(targetDir) {
  const inlinable = new Map();
  if (!existsSync(targetDir)) return inlinable;
  for (const entry of readdirSync(targetDir)) {
    if (!entry.endsWith('.ts') || entry.endsWith('.d.ts')) continue;
    const functions = inlinableFunctions(readFileSync(join(targetDir, entry), 'utf8'), `src/engine-js/target/${entry}`, codeOnly);
    if (functions.size > 0) inlinable.set(entry.slice(0, -3), functions);
  }
  return inlinable;
}

/**
 * generated/index.ts from assembly/index.ts, which may hold only comments
 * and `export * from "./engine/…";` lines: the same list, one level up.
 */
export function indexToTypeScript(text, file) {
  const problems = [];
  const exports = [];
  codeOnly(text).split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const found = /^\s*export \* from "\.\/engine\/([^"]+)";\s*$/.exec(text.split('\n')[index] ?? '');
    if (found) exports.push(found[1].replace(/\.js$/, ''));
    else problems.push(`${file}:${index + 1}: only \`export * from "./engine/<feature>/abi";\` lines belong here`);
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return (
    `// Generated from ${file} by scripts/generate-engine-js.mjs: edit that file, not this one.\n` +
    exports.map((path) => `export * from "./${path}.js";\n`).join('')
  );
}

/** Every .ts file under `dir`, as paths relative to it (posix separators), sorted. */
function sourcesUnder(dir) {
  const found = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

/**
 * Regenerates `outDir` from `root`/assembly: engine/**, index.ts and
 * solver.ts. Throws with every subset problem of every file, or the import
 * cycle, before writing anything.
 */
export function generate(root, outDir = join(root, 'src/engine-js/generated')) {
  const engineDir = join(root, 'assembly/engine');
  const typesFile = join(root, 'src/engine-js/target/types.js');
  const sources = new Map(sourcesUnder(engineDir).map((path) => [path, readFileSync(join(engineDir, path), 'utf8')]));
  const facts = engineModuleFacts(sources, join(root, 'src/engine-js/target'));
  const cycle = importCycle(facts);
  if (cycle !== undefined) {
    throw new Error(`assembly/engine: an import cycle, ${cycle.join(' → ')}: dependencies must point one way (move what both sides need to a module of its own)`);
  }
  const bindable = bindableImports(facts);
  const inlinable = targetInlinable(join(root, 'src/engine-js/target'));
  const outputs = new Map();
  const problems = [];
  for (const [path, text] of sources) {
    const file = `assembly/engine/${path}`;
    const outFile = join(outDir, path);
    let specifier = relative(dirname(outFile), typesFile).split(sep).join(posix.sep);
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    try {
      outputs.set(outFile, toTypeScript(text, file, specifier, bindable.get(path.replace(/\.ts$/, '')), inlinable));
    } catch (error) {
      problems.push(error.message);
    }
  }
  // The two module entries: every feature (the library's logic and generate
  // entries), and the solvers alone (its solve entry, as build/solver*.wasm).
  for (const entry of ['index.ts', 'solver.ts']) {
    try {
      outputs.set(join(outDir, entry), indexToTypeScript(readFileSync(join(root, 'assembly', entry), 'utf8'), `assembly/${entry}`));
    } catch (error) {
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  rmSync(outDir, { recursive: true, force: true });
  for (const [outFile, text] of outputs) {
    mkdirSync(dirname(outFile), { recursive: true });
    writeFileSync(outFile, text);
  }
  return outputs.size;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  try {
    const count = generate(root);
    console.log(`engine-js: ${count} files generated in src/engine-js/generated/`);
  } catch (error) {
    console.error(`engine-js: not generated, the shared engine source leaves the subset:\n${error.message}`);
    process.exit(1);
  }
}
