/**
 * The contract test harness: the same API, over each store adapter.
 * memory and PGlite always; PostgreSQL when DATABASE_URL is set, and in CI it must be.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { assembleApi, type ApiSetup } from '../assemble';
import type { Role } from '../modules/auth/contract';
import { apiErrorReply } from '../contract/errors';
import { memoryMailer, type Mail } from '../platform/mail';
import { signAccessToken } from '../platform/tokens';
import type { ApiDeps } from '../modules/deps';
import { testClock } from './clock';
import { webCryptoHasher } from '../platform/web-crypto-hasher';
import type { Clock } from '../platform/clock';
import { createMemoryStores } from '../modules/memory-stores.ts';
import { createSqlStores } from '../modules/sql-stores.server.ts';
import { outboxFanOuts } from '../modules/outbox-fan-outs';
import { startOutboxWorker } from '../platform/outbox-worker';
import { openPglite, openPostgres, type SqlConnection } from '../platform/sql/connection.server';
import type { Stores } from '../modules/stores';

export type StoreKind = 'memory' | 'pglite' | 'postgres';

/**
 * The stores a contract suite runs on. PGlite and PostgreSQL share the SQL adapter: with a
 * PostgreSQL server the suites run on it and on the memory store, and PGlite where the adapter
 * takes another path on it: `{ pglite: true }` (the reply caches' change versions, which PGlite,
 * the only client of its database, reads without asking it), its connection, and the server of
 * every browser test, which runs on it (docs/decisions/0070-ci-in-twenty-minutes.md).
 * TEST_STORES=memory,pglite,postgres runs every suite on all three.
 */
export function storeKinds({ pglite = false }: { pglite?: boolean } = {}): StoreKind[] {
  if (!process.env.DATABASE_URL && process.env.CI) {
    throw new Error('DATABASE_URL must be set in CI: the PostgreSQL adapter tests must run.');
  }
  const available: StoreKind[] = process.env.DATABASE_URL
    ? ['memory', 'pglite', 'postgres']
    : ['memory', 'pglite'];
  const wanted = process.env.TEST_STORES?.split(',').map((kind) => kind.trim()) ?? [
    'memory',
    process.env.DATABASE_URL ? 'postgres' : 'pglite',
    ...(pglite ? ['pglite'] : []),
  ];
  return available.filter((kind) => wanted.includes(kind));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are read loosely in tests
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** sent as is, not JSON-encoded (bytes: an image upload, with its content-type header) */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestApi {
  kind: StoreKind;
  deps: ApiDeps;
  /** the SQL connection under the stores (PGlite, PostgreSQL), for writes from "another process" */
  conn?: SqlConnection;
  /** every mail the API sent, oldest first (empty when the test gave its own mailer) */
  mails: Mail[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<Reply<T>>;
  /**
   * Sends what the outbox holds as the server's worker would (fan-outs expanded), through the
   * API's mailer, until nothing is due at the API's clock; answers how many messages it took.
   */
  sendOutbox(): Promise<number>;
  /** an access token for a user of that role: the demo admin or editor, or the test customer */
  tokenFor(role: Role, id?: number): Promise<string>;
  close(): Promise<void>;
}

/** What the tests' API differs in from the defaults of api/assemble.ts. */
function testSetup(stores: Stores, overrides: Partial<ApiDeps>): ApiSetup {
  return {
    stores,
    auth: { issuer: 'freight-test', audience: 'freight-test-app', refreshTokenTtlSeconds: 3600 },
    passwords: webCryptoHasher(1_000),
    mode: 'server',
    development: true,
    now: testClock,
    log: () => {},
    mailer: memoryMailer(),
    // Tests pick the caller's address with this header (rate limiting).
    clientAddress: (c) => c.req.header('x-test-client-address') ?? 'test-client',
    ...overrides,
  };
}

const TEST_CUSTOMER_EMAIL = 'customer@test.invalid';

/**
 * A new person of the people role user (role public) who belongs to a customer company (or none),
 * as staff would invite one: the portal's and the status mails' reader. Answers the account's id.
 */
export async function createCustomer(
  api: TestApi,
  companyId: number | null,
  email = `customer.${crypto.randomUUID().slice(0, 8)}@buyer.example`,
): Promise<number> {
  const account = await api.deps.stores.auth.createUser({
    email,
    displayName: 'Customer',
    passwordHash: null,
    photoURL: '',
    phoneNumber: null,
    about: '',
    status: 'offline',
    role: 'public',
    providerId: 'jwt',
    providerSubject: null,
    createdAt: api.deps.now(),
    companyId,
  });
  return account!.id;
}

/**
 * The accounts behind tokenFor(role): the demo admin and editor, and a customer of the tests
 * (role public), made here. requireRule reads the caller's account on every request.
 */
async function defaultAccountIds(deps: ApiDeps): Promise<Record<Role, number>> {
  const { auth } = deps.stores;
  const customer =
    (await auth.findUserByEmail(TEST_CUSTOMER_EMAIL)) ??
    (await auth.createUser({
      email: TEST_CUSTOMER_EMAIL,
      displayName: 'Test Customer',
      passwordHash: null,
      photoURL: '',
      phoneNumber: null,
      about: '',
      status: 'online',
      role: 'public',
      providerId: 'jwt',
      providerSubject: null,
      createdAt: deps.now(),
    }));
  const idOf = async (email: string) => (await auth.findUserByEmail(email))?.id ?? 0;
  return {
    admin: await idOf('admin@demo.com'),
    editor: await idOf('editor@demo.com'),
    public: customer?.id ?? 0,
  };
}

async function openStores(
  kind: StoreKind,
  now: Clock,
): Promise<{ stores: Stores; conn?: SqlConnection }> {
  if (kind === 'memory') return { stores: createMemoryStores(now) };
  const conn =
    kind === 'pglite'
      ? await openPglite()
      : await openPostgres(process.env.DATABASE_URL!, `test_${randomUUID().replaceAll('-', '')}`);
  return { stores: await createSqlStores(conn, { now }), conn };
}

export async function createTestApi(
  kind: StoreKind,
  overrides: Partial<ApiDeps> = {},
): Promise<TestApi> {
  // The stores are seeded from the same clock the API is given.
  const { stores, conn } = await openStores(kind, overrides.now ?? testClock);
  // in development the demo accounts exist: admin id 1, editor id 2
  // the mails the API sends, kept for the tests to read, answering 'logged' (unless overridden)
  const mailer = memoryMailer();
  const { deps, api: app } = await assembleApi(testSetup(stores, { mailer, ...overrides }));
  // without demo accounts (production), tokens name accounts that do not exist
  const defaultIds = deps.development
    ? await defaultAccountIds(deps)
    : { admin: 1, editor: 2, public: 3 };
  return {
    kind,
    deps,
    conn,
    mails: mailer.mails,
    async request(method, path, { body, rawBody, token, headers = {} } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      const h = init.headers as Record<string, string>;
      if (token) h.authorization = `Bearer ${token}`;
      if (rawBody !== undefined || body !== undefined) {
        h['content-type'] ??= 'application/json';
        init.body = rawBody ?? JSON.stringify(body);
      }
      const res = await app.request(path, init);
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      expectOneErrorShape(method, path, res.status, parsed);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return { status: res.status, body: parsed as any, headers: res.headers };
    },
    async sendOutbox() {
      const worker = startOutboxWorker({
        outbox: deps.stores.outbox,
        mailer: deps.mailer,
        fanOuts: outboxFanOuts(deps),
        now: deps.now,
        log: () => {},
        // the test runs the batches: no timer
        scheduler: { set: () => 0, clear: () => {} },
      });
      let taken = 0;
      for (let batch = await worker.runOnce(); batch > 0; batch = await worker.runOnce()) {
        taken += batch;
      }
      await worker.stop();
      return taken;
    },
    tokenFor(role, id = defaultIds[role]) {
      return signAccessToken(deps.auth, { id, role }, deps.now());
    },
    async close() {
      if (conn?.kind === 'postgres') {
        const [{ schema }] = await conn.query<{ schema: string }>(
          'SELECT current_schema() AS schema',
        );
        await conn.exec(`DROP SCHEMA "${schema}" CASCADE`);
      }
      await conn?.close();
    },
  };
}

/** Bad bodies to send to every endpoint that takes one: each must answer 4xx, never 500. */
/**
 * The usual set-up of a module's contract tests: inside `describe.each(storeKinds())`, an API over
 * a fresh store of that kind, opened before the tests and closed after, and an editor's token.
 * Both are read from the returned object once the tests run.
 */
export function useTestApi(kind: StoreKind): { api: TestApi; editor: string } {
  const ctx = {} as { api: TestApi; editor: string };
  beforeAll(async () => {
    ctx.api = await createTestApi(kind);
    ctx.editor = await ctx.api.tokenFor('editor');
  });
  afterAll(() => ctx.api.close());
  return ctx;
}

export const malformedBodies: { name: string; options: RequestOptions }[] = [
  { name: 'not JSON', options: { rawBody: '{"item": ' } },
  { name: 'an array', options: { body: [] } },
  { name: 'null', options: { rawBody: 'null' } },
  { name: 'a string', options: { body: 'hello' } },
  { name: 'empty object', options: { body: {} } },
  { name: 'huge string', options: { body: { item: { name: 'x'.repeat(200_000) } } } },
];

/**
 * Path ids that no store can hold (not whole, not positive, beyond the stores' integer range):
 * each answers 422 naming the parameter, where an id in range that nothing has answers 404.
 */
export const impossibleIds = ['abc', '-1', '0', '1.5', '1e3', '2147483648', '99999999999'];

/**
 * Every error reply of every test is checked: the one error shape of api/contract/errors.ts,
 * `{error, code, field?, issues?}` with a known code (a 200 error reply of login or register is
 * checked by its own schema in the auth tests).
 */
function expectOneErrorShape(method: string, path: string, status: number, body: unknown) {
  if (status < 400) return;
  const parsed = apiErrorReply.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${method} ${path} answered ${status} outside the error shape: ${JSON.stringify(body)}`,
    );
  }
}

/** Expects the 422 of an impossible path id. */
export function expectImpossibleId(reply: Reply, field = 'id') {
  expect(reply.status).toBe(422);
  expect(reply.body).toMatchObject({
    field,
    code: 'impossibleId',
    error: expect.stringMatching(new RegExp(`^${field}: `)),
  });
}

/** The refresh cookie a reply set, as a `cookie` request header value (or undefined). */
export function refreshCookieOf(reply: Reply): string | undefined {
  const setCookie = reply.headers.getSetCookie?.() ?? [];
  for (const line of setCookie) {
    const [pair] = line.split(';');
    const [name, value] = pair.split('=');
    if (name.trim() === 'freight_refresh' && value) return `${name.trim()}=${value}`;
  }
  return undefined;
}
