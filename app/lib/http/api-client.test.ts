/** The data layer's request: replies checked against the contract, every failure a coded error. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('./api-mode', () => ({ apiMode: 'server', ensureBackend: () => Promise.resolve() }));

import { errorCodes } from '../../../api/contract/errors';
import { endpoint } from '../../../api/contract/endpoint';
import { ApiRequestError, apiRequest } from './api-client';
import en from '../../locales/en/api-errors.json';

const reply = z.object({ id: z.number() });
/** two endpoints of no module, declared as a module declares its own */
const createThing = endpoint({
  method: 'POST',
  path: '/api/things',
  summary: 'a thing',
  access: 'public',
  body: z.object({ name: z.string().optional() }),
  reply,
});
const getThing = endpoint({
  method: 'GET',
  path: '/api/things/:id',
  summary: 'a thing',
  access: 'public',
  params: z.object({ id: z.string() }),
  reply,
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('answers the reply parsed by the contract', async () => {
    answer(201, { id: 7, extra: 'dropped' });
    await expect(apiRequest(createThing, {}, { name: 'a' })).resolves.toEqual({
      id: 7,
    });
  });

  it('throws a wrong field with its code, limit and every issue', async () => {
    answer(422, {
      error: 'name: must be at most 20 characters',
      code: 'tooLong',
      field: 'name',
      limit: 20,
      issues: [
        { field: 'name', code: 'tooLong', message: 'must be at most 20 characters', limit: 20 },
        { field: 'email', code: 'required', message: 'Required' },
      ],
    });
    const error = await failure(apiRequest(createThing, {}, {}));
    expect(error).toMatchObject({ status: 422, code: 'tooLong', field: 'name', limit: 20 });
    expect(error.issueOf('email')).toMatchObject({ code: 'required' });
    expect(error.issueOf('phone')).toBeUndefined();
  });

  it('throws badRequest or serverError for an error reply outside the contract', async () => {
    answer(400, 'not json at all');
    expect(await failure(apiRequest(getThing, { id: 1 }))).toMatchObject({
      status: 400,
      code: 'badRequest',
    });
    answer(502, { oops: true });
    expect(await failure(apiRequest(getThing, { id: 1 }))).toMatchObject({
      status: 502,
      code: 'serverError',
    });
  });

  it('throws invalidReply for a success that does not fit the contract', async () => {
    answer(200, { id: 'seven' });
    expect(await failure(apiRequest(getThing, { id: 1 }))).toMatchObject({
      status: 200,
      code: 'invalidReply',
    });
  });

  it('throws network when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failure(apiRequest(getThing, { id: 1 }))).toMatchObject({
      status: 0,
      code: 'network',
    });
  });
});

describe('the messages of the codes', () => {
  it('has an English message for every code the API or the client can give', () => {
    const missing = [...errorCodes, 'network', 'invalidReply', 'generic'].filter(
      (code) => !(code in en),
    );
    expect(missing).toEqual([]);
  });
});
