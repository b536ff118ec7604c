/**
 * The one error type of sudoku-wasm. Every way a puzzle can be refused has a
 * stable `code` (safe to switch on; the message may be reworded) and says
 * where the problem is.
 *
 * Positions, chosen so that the fields read like the message:
 * - `row`, `column`: 1-based grid coordinates ("row 3, column 7").
 * - `cell`: 0-based index into the cells, row by row (`(row-1)*side + column-1`).
 * - `line`, `char`: 1-based position in the input text, for text input.
 */

/** Why a puzzle was refused. */
export type SudokuErrorCode =
  /** A one-line puzzle (or a `Uint8Array`) whose length is not 16, 81, 256 or 625. */
  | 'BAD_LENGTH'
  /** A character or number that is not a cell value for this grid size. */
  | 'BAD_SYMBOL'
  /** A block of rows (or `number[][]`) with a row count other than 4, 9, 16 or 25. */
  | 'BAD_SIZE'
  /** Rows of unequal length, or input that is not text, rows or cells. */
  | 'BAD_SHAPE'
  /** Two givens with the same digit in one row, column or box. */
  | 'DUPLICATE_GIVEN'
  /** Nothing to read. */
  | 'EMPTY_INPUT'
  /** A pencil-mark state with an empty cell that has no candidate left. */
  | 'NO_CANDIDATE'
  /** A pencil-mark state where a placed digit is still a candidate of a cell in its row, column or box. */
  | 'PLACED_CANDIDATE'
  /** A position (logic state) that no solution completes; placed at the first cell that breaks it, when one can be named. */
  | 'UNSOLVABLE'
  /** A call whose answer is a list (`find`) ran out of its `timeoutMs` before the list was complete. */
  | 'TIMEOUT';

/** Where in the grid and in the input text an error is (all optional). */
export interface SudokuErrorPlace {
  /** 1-based row of the grid. */
  row?: number;
  /** 1-based column of the grid. */
  column?: number;
  /** 0-based cell index, row by row. */
  cell?: number;
  /** 1-based line of the input text. */
  line?: number;
  /** 1-based character position within `line`. */
  char?: number;
}

/** The other half of a DUPLICATE_GIVEN: the earlier given, the unit both share, the digit. */
export interface SudokuErrorClash {
  /** The repeated digit. */
  digit: number;
  /** The unit both givens are in. */
  unit: 'row' | 'column' | 'box';
  /** The earlier given (the error's own row/column/cell is the later one). */
  other: { row: number; column: number; cell: number };
}

/** `SudokuError` as plain data (`JSON.stringify`, `postMessage`): only the fields it has. */
export interface SudokuErrorJSON extends SudokuErrorPlace, Partial<SudokuErrorClash> {
  name: 'SudokuError';
  code: SudokuErrorCode;
  message: string;
}

/** A refused puzzle: stable `code`, one-line `message`, and its place. */
export class SudokuError extends Error implements SudokuErrorPlace {
  readonly code: SudokuErrorCode;
  declare readonly row?: number;
  declare readonly column?: number;
  declare readonly cell?: number;
  declare readonly line?: number;
  declare readonly char?: number;
  /** DUPLICATE_GIVEN only: the repeated digit. */
  declare readonly digit?: number;
  /** DUPLICATE_GIVEN only: the unit both givens share. */
  declare readonly unit?: SudokuErrorClash['unit'];
  /** DUPLICATE_GIVEN only: the earlier given of the two. */
  declare readonly other?: SudokuErrorClash['other'];

  /**
   * @param code stable reason
   * @param what the problem in words, without the place ("bad symbol 'x'")
   * @param place where it is; appended to the message in a fixed form
   * @param clash for DUPLICATE_GIVEN: the partner given, the unit and the digit
   */
  constructor(code: SudokuErrorCode, what: string, place: SudokuErrorPlace = {}, clash?: SudokuErrorClash) {
    super(what + describePlace(place));
    this.name = 'SudokuError';
    this.code = code;
    // Only set the fields we know, so `toEqual` / `toMatchObject` stay tidy.
    if (place.row !== undefined) this.row = place.row;
    if (place.column !== undefined) this.column = place.column;
    if (place.cell !== undefined) this.cell = place.cell;
    if (place.line !== undefined) this.line = place.line;
    if (place.char !== undefined) this.char = place.char;
    if (clash !== undefined) {
      this.digit = clash.digit;
      this.unit = clash.unit;
      this.other = { ...clash.other };
    }
  }

  /** The code, message and every place field set (an Error's own fields are not enumerable). */
  toJSON(): SudokuErrorJSON {
    const json: SudokuErrorJSON = { name: 'SudokuError', code: this.code, message: this.message };
    for (const key of PLACE_KEYS) if (this[key] !== undefined) json[key] = this[key];
    if (this.digit !== undefined) json.digit = this.digit;
    if (this.unit !== undefined) json.unit = this.unit;
    if (this.other !== undefined) json.other = { ...this.other };
    return json;
  }

  /**
   * The error again from its `toJSON()`: same code, message and fields (a
   * SudokuError that crossed `postMessage`, where only plain data travels).
   */
  static fromJSON(json: SudokuErrorJSON): SudokuError {
    const place: SudokuErrorPlace = {};
    for (const key of PLACE_KEYS) if (json[key] !== undefined) place[key] = json[key];
    const clash = json.digit !== undefined && json.unit !== undefined && json.other !== undefined ? { digit: json.digit, unit: json.unit, other: json.other } : undefined;
    const error = new SudokuError(json.code, '', place, clash);
    // The message as it was made, place included (the constructor appends the place to `what`).
    error.message = json.message;
    return error;
  }
}

const PLACE_KEYS = ['row', 'column', 'cell', 'line', 'char'] as const;

/** " at row 3, column 7 (line 3, column 13)" — or less, as known. */
function describePlace(place: SudokuErrorPlace): string {
  let text = '';
  if (place.row !== undefined && place.column !== undefined) {
    text = ` at row ${place.row}, column ${place.column}`;
  } else if (place.cell !== undefined) {
    text = ` at cell ${place.cell}`;
  }
  if (place.line !== undefined) {
    const where = place.char !== undefined ? `line ${place.line}, column ${place.char}` : `line ${place.line}`;
    text += text === '' ? ` at ${where}` : ` (${where})`;
  }
  return text;
}
