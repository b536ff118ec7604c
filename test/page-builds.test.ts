/**
 * The page's WASM builds are made for size (asconfig `page`, `page-simd`):
 * they leave out what assembly/target/build-goal.ts switches off. The code
 * that only makes the generator faster must not change a puzzle, and nested
 * forcing chains are the one technique they lack. The reference is the
 * speed build (release-simd), which every other test judges.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../src/engine.js';
import { createWasmEngine, loadWasmModule } from '../src/engine-wasm.js';
import { Generator } from '../src/generate/create-generator.js';
import { Logic } from '../src/logic/create-logic.js';

/** The first puzzle of ../shared/datasets/hardest_rated.txt: its first step is a nested forcing chain (test/logic-nested.test.ts). */
const NESTED_PUZZLE = '003000700400080006090000010000000600600004008001600390070002000500800002000045000';

describe.each(['release', 'release-simd'])('the page build %s', (variant) => {
  let page: Engine;
  let speed: Engine;
  beforeAll(async () => {
    const bytes = readFileSync(new URL(`../build/page/${variant}.wasm`, import.meta.url));
    page = await createWasmEngine(await WebAssembly.compile(bytes));
    speed = await createWasmEngine(await loadWasmModule('release-simd'));
  });

  it('generates the puzzles, solutions and ratings the speed build does, for every size and symmetry', () => {
    const [fromPage, fromSpeed] = [new Generator(page), new Generator(speed)];
    const asks = [
      ...Array.from({ length: 40 }, (_, seed) => ({ seed })),
      ...(['rotate180', 'rotate90', 'mirror', 'diagonal'] as const).map((symmetry, seed) => ({ seed, symmetry })),
      { seed: 3, level: 'hard' },
      { seed: 1, size: 4 },
      { seed: 2, size: 16, symmetry: 'rotate180' as const },
    ];
    for (const ask of asks) expect(fromPage.generate(ask)).toEqual(fromSpeed.generate(ask));
  });

  it('lacks only nested forcing chains: where they are the first step, its hint is stuck and the rating beyond', () => {
    const [onPage, onSpeed] = [new Logic(page), new Logic(speed)];
    expect(onSpeed.hint(NESTED_PUZZLE, { scale: 'se121' })).toMatchObject({ status: 'hint', step: { technique: 'nested-contradiction-forcing-chains' } });
    expect(onPage.hint(NESTED_PUZZLE, { scale: 'se121' })).toEqual({ status: 'stuck' });
    expect(onPage.find(NESTED_PUZZLE, 'nested-contradiction-forcing-chains', { scale: 'se121' })).toEqual([]);
    // Below nested chains the two builds agree step for step (an ER 9.1 puzzle of the shared sample).
    const hard = '007080001000100780000006000780005230201000507035200014000600000059004000100020300';
    expect(onPage.steps(hard)).toEqual(onSpeed.steps(hard));
  });
});
