/**
 * Writes results to stdout with backpressure, and turns a reader that went
 * away (EPIPE, as with `| head -1`) into a quiet stop instead of a crash.
 */

/** A sink that says when it can take more and whether its reader left. */
export interface OutputWriter {
  /** Resolves when the stream can take more (at once unless its buffer is full). */
  write(data: string | Uint8Array): Promise<void>;
  /** True after EPIPE (or any write error): stop producing output. */
  readonly broken: boolean;
  /** Resolves when everything written has been flushed to the OS. */
  finish(): Promise<void>;
}

/** Wraps `stream` (stdout). Other write errors than EPIPE are kept in `error`. */
export function createWriter(stream: NodeJS.WritableStream & { writableLength?: number }): OutputWriter & { error?: Error } {
  let waiting: (() => void)[] = [];
  const release = (): void => {
    const w = waiting;
    waiting = [];
    for (const resolve of w) resolve();
  };
  const state: OutputWriter & { error?: Error } = {
    broken: false,
    write(data: string | Uint8Array): Promise<void> {
      if (state.broken) return Promise.resolve();
      if (stream.write(data)) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push(resolve);
        stream.once('drain', release);
      });
    },
    finish(): Promise<void> {
      if (state.broken || (stream.writableLength ?? 0) === 0) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push(resolve);
        stream.once('drain', release);
      });
    },
  };
  onWithoutLeakWarning(stream, 'error', (err: NodeJS.ErrnoException) => {
    (state as { broken: boolean }).broken = true;
    if (err.code !== 'EPIPE') state.error = err;
    release();
  });
  return state;
}

/**
 * Adds `listener` without tripping the "possible EventEmitter memory leak"
 * warning. Every worker thread pipes its stdout and stderr into the process's
 * own, and each pipe holds an 'error' listener there (Node adds those without
 * the check); with 10 or more workers, one more listener of ours would print
 * MaxListenersExceededWarning. Only the check is bypassed: the limit stays.
 */
function onWithoutLeakWarning(stream: NodeJS.EventEmitter, event: string, listener: (...args: never[]) => void): void {
  const limit = stream.getMaxListeners();
  stream.setMaxListeners(0);
  stream.on(event, listener as (...args: unknown[]) => void);
  stream.setMaxListeners(limit);
}
