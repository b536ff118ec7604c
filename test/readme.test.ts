/**
 * The documentation says what the code does:
 * - every README example (the ```js block right after an `<!-- example: NAME -->`
 *   line) runs as written: it is saved inside the package and run by Node, so its
 *   `import … from 'sudoku-wasm…'` resolves through package.json `exports` to the
 *   built dist/ (as `npm test` builds it first). Its asserts are the checks; where
 *   the README says what an example prints, that is checked too.
 * - the technique table of docs/rating.md lists exactly the ids the code knows,
 *   in order, with the ratings the engine gives them.
 * The pack test (test/pack) also compiles the `api` example as strict TypeScript.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createJsEngine } from '../src/engine-js.js';
import { logicOf } from '../src/logic/abi.js';
import { TECHNIQUES } from '../src/logic/index.js';
import { engineIdOf, TECHNIQUE_ID_COUNT } from '../src/logic/techniques.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const README = readFileSync(ROOT + 'README.md', 'utf8');

/** What an example prints, where the README's text says so (the rest only assert). */
const PRINTS: Readonly<Record<string, string>> = {
  api: ' 9  3  4  |  8  2  5  |  6  1  7',
  logic: '2.5/1.2/1.2 direct-hidden-triplet',
};

/** One runnable README example. */
interface Example {
  name: string;
  code: string;
}

/** Every example of the README, in order. */
function examples(): Example[] {
  return [...README.matchAll(/^<!-- example: ([\w-]+) -->\r?\n```js\r?\n([\s\S]*?)^```/gm)].map((found) => ({
    name: found[1] ?? '',
    code: found[2] ?? '',
  }));
}

/**
 * The package entry points an example imports (`.`, `./logic`…) that
 * package.json does not export: such an example cannot run for a user.
 */
function unexported(code: string): string[] {
  const exported = Object.keys((JSON.parse(readFileSync(ROOT + 'package.json', 'utf8')) as { exports: object }).exports);
  const imported = [...code.matchAll(/from 'sudoku-wasm(\/[\w-]+)?'/g)].map((found) => `.${found[1] ?? ''}`);
  return [...new Set(imported)].filter((entry) => !exported.includes(entry));
}

describe('README examples', () => {
  const all = examples();

  it('has the solve, logic and generate examples, each name once', () => {
    const names = all.map((example) => example.name);
    expect(names).toEqual(expect.arrayContaining(['api', 'logic', 'generate']));
    expect(new Set(names).size).toBe(names.length);
    expect(README.match(/<!-- example:/g)?.length, 'a marker not followed by a ```js block').toBe(all.length);
  });

  describe.each(all)('example: $name', ({ name, code }) => {
    it('imports the package by name and asserts', () => {
      expect(code).toMatch(/from 'sudoku-wasm(\/[\w-]+)?'/);
      expect(code).toMatch(/from 'node:assert/);
      expect(code.match(/assert\./g)?.length ?? 0).toBeGreaterThan(5);
    });

    it('imports only entry points package.json exports', () => {
      expect(unexported(code)).toEqual([]);
    });

    it('runs without error against the built package', () => {
      expect(existsSync(ROOT + 'dist/index.js'), 'dist/index.js missing: run `npm run build` first').toBe(true);
      mkdirSync(ROOT + 'test-artifacts', { recursive: true });
      const file = `${ROOT}test-artifacts/readme-example-${name}.mjs`;
      writeFileSync(file, code);
      const run = spawnSync(process.execPath, [file], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const prints = PRINTS[name];
      if (prints !== undefined) expect(run.stdout).toContain(prints);
    });
  });
});

describe('docs/rating.md', () => {
  it('lists every technique id once, in order, with the rating the engine gives it', () => {
    const doc = readFileSync(ROOT + 'docs/rating.md', 'utf8');
    const at = doc.indexOf('\n## Techniques\n');
    expect(at, 'docs/rating.md has no "## Techniques" section').toBeGreaterThanOrEqual(0);
    const section = doc.slice(at);
    const views = logicOf(createJsEngine());
    expect(views.abi.logicTechniqueIdEnd()).toBe(TECHNIQUE_ID_COUNT);
    const rows = [...section.matchAll(/^\| `([a-z0-9-]+)` \| [^|]+ \| (\d+\.\d) \|$/gm)].map((m) => [m[1], m[2]]);
    expect(rows.map((r) => r[0])).toEqual(TECHNIQUES.map((t) => t.id));
    for (const [id, rating] of rows) {
      expect((views.abi.logicTechniqueRating(engineIdOf(id as string) as number) / 10).toFixed(1), id).toBe(rating);
    }
  });
});
