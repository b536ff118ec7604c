/** 'auto' falls back to the JS engine when WebAssembly is missing or the module fails to load, in every entry. */
import { afterEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { createGenerator } from '../src/generate/index.js';
import { createSolver } from '../src/index.js';
import { createLogic } from '../src/logic/index.js';
import { solutionOf } from './support/results.js';

const PUZZLE = '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..';
const SOLVED = '934825617672914853518637924325748169469153782781269435197582346853476291246391578';

const realWebAssembly = globalThis.WebAssembly;

afterEach(() => {
  globalThis.WebAssembly = realWebAssembly;
});

describe('without WebAssembly', () => {
  it("'auto' picks the JS engine and still solves", async () => {
    // Remove it the way a host without WebAssembly looks: no global at all.
    Reflect.deleteProperty(globalThis, 'WebAssembly');
    expect(typeof WebAssembly).toBe('undefined');
    const solver = await createSolver({ engine: 'auto' });
    expect(solver.engine).toBe('js');
    expect(solver.solve(PUZZLE)).toMatchObject({ status: 'solved', solution: SOLVED });
  });

  it("'wasm' rejects instead of silently using JS", async () => {
    Reflect.deleteProperty(globalThis, 'WebAssembly');
    await expect(createSolver({ engine: 'wasm' })).rejects.toThrow(/WebAssembly/);
    await expect(createLogic({ engine: 'wasm' })).rejects.toThrow(/WebAssembly/);
    await expect(createGenerator({ engine: 'wasm' })).rejects.toThrow(/WebAssembly/);
  });

  it("'auto' logic and generator pick the JS engine too, and say why", async () => {
    Reflect.deleteProperty(globalThis, 'WebAssembly');
    const logic = await createLogic();
    expect([logic.engine, logic.fallbackReason]).toEqual(['js', 'sudoku-wasm: WebAssembly is not available in this environment']);
    expect(logic.rate(PUZZLE)).toMatchObject({ status: 'rated' });
    const generator = await createGenerator();
    expect(generator.engine).toBe('js');
    expect(generator.fallbackReason).toMatch(/WebAssembly is not available/);
    expect(generator.generate({ size: 4, seed: 1 })).toMatchObject({ status: 'generated' });
  });
});

describe('with a broken module', () => {
  it("'auto' falls back on bytes that are not WebAssembly", async () => {
    const solver = await createSolver({ engine: 'auto', wasm: new Uint8Array([0, 0x61, 0x73, 0x6d, 9, 9, 9, 9]) });
    expect(solver.engine).toBe('js');
    expect(solutionOf(solver.solve(PUZZLE))).toBe(SOLVED);
    await expect(createSolver({ engine: 'wasm', wasm: new Uint8Array([1, 2, 3]) })).rejects.toThrow();
  });

  it("'auto' falls back when the module file is missing", async () => {
    const missing = new URL('../build/no-such-build.wasm', import.meta.url);
    const solver = await createSolver({ engine: 'auto', wasm: missing });
    expect(solver.engine).toBe('js');
  });

  it("'auto' falls back on a valid module that is not the engine", async () => {
    // The smallest valid module: no exports, so instantiation gives no engine ABI.
    const empty = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
    const solver = await createSolver({ engine: 'auto', wasm: empty });
    expect(solver.engine).toBe('js');
  });
});

describe('why auto fell back', () => {
  it('names what came back instead of WebAssembly, and where from', async () => {
    const page = new URL('data:text/html,<!doctype html><title>index</title>');
    const solver = await createSolver({ engine: 'auto', wasm: page });
    expect(solver.engine).toBe('js');
    expect(solver.fallbackReason).toMatch(/^sudoku-wasm: expected a WebAssembly module, got text\/html \(\d+ bytes starting '<!doctype html><'\) from data:/);
    await expect(createSolver({ engine: 'wasm', wasm: page })).rejects.toThrow(/got text\/html .* from data:text\/html/);
    const garbage = await createSolver({ wasm: new Uint8Array([1, 2, 3]) });
    expect(garbage.fallbackReason).toBe("sudoku-wasm: expected a WebAssembly module, got 3 bytes starting '...'");
  });

  it('has no reason when nothing fell back', async () => {
    expect((await createSolver()).fallbackReason).toBeUndefined();
    expect((await createSolver({ engine: 'js' })).fallbackReason).toBeUndefined();
  });
});

describe('with WebAssembly', () => {
  it("'auto' picks WASM, from the default build, a named build, bytes or a compiled module", async () => {
    expect((await createSolver()).engine).toBe('wasm');
    expect((await createSolver({ wasm: 'release' })).engine).toBe('wasm');
    expect((await createSolver({ wasm: 'solver' })).engine).toBe('wasm');
    expect((await createLogic({ wasm: 'release-simd' })).engine).toBe('wasm');
    expect((await createGenerator()).engine).toBe('wasm');
    const bytes = await readFile(new URL('../build/release.wasm', import.meta.url));
    const fromBytes = await createSolver({ engine: 'auto', wasm: bytes });
    expect(fromBytes.engine).toBe('wasm');
    expect(solutionOf(fromBytes.solve(PUZZLE))).toBe(SOLVED);
    const compiled = await WebAssembly.compile(bytes);
    expect((await createSolver({ engine: 'wasm', wasm: compiled })).engine).toBe('wasm');
  });
});
