/** What the benchmark ran on: printed with every result. */
import { execSync } from 'node:child_process';
import os from 'node:os';

function git(args) {
  try {
    return execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return '';
  }
}

/** CPU model, cores, OS, Node version, git commit (with "+dirty" for uncommitted changes). */
export function machineInfo() {
  const cpus = os.cpus();
  const commit = git('rev-parse --short HEAD') || 'unknown';
  const dirty = git('status --porcelain') ? '+dirty' : '';
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    v8: process.versions.v8,
    commit: commit + dirty,
    date: new Date().toISOString(),
  };
}
