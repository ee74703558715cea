import { z } from 'zod';
import { endpoint } from '../../contract/endpoint';

/** Registered directly in api/app.ts (it reads every module): whether the API answers, and where it runs. */
export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Whether the API answers, and whether it runs on the server or inside the page',
  access: 'anyone',
  reply: z.object({ status: z.literal('ok'), mode: z.enum(['server', 'browser']) }),
});

/** Registered directly in api/app.ts, from every module's declarations (api/platform/openapi.ts). */
export const openApiDocument = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This API described in OpenAPI 3.1, made from the declarations of its endpoints',
  access: 'anyone',
  reply: z.looseObject({ openapi: z.literal('3.1.0') }),
});
