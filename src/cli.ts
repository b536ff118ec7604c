#!/usr/bin/env node
/**
 * The `sudoku-wasm` command (package.json `bin`). All logic is in cli/main.ts;
 * this file starts the worker threads early (they boot while the rest of the
 * CLI loads), hands main() the arguments and sets the exit status.
 */
import { startWorkersEarly } from './cli/early-start.js';

const argv = process.argv.slice(2);
startWorkersEarly(argv);
const { main } = await import('./cli/main.js');
process.exitCode = await main(argv);
