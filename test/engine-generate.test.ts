/**
 * The build step that makes the JS engine from the one engine source
 * (scripts/generate-engine-js.mjs): what it changes, what it refuses, and
 * that the generated tree is exactly the source plus those changes.
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addJsExtensions,
  bindableImports,
  bindImports,
  codeOnly,
  engineModuleFacts,
  functionsAsConstants,
  generate,
  importCycle,
  indexToTypeScript,
  moduleFacts,
  moduleKey,
  subsetProblems,
  toTypeScript,
} from '../scripts/generate-engine-js.mjs';
import { inlinableFunctions, inlineCalls } from '../scripts/engine-js-inline.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('addJsExtensions', () => {
  it('adds .js to relative specifiers of imports and re-exports, once', () => {
    const source = [
      'import { a } from "./board";',
      "import { b } from '../target/memory';",
      'export * from "./engine/abi";',
      'export { c } from "../../target/clock";',
      'import "./side-effect";',
      'import { d } from "./already.js";',
    ].join('\n');
    expect(addJsExtensions(source)).toBe([
      'import { a } from "./board.js";',
      "import { b } from '../target/memory.js';",
      'export * from "./engine/abi.js";',
      'export { c } from "../../target/clock.js";',
      'import "./side-effect.js";',
      'import { d } from "./already.js";',
    ].join('\n'));
  });

  it('leaves package specifiers and strings that are not specifiers alone', () => {
    const source = 'import x from "assemblyscript";\nconst s = "./board";';
    expect(addJsExtensions(source)).toBe(source);
  });
});

describe('subsetProblems', () => {
  it('names file:line and the construct for each thing outside the subset', () => {
    const source = [
      'export function f(p: usize): i32 {', // 1
      '  return load<i32>(p);', // 2
      '}', // 3
      '// @ts-ignore: decorator', // 4 (a comment: fine)
      '@inline function g(x: u32): i32 { return <i32>popcnt<u32>(x); }', // 5
      'const t = unchecked(TABLE[0]);', // 6
      'memory.copy(a, b, 4);', // 7
      'store<u8>(p, 1); assert(p > 0);', // 8
      'let big: i64 = 0;', // 9
      'class Box {}', // 10
      'const a = new StaticArray<i32>(3);', // 11
    ].join('\n');
    const problems = subsetProblems(source, 'assembly/engine/x.ts');
    const lines = problems.map((p: string) => Number(/^assembly\/engine\/x\.ts:(\d+):/.exec(p)?.[1]));
    expect(new Set(lines)).toEqual(new Set([2, 5, 6, 7, 8, 9, 10, 11]));
    expect(problems.some((p: string) => p.startsWith('assembly/engine/x.ts:2: `load<`'))).toBe(true);
    expect(problems.some((p: string) => p.includes(':5: `@i`') || p.includes(':5: `@inline`') || /:5: `@/.test(p))).toBe(true);
    expect(problems.some((p: string) => p.includes(':5: `popcnt`'))).toBe(true);
    expect(problems.some((p: string) => p.includes(':8: `assert(`'))).toBe(true);
  });

  it('ignores comments and strings, and accepts the subset', () => {
    const source = [
      '/** Uses load<u8> and memory.copy in prose; @inline too. */',
      'import { u8At } from "../target/memory"; // not memory.fill',
      'export function f(p: usize): i32 { return u8At(p, 0) + ((7 / 2) | 0); }',
      'const note = "store<u8> in a string";',
    ].join('\n');
    expect(subsetProblems(source, 'f.ts')).toEqual([]);
  });

  it('codeOnly keeps line numbers', () => {
    const source = 'a /* one\ntwo */ b\n// three\nc';
    expect(codeOnly(source).split('\n')).toHaveLength(4);
    expect(codeOnly(source).replace(/\s+/g, ' ').trim()).toBe('a b c');
  });
});

describe('bindImports', () => {
  const bindable = new Map([
    ['../target/memory', new Set(['i32At', 'setI32At', 'MEMORY_BYTES'])],
    ['../../target/bits', new Set(['popcount'])],
    ['./board', new Set(['lowBit'])],
  ]);

  it('binds the allowed names to module constants after the last import, suffixed with their module', () => {
    const source = [
      'import { i32At, setI32At } from "../target/memory.js";',
      'import { popcount as countBits } from "../../target/bits.js";',
      'import {',
      '  lowBit,',
      '  side,',
      '} from "./board.js";',
      'import * as layout from "./layout.js";',
      'const x: i32 = i32At(0, 0);',
    ].join('\n');
    expect(bindImports(source, bindable)).toBe([
      'import { i32At as i32At$memory, setI32At as setI32At$memory } from "../target/memory.js";',
      'import { popcount as countBits$bits } from "../../target/bits.js";',
      'import {',
      '  lowBit as lowBit$board,',
      '  side,',
      '} from "./board.js";',
      'import * as layout from "./layout.js";',
      'const i32At = i32At$memory;',
      'const setI32At = setI32At$memory;',
      'const countBits = countBits$bits;',
      'const lowBit = lowBit$board;',
      'const x: i32 = i32At(0, 0);',
    ].join('\n'));
  });

  it('leaves other modules, names not allowed and re-exports alone', () => {
    const source = [
      'import { a } from "./b.js";',
      'import { i32At, memoryView } from "../target/memory.js";',
      'import { now } from "../target/clock.js";',
      'export { popcount as bitCount } from "../../target/bits.js";',
      '',
    ].join('\n');
    expect(bindImports(source, bindable)).toBe([
      'import { a } from "./b.js";',
      'import { i32At as i32At$memory, memoryView } from "../target/memory.js";',
      'import { now } from "../target/clock.js";',
      'const i32At = i32At$memory;',
      'export { popcount as bitCount } from "../../target/bits.js";',
      '',
    ].join('\n'));
    expect(bindImports('import { a } from "./b.js";\n', bindable)).toBe('import { a } from "./b.js";\n');
  });
});

describe('bindableImports (which imports may become constants)', () => {
  /** moduleFacts of each text, by key. */
  const factsOf = (modules: Record<string, string>) => new Map(Object.entries(modules).map(([key, text]) => [key, moduleFacts(text)]));

  it('reads dependencies of every form, declaration kinds and re-exports', () => {
    const facts = moduleFacts([
      'import { a } from "./a";',
      'import * as layout from "./layout";',
      'import "./side-effect";',
      'export { b as c } from "../b";',
      'export * from "./d";',
      'export function f(): void {}',
      'export const K: i32 = 1;',
      'export let counter: i32 = 0;',
      'export const S: string = "import { x } from \'./not-a-dependency\'";',
      '// export function commented(): void {}',
    ].join('\n'));
    expect(facts.dependencies).toEqual(['./a', './layout', './side-effect', '../b', './d']);
    expect(Object.fromEntries(facts.declared)).toEqual({ f: 'function', K: 'const', counter: 'let', S: 'const' });
    expect(facts.reExported.get('c')).toEqual({ specifier: '../b', name: 'b' });
    expect(facts.stars).toEqual(['./d']);
    expect(moduleKey('logic/step', '../../target/memory.js')).toBe('../target/memory');
    expect(moduleKey('logic/chains/aligned', '../rate')).toBe('logic/rate');
  });

  it('finds an import cycle, direct or not, as the path around it', () => {
    expect(importCycle(factsOf({
      a: 'import { b } from "./b";',
      b: 'import { c } from "./c";',
      c: 'import { d } from "./d";\nimport { a } from "./a";',
      d: 'export const d: i32 = 1;',
    }))).toEqual(['a', 'b', 'c', 'a']);
    expect(importCycle(factsOf({ a: 'import { b } from "./b";\nimport { d } from "./d";', b: 'import { d } from "./d";', d: '' }))).toBeUndefined();
  });

  it('allows functions and constants, through re-exports; never a let', () => {
    const bindable = bindableImports(factsOf({
      'logic/step': 'import { getI32, counter, N, WORDS } from "./memory";\nimport { loop } from "./loop";\nimport { f } from "../leaf";\nexport function s(): void {}',
      'logic/loop': 'export function loop(): void {}\nexport let runs: i32 = 0;',
      'logic/memory': 'export { load32 as getI32, N } from "../../target/memory";\nexport * from "./counter";',
      'logic/counter': 'export let counter: i32 = 0;\nexport const WORDS: i32 = 2;',
      leaf: 'export function f(): void {}\nexport let g: i32 = 0;',
      '../target/memory': 'export function load32(p: number): number { return p; }\nexport const N = 4;',
    }));
    expect([...bindable.get('logic/step')!.get('./memory')!].sort()).toEqual(['N', 'WORDS', 'getI32']);
    expect(bindable.get('logic/step')!.get('../leaf')).toEqual(new Set(['f']));
    expect(bindable.get('logic/step')!.get('./loop')).toEqual(new Set(['loop']));
  });
});

describe('functionsAsConstants', () => {
  it('writes top-level non-exported functions as constants and leaves exported ones', () => {
    const source = 'function f(x: i32): i32 { return g(x); }\nexport function g(x: i32): i32 { return x; }\nfunction h(): void {\n  f(1);\n}\n';
    expect(functionsAsConstants(source, 'e.ts')).toBe(
      'const f = function f(x: i32): i32 { return g(x); }\nexport function g(x: i32): i32 { return x; }\nconst h = function h(): void {\n  f(1);\n}\n');
  });

  it('refuses a file that uses one of them at module top level (its constant would not be defined yet)', () => {
    expect(() => functionsAsConstants('const a: i32 = f();\nfunction f(): i32 { return 1; }\n', 'assembly/engine/e.ts'))
      .toThrow(/assembly\/engine\/e\.ts:1: `f` is used at module top level/);
    expect(() => functionsAsConstants('const a: i32 = f$1();\nfunction f$1(): i32 { return 1; }\n', 'e.ts')).toThrow(/`f\$1`/);
    expect(functionsAsConstants('const a: i32 = xf$1;\nfunction f$1(): i32 { return 1; }\n', 'e.ts')).toContain('const f$1 = function f$1(');
  });
});

describe('inlineCalls (target functions marked @inline-js, written in place)', () => {
  const target = [
    'const I32 = new Int32Array(memoryBuffer);',
    '/**',
    ' * Clears.',
    ' * @inline-js',
    ' */',
    'export function clearTwo(words: number, cells: number): void {',
    '  const at = words >>> 2; // the first word',
    '  I32[at] = I32[at]! & ~cells;',
    '  I32[at + 1] = I32[at + 1]! & ~cells;',
    '}',
    '/** Not marked. */',
    'export function other(x: number): void { I32[x] = 0; }',
    '',
  ].join('\n');
  const inlinable = new Map([['quads', inlinableFunctions(target, 'quads.ts', codeOnly)]]);

  it('reads the marked functions only: parameters, locals, the body on one line', () => {
    const found = inlinable.get('quads')!;
    expect([...found.keys()]).toEqual(['clearTwo']);
    expect(found.get('clearTwo')).toEqual({
      params: ['words', 'cells'],
      locals: ['at'],
      body: 'const at = words >>> 2; I32[at] = I32[at]! & ~cells; I32[at + 1] = I32[at + 1]! & ~cells;',
    });
  });

  it('refuses a marked body that reads anything but its parameters, its locals and I32, or returns a value', () => {
    expect(() => inlinableFunctions('/** @inline-js */\nexport function f(a: number): void { I32[a] = LIMIT; }\n', 't.ts', codeOnly))
      .toThrow(/t\.ts:1: `f` \(@inline-js\) uses `LIMIT`/);
    expect(() => inlinableFunctions('/** @inline-js */\nexport function f(a: number): number { return a; }\n', 't.ts', codeOnly))
      .toThrow(/must return void/);
  });

  it('writes each call in place on its line, drops the name from the import, and makes the view once', () => {
    const source = [
      'import { clearTwo, keep } from "../target/quads.js";',
      'import * as layout from "./layout.js";',
      'function f(b: i32): void {',
      '  clearTwo(CAND + (b << 2), cell(b)); // why',
      '}',
    ].join('\n');
    const out = inlineCalls(source, 'e.ts', inlinable, codeOnly).split('\n');
    expect(out[0]).toBe('import { keep } from "../target/quads.js";');
    expect(out[2]).toBe('import { memoryBuffer as memoryBuffer$inline } from "../target/memory.js";');
    expect(out[3]).toBe('const I32$inline = new Int32Array(memoryBuffer$inline);');
    expect(out[5]).toBe('  { const words$clearTwo = CAND + (b << 2); const cells$clearTwo = cell(b); const at$clearTwo = words$clearTwo >>> 2; '
      + 'I32$inline[at$clearTwo] = I32$inline[at$clearTwo]! & ~cells$clearTwo; I32$inline[at$clearTwo + 1] = I32$inline[at$clearTwo + 1]! & ~cells$clearTwo; } // why');
    // What it computes: the same as the function (the view stands in for the engine memory).
    const memory = new Int32Array(8).fill(0b1111);
    const run = new Function('I32$inline', 'CAND', 'cell', 'b', out[5]!.replace(/!/g, ''));
    run(memory, 8, (x: number) => 0b0101 << x, 0);
    expect([...memory.slice(0, 4)]).toEqual([0b1111, 0b1111, 0b1010, 0b1010]);
  });

  it('leaves a file that imports none of them alone, and refuses a call that is not a statement of its own line', () => {
    const plain = 'import { other } from "../target/quads";\nfunction f(): void { other(1); }\n';
    expect(inlineCalls(plain, 'e.ts', inlinable, codeOnly)).toBe(plain);
    expect(() => inlineCalls('import { clearTwo } from "../target/quads";\nfunction f(): void { if (x) clearTwo(1, 2); }\n', 'assembly/engine/e.ts', inlinable, codeOnly))
      .toThrow(/assembly\/engine\/e\.ts:2: `clearTwo` is written in place/);
    expect(() => inlineCalls('import { clearTwo } from "../target/quads";\n  clearTwo(1);\n', 'e.ts', inlinable, codeOnly))
      .toThrow(/takes 2 arguments, given 1/);
  });
});

describe('toTypeScript and indexToTypeScript', () => {
  it('prepends the generated-from line and the types import, and adds .js', () => {
    const out = toTypeScript('import { a } from "./b";\nexport const c: i32 = a;\n', 'assembly/engine/c.ts', '../target/types.js');
    const [banner, types, ...rest] = out.split('\n');
    expect(banner).toContain('assembly/engine/c.ts');
    expect(types).toMatch(/^import type \{ .* \} from "\.\.\/target\/types\.js";$/);
    expect(types).toContain(' i32,');
    expect(types).toContain('bool,');
    expect(rest.join('\n')).toBe('import { a } from "./b.js";\nexport const c: i32 = a;\n');
  });

  it('throws with every problem instead of writing an unfaithful copy', () => {
    expect(() => toTypeScript('@inline\nfunction f(): void { memory.fill(0, 0, 1); }', 'assembly/engine/d.ts', 'x'))
      .toThrow(/assembly\/engine\/d\.ts:1:[\s\S]*assembly\/engine\/d\.ts:2:/);
  });

  it('turns the WASM entry (re-exports only) into the JS index, and refuses anything else there', () => {
    const entry = '/** doc */\nexport * from "./engine/abi";\nexport * from "./engine/generate/abi";\n';
    expect(indexToTypeScript(entry, 'assembly/index.ts').split('\n').slice(1).join('\n'))
      .toBe('export * from "./abi.js";\nexport * from "./generate/abi.js";\n');
    expect(() => indexToTypeScript('export * from "./engine/abi";\nexport function f(): void {}\n', 'assembly/index.ts'))
      .toThrow(/assembly\/index\.ts:2: only/);
  });
});

describe('generate', () => {
  let root = '';
  afterEach(() => {
    if (root !== '') rmSync(root, { recursive: true, force: true });
    root = '';
  });

  /** A scratch project: the given assembly/ files (index.ts, solver.ts and engine files). */
  function project(files: Record<string, string>): string {
    root = mkdtempSync(join(tmpdir(), 'engine-js-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it('mirrors assembly/engine/** with the types import relative to each file', () => {
    const at = project({
      'assembly/index.ts': 'export * from "./engine/abi";\nexport * from "./engine/feature/g";\n',
      'assembly/solver.ts': 'export * from "./engine/abi";\n',
      'assembly/engine/abi.ts': 'import { g } from "./feature/g";\nexport function f(): i32 { return g(); }\n',
      'assembly/engine/feature/g.ts': 'export function g(): i32 { return 1; }\n',
    });
    expect(generate(at)).toBe(4);
    const out = join(at, 'src/engine-js/generated');
    expect(readFileSync(join(out, 'abi.ts'), 'utf8')).toContain('from "../target/types.js"');
    expect(readFileSync(join(out, 'feature/g.ts'), 'utf8')).toContain('from "../../target/types.js"');
    expect(readFileSync(join(out, 'abi.ts'), 'utf8')).toContain('import { g as g$g } from "./feature/g.js";\nconst g = g$g;');
    expect(readFileSync(join(out, 'index.ts'), 'utf8')).toContain('export * from "./abi.js";\nexport * from "./feature/g.js";');
    expect(readFileSync(join(out, 'solver.ts'), 'utf8')).toMatch(/\nexport \* from "\.\/abi\.js";\n$/);
  });

  it('refuses an import cycle, naming it, and writes nothing (a bound constant could be read before its module ran)', () => {
    const at = project({
      'assembly/index.ts': 'export * from "./engine/abi";\n',
      'assembly/solver.ts': 'export * from "./engine/abi";\n',
      'assembly/engine/abi.ts': 'import { f } from "./f";\nexport function a(): i32 { return f(); }\n',
      'assembly/engine/f.ts': 'import { a } from "./abi";\nimport { h } from "./h";\nexport function f(): i32 { return h(); }\nexport function g(): i32 { return a(); }\n',
      'assembly/engine/h.ts': 'export function h(): i32 { return 1; }\n',
    });
    expect(() => generate(at)).toThrow('an import cycle, abi → f → abi');
    expect(existsSync(join(at, 'src/engine-js/generated'))).toBe(false);
  });

  it('writes nothing when a file leaves the subset, and names it', () => {
    const at = project({
      'assembly/index.ts': 'export * from "./engine/abi";\n',
      'assembly/engine/abi.ts': 'export function f(p: usize): i32 {\n  return load<i32>(p);\n}\n',
    });
    expect(() => generate(at)).toThrow(/assembly\/engine\/abi\.ts:2: `load<`/);
    expect(existsSync(join(at, 'src/engine-js/generated'))).toBe(false);
  });
});

describe('the engine source in this repository', () => {
  /** Every .ts path under `dir`, relative. */
  const filesUnder = (dir: string, prefix = ''): string[] =>
    readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesUnder(dir, join(prefix, entry.name)) : entry.name.endsWith('.ts') ? [join(prefix, entry.name)] : []);

  it('is all in the subset, and its copy differs only by the banner, the types import, .js specifiers and the constants', () => {
    const source = join(ROOT, 'assembly/engine');
    const paths = filesUnder(source).sort();
    expect(paths).toEqual(expect.arrayContaining(['abi.ts', 'band9.ts', 'band9-tables.ts', 'board.ts', 'layout.ts', 'search.ts']));
    const sources = new Map(paths.map((path) => [path, readFileSync(join(source, path), 'utf8')]));
    const bindable = bindableImports(engineModuleFacts(sources, join(ROOT, 'src/engine-js/target')));
    for (const [path, text] of sources) {
      const copy = toTypeScript(text, `assembly/engine/${path}`, '../target/types.js', bindable.get(path.replace(/\.ts$/, ''))).split('\n');
      expect(copy[0], path).toContain(`assembly/engine/${path}`);
      expect(copy[1], path).toMatch(/^import type \{/);
      // undone here by hand: the bound constants, the renamed imports, the function constants, .js
      const body = copy.slice(2)
        .filter((line) => !/^const (\w+) = \1\$[\w]+;$/.test(line))
        .join('\n')
        .replace(/(\w+) as (\w+)\$\w+\b/g, (_, exported: string, local: string) => (exported === local ? exported : `${exported} as ${local}`))
        .replace(/^const (\w+) = function (\w+)/gm, 'function $2')
        .replace(/(["'])(\.{1,2}\/[^"'\n]*?)\.js\1/g, '$1$2$1');
      expect(body, path).toBe(text);
    }
  });

  it('has no import cycle, and binds imports across engine modules except the lets', () => {
    const engine = join(ROOT, 'assembly/engine');
    const sources = new Map(filesUnder(engine).map((path) => [path.split('\\').join('/'), readFileSync(join(engine, path), 'utf8')]));
    const facts = engineModuleFacts(sources, join(ROOT, 'src/engine-js/target'));
    expect(importCycle(facts)).toBeUndefined();
    const bindable = bindableImports(facts);
    const search = bindable.get('search')!;
    expect(search.get('./propagate')).toContain('eliminate');
    expect(search.get('./propagate')).not.toContain('trailTop'); // a let, changed by every step
    expect(search.get('./board')).toContain('lowBit');
    expect(search.get('./board')).not.toContain('side'); // a let, set per grid size
    expect(bindable.get('logic/step')!.get('../../target/memory')).toContain('load32');
    expect(bindable.get('logic/fish')!.get('./positions')).toContain('positionsOf'); // re-exported from state
    // the chain finders ask the deadline module, not the rating walk, so the walk binds the registry's names
    expect(bindable.get('logic/chains/aligned')!.get('../deadline')).toContain('deadlinePassed');
    expect(bindable.get('logic/rate')!.get('./registry')).toContain('findNextStepFrom'); // re-exported from generated/finders
    expect(bindable.get('logic/rate')!.get('./step')).toContain('applyStep');
  });

  it('is what npm run build generated (src/engine-js/generated/ holds every file)', () => {
    const generated = join(ROOT, 'src/engine-js/generated');
    expect(existsSync(join(generated, 'index.ts'))).toBe(true);
    for (const path of ['abi.ts', 'band9.ts', 'band9-tables.ts', 'board.ts', 'layout.ts', 'search.ts']) {
      expect(existsSync(join(generated, path)), path).toBe(true);
    }
  });

  it('writes the clears and copies of band9 in place in the JS copy (target/quads marks them @inline-js)', () => {
    const band9 = readFileSync(join(ROOT, 'src/engine-js/generated/band9.ts'), 'utf8');
    expect(codeOnly(band9)).not.toMatch(/\b(clearFromBand|copyQuads)\s*\(/);
    expect(band9).toContain('const I32$inline = new Int32Array(');
    expect(readFileSync(join(ROOT, 'assembly/engine/band9.ts'), 'utf8')).toMatch(/^\s*clearFromBand\(CAND, b, cell\);/m);
  });
});
