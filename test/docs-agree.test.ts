/**
 * Facts the docs state that live in code or in another test: each doc that
 * states one must state what the code holds.
 * - the page's size budgets (test/support/page-budget.ts, which the browser
 *   test holds the built page to), in the README, docs/page.md and
 *   docs/architecture.md;
 * - the `data-testid` hooks docs/architecture.md lists for page tests, each
 *   set somewhere in web/;
 * - the modules docs/engine.md's target glue table lists, exactly those of
 *   assembly/target/ and src/engine-js/target/;
 * - docs/architecture.md's layout names every module and folder of src/ and
 *   every module of assembly/target/;
 * - docs/architecture.md names the file of every asconfig.json target;
 * - docs/pool.md's API table and the README's pool section name every
 *   public method of `SudokuPool`, and no other.
 * (The memory ranges of docs/engine.md are held to the layout constants in
 * test/layout.test.ts, the technique table in test/readme.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SudokuPool } from '../src/pool/create-pool.js';
import { NO_WASM_BUDGET_BYTES, SIZE_BUDGET_BYTES } from './support/page-budget.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** Every "N KB" figure of `text` that a budget phrase states (`under N KB`, `the N KB budget`). */
function budgetFigures(text: string): number[] {
  const flat = text.replace(/\s+/g, ' ');
  return [...flat.matchAll(/\b(?:[Uu]nder|the) (\d+) KB(?: gzipped| budget)/g)].map((m) => Number(m[1]));
}

describe("the page's size budgets", () => {
  const visit = SIZE_BUDGET_BYTES / 1024;
  const noWasm = NO_WASM_BUDGET_BYTES / 1024;

  it.each(['README.md', 'docs/page.md', 'docs/architecture.md'])('%s states the budget the browser test holds', (doc) => {
    const figures = budgetFigures(read(doc));
    expect(figures).toContain(visit);
    expect(figures.filter((kb) => kb !== visit)).toEqual([]);
  });

  it("docs/page.md states the visit without WebAssembly's budget", () => {
    expect(read('docs/page.md').replace(/\s+/g, ' ')).toContain(`that visit is held under ${noWasm} KB`);
  });
});

/** Every file under `folder` (a path from the repository root, searched recursively) whose name ends in one of `extensions`. */
function filesUnder(folder: string, extensions: string[]): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, extensions);
    return entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)) ? [join(ROOT, path)] : [];
  });
}

describe('docs/architecture.md, the page\'s test hooks', () => {
  it('names only data-testid hooks the page sets', () => {
    const text = read('docs/architecture.md').replace(/\s+/g, ' ');
    const list = /through stable `data-testid` hooks \(([^)]*)\)/.exec(text)?.[1] ?? '';
    const hooks = [...list.matchAll(/`([a-z0-9-]+|[a-z]+-R-C|[a-z]+-N)`/g)].map((m) => m[1] ?? '');
    expect(hooks.length).toBeGreaterThan(15);
    const web = filesUnder('web', ['.ts', '.html']).map((file) => readFileSync(file, 'utf8')).join('\n');
    const missing = hooks.filter((hook) => {
      // `cell-R-C` and `digit-N` stand for hooks made in code: `cell-${…}-${…}`, `digit-${…}`.
      const made = hook.replace(/-R-C$/, '-${').replace(/-N$/, '-${');
      return !web.includes(`"${hook}"`) && !web.includes(`'${hook}'`) && !(made !== hook && web.includes(`\`${made}`));
    });
    expect(missing).toEqual([]);
  });
});

describe('docs/engine.md, the target glue', () => {
  it('lists every module of assembly/target/ and src/engine-js/target/, and no other', () => {
    const text = read('docs/engine.md');
    const section = text.slice(text.indexOf('## The target glue'), text.indexOf('## Number rules'));
    const listed = [...section.matchAll(/^\| `([a-z-]+\.ts)` \|/gm)].map((m) => m[1]).sort();
    const modules = [
      ...new Set([...readdirSync(join(ROOT, 'assembly/target')), ...readdirSync(join(ROOT, 'src/engine-js/target'))]),
    ].sort();
    expect(listed).toEqual(modules);
  });
});

describe('docs/architecture.md, the layout', () => {
  it("names every module of src/ and every folder of src/ and assembly/target's modules", () => {
    const text = read('docs/architecture.md');
    const layout = /^```\nassembly\/[\s\S]*?^```/m.exec(text)?.[0] ?? '';
    const names = [
      ...readdirSync(join(ROOT, 'src'), { withFileTypes: true }).map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name)),
      ...readdirSync(join(ROOT, 'assembly/target')).map((name) => name.replace(/\.ts$/, '')),
    ];
    expect(names.filter((name) => !new RegExp(`(^|[\\s(,+])${name.replace(/[.]/g, '\\.')}`, 'm').test(layout))).toEqual([]);
  });
});

describe('docs/architecture.md, the builds', () => {
  it('names the file of every asconfig.json target (the page builds by their folder)', () => {
    const text = read('docs/architecture.md');
    const { targets } = JSON.parse(read('asconfig.json')) as { targets: Record<string, { outFile: string }> };
    const unnamed = Object.values(targets)
      .map(({ outFile }) => outFile)
      .filter((file) => !text.includes(`\`${file}\``) && !(file.startsWith('build/page/') && text.includes('`build/page/`')));
    expect(unnamed).toEqual([]);
  });
});

describe("the pool's API in docs/pool.md and the README", () => {
  const methods = Object.getOwnPropertyNames(SudokuPool.prototype).filter(
    (name) => name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(SudokuPool.prototype, name)?.value === 'function',
  );

  it("docs/pool.md's table has a row for every public method, and no other", () => {
    const text = read('docs/pool.md');
    const table = text.slice(text.indexOf('| call | gives |'), text.indexOf('\n\n', text.indexOf('| call | gives |')));
    const documented = [...table.matchAll(/^\| `pool\.(\w+)\(/gm)].map((m) => m[1]);
    expect(methods.length).toBeGreaterThan(3);
    expect(documented.sort()).toEqual([...methods].sort());
  });

  it("the README's pool section names every batch method", () => {
    const text = read('README.md');
    const section = text.slice(text.indexOf('## Every core in a browser'), text.indexOf('## Command line'));
    for (const method of methods.filter((name) => name !== 'close')) expect(section, method).toContain(`\`${method}\``);
  });
});
