/**
 * The race section: both engines solve the same puzzle set, in turn, and the
 * table shows their puzzles per second side by side. The set goes to the
 * worker in one message and the worker times only the solver calls, so the
 * figures measure the engines, not the messaging.
 */
import { puzzleLines } from '../src/lines.js';
import type { RaceLap, RaceMode } from './protocol.js';
import type { SolverClient } from './solver-client.js';

/** How long each engine runs, at least: long enough for a steady rate. */
const RACE_MS = 1500;

/** Wires the race controls to the worker. */
export function setUpRace(client: SolverClient, batchLines: () => string[], setBusy: (busy: boolean) => void): void {
  const button = document.querySelector<HTMLButtonElement>('#race')!;
  const set = document.querySelector<HTMLSelectElement>('#race-set')!;
  const modeSelect = document.querySelector<HTMLSelectElement>('#race-mode')!;
  const summary = document.querySelector<HTMLElement>('#race-summary')!;

  button.addEventListener('click', async () => {
    setBusy(true);
    summary.textContent = 'Racing…';
    try {
      const lines = set.value === 'batch' ? batchLines() : await fetchSet(set.value);
      if (lines.length === 0) throw new Error('no puzzles to race: the batch box is empty');
      const mode: RaceMode = modeSelect.value === 'each' ? 'each' : 'batch';
      const answer = await client.race({ kind: 'race', lines, mode, minMs: RACE_MS }, (_done, _total, laps) => {
        if (laps !== undefined) showLaps(laps);
      });
      showLaps(answer.laps);
      summary.textContent = describe(answer.laps);
    } catch (error) {
      summary.textContent = `Race stopped: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      setBusy(false);
    }
  });
}

/** A bundled set, fetched relative to the page (lines starting with # skipped). */
async function fetchSet(name: string): Promise<string[]> {
  const response = await fetch(`./race-${name}.txt`);
  if (!response.ok) throw new Error(`could not load the ${name} set (${response.status})`);
  return puzzleLines(await response.text());
}

function rate(lap: RaceLap): number {
  return lap.ms > 0 ? (lap.puzzles * 1000) / lap.ms : 0;
}

function showLaps(laps: RaceLap[]): void {
  for (const engine of ['wasm', 'js'] as const) {
    const row = document.querySelector(`#race-table tr[data-engine="${engine}"]`);
    const lap = laps.find((l) => l.engine === engine);
    const cells = row?.querySelectorAll('td');
    if (cells === undefined || cells.length < 3) continue;
    const [puzzles, time, perSecond] = [cells[0]!, cells[1]!, cells[2]!];
    puzzles.textContent = lap ? lap.puzzles.toLocaleString('en') : 'n/a';
    time.textContent = lap ? `${Math.round(lap.ms).toLocaleString('en')} ms` : 'n/a';
    perSecond.textContent = lap ? Math.round(rate(lap)).toLocaleString('en') : 'n/a';
  }
}

function describe(laps: RaceLap[]): string {
  const wasm = laps.find((l) => l.engine === 'wasm');
  const js = laps.find((l) => l.engine === 'js');
  const calls = laps[0]?.mode === 'each' ? 'one solve call per puzzle' : 'solveBatch';
  const wrong = laps.filter((l) => l.invalid > 0).map((l) => `${l.engine.toUpperCase()}: ${l.invalid} puzzle(s) not solved or wrong`);
  const checked = wrong.length > 0 ? ` Validator: ${wrong.join('; ')}.` : ' Every answer checked by the validator.';
  if (wasm === undefined) return `WebAssembly is not available here: only the JS engine ran (${calls}).${checked}`;
  if (js === undefined || rate(js) === 0) return checked.trim();
  return `WASM solved ${(rate(wasm) / rate(js)).toFixed(2)}× as many puzzles per second as JS (${calls}).${checked}`;
}
