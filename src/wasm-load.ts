/**
 * Loading and instantiating the WebAssembly engine, for every entry: a
 * build by name, URL, bytes or compiled module in; an `Engine` out. It names
 * no build file itself: each entry passes its own `WasmBuilds`, whose
 * `new URL('../build/….wasm', import.meta.url)` literals bundlers follow,
 * so an app ships the builds of the entries it imports and no others (the
 * solve entry's solver-only builds, engine-wasm-solver.ts; the full ones,
 * engine-wasm.ts).
 *
 * Written by hand instead of asc's `--bindings esm` glue, which awaits at
 * module top level: a failed load could not be caught, so the 'auto'
 * selector could not fall back to the JS engine, and a worker pool could not
 * share one compiled module. Here loading is async once (the compiled
 * `WebAssembly.Module` promise is cached), and every call after it is sync.
 *
 * ABI (assembly/index.ts → assembly/engine/abi.ts, layout drawn in
 * assembly/engine/layout.ts; wrapped by engine-abi.ts as the JS engine is):
 * the memory is fixed (docs/engine.md, Memory ranges) and never grows, so the typed-array views
 * are made once.
 * `puzzlesPtr()`, `solutionsPtr()` (u8 × BATCH_CAPACITY*81), `countsPtr()`,
 * `guessesPtr()` (i32 × BATCH_CAPACITY); `solve(side, limit, timeoutMs)`,
 * `solveBatch(side, n, limit, timeoutMs)`. Imports: `env.now` (ms clock)
 * and `env.abort` (debug builds' assertions).
 */
import type { Engine, EngineExports } from './engine.js';
import { engineFromAbi } from './engine-abi.js';

/** In a variable so bundlers leave this Node-only module alone (browsers never reach it). */
const NODE_FS = 'node:fs/promises';

/**
 * The builds of assembly/ (see asconfig.json): 'release-simd' uses
 * WebAssembly SIMD (v128) in the 9×9 solver's hot loops, 'release' is the
 * same code without it (for engines without SIMD), 'debug' has assertions on.
 * 'solver-simd' and 'solver' are the solvers alone (assembly/solver.ts: no
 * logic engine, no generator), for the solve entry. All give the same answers.
 */
export type WasmVariant = (typeof WASM_VARIANTS)[number];

/** The build names a `wasm` option may give. */
export const WASM_VARIANTS = ['release', 'release-simd', 'debug', 'solver', 'solver-simd'] as const;

/**
 * An entry's builds: which to load when none is named (the SIMD one where
 * WebAssembly SIMD runs, else the scalar one), and where each named build
 * lives. `url` holds the literal `new URL(…)` of the entry's own builds.
 */
export interface WasmBuilds {
  readonly simd: WasmVariant;
  readonly scalar: WasmVariant;
  url(variant: WasmVariant): URL;
}

/** Where the builds are, from dist/ and src/ (both one level below the root). */
const BUILD_FOLDER = '../build/';

/**
 * Where any build lives, by a URL bundlers do not follow (no literal): for
 * builds an entry does not ship by default, which Node and unbundled pages
 * still find next to dist/ (a bundled page passes a URL instead).
 */
export function buildUrl(variant: WasmVariant): URL {
  return new URL(/* webpackIgnore: true */ BUILD_FOLDER + variant + '.wasm', import.meta.url);
}

/**
 * What the loaders (`loadWasmModule`, the `wasm` option of `createSolver`,
 * `createLogic`, `createGenerator`) accept: a build name, a compiled
 * module, its bytes, or where to get them. (Bytes as `ArrayBuffer | ArrayBufferView` rather than
 * the DOM's `BufferSource`, so these declarations need no DOM lib.)
 */
export type WasmSource = WasmVariant | WebAssembly.Module | ArrayBuffer | ArrayBufferView | URL;

// The one WebAssembly type the declarations name. With the DOM or WebWorker
// lib it merges with theirs; a Node-only project (no such lib) gets it here.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- merges with the global WebAssembly namespace
  namespace WebAssembly {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- only declares the name; the libs that have it fill it in
    interface Module {}
  }
}

/**
 * Exports of build/*.wasm (assembly/index.ts; the solver-only builds have
 * assembly/solver.ts's part of them): the ABI both engines share, and the memory.
 */
type WasmExports = EngineExports & { memory: WebAssembly.Memory };

/** Compiled-module promises by URL, so each build is compiled once. */
const moduleCache = new Map<string, Promise<WebAssembly.Module>>();

/**
 * The smallest module that uses a SIMD instruction the engine uses
 * (`i32x4.bitmask` of `i8x16.splat(0)`): it validates exactly where
 * WebAssembly SIMD is supported (Node ≥ 16.4, every current browser).
 */
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7f, // types: () -> i32
  0x03, 0x02, 0x01, 0x00, // one function of that type
  0x0a, 0x0b, 0x01, 0x09, 0x00, // code: one body of 9 bytes, no locals:
  0x41, 0x00, 0xfd, 0x0f, 0xfd, 0xa4, 0x01, 0x0b, // i32.const 0, i8x16.splat, i32x4.bitmask, end
]);

/** Whether this WebAssembly runs SIMD (v128) code. */
export function simdSupported(): boolean {
  try {
    return typeof WebAssembly !== 'undefined' && WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

/** Reads the bytes at a `file:` URL (Node) or fetches and compiles any other URL. */
async function compileFromUrl(url: URL): Promise<WebAssembly.Module> {
  if (url.protocol === 'file:') {
    const { readFile } = (await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS)) as typeof import('node:fs/promises');
    return compileBytes(await readFile(url), '', ` from ${url.href}`);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`sudoku-wasm: cannot load ${url.href} (HTTP ${response.status})`);
  // Streaming compilation needs the application/wasm MIME type; some servers send another.
  const type = response.headers.get('content-type') ?? '';
  if (typeof WebAssembly.compileStreaming === 'function' && type.startsWith('application/wasm')) {
    return WebAssembly.compileStreaming(response);
  }
  // A dev server or a static host that does not have the file often answers with a page.
  return compileBytes(new Uint8Array(await response.arrayBuffer()), type || 'no content type', ` from ${url.href}`);
}

/** WebAssembly's magic number, the first four bytes of every module: "\0asm". */
const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];

/**
 * Compiles `bytes`, first making sure they are WebAssembly at all, so that a
 * wrong answer is named ("got text/html … from <url>") rather than left to
 * the engine's "expected magic word".
 * @param type the content type they came with ('' when none applies)
 * @param origin where they came from (" from <url>"), for the message
 */
function compileBytes(bytes: Uint8Array, type: string, origin: string): Promise<WebAssembly.Module> {
  if (!WASM_MAGIC.every((b, i) => bytes[i] === b)) {
    const start = Array.from(bytes.subarray(0, 16), (b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('');
    const what = `${bytes.length} bytes starting '${start}'`;
    return Promise.reject(
      new Error(`sudoku-wasm: expected a WebAssembly module, got ${type === '' ? what : `${type} (${what})`}${origin}`),
    );
  }
  // A view over a SharedArrayBuffer would be refused by compile itself, with its own message.
  return WebAssembly.compile(bytes as Uint8Array<ArrayBuffer>);
}

/** `builds`' SIMD build where WebAssembly SIMD runs, else its scalar one. */
export function defaultBuild(builds: WasmBuilds): WasmVariant {
  return simdSupported() ? builds.simd : builds.scalar;
}

/**
 * Compiles an engine module once and caches the promise. `source`: a build
 * name, a URL, bytes, or an already compiled module (returned as is); by
 * default `builds`' SIMD or scalar build. Rejects when
 * WebAssembly is missing or the module cannot be loaded (a failed load is
 * not cached, so it can be retried).
 */
export function loadWasm(source: WasmSource | undefined, builds: WasmBuilds): Promise<WebAssembly.Module> {
  if (typeof WebAssembly === 'undefined') {
    return Promise.reject(new Error('sudoku-wasm: WebAssembly is not available in this environment'));
  }
  if (source instanceof WebAssembly.Module) return Promise.resolve(source);
  if (!isWasmSource(source)) {
    const got = typeof source === 'string' ? `'${source}'` : source === null ? 'null' : typeof source;
    return Promise.reject(new RangeError(`wasm must be a build name (${WASM_VARIANTS.join(', ')}), a module, its bytes or a URL, got ${got}`));
  }
  if (source !== undefined && !(source instanceof URL) && typeof source !== 'string') {
    const bytes = ArrayBuffer.isView(source)
      ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
      : new Uint8Array(source);
    return compileBytes(bytes, '', '');
  }
  const url = source instanceof URL ? source : builds.url(source ?? defaultBuild(builds));
  let loading = moduleCache.get(url.href);
  if (loading === undefined) {
    loading = compileFromUrl(url);
    moduleCache.set(url.href, loading);
    loading.catch(() => moduleCache.delete(url.href));
  }
  return loading;
}

/** True for what `loadWasm` can load (absent meaning the default build); anything else is a RangeError, not a TypeError from deep inside. */
function isWasmSource(source: unknown): source is WasmSource | undefined {
  if (source === undefined || source instanceof URL || source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return true;
  return typeof source === 'string' && (WASM_VARIANTS as readonly string[]).includes(source);
}

/** Reads an AssemblyScript string (UTF-16, byte length in the 4 bytes before it). */
function readWasmString(memory: WebAssembly.Memory | undefined, pointer: number): string {
  if (memory === undefined || pointer === 0) return '?';
  const bytes = new Uint32Array(memory.buffer, pointer - 4, 1)[0] ?? 0;
  return String.fromCharCode(...new Uint16Array(memory.buffer, pointer, bytes >>> 1));
}

/**
 * Instantiates a compiled engine module and wraps it as an Engine; the
 * memory views are made once.
 */
export async function instantiateWasm(module: WebAssembly.Module): Promise<Engine> {
  const linked = engineImports();
  return wrapInstance(await WebAssembly.instantiate(module, linked.imports), linked);
}

/**
 * The same from an already compiled module, at once (no promise, no task
 * hop): for a caller that must answer within the current task, as the web
 * page's first answer does. The module is small (a few KB), so synchronous
 * instantiation is allowed even on a browser's main thread.
 */
export function instantiateWasmEngine(module: WebAssembly.Module): Engine {
  const linked = engineImports();
  return wrapInstance(new WebAssembly.Instance(module, linked.imports), linked);
}

/** The imports an instance links against, and its memory once made (abort messages read it). */
interface EngineLink {
  imports: WebAssembly.Imports;
  memory?: WebAssembly.Memory;
}

/** Fresh imports for one instance; `memory` is filled in by wrapInstance. */
function engineImports(): EngineLink {
  const linked: EngineLink = {
    imports: {
      env: {
        now: (): number => performance.now(),
        abort(message: number, file: number, line: number, column: number): never {
          const text = readWasmString(linked.memory, message);
          const where = `${readWasmString(linked.memory, file)}:${line}:${column}`;
          throw new Error(`sudoku-wasm: WebAssembly abort: ${text} at ${where}`);
        },
      },
    },
  };
  return linked;
}

/** An Engine over a fresh instance: the same wrapper as the JS engine's, over the instance's memory. */
function wrapInstance(instance: WebAssembly.Instance, linked: EngineLink): Engine {
  const wasm = instance.exports as unknown as WasmExports;
  linked.memory = wasm.memory;
  return engineFromAbi('wasm', wasm, wasm.memory.buffer);
}
