import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Api } from '../api/app';
import { compression } from './compress';
import {
  contactJson,
  contactValuesOf,
  fillContactPage,
  hasContactForm,
  type ContactPageState,
} from './contact-page';
import { refusalErrors } from '../api/modules/contact/contract-rules';
import { contactPaths } from '../api/modules/contact/paths';
import { inlineScriptHashes, pageCsp, resourceCsp } from './csp';
import { noProviderOrigins, type ProviderOrigins } from './provider-origins';
import { apiReferenceRoutes } from './api-reference';

export interface ServerAppOptions {
  /** the API; absent: static files only (the browser-mode build, where the page answers /api) */
  api?: Api;
  /** the build's client folder */
  buildDir: string;
  log: (line: string) => void;
  /** the caller's address, for the request log */
  clientAddress: (c: Context) => string;
  /** the OpenID Connect provider's origins the page may fetch and frame (provider-origins.ts) */
  providerOrigins?: ProviderOrigins;
  /** the build draws Google maps: the pages' CSP admits the Maps JavaScript API (csp.ts) */
  googleMaps?: boolean;
}

interface Page {
  html: string;
  csp: string;
}

/**
 * The server's whole HTTP surface: /api/* to the API, the built app for everything else
 * (prerendered pages as they are, other paths to the SPA fallback: history mode), security
 * headers on everything, one log line per request.
 */
export function createServerApp({
  api,
  buildDir,
  log,
  clientAddress,
  providerOrigins = noProviderOrigins,
  googleMaps = false,
}: ServerAppOptions) {
  const app = new Hono();
  const root = normalize(buildDir + sep);

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(`${clientAddress(c)} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  });
  // brotli or gzip for text formats, after everything else has made the reply
  app.use(compression());
  app.use(
    secureHeaders({
      // set per response below: pages get their script hashes, the rest nothing to run
      contentSecurityPolicy: undefined,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      // 'same-origin' would cut the OpenID Connect popup off from its opener
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    }),
  );

  if (!api) {
    app.all('/api/*', (c) =>
      c.json({ error: 'This server has no API: the page answers /api itself' }, 404),
    );
  } else {
    app.use('/api/*', async (c, next) => {
      await next();
      // on the reply's headers: c.header() after the reply is made copies the reply, body and all
      c.res.headers.set('Content-Security-Policy', resourceCsp);
      // API replies are not cached, unless a route says otherwise: an avatar is immutable at its
      // url, the live events' stream says no-store, no-transform (docs/decisions/0052)
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    });
    // The API's routes, mounted in this app (with their own error handler): no second Request and
    // Response per call, as api.fetch() would make (docs/decisions/0046). c.env carries the Node
    // connection, so the API can read the caller's address.
    app.route('/', api);
    // the API's reference page, drawn from /api/openapi.json (server/api-reference.ts)
    app.route('/', apiReferenceRoutes());
    // a path the API does not have: its own JSON 404, not the SPA fallback below
    app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  }

  // Pages: read once, with the CSP that lets exactly their inline scripts run.
  const pages = new Map<string, Page | null>();
  function page(file: string): Page | null {
    if (!pages.has(file)) {
      let found: Page | null = null;
      if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
        const html = readFileSync(file, 'utf8');
        found = {
          html,
          csp: pageCsp({
            scriptHashes: inlineScriptHashes(html),
            provider: providerOrigins,
            googleMaps,
          }),
        };
      }
      pages.set(file, found);
    }
    return pages.get(file)!;
  }
  const fallback = () =>
    page(join(buildDir, '__spa-fallback.html')) ?? page(join(buildDir, 'index.html'));
  const sendPage = (c: Context, found: Page, status: 200 | 404 = 200) => {
    c.header('Content-Security-Policy', found.csp);
    c.header('Cache-Control', 'no-cache');
    return c.html(found.html, status);
  };

  if (api) {
    // The contact form sent without JavaScript (./contact-page.ts): to POST /api/contact
    // in-process, the caller's connection and headers with it (the same per-address rate limit),
    // answered with the page itself, filled in.
    const contactPost = async (c: Context) => {
      let path: string;
      try {
        path = decodeURIComponent(c.req.path);
      } catch {
        return c.text('Bad request', 400);
      }
      const found = page(normalize(join(buildDir, path, 'index.html')));
      if (!found || !hasContactForm(found.html)) return c.text('Not found', 404);
      const answer = (state: ContactPageState, status: 200 | 413 | 422 | 429 | 503) => {
        c.header('Content-Security-Policy', found.csp);
        c.header('Cache-Control', 'no-store');
        return c.html(fillContactPage(found.html, state), status);
      };
      let body: Record<string, unknown> = {};
      try {
        body = await c.req.parseBody();
      } catch {
        // a body that cannot be read counts as an empty form: every required field says so
      }
      const values = contactValuesOf(body);
      const headers = new Headers(c.req.raw.headers);
      for (const name of ['content-length', 'content-encoding', 'accept-encoding']) {
        headers.delete(name);
      }
      headers.set('content-type', 'application/json');
      headers.set('accept', 'application/json');
      const reply = await api.fetch(
        new Request(new URL(contactPaths.send, c.req.url), {
          method: 'POST',
          headers,
          body: contactJson(values),
        }),
        c.env,
      );
      const data = (await reply.json().catch(() => ({}))) as {
        code?: unknown;
        issues?: { field: string; code: never; limit?: number }[];
      };
      if (reply.status === 201) return answer({ kind: 'sent', email: values.email.trim() }, 200);
      if (reply.status === 429) {
        const retry = reply.headers.get('retry-after');
        if (retry) c.header('Retry-After', retry);
        return answer({ kind: 'rate-limited', values }, 429);
      }
      if (reply.status === 422 && Array.isArray(data.issues)) {
        const errors = refusalErrors(values, data.issues);
        if (Object.keys(errors).length) return answer({ kind: 'refused', values, errors }, 422);
        return answer({ kind: 'failed', values }, 422);
      }
      return answer({ kind: 'failed', values }, reply.status === 413 ? 413 : 503);
    };
    const limit = bodyLimit({
      maxSize: 1024 * 1024,
      onError: (c) => c.text('The form is larger than 1 MB', 413),
    });
    app.post('/ContactUs', limit, contactPost);
    app.post('/:lang/ContactUs', limit, contactPost);
  }

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.get('*', async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request', 400);
    }
    const ext = extname(path);
    if (ext && ext !== '.html') return next(); // a file: serveStatic below
    const direct = ext === '.html' ? page(normalize(join(buildDir, path))) : null;
    // A prerendered page: <path>/index.html
    const prerendered = direct ?? page(normalize(join(buildDir, path, 'index.html')));
    if (prerendered) return sendPage(c, prerendered);
    // a shipment's page, /track/<number> or /<lang>/track/<number>: the prerendered /track of that
    // language, whose island reads the number from the address (docs/decisions/0066). Not the SPA
    // fallback: the application sends a public address back to its document, which would loop.
    const tracking = /^(\/[a-z]{2})?\/track\/[^/]+\/?$/.exec(path);
    const trackPage =
      tracking && page(normalize(join(buildDir, tracking[1] ?? '', 'track', 'index.html')));
    if (trackPage) return sendPage(c, trackPage);
    const spa = fallback();
    if (!spa) return c.text('The app is not built: run npm run build', 503);
    return sendPage(c, spa);
  });
  app.use('*', serveStatic({ root: buildDir }));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
