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
  bindTargetImports,
  codeOnly,
  functionsAsConstants,
  generate,
  indexToTypeScript,
  subsetProblems,
  targetFunctionsIn,
  toTypeScript,
} from '../scripts/generate-engine-js.mjs';

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

describe('bindTargetImports', () => {
  const targets = new Map([['memory', new Set(['i32At', 'setI32At', 'MEMORY_BYTES'])], ['bits', new Set(['popcount'])]]);

  it('binds the functions imported from target/ modules to module constants after the last import', () => {
    const source = [
      'import { i32At, setI32At } from "../target/memory.js";',
      'import { popcount as countBits } from "../../target/bits.js";',
      'import * as layout from "./layout.js";',
      'const x: i32 = i32At(0, 0);',
    ].join('\n');
    expect(bindTargetImports(source, targets)).toBe([
      'import { i32At as i32At$target, setI32At as setI32At$target } from "../target/memory.js";',
      'import { popcount as countBits$target } from "../../target/bits.js";',
      'import * as layout from "./layout.js";',
      'const i32At = i32At$target;',
      'const setI32At = setI32At$target;',
      'const countBits = countBits$target;',
      'const x: i32 = i32At(0, 0);',
    ].join('\n'));
  });

  it('leaves other modules, unknown names and re-exports alone', () => {
    const source = [
      'import { a } from "./b.js";',
      'import { i32At, memoryView } from "../target/memory.js";',
      'import { now } from "../target/clock.js";',
      'export { popcount as bitCount } from "../../target/bits.js";',
      '',
    ].join('\n');
    expect(bindTargetImports(source, targets)).toBe([
      'import { a } from "./b.js";',
      'import { i32At as i32At$target, memoryView } from "../target/memory.js";',
      'import { now } from "../target/clock.js";',
      'const i32At = i32At$target;',
      'export { popcount as bitCount } from "../../target/bits.js";',
      '',
    ].join('\n'));
    expect(bindTargetImports('import { a } from "./b.js";\n', targets)).toBe('import { a } from "./b.js";\n');
  });

  it('reads the names from the TypeScript target modules (functions and constants, not types)', () => {
    const names = targetFunctionsIn(join(ROOT, 'src/engine-js/target'));
    expect(names.get('memory')).toContain('i32At');
    expect(names.get('memory')).toContain('MEMORY_BYTES');
    expect(names.get('quads')).toContain('differingWords');
    expect(names.get('types')).not.toContain('i32');
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

  /** A scratch project: assembly/index.ts plus the given engine files. */
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
      'assembly/index.ts': 'export * from "./engine/abi";\n',
      'assembly/engine/abi.ts': 'import { g } from "./feature/g";\nexport function f(): i32 { return g(); }\n',
      'assembly/engine/feature/g.ts': 'export function g(): i32 { return 1; }\n',
    });
    expect(generate(at)).toBe(3);
    const out = join(at, 'src/engine-js/generated');
    expect(readFileSync(join(out, 'abi.ts'), 'utf8')).toContain('from "../target/types.js"');
    expect(readFileSync(join(out, 'feature/g.ts'), 'utf8')).toContain('from "../../target/types.js"');
    expect(readFileSync(join(out, 'abi.ts'), 'utf8')).toContain('from "./feature/g.js"');
    expect(readFileSync(join(out, 'index.ts'), 'utf8')).toContain('export * from "./abi.js";');
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
    const targets = targetFunctionsIn(join(ROOT, 'src/engine-js/target'));
    for (const path of paths) {
      const text = readFileSync(join(source, path), 'utf8');
      const copy = toTypeScript(text, `assembly/engine/${path}`, '../target/types.js', targets).split('\n');
      expect(copy[0], path).toContain(`assembly/engine/${path}`);
      expect(copy[1], path).toMatch(/^import type \{/);
      // undone here by hand: the bound constants, the renamed imports, the function constants, .js
      const body = copy.slice(2)
        .filter((line) => !/^const (\w+) = \1\$target;$/.test(line))
        .join('\n')
        .replace(/(\w+) as (\w+)\$target\b/g, (_, exported: string, local: string) => (exported === local ? exported : `${exported} as ${local}`))
        .replace(/^const (\w+) = function (\w+)/gm, 'function $2')
        .replace(/(["'])(\.{1,2}\/[^"'\n]*?)\.js\1/g, '$1$2$1');
      expect(body, path).toBe(text);
    }
  });

  it('is what npm run build generated (src/engine-js/generated/ holds every file)', () => {
    const generated = join(ROOT, 'src/engine-js/generated');
    expect(existsSync(join(generated, 'index.ts'))).toBe(true);
    for (const path of ['abi.ts', 'band9.ts', 'band9-tables.ts', 'board.ts', 'layout.ts', 'search.ts']) {
      expect(existsSync(join(generated, path)), path).toBe(true);
    }
  });
});
