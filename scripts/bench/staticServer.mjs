import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { headersFor } from '../hosting/hostingHeaders.mjs';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

// What Firebase Hosting compresses. Source maps are left out: only tools fetch them.
const COMPRESSED = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
]);

/**
 * @typedef {object} BuiltFile
 * @property {Buffer} raw
 * @property {Buffer} [br]
 * @property {Buffer} [gzip]
 */

/**
 * Every file of the build, read and compressed once up front, so that no response waits for the
 * disk or the compressor and timings stay the network's.
 * @param {string} root
 * @returns {Promise<Map<string, BuiltFile>>}
 */
async function loadBuild(root) {
  /** @type {Map<string, BuiltFile>} */
  const files = new Map();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const raw = await readFile(file);
    files.set(
      file,
      COMPRESSED.has(extname(entry.name))
        ? { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) }
        : { raw },
    );
  }
  return files;
}

/**
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | null}
 */
function preferredEncoding(acceptEncoding = '') {
  const accepted = String(acceptEncoding)
    .split(',')
    .map((part) => part.split(';')[0]?.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * @typedef {object} StaticServer
 * @property {string} url  e.g. https://127.0.0.1:41234 (no trailing slash)
 * @property {() => Promise<void>} reload  reads the directory again, as after a deploy
 * @property {() => Promise<void>} close
 */

/**
 * Serves a built SPA on a free port of 127.0.0.1 the way Firebase Hosting does: a path without a
 * file extension falls back to index.html (the SPA rewrite), a missing asset is a real 404, text
 * goes out brotli- or gzip-compressed when the browser accepts it, and with a certificate the
 * server speaks HTTPS and HTTP/2, so many small chunks share one connection as in production.
 * Without one it speaks plain HTTP/1.1, as the browser journeys use it (tests/browser). Given
 * firebase.json's header rules, it sends Hosting's headers (security headers and caching);
 * without them every response is `no-cache`.
 * @param {string} dir
 * @param {{ tls?: { key: string, cert: string }, headerRules?: import('../hosting/hostingHeaders.mjs').HeaderRule[] }} [options]
 * @returns {Promise<StaticServer>}
 */
export async function serveStatic(dir, { tls, headerRules } = {}) {
  const root = resolve(dir);
  let files = await loadBuild(root);
  let index = files.get(join(root, 'index.html'));

  /**
   * The part of the request and response that HTTP/1.1 and HTTP/2 share.
   * @param {{ url?: string, headers: Record<string, string | string[] | undefined> }} req
   * @param {{ writeHead(status: number, headers?: Record<string, string>): unknown, end(body: string | Buffer): unknown }} res
   */
  async function respond(req, res) {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const path = normalize(join(root, pathname));
    if (path !== root && !path.startsWith(root + sep)) {
      res.writeHead(403, { 'content-type': 'text/plain' });
      res.end('Forbidden');
      return;
    }
    let target = path;
    let file = files.get(path);
    if (!file) {
      // A file added after start is still served; the SPA rewrite covers every other path.
      const info = await stat(path).catch(() => null);
      if (info?.isFile()) file = { raw: await readFile(path) };
      else if (extname(pathname) || !index) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      } else {
        target = join(root, 'index.html');
        file = index;
      }
    }
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const compressed = encoding ? file[encoding] : undefined;
    res.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      ...(headerRules ? headersFor(pathname, headerRules) : { 'cache-control': 'no-cache' }),
      vary: 'accept-encoding',
      ...(encoding && compressed ? { 'content-encoding': encoding } : {}),
    });
    res.end(compressed ?? file.raw);
  }

  /** @type {Set<{ destroy(): void }>} */
  const connections = new Set();
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, (req, res) => void respond(req, res))
    : createServer((req, res) => void respond(req, res));
  server.on(tls ? 'secureConnection' : 'connection', (socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    reload: async () => {
      files = await loadBuild(root);
      index = files.get(join(root, 'index.html'));
    },
    close: () =>
      new Promise((done) => {
        for (const socket of connections) socket.destroy();
        server.close(() => done(undefined));
      }),
  };
}
