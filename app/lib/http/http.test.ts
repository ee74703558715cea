// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./api-mode', () => ({ apiMode: 'server', ensureBackend: () => Promise.resolve() }));

import {
  configureHttp,
  http,
  resetHttpForTests,
  safeReturnPath,
  SessionEndedError,
  sessionEndReason,
} from './http';
import { getAuthState } from '../session/auth-state';
// the session hands http its token, refresh and sign-out when it loads (configureHttp)
import { startSession, storeAccessToken as setAccessToken } from '../session/session';
import { storageKeys } from '../session/sign-in-storage';
import type { UserData } from '../../../api/modules/auth/contract';

/** A JWT-shaped token carrying a role claim (the client only reads the claim). */
function token(name: string, role = 'editor') {
  const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: '1', role, n: name })}.sig`;
}

const userData: UserData = {
  uid: 1,
  displayName: 'Editor Demo',
  about: '',
  photoURL: '',
  status: 'online',
  userRole: 'editor',
  email: 'editor@demo.com',
  providerId: 'jwt',
  phoneNumber: null,
};

interface FakeServer {
  valid: Set<string>;
  refreshCalls: number;
  refresh: () => Promise<Response>;
  seen: { path: string; auth: string | null }[];
}

let server: FakeServer;
let ended: string[];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function installFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const headers = new Headers(init?.headers);
      const auth = headers.get('authorization');
      server.seen.push({ path, auth });
      if (path === '/api/auth/refresh-token') {
        server.refreshCalls++;
        return server.refresh();
      }
      // let the other parallel requests arrive before answering
      await new Promise((r) => setTimeout(r, 5));
      const bearer = auth?.replace(/^Bearer /, '') ?? '';
      if (!server.valid.has(bearer)) return json(401, { error: 'Invalid access token' });
      if (path === '/api/broken') return json(500, { error: 'Something went wrong' });
      return json(200, { path, token: bearer });
    }),
  );
}

/** The fake server's 401 to a call says this (the default: no code). */
function installFetchAnswering401(body: object) {
  const inner = vi.mocked(fetch);
  const answer = inner.getMockImplementation()!;
  inner.mockImplementation(async (input, init) => {
    const reply = await answer(input, init);
    if (reply.status !== 401 || String(input) === '/api/auth/refresh-token') return reply;
    return json(401, body);
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetHttpForTests();
  ended = [];
  configureHttp({ onSessionEnded: (url) => ended.push(url), refreshTimeoutMs: 200 });
  window.history.replaceState(null, '', '/apps/todo/all?x=1');
  server = {
    valid: new Set([token('new')]),
    refreshCalls: 0,
    refresh: async () => {
      await new Promise((r) => setTimeout(r, 20));
      return json(200, { userData, accessToken: token('new') });
    },
    seen: [],
  };
  installFetch();
  startSession({ userData, accessToken: token('old'), remember: true, ttlSeconds: 3600 });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http client', () => {
  it('adds the bearer token once set, and keeps it under accessToken', async () => {
    setAccessToken(token('new'));
    expect(window.localStorage.getItem(storageKeys.token)).toBe(token('new'));
    const reply = await http.get<{ token: string }>('/api/a');
    expect(reply.status).toBe(200);
    expect(server.seen[0].auth).toBe(`Bearer ${token('new')}`);
  });

  it('parallel 401s: one refresh, every request replayed with the new token', async () => {
    const replies = await Promise.all([
      http.get<{ token: string }>('/api/a'),
      http.get<{ token: string }>('/api/b'),
      http.post<{ token: string }>('/api/c', { x: 1 }),
      http.delete<{ token: string }>('/api/d'),
    ]);
    expect(server.refreshCalls).toBe(1);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(replies.every((r) => r.data.token === token('new'))).toBe(true);
    expect(window.localStorage.getItem(storageKeys.token)).toBe(token('new'));
    expect(getAuthState().signedIn).toBe(true);
    expect(ended).toEqual([]);
  });

  it('a request started during the refresh waits for the new token', async () => {
    const first = http.get('/api/a');
    await vi.waitFor(() => expect(server.refreshCalls).toBe(1)); // the 401 is in, the refresh is running
    const second = http.get<{ token: string }>('/api/b');
    await Promise.all([first, second]);
    expect(server.refreshCalls).toBe(1);
    const sentB = server.seen.filter((s) => s.path === '/api/b');
    expect(sentB).toEqual([{ path: '/api/b', auth: `Bearer ${token('new')}` }]);
  });

  it('a failing refresh: every queued request fails, the user is signed out and sent to login', async () => {
    server.refresh = async () => json(500, { error: 'Something went wrong' });
    const results = await Promise.allSettled([
      http.get('/api/a'),
      http.get('/api/b'),
      http.get('/api/c'),
    ]);
    expect(
      results.every((r) => r.status === 'rejected' && r.reason instanceof SessionEndedError),
    ).toBe(true);
    expect(server.refreshCalls).toBe(1);
    expect(getAuthState().signedIn).toBe(false);
    expect(window.localStorage.getItem(storageKeys.flag)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
    expect(ended).toEqual([`/pages/login?to=${encodeURIComponent('/apps/todo/all?x=1')}`]);
  });

  it('a 401 from the refresh call itself ends the session without another refresh', async () => {
    server.refresh = async () => json(401, { error: 'Invalid access token' });
    const results = await Promise.allSettled([http.get('/api/a'), http.get('/api/b')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(server.refreshCalls).toBe(1);
    expect(ended).toHaveLength(1);
    expect(getAuthState().signedIn).toBe(false);
  });

  it('a refresh refused for a blocked or deactivated account sends to login with &reason=', async () => {
    for (const code of ['accountBlocked', 'accountDeactivated']) {
      resetHttpForTests();
      ended = [];
      configureHttp({ onSessionEnded: (url) => ended.push(url), refreshTimeoutMs: 200 });
      startSession({ userData, accessToken: token('old'), remember: true, ttlSeconds: 3600 });
      server.refresh = async () => {
        await new Promise((r) => setTimeout(r, 20)); // both 401s wait for this one refresh
        return json(401, { error: 'This account is blocked', code });
      };
      const results = await Promise.allSettled([http.get('/api/a'), http.get('/api/b')]);
      const codes = results.map(
        (r) => r.status === 'rejected' && (r.reason as SessionEndedError).code,
      );
      expect(codes).toEqual([code, code]);
      expect(getAuthState().signedIn).toBe(false);
      expect(ended).toEqual([
        `/pages/login?to=${encodeURIComponent('/apps/todo/all?x=1')}&reason=${code}`,
      ]);
    }
    expect(server.refreshCalls).toBe(2);
  });

  it('other refusal codes of the refresh give no reason; on the login page the reason is set once', async () => {
    server.refresh = async () =>
      json(401, { error: 'Invalid refresh token', code: 'invalidRefreshToken' });
    await Promise.allSettled([http.get('/api/a')]);
    expect(ended).toEqual([`/pages/login?to=${encodeURIComponent('/apps/todo/all?x=1')}`]);

    resetHttpForTests();
    ended = [];
    configureHttp({ onSessionEnded: (url) => ended.push(url), refreshTimeoutMs: 200 });
    startSession({ userData, accessToken: token('old'), remember: true, ttlSeconds: 3600 });
    window.history.replaceState(null, '', '/pages/login?to=%2Fhome&reason=accountDeactivated');
    server.refresh = async () =>
      json(401, { error: 'This account is blocked', code: 'accountBlocked' });
    await Promise.allSettled([http.get('/api/a')]);
    expect(ended).toEqual(['/pages/login?to=%2Fhome&reason=accountBlocked']);
  });

  it("a blocked account's refresh token is revoked: the reason comes from the request's own 401", async () => {
    // the API: 401 accountBlocked to the call, then the revoked refresh token's invalidAccessToken
    server.valid.clear();
    installFetchAnswering401({ error: 'This account is blocked', code: 'accountBlocked' });
    server.refresh = async () =>
      json(401, { error: 'Invalid access token', code: 'invalidAccessToken' });
    const [result] = await Promise.allSettled([http.get('/api/a')]);
    expect(result.status === 'rejected' && (result.reason as SessionEndedError).code).toBe(
      'accountBlocked',
    );
    expect(server.refreshCalls).toBe(1);
    expect(ended).toEqual([
      `/pages/login?to=${encodeURIComponent('/apps/todo/all?x=1')}&reason=accountBlocked`,
    ]);
  });

  it('sessionEndReason knows only the blocked and deactivated codes', () => {
    expect(sessionEndReason('accountBlocked')).toBe('accountBlocked');
    expect(sessionEndReason('accountDeactivated')).toBe('accountDeactivated');
    expect(sessionEndReason('invalidAccessToken')).toBeUndefined();
    expect(sessionEndReason('<script>')).toBeUndefined();
    expect(sessionEndReason(null)).toBeUndefined();
  });

  it('a refresh that never answers fails after the timeout: nothing waits forever', async () => {
    server.refresh = () => new Promise<Response>(() => {});
    const started = Date.now();
    const results = await Promise.allSettled([http.get('/api/a'), http.get('/api/b')]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(ended).toHaveLength(1);
  });

  it('other errors pass through untouched', async () => {
    setAccessToken(token('new'));
    const reply = await http.get<{ error: string }>('/api/broken');
    expect(reply).toMatchObject({ status: 500, data: { error: 'Something went wrong' } });
    expect(server.refreshCalls).toBe(0);
  });

  it('a 401 without a token (a visitor) is passed on, no refresh', async () => {
    window.localStorage.clear();
    const reply = await http.get('/api/a');
    expect(reply.status).toBe(401);
    expect(server.refreshCalls).toBe(0);
  });

  it('a replay that gets 401 again passes the 401 on (no loop)', async () => {
    server.valid.clear();
    const reply = await http.get('/api/a');
    expect(reply.status).toBe(401);
    expect(server.refreshCalls).toBe(1);
  });
});

describe('safeReturnPath', () => {
  it('accepts same-origin paths only', () => {
    expect(safeReturnPath('/apps/todo/all?x=1')).toBe('/apps/todo/all?x=1');
    expect(safeReturnPath('//evil.example')).toBe('/home');
    expect(safeReturnPath('https://evil.example')).toBe('/home');
    expect(safeReturnPath(null)).toBe('/home');
  });
});
