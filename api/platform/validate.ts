import type { Context } from 'hono';
import type { z } from 'zod';
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

/** Reads and validates a JSON body: 400 when it is not JSON, 422 naming the field when it is wrong. */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
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

/** A positive integer id from the path, or 404 (an id that cannot exist is an unknown id). */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id))
    throw new ApiError(404, `No item with id ${raw}`);
  return id;
}
