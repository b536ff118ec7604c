/**
 * Undo and redo for a game: each move is the list of cells it changed, with
 * each cell's value and notes before and after, so a move undoes exactly
 * (a hint that touched twenty cells' notes is one step back). Plain data:
 * the whole history is saved with the game.
 */

/**
 * A cell's contents: its digit (0: empty), its centre notes and corner
 * marks (bit d-1 for digit d), its colour (0: none, else 1…COLOURS), and
 * the notes the player took out by hand (so Fill notes leaves them out).
 * The last three are absent in moves that do not change them.
 */
export interface CellContent {
  value: number;
  notes: number;
  corners?: number;
  colour?: number;
  struck?: number;
}

/** One cell's change within a move. */
export interface CellChange {
  cell: number;
  before: CellContent;
  after: CellContent;
}

/** What one action of the player (or one applied hint) changed. */
export type Move = CellChange[];

/** The moves done (oldest first) and the moves undone (the next redo last). */
export interface HistoryData {
  done: Move[];
  undone: Move[];
}

/** How many moves are kept: older ones drop off (a game rarely gets near it; storage stays small). */
export const HISTORY_LIMIT = 2000;

/** An undo/redo stack of moves. */
export class History {
  private readonly done: Move[];
  private readonly undone: Move[];

  /** A history continuing `data` (a saved one), or an empty one. */
  constructor(data: HistoryData = { done: [], undone: [] }) {
    this.done = [...data.done];
    this.undone = [...data.undone];
  }

  /** Records a move the game just made; a new move ends any redo. */
  record(move: Move): void {
    if (move.length === 0) return;
    this.done.push(move);
    if (this.done.length > HISTORY_LIMIT) this.done.shift();
    this.undone.length = 0;
  }

  /** The move to take back (the game restores its `before`s), or undefined. */
  undo(): Move | undefined {
    const move = this.done.pop();
    if (move !== undefined) this.undone.push(move);
    return move;
  }

  /** The move to make again (the game restores its `after`s), or undefined. */
  redo(): Move | undefined {
    const move = this.undone.pop();
    if (move !== undefined) this.done.push(move);
    return move;
  }

  /** True when there is a move to undo. */
  get canUndo(): boolean {
    return this.done.length > 0;
  }

  /** True when there is a move to redo. */
  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** A copy for saving. */
  toData(): HistoryData {
    return { done: [...this.done], undone: [...this.undone] };
  }
}
