/**
 * Runs a bench script in a fresh Node process: input on stdin, one JSON
 * object on stdout. Used where a measurement must not share this process
 * (api-layer.js, ours-fresh.js: see there why).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * @param {string} script  a file name next to this module
 * @param {string[]} args
 * @param {string} input  written to the child's stdin
 * @param {string} what  names the measurement in the error
 * @returns {any} the parsed JSON the child printed
 */
export function runJsonChild(script, args, input, what) {
  const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
  const child = spawnSync(process.execPath, [path, ...args], { input, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (child.status !== 0) throw new Error(`${what}: the measuring process failed (exit ${child.status}): ${(child.stderr || child.error?.message || '').trim().split('\n')[0]}`);
  return JSON.parse(child.stdout);
}
