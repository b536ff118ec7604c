// Quick standalone speed check of the 9×9 band solver (helper script, not `npm run bench`).
//
// Usage (build the inputs first, to /tmp so nothing in the tree changes):
//   npx asc assembly/band9.ts -o /tmp/band9.wasm -O3 --runtime stub --noAssert --config none
//   npx asc assembly/band9.ts -o /tmp/band9-simd.wasm -O3 --runtime stub --noAssert --config none --enable simd --use USE_SIMD=1
//   npx tsc src/engine-js/band9.ts src/engine-js/band9-tables.ts --outDir /tmp/band9-js \
//       --target es2022 --module nodenext --moduleResolution nodenext --skipLibCheck
//   node bench/speed9.mjs [--max N] [--rounds R] [--sets a,b] [--wasm a.wasm,b.wasm] [--js dir]
//
// Per set and mode (first solution = limit 1, uniqueness = limit 2) and per
// engine: puzzles/s, µs/puzzle and guesses/puzzle. Clock: process CPU time
// (user + system, process.cpuUsage); per chunk of 64 puzzles the best of R
// interleaved, rotated rounds, summed. Every
// solution is checked (rules + givens) once, outside the timed part.
import { readFileSync, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const maxPuzzles = Number(option('max', '5000'));
const rounds = Number(option('rounds', '3'));
const sets = option('sets', '17_clue,magictour_top1465,forum_hardest_1905_11plus').split(',');
const wasmPaths = option('wasm', '/tmp/band9.wasm').split(',').filter((p) => existsSync(p));
const jsDir = option('js', '/tmp/band9-js');

/** Reads up to `max` puzzles of a dataset into one Uint8Array (81 cells each). */
function readSet(name, max) {
  const text = readFileSync(`/work/shared/datasets/${name}.txt`, 'utf8');
  const lines = text.split(/\r?\n/).filter((l) => l.length >= 81 && !l.startsWith('#')).slice(0, max);
  const cells = new Uint8Array(lines.length * 81);
  lines.forEach((line, p) => {
    for (let i = 0; i < 81; i++) {
      const ch = line.charCodeAt(i);
      cells[p * 81 + i] = ch >= 49 && ch <= 57 ? ch - 48 : 0;
    }
  });
  return { count: lines.length, cells };
}

/** Engine-free check: every row, column and box a permutation of 1..9, givens kept. */
function isValid(puzzle, po, sol, so) {
  for (let u = 0; u < 9; u++) {
    let row = 0, col = 0, box = 0;
    for (let k = 0; k < 9; k++) {
      row |= 1 << sol[so + u * 9 + k];
      col |= 1 << sol[so + k * 9 + u];
      const r = ((u / 3) | 0) * 3 + ((k / 3) | 0), c = (u % 3) * 3 + (k % 3);
      box |= 1 << sol[so + r * 9 + c];
    }
    if (row !== 0x3fe || col !== 0x3fe || box !== 0x3fe) return false;
  }
  for (let i = 0; i < 81; i++) if (puzzle[po + i] !== 0 && puzzle[po + i] !== sol[so + i]) return false;
  return true;
}

const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

/** Engines under a common shape: solve(setCells, index, limit) -> count, guesses(). */
async function loadEngines() {
  const engines = [];
  for (const path of wasmPaths) {
    const { instance } = await WebAssembly.instantiate(readFileSync(path), {
      env: { now: () => performance.now(), abort: () => { throw new Error('abort'); } },
    });
    const { memory, solveBand9, band9Guesses } = instance.exports;
    const base = memory.grow(1) * 65536; // a page of our own beyond the module's data
    const view = new Uint8Array(memory.buffer);
    engines.push({
      name: `wasm ${path.split('/').pop()}`,
      out: view, outOffset: base + 81,
      solve(cells, p, limit) {
        view.set(cells.subarray(p * 81, p * 81 + 81), base);
        return solveBand9(base, base + 81, limit, 0);
      },
      guesses: () => band9Guesses.value,
    });
  }
  const jsFile = `${jsDir}/band9.js`;
  if (existsSync(jsFile)) {
    const { solveBand9, band9Stats } = await import(pathToFileURL(jsFile).href);
    const out = new Uint8Array(81);
    engines.push({
      name: 'js twin', out, outOffset: 0,
      solve: (cells, p, limit) => solveBand9(cells, p * 81, out, 0, limit, 0),
      guesses: () => band9Stats.guesses,
    });
  }
  return engines;
}

const engines = await loadEngines();
console.log(`node ${process.version}; CPU-time clock; per 64-puzzle chunk the best of ${rounds} rounds; up to ${maxPuzzles} puzzles per set`);
console.log('set | mode | engine | puzzles | puzzles/s | µs/puzzle | guesses/puzzle');
for (const name of sets) {
  const { count, cells } = readSet(name, maxPuzzles);
  for (const limit of [1, 2]) {
    // correctness pass (untimed): counts and solutions
    const guesses = new Map();
    for (const e of engines) {
      let g = 0;
      for (let p = 0; p < count; p++) {
        const n = e.solve(cells, p, limit);
        g += e.guesses();
        if (n !== 1 || !isValid(cells, p * 81, e.out, e.outOffset)) {
          throw new Error(`${e.name}: ${name} #${p} limit ${limit}: count ${n} or invalid solution`);
        }
      }
      guesses.set(e, g);
    }
    // Timed part: the set in chunks; per chunk, the best of R rotated rounds
    // per engine (bursts of load from other processes hit single chunks, not
    // the sum of bests).
    const best = new Map(engines.map((e) => [e, 0]));
    const CHUNK = 64;
    for (let start = 0; start < count; start += CHUNK) {
      const end = Math.min(count, start + CHUNK);
      const chunkBest = engines.map(() => Infinity);
      for (let r = 0; r < rounds; r++) {
        for (let i = 0; i < engines.length; i++) {
          const j = (i + r) % engines.length; // rotate who goes first
          const e = engines[j];
          const t0 = cpuMs();
          for (let p = start; p < end; p++) e.solve(cells, p, limit);
          const dt = cpuMs() - t0;
          if (dt < chunkBest[j]) chunkBest[j] = dt;
        }
      }
      engines.forEach((e, j) => best.set(e, best.get(e) + chunkBest[j]));
    }
    for (const e of engines) {
      const ms = best.get(e);
      const mode = limit === 1 ? 'first' : 'unique';
      console.log(`${name} | ${mode} | ${e.name} | ${count} | ${Math.round((count / ms) * 1000)} | ` +
        `${((ms * 1000) / count).toFixed(2)} | ${(guesses.get(e) / count).toFixed(2)}`);
    }
  }
}
