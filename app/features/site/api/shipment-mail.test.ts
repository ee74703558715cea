import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmFollow } from './confirm-follow';
import { followShipment } from './follow-shipment';
import { unsubscribeMail } from './unsubscribe-mail';

vi.mock('../../../lib/http/api-mode', () => ({
  apiMode: 'server',
  ensureBackend: () => Promise.resolve(),
}));

const calls: { url: string; init: RequestInit }[] = [];

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(
        new Response(body === undefined ? null : JSON.stringify(body), { status }),
      );
    }),
  );
}

const NUMBER = 'FT3CXWYF9ZQKR';

describe('followShipment: what the form shows for each reply', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    calls.length = 0;
  });

  it("sends the address and the page's language to the number's follow address", async () => {
    answer(202, { ok: true });
    expect(await followShipment(NUMBER, 'buyer@example.com', 'th')).toEqual({ kind: 'sent' });
    expect(calls[0]!.url).toBe(`/api/track/${NUMBER}/follow`);
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      email: 'buyer@example.com',
      language: 'th',
    });
  });

  it("a refusal of the address, by its issue's code and limit", async () => {
    answer(422, {
      error: 'invalid',
      code: 'invalidFormat',
      field: 'email',
      issues: [{ field: 'email', code: 'invalidFormat', message: 'x' }],
    });
    expect(await followShipment(NUMBER, 'nope', 'en')).toEqual({
      kind: 'email',
      code: 'invalidFormat',
      limit: undefined,
    });
    answer(422, {
      error: 'long',
      code: 'tooLong',
      field: 'email',
      issues: [{ field: 'email', code: 'tooLong', limit: 254, message: 'x' }],
    });
    expect(await followShipment(NUMBER, 'x', 'en')).toEqual({
      kind: 'email',
      code: 'tooLong',
      limit: 254,
    });
  });

  it('a refusal of the number, too many requests, and no answer', async () => {
    answer(422, { error: 'bad', code: 'malformedTrackingNumber', field: 'number' });
    expect(await followShipment('X', 'buyer@example.com', 'en')).toEqual({ kind: 'number' });
    answer(429, { error: 'slow down', code: 'tooManyAttempts' });
    expect(await followShipment(NUMBER, 'buyer@example.com', 'en')).toEqual({
      kind: 'rateLimited',
    });
    answer(500, 'oops');
    expect(await followShipment(NUMBER, 'buyer@example.com', 'en')).toEqual({ kind: 'failed' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(await followShipment(NUMBER, 'buyer@example.com', 'en')).toEqual({ kind: 'failed' });
  });
});

describe("a mail link's calls", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    calls.length = 0;
  });

  it('confirm: the token in the body; the reply names the shipment', async () => {
    answer(200, { trackingNumber: NUMBER });
    expect(await confirmFollow('abc')).toEqual({ kind: 'done', trackingNumber: NUMBER });
    expect(calls[0]!.url).toBe('/api/track/follow/confirm');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ token: 'abc' });
    // a reply without the number makes no sense
    answer(200, {});
    expect(await confirmFollow('abc')).toEqual({ kind: 'failed' });
  });

  it('unsubscribe: the token in the query, no body', async () => {
    answer(200, { ok: true });
    expect(await unsubscribeMail('a b&c')).toEqual({ kind: 'done' });
    expect(calls[0]!.url).toBe('/api/mail/unsubscribe?token=a+b%26c');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('invalid: 404 invalidLink, or a token that cannot be one (422); failed otherwise', async () => {
    answer(404, { error: 'gone', code: 'invalidLink' });
    expect(await confirmFollow('abc')).toEqual({ kind: 'invalid' });
    expect(await unsubscribeMail('abc')).toEqual({ kind: 'invalid' });
    answer(422, { error: 'long', code: 'tooLong', field: 'token' });
    expect(await confirmFollow('x'.repeat(300))).toEqual({ kind: 'invalid' });
    // an API without the endpoint is not the link's fault
    answer(404, { error: 'no such endpoint', code: 'noEndpoint' });
    expect(await unsubscribeMail('abc')).toEqual({ kind: 'failed' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(await confirmFollow('abc')).toEqual({ kind: 'failed' });
  });
});
