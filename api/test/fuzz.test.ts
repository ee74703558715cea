/**
 * Bad input, at every route that takes a body or an id, on the memory store and on PostgreSQL
 * (PGlite where no PostgreSQL is given): never a 5xx, nothing stored, and the API still answers.
 *
 * The routes and each one's body schema are read from the endpoints' declarations (every
 * module's endpoints.ts; api/test/endpoints.test.ts checks that they are the API's routes): a new
 * endpoint is fuzzed without anyone listing it. From the schema the test builds a valid body, then breaks it one field at a time.
 * docs/decisions/0045-bad-input.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../modules/index';
import {
  createTestApi,
  impossibleIds,
  storeKinds,
  type RequestOptions,
  type TestApi,
} from './harness';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  examples?: Json[];
  default?: Json;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  additionalProperties?: JsonSchema | boolean;
};

/**
 * What the fuzz needs of each route, from its declaration: routes without a body are still sent
 * every bad body and must shrug it off; a body of a file's bytes (`binary`: pictures, the
 * demonstration uploads) has no JSON to build and break, and is still sent every bad body above
 * (none is a PNG, JPEG, WebP or PDF: 413 or 415; their bytes are tested in avatars.test.ts,
 * data-list-bulk.test.ts and uploads.test.ts); a stream stays open (the live events) and is not
 * read as a list.
 */
type FuzzRoute = { method: string; path: string; body?: z.ZodType; stream: boolean };
const declaredRoutes = (): FuzzRoute[] =>
  Object.values(allEndpoints()).map((spec) => ({
    method: spec.method,
    path: spec.path,
    body: spec.body && spec.body !== 'binary' ? spec.body : undefined,
    stream: spec.reply === 'stream',
  }));
const streams = (r: FuzzRoute) => r.stream;

const STRING_CANDIDATES = [
  'Fuzz text',
  'fuzz@example.com',
  '2026-11-22',
  '2026-11-22T09:00:00.000Z',
  'https://example.com/fuzz',
  '+66 2 555 0100',
];

/** A value that the schema accepts, where the JSON Schema says enough to build one. */
function example(schema: JsonSchema, allFields: boolean): Json {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return example(choices.find((c) => c.type !== 'null') ?? choices[0], allFields);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (allFields || schema.required?.includes(key)) out[key] = example(value, allFields);
      }
      return out;
    }
    case 'array':
      return schema.items
        ? Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
            example(schema.items!, allFields),
          )
        : [];
    case 'string': {
      const fits = (value: string) =>
        value.length >= (schema.minLength ?? 0) &&
        value.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern).test(value)) &&
        (schema.format !== 'email' || value.includes('@')) &&
        (schema.format !== 'date-time' || value.includes('T')) &&
        (schema.format !== 'date' || /^\d{4}-\d{2}-\d{2}$/.test(value));
      return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return Math.min(Math.max(low, 1), schema.maximum ?? Infinity);
    }
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

/** A valid body for the schema: with every field, or with the required ones only. */
function validBody(schema: z.ZodType): Json {
  // the schema's own example first: JSON Schema leaves it out of a schema holding a transform
  // (an ISO date of api/modules/calendar/contract.ts), as the shipments' bodies do
  const given = (z.globalRegistry.get(schema)?.examples as Json[] | undefined)?.[0];
  if (given !== undefined && schema.safeParse(given).success) return given;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  for (const allFields of [true, false]) {
    const body = example(json, allFields);
    if (schema.safeParse(body).success) return body;
  }
  throw new Error(
    `Cannot build a valid body from ${JSON.stringify(json)}: give the schema an example with .meta({ examples: [...] })`,
  );
}

const deepObject = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const deepArray = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** Bodies that are wrong whatever the route. */
const wholeBodyAttacks: { name: string; options: RequestOptions }[] = [
  { name: 'not JSON', options: { rawBody: '{"item": ' } },
  { name: 'empty', options: { rawBody: '' } },
  { name: 'null', options: { rawBody: 'null' } },
  { name: 'an array', options: { body: [] } },
  { name: 'a string', options: { body: 'hello' } },
  { name: 'a number', options: { body: 42 } },
  { name: 'nesting 1,000 deep (objects)', options: { rawBody: deepObject(1000) } },
  { name: 'nesting 1,000 deep (arrays)', options: { rawBody: deepArray(1000) } },
  {
    name: '__proto__ and constructor',
    options: { rawBody: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  },
  { name: 'a NUL character', options: { rawBody: '{"a":"\\u0000"}' } },
  { name: 'a 5 MB body', options: { rawBody: JSON.stringify({ a: 'x'.repeat(5 * 1024 * 1024) }) } },
];

/**
 * Values no field may take: NUL, malformed text, huge strings (beyond the longest field, a mail's
 * 100,000-character message), ids beyond any store's range.
 */
const ALWAYS_REFUSED: Json[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  'x'.repeat(100_001),
  99_999_999_999,
  -99_999_999_999,
  1e308,
];

/** What a field is replaced with: wrong types, NUL, malformed text, huge strings, impossible ids. */
function wrongValues(value: Json): Json[] {
  const text = ALWAYS_REFUSED.filter((v) => typeof v === 'string');
  const numbers = [
    -1,
    0,
    1.5,
    2_147_483_648,
    ...ALWAYS_REFUSED.filter((v) => typeof v === 'number'),
  ];
  const common: Json[] = [null, {}, [], ...text];
  if (typeof value === 'string') return [42, true, ...common];
  if (typeof value === 'number') return ['1', true, ...numbers, ...common];
  if (typeof value === 'boolean') return ['true', 1, ...common];
  if (Array.isArray(value)) return [{}, 'x', 1, ...text, [null], [{ __proto__: 1 }]];
  return ['x', 1, [], ...text];
}

/** Every place in the body, as a path of keys, with the value there. */
function leaves(value: Json, path: (string | number)[] = []): [(string | number)[], Json][] {
  const here: [(string | number)[], Json][] = path.length ? [[path, value]] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => leaves(v, [...path, i]))];
  if (value && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))];
  }
  return here;
}

function withValue(body: Json, path: (string | number)[], value: Json): Json {
  const copy = structuredClone(body);
  let at = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  at[path[path.length - 1]] = value;
  return copy;
}

/** Every object of the body with `__proto__` and `constructor` keys added (JSON text: own keys). */
function withPrototypeKeys(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(withPrototypeKeys).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const members = Object.entries(value).map(
    ([k, v]) => `${JSON.stringify(k)}:${withPrototypeKeys(v)}`,
  );
  members.push('"__proto__":{"polluted":true}', '"constructor":{"prototype":{"polluted":true}}');
  return `{${members.join(',')}}`;
}

/** the harness's impossible ids, and NUL in a path */
const IMPOSSIBLE_PATH_IDS = [...impossibleIds, '%00', '1%00'];

describe.each(storeKinds())('bad input at every route (%s store)', (kind) => {
  let api: TestApi;
  let admin: string;
  let routes: FuzzRoute[];
  let calls = 0;

  beforeAll(async () => {
    api = await createTestApi(kind);
    api.deps.auth.rateLimitPerMinute = 1_000_000;
    admin = await api.tokenFor('admin');
    routes = declaredRoutes();
  });
  afterAll(() => api.close());

  /** Each call from its own address, so the rate limits of login and contact stay out of the way. */
  const send = (method: string, path: string, options: RequestOptions = {}) =>
    api.request(method, path, {
      token: admin,
      ...options,
      headers: { 'x-test-client-address': `fuzz-${++calls}`, ...options.headers },
    });

  /** What the stores hold, as every list the API answers without parameters shows it. */
  async function snapshot(): Promise<Map<string, string>> {
    const lists = routes.filter(
      (r) => r.method === 'GET' && !r.path.includes(':') && !r.path.includes('*') && !streams(r),
    );
    const replies = await Promise.all(
      lists.map((r) =>
        send('GET', r.path).then((res) => [r.path, JSON.stringify(res.body)] as const),
      ),
    );
    const users = await Promise.all(
      (['admin', 'editor', 'public'] as const).map((role) =>
        api.deps.stores.auth.countUsersWithRole(role),
      ),
    );
    const contact = await api.deps.stores.contact.list();
    return new Map([
      ...replies,
      ['users by role', JSON.stringify(users)],
      ['contact messages', JSON.stringify(contact)],
    ]);
  }

  /** The lists that differ between two snapshots. */
  const changed = (before: Map<string, string>, after: Map<string, string>) =>
    [...before.keys()].filter((key) => before.get(key) !== after.get(key));

  const concretePath = (path: string, id = '1') => path.replace(/:[a-zA-Z]+/g, id);
  const bodyRoutes = () => routes.filter((r) => r.method !== 'GET');

  // An empty body to every route that is not a read, first: the routes that take none (a
  // delete, a cancel) act on record 1 here, so that the snapshots below compare what bad bodies
  // did, not what those first calls did.
  it('builds a valid body from the declaration of every route that takes one', async () => {
    for (const route of bodyRoutes()) {
      const res = await send(route.method, concretePath(route.path), { body: {} });
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
    const withBody = bodyRoutes().filter((route) => route.body);
    for (const route of withBody) {
      const body = validBody(route.body!);
      expect(route.body!.safeParse(body).success, `${route.method} ${route.path}`).toBe(true);
    }
    expect(withBody.length).toBeGreaterThan(20);
  });

  // every route with every bad body. What is stored is compared once before the first route and
  // once after the last (two snapshots, not two per route: the snapshots were most of the
  // suite's time); a change names the lists it touched. The bodies a schema happens to accept
  // (they may store something) are sent after the second snapshot.
  it('answers every bad body with 4xx, stores nothing, and keeps answering', async () => {
    const failures: string[] = [];
    const acceptedByRoute: {
      key: string;
      path: string;
      route: { method: string };
      attacks: { name: string; options: RequestOptions }[];
    }[] = [];
    const before = await snapshot();
    for (const route of bodyRoutes()) {
      const key = `${route.method} ${route.path}`;
      const schema = route.body;
      const path = concretePath(route.path);
      const bad: { name: string; options: RequestOptions }[] = [...wholeBodyAttacks];
      // a wrong type the schema happens to accept (0 for a price): any answer but a 5xx
      const accepted: typeof bad = [];
      if (schema) {
        const valid = validBody(schema);
        for (const [at, value] of leaves(valid)) {
          for (const wrong of wrongValues(value)) {
            const body = withValue(valid, at, wrong);
            const attack = {
              name: `${at.join('.')} = ${JSON.stringify(wrong).slice(0, 40)}`,
              options: { body },
            };
            if (ALWAYS_REFUSED.includes(wrong) || !schema.safeParse(body).success) bad.push(attack);
            else accepted.push(attack);
          }
        }
        const polluted = withPrototypeKeys(valid);
        if (!schema.safeParse(JSON.parse(polluted)).success) {
          bad.push({
            name: '__proto__ and constructor in every object',
            options: { rawBody: polluted },
          });
        }
      }
      for (const attack of bad) {
        const res = await send(route.method, path, attack.options);
        if (res.status >= 500 || (schema && (res.status < 400 || res.status >= 500))) {
          failures.push(
            `${key} with ${attack.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
        }
      }
      const health = await send('GET', '/api/health');
      if (health.status !== 200) failures.push(`${key}: the API stopped answering`);
      acceptedByRoute.push({ key, path, route, attacks: accepted });
    }
    const touched = changed(before, await snapshot());
    if (touched.length) failures.push(`bad bodies changed what is stored: ${touched.join(', ')}`);
    for (const { key, path, route, attacks } of acceptedByRoute) {
      for (const attack of attacks) {
        const res = await send(route.method, path, attack.options);
        if (res.status >= 500) failures.push(`${key} with ${attack.name}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers impossible ids in paths with 4xx, never 5xx', async () => {
    const failures: string[] = [];
    const withId = routes.filter((r) => r.path.includes(':'));
    expect(withId.length).toBeGreaterThan(5);
    for (const route of withId) {
      for (const id of IMPOSSIBLE_PATH_IDS) {
        const body = route.body ? validBody(route.body) : undefined;
        const res = await send(route.method, concretePath(route.path, id), { body });
        if (res.status < 400 || res.status >= 500)
          failures.push(`${route.method} ${route.path} with ${id}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers an unknown path with 404 noEndpoint in the error shape, whatever its bytes', async () => {
    for (const tail of ['nothing', 'a%00b', '%ED%A0%80', '%E0%A4%A', 'x'.repeat(5_000)]) {
      // the harness checks every error reply against the one error shape
      const res = await send('GET', `/api/no-such-endpoint/${tail}`);
      expect(res.status, tail.slice(0, 20)).toBe(404);
      expect(res.body.code).toBe('noEndpoint');
    }
  });

  it('answers bad query strings on every list with 2xx or 4xx, never 5xx', async () => {
    const failures: string[] = [];
    const values = ['%00', 'a%00b', '%ED%A0%80', '%E0%A4%A', 'x'.repeat(10_000), '__proto__'];
    const lists = routes.filter((r) => r.method === 'GET' && !r.path.includes('*') && !streams(r));
    for (const route of lists) {
      for (const value of values) {
        const query = ['q', 'filter', 'id', 'sort', 'page']
          .map((name) => `${name}=${value}`)
          .join('&');
        const res = await send('GET', `${concretePath(route.path)}?${query}`);
        if (res.status >= 500)
          failures.push(`GET ${route.path}?…=${value.slice(0, 20)}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
