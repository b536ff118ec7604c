/**
 * The page's two modes, as tabs: Play (the game) and the solver's tools
 * (solve, race, batch). One is shown at a time; the other is one click away.
 * Kept tiny: the page script imports it before its first answer.
 */

/** Which tab is shown. */
export type Mode = 'play' | 'tools';

const MODES: readonly Mode[] = ['play', 'tools'];

/**
 * Shows `initial` and switches on tab clicks (and arrow keys between the
 * tabs). `onShow(mode)` runs on every switch, the first one included.
 */
export function setUpModes(initial: Mode, onShow: (mode: Mode) => void): void {
  const tabs = MODES.map((mode) => document.getElementById(`tab-${mode}`));
  const show = (mode: Mode): void => {
    MODES.forEach((each, k) => {
      const selected = each === mode;
      tabs[k]?.setAttribute('aria-selected', String(selected));
      tabs[k]?.setAttribute('tabindex', selected ? '0' : '-1');
      const panel = document.getElementById(each);
      if (panel !== null) panel.hidden = !selected;
    });
    onShow(mode);
  };
  MODES.forEach((mode, k) => {
    tabs[k]?.addEventListener('click', () => show(mode));
    tabs[k]?.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const step = event.key === 'ArrowRight' ? 1 : MODES.length - 1;
      const next = MODES[(k + step) % MODES.length] ?? 'play';
      show(next);
      tabs[MODES.indexOf(next)]?.focus();
    });
  });
  show(initial);
}
