import { bodyLimit } from 'hono/body-limit';
import { authRoutes } from './modules/auth/routes';
import { oidcRoutes } from './modules/oidc/routes';
import { dataListRoutes } from './modules/data-list/routes';
import { userRoutes } from './modules/user/routes';
import { todoRoutes } from './modules/todo/routes';
import { emailRoutes } from './modules/email/routes';
import { contactRoutes } from './modules/contact/routes';
import { userManagementRoutes } from './modules/user-management/routes';
import { accountRoutes } from './modules/account/routes';
import { chatRoutes } from './modules/chat/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { demoRoutes } from './modules/demo/routes';
import { avatarRoutes } from './modules/avatars/routes';
import { liveRoutes } from './modules/live/routes';
import { shopRoutes } from './modules/shop/routes';
import { ordersRoutes } from './modules/orders/routes';
import { searchRoutes } from './modules/search/routes';
import { helpRoutes } from './modules/help/routes';
import { dropUploadsAfterSignOut, uploadRoutes } from './modules/uploads/routes';
import { shipmentsRoutes } from './modules/shipments/routes';
import type { ErrorCode } from './contract/errors';
import { ApiError, errorReply } from './platform/errors';
import type { ApiDeps } from './modules/deps';
import { apiRouter } from './platform/router';

export type { ApiDeps } from './modules/deps';

/**
 * The routes whose body has a limit of its own, set on the route: a picture's upload (2 MB,
 * api/platform/pictures.ts) and a data-list import (api/modules/data-list/routes.ts).
 */
const hasOwnBodyLimit = (method: string, path: string) =>
  (method === 'PUT' &&
    /^\/api\/(user-management\/users\/[^/]+\/avatar|account\/avatar|data-list\/products\/[^/]+\/image)\/?$/.test(
      path,
    )) ||
  (method === 'POST' && /^\/api\/data-list\/imports\/?$/.test(path)) ||
  // the upload demonstration's files (5 MB, api/modules/uploads/routes.ts)
  (method === 'POST' && /^\/api\/components\/uploads\/?$/.test(path));

/** The whole API as one Hono app: runs on the Node server and inside the page alike. */
export function createApi(deps: ApiDeps) {
  const app = apiRouter().basePath('/api');
  const limitBody = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new ApiError(413, 'bodyTooLarge', 'body: the request body is larger than 1 MB', {
        field: 'body',
      });
    },
  });
  // GET and HEAD have no body to limit; asking for one makes the Node server build a full Request
  // for every read (docs/decisions/0046). Routes with a limit of their own skip this one.
  app.use((c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || hasOwnBodyLimit(c.req.method, c.req.path)
      ? next()
      : limitBody(c, next),
  );
  app.get('/health', (c) => c.json({ status: 'ok', mode: deps.mode }));
  // a sign-out drops the session's uploads at once (docs/decisions/0065)
  app.use('/auth/logout', dropUploadsAfterSignOut(deps));
  app.route('/', authRoutes(deps));
  app.route('/', oidcRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', dataListRoutes(deps));
  app.route('/', todoRoutes(deps));
  app.route('/', emailRoutes(deps));
  app.route('/', contactRoutes(deps));
  app.route('/', userManagementRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', chatRoutes(deps));
  app.route('/', calendarRoutes(deps));
  app.route('/', demoRoutes(deps));
  app.route('/', avatarRoutes(deps));
  app.route('/', liveRoutes(deps));
  app.route('/', shopRoutes(deps));
  app.route('/', ordersRoutes(deps));
  app.route('/', searchRoutes(deps));
  app.route('/', helpRoutes(deps));
  app.route('/', uploadRoutes(deps));
  app.route('/', shipmentsRoutes(deps));
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
