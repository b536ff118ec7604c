/**
 * The page's service worker (web/play/offline-plugin.ts writes its source at
 * build time) across deploys, without a browser: the generated source runs
 * against a stand-in CacheStorage and network, one stand-in "server" per
 * build. A tab opened on one build and still open after the next deploy must
 * keep getting its own build's files (hashed names the new build does not
 * have, gone from the server) from the previous build's cache.
 */
import { describe, expect, it } from 'vitest';
import { serviceWorkerSource } from '../web/play/offline-plugin.js';

const ORIGIN = 'https://example.test';
const SCOPE = `${ORIGIN}/app/`;

/** A request as the service worker sees one: a URL, a method, a mode. */
interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}

/** A stored or fetched answer: a status and a body. */
class FakeResponse {
  constructor(
    readonly body: string,
    readonly status = 200,
  ) {}
  clone(): FakeResponse {
    return new FakeResponse(this.body, this.status);
  }
}

/** The path a request or a file name stands for, the way `ignoreSearch` matches it. */
function pathOf(request: FakeRequest | string): string {
  return new URL(typeof request === 'string' ? request : request.url, SCOPE).pathname;
}

class FakeCache {
  readonly entries = new Map<string, FakeResponse>();
  constructor(private readonly network: () => Map<string, string>) {}
  async match(request: FakeRequest | string): Promise<FakeResponse | undefined> {
    return this.entries.get(pathOf(request))?.clone();
  }
  async add(file: string): Promise<void> {
    const body = this.network().get(pathOf(file));
    if (body === undefined) throw new TypeError(`404 ${file}`);
    this.entries.set(pathOf(file), new FakeResponse(body));
  }
  async addAll(files: string[]): Promise<void> {
    for (const file of files) await this.add(file);
  }
  async put(request: FakeRequest, response: FakeResponse): Promise<void> {
    this.entries.set(pathOf(request), response);
  }
}

/** CacheStorage: a map kept in the order its caches were made, as the spec's keys() lists them. */
class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  constructor(private readonly network: () => Map<string, string>) {}
  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (cache === undefined) this.caches.set(name, (cache = new FakeCache(this.network)));
    return cache;
  }
  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }
  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
  async match(request: FakeRequest): Promise<FakeResponse | undefined> {
    for (const cache of this.caches.values()) {
      const found = await cache.match(request);
      if (found !== undefined) return found;
    }
    return undefined;
  }
}

type Listener = (event: { request?: FakeRequest; waitUntil(p: Promise<unknown>): void; respondWith(p: Promise<FakeResponse>): void }) => void;

/** One browser: its caches persist across the service workers it installs. */
class FakeBrowser {
  /** What the server holds now: path → body. A deploy replaces it. */
  server = new Map<string, string>();
  readonly storage = new FakeCacheStorage(() => this.server);
  private listeners = new Map<string, Listener>();
  networkFetches: string[] = [];

  /**
   * Deploys `build` (file → body) and installs and activates its service
   * worker; rejects as install does. `missing`: files the service worker
   * lists that the server does not have (a deploy cut short).
   */
  async deploy(build: Record<string, string>, cacheName: string, missing: string[] = []): Promise<void> {
    this.server = new Map(Object.entries(build).map(([file, body]) => [pathOf(file), body]));
    for (const file of missing) this.server.delete(pathOf(file));
    const files = Object.keys(build);
    const source = serviceWorkerSource(files.slice(0, 2), files.slice(2), cacheName);
    this.listeners = new Map();
    const self = {
      location: new URL(`${SCOPE}sw.js`),
      addEventListener: (type: string, listener: Listener) => this.listeners.set(type, listener),
      skipWaiting: async () => undefined,
      clients: { claim: async () => undefined },
    };
    const fetchFromNetwork = async (request: FakeRequest): Promise<FakeResponse> => {
      this.networkFetches.push(pathOf(request));
      const body = this.server.get(pathOf(request));
      return body === undefined ? new FakeResponse('not found', 404) : new FakeResponse(body);
    };
    new Function('self', 'caches', 'fetch', 'URL', source)(self, this.storage, fetchFromNetwork, URL);
    await this.dispatch('install');
    await this.dispatch('activate');
  }

  private async dispatch(type: string): Promise<void> {
    let pending: Promise<unknown> = Promise.resolve();
    this.listeners.get(type)?.({ waitUntil: (p) => (pending = p), respondWith: () => undefined });
    await pending;
  }

  /** A tab's GET of `file` through the active service worker. */
  async get(file: string, mode = 'no-cors'): Promise<FakeResponse> {
    let answer: Promise<FakeResponse> | undefined;
    const request = { url: new URL(file, SCOPE).href, method: 'GET', mode };
    this.listeners.get('fetch')?.({ request, waitUntil: () => undefined, respondWith: (p) => (answer = p) });
    if (answer === undefined) throw new Error(`the service worker did not answer ${file}`);
    return answer;
  }
}

const build = (n: number): Record<string, string> => ({
  './index.html': `page ${n}`,
  [`./assets/main-${n}.js`]: `main ${n}`,
  [`./assets/engine-js-${n}.js`]: `engine ${n}`,
});

describe('the service worker across deploys', () => {
  it('serves a tab still open on the previous build its own files, from that build\'s cache', async () => {
    const browser = new FakeBrowser();
    await browser.deploy(build(1), 'sudoku-wasm-one');
    await browser.deploy(build(2), 'sudoku-wasm-two');
    browser.networkFetches = [];
    // The old tab's on-demand engine: gone from the server, kept in the previous cache.
    expect((await browser.get('./assets/engine-js-1.js')).body).toBe('engine 1');
    expect((await browser.get('./assets/engine-js-2.js')).body).toBe('engine 2');
    // A navigation gets the new build's page.
    expect((await browser.get('./?p=123', 'navigate')).body).toBe('page 2');
    expect(browser.networkFetches).toEqual([]);
    expect(await browser.storage.keys()).toEqual(['sudoku-wasm-one', 'sudoku-wasm-two']);
  });

  it('drops the caches of builds before the previous one', async () => {
    const browser = new FakeBrowser();
    await browser.deploy(build(1), 'sudoku-wasm-one');
    await browser.deploy(build(2), 'sudoku-wasm-two');
    await browser.deploy(build(3), 'sudoku-wasm-three');
    expect(await browser.storage.keys()).toEqual(['sudoku-wasm-two', 'sudoku-wasm-three']);
    expect((await browser.get('./assets/main-2.js')).body).toBe('main 2');
    // The first build's file is nowhere now: the network answers, with the server's 404.
    expect((await browser.get('./assets/main-1.js')).status).toBe(404);
  });

  it('drops a half-filled cache when its install fails, so it never counts as the previous build', async () => {
    const browser = new FakeBrowser();
    await browser.deploy(build(1), 'sudoku-wasm-one');
    await browser.deploy(build(2), 'sudoku-wasm-two');
    await expect(browser.deploy(build(3), 'sudoku-wasm-three', ['./assets/main-3.js'])).rejects.toThrow(/404/);
    expect(await browser.storage.keys()).toEqual(['sudoku-wasm-one', 'sudoku-wasm-two']);
  });
});
