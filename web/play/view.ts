/**
 * Draws a game into the play grid: one button per cell, whose text is its
 * digit (the notes are drawn by CSS from an attribute, so they stay out of
 * the text) and whose accessible name says row, column, value and notes.
 * Marks what the page wants marked: the selection and its row, column and
 * box, the same digit elsewhere, digits that break a rule, a hint's
 * pattern, the cells it changes and its evidence, wrong digits; and the
 * player's corner marks and colours.
 */
import { boardOf, digitsOf, symbolOf } from './board.js';
import { conflictingCells, houseOf } from './conflicts.js';
import type { Game } from './game.js';

/** What to mark besides the digits. */
export interface Marks {
  /** The cell the keys act on; `also`: more cells selected with it (marks go to all). */
  selected: number;
  also: ReadonlySet<number>;
  /** A hint's evidence as SVG markup (hint-evidence.ts), '' for none. */
  evidence: string;
  /** A hint's pattern cells, its units' cells, and the cells it changes. */
  patternCells: ReadonlySet<number>;
  unitCells: ReadonlySet<number>;
  targetCells: ReadonlySet<number>;
  /** Cells to mark wrong (after Check, or the mistake a hint found). */
  wrongCells: ReadonlySet<number>;
}

/** No marks but the selection. */
export function plainMarks(selected: number): Marks {
  const none = new Set<number>();
  return { selected, also: none, evidence: '', patternCells: none, unitCells: none, targetCells: none, wrongCells: none };
}

/** The grid's cells, made once per size. */
export class GridView {
  private cells: HTMLButtonElement[] = [];
  private side = 0;
  private readonly overlay = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  /** The cell a touch started on, and whether it has moved on to others since. */
  private dragFrom = -1;
  private dragged = false;

  /**
   * Draws into `root` (the #play-grid element); `onPick(cell, adding)` on a
   * click or tap, `adding` when it extends the selection (Shift or Ctrl
   * held, or a finger dragged on from a selected cell).
   */
  constructor(
    private readonly root: HTMLElement,
    private readonly onPick: (cell: number, adding: boolean) => void,
  ) {
    this.overlay.classList.add('evidence');
    this.overlay.setAttribute('aria-hidden', 'true');
    // A finger drawn across the grid selects every cell it crosses, from
    // the one it started on; the tap's click that ends a drag is not a pick.
    root.addEventListener('pointerdown', (event) => {
      this.dragFrom = this.cellAt(event);
      this.dragged = false;
    });
    root.addEventListener('pointermove', (event) => {
      if (event.pointerType === 'mouse' || event.buttons === 0) return;
      const cell = this.cellAt(event);
      if (cell < 0 || (cell === this.dragFrom && !this.dragged)) return;
      if (!this.dragged) this.onPick(this.dragFrom, false);
      this.dragged = true;
      if (!this.cells[cell]?.classList.contains('selected')) this.onPick(cell, true);
    });
  }

  /** The cell under a pointer, or -1. */
  private cellAt(event: PointerEvent): number {
    const under = document.elementFromPoint(event.clientX, event.clientY);
    return under instanceof HTMLButtonElement ? this.cells.indexOf(under) : -1;
  }

  /** The button of `cell`. */
  cell(cell: number): HTMLButtonElement | undefined {
    return this.cells[cell];
  }

  /** Redraws every cell of `game` with `marks`. */
  draw(game: Game, marks: Marks): void {
    if (game.side !== this.side) this.build(game.side);
    const selectedValue = game.valueAt(marks.selected);
    const conflicts = conflictingCells(game.currentValues(), game.side);
    const house = houseOf(marks.selected, game.side);
    for (let cell = 0; cell < game.cellCount; cell++) {
      const button = this.cells[cell];
      if (button === undefined) continue;
      const value = game.valueAt(cell);
      const notes = value === 0 ? game.notesAt(cell) : 0;
      const text = symbolOf(value);
      if (button.textContent !== text) button.textContent = text;
      button.dataset['notes'] = notes === 0 ? '' : this.noteLayout(notes, game.side);
      const corners = value === 0 ? game.cornersAt(cell) : 0;
      button.dataset['corners'] = digitsOf(corners).map(symbolOf).join('');
      button.dataset['colour'] = String(game.colourAt(cell));
      if (conflicts.has(cell)) button.dataset['conflict'] = 'true';
      else delete button.dataset['conflict'];
      const row = Math.floor(cell / game.side) + 1;
      const column = (cell % game.side) + 1;
      const what =
        value !== 0 ? `${text}${game.isGiven(cell) ? ', given' : ''}` : notes !== 0 ? `empty, notes ${digitsOf(notes).map(symbolOf).join(' ')}` : 'empty';
      const cornerWords = corners === 0 ? '' : `, corner ${digitsOf(corners).map(symbolOf).join(' ')}`;
      button.setAttribute('aria-label', `Row ${row}, column ${column}: ${what}${cornerWords}${conflicts.has(cell) ? ', breaks a rule' : ''}`);
      const classes = button.classList;
      classes.toggle('given', game.isGiven(cell));
      classes.toggle('selected', cell === marks.selected || marks.also.has(cell));
      classes.toggle('house', house.has(cell));
      classes.toggle('same', selectedValue !== 0 && value === selectedValue && cell !== marks.selected);
      classes.toggle('pattern', marks.patternCells.has(cell));
      classes.toggle('unit', marks.unitCells.has(cell));
      classes.toggle('target', marks.targetCells.has(cell));
      classes.toggle('wrong', marks.wrongCells.has(cell));
      button.tabIndex = cell === marks.selected ? 0 : -1;
    }
    if (this.overlay.innerHTML !== marks.evidence) this.overlay.innerHTML = marks.evidence;
  }

  /**
   * The notes as lines of the box's shape ("1 3", " 5 ", "  9"), a space
   * for each absent digit; on 16×16 just the digits, wrapped by the cell,
   * so they can be drawn large enough to read on a phone.
   */
  private noteLayout(notes: number, side: number): string {
    if (side === 16) return digitsOf(notes).map(symbolOf).join('');
    const boxSide = boardOf(side).boxSide;
    const lines: string[] = [];
    for (let r = 0; r < boxSide; r++) {
      let line = '';
      for (let c = 0; c < boxSide; c++) {
        const digit = r * boxSide + c + 1;
        // A no-break space: an ordinary one may collapse at a line's end and shift the line.
        line += (notes >>> (digit - 1)) & 1 ? symbolOf(digit) : '\u00a0';
      }
      lines.push(line);
    }
    return lines.join('\n');
  }

  private build(side: number): void {
    this.side = side;
    const boxSide = boardOf(side).boxSide;
    this.root.dataset['side'] = String(side);
    this.root.style.setProperty('--side', String(side));
    this.cells = [];
    const made: HTMLButtonElement[] = [];
    for (let cell = 0; cell < side * side; cell++) {
      const row = Math.floor(cell / side);
      const column = cell % side;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'pcell';
      button.dataset['testid'] = `cell-${row + 1}-${column + 1}`;
      if ((column + 1) % boxSide === 0 && column + 1 < side) button.classList.add('box-right');
      if ((row + 1) % boxSide === 0 && row + 1 < side) button.classList.add('box-bottom');
      button.addEventListener('click', (event) => {
        if (!this.dragged) this.onPick(cell, event.shiftKey || event.ctrlKey || event.metaKey);
        this.dragged = false;
      });
      made.push(button);
    }
    const labels = Array.from({ length: 2 * side }, (_, k) => {
      const label = document.createElement('span');
      label.className = k < side ? 'label column' : 'label row';
      label.textContent = String((k % side) + 1);
      label.style.setProperty('--at', String(k % side));
      return label;
    });
    this.overlay.setAttribute('viewBox', `0 0 ${side * boxSide} ${side * boxSide}`);
    this.root.replaceChildren(...made, this.overlay, ...labels);
    this.cells = made;
  }
}
