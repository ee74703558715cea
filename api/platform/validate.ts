import type { Context } from 'hono';
import type { z } from 'zod';
import { ID_MAX } from '../contract/common';
import { ApiError } from './errors';

/** Turns zod issues into one message naming the first field, plus the full list. */
export function validationError(error: z.ZodError, status: 400 | 422 = 422): ApiError {
  const issues = error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  const first = issues[0] ?? { field: 'body', message: 'Invalid value' };
  return new ApiError(status, `${first.field}: ${first.message}`, { field: first.field, issues });
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
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
    throw new ApiError(400, 'body: the request body must be valid JSON', { field: 'body' });
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
    throw new ApiError(422, `${name}: ${message}`, {
      field: name,
      issues: [{ field: name, message }],
    });
  }
  return id;
}
