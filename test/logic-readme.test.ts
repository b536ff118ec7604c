/**
 * The README's rating section: its example runs as written against the
 * built package (`import … from 'sudoku-wasm/logic'`; its asserts are the checks),
 * and its technique table lists exactly the ids the code knows, with the
 * ratings the engine gives them.
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

describe('README: rating, hints and steps', () => {
  it('runs the example against the built package', () => {
    const at = README.indexOf('<!-- example: rate -->');
    expect(at).toBeGreaterThanOrEqual(0);
    const code = /```js\r?\n([\s\S]*?)```/.exec(README.slice(at))?.[1] ?? '';
    expect(code).toMatch(/from 'sudoku-wasm\/logic'/);
    expect(existsSync(ROOT + 'dist/index.js'), 'run `npm run build` first').toBe(true);
    mkdirSync(ROOT + 'test-artifacts', { recursive: true });
    const file = ROOT + 'test-artifacts/readme-rate-example.mjs';
    writeFileSync(file, code);
    const run = spawnSync(process.execPath, [file], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('2.5/1.2/1.2 direct-hidden-triplet');
  });

  it('lists every technique id once, with the rating the engine gives it', () => {
    const views = logicOf(createJsEngine());
    expect(views.abi.logicTechniqueIdEnd()).toBe(TECHNIQUE_ID_COUNT);
    const rows = [...README.matchAll(/^\| `([a-z0-9-]+)` \| [^|]+ \| (\d+\.\d) \|$/gm)].map((m) => [m[1], m[2]]);
    expect(rows.map((r) => r[0])).toEqual(TECHNIQUES.map((t) => t.id));
    for (const [id, rating] of rows) {
      expect((views.abi.logicTechniqueRating(engineIdOf(id as string) as number) / 10).toFixed(1), id).toBe(rating);
    }
  });
});
