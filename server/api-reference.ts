import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';

/**
 * The API's reference for people who integrate with us, at /api-reference: Swagger UI (the kept
 * package swagger-ui-dist, served from node_modules) drawing /api/openapi.json, which the API
 * makes from its endpoints' declarations (docs/adding-a-module.md). A page of its own, outside
 * the app: no public page loads any of it. Browser mode (static hosting) has no server, so no
 * such page; its document is still at /api/openapi.json.
 */
export const API_REFERENCE_PATH = '/api-reference';

/** Its scripts and styles are files of its own ('self'); Swagger UI sets inline styles. */
export const apiReferenceCsp =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; font-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="stylesheet" href="${API_REFERENCE_PATH}/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="${API_REFERENCE_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_REFERENCE_PATH}/start.js"></script>
</body>
</html>
`;

const start = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  persistAuthorization: false,
});
`;

/** The files, read once on the first ask (the server starts without them). */
function packageFile(name: string): () => string {
  let text: string | undefined;
  return () => {
    if (text === undefined) {
      const folder = dirname(
        createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
      );
      text = readFileSync(join(folder, name), 'utf8');
    }
    return text;
  };
}

export function apiReferenceRoutes() {
  const css = packageFile('swagger-ui.css');
  const bundle = packageFile('swagger-ui-bundle.js');
  const reply = (body: string, type: string) =>
    new Response(body, {
      headers: {
        'Content-Type': `${type}; charset=utf-8`,
        'Content-Security-Policy': apiReferenceCsp,
        'Cache-Control': 'no-cache',
      },
    });
  return new Hono()
    .get(API_REFERENCE_PATH, () => reply(page, 'text/html'))
    .get(`${API_REFERENCE_PATH}/swagger-ui.css`, () => reply(css(), 'text/css'))
    .get(`${API_REFERENCE_PATH}/swagger-ui-bundle.js`, () => reply(bundle(), 'text/javascript'))
    .get(`${API_REFERENCE_PATH}/start.js`, () => reply(start, 'text/javascript'));
}
