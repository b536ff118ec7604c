/**
 * Keeps the keyboard on the grid: after any button of the Play tab (Hint,
 * New puzzle, Redo, a pad digit…), focus goes back to the selected cell, so
 * H, digits, arrows and Ctrl+Z keep working. A button that disables itself
 * while it waits would otherwise drop focus to the page body.
 */

/** After each button click in `panel`, and whenever `refocus` is called, focuses `cell()` (when the panel shows and no field has focus). */
export function keepFocusOnGrid(panel: HTMLElement, cell: () => HTMLElement | undefined): () => void {
  const refocus = (): void => {
    const active = panel.ownerDocument.activeElement;
    const inField = active instanceof HTMLInputElement || active instanceof HTMLSelectElement || active instanceof HTMLTextAreaElement;
    if (!panel.hidden && !inField && (active === panel.ownerDocument.body || panel.contains(active))) cell()?.focus();
  };
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button') !== null) refocus();
  });
  return refocus;
}
