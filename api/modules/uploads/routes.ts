import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  UPLOAD_MAX_BYTES,
  isUploadContentType,
  uploadTypeOf,
  type UploadContentType,
} from './contract';
import { ApiError } from '../../platform/errors';
import { endpointRoutes } from '../../platform/endpoint-routes';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { uploadService, uploadTooLarge } from './service';

const TYPES = 'a PDF, PNG or JPEG file';

/**
 * The file of an upload: its name (the query, checked by the declaration), its declared type (one
 * of the contract's) and its bytes, read within UPLOAD_MAX_BYTES, whose signature must be that
 * type. 415 naming `content-type` or `body`, 413 beyond the limit.
 */
async function readUpload(c: Context, name: string) {
  const declared = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!isUploadContentType(declared)) {
    throw new ApiError(415, 'invalidFormat', `content-type: the file must be ${TYPES}`, {
      field: 'content-type',
    });
  }
  let body: ArrayBuffer;
  try {
    body = await c.req.arrayBuffer();
  } catch (error) {
    // the body limit's 413; else the sender went away mid-way (a cancelled upload): no defect
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, 'badRequest', 'body: the upload ended before the whole file came', {
      field: 'body',
    });
  }
  const bytes = new Uint8Array(body);
  if (bytes.length > UPLOAD_MAX_BYTES) throw uploadTooLarge();
  const type: UploadContentType | undefined = uploadTypeOf(bytes);
  if (type !== declared) {
    throw new ApiError(
      415,
      'invalidFormat',
      `body: the file's content is not ${type ? `the declared ${declared}` : TYPES}`,
      { field: 'body' },
    );
  }
  return { name, type, bytes };
}

/**
 * The upload demonstration's endpoints (./endpoints.ts declares each path; docs/decisions/0065):
 * staff send a shipping document and hold it for their session; each person reads and removes
 * only their own (another's: 404).
 * The body's limit is the route's own (api/app.ts skips the general 1 MB for it), enforced while
 * the body is read.
 */
export function uploadRoutes(deps: ApiDeps) {
  const service = uploadService(deps);
  const limit = bodyLimit({
    maxSize: UPLOAD_MAX_BYTES,
    onError: () => {
      throw uploadTooLarge();
    },
  });
  return endpointRoutes(deps)
    .on(endpoints.listUploads, async (c) => service.list(c.get('principal')))
    .on(endpoints.addUpload, limit, async (c, { query }) =>
      service.add(c.get('principal'), await readUpload(c, query.name)),
    )
    .on(endpoints.clearUploads, async (c) => {
      await service.clear(c.get('principal'));
      return { ok: true } as const;
    })
    .on(endpoints.removeUpload, async (c, { params }) => {
      await service.remove(c.get('principal'), params.id);
      return { ok: true } as const;
    }).router;
}

/**
 * Middleware for the sign-out route (api/app.ts): once the session is revoked, its uploads go at
 * once, not at the next upload call.
 */
export function dropUploadsAfterSignOut(deps: ApiDeps) {
  const service = uploadService(deps);
  return async (_c: Context, next: () => Promise<void>) => {
    await next();
    await service.sweep();
  };
}
