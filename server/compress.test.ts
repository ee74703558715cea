import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Api } from '../api/app';
import { createServerApp } from './app';
import { compressBytes, negotiateEncoding } from './compress';

const words = (n: number) =>
  Array.from({ length: n }, (_, i) => `shipment-${i % 97} container ${i % 13}`).join(' ');
// stand-ins for fonts and pictures: their content type, not their bytes, keeps them as they are
const noise = (n: number) =>
  Buffer.from(Array.from({ length: n }, (_, i) => (i * 7919 + 13) % 251));

describe('compression', () => {
  let dir: string;
  const js = `export const lines = ${JSON.stringify(words(400))};`;
  const css = `.cargo { color: red; }\n`.repeat(200);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
  const html = `<!doctype html><html><head><title>home</title></head><body>${words(300)}</body></html>`;
  const bigJson = { items: Array.from({ length: 200 }, (_, id) => ({ id, name: `Pallet ${id}` })) };
  const fakeApi = new Hono()
    .basePath('/api')
    .get('/data-list/products', (c) => c.json(bigJson))
    .get('/small', (c) => c.json({ status: 'ok' }))
    .post('/auth/login', (c) => c.json({ accessToken: 'x'.repeat(2000) })) as unknown as Api;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'freight-compress-'));
    mkdirSync(join(dir, 'home'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'home', 'index.html'), html);
    writeFileSync(join(dir, 'assets', 'app.js'), js);
    writeFileSync(join(dir, 'assets', 'app.css'), css);
    writeFileSync(join(dir, 'assets', 'truck.svg'), svg);
    writeFileSync(
      join(dir, 'sitemap.xml'),
      `<urlset>${'<url><loc>/home</loc></url>'.repeat(80)}</urlset>`,
    );
    writeFileSync(join(dir, 'assets', 'inter.woff2'), noise(5000));
    writeFileSync(join(dir, 'assets', 'ship.png'), noise(5000));
    writeFileSync(join(dir, 'assets', 'ship.webp'), noise(5000));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const app = () =>
    createServerApp({ api: fakeApi, buildDir: dir, log: () => {}, clientAddress: () => 'x' });
  const get = (path: string, acceptEncoding?: string, init: RequestInit = {}) =>
    app().request(path, {
      ...init,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const decode = async (res: Response) => {
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    const encoding = res.headers.get('content-encoding');
    if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
    if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
    expect(encoding).toBeNull();
    return bytes.toString('utf8');
  };

  it.each([
    ['/assets/app.js', /javascript/],
    ['/assets/app.css', /text\/css/],
    ['/assets/truck.svg', /image\/svg\+xml/],
    ['/sitemap.xml', /xml/],
  ])('encodes %s with brotli or gzip; the body decodes to the file', async (path, type) => {
    const original = readFileSync(join(dir, path)).toString('utf8');
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get(path, encoding);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(type);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Number(res.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(original));
      expect(await decode(res)).toBe(original);
    }
  });

  it('encodes pages and the SPA fallback, keeping their headers', async () => {
    for (const path of ['/home', '/apps/todo/all']) {
      const res = await get(path, 'gzip, deflate, br, zstd');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await decode(res)).toBe(html);
    }
    // the year-long cache of hashed assets survives the encoding
    const asset = await get('/assets/app.js', 'br');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('encodes large API replies but never the replies of /api/auth (tokens)', async () => {
    const list = await get('/api/data-list/products', 'br');
    expect(list.headers.get('content-encoding')).toBe('br');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(await decode(list))).toEqual(bigJson);
    const login = await get('/api/auth/login', 'br', { method: 'POST' });
    expect(login.headers.get('content-encoding')).toBeNull();
    expect((await login.json()).accessToken).toHaveLength(2000);
    const small = await get('/api/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
  });

  it('answers a build file quickly first, at the best ratio from then on', async () => {
    const server = app();
    const bytes = readFileSync(join(dir, 'assets', 'app.js'));
    const fast = (await compressBytes(bytes, 'br', 'fast')).length;
    const best = (await compressBytes(bytes, 'br', 'best')).length;
    expect(best).toBeLessThan(fast);
    const length = async () => {
      const res = await server.request('/assets/app.js', { headers: { 'accept-encoding': 'br' } });
      expect(await decode(res)).toBe(js);
      return Number(res.headers.get('content-length'));
    };
    expect(await length()).toBe(fast);
    await vi.waitFor(async () => expect(await length()).toBe(best), { timeout: 5000 });
  });

  it('answers plainly without Accept-Encoding, or when both encodings are refused', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await get('/assets/app.js', accept);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await decode(res)).toBe(js);
    }
  });

  it('never encodes formats that are compressed already', async () => {
    for (const file of ['inter.woff2', 'ship.png', 'ship.webp']) {
      const res = await get(`/assets/${file}`, 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBeNull();
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.equals(readFileSync(join(dir, 'assets', file)))).toBe(true);
      expect(res.headers.get('content-length')).toBe('5000');
    }
  });

  it('leaves partial replies and HEAD alone', async () => {
    const partial = await app().request('/assets/app.js', {
      headers: { 'accept-encoding': 'br', range: 'bytes=0-99' },
    });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-encoding')).toBeNull();
    expect(await partial.text()).toBe(js.slice(0, 100));
    const head = await app().request('/assets/app.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.headers.get('content-encoding')).toBeNull();
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(js)));
  });

  it('gives an encoded reply its own ETag', async () => {
    const tagged = new Hono();
    tagged.use(async (c, next) => {
      await next();
      c.header('ETag', '"v1"');
    });
    const withEtag = createServerApp({
      api: tagged.basePath('/api').get('/list', (c) => c.json(bigJson)) as unknown as Api,
      buildDir: dir,
      log: () => {},
      clientAddress: () => 'x',
    });
    const res = await withEtag.request('/api/list', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('etag')).toBe('"v1-gzip"');
    const plain = await withEtag.request('/api/list');
    expect(plain.headers.get('etag')).toBe('"v1"');
  });

  it('negotiates by q-values, brotli on a tie', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
