/**
 * What a digit does, by mode: places it, or toggles it as a centre note or
 * a corner mark, or paints a colour (digits 1…COLOURS) in every selected
 * cell. The mode buttons: Notes (centre marks; N), Corner (or Shift with
 * the digit) and Colour; pressing the lit one goes back to digits.
 */
import { digitOfKey } from './board.js';
import type { Game } from './game.js';

/** What pad digits and digit keys do. */
export type MarkMode = 'digit' | 'centre' | 'corner' | 'colour';

/** Applies `digit` in `mode`: placed in `primary`, or marked in all of `cells`, as one move. */
export function applyMark(game: Game, mode: MarkMode, primary: number, cells: readonly number[], digit: number): boolean {
  if (mode === 'centre') return game.toggleNote(cells, digit);
  if (mode === 'corner') return game.toggleCorner(cells, digit);
  if (mode === 'colour') return game.paint(cells, digit);
  return game.place(primary, digit);
}

/** The digit of a key by its place on the keyboard ("Digit4", "KeyB"), so Shift+4 is still 4 whatever the layout prints. */
export function keyOfCode(code: string, side: number): number {
  const match = /^(?:Digit|Numpad|Key)([0-9A-Z])$/.exec(code);
  return match?.[1] === undefined || match[1] === '0' ? 0 : digitOfKey(match[1], side);
}

/** The mode buttons, by mode (the digit mode has none: it is what no lit button means). */
const BUTTONS: readonly [MarkMode, string][] = [
  ['centre', 'notes'],
  ['corner', 'mark-corner'],
  ['colour', 'mark-colour'],
];

/** Wires the mode buttons: `onChange(mode)` on a press; `show(mode)` lights the button of `mode`. */
export function setUpMarkModes(onChange: (mode: MarkMode) => void): { show(mode: MarkMode): void } {
  const pad = document.getElementById('pad');
  const buttons = BUTTONS.map(([mode, id]) => {
    const button = document.getElementById(id);
    button?.addEventListener('click', () => onChange(button.getAttribute('aria-pressed') === 'true' ? 'digit' : mode));
    return [mode, button] as const;
  });
  return {
    show(mode) {
      for (const [each, button] of buttons) button?.setAttribute('aria-pressed', String(each === mode));
      if (pad !== null) pad.dataset['mode'] = mode;
    },
  };
}
