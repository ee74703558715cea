import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { JSON_BODY_MAX_BYTES, type EndpointSpec } from '../contract/endpoint';
import { ApiError } from './errors';
import { requireRule } from './guard';
import { apiRouter } from './router';
import type { AppEnv, PlatformDeps } from './types';
import { parseWith, readBody } from './validate';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler is given: the parameters, the query and the body, each validated by the declaration. */
export interface EndpointInput<E extends EndpointSpec> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

/**
 * A handler answers the reply's data (sent as JSON with the declared status) or a Response of its
 * own (a stream, a file, a reply with headers).
 */
export type EndpointHandler<E extends EndpointSpec> = (
  c: Context<AppEnv>,
  input: EndpointInput<E>,
) => Promise<(E['reply'] extends z.ZodType ? z.input<E['reply']> : never) | Response>;

/**
 * The limit of a JSON body, 413 bodyTooLarge naming it. Only a route that reads a JSON body
 * checks it: a read (GET) asking for its body would make the Node server build a full Request
 * for every read (docs/decisions/0046); a binary body's handler has its own.
 */
const jsonBodyLimits = new Map<number, MiddlewareHandler<AppEnv>>();
function jsonBodyLimit(spec: EndpointSpec): MiddlewareHandler<AppEnv>[] {
  if (!spec.body || spec.body === 'binary') return [];
  const maxSize = spec.maxBodyBytes ?? JSON_BODY_MAX_BYTES;
  let limit = jsonBodyLimits.get(maxSize);
  if (!limit) {
    const megabytes = maxSize / (1024 * 1024);
    limit = bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError(
          413,
          'bodyTooLarge',
          `body: the request body is larger than ${megabytes} MB`,
          { field: 'body', limit: maxSize },
        );
      },
    });
    jsonBodyLimits.set(maxSize, limit);
  }
  return [limit];
}

/** The part of the API path a module's router registers: the app is mounted at /api (api/app.ts). */
export const routePathOf = (spec: EndpointSpec) => spec.path.slice('/api'.length);

/**
 * A module's routes, each registered against its declaration (docs/adding-a-module.md):
 * `endpointRoutes(deps).on(endpoint, handler)`. A JSON body's size is checked first (413, 1 MB
 * unless the declaration's maxBodyBytes says more), then the declaration's `access` (401,
 * 403), then any middleware given before the handler (a rate limit that counts every try), then
 * the path parameters, the query and the JSON body, each 422 naming the field (400 for a body
 * that is not JSON). `router` is the Hono router to mount.
 */
export function endpointRoutes(deps: PlatformDeps) {
  const router = apiRouter();
  const guards = new Map<string, MiddlewareHandler<AppEnv>>();
  const guardOf = (access: EndpointSpec['access']) => {
    if (access === 'anyone') return [];
    if (!guards.has(access)) guards.set(access, requireRule(deps, access));
    return [guards.get(access)!];
  };

  const routes = {
    router,
    on<E extends EndpointSpec>(
      spec: E,
      ...rest: [...before: MiddlewareHandler<AppEnv>[], handler: EndpointHandler<E>]
    ) {
      const handler = rest.pop() as EndpointHandler<E>;
      const before = rest as MiddlewareHandler<AppEnv>[];
      router.on(
        spec.method,
        [routePathOf(spec)],
        ...jsonBodyLimit(spec),
        ...guardOf(spec.access),
        ...before,
        async (c: Context<AppEnv>) => {
          const input = {
            params: spec.params ? parseWith(spec.params, c.req.param()) : undefined,
            query: spec.query ? parseWith(spec.query, c.req.query()) : undefined,
            body: spec.body && spec.body !== 'binary' ? await readBody(c, spec.body) : undefined,
          } as EndpointInput<E>;
          const reply = await handler(c, input);
          if (reply instanceof Response) return reply;
          return c.json(reply as object, spec.status ?? 200);
        },
      );
      return routes;
    },
  };
  return routes;
}
