/**
 * Child process of big-grids.js: solves big-grid puzzles with `dancing-links`
 * (npm) one by one and reports each one's CPU time. It runs in its own
 * process because a DLX search cannot be interrupted from inside: the parent
 * kills this process when a puzzle passes the cap and starts a fresh one at
 * the next puzzle.
 *
 * Message in:  { side, lines }            (one-line puzzles)
 * Messages out: { index, ms, solution }   per puzzle (solution: digits 1..N, or null)
 *               { started: index }        just before each puzzle (the parent times the cap from it)
 */
import { DancingLinks } from 'dancing-links';
import { cpuClock } from './cpu-clock.js';
import { lineToCells } from './datasets.js';
import { exactCoverRows } from './solvers-npm.js';

process.on('message', ({ side, lines, first }) => {
  const dlx = new DancingLinks();
  const columns = 4 * side * side;
  for (let index = first; index < lines.length; index++) {
    const rows = exactCoverRows(lineToCells(lines[index]), side);
    process.send({ started: index });
    const start = cpuClock.fn();
    const solver = dlx.createSolver({ columns });
    solver.addSparseConstraints(rows);
    const found = solver.findOne();
    const ms = cpuClock.fn() - start;
    let solution = null;
    if (found[0] !== undefined) {
      solution = new Array(side * side).fill(0);
      for (const { data } of found[0]) solution[Math.floor(data / side)] = (data % side) + 1;
    }
    process.send({ index, ms, solution });
  }
  // The parent ends this process once it has the last answer.
});
