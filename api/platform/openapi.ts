import { z } from 'zod';
import { JSON_BODY_MAX_BYTES, type EndpointSpec } from '../contract/endpoint';
import { apiErrorReply } from '../contract/errors';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a caller sends or is sent. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** `/api/apps/shipments/:id` as OpenAPI writes it: `/api/apps/shipments/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');

const commonErrors: Record<string, string> = {
  '400': 'The body is not JSON, or the request is malformed',
  '401': 'No valid access token, or the account is blocked or deactivated',
  '403': "The caller's role does not allow this",
  '413': 'The body is larger than the limit',
  '422': 'A field is wrong: `field` names it, `issues` lists every problem',
  '429': 'Too many tries: `Retry-After` says when to try again',
};

function parameters(spec: EndpointSpec) {
  const list: JsonSchema[] = [];
  if (spec.params) {
    const properties = (jsonSchema(spec.params, 'input').properties ?? {}) as Record<
      string,
      JsonSchema
    >;
    for (const [name, schema] of Object.entries(properties)) {
      list.push({ name, in: 'path', required: true, schema });
    }
  }
  if (spec.query) {
    const query = jsonSchema(spec.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(
      (query.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      list.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  return list;
}

function requestBody(spec: EndpointSpec) {
  if (!spec.body) return undefined;
  if (spec.body === 'binary') {
    return {
      required: true,
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  const megabytes = (spec.maxBodyBytes ?? JSON_BODY_MAX_BYTES) / (1024 * 1024);
  return {
    required: true,
    description: `JSON, at most ${megabytes} MB (413 bodyTooLarge beyond).`,
    content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } },
  };
}

function success(spec: EndpointSpec) {
  const status = String(spec.status ?? 200);
  if (spec.reply === 'stream') {
    return {
      [status]: {
        description: 'A stream of server-sent events',
        content: { 'text/event-stream': {} },
      },
    };
  }
  if (typeof spec.reply === 'string') {
    return {
      [status]: {
        description: `The file (${spec.reply})`,
        content: { [spec.reply]: { schema: { type: 'string', format: 'binary' } } },
      },
    };
  }
  return {
    [status]: {
      description: 'Success',
      content: { 'application/json': { schema: jsonSchema(spec.reply, 'output') } },
    },
  };
}

function errors(spec: EndpointSpec) {
  const error = { $ref: '#/components/schemas/ApiError' };
  const statuses = new Set<string>(['422']);
  if (spec.access !== 'anyone') ['401', '403'].forEach((s) => statuses.add(s));
  if (spec.body && spec.body !== 'binary') ['400', '413'].forEach((s) => statuses.add(s));
  const own = Object.entries(spec.errors ?? {}) as [string, readonly string[]][];
  for (const [status] of own) statuses.add(status);
  const replies: Record<string, unknown> = {};
  for (const status of [...statuses].sort()) {
    const codes = own.find(([s]) => s === status)?.[1];
    const description = [commonErrors[status], codes?.length ? `codes: ${codes.join(', ')}` : '']
      .filter(Boolean)
      .join('; ');
    replies[status] = {
      description: description || 'An error',
      content: { 'application/json': { schema: error } },
    };
  }
  return replies;
}

/**
 * The OpenAPI 3.1 document of the API, made from the endpoints' declarations (each module's
 * endpoints.ts, listed in api/modules/endpoints.ts): served at /api/openapi.json, read by the
 * reference page. `endpoints` maps each declaration's name to it.
 */
export function openApiDocument(
  endpoints: Record<string, EndpointSpec>,
  info: { title: string; version: string; description: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, spec] of Object.entries(endpoints)) {
    const path = openApiPath(spec.path);
    paths[path] ??= {};
    const body = requestBody(spec);
    paths[path][spec.method.toLowerCase()] = {
      operationId: name,
      summary: spec.summary,
      tags: [spec.path.split('/')[spec.path.startsWith('/api/apps/') ? 3 : 2]],
      ...(spec.access === 'anyone' ? { security: [] } : {}),
      description:
        spec.access === 'anyone'
          ? 'No account needed.'
          : spec.access === 'public'
            ? 'Any signed-in person.'
            : `Signed in with the rule \`${spec.access}\` (${spec.access === 'admin' ? 'admins' : 'editors and admins'}).`,
      parameters: parameters(spec),
      ...(body ? { requestBody: body } : {}),
      responses: { ...success(spec), ...errors(spec) },
    };
  }
  return {
    openapi: '3.1.0' as const,
    info,
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of POST /api/auth/login or of a refresh',
        },
      },
      schemas: { ApiError: jsonSchema(apiErrorReply, 'output') },
    },
  };
}
