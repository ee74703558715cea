// A tiny static server for the production build's client folder, for the website's browser tests
// and Lighthouse runs when the Node server is not wanted. Serves prerendered pages
// (<path>/index.html), files, and the SPA fallback for everything else; /api/* answers 404.
// Text is sent gzip-compressed when the browser accepts it, as a production web server does.
// Usage: node e2e/support-site/static-server.mjs [buildDir] [port]
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';

const buildDir = process.argv[2] ?? process.env.BUILD_DIR ?? 'build';
const port = Number(process.argv[3] ?? process.env.PORT ?? 4320);
const root = join(buildDir, 'client');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
};

const gzipCache = new Map();
function gzipped(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }));
  return gzipCache.get(file);
}

function resolve(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [join(root, safe), join(root, safe, 'index.html')];
  for (const file of candidates) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  for (const fallback of ['__spa-fallback.html', 'index.html']) {
    const file = join(root, fallback);
    if (existsSync(file)) return file;
  }
  return null;
}

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname === '/api/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  if (pathname.startsWith('/api/')) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
    return;
  }
  const file = resolve(pathname);
  if (!file) {
    res.writeHead(404).end('Not found');
    return;
  }
  const immutable = pathname.startsWith('/assets/');
  const type = types[extname(file)] ?? 'application/octet-stream';
  const compress = /text|javascript|json|xml|svg/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = compress ? gzipped(file) : readFileSync(file);
  res.writeHead(200, {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(compress ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(body);
}).listen(port, '127.0.0.1', () => {
  console.log(`static build ${root} on http://127.0.0.1:${port}`);
});
