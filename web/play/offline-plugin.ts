/**
 * The page's offline copy: a Vite plugin that, after `vite build web` has
 * written every file, writes `sw.js` beside them: a service worker that
 * stores those files on the first visit and serves them from then on, so
 * the page loads and plays without a network. The cache's name carries a
 * hash of the file list and contents: a new build gets a new sw.js, the
 * browser installs it on the next visit, and the caches of the builds before
 * the previous one are dropped (the previous one stays: see activate).
 * It stores the build's whole file list, written here at build time: the
 * files a visit needs, and then the ones the page fetches only when asked
 * (ON_DEMAND: the JS engine, the scalar WASM builds, the race's lists), so
 * whichever of them this browser happened not to use (a browser without
 * SIMD needs the scalar build, the solver tab's switch the JS engine) works
 * offline too. The page itself never waits for those: the service worker
 * registers after the page has loaded. (Build-time code: runs in Node, not
 * in the page.)
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** The service worker's file name, beside index.html. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Files the page fetches only on demand: the JS engine's chunks (web/worker.ts
 * loads them for a race, the engine picker, or where WebAssembly is missing;
 * vite.config.ts names them all `engine-js-…`), the scalar WASM builds
 * (`release-` or `solver-` and Vite's 8-character hash; the worker loads
 * `release-simd-…` instead wherever WebAssembly SIMD runs), the solve
 * entry's SIMD build (only the batch box's pool solves on it: the solver
 * worker runs on the full build, web/worker-engines.ts), the batch box's
 * worker pool (its module and its workers' script, web/batch-pool.ts) and
 * the race's puzzle lists (web/race.ts).
 */
export const ON_DEMAND: readonly RegExp[] = [
  /^assets\/engine-js-[^/]*\.js$/,
  /^assets\/(create-pool|pool-worker)-[^/]*\.js$/,
  /^assets\/(release|solver)-[^/.]{8}\.wasm$/,
  /^assets\/solver-simd-[^/.]{8}\.wasm$/,
  /^race-[^/]*\.txt$/,
];

/** Whether `path` (relative to the build folder, `/` separators) is fetched only on demand. */
export function isOnDemand(path: string): boolean {
  return ON_DEMAND.some((pattern) => pattern.test(path));
}

/** Every file under `folder`, as a path relative to it with `/` separators. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== SERVICE_WORKER_FILE)
    .sort();
}

/**
 * The service worker's source for `files` and `onDemand` in cache
 * `cacheName`. Install: store `files` (all or nothing), then each of
 * `onDemand` (one that fails is fetched and stored on first use instead);
 * an install that fails drops its half-filled cache. Activate: take over
 * open tabs, and drop this page's caches but this one and the one made just
 * before it: a tab opened on the previous build and still open asks for that
 * build's files (hashed names this build does not have, and a deploy removes
 * from the server), which only its cache holds. Fetch (same origin, GET):
 * the stored copy in this build's cache, else in any cache (the previous
 * build's, for such a tab); a page address, whatever its hash or query,
 * gets this build's index.html; else the network, keeping a copy of a good
 * answer.
 */
export function serviceWorkerSource(files: readonly string[], onDemand: readonly string[], cacheName: string): string {
  const list = (paths: readonly string[]): string => JSON.stringify(paths.map((file) => `./${file}`));
  return `// Written by web/play/offline-plugin.ts at build time: the page's offline copy.
const CACHE = ${JSON.stringify(cacheName)};
const FILES = ${list(files)};
const ON_DEMAND = ${list(onDemand)};
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(FILES).then(() => Promise.all(ON_DEMAND.map((file) => cache.add(file).catch(() => undefined)))))
      .catch((error) => caches.delete(CACHE).then(() => { throw error; }))
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => {
        const older = names.filter((name) => name.startsWith('sudoku-wasm-') && name !== CACHE);
        // keys() lists caches in the order they were made: the last is the previous build's.
        return Promise.all(older.slice(0, -1).map((name) => caches.delete(name)));
      })
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const stored = request.mode === 'navigate'
        ? await cache.match('./index.html')
        : (await cache.match(request, { ignoreSearch: true })) ?? (await caches.match(request, { ignoreSearch: true }));
      if (stored) return stored;
      const response = await fetch(request);
      // A failed store (quota, a partial answer) costs only the offline copy.
      if (response.status === 200) await cache.put(request, response.clone()).catch(() => undefined);
      return response;
    }),
  );
});
`;
}

/** The plugin: writes sw.js into the build's output folder once the build has written everything else. */
export function offlineCopy(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'sudoku-offline-copy',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (config === undefined) return;
      const outDir = config.build.outDir;
      const files = filesUnder(outDir);
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(readFileSync(join(outDir, file)));
      const cacheName = `sudoku-wasm-${hash.digest('hex').slice(0, 12)}`;
      const source = serviceWorkerSource(
        files.filter((file) => !isOnDemand(file)),
        files.filter(isOnDemand),
        cacheName,
      );
      writeFileSync(join(outDir, SERVICE_WORKER_FILE), source);
    },
  };
}
