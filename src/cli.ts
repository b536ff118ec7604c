#!/usr/bin/env node
/**
 * The `sudoku-wasm` command (package.json `bin`). All logic is in cli/main.ts;
 * this file only hands it the arguments and sets the exit status.
 */
import { main } from './cli/main.js';

process.exitCode = await main(process.argv.slice(2));
