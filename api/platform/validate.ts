import type { Context } from 'hono';
import type { z } from 'zod';
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

/** Reads and validates a JSON body: 400 when it is not JSON, 422 naming the field when it is wrong. */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
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
