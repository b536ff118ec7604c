/**
 * `sudoku-wasm demo` (what `npm start` runs): solves its example boards,
 * prints each puzzle and its solution in the boxed form, then measures WASM
 * against JS puzzles/s on a sample of a public dataset. Takes a few seconds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, parse } from '../grid.js';
import { selectEngine } from '../engines-full.js';
import { Solver } from '../solver.js';
import { isValidSolution } from '../validate.js';
import type { DemoCliOptions } from './command-options.js';
import { DEMO_PUZZLES } from './demo-puzzles.js';
import { demoBoardText, demoFooter, demoHeader, demoSpeedHeader, demoSpeedLine, demoUnavailableLine } from './formats.js';
import { isSkippable } from './lines.js';

/** Time spent measuring each engine (after a warm-up). */
const MEASURE_MS = 1000;
/** Most puzzles of the sample used. */
const SAMPLE_MAX = 2000;
/** Puzzles per timed turn. */
const SLICE = 100;

/** Runs the demo, writing to `out`; resolves to the exit status. */
export async function runDemo(out: NodeJS.WritableStream, options: DemoCliOptions): Promise<number> {
  const solver = new Solver(await selectEngine({ engine: options.engine }));
  out.write(demoHeader(solver.engine));
  let failures = 0;
  for (const demo of DEMO_PUZZLES) {
    const result = solver.solveUnique(demo.rows);
    const board = { title: demo.title, source: demo.source, grid: format(demo.rows, 'grid') };
    if (result.status !== 'solved') {
      out.write(demoBoardText(board, result, false));
      failures++;
      continue;
    }
    const ok = isValidSolution(parse(demo.rows).cells, parse(result.solution).cells, 9);
    if (!ok) failures++;
    out.write(demoBoardText(board, { ...result, solution: format(result.solution, 'grid') }, ok));
  }
  await measureSpeed(out);
  return failures === 0 ? 0 : 1;
}

/**
 * Prints puzzles/s of both engines on the sample. The engines take turns on
 * slices of 100 puzzles (interleaved, so a busy machine slows both alike) until
 * each has had MEASURE_MS of solving.
 */
async function measureSpeed(out: NodeJS.WritableStream): Promise<void> {
  const { name, puzzles } = loadSample();
  out.write(demoSpeedHeader(name));
  const cells = puzzles.map((p) => parse(p).cells);
  const slices: Uint8Array[][] = [];
  for (let i = 0; i < cells.length; i += SLICE) slices.push(cells.slice(i, i + SLICE));
  const runs: { engine: string; solver: Solver; solved: number; ms: number }[] = [];
  for (const engine of ['wasm', 'js'] as const) {
    try {
      const solver = new Solver(await selectEngine({ engine }));
      solver.solveBatch(slices[0] ?? []); // warm-up: let V8 optimise before the clock runs
      runs.push({ engine, solver, solved: 0, ms: 0 });
    } catch (e) {
      out.write(demoUnavailableLine(engine, e instanceof Error ? e.message : String(e)));
    }
  }
  for (let i = 0; runs.some((r) => r.ms < MEASURE_MS); i++) {
    const slice = slices[i % slices.length] ?? [];
    for (const run of runs) {
      if (run.ms >= MEASURE_MS) continue;
      const start = performance.now();
      run.solver.solveBatch(slice);
      run.ms += performance.now() - start;
      run.solved += slice.length;
    }
  }
  const rate = (r: { solved: number; ms: number }): number => (r.solved * 1000) / r.ms;
  for (const run of runs) out.write(demoSpeedLine(run.engine, rate(run), run.solved));
  const [wasm, js] = [runs.find((r) => r.engine === 'wasm'), runs.find((r) => r.engine === 'js')];
  out.write(demoFooter(wasm !== undefined && js !== undefined ? rate(wasm) / rate(js) : undefined));
}

/** The project's dataset sample (test/data/sample*.txt), else the demo boards repeated. */
function loadSample(): { name: string; puzzles: string[] } {
  const dir = fileURLToPath(new URL('../../test/data/', import.meta.url));
  if (existsSync(dir)) {
    const file = readdirSync(dir)
      .filter((f) => /^sample.*\.txt$/.test(f))
      .sort()[0];
    if (file !== undefined) {
      const puzzles = readFileSync(dir + file, 'utf8')
        .split('\n')
        .map((l) => l.trim().split(/[:,]/)[0] ?? '')
        .filter((l) => !isSkippable(l))
        .slice(0, SAMPLE_MAX);
      if (puzzles.length > 0) return { name: `test/data/${file}`, puzzles };
    }
  }
  const one = DEMO_PUZZLES.map((d) => format(d.rows, 'line'));
  return { name: 'the demo boards (x500)', puzzles: Array.from({ length: 500 }, () => one).flat() };
}
