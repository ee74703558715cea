import './zod-setup';
import { z } from 'zod';
import { ID_MAX, text } from './common';
import type { ErrorCode } from './errors';
import type { Rule } from './roles';

/**
 * One endpoint of the API, declared once (docs/adding-a-module.md): its method and path, who may
 * call it, what its path, query and body take, what it answers and with which errors. The server
 * registers its handler against the declaration (api/platform/endpoint-routes.ts validates the
 * parameters and the body by it); the app calls it with `apiRequest(endpoint, params, body)`
 * (app/lib/http/api-client.ts) and gets the reply parsed by it; the OpenAPI document
 * (`/api/openapi.json`), the fuzz test and the route-declaration test read the same declarations.
 */
export interface EndpointSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** the whole path as a client calls it, `:name` for a path parameter: `/api/apps/shipments/:id` */
  path: `/api/${string}`;
  /** one line for the reference: what it does */
  summary: string;
  /**
   * who may call it: `anyone` (no account), or the rule a signed-in caller's role must meet
   * (api/contract/roles.ts; `public` is any signed-in person). The registration applies it.
   */
  access: 'anyone' | Rule;
  /** the path parameters, from strings (pathIdSchema for an id) */
  params?: z.ZodObject;
  /** the query string's parameters, from strings */
  query?: z.ZodType;
  /**
   * the JSON body; `binary` for a file's bytes (a picture, an upload), read by the handler;
   * absent when it takes none
   */
  body?: z.ZodType | 'binary';
  /**
   * the largest JSON body it takes where more than the API's JSON_BODY_MAX_BYTES (a larger one is
   * 413 bodyTooLarge with the limit); a `binary` body's handler reads it within a limit of its own
   */
  maxBodyBytes?: number;
  /**
   * the reply: a schema of its JSON (at `status`, 200 unless said), `stream` for a
   * text/event-stream, or a media type for a file's bytes (`image/*`, `text/calendar`)
   */
  reply: z.ZodType | 'stream' | `${string}/${string}`;
  status?: 200 | 201 | 202;
  /** the error replies it may give beyond the common ones (400, 401, 403, 422 of a bad input): status -> codes */
  errors?: Partial<
    Record<400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503, readonly ErrorCode[]>
  >;
}

/** The largest JSON body an endpoint takes unless its declaration says more (`maxBodyBytes`). */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** Declares an endpoint: the spec as given, its literal types kept for the caller's types. */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

/**
 * A path parameter that is a record's id: a positive whole number in the stores' range, else 422
 * impossibleId naming the parameter (an id in range that no record has is the service's 404).
 */
export const pathIdSchema = text()
  .refine((raw) => /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= ID_MAX, {
    message: `must be a whole number from 1 to ${ID_MAX}`,
    params: { code: 'impossibleId' satisfies ErrorCode },
  })
  .transform(Number);

/** `{id: pathIdSchema}`: the most common path parameters. */
export const idParams = z.object({ id: pathIdSchema });

type Shape<S> = S extends z.ZodType ? z.output<S> : Record<never, never>;
type QueryInput<S> = S extends z.ZodType
  ? Partial<Record<keyof z.output<S>, unknown>>
  : Record<never, never>;

/**
 * What a caller gives: each path parameter (a number or a string), and the query's parameters
 * (left out when undefined or empty).
 */
export type EndpointParams<E extends EndpointSpec> = {
  [K in keyof Shape<'params' extends keyof E ? E['params'] : undefined>]: string | number;
} & QueryInput<'query' extends keyof E ? E['query'] : undefined>;

/** The reply's data, as the reply schema parses it. */
export type EndpointReply<E extends EndpointSpec> = E['reply'] extends z.ZodType
  ? z.output<E['reply']>
  : never;

/** The body a caller sends. */
export type EndpointBody<E extends EndpointSpec> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['body'] extends 'binary'
    ? Blob
    : undefined;

/** What every URL of the endpoint starts with: its path up to the first parameter (`/api/avatars/`). */
export function endpointPathStart(spec: EndpointSpec): string {
  const parameter = spec.path.indexOf(':');
  return parameter === -1 ? spec.path : spec.path.slice(0, parameter);
}

/**
 * The address of one call: the path with each `:name` filled in (encoded) and the query's
 * parameters that are given, in the order given. A missing path parameter throws.
 */
export function endpointUrl<E extends EndpointSpec>(
  spec: E,
  params?: EndpointParams<E> | Record<string, unknown>,
): string {
  const given: Record<string, unknown> = { ...(params ?? {}) };
  const path = spec.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = given[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${spec.method} ${spec.path}: the path parameter ${name} is missing`);
    }
    delete given[name];
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const each of value) query.append(name, String(each));
    else query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
