/**
 * The example boards `sudoku-wasm demo` (npm start) solves, each with where it
 * comes from: three classic example boards of textbook solvers (easy to
 * medium), then a famous hard one to show the search at work.
 */
import { format } from '../grid.js';

/** A bundled puzzle and its source. */
export interface DemoPuzzle {
  title: string;
  source: string;
  /** 0 = blank, as `int[][]` boards are written. */
  rows: number[][];
}

/** The demo's puzzles, in the order printed. */
export const DEMO_PUZZLES: readonly DemoPuzzle[] = [
  {
    title: 'easy example board',
    source: 'the README example (ER 1.2)',
    rows: [
      [0, 0, 4, 8, 0, 0, 0, 1, 7],
      [6, 7, 0, 9, 0, 0, 0, 0, 0],
      [5, 0, 8, 0, 3, 0, 0, 0, 4],
      [3, 0, 0, 7, 4, 0, 1, 0, 0],
      [0, 6, 9, 0, 0, 0, 7, 8, 0],
      [0, 0, 1, 0, 6, 9, 0, 0, 5],
      [1, 0, 0, 0, 8, 0, 3, 0, 6],
      [0, 0, 0, 0, 0, 6, 0, 9, 1],
      [2, 4, 0, 0, 0, 1, 5, 0, 0],
    ],
  },
  {
    title: 'medium example board',
    source: 'a classic backtracking example (ER 2.6)',
    rows: [
      [7, 0, 2, 0, 5, 0, 6, 0, 0],
      [0, 0, 0, 0, 0, 3, 0, 0, 0],
      [1, 0, 0, 0, 0, 9, 5, 0, 0],
      [8, 0, 0, 0, 0, 0, 0, 9, 0],
      [0, 4, 3, 0, 0, 0, 7, 5, 0],
      [0, 9, 0, 0, 0, 0, 0, 0, 8],
      [0, 0, 9, 7, 0, 0, 0, 0, 5],
      [0, 0, 0, 2, 0, 0, 0, 0, 0],
      [0, 0, 7, 0, 4, 0, 2, 0, 3],
    ],
  },
  {
    title: 'easy example board, 37 givens',
    source: 'a classic backtracking example (ER 1.2)',
    rows: [
      [0, 3, 0, 2, 6, 0, 7, 0, 1],
      [6, 8, 0, 0, 7, 0, 0, 9, 0],
      [1, 9, 0, 0, 0, 4, 5, 0, 0],
      [8, 2, 0, 1, 0, 0, 0, 4, 0],
      [0, 0, 4, 6, 0, 2, 9, 0, 0],
      [0, 5, 0, 0, 0, 3, 0, 2, 8],
      [0, 0, 9, 3, 0, 0, 0, 7, 4],
      [0, 4, 0, 0, 5, 0, 0, 3, 6],
      [7, 0, 3, 0, 1, 8, 0, 0, 0],
    ],
  },
  {
    title: 'first puzzle of forum_hardest_1905_11plus',
    source: 'forum_hardest_1905_11plus (enjoysudoku forum, rating 11+)',
    rows: format('98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6', 'array'),
  },
];
