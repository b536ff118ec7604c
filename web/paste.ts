/**
 * Paste anywhere: a puzzle pasted outside the text fields (a line, or a
 * block of rows in any form the library reads) fills the grid.
 */

/**
 * Listens for pastes on the whole page. Text areas keep their own paste, and
 * so does the one-line field for one line (a single-line field would glue a
 * block of rows together, so blocks are taken over there too).
 */
export function setUpPaste(onPuzzleText: (text: string) => void): void {
  document.addEventListener('paste', (event) => {
    const target = event.target;
    if (target instanceof HTMLTextAreaElement) return;
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (text.trim() === '') return;
    // The grid's cells are inputs too, but a pasted puzzle means the whole grid.
    const isLineField = target instanceof HTMLInputElement && target.type === 'text' && !target.classList.contains('cell');
    if (isLineField && !text.trim().includes('\n')) return;
    event.preventDefault();
    onPuzzleText(text);
  });
}
