import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_TOTAL_BYTES,
  UPLOAD_TTL_MINUTES,
  type Upload,
  type UploadContentType,
  type UploadsReply,
} from './contract';
import { ApiError, notFound } from '../../platform/errors';
import type { Principal } from '../../platform/types';
import type { ApiDeps } from '../deps';

/** The one key of a caller's uploads: the person and the sign-in that sent them. */
const sessionOf = (principal: Principal) => principal.session ?? '';

/**
 * The demonstration page's uploads (docs/decisions/0065): a file is held for the session that
 * sent it, at most UPLOAD_TTL_MINUTES, within the contract's limits per person. Every call first
 * drops what expired and the uploads of sessions that ended (signed out, revoked), so nothing
 * stays longer than the session needs.
 */
export function uploadService(deps: ApiDeps) {
  const { uploads, auth } = deps.stores;

  /** Drops expired uploads and those of sessions no longer live (of anyone: few hold uploads). */
  async function sweep() {
    const now = deps.now();
    await uploads.removeExpired(now);
    for (const [ownerId, sessions] of await uploads.sessions()) {
      const named = [...sessions].filter((session) => session !== '');
      if (named.length === 0) continue;
      const live = new Set(
        (await auth.listLiveRefreshTokens(ownerId, now)).map((token) => token.familyId),
      );
      for (const session of named) {
        if (!live.has(session)) await uploads.removeSession(ownerId, session);
      }
    }
  }

  return {
    sweep,
    async list(principal: Principal): Promise<UploadsReply> {
      await sweep();
      return uploads.list(principal.id, sessionOf(principal));
    },
    async add(
      principal: Principal,
      file: { name: string; type: UploadContentType; bytes: Uint8Array },
    ): Promise<Upload> {
      await sweep();
      const expiresAt = new Date(deps.now().getTime() + UPLOAD_TTL_MINUTES * 60_000);
      const result = await uploads.insert(
        { ...file, ownerId: principal.id, session: sessionOf(principal), expiresAt },
        { maxFiles: UPLOAD_MAX_FILES, maxTotalBytes: UPLOAD_MAX_TOTAL_BYTES },
      );
      if (result.ok) return result.upload;
      if (result.limit === 'files') {
        throw new ApiError(
          409,
          'tooBig',
          `files: at most ${UPLOAD_MAX_FILES} files at a time; remove one first`,
          { field: 'files', limit: UPLOAD_MAX_FILES },
        );
      }
      throw new ApiError(
        409,
        'tooBig',
        `bytes: at most ${UPLOAD_MAX_TOTAL_BYTES / 1024 / 1024} MB in all; remove a file first`,
        { field: 'bytes', limit: UPLOAD_MAX_TOTAL_BYTES },
      );
    },
    async remove(principal: Principal, id: number) {
      await sweep();
      if (!(await uploads.remove(principal.id, sessionOf(principal), id))) {
        throw notFound(`No upload with id ${id}`);
      }
    },
    async clear(principal: Principal) {
      await sweep();
      return uploads.removeSession(principal.id, sessionOf(principal));
    },
  };
}

/** The refusal of a file larger than UPLOAD_MAX_BYTES (the body limit and the bytes read). */
export const uploadTooLarge = () =>
  new ApiError(413, 'bodyTooLarge', 'body: the file is larger than 5 MB', {
    field: 'body',
    limit: UPLOAD_MAX_BYTES,
  });
