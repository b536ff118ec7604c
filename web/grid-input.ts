/**
 * The grid a person types into: one `<input>` per cell.
 *
 * Keys: a symbol (1-9, then A-G on 16×16) fills the cell and moves right;
 * `.`, `0` or Space blank it and move right; Backspace/Delete blank it;
 * arrows move (wrapping at row ends); Tab and Shift+Tab follow the page order.
 * Cells typed by the person are givens; cells filled by the solver are marked
 * `solved` and look different, until the person edits the grid again.
 */

import { SYMBOLS } from '../src/grid.js';

/** The editable grid. */
export class GridInput {
  private side = 9;
  private inputs: HTMLInputElement[] = [];

  /**
   * @param container element that receives the cells
   * @param onEdit called after every change the person makes (not after `show`)
   */
  constructor(
    private readonly container: HTMLElement,
    private readonly onEdit: () => void,
  ) {
    container.addEventListener('keydown', (event) => this.onKey(event));
    // Phone keyboards often send no usable `key`: read what landed in the field.
    container.addEventListener('input', (event) => this.onInput(event));
    container.addEventListener('focusin', (event) => {
      if (event.target instanceof HTMLInputElement) event.target.select();
    });
    this.resize(9);
  }

  /** Current side (4, 9 or 16). */
  get size(): number {
    return this.side;
  }

  /** Rebuilds an empty grid of the given side. */
  resize(side: number): void {
    this.side = side;
    const box = Math.round(Math.sqrt(side));
    this.container.replaceChildren();
    this.container.style.setProperty('--side', String(side));
    this.container.dataset['side'] = String(side);
    this.inputs = [];
    for (let cell = 0; cell < side * side; cell++) {
      const row = Math.floor(cell / side);
      const column = cell % side;
      const input = document.createElement('input');
      input.type = 'text';
      input.maxLength = 2;
      input.autocomplete = 'off';
      input.spellcheck = false;
      input.inputMode = side <= 9 ? 'numeric' : 'text';
      input.className = 'cell';
      if (column % box === box - 1 && column < side - 1) input.classList.add('box-right');
      if (row % box === box - 1 && row < side - 1) input.classList.add('box-bottom');
      input.setAttribute('aria-label', `row ${row + 1}, column ${column + 1}`);
      input.dataset['cell'] = String(cell);
      this.container.append(input);
      this.inputs.push(input);
    }
  }

  /**
   * Shows a puzzle: `givens` (a line, `.` for blanks) and, optionally, a
   * solution whose extra digits are marked as solved.
   */
  show(givens: string, side: number, solution?: string): void {
    if (side !== this.side) this.resize(side);
    this.inputs.forEach((input, cell) => {
      const given = givens[cell] ?? '.';
      const solved = solution?.[cell];
      const isGiven = given !== '.' && given !== '0';
      input.value = isGiven ? given : (solved ?? '');
      input.dataset['value'] = input.value;
      input.classList.toggle('given', isGiven);
      input.classList.toggle('solved', !isGiven && solved !== undefined);
      input.classList.remove('clash');
    });
  }

  /** Marks cells that break the rules (e.g. two equal givens in one unit). */
  markClash(cells: readonly number[]): void {
    for (const cell of cells) this.inputs[cell]?.classList.add('clash');
  }

  /** The person's entries (solver digits excluded) as one line, `.` for blanks. */
  givens(): string {
    return this.inputs
      .map((input) => (input.classList.contains('solved') || input.value === '' ? '.' : input.value))
      .join('');
  }

  /** Moves keyboard focus to a cell. */
  focus(cell = 0): void {
    this.inputs[cell]?.focus();
  }

  private cellOf(target: EventTarget | null): number {
    return target instanceof HTMLInputElement ? Number(target.dataset['cell'] ?? -1) : -1;
  }

  private onKey(event: KeyboardEvent): void {
    const cell = this.cellOf(event.target);
    if (cell < 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    const side = this.side;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -side, ArrowDown: side };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      this.focus((cell + move + side * side) % (side * side));
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      this.write(cell, '');
    } else if (event.key.length === 1) {
      event.preventDefault();
      this.type(cell, event.key);
    }
  }

  private onInput(event: Event): void {
    const cell = this.cellOf(event.target);
    const input = this.inputs[cell];
    if (input === undefined) return;
    const typed = input.value.slice(-1);
    if (typed === '') this.write(cell, '');
    else if (!this.type(cell, typed)) input.value = input.dataset['value'] ?? '';
  }

  /** Handles one typed character; false when it is no symbol for this size. */
  private type(cell: number, key: string): boolean {
    const symbol = key.toUpperCase();
    const digit = SYMBOLS.indexOf(symbol) + 1;
    if (digit >= 1 && digit <= this.side) {
      this.write(cell, symbol);
    } else if (symbol === '.' || symbol === '0' || symbol === ' ') {
      this.write(cell, '');
    } else {
      return false;
    }
    if (cell + 1 < this.side * this.side) this.focus(cell + 1);
    return true;
  }

  private write(cell: number, symbol: string): void {
    const input = this.inputs[cell];
    if (input === undefined) return;
    // Any edit makes the shown solution stale: drop the solver's digits.
    for (const other of this.inputs) {
      if (other.classList.contains('solved')) {
        other.value = '';
        other.dataset['value'] = '';
        other.classList.remove('solved');
      }
      other.classList.remove('clash');
    }
    input.value = symbol;
    input.dataset['value'] = symbol;
    input.classList.toggle('given', symbol !== '');
    this.onEdit();
  }
}
