import type { Context } from 'hono';
import type { z } from 'zod';
import { ID_MAX } from '../contract/common';
import type { FieldIssue } from '../contract/errors';
import { fieldIssuesOf } from '../contract/field-issues';
import { ApiError } from './errors';

/**
 * Turns zod issues into the one error shape: a message naming the first field, its code, and
 * every problem with its code (docs/decisions/0047).
 */
export function validationError(
  error: z.ZodError,
  input: unknown,
  status: 400 | 422 = 422,
): ApiError {
  const issues = fieldIssuesOf(error, input);
  const first = issues[0] ?? { field: 'body', message: 'Invalid value', code: 'invalidValue' };
  return new ApiError(status, first.code, `${first.field}: ${first.message}`, {
    field: first.field,
    ...(first.limit === undefined ? {} : { limit: first.limit }),
    issues,
  });
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, value);
  return result.data;
}

/**
 * The body schema of each route, by `METHOD /path/:param`, recorded the first time the route reads
 * a body. The fuzz test (api/test/fuzz.test.ts) finds every route's contract here, so a new
 * endpoint is fuzzed without anyone listing it.
 */
export const bodySchemas = new Map<string, z.ZodType>();

/** Reads and validates a JSON body: 400 when it is not JSON, 422 naming the field when it is wrong. */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const route = `${c.req.method} ${c.req.routePath}`;
  if (!bodySchemas.has(route)) bodySchemas.set(route, schema);
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(400, 'invalidJson', 'body: the request body must be valid JSON', {
      field: 'body',
    });
  }
  return parseWith(schema, raw);
}

/** Validates the query string. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return parseWith(schema, c.req.query());
}

/**
 * A positive whole id from the path, in the stores' range (1 to ID_MAX): anything else is 422
 * naming the parameter; an id in range that no record has is the service's 404.
 */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(id >= 1 && id <= ID_MAX)) {
    const message = `must be a whole number from 1 to ${ID_MAX}`;
    throw new ApiError(422, 'impossibleId', `${name}: ${message}`, {
      field: name,
      issues: [{ field: name, code: 'impossibleId', message } satisfies FieldIssue],
    });
  }
  return id;
}
