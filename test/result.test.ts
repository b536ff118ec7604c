/** The result model's one rule (engine count → status) and the one vector renderer. */
import { describe, expect, it } from 'vitest';
import { TIMED_OUT } from '../src/engine.js';
import { engineStatus } from '../src/result.js';
import { vectorLine } from '../src/vector.js';

describe('engineStatus', () => {
  it.each([
    [TIMED_OUT, 1, 'timeout'],
    [TIMED_OUT, 5, 'timeout'],
    [0, 1, 'unsolvable'],
    [0, 2, 'unsolvable'],
    [1, 1, 'solved'],
    [1, 2, 'solved'],
    [2, 2, 'multiple'],
    [7, 9, 'multiple'],
  ] as const)('count %i with limit %i is %s', (count, limit, status) => {
    expect(engineStatus(count, limit)).toBe(status);
  });
});

describe('vectorLine', () => {
  const p = '1.34341243212143';
  it('writes the solution only for exactly one', () => {
    expect(vectorLine(p, { status: 'solved', solution: '1234341243212143', count: 1 }, 2)).toBe(`${p}:1:1234341243212143`);
    // With limit 1, one found means "at least one": no claim of uniqueness.
    expect(vectorLine(p, { status: 'solved', solution: '1234341243212143', count: 1 }, 1)).toBe(`${p}:1+`);
  });
  it("marks a count that reached the limit with '+'", () => {
    expect(vectorLine(p, { status: 'multiple', count: 2 }, 2)).toBe(`${p}:2+`);
    expect(vectorLine(p, { status: 'multiple', count: 2 }, 3)).toBe(`${p}:2`);
    expect(vectorLine(p, { status: 'multiple', count: 288 }, 1000)).toBe(`${p}:288`);
  });
  it('gives 0 for none and for clashing givens, and a word for a timeout', () => {
    expect(vectorLine(p, { status: 'unsolvable', count: 0 }, 2)).toBe(`${p}:0`);
    expect(vectorLine(p, { status: 'invalid', count: 0 }, 2)).toBe(`${p}:0`);
    expect(vectorLine(p, { status: 'timeout', count: 0 }, 2)).toBe(`${p}:timeout`);
  });
});
