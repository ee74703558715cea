/** The codes of a wrong field (api/contract/errors.ts): what the app translates a 422 by. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, requiredText, text } from '../contract/common';
import { ApiError } from './errors';
import { parseWith } from './validate';

const schema = z
  .object({
    name: requiredText(20),
    note: text().max(5).optional(),
    count: id.optional(),
    tags: z.array(text()).max(2).optional(),
    kind: z.enum(['sea', 'air']).optional(),
    pieces: z.number().min(1).max(99).optional(),
    email: z.email().optional(),
    window: z
      .object({ from: text(), to: text() })
      .refine((w) => w.to >= w.from, {
        message: 'must not be before from',
        params: { code: 'endBeforeStart' },
        path: ['to'],
      })
      .optional(),
  })
  .strict();

function problemOf(value: unknown) {
  try {
    parseWith(schema, value);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, code: error.code, ...(error.details as { issues?: unknown[] }) };
  }
  throw new Error('expected a refusal');
}

describe('the code of a wrong field', () => {
  it.each([
    ['a missing field', {}, { field: 'name', code: 'required' }],
    ['an empty required text', { name: '  ' }, { field: 'name', code: 'required' }],
    ['a text too long', { name: 'x'.repeat(21) }, { field: 'name', code: 'tooLong', limit: 20 }],
    ['a wrong type', { name: 5 }, { field: 'name', code: 'invalidType' }],
    ['a NUL in a text', { name: 'a\u0000b' }, { field: 'name', code: 'invalidValue' }],
    ['a fraction for an id', { name: 'a', count: 1.5 }, { field: 'count', code: 'notWhole' }],
    [
      'a list too long',
      { name: 'a', tags: ['a', 'b', 'c'] },
      { field: 'tags', code: 'tooLong', limit: 2 },
    ],
    [
      'a value not in the list',
      { name: 'a', kind: 'rail' },
      { field: 'kind', code: 'invalidChoice' },
    ],
    [
      'a number too small',
      { name: 'a', pieces: 0 },
      { field: 'pieces', code: 'tooSmall', limit: 1 },
    ],
    [
      'a number too big',
      { name: 'a', pieces: 100 },
      { field: 'pieces', code: 'tooBig', limit: 99 },
    ],
    ['a malformed email', { name: 'a', email: 'nope' }, { field: 'email', code: 'invalidFormat' }],
    ['an unknown field', { name: 'a', colour: 'red' }, { field: 'body', code: 'unknownField' }],
    [
      'a refinement naming its code',
      { name: 'a', window: { from: 'b', to: 'a' } },
      { field: 'window.to', code: 'endBeforeStart' },
    ],
  ])('%s', (_, value, expected) => {
    const problem = problemOf(value);
    expect(problem).toMatchObject({ status: 422, ...expected });
    expect(problem.issues).toContainEqual(expect.objectContaining(expected));
  });

  it('lists every problem with its own code, the first one on top', () => {
    const problem = problemOf({ name: '', pieces: 0 });
    expect(problem).toMatchObject({ field: 'name', code: 'required' });
    expect(problem.issues).toEqual([
      expect.objectContaining({ field: 'name', code: 'required' }),
      expect.objectContaining({ field: 'pieces', code: 'tooSmall', limit: 1 }),
    ]);
  });
});
