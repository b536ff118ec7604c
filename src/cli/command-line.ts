/**
 * The command line of `sudoku-wasm`: argv in, the command to run with its
 * checked options out (or a request for help or the version), for every
 * command alike.
 *
 * `node:util` `parseArgs` cuts argv into tokens (`--x V`, `--x=V`, `-q`,
 * `--`), given which options take a value; everything else is checked here
 * against the command's row of the table (commands.ts), so each mistake is one
 * `UsageError` line in our words naming the option (not strict mode's
 * multi-line messages), and an option of another command is refused by name.
 */
import { parseArgs as tokenize } from 'node:util';
import { COMMANDS, commandSpec, type CommandName, type CommandSpec, type Invocation } from './commands.js';
import { flagOf, HELP, UsageError, VERSION, type OptionSpec } from './options.js';

export { UsageError } from './options.js';

/** What the command line asks for. */
export type CommandLine = { kind: 'help'; command?: CommandName } | { kind: 'version' } | ({ kind: 'run' } & Invocation);

/** Every option any command takes, by long name (one spelling, one kind: value or flag). */
const KNOWN = new Map<string, OptionSpec>();
for (const spec of [HELP, VERSION, ...Object.values(COMMANDS).flatMap((c) => c.options as readonly OptionSpec[])]) {
  const seen = KNOWN.get(spec.name);
  if (seen !== undefined && seen.kind !== spec.kind) throw new Error(`option ${flagOf(spec)} both takes a value and does not`);
  KNOWN.set(spec.name, spec);
}

/** What `parseArgs` needs to cut argv: which options take a value, and the one-letter spellings. */
const TOKEN_CONFIG = Object.fromEntries(
  [...KNOWN.values()].map((o) => [o.name, o.kind === 'value' ? { type: 'string' as const } : { type: 'boolean' as const, ...(o.short !== undefined ? { short: o.short } : {}) }]),
);

const COMMAND_LIST = Object.keys(COMMANDS).join(', ');

/**
 * Parses `argv` (without `node` and the script). The command is the first
 * word that is not an option; `cores` is the default worker count.
 * @throws UsageError for an unknown command or option, a bad value, or a missing command
 */
export function parseCommandLine(argv: readonly string[], cores: number): CommandLine {
  const { tokens } = tokenize({ args: [...argv], options: TOKEN_CONFIG, strict: false, allowPositionals: true, tokens: true });
  const first = tokens.find((t) => t.kind === 'positional' || t.kind === 'option-terminator');
  let name: CommandName | undefined;
  if (first?.kind === 'positional') {
    if (commandSpec(first.value) === undefined) throw new UsageError(`unknown command '${first.value}' (expected ${COMMAND_LIST})`);
    name = first.value as CommandName;
  }
  try {
    return readCommand(tokens, first, name, cores);
  } catch (e) {
    // Its help is where the fix is found.
    if (e instanceof UsageError && name !== undefined) e.command ??= name;
    throw e;
  }
}

type Token = NonNullable<ReturnType<typeof tokenize>['tokens']>[number];

/** The tokens after the command word `first` (or without one) read by command `name`'s row. */
function readCommand(tokens: readonly Token[], first: Token | undefined, name: CommandName | undefined, cores: number): CommandLine {
  const spec = name !== undefined ? (commandSpec(name) as CommandSpec<Record<string, unknown>>) : undefined;
  const options = spec?.defaults(cores) ?? {};
  const operands: string[] = [];
  let help = false;
  let version = false;
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      if (token !== first) operands.push(token.value);
      continue;
    }
    const known = KNOWN.get(token.name);
    if (known === undefined) throw new UsageError(`unknown option ${token.rawName}`);
    const option = known === HELP || known === VERSION ? known : spec?.options.find((o) => o.name === token.name);
    if (option === undefined) {
      if (name === undefined) continue; // refused below: no command
      throw new UsageError(`${name} does not take ${token.rawName}`);
    }
    if (option.kind === 'flag') {
      if (token.value !== undefined) throw new UsageError(`${token.rawName} takes no value`);
      if (option === HELP) help = true;
      else if (option === VERSION) version = true;
      else options[option.key] = option.sets;
    } else {
      if (token.value === undefined) throw new UsageError(`${token.rawName} needs a value`);
      options[option.key] = option.read(token.value);
    }
  }
  if (help) return name !== undefined ? { kind: 'help', command: name } : { kind: 'help' };
  if (version) return { kind: 'version' };
  if (name === undefined || spec === undefined) throw new UsageError(`no command given (${COMMAND_LIST})`);
  spec.operands.take(operands, options, name);
  spec.check?.(options);
  return { kind: 'run', command: name, options } as CommandLine;
}
