// Inputs named on the command line that are not plain UTF-8 files: pipes (a
// named FIFO, process substitution, /dev/stdin), UTF-16 and CR-only files, and
// names that cannot be read, each refused in one line naming it.
import { beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, ensureBuilt, readVectors, runCli, type RunResult } from './cli-helpers.js';

const TMP = mkdtempSync(join(tmpdir(), 'sudoku-input-files-'));
const SEEDS = readVectors().filter((v) => v.file === 'seeds.txt');
const PUZZLES = SEEDS.slice(0, 3).map((v) => v.puzzle);
const SOLUTIONS = SEEDS.slice(0, 3).map((v) => v.solution);
const FILE = join(TMP, 'three.txt');

beforeAll(() => {
  ensureBuilt();
  writeFileSync(FILE, PUZZLES.join('\n') + '\n');
});

/** Runs `script` in bash with BIN and FILE set; resolves when it exits. */
function bash(script: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { env: { ...process.env, NODE: process.execPath, BIN, FILE }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function expectSolved(r: RunResult, solutions = SOLUTIONS): void {
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(r.stdout).toBe(solutions.join('\n') + '\n');
}

describe('pipes named as files', () => {
  it('reads process substitution as a stream', async () => {
    expectSolved(await bash('"$NODE" "$BIN" solve -q <(head -2 "$FILE")'), SOLUTIONS.slice(0, 2));
  });

  it('reads /dev/stdin as a stream, from a pipe and from a file', async () => {
    expectSolved(await bash('cat "$FILE" | "$NODE" "$BIN" solve -q /dev/stdin'));
    expectSolved(await bash('"$NODE" "$BIN" solve -q /dev/stdin < "$FILE"'));
    expectSolved(await bash('cat "$FILE" | "$NODE" "$BIN" explain /dev/stdin | tail -1 | grep -q "^ER" && echo ok'), ['ok']);
  });

  it('reads a named FIFO as a stream', async () => {
    const fifo = join(TMP, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    expectSolved(await bash(`cat "$FILE" > '${fifo}' & "$NODE" "$BIN" solve -q '${fifo}'; wait`));
  });
});

describe('encodings and line ends', () => {
  it('solves a UTF-16 file with a byte order mark, either byte order', async () => {
    const text = PUZZLES.join('\r\n') + '\r\n';
    const le = join(TMP, 'utf16le.txt');
    const be = join(TMP, 'utf16be.txt');
    writeFileSync(le, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    writeFileSync(be, Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]));
    expectSolved(await runCli(['solve', '-q', le]));
    expectSolved(await runCli(['solve', '-q', '--workers', '0', be]));
  });

  it('solves a CR-only file line by line', async () => {
    const cr = join(TMP, 'cr.txt');
    writeFileSync(cr, PUZZLES.join('\r') + '\r');
    expectSolved(await runCli(['solve', '-q', cr]));
  });
});

describe('names that cannot be read', () => {
  it('refuses a directory in one line naming it, for explain too', async () => {
    for (const args of [['explain', TMP], ['solve', TMP], ['rate', FILE, TMP]]) {
      const r = await runCli(args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(new RegExp(`^sudoku-wasm: cannot read ${TMP}: is a directory[^\\n]*\\n$`));
    }
  });
});
