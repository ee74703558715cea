// A tiny static server for the browser tests when the Node server is not wanted:
// serves BUILD_DIR/client (default build/client) with the SPA fallback, on PORT (default 4173).
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.env.BUILD_DIR ?? 'build', 'client');
const port = Number(process.env.PORT ?? 4173);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
};
const fallback = ['__spa-fallback.html', 'index.html']
  .map((f) => join(root, f))
  .find((f) => existsSync(f));

function fileFor(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const direct = join(root, safe);
  if (!direct.startsWith(root)) return undefined;
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  const index = join(direct, 'index.html');
  if (existsSync(index)) return index;
  return undefined;
}

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname === '/api/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  const file = fileFor(pathname);
  if (!file && /\.[a-z0-9]+$/i.test(pathname)) {
    res.writeHead(404).end('not found');
    return;
  }
  const path = file ?? fallback;
  if (!path) {
    res.writeHead(503).end('not built');
    return;
  }
  const headers = { 'content-type': types[extname(path)] ?? 'application/octet-stream' };
  if (path.includes('/assets/')) headers['cache-control'] = 'public, max-age=31536000, immutable';
  res.writeHead(200, headers);
  createReadStream(path)
    .on('error', () => res.end())
    .pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`static build ${root} on http://127.0.0.1:${port}`));
