/**
 * The batch box: many puzzle lines in, one result line each out (the
 * library's vector line, `puzzle:count[+][:solution]`, counted up to 2: `2+`
 * means more than one; a `#` comment naming a line that is no puzzle), with
 * a progress bar, Copy and Download. The box's text goes to a pool of
 * workers, one per core (batch-pool.ts), which print the lines themselves
 * (`SudokuPool.solveText`): this thread makes no string or object per
 * puzzle, so it leaves the cores to the workers. Stop cancels the batch.
 */
import { puzzleLines } from '../src/lines.js';
import { poolFor } from './batch-pool.js';
import { setUpPoolHook } from './pool-hook.js';
import type { EngineChoice } from './protocol.js';

/** Solutions counted per batch line: a vector's 1 then means unique, 2+ more than one. */
const BATCH_LIMIT = 2;

/** A line holding something other than spaces that is not a `#` comment: a puzzle, by puzzleLines' rule. */
const PUZZLE_LINE = /^[^\S\n]*[^#\s]/m;

/** Wires the batch controls to a worker pool; returns a reader of the box's puzzle lines. */
export function setUpBatch(engine: () => EngineChoice, setBusy: (busy: boolean) => void): () => string[] {
  const input = document.querySelector<HTMLTextAreaElement>('#batch-input')!;
  const output = document.querySelector<HTMLTextAreaElement>('#batch-output')!;
  const progress = document.querySelector<HTMLProgressElement>('#batch-progress')!;
  const summary = document.querySelector<HTMLElement>('#batch-summary')!;
  const solve = document.querySelector<HTMLButtonElement>('#batch-solve')!;
  const copy = document.querySelector<HTMLButtonElement>('#batch-copy')!;
  const download = document.querySelector<HTMLButtonElement>('#batch-download')!;
  const lines = (): string[] => puzzleLines(input.value);
  let running: AbortController | undefined;
  // The page's Stop button ends whatever runs, this batch included.
  document.querySelector<HTMLButtonElement>('#cancel')?.addEventListener('click', () => running?.abort(new Error('stopped')));
  setUpPoolHook();

  solve.addEventListener('click', async () => {
    const text = input.value;
    if (!PUZZLE_LINE.test(text)) {
      summary.textContent = 'Paste puzzles into the box first, one per line.';
      return;
    }
    setBusy(true);
    progress.value = 0;
    output.value = '';
    summary.textContent = '';
    const controller = new AbortController();
    running = controller;
    try {
      const started = performance.now();
      const pool = await poolFor(engine());
      const solved = await pool.solveText(text, {
        limit: BATCH_LIMIT,
        signal: controller.signal,
        onProgress: (done, total) => {
          progress.max = total;
          progress.value = done;
          summary.textContent = `line ${done} / ${total}`;
        },
      });
      const ms = performance.now() - started;
      output.value = solved.text;
      const { solved: one, multiple, unsolvable, timeout, invalid } = solved.statuses;
      progress.value = progress.max;
      summary.textContent =
        `${one + multiple} solved, ${unsolvable + timeout + invalid} not, in ${Math.round(ms)} ms ` +
        `(${engine().toUpperCase()}, ${pool.workers} worker${pool.workers === 1 ? '' : 's'})`;
      copy.disabled = download.disabled = false;
    } catch (error) {
      summary.textContent = `Batch stopped: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      running = undefined;
      setBusy(false);
    }
  });

  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(output.value);
      summary.textContent = 'Results copied.';
    } catch {
      // No clipboard permission (e.g. plain http): select the text so Ctrl+C works.
      output.focus();
      output.select();
      summary.textContent = 'Results selected: press Ctrl+C to copy.';
    }
  });

  download.addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([output.value], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'sudoku-solutions.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });

  return lines;
}
