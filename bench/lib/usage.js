/**
 * The bench scripts' shared command-line manners: `--help` (or `-h`) prints
 * the script's usage and exits 0; an option the script does not take, or a
 * bad value, is one line on stderr and exit 2, never a stack trace.
 */
import { basename } from 'node:path';

/** Prints `usage` and exits 0 when `argv` asks for help. */
export function helpIfAsked(argv, usage) {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
}

/** One line naming the script and what is wrong, a pointer to --help, exit 2. */
export function badUsage(message) {
  console.error(`bench/${basename(process.argv[1] ?? 'bench')}: ${message} (see --help)`);
  process.exit(2);
}

/**
 * Checks `argv` against the options a script takes: `flags` stand alone,
 * `values` take the next argument. Help first, then the first stranger or a
 * value option at the end of the line is a bad usage.
 */
export function checkArgs(argv, { usage, flags = [], values = [] }) {
  helpIfAsked(argv, usage);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (flags.includes(arg)) continue;
    if (!values.includes(arg)) badUsage(`unknown option ${arg}`);
    if (argv[i + 1] === undefined) badUsage(`${arg} needs a value`);
    i++;
  }
}
