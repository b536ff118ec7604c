#!/usr/bin/env node
/**
 * Makes the JS engine from the one engine source: copies assembly/engine/**
 * to src/engine-js/generated/** (git-ignored build output) so that `tsc`
 * and vitest run the very code `asc` compiles. The copy changes what the
 * code means in no way, and its text in four places only: relative import
 * specifiers get `.js` (ESM in Node); a type-only import of the
 * AssemblyScript number types (i32, u32, … as `number`, bool as `boolean`,
 * from src/engine-js/target/types.ts) goes on top; and, for V8's sake, the
 * functions a file imports from target/ are bound to module constants and
 * its own non-exported functions become constants (see bindTargetImports
 * and functionsAsConstants). assembly/index.ts (re-exports only) becomes
 * generated/index.ts.
 *
 * Anything outside the shared subset (CONTRACT.md) that can be seen cheaply
 * fails the build with file:line: decorators, AssemblyScript builtins
 * (load<, store<, unchecked(, memory., popcnt, ctz, clz, assert(, changetype),
 * 64-bit integer types, classes, `new`, arrays. The rest is left to the
 * differential test (test/engine-differential.test.ts).
 *
 * Usage: node scripts/generate-engine-js.mjs   (run by `npm run build`)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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
 */

/** The import statements of a file, `{ … }` lists only (possibly over several lines). */
const NAMED_IMPORT = /^import \{([^}]*)\} from (["'])([^"'\n]+)\2;?[ \t]*$/gm;

/**
 * `text` with each function it imports from a target/ module (named in
 * `targetFunctions`, a map from the module's file name without extension,
 * "memory", to the names it exports as `function` or `const`) bound once to
 * a module constant of the same name: `import { f } from "../target/m";`
 * becomes `import { f as f$target } from "../target/m";` plus
 * `const f = f$target;` after the imports. Target modules import nothing
 * from the engine, so they have run before and every binding holds its
 * value. Other names, and imports from elsewhere, stay as they are.
 */
export function bindTargetImports(text, targetFunctions) {
  const bound = [];
  const rewritten = text.replace(NAMED_IMPORT, (whole, list, quote, specifier) => {
    const module = /(?:^|\/)target\/([^/]+?)(?:\.js)?$/.exec(specifier)?.[1];
    const functions = module === undefined ? undefined : targetFunctions.get(module);
    if (functions === undefined) return whole;
    const items = list.split(',').map((item) => item.trim()).filter((item) => item !== '');
    const renamed = items.map((item) => {
      const [exported, local = exported] = item.split(/\s+as\s+/);
      if (!functions.has(exported)) return item;
      bound.push(`const ${local} = ${local}$target;`);
      return `${exported} as ${local}$target`;
    });
    if (renamed.every((item, i) => item === items[i])) return whole;
    return `import { ${renamed.join(', ')} } from ${quote}${specifier}${quote};`;
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
 * own functions as constants, and, when `targetFunctions` is given (see
 * bindTargetImports), target functions bound to constants.
 * `typesSpecifier`: the path from the output file to target/types.js.
 */
export function toTypeScript(text, file, typesSpecifier, targetFunctions) {
  const problems = subsetProblems(text, file);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  let body = functionsAsConstants(addJsExtensions(text), file);
  if (targetFunctions !== undefined) body = bindTargetImports(body, targetFunctions);
  return (
    `// Generated from ${file} by scripts/generate-engine-js.mjs: edit that file, not this one.\n` +
    `import type { ${NUMBER_TYPES.join(', ')} } from "${typesSpecifier}";\n` +
    body
  );
}

/**
 * The names each TypeScript target module (src/engine-js/target/*.ts)
 * exports as `function` or `const`, by file name without extension (none
 * when the folder is missing).
 */
export function targetFunctionsIn(targetDir) {
  const found = new Map();
  if (!existsSync(targetDir)) return found;
  for (const entry of readdirSync(targetDir)) {
    if (!entry.endsWith('.ts') || entry.endsWith('.d.ts')) continue;
    const names = new Set();
    for (const match of codeOnly(readFileSync(join(targetDir, entry), 'utf8')).matchAll(/^export\s+(?:function|const)\s+([A-Za-z_$][\w$]*)/gm)) {
      names.add(match[1]);
    }
    found.set(entry.slice(0, -3), names);
  }
  return found;
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
 * Regenerates `outDir` from `root`/assembly: engine/** and index.ts. Throws
 * with every subset problem of every file before writing anything.
 */
export function generate(root, outDir = join(root, 'src/engine-js/generated')) {
  const engineDir = join(root, 'assembly/engine');
  const typesFile = join(root, 'src/engine-js/target/types.js');
  const targetFunctions = targetFunctionsIn(join(root, 'src/engine-js/target'));
  const outputs = new Map();
  const problems = [];
  for (const path of sourcesUnder(engineDir)) {
    const file = `assembly/engine/${path}`;
    const outFile = join(outDir, path);
    let specifier = relative(dirname(outFile), typesFile).split(sep).join(posix.sep);
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    try {
      outputs.set(outFile, toTypeScript(readFileSync(join(engineDir, path), 'utf8'), file, specifier, targetFunctions));
    } catch (error) {
      problems.push(error.message);
    }
  }
  try {
    outputs.set(join(outDir, 'index.ts'), indexToTypeScript(readFileSync(join(root, 'assembly/index.ts'), 'utf8'), 'assembly/index.ts'));
  } catch (error) {
    problems.push(error.message);
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
