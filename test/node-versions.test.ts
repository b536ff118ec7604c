/**
 * The Node versions the project names are the ones it tests: package.json's
 * `engines`, the README's install line and the Node major `.ci/run` runs the
 * suite under (besides the machine's own) are three places for one fact, so
 * this checks that they agree.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const read = (file: string): string => readFileSync(ROOT + file, 'utf8');

/** The majors of an `engines.node` range such as `^20.0.0 || ^22.0.0 || >=24.0.0`. */
function engineMajors(range: string): number[] {
  return range.split('||').map((part) => Number(/^\s*(?:\^|>=)(\d+)\.0\.0\s*$/.exec(part)?.[1] ?? NaN));
}

/** The majors of the README's "Node 20, 22 and 24 are tested". */
function readmeMajors(readme: string): number[] {
  const line = /^Node ([\d, and]+) are tested/m.exec(readme)?.[1] ?? '';
  return (line.match(/\d+/g) ?? []).map(Number);
}

describe('the Node versions named and tested', () => {
  const engines = engineMajors((JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node);
  const readme = readmeMajors(read('README.md'));
  const ciMajor = Number(/^\.ci\/test-on-node\.sh (\d+)/m.exec(read('.ci/run'))?.[1] ?? NaN);

  it('engines is a list of whole majors: ^N.0.0 || … || >=N.0.0', () => {
    expect(engines.every(Number.isInteger)).toBe(true);
    expect(engines.length).toBeGreaterThan(1);
  });

  it('the README names the same majors as engines', () => {
    expect(readme).toEqual(engines);
  });

  it('.ci/run tests the newest of them', () => {
    expect(ciMajor).toBe(Math.max(...engines));
  });
});
