import type { Upload } from '../../../../api/modules/uploads/contract';
import * as endpoints from '../../../../api/modules/uploads/endpoints';
import {
  ApiRequestError,
  apiRequest,
  endpointUrl,
  errorOfReply,
} from '../../../lib/http/api-client';
import { ensureBackend } from '../../../lib/http/api-mode';
import { getStoredAccessToken } from '../../../lib/session/session';

/** The session's uploads on the server (a read through the app's one HTTP client). */
export const listUploads = () => apiRequest(endpoints.listUploads);

/** Removes one of the session's uploads from the server. */
export const removeUpload = (id: number) => apiRequest(endpoints.removeUpload, { id });

const { addUpload } = endpoints;
/** `POST /api/components/uploads`, as the messages of a failed upload name it */
const ADD_UPLOAD = `${addUpload.method} ${addUpload.path}`;

/** The upload was cancelled by the person (the request aborted). */
export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'UploadCancelled';
  }
}

function sendOnce(
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<{ status: number; data: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(addUpload.method, endpointUrl(addUpload, { name: file.name }));
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'text';
    // fetch has no upload progress; XMLHttpRequest reports the bytes sent as they go
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      resolve({ status: xhr.status, data });
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'network', `${ADD_UPLOAD}: no answer`));
    xhr.onabort = () => reject(new UploadCancelled());
    if (signal.aborted) return reject(new UploadCancelled());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    // the File as it is: its bytes the body, its type the Content-Type
    xhr.send(file);
  });
}

/**
 * Sends one file to the server with XMLHttpRequest, reporting progress from 0 to 100, and answers
 * the stored upload; throws ApiRequestError for a refusal, UploadCancelled when `signal` aborts.
 * A 401 (an expired access token) is renewed through the app's HTTP client (a read of the list,
 * which refreshes once) and the file sent again.
 */
export async function sendUpload(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<Upload> {
  await ensureBackend();
  let reply = await sendOnce(file, getStoredAccessToken(), onProgress, signal);
  if (reply.status === 401) {
    await listUploads();
    onProgress(0);
    reply = await sendOnce(file, getStoredAccessToken(), onProgress, signal);
  }
  if (reply.status >= 400) throw errorOfReply(reply.status, reply.data);
  const parsed = addUpload.reply.safeParse(reply.data);
  if (!parsed.success) {
    throw new ApiRequestError(
      reply.status,
      'invalidReply',
      `${ADD_UPLOAD}: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}
