/**
 * The batch box: many puzzle lines in, one result line each out (the
 * library's vector line, `puzzle:count[+][:solution]`, counted up to 2: `2+`
 * means more than one), with a progress bar, Copy and Download.
 */
import { puzzleLines } from '../src/lines.js';
import type { EngineChoice } from './protocol.js';
import type { SolverClient } from './solver-client.js';

/** Wires the batch controls to the worker; returns a reader of the box's puzzle lines. */
export function setUpBatch(client: SolverClient, engine: () => EngineChoice, setBusy: (busy: boolean) => void): () => string[] {
  const input = document.querySelector<HTMLTextAreaElement>('#batch-input')!;
  const output = document.querySelector<HTMLTextAreaElement>('#batch-output')!;
  const progress = document.querySelector<HTMLProgressElement>('#batch-progress')!;
  const summary = document.querySelector<HTMLElement>('#batch-summary')!;
  const solve = document.querySelector<HTMLButtonElement>('#batch-solve')!;
  const copy = document.querySelector<HTMLButtonElement>('#batch-copy')!;
  const download = document.querySelector<HTMLButtonElement>('#batch-download')!;
  const lines = (): string[] => puzzleLines(input.value);

  solve.addEventListener('click', async () => {
    const puzzles = lines();
    if (puzzles.length === 0) {
      summary.textContent = 'Paste puzzles into the box first, one per line.';
      return;
    }
    setBusy(true);
    progress.max = puzzles.length;
    progress.value = 0;
    output.value = '';
    summary.textContent = `0 / ${puzzles.length}`;
    try {
      const answer = await client.batch({ kind: 'batch', engine: engine(), lines: puzzles }, (done, total) => {
        progress.value = done;
        summary.textContent = `${done} / ${total}`;
      });
      progress.value = puzzles.length;
      output.value = answer.lines.join('\n') + '\n';
      summary.textContent =
        `${answer.solved} solved, ${answer.failed} not, in ${Math.round(answer.ms)} ms (${answer.engine.toUpperCase()})`;
      copy.disabled = download.disabled = false;
    } catch (error) {
      summary.textContent = `Batch stopped: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
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
