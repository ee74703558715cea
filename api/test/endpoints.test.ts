/**
 * Every route of the API has one declaration and every declaration one route
 * (docs/adding-a-module.md): the routes are read from the API itself (`app.routes`), the
 * declarations from every module's endpoints.ts (api/modules/index.ts). The OpenAPI document
 * describes exactly the declared endpoints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { allEndpoints, apiModules } from '../modules/index';
import { openApiPath } from '../platform/openapi';
import { createTestApi, type TestApi } from './harness';

const key = (method: string, path: string) => `${method} ${path}`;

describe('endpoints and routes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('memory');
  });
  afterAll(() => api.close());

  const declared = () => Object.values(allEndpoints()).map((spec) => key(spec.method, spec.path));
  const routed = () => [
    ...new Set(
      createApi(api.deps)
        .routes.filter((route) => route.method !== 'ALL')
        .map((route) => key(route.method, route.path)),
    ),
  ];

  it('declares every route, and routes every declaration', () => {
    const declarations = new Set(declared());
    const routes = new Set(routed());
    expect(
      [...routes].filter((route) => !declarations.has(route)),
      'routes with no declaration',
    ).toEqual([]);
    expect(
      [...declarations].filter((declaration) => !routes.has(declaration)),
      'declarations with no route',
    ).toEqual([]);
    expect(routes.size).toBeGreaterThan(90);
  });

  it('declares each route once, in one module', () => {
    const all = declared();
    expect(all.filter((each, i) => all.indexOf(each) !== i)).toEqual([]);
    expect(new Set(apiModules.map((module) => module.name)).size).toBe(apiModules.length);
  });

  it('serves an OpenAPI 3.1 document with every declared endpoint', async () => {
    const res = await api.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const operations = Object.entries(res.body.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => key(method, path)))
      .sort();
    const expected = Object.values(allEndpoints())
      .map((spec) => key(spec.method.toLowerCase(), openApiPath(spec.path)))
      .sort();
    expect(operations).toEqual(expected);
    // a declaration's path parameter is a parameter of its operation
    const shipment = res.body.paths['/api/apps/shipments/{id}'].get;
    expect(shipment.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(shipment.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'trackingNumber',
    );
  });
});
