/**
 * `sudoku-wasm` from argv to exit status: parse the command line, then run
 * the command's row of the table (commands.ts). Never throws: every failure
 * becomes one stderr line and an exit status.
 */
import { availableParallelism } from 'node:os';
import { parseCommandLine, UsageError } from './command-line.js';
import type { CliIo } from './command-options.js';
import { commandSpec, type CommandName } from './commands.js';
import { EXIT_OK, EXIT_USAGE } from './exit.js';
import type { TestHooks } from './pool/protocol.js';

/**
 * Runs the CLI for `argv` (without node and script); resolves to the exit
 * status. `hooks` are for tests only (see TestHooks); the bin passes none.
 */
export async function main(argv: readonly string[], io: CliIo = process, hooks: TestHooks = {}): Promise<number> {
  let command: CommandName | undefined;
  try {
    const line = parseCommandLine(argv, availableParallelism());
    if (line.kind !== 'run') {
      // Loaded only here: a run never needs the help text.
      const { helpText, packageVersion } = await import('./help.js');
      io.stdout.write(line.kind === 'help' ? helpText(line.command) : packageVersion() + '\n');
      return EXIT_OK;
    }
    command = line.command;
    return await (commandSpec(command) as { run(options: unknown, io: CliIo, hooks: TestHooks): Promise<number> }).run(line.options, io, hooks);
  } catch (e) {
    if (e instanceof UsageError) {
      const about = e.command ?? command;
      return usageFailure(io, e.message + ` (see 'sudoku-wasm ${about !== undefined ? about + ' ' : ''}--help')`);
    }
    return usageFailure(io, e instanceof Error ? e.message : String(e));
  }
}

function usageFailure(io: CliIo, message: string): number {
  io.stderr.write(`sudoku-wasm: ${message.split('\n')[0]}\n`);
  return EXIT_USAGE;
}
