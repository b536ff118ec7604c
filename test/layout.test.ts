/**
 * The memory maps drawn in the engine's layout files agree with the
 * pointers the code computes. Each map is an ASCII diagram beside the
 * constants (the house style wants both); this test keeps the drawing from
 * going stale when a region is added, moved or removed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as engineLayout from '../src/engine-js/generated/layout.js';
import * as generateLayout from '../src/engine-js/generated/generate/layout.js';
import * as logicLayout from '../src/engine-js/generated/logic/layout.js';

/** A diagram line: ` *   0x03B800 ├────┤ NAME` (or ┌┐ ╞╡ └┘ ends); the name may be followed by more words. */
const DRAWN_ADDRESS = /^ \* +0x([0-9A-F]{6}) [├┌╞└][─═]+[┤┐╡┘] ([A-Z][A-Z0-9_]*)/;

/** Every (name, drawn address) of the diagram in `file` (path from the repository root). */
function drawnAddresses(file: string): [string, number][] {
  const text = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
  return text.split('\n').flatMap((line) => {
    const match = DRAWN_ADDRESS.exec(line);
    return match ? [[match[2]!, Number.parseInt(match[1]!, 16)] as [string, number]] : [];
  });
}

describe.each([
  { file: 'assembly/engine/layout.ts', constants: engineLayout as Record<string, unknown> },
  { file: 'assembly/engine/logic/layout.ts', constants: logicLayout as Record<string, unknown> },
  { file: 'assembly/engine/generate/layout.ts', constants: generateLayout as Record<string, unknown> },
])('$file', ({ file, constants }) => {
  it('draws every named region at the address its constant holds', () => {
    const drawn = drawnAddresses(file).filter(([name]) => typeof constants[name] === 'number');
    expect(drawn.length, 'named regions found in the diagram').toBeGreaterThan(8);
    const asHex = ([name, address]: [string, number]): string => `${name} 0x${address.toString(16).toUpperCase()}`;
    expect(drawn.map(asHex)).toEqual(drawn.map(([name]) => asHex([name, constants[name] as number])));
  });
});
