/**
 * Which cells to highlight when the givens clash. The library names one cell
 * of the clash (SudokuError.cell); the page shows its partners too: every
 * cell in the same row, column or box that holds the same symbol.
 */

/**
 * @param givens the puzzle as one line, `.` for blanks
 * @param side 4, 9 or 16
 * @param cell the 0-based cell the library reported
 * @returns the clashing cells in reading order (including `cell`)
 */
export function clashingCells(givens: string, side: number, cell: number): number[] {
  const symbol = givens[cell];
  if (symbol === undefined || symbol === '.' || symbol === '0') return [cell];
  const box = Math.round(Math.sqrt(side));
  const row = Math.floor(cell / side);
  const column = cell % side;
  const boxOf = (r: number, c: number): number => Math.floor(r / box) * box + Math.floor(c / box);
  const found = [cell];
  for (let other = 0; other < side * side; other++) {
    if (other === cell || givens[other] !== symbol) continue;
    const r = Math.floor(other / side);
    const c = other % side;
    if (r === row || c === column || boxOf(r, c) === boxOf(row, column)) found.push(other);
  }
  return found.sort((a, b) => a - b);
}
