/**
 * Classic 3 — search over an explicit stack of immutable boards, blanks
 * ordered by fewest candidates (seed 000, Scala).
 *
 * `getEmptyPoints` lists the blanks once, at the start, sorted (stably) by how
 * many digits each could take on the puzzle as given — the seed's improvement
 * over scanning (0,0)…(N-1,N-1). The order is then fixed: the search does not
 * re-pick the tightest cell after each placement (that would be dynamic MRV;
 * the seed does not do it).
 *
 * `solve` pops a frame (board, remaining points); if no point remains the
 * board is a solution; otherwise it computes the head point's candidates on
 * that board (`getNextNum`: all digits minus its row, column and group) and
 * pushes one new frame per candidate, each holding its own copy of the board
 * (`board.updated` on an immutable Vector). Nothing on the stack is ever
 * modified. Generic in BOARD_SIZE / BOARD_GROUP_SIZE as the seed is.
 *
 * Coordinates: the seed iterates `row` as the x (column) index and
 * `col` as the y (row) index; the blank list is therefore column-major,
 * which this keeps, since it decides the tie order of the sort.
 */
import { Deadline, boxSideOf, checkShape } from './deadline.js';
import { GAVE_UP, type ClassicOptions, type ClassicResult, type ClassicSolver } from './types.js';

/** One stack entry: an immutable board and how far along the point list it is. */
interface Frame {
  readonly board: Uint8Array;
  /** Index into the shared point list: points[next..] remain (the seed's `points.tail`). */
  readonly next: number;
}

/** Digits 1..size still possible at `cell` (the seed's `getNextNum`), ascending. */
function getNextNum(board: Uint8Array, size: number, group: number, cell: number, out: number[]): number[] {
  out.length = 0;
  const y = Math.floor(cell / size);
  const x = cell - y * size;
  const gy = Math.floor(y / group) * group;
  const gx = Math.floor(x / group) * group;
  for (let num = 1; num <= size; num++) {
    let used = false;
    for (let i = 0; i < size && !used; i++) {
      used = board[y * size + i] === num || board[i * size + x] === num;
    }
    for (let r = gy; r < gy + group && !used; r++) {
      for (let c = gx; c < gx + group && !used; c++) used = board[r * size + c] === num;
    }
    if (!used) out.push(num);
  }
  return out;
}

/** The seed's `getEmptyPoints`: blanks, column-major, stably sorted by candidate count. */
function getEmptyPoints(board: Uint8Array, size: number, group: number): number[] {
  const scratch: number[] = [];
  const points: { cell: number; count: number }[] = [];
  for (let x = 0; x < size; x++) {
    for (let y = 0; y < size; y++) {
      const cell = y * size + x;
      if (board[cell] === 0) points.push({ cell, count: getNextNum(board, size, group, cell, scratch).length });
    }
  }
  points.sort((a, b) => a.count - b.count); // Array.prototype.sort is stable, as Scala's sortBy
  return points.map((p) => p.cell);
}

/** Classic 3: fewest-candidates order, explicit stack of immutable boards. */
export const stackMrv: ClassicSolver = {
  id: 'stack',
  name: 'MRV order, stack of boards',
  seed: '000 (Scala)',
  description: 'blanks sorted once by candidate count; an explicit stack of immutable board copies, one per candidate digit',
  guessesMean: 'boards pushed for a cell with ≥ 2 candidates',
  sides: [4, 9, 16, 25],
  solve(cells: Uint8Array, side: number, options: ClassicOptions = {}): ClassicResult {
    checkShape(cells, side, this.sides, 'stack MRV');
    const limit = options.limit ?? 1;
    const deadline = new Deadline(options.deadline, options.clock);
    const group = boxSideOf(side);
    const points = getEmptyPoints(cells, side, group);
    const stack: Frame[] = [{ board: cells.slice(), next: 0 }];
    const candidates: number[] = [];
    let count = 0;
    let guesses = 0;
    let solution: Uint8Array | null = null;
    while (stack.length > 0) {
      if (deadline.tick()) break;
      const frame = stack.pop() as Frame;
      if (frame.next === points.length) {
        count++;
        solution ??= frame.board;
        if (count >= limit) break;
        continue;
      }
      const cell = points[frame.next] ?? 0;
      getNextNum(frame.board, side, group, cell, candidates);
      if (candidates.length >= 2) guesses += candidates.length;
      // `newStacks ::: frameTail`: the first candidate must be popped first, so push in reverse.
      for (let i = candidates.length - 1; i >= 0; i--) {
        const board = frame.board.slice();
        board[cell] = candidates[i] ?? 0;
        stack.push({ board, next: frame.next + 1 });
      }
    }
    return { count: deadline.expired ? GAVE_UP : count, solution, guesses };
  },
};
