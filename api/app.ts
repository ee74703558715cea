import { apiModules, allEndpoints } from './modules/index';
import * as meta from './modules/health/endpoints';
import { dropUploadsAfterSignOut } from './modules/uploads/routes';
import { endpointRoutes } from './platform/endpoint-routes';
import { openApiDocument } from './platform/openapi';
import type { ErrorCode } from './contract/errors';
import { errorReply } from './platform/errors';
import type { ApiDeps } from './modules/deps';
import { apiRouter } from './platform/router';

export type { ApiDeps } from './modules/deps';

/** The whole API as one Hono app: runs on the Node server and inside the page alike. */
export function createApi(deps: ApiDeps) {
  const app = apiRouter().basePath('/api');
  // a sign-out drops the session's uploads at once (docs/decisions/0065)
  app.use('/auth/logout', dropUploadsAfterSignOut(deps));
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.route(
    '/',
    endpointRoutes(deps)
      .on(meta.health, async () => ({ status: 'ok' as const, mode: deps.mode }))
      // made once, on the first ask: every module's declarations (docs/adding-a-module.md)
      .on(meta.openApiDocument, async () => {
        document ??= openApiDocument(allEndpoints(), {
          title: 'Freight site API',
          version: '1',
          description:
            "The API of the freight company's website and staff dashboard. Errors have one shape (ApiError); a signed-in call carries the access token of POST /api/auth/login as a bearer token.",
        });
        return document;
      }).router,
  );
  for (const module of apiModules) if (module.routes) app.route('/', module.routes(deps));
  // the path as it came, still percent-encoded: decoded, a %00 would put a NUL into the message
  app.notFound((c) =>
    c.json(
      {
        error: `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}`,
        code: 'noEndpoint' satisfies ErrorCode,
      },
      404,
    ),
  );
  app.onError(errorReply);
  return app;
}

export type Api = ReturnType<typeof createApi>;
