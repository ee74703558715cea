import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../api/app';
import { createServerApp } from './app';
import { inlineScriptHashes } from './csp';

const inline = 'window.__ctx = {"a":1};';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${inline}</script>` +
  `<script type="module" src="/assets/app.js"></script></head><body></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('server app', () => {
  let dir: string;
  const lines: string[] = [];
  const fakeApi = new Hono()
    .basePath('/api')
    .get('/health', (c) => c.json({ status: 'ok' })) as unknown as Api;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'freight-build-'));
    mkdirSync(join(dir, 'home'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), page('fallback'));
    writeFileSync(join(dir, 'home', 'index.html'), page('home'));
    mkdirSync(join(dir, 'track'));
    mkdirSync(join(dir, 'th', 'track'), { recursive: true });
    writeFileSync(join(dir, 'track', 'index.html'), page('track'));
    writeFileSync(join(dir, 'th', 'track', 'index.html'), page('track th'));
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const app = (api?: Api) =>
    createServerApp({
      api,
      buildDir: dir,
      log: (l) => lines.push(l),
      clientAddress: () => '10.0.0.7',
    });

  it('serves the API reference page with its own scripts, where the API is', async () => {
    const res = await app(fakeApi).request('/api-reference');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('/api-reference/swagger-ui-bundle.js');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const bundle = await app(fakeApi).request('/api-reference/swagger-ui-bundle.js');
    expect(bundle.headers.get('content-type')).toContain('text/javascript');
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect((await app(fakeApi).request('/api-reference/start.js')).status).toBe(200);
  });

  it('lets an event stream through as it is written: not compressed, not held, no-transform', async () => {
    const frame = `data: ${JSON.stringify({ type: 'x', text: 'a'.repeat(2000) })}\n\n`;
    const streaming = new Hono().basePath('/api').get('/events', () => {
      // one frame, and the stream stays open, as the live events' does
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode(frame)),
      });
      return new Response(body, {
        headers: {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store, no-transform',
        },
      });
    }) as unknown as Api;
    const res = await app(streaming).request('/api/events', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe(frame);
    await reader.cancel();
  });

  it('serves a prerendered page with a CSP that allows exactly its inline scripts', async () => {
    const res = await app(fakeApi).request('/home');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>home</title>');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${sha(inline)}`);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it("admits Google's Maps JavaScript API only when the build draws Google maps", async () => {
    const directive = (csp: string, name: string) =>
      csp.split(';').find((d) => d.trim().startsWith(`${name} `))!;
    const plain = (await app(fakeApi).request('/apps/todo/all')).headers.get(
      'content-security-policy',
    )!;
    expect(plain).not.toContain('googleapis');
    const withMaps = createServerApp({
      api: fakeApi,
      buildDir: dir,
      log: (l) => lines.push(l),
      clientAddress: () => '10.0.0.7',
      googleMaps: true,
    });
    const csp = (await withMaps.request('/apps/todo/all')).headers.get('content-security-policy')!;
    expect(directive(csp, 'script-src')).toContain('https://*.googleapis.com');
    expect(directive(csp, 'script-src')).not.toContain('unsafe');
    expect(directive(csp, 'connect-src')).toContain('https://*.googleapis.com');
    expect(directive(csp, 'font-src')).toContain('https://fonts.gstatic.com');
    expect(directive(csp, 'worker-src')).toContain('blob:');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers other paths with the SPA fallback (history mode), never a file outside the build', async () => {
    const res = await app(fakeApi).request('/apps/todo/all');
    expect(await res.text()).toContain('<title>fallback</title>');
    const traversal = await app(fakeApi).request('/..%2f..%2f..%2fetc%2fpasswd');
    expect(await traversal.text()).not.toContain('root:');
  });

  it("answers a shipment's page with the prerendered /track of its language, in both modes", async () => {
    for (const api of [fakeApi, undefined]) {
      for (const [path, title] of [
        ['/track/FT7KQ2M9XH4RC', 'track'],
        ['/track/FT7KQ2M9XH4RC/', 'track'],
        ['/th/track/FT7KQ2M9XH4RC', 'track th'],
        ['/track?number=FT7KQ2M9XH4RC', 'track'],
      ]) {
        const res = await app(api).request(path);
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).toContain(`<title>${title}</title>`);
        expect(res.headers.get('content-security-policy'), path).toContain(sha(inline));
      }
      // no such language, no deeper path: not the tracking page
      for (const path of ['/xx/track/FT7KQ2M9XH4RC', '/track/FT7KQ2M9XH4RC/more']) {
        expect(await (await app(api).request(path)).text(), path).toContain(
          '<title>fallback</title>',
        );
      }
    }
  });

  it('serves hashed assets for a year', async () => {
    const res = await app(fakeApi).request('/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('hands /api to the API, with no-store and a CSP that runs nothing', async () => {
    const res = await app(fakeApi).request('/api/health');
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it("keeps an API route's own Cache-Control (an avatar is immutable at its url)", async () => {
    const cached = new Hono()
      .basePath('/api')
      .get('/avatars/7', (c) =>
        c.body('img', 200, { 'Cache-Control': 'public, max-age=31536000, immutable' }),
      );
    const res = await app(cached as unknown as Api).request('/api/avatars/7');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('has no /api when static only', async () => {
    const res = await app().request('/api/health');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/no API/);
  });

  it('logs one line per request with the client address', async () => {
    lines.length = 0;
    await app(fakeApi).request('/home');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^10\.0\.0\.7 GET \/home 200 \d+\.\dms$/);
  });

  it('lets the OpenID Connect provider be fetched and framed', async () => {
    const withProvider = createServerApp({
      api: fakeApi,
      buildDir: dir,
      log: () => {},
      clientAddress: () => 'x',
      providerOrigins: {
        connect: ['https://id.example.com', 'https://token.example.com'],
        frame: ['https://id.example.com'],
      },
    });
    const csp = (await withProvider.request('/home')).headers.get('content-security-policy')!;
    expect(csp).toContain("connect-src 'self' https://id.example.com https://token.example.com;");
    expect(csp).toContain("frame-src 'self' https://id.example.com;");
  });

  it('hashes inline scripts only', () => {
    expect(inlineScriptHashes(page('x'))).toEqual([sha(inline)]);
  });
});
