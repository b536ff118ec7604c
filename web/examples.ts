/**
 * Example puzzles offered by the page: one per size, a few 9×9 boards of
 * growing difficulty (the README's own example among them), and a famous
 * "hardest" one.
 */

/**
 * A 16×16 puzzle with 116 givens and one solution, made for this page: a
 * shuffled pattern grid with cells removed while the solution stayed unique.
 */
const SIXTEEN =
  '.D.E53.......4..' +
  'CG2..D.9....3..7' +
  '...B1.4F....G..2' +
  '...4C..2.3B5D.89' +
  '7.A1..C.3...E8..' +
  'F..C2...A....593' +
  '.B35741.D..2..FG' +
  '2ED89..3.6..41..' +
  '...G....C.A.7.B1' +
  '.7.34F..5.D.2..8' +
  '....62...7...DE.' +
  '.95..7..8.G6.A4.' +
  'D5.93.7.E..G..A.' +
  'AC6FG8.E417.5...' +
  '.8..D.9B.....73.' +
  '3....C..B......E';

/** A puzzle the person can load with one click. */
export interface Example {
  /** Shown in the menu. */
  label: string;
  /** One line, `.` for blanks. */
  line: string;
}

/** In menu order. */
export const EXAMPLES: readonly Example[] = [
  {
    label: 'Easy 9×9 (the Wikipedia example)',
    line: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  },
  {
    label: 'Easy 9×9 (the README example, ER 1.2)',
    line: '..48...1767.9.....5.8.3...43..74.1...69...78...1.69..51...8.3.6.....6.9124...15..',
  },
  {
    label: 'Medium 9×9 (ER 2.6)',
    line: '7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3',
  },
  {
    label: 'Easy 9×9 (ER 1.2, 37 givens)',
    line: '.3.26.7.168..7..9.19...45..82.1...4...46.29...5...3.28..93...74.4..5..367.3.18...',
  },
  {
    // Arto Inkala's puzzle, billed in 2012 as "the world's hardest sudoku".
    label: "Hardest (Inkala's 2012 puzzle)",
    line: '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
  },
  {
    label: '4×4',
    line: '1...' + '..3.' + '.4..' + '...2',
  },
  {
    label: '16×16',
    line: SIXTEEN,
  },
];
