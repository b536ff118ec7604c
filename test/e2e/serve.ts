/**
 * A tiny static file server for the e2e test: serves one folder on
 * 127.0.0.1 with the MIME types the page needs (application/wasm for
 * streaming compilation) and, on request, a Content-Security-Policy header.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

/** A running server. */
export interface StaticServer {
  /** Base URL ending in `/`. */
  url: string;
  /** Every request path answered with an error status, for the test to assert on. */
  failures: string[];
  close(): Promise<void>;
}

/** How to serve. */
export interface ServeOptions {
  /** When set, every response carries `Content-Security-Policy: <csp>`. */
  csp?: string;
}

/** Serves `folder` on an ephemeral port of 127.0.0.1. */
export async function serveFolder(folder: string, options: ServeOptions = {}): Promise<StaticServer> {
  const root = resolve(folder);
  const failures: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
      const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
      if (options.csp !== undefined) headers['Content-Security-Policy'] = options.csp;
      try {
        // Refuse anything outside the folder (../ tricks), as any static host would.
        if (file !== root && !file.startsWith(root + sep)) throw new Error('outside');
        if (!(await stat(file)).isFile()) throw new Error('not a file');
        const body = await readFile(file);
        headers['Content-Type'] = MIME_TYPES[extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, headers).end(body);
      } catch {
        failures.push(path);
        response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('not found');
      }
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    failures,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
