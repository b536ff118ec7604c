// Unit tests of the CLI's command line (src/cli/command-line.ts, the table in
// src/cli/commands.ts) and of the help derived from the same table.
import { describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError } from '../src/cli/command-line.js';
import { COMMANDS, type CommandName } from '../src/cli/commands.js';
import { helpText } from '../src/cli/help.js';
import { flagOf, MAX_WORKERS, type OptionSpec } from '../src/cli/options.js';

const NAMES = Object.keys(COMMANDS) as CommandName[];
const optionsOf = (name: CommandName): readonly OptionSpec[] => COMMANDS[name].options as readonly OptionSpec[];

describe('parseCommandLine', () => {
  it('reads a command, files and defaults', () => {
    const o = parseCommandLine(['solve', 'a.txt', '-', 'b.txt'], 7);
    expect(o).toMatchObject({ kind: 'run', command: 'solve', options: { files: ['a.txt', '-', 'b.txt'], engine: 'auto', workers: 7, limit: 1, format: 'line' } });
    expect(parseCommandLine(['count'], 2)).toMatchObject({ options: { limit: 2 } });
    expect(parseCommandLine(['check'], 2)).toMatchObject({ options: { limit: 2 } });
  });

  it('reads every option in both spellings', () => {
    const o = parseCommandLine(
      ['count', '--engine', 'js', '--workers=3', '--limit', '5', '--format=json', '--no-progress', '--quiet', '--timeout', '50', 'f'],
      2,
    );
    expect(o).toMatchObject({ options: { engine: 'js', workers: 3, limit: 5, format: 'json', progress: false, quiet: true, timeoutMs: 50, files: ['f'] } });
    expect(parseCommandLine(['solve', '--no-progress', '--progress'], 1)).toMatchObject({ options: { progress: true } });
    expect(parseCommandLine(['--help'], 1)).toEqual({ kind: 'help' });
    expect(parseCommandLine(['--version'], 1)).toEqual({ kind: 'version' });
    expect(parseCommandLine(['solve', '--', '--odd-name'], 1)).toMatchObject({ options: { files: ['--odd-name'] } });
    expect(parseCommandLine(['solve', '-q'], 1)).toMatchObject({ options: { quiet: true } });
    expect(parseCommandLine(['--workers', '3', 'rate', 'f'], 1)).toMatchObject({ command: 'rate', options: { workers: 3, files: ['f'] } });
  });

  it("gives each command just its own options", () => {
    expect(parseCommandLine(['rate', '--format', 'json'], 2)).toEqual({
      kind: 'run',
      command: 'rate',
      options: { files: [], engine: 'auto', workers: 2, timeoutMs: 0, chunkSize: 1024, progress: true, quiet: false, format: 'json', scale: 'sukaku', logProgress: false },
    });
    expect(parseCommandLine(['explain', '--timeout', '9', 'P'], 2)).toEqual({
      kind: 'run',
      command: 'explain',
      options: { puzzle: 'P', engine: 'auto', format: 'line', scale: 'sukaku', timeoutMs: 9 },
    });
    expect(parseCommandLine(['explain', '--scale', 'se121', 'P'], 2)).toMatchObject({ options: { scale: 'se121' } });
    expect(parseCommandLine(['demo', '--engine', 'js'], 2)).toEqual({ kind: 'run', command: 'demo', options: { engine: 'js' } });
    expect(parseCommandLine(['generate', '--count', '3', '--er', '3-4.5', '--not-minimal', '--no-rating', '--seed', '0'], 2)).toEqual({
      kind: 'run',
      command: 'generate',
      options: {
        count: 3,
        size: 9,
        er: [3, 4.5],
        symmetry: 'none',
        minimal: false,
        rate: false,
        seed: 0,
        format: 'line',
        engine: 'auto',
        workers: 2,
        timeoutMs: 0,
        progress: true,
        quiet: false,
      },
    });
  });

  it('names every command when the command word is unknown or missing', () => {
    for (const argv of [['frobnicate'], [], ['--quiet']]) {
      let message = '';
      try {
        parseCommandLine(argv, 2);
      } catch (e) {
        message = (e as Error).message;
      }
      for (const name of NAMES) expect(message).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

  it.each([
    [['solve', '--bogus'], /^unknown option --bogus$/],
    [['solve', '-x'], /^unknown option -x$/],
    [['frobnicate'], /unknown command 'frobnicate'/],
    [[], /no command/],
    [['--workers', '2'], /no command/],
    [['solve', '--engine', 'gpu'], /--engine must be one of auto, wasm, js/],
    [['solve', '--workers', 'x'], /--workers needs a whole number/],
    [['solve', '--limit', '0'], /--limit must be between 1/],
    [['solve', '--limit', String(2 ** 31)], /--limit must be between 1 and 2147483647/],
    [['solve', '--format'], /--format needs a value/],
    [['solve', '--quiet=yes'], /takes no value/],
    [['check', '--limit', '1'], /check needs --limit of at least 2/],
    [['rate', '--format', 'grid'], /^--format must be one of line, json \(got 'grid'\)$/],
    [['rate', '--limit', '3'], /^rate does not take --limit$/],
    [['solve', '--count', '3'], /^solve does not take --count$/],
    [['demo', '--workers', '1'], /^demo does not take --workers$/],
    [['explain'], /^explain takes one puzzle$/],
    [['explain', 'a', 'b'], /^explain takes one puzzle$/],
    [['demo', 'file.txt'], /^demo takes no file \(got 'file.txt'\)$/],
    [['generate', '--level', 'hard', '--er', '3-4'], /^give either --level or --er, not both$/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommandLine(argv, 2)).toThrow(UsageError);
    expect(() => parseCommandLine(argv, 2)).toThrow(message);
  });

  it('names the command whose help to see', () => {
    const refusal = (argv: string[]): UsageError => {
      try {
        parseCommandLine(argv, 2);
      } catch (e) {
        return e as UsageError;
      }
      throw new Error('accepted');
    };
    expect(refusal(['generate', '--count', 'x']).command).toBe('generate');
    expect(refusal(['--bogus']).command).toBeUndefined();
  });

  it('caps --workers the same for every command that takes it', () => {
    const taking = NAMES.filter((name) => optionsOf(name).some((o) => o.name === 'workers'));
    expect(taking).toEqual(['solve', 'count', 'check', 'rate', 'generate']);
    for (const name of taking) {
      expect(parseCommandLine([name, '--workers', String(MAX_WORKERS)], 2)).toMatchObject({ options: { workers: MAX_WORKERS } });
      expect(() => parseCommandLine([name, '--workers', String(MAX_WORKERS + 1)], 2)).toThrow(
        `--workers must be between 0 and ${MAX_WORKERS} (got '${MAX_WORKERS + 1}')`,
      );
    }
  });
});

describe('help', () => {
  it('lists every command and the options of the commands that read puzzles', () => {
    const text = helpText();
    for (const name of NAMES) expect(text).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
    for (const name of NAMES.filter((n) => n !== 'generate')) {
      for (const option of optionsOf(name)) expect(text).toContain(flagOf(option));
    }
  });

  it.each(NAMES)('gives %s its own help, naming each of its options', (name) => {
    expect(parseCommandLine([name, '--help'], 2)).toEqual({ kind: 'help', command: name });
    const text = helpText(name);
    expect(text).toMatch(new RegExp(`^Usage: sudoku-wasm ${name} `));
    for (const option of optionsOf(name)) expect(text).toContain(flagOf(option));
  });
});
