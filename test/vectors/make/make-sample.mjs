// test/data/sample-2000.txt: 500 puzzles from each dataset, every k-th puzzle.
import { readFileSync, writeFileSync } from 'node:fs';
const sets = [
  ['unbiased_1000.txt', 'random unbiased puzzles; the file has no header, the datasets README lists it among the tdoku benchmark sets'],
  ['17_clue.txt', "Gordon Royle's 17-clue list, http://staffhome.ecm.uwa.edu.au/~00013890/sudokumin.php, updated from https://sites.google.com/site/dobrichev/sudoku-puzzle-collections"],
  ['magictour_top1465.txt', 'magictour "top1465", http://magictour.free.fr/sudoku.htm'],
  ['forum_hardest_1905_11plus.txt', 'enjoysudoku forum hardest puzzles, rating 11+; the file has no header, the datasets README lists it among the tdoku benchmark sets'],
];
const out = ['# 2,000 9×9 puzzles sampled from ../shared/datasets (copied with their source named):',
  '# 500 from each file, every k-th puzzle (k = floor(count / 500)), in file order.',
  '# All have exactly one solution (as the datasets state). One puzzle per line, `.` = blank.', ''];
for (const [file, origin] of sets) {
  const puzzles = readFileSync(new URL('../../../../shared/datasets/' + file, import.meta.url), 'utf8').split(/\r?\n/).filter((l) => l.length === 81 && !l.startsWith('#'));
  const k = Math.floor(puzzles.length / 500);
  out.push(`# source: ${file} (${puzzles.length} puzzles; every k-th, k = ${k}) — origin: ${origin}`);
  for (let i = 0; i < 500; i++) out.push(puzzles[i * k]);
  out.push('');
}

writeFileSync(new URL('../../data/sample-2000.txt', import.meta.url), out.join('\n'));
