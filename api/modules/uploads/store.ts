import type { Upload, UploadContentType } from './contract';

/** An upload as held: the contract's record, whose it is, and its bytes. */
export interface StoredUpload {
  id: number;
  ownerId: number;
  /** the sign-in (refresh-token family) that sent it; '' for a token made without one */
  session: string;
  name: string;
  type: UploadContentType;
  bytes: Uint8Array;
  expiresAt: Date;
}

export type NewUpload = Omit<StoredUpload, 'id'>;

/** What one person may hold at a time (api/modules/uploads/contract.ts). */
export interface UploadLimits {
  maxFiles: number;
  maxTotalBytes: number;
}

/**
 * The uploads of the demonstration page (docs/decisions/0065): in memory only, on the server as
 * in browser mode, never in the database. Lookups are by owner and session: another person's or
 * another sign-in's upload is not found.
 */
export interface UploadStore {
  /**
   * Adds the upload with a new id if the owner's uploads (all sessions) stay within the limits,
   * checked and written in one step; else answers which limit refused it and adds nothing.
   */
  insert(
    upload: NewUpload,
    limits: UploadLimits,
  ): Promise<{ ok: true; upload: Upload } | { ok: false; limit: 'files' | 'bytes' }>;
  /** the session's uploads, oldest first, and the bytes the owner holds in all */
  list(ownerId: number, session: string): Promise<{ uploads: Upload[]; usedBytes: number }>;
  /** false when the session holds no upload with that id */
  remove(ownerId: number, session: string, id: number): Promise<boolean>;
  /** removes every upload of the session; answers how many */
  removeSession(ownerId: number, session: string): Promise<number>;
  /** drops every upload that expired at `now` */
  removeExpired(now: Date): Promise<void>;
  /** the sessions that hold uploads, by owner */
  sessions(): Promise<Map<number, Set<string>>>;
}
