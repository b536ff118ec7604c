/**
 * A game in progress: the givens (locked), the player's digits and notes,
 * the solution to check against, and the undo history. Every change goes
 * through a move (history.ts), so undo, redo and saving see all of them.
 * Pure data and rules: no DOM, no clock, no worker.
 */
import { bitOf, boardOf, candidatesOf, cellName } from './board.js';
import { History, type CellContent, type HistoryData, type Move } from './history.js';

/** How many cell colours a player can choose from. */
export const COLOURS = 6;

/** A digit for a cell. */
export interface CellDigit {
  cell: number;
  digit: number;
}

/** What a hint changes: digits to place, candidates to remove. */
export interface StepEffect {
  placements: readonly CellDigit[];
  eliminations: readonly CellDigit[];
}

/** Where the player's position departs from the solution, and how. */
export interface Mistake {
  cell: number;
  /** `value`: a wrong digit; `notes`: the cell's notes have lost its digit. */
  kind: 'value' | 'notes';
}

/** How the puzzle came to be: shown beside the grid, saved with the game. */
export interface PuzzleInfo {
  /** The rating's level word (easy … extreme), when known. */
  level?: string;
  /** The SE rating, when known. */
  er?: number;
  /** The generator's seed, when generated. */
  seed?: number;
}

/** A game as saved: plain JSON. */
export interface GameData {
  side: number;
  givens: number[];
  solution: number[] | null;
  values: number[];
  notes: number[];
  /** Corner marks, colours and hand-removed notes per cell (absent in games saved before marks: all 0). */
  corners?: number[];
  colours?: number[];
  struck?: number[];
  /** Whether wrong digits are marked at once, and how many were placed (absent in older saves). */
  autoCheck?: boolean;
  mistakes?: number;
  history: HistoryData;
  info: PuzzleInfo;
}

/** The position a hint is asked for: digits (0: empty) and each empty cell's candidates. */
export interface HintPosition {
  side: number;
  cells: number[];
  /** Bit d-1 set: d is still possible there (0 for filled cells). */
  candidates: number[];
}

/** One game. */
export class Game {
  readonly side: number;
  readonly givens: readonly number[];
  /** The unique solution, once known (a shared link's puzzle is solved after it opens). */
  solution: readonly number[] | undefined;
  readonly info: PuzzleInfo;
  /** When true, wrong digits are marked as soon as they are placed (off by default). */
  autoCheck: boolean;
  /** Wrong digits placed so far (against the solution, once known). */
  mistakes: number;
  /** When true, placing a digit removes it from the notes of the cell's peers. */
  autoUpdateNotes = true;
  private readonly values: number[];
  private readonly notes: number[];
  private readonly corners: number[];
  private readonly colours: number[];
  private readonly struck: number[];
  private readonly history: History;

  private constructor(data: GameData) {
    this.side = data.side;
    this.givens = data.givens;
    this.solution = data.solution ?? undefined;
    this.values = [...data.values];
    this.notes = [...data.notes];
    const zeros = (): number[] => new Array<number>(data.givens.length).fill(0);
    this.corners = data.corners === undefined ? zeros() : [...data.corners];
    this.colours = data.colours === undefined ? zeros() : [...data.colours];
    this.struck = data.struck === undefined ? zeros() : [...data.struck];
    this.history = new History(data.history);
    this.autoCheck = data.autoCheck === true;
    this.mistakes = Number.isInteger(data.mistakes) ? (data.mistakes ?? 0) : 0;
    this.info = data.info;
  }

  /** A fresh game of `givens` (digits, 0 for empty), side × side. */
  static start(side: number, givens: readonly number[], solution?: readonly number[], info: PuzzleInfo = {}): Game {
    const board = boardOf(side);
    if (givens.length !== board.cellCount) throw new Error(`a ${side}×${side} puzzle has ${board.cellCount} cells, not ${givens.length}`);
    return new Game({
      side,
      givens: [...givens],
      solution: solution === undefined ? null : [...solution],
      values: [...givens],
      notes: new Array<number>(board.cellCount).fill(0),
      history: { done: [], undone: [] },
      info,
    });
  }

  /** A saved game back; throws on data that is not one (the caller starts afresh). */
  static restore(data: GameData): Game {
    const board = boardOf(data.side);
    const sized = (list: unknown): boolean => Array.isArray(list) && list.length === board.cellCount && list.every((v) => Number.isInteger(v));
    const marks = [data.corners, data.colours, data.struck].filter((list) => list !== undefined);
    if (!sized(data.givens) || !sized(data.values) || !sized(data.notes) || !marks.every(sized) || (data.solution !== null && !sized(data.solution))) {
      throw new Error('saved game: wrong cell lists');
    }
    if (data.givens.some((given, cell) => given !== 0 && data.values[cell] !== given)) throw new Error('saved game: a given was changed');
    if (!Array.isArray(data.history?.done) || !Array.isArray(data.history?.undone)) throw new Error('saved game: no history');
    return new Game(data);
  }

  /** Plain data to save. */
  toData(): GameData {
    return {
      side: this.side,
      givens: [...this.givens],
      solution: this.solution === undefined ? null : [...this.solution],
      values: [...this.values],
      notes: [...this.notes],
      corners: [...this.corners],
      colours: [...this.colours],
      struck: [...this.struck],
      autoCheck: this.autoCheck,
      mistakes: this.mistakes,
      history: this.history.toData(),
      info: { ...this.info },
    };
  }

  /** Cells in the grid. */
  get cellCount(): number {
    return this.givens.length;
  }

  /** The digit in `cell` (0: empty). */
  valueAt(cell: number): number {
    return this.values[cell] ?? 0;
  }

  /** The notes of `cell` as a mask (bit d-1 for digit d). */
  notesAt(cell: number): number {
    return this.notes[cell] ?? 0;
  }

  /** The corner marks of `cell` as a mask. */
  cornersAt(cell: number): number {
    return this.corners[cell] ?? 0;
  }

  /** The colour of `cell` (0: none). */
  colourAt(cell: number): number {
    return this.colours[cell] ?? 0;
  }

  /** True for a given: locked. */
  isGiven(cell: number): boolean {
    return (this.givens[cell] ?? 0) !== 0;
  }

  /** All digits, one per cell (0: empty). */
  currentValues(): number[] {
    return [...this.values];
  }

  /**
   * Puts `digit` in `cell` (the same digit again empties it), clearing its
   * notes; with auto-update, removes `digit` from its peers' notes. False
   * when nothing changed (a given, or a digit out of range).
   */
  place(cell: number, digit: number): boolean {
    if (this.isGiven(cell) || digit < 1 || digit > this.side) return false;
    const value = this.valueAt(cell) === digit ? 0 : digit;
    const targets = new Map<number, Partial<CellContent>>([[cell, { value, notes: 0 }]]);
    if (value !== 0 && this.autoUpdateNotes) this.dropFromPeers(cell, value, targets);
    if (value !== 0 && this.solution !== undefined && this.solution[cell] !== value) this.mistakes++;
    return this.commit(targets);
  }

  /** Empties `cells` (digit, notes and corner marks; not colours). False when none of them changes. */
  erase(cells: number | readonly number[]): boolean {
    const open = (typeof cells === 'number' ? [cells] : cells).filter((cell) => !this.isGiven(cell));
    return this.commit(new Map(open.map((cell) => [cell, { value: 0, notes: 0, corners: 0 }])));
  }

  /**
   * Adds `digit` to the centre notes of the empty `cells`, or removes it
   * from all of them when they all have it (as one move). A note removed
   * here is remembered as removed by hand, so Fill notes leaves it out.
   */
  toggleNote(cells: number | readonly number[], digit: number): boolean {
    const empty = this.emptyOf(cells);
    if (empty.length === 0 || digit < 1 || digit > this.side) return false;
    const bit = bitOf(digit);
    const remove = empty.every((cell) => (this.notesAt(cell) & bit) !== 0);
    const targets = new Map<number, Partial<CellContent>>();
    for (const cell of empty) {
      const struck = this.struck[cell] ?? 0;
      targets.set(cell, remove ? { notes: this.notesAt(cell) & ~bit, struck: struck | bit } : { notes: this.notesAt(cell) | bit, struck: struck & ~bit });
    }
    return this.commit(targets);
  }

  /** Adds `digit` to the corner marks of the empty `cells`, or removes it when they all have it. */
  toggleCorner(cells: readonly number[], digit: number): boolean {
    const empty = this.emptyOf(cells);
    if (empty.length === 0 || digit < 1 || digit > this.side) return false;
    const bit = bitOf(digit);
    const remove = empty.every((cell) => (this.cornersAt(cell) & bit) !== 0);
    return this.commit(new Map(empty.map((cell) => [cell, { corners: remove ? this.cornersAt(cell) & ~bit : this.cornersAt(cell) | bit }])));
  }

  /** Colours `cells` with `colour` (1…COLOURS), or clears it when they all have it; 0 clears. */
  paint(cells: readonly number[], colour: number): boolean {
    if (colour < 0 || colour > COLOURS || cells.length === 0) return false;
    const clear = colour === 0 || cells.every((cell) => this.colourAt(cell) === colour);
    return this.commit(new Map(cells.map((cell) => [cell, { colour: clear ? 0 : colour }])));
  }

  /**
   * Sets every empty cell's notes to the digits its peers allow, but for
   * those the player removed by hand: one move.
   */
  fillCandidates(): boolean {
    const candidates = candidatesOf(this.values, this.side);
    const targets = new Map<number, Partial<CellContent>>();
    candidates.forEach((mask, cell) => {
      if (this.valueAt(cell) === 0) targets.set(cell, { notes: mask & ~(this.struck[cell] ?? 0) });
    });
    return this.commit(targets);
  }

  /**
   * Applies a hint as one move: its eliminations come off the notes (a cell
   * without notes first gets its candidates, so the removal shows), its
   * placements are written in (with auto-update as set).
   */
  applyStep(step: StepEffect): boolean {
    const position = this.hintPosition();
    const targets = new Map<number, Partial<CellContent>>();
    for (const { cell, digit } of step.eliminations) {
      if (this.valueAt(cell) !== 0) continue;
      const notes = targets.get(cell)?.notes ?? position.candidates[cell] ?? 0;
      targets.set(cell, { value: 0, notes: notes & ~bitOf(digit) });
    }
    for (const { cell, digit } of step.placements) {
      if (this.isGiven(cell)) continue;
      targets.set(cell, { value: digit, notes: 0 });
      if (this.autoUpdateNotes) this.dropFromPeers(cell, digit, targets);
    }
    return this.commit(targets);
  }

  /** Takes back the last move. False when there is none. */
  undo(): boolean {
    const move = this.history.undo();
    if (move === undefined) return false;
    for (const change of [...move].reverse()) this.write(change.cell, change.before);
    return true;
  }

  /** Makes the last undone move again. False when there is none. */
  redo(): boolean {
    const move = this.history.redo();
    if (move === undefined) return false;
    for (const change of move) this.write(change.cell, change.after);
    return true;
  }

  /** True when there is a move to undo. */
  get canUndo(): boolean {
    return this.history.canUndo;
  }

  /** True when there is a move to redo. */
  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /** The player's digits that differ from the solution (empty until the solution is known). */
  wrongCells(): number[] {
    const solution = this.solution;
    if (solution === undefined) return [];
    const wrong: number[] = [];
    this.values.forEach((value, cell) => {
      if (value !== 0 && value !== solution[cell]) wrong.push(cell);
    });
    return wrong;
  }

  /**
   * The first place, in reading order, where the position contradicts the
   * solution: a wrong digit, or notes that no longer hold the cell's digit.
   * A hint built on either would teach something false.
   */
  firstMistake(): Mistake | undefined {
    const solution = this.solution;
    if (solution === undefined) return undefined;
    const wrong = this.wrongCells()[0];
    if (wrong !== undefined) return { cell: wrong, kind: 'value' };
    const position = this.hintPosition();
    for (let cell = 0; cell < this.cellCount; cell++) {
      if (this.valueAt(cell) !== 0) continue;
      if (((position.candidates[cell] ?? 0) & bitOf(solution[cell] ?? 0)) === 0) return { cell, kind: 'notes' };
    }
    return undefined;
  }

  /** "there is a mistake in r4c7", as the hint line says it. */
  static mistakeText(mistake: Mistake, side: number): string {
    const where = cellName(mistake.cell, side);
    return mistake.kind === 'value'
      ? `There is a mistake in ${where}: its digit is not the solution's.`
      : `There is a mistake in ${where}: its notes have lost the digit that belongs there.`;
  }

  /** True when every cell holds a digit and they are the solution's (or, unknown solution, break no rule). */
  isSolved(): boolean {
    if (this.values.some((value) => value === 0)) return false;
    if (this.solution !== undefined) return this.wrongCells().length === 0;
    return this.breaksNoRule();
  }

  /**
   * The player's own position for a hint: their digits, and for each empty
   * cell the digits its peers allow, narrowed to the notes the player kept
   * (a cell without notes keeps them all). So candidates removed by hand
   * stay removed, and stale notes (a digit a peer now holds) drop out.
   */
  hintPosition(): HintPosition {
    const allowed = candidatesOf(this.values, this.side);
    const candidates = allowed.map((mask, cell) => {
      const notes = this.notesAt(cell);
      return notes === 0 ? mask : mask & notes;
    });
    return { side: this.side, cells: [...this.values], candidates };
  }

  /** True when no digit repeats in a row, column or box. */
  private breaksNoRule(): boolean {
    const board = boardOf(this.side);
    return this.values.every((value, cell) => (board.peers[cell] ?? []).every((peer) => this.values[peer] !== value));
  }

  /** Adds, to `targets`, the removal of `digit` from the notes of `cell`'s peers that have it. */
  private dropFromPeers(cell: number, digit: number, targets: Map<number, Partial<CellContent>>): void {
    for (const peer of boardOf(this.side).peers[cell] ?? []) {
      const planned = targets.get(peer);
      const notes = planned?.notes ?? this.notesAt(peer);
      if ((notes & bitOf(digit)) === 0) continue;
      targets.set(peer, { ...planned, notes: notes & ~bitOf(digit) });
    }
  }

  /** The empty cells of `cells`. */
  private emptyOf(cells: number | readonly number[]): number[] {
    return (typeof cells === 'number' ? [cells] : cells).filter((cell) => this.valueAt(cell) === 0);
  }

  /**
   * Writes `targets` as one move (cells that do not change are left out).
   * A change records the marks only when they change, so moves of digits
   * and notes stay as small as before marks existed.
   */
  private commit(targets: Map<number, Partial<CellContent>>): boolean {
    const move: Move = [];
    for (const [cell, target] of targets) {
      const before: CellContent = { value: this.valueAt(cell), notes: this.notesAt(cell) };
      const after: CellContent = { value: target.value ?? before.value, notes: target.notes ?? before.notes };
      let changed = before.value !== after.value || before.notes !== after.notes;
      for (const [key, list] of [['corners', this.corners], ['colour', this.colours], ['struck', this.struck]] as const) {
        const now = list[cell] ?? 0;
        const next = target[key] ?? now;
        if (next === now) continue;
        before[key] = now;
        after[key] = next;
        changed = true;
      }
      if (!changed) continue;
      move.push({ cell, before, after });
      this.write(cell, after);
    }
    this.history.record(move);
    return move.length > 0;
  }

  private write(cell: number, content: CellContent): void {
    this.values[cell] = content.value;
    this.notes[cell] = content.notes;
    if (content.corners !== undefined) this.corners[cell] = content.corners;
    if (content.colour !== undefined) this.colours[cell] = content.colour;
    if (content.struck !== undefined) this.struck[cell] = content.struck;
  }
}
