import type { z } from 'zod';
import { isErrorCode, type FieldIssue } from './errors';

/*
 * The field issues of a failed check, in a file of their own: the server's validation and the
 * app's own checks use them, and the pages that only read an error reply (every page, through
 * app/lib/http/api-client.ts) do not load them.
 */

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
 * Every problem of a failed check, each with its field's path (`items.16.price`; `body` for the
 * whole), its stable code and limit: the API's 422 (api/platform/validate.ts) and the app's own
 * checks against the same schemas (the import screen's rows) say the same.
 */
export function fieldIssuesOf(error: z.ZodError, input: unknown): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
    ...issueCode(issue, input),
  }));
}
