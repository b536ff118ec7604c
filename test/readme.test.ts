/**
 * The README's API example runs as written: the ```js block after
 * `<!-- example: api -->` is saved inside the package and run by Node, so
 * `import … from 'sudoku-wasm'` resolves through package.json `exports` to the
 * built dist/ (as `npm test` builds it first). Its asserts are the checks.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const MARKER = '<!-- example: api -->';

/** The first ```js block after the marker. */
function example(): string {
  const readme = readFileSync(ROOT + 'README.md', 'utf8');
  const at = readme.indexOf(MARKER);
  expect(at, `README.md has no ${MARKER}`).toBeGreaterThanOrEqual(0);
  const block = /```js\r?\n([\s\S]*?)```/.exec(readme.slice(at + MARKER.length));
  expect(block, 'no ```js block after the marker').not.toBeNull();
  return block?.[1] ?? '';
}

describe('README example', () => {
  it('imports the package by name and asserts', () => {
    const code = example();
    expect(code).toMatch(/from 'sudoku-wasm'/);
    expect(code).toMatch(/from 'node:assert/);
    expect(code.match(/assert\./g)?.length ?? 0).toBeGreaterThan(5);
  });

  it('runs without error against the built package', () => {
    expect(existsSync(ROOT + 'dist/index.js'), 'dist/index.js missing: run `npm run build` first').toBe(true);
    mkdirSync(ROOT + 'test-artifacts', { recursive: true });
    const file = ROOT + 'test-artifacts/readme-example.mjs';
    writeFileSync(file, example());
    const run = spawnSync(process.execPath, [file], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(' 9  3  4  |  8  2  5  |  6  1  7');
  });
});
