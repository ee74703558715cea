import type { Context } from 'hono';
import type { z } from 'zod';
import { ID_MAX } from '../contract/common';
import { isErrorCode, type FieldIssue } from '../contract/errors';
import { ApiError } from './errors';

/** The value at a path of the raw input, to tell a missing field from a wrong one. */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The stable code of one zod issue (api/contract/errors.ts) and the limit it names. */
function issueCode(issue: z.core.$ZodIssue, input: unknown): Pick<FieldIssue, 'code' | 'limit'> {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return { code: 'notWhole' };
      return { code: valueAt(input, issue.path) === undefined ? 'required' : 'invalidType' };
    case 'too_small': {
      const limit = Number(issue.minimum);
      if (issue.origin === 'string' && limit === 1) return { code: 'required' };
      const sized = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
      return { code: sized ? 'tooShort' : 'tooSmall', limit };
    }
    case 'too_big': {
      const sized = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
      return { code: sized ? 'tooLong' : 'tooBig', limit: Number(issue.maximum) };
    }
    case 'invalid_format':
      return { code: 'invalidFormat' };
    case 'invalid_value':
      return { code: 'invalidChoice' };
    case 'unrecognized_keys':
      return { code: 'unknownField' };
    case 'not_multiple_of':
      return { code: 'notWhole' };
    case 'custom': {
      // a refinement names its code in params: .refine(check, { message, params: { code } })
      const code = issue.params?.code;
      return { code: isErrorCode(code) ? code : 'invalidValue' };
    }
    default:
      return { code: 'invalidValue' };
  }
}

/**
 * Turns zod issues into the one error shape: a message naming the first field, its code, and
 * every problem with its code (docs/decisions/0047).
 */
export function validationError(
  error: z.ZodError,
  input: unknown,
  status: 400 | 422 = 422,
): ApiError {
  const issues: FieldIssue[] = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
    ...issueCode(issue, input),
  }));
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
