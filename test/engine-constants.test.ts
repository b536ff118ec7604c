/**
 * The host's engine numbers are the engine's. The host imports them from the
 * engine source's generated copy, so in the source they cannot drift; this
 * test keeps it that way (a literal put back in their place that differs
 * fails here) and checks what an import cannot: the sides (the engine has no
 * array to export), each engine as built (a .wasm answers for itself), the
 * host's names over the engine's slots, and that a build without the logic
 * engine or the generator says so instead of failing in a call.
 */
import { describe, expect, it } from 'vitest';
import { BATCH_CAPACITY, MAX_CELLS, NOT_A_LINE, SIDES as ENGINE_SIDES, TIMED_OUT } from '../src/engine.js';
import { SIDES, isSide } from '../src/sides.js';
import { RESULT, WALK_SOLVED, WALK_STUCK, WALK_TIMEOUT, logicOf } from '../src/logic/abi.js';
import { GENERATE_BAD_ARGUMENT, GENERATE_TIMED_OUT, generatorAbiOf } from '../src/generate/abi.js';
import * as engineLayout from '../src/engine-js/generated/layout.js';
import * as solverConstants from '../src/engine-js/generated/abi-constants.js';
import * as logicConstants from '../src/engine-js/generated/logic/abi-constants.js';
import * as generateConstants from '../src/engine-js/generated/generate/abi-constants.js';
import { isSupportedSide } from '../src/engine-js/generated/board.js';
import { ENGINES, SOLVING_ENGINES } from './support/engines.js';

describe('the host numbers are the engine source', () => {
  it('sides: isSide is the engine isSupportedSide, and the largest side fills MAX_CELLS', () => {
    for (let n = -1; n <= 64; n++) expect(isSide(n), `side ${n}`).toBe(isSupportedSide(n));
    expect(ENGINE_SIDES).toBe(SIDES);
    expect(Math.max(...SIDES) ** 2).toBe(MAX_CELLS);
  });

  it('solver: sizes and answers', () => {
    expect({ MAX_CELLS, BATCH_CAPACITY, TIMED_OUT, NOT_A_LINE }).toEqual({
      MAX_CELLS: engineLayout.MAX_CELLS,
      BATCH_CAPACITY: engineLayout.BATCH_CAPACITY,
      TIMED_OUT: solverConstants.TIMED_OUT,
      NOT_A_LINE: solverConstants.NOT_A_LINE,
    });
  });

  it('logic: walk statuses and result slots', () => {
    expect([WALK_SOLVED, WALK_STUCK, WALK_TIMEOUT]).toEqual([
      logicConstants.RATE_SOLVED, logicConstants.RATE_STUCK, logicConstants.RATE_TIMEOUT,
    ]);
    expect(RESULT).toEqual({
      status: logicConstants.RESULT_STATUS,
      er: logicConstants.RESULT_ER,
      ep: logicConstants.RESULT_EP,
      ed: logicConstants.RESULT_ED,
      hardest: logicConstants.RESULT_HARDEST,
      steps: logicConstants.RESULT_STEPS,
      epTechnique: logicConstants.RESULT_EP_TECHNIQUE,
      edTechnique: logicConstants.RESULT_ED_TECHNIQUE,
    });
  });

  it('logic: the step header fields are the words before the items, each once', () => {
    const fields = [
      logicConstants.STEP_TECHNIQUE, logicConstants.STEP_RATING10, logicConstants.STEP_PLACEMENTS,
      logicConstants.STEP_ELIMINATIONS, logicConstants.STEP_CELLS, logicConstants.STEP_UNITS,
      logicConstants.STEP_DIGITS, logicConstants.STEP_LENGTH,
    ];
    expect([...fields].sort((a, b) => a - b)).toEqual(Array.from({ length: logicConstants.STEP_HEADER_WORDS }, (_, i) => i));
  });

  it('generator: answers', () => {
    expect([GENERATE_TIMED_OUT, GENERATE_BAD_ARGUMENT]).toEqual([
      generateConstants.GENERATE_TIMED_OUT, generateConstants.GENERATE_BAD_ARGUMENT,
    ]);
  });
});

describe.each(SOLVING_ENGINES)('$name engine as built', ({ make }) => {
  it('takes BATCH_CAPACITY puzzles a batch and answers NOT_A_LINE for text that is no line', async () => {
    const engine = await make();
    expect(engine.abi.batchCapacity()).toBe(BATCH_CAPACITY);
    // plain ASCII of no grid's length: the engine itself reads it and refuses
    expect(engine.solveLine?.('123456789', 1)).toBe(NOT_A_LINE);
  });

});

describe.each(SOLVING_ENGINES.filter((engine) => !ENGINES.includes(engine)))('$name engine as built', ({ make }) => {
  it('says it has no logic engine and no generator', async () => {
    const engine = await make();
    expect(() => logicOf(engine)).toThrow(/has no logic engine/);
    expect(() => generatorAbiOf(engine)).toThrow(/has no generator/);
  });
});

describe.each(ENGINES)('$name engine as built: logic and generator', ({ make }) => {
  it('has a result slot for each RESULT name, and the generator answers GENERATE_BAD_ARGUMENT', async () => {
    const engine = await make();
    const views = logicOf(engine);
    expect(Object.values(RESULT).sort((a, b) => a - b)).toEqual(Array.from(views.result.keys()));
    // side 7: no grid has it
    expect(generatorAbiOf(engine).generatePuzzle(7, 0, 0, 0, 0, 0, 0, 1, 0, 0)).toBe(GENERATE_BAD_ARGUMENT);
    // a rated 9×9 on scale 99: no scale has that number
    expect(generatorAbiOf(engine).generatePuzzle(9, 0, 1, 0, 1, 0, 200, 1, 0, 99)).toBe(GENERATE_BAD_ARGUMENT);
  });

  it('exports the generator answers under their own names too (the WASM module as globals)', async () => {
    const { abi } = await make();
    const value = (exported: unknown): unknown => (exported instanceof WebAssembly.Global ? exported.value : exported);
    expect([value(abi.GENERATE_TIMED_OUT), value(abi.GENERATE_BAD_ARGUMENT)]).toEqual([GENERATE_TIMED_OUT, GENERATE_BAD_ARGUMENT]);
  });
});
