/**
 * File names on the command line: which name means stdin, and the words for
 * why a named file cannot be read (one line naming the file, never Node's
 * "EISDIR: illegal operation on a directory, read").
 */

/**
 * True for a name that means stdin. `/dev/stdin` is read as stdin itself: when
 * stdin is a socket (as a parent process's pipe often is), opening the name fails.
 */
export function isStdinName(name: string): boolean {
  return name === '-' || name === '/dev/stdin';
}

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'name too long',
  ENXIO: 'no reader or device behind it',
  EIO: 'input/output error',
};

/** Why reading a file failed, in a few words, from the error Node gave. */
export function fileErrorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && Object.hasOwn(REASONS, code)) return REASONS[code] as string;
  return code ?? (error instanceof Error ? error.message.split('\n')[0] ?? 'error' : 'error');
}
